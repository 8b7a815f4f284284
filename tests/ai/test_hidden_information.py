"""An AI decides from its seat's view and redacted memory only: re-dealing every card
the seat cannot see changes nothing it sees, so it changes no decision (every level)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.ai import Budget, SeatMemory, decide, redact
from bot.engine import Card, events

from .helpers import PRESET_NAMES, position, redeal_hidden

# deterministic: the simulation budget ends the search, never the clock
SMALL = Budget(simulations=40, time_ms=60_000)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), preset=st.sampled_from(PRESET_NAMES),
       players=st.integers(2, 5), reshuffle=st.integers(0, 10**6))
def test_reshuffling_hidden_cards_changes_no_decision(seed: int, preset: str, players: int,
                                                      reshuffle: int) -> None:
    m, memory = position(seed, preset, players)
    seat = memory.me
    view = m.view_for(seat)
    other = redeal_hidden(m, seat, random.Random(reshuffle))
    assert other.view_for(seat) == view  # the seat sees exactly the same table
    for level in ("easy", "normal", "strong"):
        before = decide(view, memory, level, seed, SMALL)
        after = decide(other.view_for(seat), memory, level, seed, SMALL)
        assert before == after, (level, before, after)


def test_strong_is_deterministic_for_a_seed() -> None:
    for seed in range(6):
        m, memory = position(seed, "official", 3)
        view = m.view_for(memory.me)
        assert decide(view, memory, "strong", 7, SMALL) == \
            decide(view, memory, "strong", 7, SMALL)


def test_redact_hides_other_players_draws_penalties_and_shown_hands() -> None:
    r5, b2 = Card.from_code("r5"), Card.from_code("b2")
    drawn = events.CardsDrawn(1, 1, "draw", (r5,))
    assert redact(drawn, 1) == drawn
    assert redact(drawn, 2) == events.CardsDrawn(1, 1, "draw")
    shown = events.ChallengeResult(2, 1, True, (r5, b2))
    assert redact(shown, 2) == shown
    assert redact(shown, 3) == events.ChallengeResult(2, 1, True)
    caught = events.PenaltyApplied(1, 2, "caught", 3, (r5, b2))
    assert redact(caught, 1) == caught
    assert redact(caught, 3) == events.PenaltyApplied(1, 2, "caught", 3)
    played = events.CardPlayed(1, r5)
    assert redact(played, 3) is played


def test_memory_never_keeps_cards_it_was_not_shown() -> None:
    """Raw (unredacted) events given to a memory are redacted on the way in."""
    m, memory = position(3, "party", 4)
    seat = memory.me
    fresh = SeatMemory(seat)
    r5 = Card.from_code("r5")
    other = next(s.player for s in m.view_for(seat).players if s.player != seat)
    fresh.observe([events.ChallengeResult(other, other + 1, True, (r5,))], m.view_for(seat))
    assert fresh.known == {}
