"""R13-R17 action cards, stacking and challenges; C1-C4."""

from __future__ import annotations

import pytest

from bot.engine import AcceptDraw, Challenge, Draw, Rules, events
from bot.engine.errors import (
    CardNotPlayable,
    DecisionPending,
    IllegalWildDrawFour,
    InvalidAction,
)

from .helpers import P1, P2, P3, P4, C, codes, play, stage, types

H3 = ["g1", "g2", "g3"]
H3b = ["y4", "y5", "y6"]
H3c = ["b4", "b5", "b6"]


def test_r13_skip() -> None:
    m = stage({P1: ["rS", "b2"], P2: H3, P3: H3b, P4: H3c}, "r5")
    ev = m.apply(P1, play("rS"))
    assert events.PlayerSkipped(P2) in ev
    assert m.to_act == P3


def test_r13_skip_two_players_plays_again() -> None:
    m = stage({P1: ["rS", "b2", "b3"], P2: H3}, "r5")
    m.apply(P1, play("rS"))
    assert m.to_act == P1


def test_r14_reverse() -> None:
    m = stage({P1: ["rR", "b2"], P2: H3, P3: H3b, P4: H3c}, "r5")
    ev = m.apply(P1, play("rR"))
    assert events.DirectionReversed(-1) in ev
    assert m.to_act == P4
    assert m.public_view().direction == -1


def test_r14_reverse_two_players_acts_as_skip() -> None:
    m = stage({P1: ["rR", "b2", "b3"], P2: H3}, "r5")
    ev = m.apply(P1, play("rR"))
    assert events.PlayerSkipped(P2) in ev
    assert m.to_act == P1


def test_r15_draw_two() -> None:
    m = stage({P1: ["rD", "b2"], P2: H3, P3: H3}, "r5", draw=["y1", "y2"])
    ev = m.apply(P1, play("rD"))
    assert events.CardsDrawn(P2, 2, "penalty", (C("y1"), C("y2"))) in ev
    assert events.PlayerSkipped(P2) in ev
    assert m.to_act == P3


def test_r15_draw_two_two_players_comes_back() -> None:
    m = stage({P1: ["rD", "b2", "b3"], P2: H3}, "r5")
    m.apply(P1, play("rD"))
    assert len(m.state.hands[1]) == 5
    assert m.to_act == P1


def test_r15_wd4_without_challenge_draws_four_at_once() -> None:
    m = stage({P1: ["W4", "b2"], P2: H3, P3: H3}, "r5", rules=Rules(challenge=False))
    m.apply(P1, play("W4", "blue"))
    assert len(m.state.hands[1]) == 7
    assert m.to_act == P3
    assert m.public_view().color == "blue"


def test_r15_stacking_chain_and_total() -> None:
    """C4: D on D, W4 on D, W4 on W4; the first who won't add takes all."""
    rules = Rules(stacking=True)
    m = stage({P1: ["rD", "b2"], P2: ["gD", "g5"], P3: ["W4", "y1"], P4: ["W4", "r2"]},
              "r5", rules=rules)
    ev = m.apply(P1, play("rD"))
    assert events.DrawStacked(P2, 2) in ev
    v = m.view_for(P2)
    assert v.decision is not None and v.decision.kind == "stack_or_accept"
    assert set(v.legal) >= {play("gD"), AcceptDraw()}
    with pytest.raises(CardNotPlayable):
        m.apply(P2, play("g5"))
    m.apply(P2, play("gD"))
    assert m.state.pending == 4
    m.apply(P3, play("W4", "yellow"))  # W4 on D (P3 holds no green: fair)
    assert m.state.pending == 8
    assert m.view_for(P4).decision.kind == "stack_or_accept"  # type: ignore[union-attr]
    assert Challenge() not in m.legal_actions(P4)  # a stack is under way: no challenge
    m.apply(P4, play("W4", "red"))  # W4 on W4
    assert m.state.pending == 12
    ev = m.apply(P1, AcceptDraw())
    assert [e.count for e in ev if isinstance(e, events.CardsDrawn)] == [12]
    assert m.to_act == P2
    assert m.state.pending == 0


