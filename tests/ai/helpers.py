"""Helpers of the AI tests: staged decisions, positions from real AI games, and
re-dealing what a seat cannot see."""

from __future__ import annotations

import random
from typing import Any

from bot.ai import Budget, SeatMemory, decide
from bot.ai.arena import Arena
from bot.engine import Action, Card, Match, Rules

PRESET_NAMES = ("official", "classic", "family", "online", "party")

# -- staged decisions (test_decisions.py, test_normal.py) ----------------------------
P1, P2, P3 = 101, 202, 303
FAST = Budget(simulations=120, time_ms=60_000)
C = Card.from_code


def ask(m: Match, player: int, level: str, seed: int = 1) -> Action | None:
    memory = SeatMemory(player)
    memory.observe((), m.view_for(player))
    return decide(m.view_for(player), memory, level, seed, FAST)


def staged(hands: dict[int, list[str]], top: str, rules: Rules | None = None,
           **kw: object) -> Match:
    return Match.staged(list(hands), rules or Rules(), hands=hands, discard=[top],
                        **kw)  # type: ignore[arg-type]


# -- positions from real games ------------------------------------------------------


def position(seed: int, preset: str, players: int = 3) -> tuple[Match, SeatMemory]:
    """A match stopped at a random moment of a normal-vs-easy game, with the memory of
    the seat to act (fed with that seat's redacted events, as the bot will)."""
    rng = random.Random(seed)
    ids = [11 * (k + 1) for k in range(players)]
    m = Match.new(ids, Rules.from_preset(preset), random.Random(seed))
    arena = Arena(m, {p: "strong" if k == 0 else rng.choice(("easy", "normal"))
                      for k, p in enumerate(ids)}, seed=seed)
    # every seat keeps a memory so any of them can be asked
    for p in ids:
        if p not in arena.memories:
            arena.memories[p] = SeatMemory(p)
            arena.memories[p].observe(m.opening_events, m.view_for(p))
    for p in ids:
        arena.levels[p] = "normal"
    stop = rng.randrange(0, 60)
    while not m.hand_over and arena.actions < stop:
        to_act = m.to_act
        assert to_act is not None
        arena.act(to_act, False)
    if m.hand_over:
        m = Match.new(ids, Rules.from_preset(preset), random.Random(seed + 1))
        mem = SeatMemory(ids[0])
        mem.observe(m.opening_events, m.view_for(ids[0]))
        return m, mem
    to_act = m.to_act
    assert to_act is not None
    return m, arena.memories[to_act]


def redeal_hidden(m: Match, seat: int, rng: random.Random) -> Match:
    """The same match with every card ``seat`` cannot see (other hands, the draw pile)
    shuffled and dealt back with the same counts."""
    d: dict[str, Any] = m.to_dict()
    mine = d["players"].index(seat)
    hidden = [c for i, h in enumerate(d["hands"]) if i != mine for c in h] + list(d["draw"])
    rng.shuffle(hidden)
    for i, h in enumerate(d["hands"]):
        if i != mine:
            d["hands"][i] = [hidden.pop() for _ in h]
    d["draw"] = hidden
    return Match.from_dict(d)

