"""The tests' clock (tests/clock.py) and soak budget (tests/soak.py) themselves."""

from __future__ import annotations

import asyncio

import pytest

from bot.game.clock import Clock
from tests.clock import ManualClock
from tests.soak import Soak


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


def test_a_soak_plays_its_first_cases_within_its_budget(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("UNO_SOAK", raising=False)
    cut = Soak(1_000_000, seconds=0.0, at_least=5)
    assert list(cut) == [0, 1, 2, 3, 4] and cut.done == 5
    monkeypatch.setenv("UNO_SOAK", "full")
    full = Soak(1_000, seconds=0.0, at_least=5)
    assert list(full) == list(range(1_000)) and full.done == 1_000
    monkeypatch.setenv("UNO_SOAK", "0")
    assert Soak(10, seconds=60.0, at_least=3).seconds == 0.0
