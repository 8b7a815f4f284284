"""Rating benchmark (not a test): what one rated hand costs (issue 27: a small fraction of
a click, target under 1 ms for a 10-player hand).

    python -m bench.ratings                   # 10 players, 2000 updates
    python bench/ratings.py --players 4 --updates 5000 --commits 200

Prints, for a hand of ``--players`` members with established ratings (ties included):
* ``rate``: one openskill Plackett–Luce update of every player (bot/ratings/model.rate);
* ``hand``: what the write path computes per rated hand: the season's and the all-time
  ratings (two updates);
* ``commit``: with ``--commits``, the whole hand's transaction on a SQLite file in a
  temporary folder (hand result and rating rows, ``Storage.commit_action``), for scale.
p50 / p99 / mean in microseconds (commit: milliseconds).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.ratings.model import Skill, finishing_places, rate  # noqa: E402
from bot.storage import HandResult, RatedHand, Storage  # noqa: E402

GUILD = 1_200_000_000_000_000_001
FIRST = 7_000_000_000_000_000_000


def hands(players: int, count: int, seed: int) -> list[dict[int, int]]:
    """``count`` finishing orders of ``players`` members, with ties in the points left."""
    rng = random.Random(seed)
    ids = [FIRST + i for i in range(players)]
    out = []
    for _ in range(count):
        winner = rng.choice(ids)
        out.append(finishing_places({p: 0 if p == winner else rng.randint(1, 40)
                                     for p in ids}, winner))
    return out


def figures(samples: list[float], scale: float, unit: str) -> str:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return (f"p50 {statistics.median(ordered) * scale:8.1f} {unit}   "
            f"p99 {p99 * scale:8.1f} {unit}   mean {statistics.fmean(ordered) * scale:8.1f} {unit}")


def time_rate(orders: list[dict[int, int]], seasons: int, clock: Callable[[], float]
              ) -> list[float]:
    rng = random.Random(1)
    skills = {p: Skill(rng.uniform(18, 32), rng.uniform(1.5, 4), 40) for p in orders[0]}
    samples = []
    for places in orders:
        start = clock()
        for _ in range(seasons):
            new = rate(skills, places)
        samples.append(clock() - start)
        skills = new
    return samples


async def time_commits(orders: list[dict[int, int]]) -> list[float]:
    with tempfile.TemporaryDirectory() as folder:
        storage = await Storage.open(Path(folder) / "bench.sqlite3")
        try:
            players = sorted(orders[0])
            match_id = await storage.matches.create_match(GUILD, 1, {}, 500, players)
            samples = []
            for number, places in enumerate(orders, start=1):
                winner = next(p for p, place in places.items() if place == 1)
                hand = HandResult(match_id, number, winner, {winner: 50},
                                  dict.fromkeys(players, 0))
                start = time.perf_counter()
                await storage.commit_action(None, hand, rated=RatedHand(
                    GUILD, match_id, number, places, time.time()))
                samples.append(time.perf_counter() - start)
            return samples
        finally:
            await storage.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--updates", type=int, default=2000)
    parser.add_argument("--commits", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    orders = hands(args.players, args.updates, args.seed)
    time_rate(orders[:50], 1, time.perf_counter)  # warm up
    print(f"{args.players} players, {args.updates} hands; wall time, then this thread's CPU"
          " time (on a busy machine the wall time's tail is the CPU taken away)")
    for label, seasons in (("rate   (one update)        ", 1), ("hand   (season + all time) ", 2)):
        for clock, what in ((time.perf_counter, "wall"), (time.thread_time, "cpu ")):
            print(f"{label} {what} {figures(time_rate(orders, seasons, clock), 1e6, 'us')}")
    if args.commits:
        samples = asyncio.run(time_commits(orders[:args.commits]))
        print(f"commit (SQLite, whole hand)  {figures(samples, 1e3, 'ms')}")


if __name__ == "__main__":
    main()
