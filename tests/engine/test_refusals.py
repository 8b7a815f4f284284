"""I3: every kind of refusal raises a RuleError with a readable reason and
changes nothing (the serialised state is identical before and after)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from bot.engine import (
    AcceptDraw,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    Draw,
    JumpIn,
    KeepDrawn,
    Match,
    Pass,
    PlayCard,
    PlayDrawn,
    RuleError,
    Rules,
)
from bot.engine import errors as X

from .helpers import P1, P2, P3, C, snapshot, stage


def normal() -> Match:
    return stage({P1: ["r4", "g2", "W4", "W"], P2: ["r1", "g1", "b1"], P3: ["y1", "y2", "r7"]},
                 "r5", rules=Rules(challenge=False))


def wd4_pending() -> Match:
    m = stage({P1: ["W4", "g2", "g3"], P2: ["r1", "g1", "b1"], P3: ["y1", "y2", "y3"]}, "r5")
    m.apply(P1, PlayCard(C("W4"), "blue"))
    return m


def over() -> Match:
    m = stage({P1: ["r4"], P2: ["r1", "g1", "b1"], P3: ["y1", "y2"]}, "r5")
    m.apply(P1, PlayCard(C("r4")))
    return m


def match_over() -> Match:
    m = stage({P1: ["r4"], P2: ["r1", "g1", "b1"], P3: ["y1", "y2"]}, "r5",
              rules=Rules(scoring="single_hand"))
    m.apply(P1, PlayCard(C("r4")))
    return m


CASES: list[tuple[str, Callable[[], Match], int, object, type[RuleError]]] = [
    ("not your turn", normal, P2, PlayCard(C("r1")), X.NotYourTurn),
    ("not your turn draw", normal, P2, Draw(), X.NotYourTurn),
    ("unknown player", normal, 999, Draw(), X.UnknownPlayer),
    ("card not in hand", normal, P1, PlayCard(C("b9")), X.CardNotInHand),
    ("card not playable", normal, P1, PlayCard(C("g2")), X.CardNotPlayable),
    ("wd4 illegal", normal, P1, PlayCard(C("W4"), "red"), X.IllegalWildDrawFour),
    ("missing color", normal, P1, PlayCard(C("W")), X.ColorRequired),
    ("invalid color", normal, P1, PlayCard(C("W"), "purple"), X.ColorRequired),
    ("pass before drawing", normal, P1, Pass(), X.CannotPass),
    ("keep without drawing", normal, P1, KeepDrawn(), X.CannotPass),
    ("play drawn without drawing", normal, P1, PlayDrawn(), X.InvalidAction),
    ("no color to choose", normal, P1, ChooseColor("red"), X.InvalidAction),
    ("uno with four cards", normal, P1, CallUno(), X.UnoError),
    ("false catch", normal, P2, Catch(P3), X.FalseCatch),
    ("catch unknown", normal, P2, Catch(12345), X.FalseCatch),
    ("nothing to challenge", normal, P1, Challenge(), X.InvalidAction),
    ("nothing to accept", normal, P1, AcceptDraw(), X.InvalidAction),
    ("jump-in off", normal, P3, JumpIn(C("r7")), X.InvalidAction),
    ("decision pending for someone else", wd4_pending, P3, Draw(), X.DecisionPending),
    ("must answer the draw", wd4_pending, P2, PlayCard(C("b1")), X.DecisionPending),
    ("hand over", over, P2, Draw(), X.HandOver),
    ("hand over catch", over, P2, Catch(P1), X.HandOver),
    ("match over", match_over, P2, CallUno(), X.MatchOver),
]


@pytest.mark.parametrize(("name", "make", "pid", "action", "exc"), CASES,
                         ids=[c[0] for c in CASES])
def test_i3_refusal_changes_nothing(name: str, make: Callable[[], Match], pid: int,
                                    action: object, exc: type[RuleError]) -> None:
    m = make()
    before = snapshot(m)
    version = m.version
    with pytest.raises(exc) as e:
        m.apply(pid, action)  # type: ignore[arg-type]
    assert isinstance(e.value, RuleError)
    assert e.value.reason and str(e.value) == e.value.reason
    assert e.value.reason[0].isupper() and e.value.reason.endswith(".")
    assert snapshot(m) == before
    assert m.version == version
    assert m.check(pid, action) is not None  # type: ignore[arg-type]


def test_check_reports_acceptance_without_applying() -> None:
    m = normal()
    before = snapshot(m)
    assert m.check(P1, PlayCard(C("r4"))) is None
    assert snapshot(m) == before


def test_unknown_action_type() -> None:
    with pytest.raises(X.InvalidAction):
        normal().apply(P1, "draw")  # type: ignore[arg-type]
    with pytest.raises(X.InvalidAction):
        normal().apply(P1, PlayCard("r4"))  # type: ignore[arg-type]


def test_next_hand_refused_while_playing_and_timeout_of_wrong_player() -> None:
    m = normal()
    with pytest.raises(X.InvalidAction):
        m.start_next_hand()
    with pytest.raises(X.InvalidAction):
        m.apply_timeout(P2)
    with pytest.raises(X.UnknownPlayer):
        m.remove_player(999)


JUNK: list[Any] = [None, "r5", 5, -1, 2.5, [1], {"a": 1}, object(), True, "", "purple"]


def test_i3_malformed_actions_are_rule_errors_and_change_nothing() -> None:
    """Actions built from bad input (a forged button, a bad replay) are refused with a
    RuleError, never a TypeError or AttributeError from inside."""
    from bot.engine import (
        CallUno,
        Catch,
        ChooseColor,
        JumpIn,
        Match,
        PlayCard,
        PlayDrawn,
        RuleError,
        Rules,
    )

    m = Match.staged([P1, P2, P3], Rules(seven_o=True, jump_in=True),
                     hands={P1: ["r7", "W", "r1"], P2: ["r5", "g2"], P3: ["y1", "y2"]},
                     discard=["r5"], current=P1)
    before = m.to_dict()
    actions: list[Any] = [object(), None, "PlayCard", CallUno]
    for junk in JUNK:
        actions += [PlayCard(junk), JumpIn(junk), ChooseColor(junk), Catch(junk),
                    PlayCard(C("W"), junk), PlayCard(C("r7"), None, junk),
                    PlayDrawn(junk, junk)]
    for pid in (P1, P2, 999, None, "x"):
        for a in actions:
            with pytest.raises(RuleError):
                m.apply(pid, a)
    assert m.to_dict() == before


@pytest.mark.parametrize("data", [None, [], {}, {"type": "Nope"}, {"type": "PlayCard"},
                                  {"type": "PlayCard", "card": "zz"},
                                  {"type": "Draw", "extra": 1}])
def test_malformed_saved_action_is_an_invalid_action(data: Any) -> None:
    from bot.engine import action_from_dict
    from bot.engine.errors import InvalidAction

    with pytest.raises(InvalidAction):
        action_from_dict(data)
