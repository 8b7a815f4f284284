"""Commit micro-benchmark (not a test): ``Storage.commit_action`` (SQLite) of 16 tables at
once, with the event loop idle and with it busy.

    python bench/commit.py [--tables 16 --commits 150]

Each commit writes one live game (a fresh 4-player match's state) in one transaction, as
an accepted action does. Measured with the event loop otherwise idle, then with a task
beside the commits doing 0.5 ms of work between yields, as in a bot under load: there
every trip to aiosqlite's thread waits for the loop and for the thread to be scheduled,
so the number of trips per transaction shows. (``bench/storage.py`` measures the commit
on both backends with the loop idle.)
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.engine import Match, Rules  # noqa: E402
from bot.game.table import Table  # noqa: E402
from bot.storage import Storage  # noqa: E402


async def main_async(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory(prefix="uno-commit-") as tmp:
        storage = await Storage.open(Path(tmp) / "uno.sqlite3")
        rng = random.Random(1)
        tables = []
        for i in range(args.tables):
            players = [1000 + 4 * i + k for k in range(4)]
            table = Table(channel_id=10 + i, guild_id=1, host_id=players[0], rules=Rules())
            table.match = Match.new(players, Rules(), rng)
            tables.append(table)
        busy = asyncio.Event()

        async def work() -> None:
            while busy.is_set():
                t0 = time.perf_counter()
                while time.perf_counter() - t0 < 0.0005:
                    pass
                await asyncio.sleep(0)

        async def commits(table: Table) -> None:
            assert table.match is not None
            for _ in range(args.commits):
                table.match.version += 1
                await storage.commit_action(table.live_game())

        for label, loaded in (("idle loop", False), ("busy loop", True)):
            if loaded:
                busy.set()
            worker = asyncio.create_task(work())
            t0 = time.perf_counter()
            await asyncio.gather(*(commits(t) for t in tables))
            dt = time.perf_counter() - t0
            busy.clear()
            await worker
            n = args.tables * args.commits
            print(f"commit: {label}: {n / dt:6.0f} commits/s ({dt / n * 1e6:.0f} us each, "
                  f"{args.tables} tables at once)")
        await storage.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=16)
    ap.add_argument("--commits", type=int, default=150, help="per table")
    asyncio.run(main_async(ap.parse_args()))


if __name__ == "__main__":
    main()
