"""Views for the UI, event descriptions, action serialisation and the baseline AI."""

from __future__ import annotations

import pytest

from bot.engine import (
    AcceptDraw,
    CallUno,
    Catch,
    Challenge,
    Draw,
    action_from_dict,
    action_to_dict,
    describe,
    events,
)
from bot.engine.errors import UnknownPlayer

from .helpers import P1, P2, P3, C, play, stage


def test_player_view_shows_own_hand_and_counts() -> None:
    m = stage({P1: ["W", "r4", "b2", "r1"], P2: ["b9", "g3"], P3: ["y1"]}, "r5",
              scores={P1: 10})
    v = m.view_for(P1)
    assert [c.code for c in v.hand] == ["r1", "r4", "b2", "W"]  # sorted
    assert [(s.player, s.cards, s.score) for s in v.players] == [(P1, 4, 10), (P2, 2, 0),
                                                                  (P3, 1, 0)]
    assert v.top_card == C("r5") and v.color == "red" and v.direction == 1
    assert v.current_player == P1 and v.is_turn and v.decision is None
    assert v.draw_pile == 108 - 8 and v.pending_draw == 0
    assert v.hand_number == 1 and not v.hand_over and not v.match_over
    assert play("W") in v.legal and Draw() in v.legal
    assert v.needs_color(C("W")) and not v.needs_target(C("r7"))
    pv = m.public_view()
    assert not hasattr(pv, "hand")
    assert m.view_for(P2).legal == (CallUno(),)
    with pytest.raises(UnknownPlayer):
        m.view_for(999)


def test_views_are_frozen() -> None:
    m = stage({P1: ["r4", "b2"], P2: ["b9", "g3"]}, "r5")
    v = m.view_for(P1)
    with pytest.raises(AttributeError):
        v.version = 3  # type: ignore[misc]


def test_version_counts_accepted_actions_only() -> None:
    m = stage({P1: ["r4", "b2", "b3"], P2: ["b9", "g3", "g4"]}, "r5")
    assert m.version == 0
    with pytest.raises(Exception):  # noqa: B017
        m.apply(P2, Draw())
    assert m.version == 0
    m.apply(P1, play("r4"))
    assert m.version == 1 and m.public_view().version == 1


def test_decision_views() -> None:
    m = stage({P1: ["W4", "b2", "b3"], P2: ["b9", "g3"], P3: ["y1"]}, "r5")
    m.apply(P1, play("W4", "green"))
    v = m.public_view()
    assert v.decision is not None
    assert (v.decision.kind, v.decision.player, v.decision.amount) == \
        ("challenge_or_accept", P2, 4)
    assert v.pending_draw == 4
    assert set(m.view_for(P2).legal) >= {Challenge(), AcceptDraw()}


def test_describe_every_event_kind() -> None:
    names = {P1: "Ann", P2: "Bob", P3: "Cy"}.__getitem__
    m = stage({P1: ["r4", "b2"], P2: ["b9", "g3", "g4"], P3: ["y1", "y2", "y3"]}, "r5")
    lines = [describe(e, names) for e in m.apply(P1, play("r4"))]
    assert lines == ["Ann played Red 4.", "It's Bob's turn."]
    samples = [
        events.CardsDrawn(P1, 2, "penalty", (C("r1"), C("r2"))),
        events.PenaltyApplied(P2, 2, "caught", P1), events.PenaltyApplied(P2, 4, "automatic"),
        events.ChallengeResult(P1, P2, True, (C("r1"),)), events.HandsSwapped(P1, P2),
        events.HandsRotated(1), events.HandsShuffled(P1), events.Reshuffled(40),
        events.HandEnded(P1, 120, ((P1, 0),), ((P1, 120),)), events.MatchEnded((P1, P2), ()),
        events.PlayerLeft(P3), events.UnoCalled(P1), events.DirectionReversed(-1),
        events.PlayerSkipped(P2), events.DrawStacked(P2, 6), events.ColorChosen(P1, "red"),
        events.CardKept(P1), events.Passed(P1), events.TurnStarted(P2),
        events.HandStarted(2, P1, C("g7")), events.DealerChosen(P1, ((P1, C("W")),)),
        events.CardPlayed(P2, C("rD"), True), events.CardsDrawn(P1, 0, "draw"),
    ]
    for e in samples:
        text = describe(e, names)
        assert text.endswith((".", "!")) and text[0].isupper()
        assert "r1" not in text and "Red 1" not in text  # private cards never shown
    assert describe(samples[1], names) == "Ann caught Bob without UNO: Bob drew 2 cards."


def test_actions_round_trip_as_dicts() -> None:
    for a in [play("W", "red"), play("r7", None, P2), Draw(), CallUno(), Catch(P1),
              Challenge(), AcceptDraw()]:
        assert action_from_dict(action_to_dict(a)) == a
