"""R2 blanks, R21 Seven-O, R22/R23 jump-in; C7, C8."""

from __future__ import annotations

import pytest

from bot.engine import AcceptDraw, CallUno, Catch, Draw, JumpIn, Match, Rules, events
from bot.engine.errors import (
    CardNotPlayable,
    FalseCatch,
    InvalidAction,
    NotYourTurn,
    TargetRequired,
)

from .helpers import P1, P2, P3, P4, C, check_i1, codes, play, stage

SEVEN_O = Rules(seven_o=True)


def test_r21_seven_swaps_with_chosen_player() -> None:
    m = stage({P1: ["r7", "g2", "g3"], P2: ["b9"], P3: ["y1", "y2"]}, "r5", rules=SEVEN_O)
    assert m.view_for(P1).needs_target(C("r7"), 3)
    with pytest.raises(TargetRequired):
        m.apply(P1, play("r7"))
    with pytest.raises(TargetRequired):
        m.apply(P1, play("r7", target=P1))
    with pytest.raises(TargetRequired):
        m.apply(P1, play("r7", target=999))
    ev = m.apply(P1, play("r7", target=P3))
    assert events.HandsSwapped(P1, P3) in ev
    assert codes(m, P1) == ["y1", "y2"]
    assert codes(m, P3) == ["g2", "g3"]
    assert m.to_act == P2


def test_r21_zero_rotates_hands_in_direction() -> None:
    hands = {P1: ["r0", "g2"], P2: ["b9"], P3: ["y1", "y2"], P4: ["b1", "b2", "b3"]}
    m = stage(hands, "r5", rules=SEVEN_O)
    ev = m.apply(P1, play("r0"))
    assert events.HandsRotated(1) in ev
    assert codes(m, P2) == ["g2"]
    assert codes(m, P3) == ["b9"]
    assert codes(m, P4) == ["y1", "y2"]
    assert codes(m, P1) == ["b1", "b2", "b3"]
    m2 = stage(hands, "r5", rules=SEVEN_O, direction=-1)
    m2.apply(P1, play("r0"))
    assert codes(m2, P4) == ["g2"]
    assert codes(m2, P1) == ["b9"]


def test_r21_seven_without_the_variant_is_a_number() -> None:
    m = stage({P1: ["r7", "g2"], P2: ["b9"]}, "r5")
    ev = m.apply(P1, play("r7", target=P2))
    assert not any(isinstance(e, events.HandsSwapped) for e in ev)


@pytest.mark.parametrize("last", ["r7", "r0"])
def test_c8_seven_or_zero_as_last_card_just_ends(last: str) -> None:
    m = stage({P1: [last], P2: ["b9"], P3: ["y1", "y2"]}, "r5", rules=SEVEN_O)
    ev = m.apply(P1, play(last))  # no target needed
    assert not any(isinstance(e, events.HandsSwapped | events.HandsRotated) for e in ev)
    assert m.hand_over and m.state.hand_winner == P1


BLANKS = {"deck": "with_blanks"}


def test_r2_blank_is_a_wild() -> None:
    m = stage({P1: ["B", "g2"], P2: ["b9", "b8"]}, "r5", rules=Rules(**BLANKS))
    m.apply(P1, play("B", "yellow"))
    assert m.public_view().color == "yellow"
    assert C("B").points == 50


def test_r2_blank_swap() -> None:
    m = stage({P1: ["B", "g2", "g3"], P2: ["b9"], P3: ["y1", "y2"]}, "r5",
              rules=Rules(blank_effect="swap", **BLANKS))
    with pytest.raises(TargetRequired):
        m.apply(P1, play("B", "blue"))
    ev = m.apply(P1, play("B", "blue", P2))
    assert events.HandsSwapped(P1, P2) in ev
    assert codes(m, P1) == ["b9"] and codes(m, P2) == ["g2", "g3"]
    assert m.catchable == []  # C6: received hands create no duty


