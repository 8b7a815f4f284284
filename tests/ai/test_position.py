"""The adapter that builds a playable match from a seat's view and a guess of the
hidden cards: with the true cards it rebuilds exactly the position the seat sees."""

from __future__ import annotations

import random

import pytest

from bot.ai import position
from bot.ai.determinize import sample
from bot.ai.strong import candidates

from .helpers import PRESET_NAMES
from .helpers import position as game_position


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_rebuilt_with_the_true_cards_the_seat_sees_the_same_table(preset: str) -> None:
    for seed in range(40):
        m, memory = game_position(seed, preset, 2 + seed % 4)
        seat = memory.me
        view = m.view_for(seat)
        d = m.to_dict()
        tpl = position.template(view, seed)
        rebuilt = position.build(tpl, d["hands"], d["discard"], d["draw"], d["wd4_by"],
                                 d["wd4_guilty"])
        assert rebuilt.view_for(seat) == view
        assert rebuilt.inspect() == m.inspect()
        for p in d["players"]:
            assert rebuilt.legal_actions(p, True) == m.legal_actions(p, True)


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_every_guess_fits_what_the_seat_sees(preset: str) -> None:
    """A guess keeps the seat's hand, the counts and the piles' sizes, and every
    candidate move is accepted in it."""
    for seed in range(40):
        m, memory = game_position(seed, preset, 2 + seed % 4)
        seat = memory.me
        view = m.view_for(seat)
        rng = random.Random(seed)
        tpl = position.template(view, seed)
        for _ in range(3):
            g = sample(view, memory, rng)
            guess = position.build(tpl, g.hands, g.discard, g.draw, g.wd4_by, g.wd4_guilty)
            seen = guess.view_for(seat)
            assert seen.hand == view.hand
            assert [s.cards for s in seen.players] == [s.cards for s in view.players]
            assert (seen.draw_pile, seen.discard_pile) == (view.draw_pile, view.discard_pile)
            assert sorted(map(repr, seen.legal)) == sorted(map(repr, view.legal))
            if view.is_turn:
                for move in candidates(view):
                    trial = position.build(tpl, g.hands, g.discard, g.draw, g.wd4_by,
                                           g.wd4_guilty)
                    trial.apply(seat, move)  # raises if refused