def test_r15_never_draw_two_on_wd4() -> None:
    rules = Rules(stacking=True, challenge=False)
    m = stage({P1: ["W4", "b2"], P2: ["gD", "rD"], P3: H3}, "r5", rules=rules)
    m.apply(P1, play("W4", "green"))
    assert play("gD") not in m.legal_actions(P2)
    with pytest.raises(CardNotPlayable):
        m.apply(P2, play("gD"))


def test_c4_unfair_wd4_added_to_a_stack_is_refused() -> None:
    m = stage({P1: ["rD", "b2"], P2: ["W4", "r7"], P3: H3}, "r5", rules=Rules(stacking=True))
    m.apply(P1, play("rD"))
    with pytest.raises(IllegalWildDrawFour):
        m.apply(P2, play("W4", "blue"))


def test_c4_taking_the_stack_is_allowed_under_forced_play() -> None:
    m = stage({P1: ["rD", "b2"], P2: ["gD", "r7"], P3: H3}, "r5",
              rules=Rules(stacking=True, forced_play=True))
    m.apply(P1, play("rD"))
    assert AcceptDraw() in m.legal_actions(P2)
    m.apply(P2, Draw())  # Draw facing a stack means taking it
    assert len(m.state.hands[1]) == 4
    assert m.to_act == P3


def test_c4_lone_wd4_with_stacking_can_be_challenged_or_stacked() -> None:
    rules = Rules(stacking=True)
    m = stage({P1: ["W4", "b2"], P2: ["W4", "r7"], P3: H3}, "g5", rules=rules)
    m.apply(P1, play("W4", "red"))
    v = m.view_for(P2)
    assert v.decision is not None and v.decision.kind == "challenge_or_accept"
    assert {Challenge(), AcceptDraw()} <= set(v.legal)
    # P2 holds red r7 (the named color): adding W4 is unfair here
    assert play("W4") not in v.legal
    m2 = stage({P1: ["W4", "b2"], P2: ["W4", "y7"], P3: H3}, "g5", rules=rules)
    m2.apply(P1, play("W4", "red"))
    m2.apply(P2, play("W4", "blue"))
    assert m2.state.pending == 8 and m2.state.wd4_by is None
    with pytest.raises(InvalidAction):
        m2.apply(P3, Challenge())


def test_r17_challenge_guilty() -> None:
    m = stage({P1: ["W4", "g7", "b2"], P2: H3, P3: H3}, "g5")
    m.apply(P1, play("W4", "red"))  # P1 held g7 of the current color: a bluff (C1)
    assert m.to_act == P2
    ev = m.apply(P2, Challenge())
    res = ev[0]
    assert isinstance(res, events.ChallengeResult)
    assert res.guilty and res.challenger == P2 and res.challenged == P1
    assert sorted(c.code for c in res.revealed) == ["b2", "g7"]
    assert len(m.state.hands[0]) == 6  # P1 draws 4 instead
    assert len(m.state.hands[1]) == 3  # challenger draws nothing
    assert m.to_act == P2  # ...and takes a normal turn
    assert m.public_view().color == "red"  # the named color stands
    assert m.discard[-1] == C("W4").id


def test_r17_challenge_not_guilty() -> None:
    m = stage({P1: ["W4", "b7", "b2"], P2: H3, P3: H3}, "g5")
    m.apply(P1, play("W4", "red"))
    ev = m.apply(P2, Challenge())
    assert isinstance(ev[0], events.ChallengeResult) and not ev[0].guilty
    assert len(m.state.hands[1]) == 9  # challenger draws 6
    assert events.PlayerSkipped(P2) in ev
    assert m.to_act == P3
    assert m.public_view().color == "red"


