"""An AI move the engine refuses is a bug: over 10,000 seeded games (2,000 per preset,
2 to 6 seats, easy and normal in every seat) and strong games in every preset, the
engine refuses no AI move. The games are soaks sized to a time budget (tests/soak.py):
the first games of each preset in every run, all of them with UNO_SOAK=full.

Each cheap-level hand is played for at most MAX_ACTIONS actions. Almost every hand ends
well before that, but random play under the party preset (Seven-O swaps, draw until
playable, stacking) can pass the winning hand around for tens of thousands of actions
(about 8 % of party hands run past 3,000, 5 % past 10,000); playing those out would cost
minutes and check nothing more about refusals."""

from __future__ import annotations

import contextlib
import random

import pytest

from bot.ai import Budget
from bot.ai.arena import Arena, HandTooLong
from bot.engine import Match, Rules
from tests.soak import Soak

from .helpers import PRESET_NAMES

GAMES_PER_PRESET = 2_000
SECONDS = 2.0  # each preset's budget (UNO_SOAK)
AT_LEAST = 100  # games a preset plays however slow the machine
STRONG_SECONDS = 3.0  # each preset's budget for its strong games (at least one)
# a strong game's hand is checked for this many actions: a party hand can pass the win
# around for thousands (27 s of search for the first seeded one), and refusals show early
STRONG_ACTIONS = 60
MAX_ACTIONS = 3_000
UNFINISHED = {"party": 0.10}  # the share of hands allowed to reach MAX_ACTIONS; else 1 %


@pytest.mark.timeout(900)  # UNO_SOAK=full: up to a minute a preset on a busy machine
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_cheap_levels_never_make_a_refused_move(preset: str) -> None:
    rules = Rules.from_preset(preset)
    refused: list[str] = []
    hands = unfinished = 0
    games = Soak(GAMES_PER_PRESET, seconds=SECONDS, at_least=AT_LEAST)
    for g in games:
        rng = random.Random(g)
        ids = list(range(1, 2 + 1 + g % 5))
        m = Match.new(ids, rules, random.Random(g))
        arena = Arena(m, {p: rng.choice(("easy", "normal")) for p in ids}, seed=g,
                      max_actions=MAX_ACTIONS)
        try:
            arena.play_hand()
        except HandTooLong:
            unfinished += 1
        hands += m.hand_over
        refused.extend(arena.refused)
    assert refused == []
    # one hand of slack: a run checks the first games, a sample (at most 21 of the first
    # 201 party hands run long, 145 of the 2,000)
    assert unfinished <= games.done * UNFINISHED.get(preset, 0.01) + 1
    assert hands + unfinished == games.done


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_strong_never_makes_a_refused_move(preset: str) -> None:
    rules = Rules.from_preset(preset)
    for g in Soak(4, seconds=STRONG_SECONDS):  # a party game: up to 10 s on a busy machine
        ids = list(range(1, 2 + 1 + g % 3))
        m = Match.new(ids, rules, random.Random(g))
        arena = Arena(m, {p: "strong" if p % 2 else "normal" for p in ids}, seed=g,
                      budget=Budget(simulations=40), max_actions=STRONG_ACTIONS)
        with contextlib.suppress(HandTooLong):
            arena.play_hand()
        assert arena.refused == [] and arena.actions > 0


def test_a_whole_match_with_every_level_ends() -> None:
    m = Match.new([1, 2, 3], Rules.from_preset("official", target=200), random.Random(5))
    arena = Arena(m, {1: "easy", 2: "normal", 3: "strong"}, seed=5,
                  budget=Budget(simulations=30))
    winners = arena.play_match()
    assert m.match_over and winners and arena.refused == []
