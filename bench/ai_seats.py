"""How long the event loop is held while strong AI seats think (issue 12: no click may
wait more than 10 ms behind a search).

A probe coroutine wakes every millisecond and records how late it woke (the delay a click
arriving then would wait before the bot even looks at it), while ``--tables`` strong AI
seats decide at once, again and again, for ``--seconds``:

* ``worker``: as the bot does it (bot/jobs/ai_seats.py): ``decide`` in a process pool,
  the loop only pickles the view and the memory;
* ``inline``: the same decisions on the loop itself, for comparison;
* ``idle``: no AI at all: the machine's own noise (other processes on the same cores).

    python bench/ai_seats.py [--tables 4 --seconds 5 --workers 1 --seed 1]

Last line, for scripts:
``ai_seats: idle_lag_max_ms=N worker_lag_p99_ms=N worker_lag_max_ms=N inline_lag_max_ms=N``.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import random
import statistics
import sys
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.ai import Budget, SeatMemory, decide  # noqa: E402
from bot.engine import Match, PlayerView, Rules  # noqa: E402
from bot.jobs.ai_seats import lower_priority  # noqa: E402


def positions(n: int, seed: int) -> list[tuple[PlayerView, SeatMemory]]:
    """``n`` four-seat openings, each from the view of the seat to act."""
    out = []
    rng = random.Random(seed)
    for _ in range(n):
        m = Match.new([1, 2, 3, 4], Rules(), random.Random(rng.getrandbits(32)))
        while m.to_act is None or not m.view_for(m.to_act).legal:
            m = Match.new([1, 2, 3, 4], Rules(), random.Random(rng.getrandbits(32)))
        me = m.to_act
        memory = SeatMemory(me)
        memory.observe(m.opening_events, m.view_for(me))
        out.append((m.view_for(me), memory))
    return out


async def probe(stop: asyncio.Event, lags: list[float]) -> None:
    loop = asyncio.get_running_loop()
    while not stop.is_set():
        t = loop.time()
        await asyncio.sleep(0.001)
        lags.append((loop.time() - t - 0.001) * 1000)


async def table(view: PlayerView, memory: SeatMemory, pool: Executor | None,
                stop: asyncio.Event, budget: Budget, times: list[float]) -> None:
    loop = asyncio.get_running_loop()
    seed = 0
    while not stop.is_set():
        seed += 1
        t = time.perf_counter()
        if pool is None:
            decide(view, memory, "strong", seed, budget)
            await asyncio.sleep(0)
        else:
            await loop.run_in_executor(pool, decide, view, memory, "strong", seed, budget)
        times.append((time.perf_counter() - t) * 1000)


async def run(mode: str, tables: int, seconds: float, workers: int, seed: int
              ) -> tuple[list[float], list[float]]:
    pool: Executor | None = None
    if mode == "worker":
        pool = ProcessPoolExecutor(max_workers=workers,
                                   mp_context=multiprocessing.get_context("spawn"),
                                   initializer=lower_priority)
        # start the workers before measuring (the bot pays this once)
        view, memory = positions(1, seed)[0]
        await asyncio.get_running_loop().run_in_executor(
            pool, decide, view, memory, "strong", 0, Budget(simulations=10))
    stop = asyncio.Event()
    lags: list[float] = []
    times: list[float] = []
    budget = Budget()
    tasks = [asyncio.create_task(table(v, mem, pool, stop, budget, times))
             for v, mem in positions(tables if mode != "idle" else 0, seed)]
    prober = asyncio.create_task(probe(stop, lags))
    await asyncio.sleep(seconds)
    stop.set()
    await asyncio.gather(prober, *tasks)
    if isinstance(pool, ProcessPoolExecutor):
        pool.shutdown()
    return lags, times


def pct(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100)[int(q) - 1] if len(values) > 1 else 0.0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    found: dict[str, tuple[float, float]] = {}
    for mode in ("idle", "worker", "inline"):
        lags, times = asyncio.run(run(mode, args.tables, args.seconds, args.workers,
                                      args.seed))
        found[mode] = (pct(lags, 99), max(lags, default=0.0))
        thinking = args.tables if mode != "idle" else 0
        print(f"{mode:6}: {thinking} tables thinking, {len(times)} decisions "
              f"(p50 {pct(times, 50):.0f} ms each, queue included); loop lag p50 "
              f"{pct(lags, 50):.2f} ms, p99 {pct(lags, 99):.2f} ms, "
              f"max {max(lags, default=0.0):.2f} ms over {len(lags)} probes")
    print(f"ai_seats: idle_lag_max_ms={found['idle'][1]:.2f} "
          f"worker_lag_p99_ms={found['worker'][0]:.2f} "
          f"worker_lag_max_ms={found['worker'][1]:.2f} "
          f"inline_lag_max_ms={found['inline'][1]:.2f}")


if __name__ == "__main__":
    main()
