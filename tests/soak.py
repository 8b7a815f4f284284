"""Soak tests sized to a time budget: they go through their seeded cases in a fixed order
(games 0, 1, 2, ...) and stop at the full count or when the budget is spent, whichever
comes first, so a run checks the same first cases everywhere and only how many varies.

``UNO_SOAK`` (see tests/README.md) sets the budget: unset, each soak test gets its default
of a few seconds; a number is the seconds each one gets; ``full`` plays every case."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator

FULL = "full"


def budget(default: float) -> float | None:
    """The seconds a soak test whose default budget is ``default`` gets (None: no limit)."""
    value = os.environ.get("UNO_SOAK", "").strip().lower()
    if not value:
        return default
    if value == FULL:
        return None
    return float(value)


class Soak:
    """``for g in Soak(10_000, seconds=5, at_least=500)``: 0, 1, 2, ... up to the count,
    cut short once the budget is spent (never before ``at_least``). ``done`` is how many
    were handed out (a check over them all reads it after the loop)."""

    def __init__(self, count: int, *, seconds: float, at_least: int = 1) -> None:
        self.count = count
        self.seconds = budget(seconds)
        self.at_least = min(at_least, count)
        self.done = 0

    def __iter__(self) -> Iterator[int]:
        end = None if self.seconds is None else time.monotonic() + self.seconds
        for i in range(self.count):
            if i >= self.at_least and end is not None and time.monotonic() >= end:
                return
            self.done = i + 1
            yield i