def test_r2_blank_shuffle_deals_from_left_of_player_in_seat_order() -> None:
    m = stage({P1: ["B", "g2", "g3"], P2: ["b9"], P3: ["y1", "y2", "y3", "y4"]}, "r5",
              rules=Rules(blank_effect="shuffle", **BLANKS), direction=-1)
    ev = m.apply(P1, play("B", "blue"))
    assert events.HandsShuffled(P1) in ev
    # 7 cards dealt starting at P2 (next seat in seat order, whatever the direction)
    assert [len(h) for h in m.state.hands] == [2, 3, 2]
    check_i1(m)


def test_r2_blank_all_draw_one() -> None:
    m = stage({P1: ["B", "g2", "g3"], P2: ["b9"], P3: ["y1", "y2"]}, "r5",
              rules=Rules(blank_effect="all_draw_one", **BLANKS))
    ev = m.apply(P1, play("B", "blue"))
    assert [e.player for e in ev if isinstance(e, events.CardsDrawn)] == [P2, P3]
    assert [len(h) for h in m.state.hands] == [2, 2, 3]


def test_c8_effect_blank_as_last_card_has_no_effect() -> None:
    m = stage({P1: ["B"], P2: ["b9"], P3: ["y1", "y2"]}, "r5",
              rules=Rules(blank_effect="all_draw_one", **BLANKS))
    m.apply(P1, play("B", "blue"))
    assert m.hand_over and [len(h) for h in m.state.hands] == [0, 1, 2]


JUMP = Rules(jump_in=True)


def test_r22_jump_in_with_identical_card() -> None:
    m = stage({P1: ["g2", "g3"], P2: ["b9", "b8"], P3: ["r5", "y2"], P4: ["y7", "y8"]},
              "r5", rules=JUMP)
    assert JumpIn(C("r5")) in m.legal_actions(P3)
    ev = m.apply(P3, JumpIn(C("r5")))
    assert ev[0] == events.CardPlayed(P3, C("r5"), True)
    assert m.to_act == P4  # play continues from the jumper


def test_r22_playcard_out_of_turn_is_a_jump_in_when_allowed() -> None:
    m = stage({P1: ["g2", "g3"], P2: ["rS", "b8"], P3: ["y2", "y3"]}, "rS", rules=JUMP)
    m.apply(P2, play("rS"))
    assert m.to_act == P1  # P3 skipped


def test_r22_only_identical_and_never_wilds() -> None:
    m = stage({P1: ["g2", "g3"], P2: ["r6", "W"], P3: ["b5", "y2"]}, "r5", rules=JUMP)
    with pytest.raises(CardNotPlayable):
        m.apply(P3, JumpIn(C("b5")))
    with pytest.raises(NotYourTurn):
        m.apply(P2, play("r6"))
    m2 = stage({P1: ["W", "g3"], P2: ["W", "b8"]}, "r5", rules=JUMP)
    m2.apply(P1, play("W", "red"))
    assert JumpIn(C("W")) not in m2.legal_actions(P2)


def test_r23_jump_in_refused_without_the_variant() -> None:
    m = stage({P1: ["g2", "g3"], P2: ["b9", "b8"], P3: ["r5", "y2"]}, "r5")
    with pytest.raises(NotYourTurn):
        m.apply(P3, play("r5"))
    with pytest.raises(InvalidAction):
        m.apply(P3, JumpIn(C("r5")))


def test_c7_jump_in_with_stacking_adds_to_the_pending_total() -> None:
    rules = Rules(jump_in=True, stacking=True)
    m = stage({P1: ["rD", "g3"], P2: ["b9", "b8"], P3: ["rD", "y2"], P4: ["y7", "y8"]},
              "r5", rules=rules)
    m.apply(P1, play("rD"))
    assert m.to_act == P2 and m.state.pending == 2
    ev = m.apply(P3, JumpIn(C("rD")))
    assert events.DrawStacked(P4, 4) in ev
    assert m.to_act == P4
    m.apply(P4, AcceptDraw())
    assert len(m.state.hands[3]) == 6
    assert len(m.state.hands[1]) == 2  # P2's penalty passed on


