"""The one wall clock of the tables (outside the engine, the AI and storage): every
deadline, idle time and message age is read from a ``Clock`` handed in, so tests drive
time instead of waiting for it."""

from __future__ import annotations

import asyncio
import time
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float:
        """Seconds since the epoch."""

    async def sleep_until(self, when: float) -> None:
        """Return once ``now() >= when`` (at once if it already is)."""


async def sleep_for(clock: Clock, seconds: float) -> None:
    """A pause of ``seconds`` by ``clock`` (the tables' time, which tests drive)."""
    await clock.sleep_until(clock.now() + seconds)


class WallClock:
    """The real one: the only place outside the engine, the AI and storage that reads the
    system time."""

    def now(self) -> float:
        return time.time()

    async def sleep_until(self, when: float) -> None:
        await asyncio.sleep(max(0.0, when - time.time()))
