"""Details of ordinary plays: the order of legal actions, wilds, drawn cards, penalty draws."""

from __future__ import annotations

import pytest

from bot.engine import Draw, PlayCard, PlayDrawn, Rules, events
from bot.engine.errors import ColorRequired, TargetRequired

from .helpers import P1, P2, P3, C, codes, stage, types


def test_legal_actions_lists_each_playable_card_once_in_hand_order() -> None:
    m = stage({P1: ["r5", "g3", "b7", "r5", "W", "g3", "W"], P2: ["r1", "r2"]}, "r3")
    assert m.legal_actions(P1) == [
        PlayCard(C("r5")), PlayCard(C("g3")), PlayCard(C("W")), Draw()]
    assert m.legal_actions(P1, expand=True) == [
        PlayCard(C("r5")), PlayCard(C("g3")),
        *(PlayCard(C("W"), col) for col in ("red", "yellow", "green", "blue")), Draw()]


def test_legal_actions_wild_draw_four_entries_come_last() -> None:
    m = stage({P1: ["W4", "b7", "g3"], P2: ["r1", "r2"]}, "r3")  # no red card: fair
    assert m.legal_actions(P1) == [PlayCard(C("g3")), PlayCard(C("W4")), Draw()]
    assert m.legal_actions(P1, expand=True)[1:5] == [
        PlayCard(C("W4"), col) for col in ("red", "yellow", "green", "blue")]


def test_wild_played_by_the_turn_player() -> None:
    m = stage({P1: ["W", "r1", "r2"], P2: ["g1", "g2"], P3: ["b1", "b2"]}, "y3")
    with pytest.raises(ColorRequired):
        m.apply(P1, PlayCard(C("W")))
    with pytest.raises(ColorRequired):
        m.apply(P1, PlayCard(C("W"), "purple"))
    assert m.version == 0 and codes(m, P1) == ["W", "r1", "r2"]
    ev = m.apply(P1, PlayCard(C("W"), "green"))
    assert ev == (events.CardPlayed(P1, C("W")), events.ColorChosen(P1, "green"),
                  events.TurnStarted(P2))
    assert m.current_color == "green" and codes(m, P1) == ["r1", "r2"]


def test_swap_blank_still_needs_its_target() -> None:
    rules = Rules(deck="with_blanks", blank_effect="swap")
    m = stage({P1: ["B", "r1", "r2"], P2: ["g1", "g2"], P3: ["b1", "b2"]}, "y3", rules=rules)
    with pytest.raises(TargetRequired):
        m.apply(P1, PlayCard(C("B"), "red"))
    ev = m.apply(P1, PlayCard(C("B"), "red", P3))
    assert types(ev) == ["CardPlayed", "ColorChosen", "HandsSwapped", "TurnStarted"]
    assert codes(m, P1) == ["b1", "b2"]


def test_play_drawn_coloured_card() -> None:
    m = stage({P1: ["g1", "b2", "y5"], P2: ["g1", "g2"], P3: ["b1", "b2"]}, "r3",
              draw=("rS",))
    ev = m.apply(P1, Draw())
    assert types(ev) == ["CardsDrawn"]
    ev = m.apply(P1, PlayDrawn())
    assert ev == (events.CardPlayed(P1, C("rS")), events.PlayerSkipped(P2),
                  events.TurnStarted(P3))
    assert codes(m, P1) == ["b2", "g1", "y5"] and m.discard[-1] == C("rS").id


def test_draw_two_penalty_takes_cards_in_pile_order() -> None:
    m = stage({P1: ["rD", "b2", "y5"], P2: ["g1", "g2"], P3: ["b1", "b3"]}, "r3",
              draw=("y7", "g8", "b9"))
    ev = m.apply(P1, PlayCard(C("rD")))
    assert ev[1] == events.CardsDrawn(P2, 2, "penalty", (C("y7"), C("g8")))
    assert m.hand_of(P2) == [C("g1"), C("g2"), C("y7"), C("g8")]
