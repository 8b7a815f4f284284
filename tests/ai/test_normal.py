"""The ``normal`` level's heuristics, carried over from the engine's first baseline player
(bot/engine/ai.py, retired): it hits a player at UNO with an action card, names its
strongest color for a wild, and challenges a Wild Draw Four only when the odds favour it."""

from __future__ import annotations

from bot.engine import AcceptDraw, Challenge, PlayCard

from .helpers import P1, P2, P3, C, ask, staged


def test_R13_hits_a_player_at_uno_with_a_skip() -> None:
    m = staged({P1: ["r4", "rS", "r9"], P2: ["b9"], P3: ["y1", "y2", "y3"]}, "r5")
    assert ask(m, P1, "normal") == PlayCard(C("rS"))


def test_R16_names_its_strongest_color_for_a_wild() -> None:
    m = staged({P1: ["W", "g2", "g4", "b1"], P2: ["b9", "b8"]}, "r5")
    assert ask(m, P1, "normal") == PlayCard(C("W"), color="green")


def test_R17_challenges_only_when_the_odds_favour_it() -> None:
    m = staged({P1: ["W4", "b2", "b3", "b4", "b5"], P2: ["b9", "g3", "g4"], P3: ["y1"]}, "g5")
    m.apply(P1, PlayCard(C("W4"), color="red"))
    assert ask(m, P2, "normal") == Challenge()
    m2 = staged({P1: ["W4", "b2"], P2: ["b9", "g3", "g4"], P3: ["y1"]}, "g5")
    m2.apply(P1, ask(m2, P1, "normal"))  # calls UNO first
    m2.apply(P1, PlayCard(C("W4"), color="red"))
    assert ask(m2, P2, "normal") == AcceptDraw()
