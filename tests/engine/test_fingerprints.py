"""I4 pinned: games recorded with the engine as of 72e72af (before the restructuring,
tests/engine/fixtures/schema1_traces.json) replay move by move to the same events and
the same final state. The fixture stores each game's seed, rules, seating and moves,
a SHA-256 over the repr of every event in order, and the final saved state (schema 1,
upgraded here)."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any, NamedTuple

import pytest

from bot.engine import Event, Match, Rules, action_from_dict, events
from bot.engine.serialize import upgrade

TRACES = json.loads((Path(__file__).parent / "fixtures" / "schema1_traces.json").read_text())


def replay(trace: dict[str, Any]) -> tuple[str, Match]:
    m = Match.new(trace["players"], Rules.from_dict(trace["rules"]),
                  random.Random(trace["seed"]))
    digest = hashlib.sha256(repr(m.opening_events).encode())
    for move in trace["moves"]:
        if move[0] == "next":
            ev = m.start_next_hand()
        elif move[0] == "leave":
            ev = m.remove_player(move[1])
        elif move[0] == "timeout":
            ev = m.apply_timeout(move[1])
        else:
            ev = m.apply(move[1], action_from_dict(move[2]))
        digest.update(repr(tuple(map(recorded_form, ev))).encode())
    return digest.hexdigest(), m


class RecordedPenalty(NamedTuple):
    """PenaltyApplied as the recording engine wrote it (same name, so the same repr):
    the caught player's drawn cards (``cards``) came later."""

    player: int
    count: int  # type: ignore[assignment]
    reason: str
    by: int | None = None


RecordedPenalty.__name__ = "PenaltyApplied"


def recorded_form(e: Event) -> object:
    if isinstance(e, events.PenaltyApplied):
        return RecordedPenalty(e.player, e.count, e.reason, e.by)
    return e


@pytest.mark.parametrize("trace", TRACES, ids=[f"seed{t['seed']}" for t in TRACES])
def test_i4_recorded_games_replay_identically(trace: dict[str, Any]) -> None:
    digest, m = replay(trace)
    assert digest == trace["events_sha256"]
    assert m.to_dict() == upgrade(trace["final"])
