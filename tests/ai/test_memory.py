"""SeatMemory: what a seat can deduce from the public history (R17, R21, R12)."""

from __future__ import annotations

import json
import logging

import pytest

from bot.ai import SeatMemory, memories_from_json, memories_to_json
from bot.ai.memory import WILDS
from bot.engine import COLORS, Card, Challenge, Draw, Match, PlayCard, Rules, events

from .helpers import PRESET_NAMES, position

P1, P2, P3 = 101, 202, 303
C = Card.from_code


def follow(m: Match, seat: int) -> SeatMemory:
    memory = SeatMemory(seat)
    memory.observe([events.HandStarted(1, P3, m.view_for(seat).top_card)], m.view_for(seat))
    return memory


def test_R21_a_seven_swap_tells_the_seat_the_hand_it_gave_away() -> None:
    rules = Rules.from_preset("party")
    m = Match.staged([P1, P2, P3], rules, hands={P1: ["r7", "b1", "g2"], P2: ["y1"] * 2,
                                                 P3: ["y3", "y4", "y5"]}, discard=["r5"])
    memory = follow(m, P1)
    memory.observe(m.apply(P1, PlayCard(C("r7"), target=P3)), m.view_for(P1))
    assert sorted(memory.known[P3]) == sorted([C("b1").id, C("g2").id])
    assert [c.code for c in m.view_for(P1).hand] == ["y3", "y4", "y5"]


def test_R17_a_challenge_shows_the_hand_to_the_challenger_only() -> None:
    m = Match.staged([P1, P2, P3], Rules(), hands={P1: ["W4", "r1", "g2"],
                                                   P2: ["b1", "b2"], P3: ["y1", "y2"]},
                     discard=["r5"])
    challenger, bystander = follow(m, P2), follow(m, P3)
    seen = m.apply(P1, PlayCard(C("W4"), "blue"))
    challenger.observe(seen, m.view_for(P2))
    bystander.observe(seen, m.view_for(P3))
    assert challenger.wd4_by == P1
    seen = m.apply(P2, Challenge())  # guilty: P1 held a red card
    challenger.observe(seen, m.view_for(P2))
    bystander.observe(seen, m.view_for(P3))
    assert sorted(challenger.known[P1]) == sorted([C("r1").id, C("g2").id])
    assert P1 not in bystander.known


def test_drawing_instead_of_playing_marks_the_color_and_wilds_as_lacking() -> None:
    m = Match.staged([P1, P2], Rules(), hands={P1: ["b1", "b2"], P2: ["g1", "g2", "g3"]},
                     discard=["r5"], draw=["y9"])
    memory = follow(m, P2)
    memory.observe(m.apply(P1, Draw()), m.view_for(P2))
    red = 0
    assert memory.void[P1] == [red, WILDS] and memory.fresh[P1] == 1


def test_discard_pile_is_tracked_and_the_memory_round_trips_through_json() -> None:
    m = Match.staged([P1, P2], Rules(), hands={P1: ["r1", "r2", "b3"], P2: ["r3", "g4"]},
                     discard=["r5"])
    memory = follow(m, P2)
    memory.observe(m.apply(P1, PlayCard(C("r1"))), m.view_for(P2))
    assert memory.discard == [C("r5").id, C("r1").id]
    assert memory.complete
    again = SeatMemory.from_dict(json.loads(json.dumps(memory.to_dict())))
    assert again == memory


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_memories_of_real_games_round_trip_through_json(preset: str) -> None:
    """Every fact a seat gathered in a game (known cards, voids, fresh cards, a pending
    Wild Draw Four...) comes back equal from its JSON form, alone or as a table keeps
    its seats' memories."""
    seen = []
    for seed in range(30):
        _, memory = position(seed, preset, 2 + seed % 4)
        assert SeatMemory.from_dict(json.loads(json.dumps(memory.to_dict()))) == memory
        seen.append(memory)
    assert any(m.void for m in seen) and any(m.fresh for m in seen)  # facts were kept
    table = {m.me: m for m in seen}
    assert memories_from_json(json.loads(json.dumps(memories_to_json(table)))) == table


@pytest.mark.parametrize("damage", [
    {"me": "11"}, {"complete": 1}, {"discard": [3, 99]}, {"known": [[22]]},
    {"void": [[22, [7]]]}, {"fresh": [[22, -1]]}, {"top": None}, {"players": None},
])
def test_a_malformed_memory_is_refused_with_a_value_error(damage: dict[str, object]) -> None:
    _, memory = position(3, "official", 3)
    with pytest.raises(ValueError):
        SeatMemory.from_dict({**memory.to_dict(), **damage})
    with pytest.raises(ValueError):
        SeatMemory.from_dict({k: v for k, v in memory.to_dict().items() if k != "top"})


def test_memories_missing_or_malformed_start_afresh(caplog: pytest.LogCaptureFixture) -> None:
    """A game saved before the memories were (no key) has none; a damaged memory is left
    out, logged, and the others are kept."""
    assert memories_from_json(None) == {} and memories_from_json({}) == {}
    _, memory = position(5, "official", 3)
    saved = memories_to_json({memory.me: memory})
    saved["7"] = {"me": 7}
    saved["8"] = memory.to_dict()  # under another seat's key
    with caplog.at_level(logging.WARNING):
        assert memories_from_json(saved) == {memory.me: memory}
    assert "'7'" in caplog.text and "'8'" in caplog.text


def test_R8_a_wild_played_on_a_color_marks_that_color_as_lacking() -> None:
    """Players keep their wilds while they can follow: one played on red most likely
    leaves no red in that hand (a soft guess, like drawing instead of playing)."""
    m = Match.staged([P1, P2], Rules(), hands={P1: ["W", "b2", "g3"], P2: ["y1", "y2"]},
                     discard=["r5"], current=P1)
    memory = SeatMemory(P2)
    memory.observe((), m.view_for(P2))
    memory.observe(m.apply(P1, PlayCard(Card.from_code("W"), "blue")), m.view_for(P2))
    assert memory.void[P1] == [COLORS.index("red")] and memory.fresh[P1] == 0
