"""A measuring aid for benchmarks (``UNO_LOOP_PROBE=1``, off otherwise): how long the
event loop was held, and by the garbage collector how much.

A task asks to wake every ``TICK`` seconds and notes how late it woke: a click arriving
then would have waited as long before the bot looked at it. The collector's passes are
timed with ``gc.callbacks``. Every ``EVERY`` seconds one log line sums up the last period
(``loop probe: ...``), which ``bench/load.py`` reads from the bot's log.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from typing import Any, Final

log = logging.getLogger(__name__)

TICK: Final = 0.005
EVERY: Final = 2.0
STALL: Final = 0.05  # a wake this late (seconds) is counted as a stall


class LoopProbe:
    def __init__(self) -> None:
        self.lags: list[float] = []
        self.gc_started: float | None = None
        self.gc_times: dict[int, list[float]] = {0: [], 1: [], 2: []}

    def _on_gc(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self.gc_started = time.perf_counter()
        elif self.gc_started is not None:
            self.gc_times[info["generation"]].append(time.perf_counter() - self.gc_started)
            self.gc_started = None

    async def run(self) -> None:
        gc.callbacks.append(self._on_gc)
        try:
            last = time.monotonic()
            while True:
                before = time.monotonic()
                await asyncio.sleep(TICK)
                self.lags.append(time.monotonic() - before - TICK)
                if before - last >= EVERY:
                    self.report()
                    last = before
        finally:
            gc.callbacks.remove(self._on_gc)

    def report(self) -> None:
        lags = sorted(self.lags)
        self.lags = []
        if not lags:
            return
        stalls = [x for x in lags if x >= STALL]
        gcs = " ".join(f"gen{g} {len(t)} x {1000 * sum(t) / max(1, len(t)):.1f} ms "
                       f"(max {1000 * max(t, default=0):.1f})"
                       for g, t in self.gc_times.items())
        log.info("loop probe: wakes %d lag p50 %.1f p99 %.1f max %.1f ms, stalls >= %.0f ms "
                 "%d (%.0f ms in all); gc %s", len(lags), 1000 * lags[len(lags) // 2],
                 1000 * lags[int(0.99 * len(lags))], 1000 * lags[-1], 1000 * STALL,
                 len(stalls), 1000 * sum(stalls), gcs)
        for times in self.gc_times.values():
            times.clear()


def start() -> asyncio.Task[None]:
    return asyncio.create_task(LoopProbe().run(), name="uno-loop-probe")
