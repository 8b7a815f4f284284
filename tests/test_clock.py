"""The tests' clock (tests/clock.py) itself."""

from __future__ import annotations

import asyncio

import pytest

from bot.game.clock import Clock
from tests.clock import ManualClock


class Follower:
    def __init__(self) -> None:
        self.offset = 0.0

    def advance(self, seconds: float) -> None:
        self.offset += seconds


async def test_sleepers_wake_when_time_is_advanced_to_them_in_order() -> None:
    follower = Follower()
    clock = ManualClock(1000.0, follow=follower)
    _: Clock = clock  # it is a bot.game.clock.Clock
    woke: list[str] = []

    async def sleeper(name: str, when: float) -> None:
        await clock.sleep_until(when)
        woke.append(f"{name}@{clock.now():g}")

    tasks = [asyncio.create_task(sleeper(n, w))
             for n, w in (("b", 1010.0), ("a", 1005.0), ("c", 1010.0))]
    await asyncio.sleep(0)
    assert clock.next_wake() == 1005.0 and all(clock.asleep(t) for t in tasks)
    assert clock.advance(4.9) == 0
    await asyncio.sleep(0)
    assert woke == []
    assert clock.advance(0.1) == 1
    assert not clock.quiet()  # woken, not run yet
    await asyncio.sleep(0)
    assert woke == ["a@1005"] and clock.quiet(tasks)
    assert clock.advance_to(1020.0) == 2
    await asyncio.gather(*tasks)
    assert woke == ["a@1005", "b@1020", "c@1020"]  # by time, then by arrival
    assert clock.now() == 1020.0 and follower.offset == 20.0
    assert clock.next_wake() is None


async def test_a_due_sleep_returns_at_once_and_a_cancelled_one_is_forgotten() -> None:
    clock = ManualClock(50.0)
    await asyncio.wait_for(clock.sleep_until(50.0), 1)
    task = asyncio.create_task(clock.sleep_until(60.0))
    await asyncio.sleep(0)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert clock.next_wake() is None and clock.advance(100) == 0
    with pytest.raises(ValueError):
        clock.advance(-1)
