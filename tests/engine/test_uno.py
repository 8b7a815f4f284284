"""R18-R20 calling UNO and catching; C6 catch windows."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine import (
    AcceptDraw,
    CallUno,
    Catch,
    Challenge,
    Draw,
    JumpIn,
    Rules,
    events,
)
from bot.engine.errors import FalseCatch, UnoError

from .helpers import P1, P2, P3, C, play, stage


def test_r18_call_before_playing_is_safe() -> None:
    m = stage({P1: ["r4", "g2"], P2: ["r1", "g1", "b1"], P3: ["y1", "y2"]}, "r5")
    assert CallUno() in m.legal_actions(P1)
    assert m.apply(P1, CallUno()) == (events.UnoCalled(P1),)
    with pytest.raises(UnoError):
        m.apply(P1, CallUno())
    m.apply(P1, play("r4"))
    assert m.catchable == []
    with pytest.raises(FalseCatch):
        m.apply(P2, Catch(P1))


def test_r18_call_right_after_playing_before_caught() -> None:
    m = stage({P1: ["r4", "g2"], P2: ["r1", "g1", "b1"], P3: ["y1", "y2"]}, "r5")
    m.apply(P1, play("r4"))
    assert m.public_view().catchable == (P1,)
    assert CallUno() in m.legal_actions(P1)
    m.apply(P1, CallUno())
    with pytest.raises(FalseCatch):
        m.apply(P3, Catch(P1))


@pytest.mark.parametrize("cards", [2, 4])
def test_r19_r20_catch_penalty(cards: int) -> None:
    pile = ("b7", "y3", "g9", "r8")  # top first
    m = stage({P1: ["r4", "g2"], P2: ["r1", "g1", "b1"], P3: ["y1", "y2"]}, "r5",
              rules=Rules(uno_penalty_cards=cards), draw=pile)
    m.apply(P1, play("r4"))
    assert Catch(P1) in m.legal_actions(P3)
    assert Catch(P1) in m.legal_actions(P2)
    ev = m.apply(P3, Catch(P1))
    drawn = tuple(C(c) for c in pile[:cards])
    assert ev == (events.PenaltyApplied(P1, cards, "caught", P3, drawn),)
    assert len(m.state.hands[0]) == 1 + cards
    assert m.to_act == P2  # catching is out of turn and changes no turn
    with pytest.raises(FalseCatch):
        m.apply(P2, Catch(P1))


def test_r20_false_catch_costs_nothing_and_is_refused() -> None:
    m = stage({P1: ["r4", "g2", "g3"], P2: ["r1", "g1", "b1"]}, "r5")
    with pytest.raises(FalseCatch) as e:
        m.apply(P2, Catch(P1))
    assert "more than one card" in e.value.reason
    with pytest.raises(FalseCatch):
        m.apply(P1, Catch(P1))


def test_c6_window_closes_when_next_player_plays() -> None:
    m = stage({P1: ["r4", "g2"], P2: ["r1", "g1", "b1"], P3: ["y1", "y2", "y3"]}, "r5")
    m.apply(P1, play("r4"))
    m.apply(P2, play("r1"))
    assert m.catchable == []
    with pytest.raises(FalseCatch):
        m.apply(P3, Catch(P1))


@pytest.mark.parametrize("closing", ["draw", "challenge", "accept"])
def test_c6_window_closes_on_draw_challenge_or_accept(closing: str) -> None:
    if closing == "draw":
        m = stage({P1: ["r4", "g2"], P2: ["b9", "g1", "b1"], P3: ["y1", "y2"]}, "r5")
        m.apply(P1, play("r4"))
        m.apply(P2, Draw())
    else:
        m = stage({P1: ["W4", "g2"], P2: ["b9", "g1", "b1"], P3: ["y1", "y2"]}, "r5")
        m.apply(P1, play("W4", "blue"))
        assert m.catchable == [P1]
        m.apply(P2, Challenge() if closing == "challenge" else AcceptDraw())
    assert m.catchable == []


def test_c6_penalty_draw_is_not_the_victims_action() -> None:
    m = stage({P1: ["rD", "g2"], P2: ["b9", "g1", "b1"], P3: ["y1", "y2", "r7"]}, "r5")
    m.apply(P1, play("rD"))  # P2 draws 2 and is skipped: window still open
    assert m.catchable == [P1]
    m.apply(P2, Catch(P1))
    assert len(m.state.hands[0]) == 3


def test_c6_two_player_skip_next_player_is_same_player() -> None:
    m = stage({P1: ["rS", "g2"], P2: ["b9", "g1", "b1"]}, "r5")
    m.apply(P1, play("rS"))
    assert m.to_act == P1
    assert m.catchable == [P1]
    m.apply(P2, Catch(P1))
    assert len(m.state.hands[0]) == 3


def test_c6_jump_in_closes_the_window() -> None:
    m = stage({P1: ["r4", "g2"], P2: ["b9", "g1", "b1"], P3: ["r4", "y2", "y3"]}, "r5",
              rules=Rules(jump_in=True))
    m.apply(P1, play("r4"))
    m.apply(P3, JumpIn(C("r4")))
    with pytest.raises(FalseCatch):
        m.apply(P2, Catch(P1))


def test_r19_automatic_penalty() -> None:
    m = stage({P1: ["r4", "g2"], P2: ["b9", "g1", "b1"]}, "r5",
              rules=Rules(uno_penalty="automatic"), draw=("y3", "g9"))
    ev = m.apply(P1, play("r4"))
    assert events.PenaltyApplied(P1, 2, "automatic", None, (C("y3"), C("g9"))) in ev
    assert len(m.state.hands[0]) == 3
    assert m.catchable == []


def test_r19_automatic_call_first_is_safe_and_late_call_refused() -> None:
    m = stage({P1: ["r4", "g2"], P2: ["b9", "g1", "b1"]}, "r5",
              rules=Rules(uno_penalty="automatic"))
    m.apply(P1, CallUno())
    ev = m.apply(P1, play("r4"))
    assert not any(isinstance(e, events.PenaltyApplied) for e in ev)
    assert len(m.state.hands[0]) == 1
    with pytest.raises(UnoError):
        m.apply(P1, CallUno())


def test_c6_only_own_play_creates_the_duty() -> None:
    m = stage({P1: ["r7", "g2"], P2: ["b9"], P3: ["y1", "y2", "y3"]}, "r5",
              rules=Rules(seven_o=True))
    m.apply(P1, play("r7", target=P2))  # P1 now holds b9 (1 card) received by swap
    assert m.catchable == []
    with pytest.raises(FalseCatch):
        m.apply(P3, Catch(P1))


def test_r19_r20_the_penalty_event_names_the_cards_only_in_a_private_field() -> None:
    """The caught player learns which cards they drew from the event (R19); the field is
    listed as private, and the table's line for the event names no card."""
    m = stage({P1: ["r4", "g2"], P2: ["r1", "g1", "b1"], P3: ["y1", "y2"]}, "r5",
              draw=("b7", "y3"))
    m.apply(P1, play("r4"))
    (penalty,) = m.apply(P3, Catch(P1))
    assert isinstance(penalty, events.PenaltyApplied)
    assert penalty.cards == (C("b7"), C("y3"))
    assert sorted(m.hand_of(P1)) == sorted([C("g2"), *penalty.cards])
    assert events.PRIVATE_FIELDS[events.PenaltyApplied] == ("player", ("cards",))
    line = events.describe(penalty, str)
    assert "Blue" not in line and "Yellow" not in line and "2 cards" in line


