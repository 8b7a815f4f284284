"""AI players (pure: stdlib and ``bot.engine`` only, never discord).

An AI sees what its seat sees and nothing else: its ``PlayerView`` and a
``SeatMemory`` of the public events shown to that seat (``redact`` hides the rest).
It never receives the ``Match``. Three levels: ``easy``, ``normal``, ``strong``::

    memory = SeatMemory(me)                    # one per AI seat, kept with the table
    memory.observe(events, match.view_for(me)) # after every batch of events (redacted inside)
    action = decide(match.view_for(me), memory, "strong", seed=..., budget=Budget())
    events = apply_checked(match, me, action)  # a refused move is logged, never stalls

``decide`` is a pure function of picklable values (view, memory, level, seed, budget):
the bot can run it in a worker process (``concurrent.futures.ProcessPoolExecutor``).
"""

from __future__ import annotations

import random
from typing import Final

from bot.engine import Action, PlayerView

from .driver import apply_checked, first_legal
from .easy import decide_easy
from .memory import SeatMemory, memories_from_json, memories_to_json, redact
from .normal import decide_normal
from .strong import Budget, Stats, decide_strong

LEVELS: Final[tuple[str, ...]] = ("easy", "normal", "strong")


def decide(view: PlayerView, memory: SeatMemory, level: str, seed: int,
           budget: Budget | None = None) -> Action | None:
    """The seat's move now, or None when it has nothing to do (not its turn and no
    UNO call, catch or jump-in worth making)."""
    return decide_with_stats(view, memory, level, seed, budget)[0]


def decide_with_stats(view: PlayerView, memory: SeatMemory, level: str, seed: int,
                      budget: Budget | None = None) -> tuple[Action | None, Stats]:
    if level == "easy":
        return decide_easy(view, random.Random(seed)), Stats()
    if level == "normal":
        return decide_normal(view, random.Random(seed)), Stats()
    if level == "strong":
        return decide_strong(view, memory, seed, budget)
    raise ValueError(f"unknown AI level {level!r}; choose one of {', '.join(LEVELS)}")


def ready() -> bool:
    """Nothing: run in a fresh worker process, it makes the worker import the search
    (``decide`` is in this package), so the first real decision does not pay for that."""
    return True


__all__ = [
    "LEVELS", "Budget", "SeatMemory", "Stats", "apply_checked", "decide",
    "decide_with_stats", "first_legal", "memories_from_json", "memories_to_json", "ready",
    "redact",
]
