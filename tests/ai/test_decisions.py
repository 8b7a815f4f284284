"""Every decision the rules ask for, answered by each level (R10-R22)."""

from __future__ import annotations

import pytest

from bot.ai import LEVELS
from bot.engine import (
    AcceptDraw,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    Draw,
    JumpIn,
    KeepDrawn,
    PlayCard,
    PlayDrawn,
    Rules,
)

from .helpers import P1, P2, P3, C, ask, staged


@pytest.mark.parametrize("level", LEVELS)
def test_R18_calls_uno_before_playing_its_next_to_last_card(level: str) -> None:
    m = staged({P1: ["r1", "r2"], P2: ["b1", "b2", "b3"]}, "r5")
    assert ask(m, P1, level) == CallUno()


@pytest.mark.parametrize("level", LEVELS)
def test_R19_catches_a_player_who_forgot_uno(level: str) -> None:
    m = staged({P1: ["r1", "r2"], P2: ["b1", "b2", "b3"], P3: ["g1", "g2"]}, "r5")
    m.apply(P1, PlayCard(C("r1")))  # down to one card, no call
    assert ask(m, P2, level) == Catch(P1)


@pytest.mark.parametrize("level", LEVELS)
def test_R7_names_a_color_it_holds_for_a_first_wild(level: str) -> None:
    m = staged({P1: ["g1", "g2", "g7", "r3"], P2: ["b1", "b2"]}, "W")
    assert ask(m, P1, level) == ChooseColor("green")


@pytest.mark.parametrize("level", LEVELS)
def test_R11_answers_play_or_keep_after_drawing_a_playable_card(level: str) -> None:
    m = staged({P1: ["b2", "g7", "y3"], P2: ["y5", "y6"]}, "r5", draw=["r9"])
    m.apply(P1, Draw())
    assert m.view_for(P1).decision.kind == "play_or_keep"
    assert ask(m, P1, level) in (PlayDrawn(), KeepDrawn())
    assert ask(m, P1, "normal") == PlayDrawn()


@pytest.mark.parametrize("level", ("normal", "strong"))
def test_R15_stacks_a_draw_two_rather_than_taking(level: str) -> None:
    rules = Rules.from_preset("official", stacking=True)
    m = staged({P1: ["rD", "b5", "b6"], P2: ["gD", "g1", "g2", "g3"]}, "r5", rules)
    m.apply(P1, PlayCard(C("rD")))
    assert m.view_for(P2).decision.kind == "stack_or_accept"
    assert ask(m, P2, level) == PlayCard(C("gD"))


@pytest.mark.parametrize("level", LEVELS)
def test_R17_answers_a_wild_draw_four_with_challenge_or_accept(level: str) -> None:
    m = staged({P1: ["W4", "b5", "b6", "g1"], P2: ["g2", "g3", "y1"]}, "r5")
    m.apply(P1, PlayCard(C("W4"), "blue"))
    assert ask(m, P2, level) in (Challenge(), AcceptDraw())


@pytest.mark.parametrize("level", ("normal", "strong"))
def test_R21_seven_o_swaps_with_the_player_who_holds_fewest(level: str) -> None:
    rules = Rules.from_preset("party")
    m = staged({P1: ["r7", "b1", "b2", "b3", "b4", "g5"], P2: ["g1", "g2", "g3", "y9"],
                P3: ["y1", "y2"]}, "r5", rules)
    a = ask(m, P1, level)
    assert isinstance(a, PlayCard) and a.card == C("r7") and a.target == P3


@pytest.mark.parametrize("level", LEVELS)
def test_R22_jumps_in_with_an_identical_card(level: str) -> None:
    rules = Rules.from_preset("official", jump_in=True)
    m = staged({P1: ["r5", "b2", "b3"], P2: ["y1", "y2", "y3"], P3: ["r5", "g1", "g4"]},
               "y5", rules)
    m.apply(P1, PlayCard(C("r5")))
    answers = {ask(m, P3, level, seed) for seed in range(12)}
    assert JumpIn(C("r5")) in answers


def test_R14_strong_plays_the_reverse_that_lets_it_go_out_next() -> None:
    """2 players: a Reverse plays again, so Reverse then the 3 wins at once."""
    m = staged({P1: ["rR", "r3"], P2: ["g1", "b2", "y3", "y4", "y5"]}, "r5")
    m.apply(P1, CallUno())
    a = ask(m, P1, "strong")
    assert isinstance(a, PlayCard) and a.card == C("rR")


@pytest.mark.parametrize("level", LEVELS)
def test_R22_jumps_in_on_its_own_card_as_a_player_may(level: str) -> None:
    """R22 lets any player holding a card identical to the top card play it out of turn,
    the one who just played the first included; play carries on from them."""
    rules = Rules.from_preset("official", jump_in=True)
    m = staged({P1: ["r5", "r5", "b2", "b3"], P2: ["y1", "y2", "y3"], P3: ["g1", "g4"]},
               "y5", rules)
    m.apply(P1, PlayCard(C("r5")))
    answers = {ask(m, P1, level, seed) for seed in range(12)}
    assert JumpIn(C("r5")) in answers
    m.apply(P1, JumpIn(C("r5")))  # the engine accepts it
    assert m.to_act == P2 and m.public_view().top_card == C("r5")


@pytest.mark.parametrize("level", LEVELS)
def test_R22_no_jump_in_on_its_own_card_while_the_next_player_decides(level: str) -> None:
    """R22: not while the player to act has a decision (here: play or keep the card just
    drawn), even with the twin of one's own card."""
    rules = Rules.from_preset("official", jump_in=True)
    m = staged({P1: ["r5", "r5", "b2", "b3"], P2: ["y1", "y2", "y3"], P3: ["g1", "g4"]},
               "y5", rules, draw=["r9"])
    m.apply(P1, PlayCard(C("r5")))
    m.apply(P2, Draw())  # draws the Red 9, playable: P2 decides play or keep
    assert m.public_view().decision is not None
    assert not any(isinstance(a, JumpIn) for a in m.legal_actions(P1))
    answers = {ask(m, P1, level, seed) for seed in range(12)}
    assert not any(isinstance(a, JumpIn) for a in answers)