def test_r17_accept_wd4() -> None:
    m = stage({P1: ["W4", "b7", "b2"], P2: H3, P3: H3}, "g5")
    m.apply(P1, play("W4", "red"))
    with pytest.raises(DecisionPending):
        m.apply(P2, play("g1"))
    with pytest.raises(DecisionPending):  # the decision is P2's
        m.apply(P3, Challenge())
    with pytest.raises(DecisionPending):
        m.apply(P3, play("g1"))
    m.apply(P2, AcceptDraw())
    assert len(m.state.hands[1]) == 7
    assert m.to_act == P3


def test_r17_no_challenge_when_option_off_or_anytime() -> None:
    for rules in (Rules(challenge=False), Rules(wd4="anytime")):
        m = stage({P1: ["W4", "b7", "b2"], P2: H3, P3: H3}, "b5", rules=rules) \
            if rules.wd4 == "anytime" else \
            stage({P1: ["W4", "y7", "b2"], P2: H3, P3: H3}, "g5", rules=rules)
        m.apply(P1, play("W4", "red"))
        assert len(m.state.hands[1]) == 7
        assert m.to_act == P3


def test_c1_bluff_refused_on_last_card_and_where_no_challenge() -> None:
    # last card: no challenge is possible, so an unfair W4 is refused
    m = stage({P1: ["W4"], P2: H3}, "g5", color="green")
    m.apply(P1, play("W4", "red"))  # fair: no green left -> goes out
    assert m.hand_over
    m2 = stage({P1: ["W4", "g1"], P2: H3}, "g5", rules=Rules(challenge=False))
    with pytest.raises(IllegalWildDrawFour):
        m2.apply(P1, play("W4", "red"))


def test_c2_guilt_under_no_playable() -> None:
    rules = Rules(wd4="no_playable")
    m = stage({P1: ["W4", "W4", "y1"], P2: H3, P3: H3}, "g5", rules=rules)
    m.apply(P1, play("W4", "red"))  # second W4 does not count: not guilty
    ev = m.apply(P2, Challenge())
    assert isinstance(ev[0], events.ChallengeResult) and not ev[0].guilty
    m2 = stage({P1: ["W4", "y5", "y1"], P2: H3, P3: H3}, "g5", rules=rules)
    m2.apply(P1, play("W4", "red"))  # y5 matched the number: guilty
    ev2 = m2.apply(P2, Challenge())
    assert isinstance(ev2[0], events.ChallengeResult) and ev2[0].guilty


def test_r24_going_out_on_draw_two_next_draws_first() -> None:
    m = stage({P1: ["rD"], P2: ["g1", "g2", "y9"], P3: H3}, "r5", draw=["b1", "b2"])
    ev = m.apply(P1, play("rD"))
    assert events.CardsDrawn(P2, 2, "penalty", (C("b1"), C("b2"))) in ev
    ended = [e for e in ev if isinstance(e, events.HandEnded)][0]
    assert ended.winner == P1
    assert ended.points == 1 + 2 + 9 + 1 + 2 + 6  # P2's five cards + P3's three
    assert m.hand_over


def test_r24_going_out_on_wd4_no_challenge() -> None:
    m = stage({P1: ["W4"], P2: ["g1"], P3: ["g2"]}, "r5", draw=["b1", "b2", "b3", "b4"])
    ev = m.apply(P1, play("W4", "blue"))
    assert events.CardsDrawn(P2, 4, "penalty",
                             tuple(C(x) for x in ["b1", "b2", "b3", "b4"])) in ev
    assert types(ev)[-1] in ("HandEnded", "MatchEnded")
    assert m.legal_actions(P2) == []


def test_r24_going_out_ends_a_stack() -> None:
    m = stage({P1: ["rD", "b1"], P2: ["gD"], P3: H3}, "r5", rules=Rules(stacking=True))
    m.apply(P1, play("rD"))
    ev = m.apply(P2, play("gD"))
    assert [e.count for e in ev if isinstance(e, events.CardsDrawn)] == [4]
    assert len(m.state.hands[2]) == 7
    assert m.hand_over
    assert codes(m, P1) == ["b1"]