def called(m: Any, pid: int) -> bool:
    return next(s.called_uno for s in m.public_view().players if s.player == pid)


def test_r18_a_call_before_the_next_to_last_card_is_still_shown_at_one_card() -> None:
    m = stage({P1: ["r4", "g2"], P2: ["r1", "g1", "b1"], P3: ["y1", "y2", "y3"]}, "r5")
    assert not called(m, P1)
    m.apply(P1, CallUno())
    assert called(m, P1)
    m.apply(P1, play("r4"))  # the play that leaves one card keeps the call
    assert called(m, P1) and m.public_view().catchable == ()
    m.apply(P2, play("r1"))  # and it lasts while that one card is held
    assert called(m, P1)


def test_r18_a_call_just_after_the_play_is_shown_at_one_card() -> None:
    m = stage({P1: ["r4", "g2"], P2: ["r1", "g1", "b1"], P3: ["y1", "y2", "y3"]}, "r5")
    m.apply(P1, play("r4"))
    assert not called(m, P1)  # catchable, not called
    m.apply(P1, CallUno())
    assert called(m, P1)


def test_r19_one_card_after_the_catch_window_closed_is_not_a_call() -> None:
    m = stage({P1: ["r4", "g2"], P2: ["r1", "g1", "b1"], P3: ["y1", "y2", "y3"]}, "r5")
    m.apply(P1, play("r4"))
    m.apply(P2, play("r1"))  # nobody caught P1: the window closed
    seat = next(s for s in m.public_view().players if s.player == P1)
    assert seat.cards == 1 and not seat.called_uno


def test_r18_a_hand_that_grows_loses_the_call() -> None:
    m = stage({P1: ["r4", "g2"], P2: ["r1", "g1", "b1"], P3: ["b5", "y2"]}, "r5",
              draw=("b7",))
    m.apply(P1, CallUno())
    m.apply(P1, play("r4"))
    m.apply(P2, play("r1"))
    m.apply(P3, Draw())  # draws the Blue 7, unplayable on red: the turn passes
    assert m.to_act == P1 and called(m, P1)
    m.apply(P1, Draw())
    assert not called(m, P1)


def test_c6_a_hand_exchange_clears_the_call() -> None:
    rules = Rules(seven_o=True)
    m = stage({P1: ["r4", "g2"], P2: ["r7", "g1", "b1"], P3: ["y1", "y2", "y3"]}, "r5",
              rules=rules)
    m.apply(P1, CallUno())
    m.apply(P1, play("r4"))
    assert called(m, P1)
    m.apply(P2, play("r7", target=P1))  # P2 takes P1's one card and gives two
    assert not called(m, P1) and not called(m, P2)
    seat = next(s for s in m.public_view().players if s.player == P2)
    assert seat.cards == 1  # one card received by the exchange: merely held
