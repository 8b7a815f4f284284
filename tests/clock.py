"""The clock the tests drive: a ``bot.game.clock.Clock`` whose time moves only when a test
says so (``advance``), and whose sleepers wake then, through asyncio futures: no real
waiting, and nothing due happens before the test lets it.

The in-process bot runs on one (the ``clock`` fixture, tests/conftest.py); it keeps the
fake Discord's clock in step, so a token that the bot thinks has expired has expired in
the fake too. ``tests.e2e.conftest.Game.advance`` advances it and waits until everything
it woke is done (or asleep again) and the bot is quiet."""

from __future__ import annotations

import asyncio
import heapq
import itertools
import time
from collections.abc import Iterable
from typing import Any, Protocol


class Follower(Protocol):
    """Another clock kept in step (the fake Discord's ``FakeClock``)."""

    def advance(self, seconds: float) -> None: ...


Sleeper = tuple[float, int, "asyncio.Future[None]", "asyncio.Task[Any] | None"]


class ManualClock:
    """``now()`` is a settable time (epoch seconds, from the real time at creation);
    ``sleep_until`` waits until ``advance`` moves ``now()`` to its time."""

    def __init__(self, start: float | None = None, *, follow: Follower | None = None) -> None:
        self._now = time.time() if start is None else start
        self._follow = follow
        self._sleepers: list[Sleeper] = []  # a heap by time, then order of arrival
        self._order = itertools.count()
        self._asleep: dict[asyncio.Task[Any], float] = {}  # task -> the time it waits for
        self._woken: set[asyncio.Task[Any]] = set()  # woken, not yet seen done or asleep

    # -- the Clock protocol --------------------------------------------------------------
    def now(self) -> float:
        return self._now

    async def sleep_until(self, when: float) -> None:
        if when <= self._now:
            await asyncio.sleep(0)  # (as the wall clock: a due sleep still yields once)
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        task = asyncio.current_task()
        heapq.heappush(self._sleepers, (when, next(self._order), future, task))
        if task is not None:
            self._asleep[task] = when
        try:
            await future
        finally:
            if task is not None and self._asleep.get(task) == when:
                del self._asleep[task]
            future.cancel()  # (cancelled: advance passes over it)

    # -- driving it ----------------------------------------------------------------------
    def advance(self, seconds: float) -> int:
        """Move time on by ``seconds`` (the followed clock too) and wake every sleep now
        due, in the order of their times; returns how many woke. The woken tasks run once
        the caller yields to the loop."""
        if seconds < 0:
            raise ValueError("time does not go back")
        self._now += seconds
        if self._follow is not None:
            self._follow.advance(seconds)
        woke = 0
        while self._sleepers and self._sleepers[0][0] <= self._now:
            _, _, future, task = heapq.heappop(self._sleepers)
            if not future.done():
                future.set_result(None)
                woke += 1
                if task is not None:
                    self._woken.add(task)
        return woke

    def advance_to(self, when: float) -> int:
        """``advance`` to the time ``when`` (nothing when it is already past)."""
        return self.advance(max(0.0, when - self._now))

    def next_wake(self) -> float | None:
        """The earliest time a sleeper waits for, None when nobody sleeps."""
        waiting = [when for when, _, future, _ in self._sleepers if not future.done()]
        return min(waiting, default=None)

    def asleep(self, task: asyncio.Task[Any]) -> bool:
        """``task`` waits in ``sleep_until`` for a time still to come."""
        when = self._asleep.get(task)
        return when is not None and when > self._now

    def quiet(self, tasks: Iterable[asyncio.Task[Any] | None] = ()) -> bool:
        """Every task woken by ``advance`` (and each of ``tasks``) is done or asleep here
        again: what the advance made due has run."""
        def still_running(task: asyncio.Task[Any] | None) -> bool:
            return task is not None and not task.done() and not self.asleep(task)

        self._woken = {t for t in self._woken if still_running(t)}
        return not self._woken and not any(still_running(t) for t in tasks)