def test_c7_jump_in_without_stacking_starts_a_new_penalty() -> None:
    m = stage({P1: ["rD", "g3"], P2: ["b9", "b8"], P3: ["rD", "y2"], P4: ["y7", "y8"]},
              "r5", rules=JUMP)
    m.apply(P1, play("rD"))  # P2 draws 2 at once
    assert len(m.state.hands[1]) == 4 and m.to_act == P3
    m.apply(P3, JumpIn(C("rD")))  # identical: P4 draws 2
    assert len(m.state.hands[3]) == 4
    assert m.to_act == P1


def test_r22_jump_in_with_last_card_wins() -> None:
    m = stage({P1: ["g2", "g3"], P2: ["b9", "b8"], P3: ["r5"]}, "r5", rules=JUMP)
    m.apply(P3, JumpIn(C("r5")))
    assert m.hand_over and m.state.hand_winner == P3


def test_r18_r19_seven_o_swap_keeps_a_bystanders_uno_call() -> None:
    """Only the two swapped hands lose an early UNO call; a bystander who called at two
    cards stays safe after playing down to one (issue 10's reproduction)."""
    m = Match.staged([1, 2, 3], Rules.from_preset("official", seven_o=True),
                     hands={1: ["r7", "r1", "g2"], 2: ["r2", "y2", "y3"], 3: ["r3", "b5"]},
                     discard=["r5"], current=1)
    m.apply(3, CallUno())
    m.apply(1, play("r7", target=2))
    assert 3 in m.inspect().uno_called and 1 not in m.inspect().uno_called
    m.apply(2, play("r1"))
    m.apply(3, play("r3"))
    assert 3 not in m.catchable
    with pytest.raises(FalseCatch):
        m.apply(1, Catch(3))
    assert [s.uno for s in m.public_view().players if s.player == 3] == [True]


def test_r18_r19_swap_blank_voids_the_calls_of_the_swapped_hands_only() -> None:
    rules = Rules(deck="with_blanks", blank_effect="swap")
    m = stage({P1: ["B", "r1", "g2"], P2: ["g1", "g3"], P3: ["b1", "b2"]}, "y3", rules=rules)
    m.apply(P2, CallUno())
    m.apply(P3, CallUno())
    m.apply(P1, play("B", "red", P2))  # P1 now holds P2's two cards, P2 holds r1 g2
    assert m.inspect().uno_called == (P3,)


@pytest.mark.parametrize("card", ["r5", "g5"])
def test_r22_jump_in_refused_while_a_drawn_card_is_decided_gives_the_real_reason(
        card: str) -> None:
    """R22: jumping in is for plain moments of play; while the player to act decides on
    a drawn card the reason says so, also when the card is identical (issue 10)."""
    m = stage({P1: ["g1", "g2"], P2: ["r5", "g5"], P3: ["y1", "y2"]}, "r5",
              rules=Rules(jump_in=True), draw=("r9",))
    m.apply(P1, Draw())
    assert m.public_view().decision is not None
    err = m.check(P2, JumpIn(C(card)))
    assert err is not None
    if card == "r5":  # identical: refused because of the moment, and it says so
        assert "identical" not in err.reason and "waiting" in err.reason
    else:
        assert "identical" in err.reason


def test_r22_c7_jump_in_on_a_pending_draw() -> None:
    m2 = stage({P1: ["rD", "g2", "g3"], P2: ["b5", "b1"], P3: ["rD", "y2"]}, "r5",
               rules=Rules(jump_in=True, stacking=True))
    m2.apply(P1, play("rD"))
    assert JumpIn(C("rD")) in m2.legal_actions(P3)  # C7: stacking lets it add
    m3 = stage({P1: ["W4", "g2", "g3"], P2: ["r5", "b1"], P3: ["W4", "y2"]}, "r5",
               rules=Rules(jump_in=True))
    m3.apply(P1, play("W4", "blue"))
    err = m3.check(P3, JumpIn(C("W4")))
    assert err is not None and "identical" in err.reason  # wilds never jump in
