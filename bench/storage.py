"""Storage benchmark (not a test): what one accepted action costs in each backend.

    python -m bench.storage                          # SQLite, and PostgreSQL if one answers
    python bench/storage.py --saves 2000 --postgres postgresql://postgres@127.0.0.1:5432/test

Each save is ``Storage.commit_action`` of a real mid-game state (official rules, 4 players,
~20 moves in; the same JSON the bot writes), version + 1 over the previous one, as a click
does. Run with 1, 16 and 64 saves in flight (each in flight on a channel of its own, as
64 tables clicking at once); every 20th save also ends a hand (hand row, totals, stats).
Prints saves/s and the p50/p99 of one save. PostgreSQL runs in a schema of its own,
dropped after.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.engine import Match, Rules  # noqa: E402
from bot.storage import HandResult, LiveGame, Storage  # noqa: E402
from tests.pgschema import new_schema_name, run_sql, with_search_path  # noqa: E402

DEFAULT_PG = os.environ.get("UNO_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/test")
GUILD = 1_100_000_000_000_000_001


def sample_state(seed: int) -> dict[str, object]:
    rng = random.Random(seed)
    m = Match.new([11, 22, 33, 44], Rules.from_preset("official"), random.Random(seed))
    for _ in range(20):
        if m.hand_over:
            break
        pid = m.to_act
        assert pid is not None
        m.apply(pid, rng.choice(m.legal_actions(pid, True)))
    return m.to_dict()


async def run(storage: Storage, saves: int, in_flight: int, state: dict[str, object]
              ) -> tuple[float, list[float]]:
    """``saves`` commits spread over ``in_flight`` channels, each channel's in order."""
    channels = [3_000_000_000_000_000_000 + in_flight * 1000 + i for i in range(in_flight)]
    matches = {}
    for channel in channels:
        matches[channel] = await storage.start_match(
            LiveGame(channel, GUILD, None, state, 0), {"preset": "official"}, 500,
            [11, 22, 33, 44])
    latencies: list[float] = []
    per_channel = saves // in_flight

    async def play(channel: int) -> None:
        match_id = matches[channel]
        for version in range(1, per_channel + 1):
            hand = (HandResult(match_id, version // 20, 11, {11: 30}, {11: 30 * version // 20})
                    if version % 20 == 0 else None)
            began = time.perf_counter()
            await storage.commit_action(
                LiveGame(channel, GUILD, match_id, state, version), hand)
            latencies.append(time.perf_counter() - began)

    began = time.perf_counter()
    await asyncio.gather(*(play(c) for c in channels))
    return time.perf_counter() - began, latencies


def report(name: str, in_flight: int, elapsed: float, latencies: list[float]) -> None:
    cuts = statistics.quantiles(latencies, n=100)
    print(f"{name:<11} {in_flight:>3} in flight: {len(latencies) / elapsed:7.0f} saves/s"
          f"   p50 {cuts[49] * 1000:6.2f} ms   p99 {cuts[98] * 1000:6.2f} ms")


async def bench(target: Path | str, name: str, saves: int, flights: list[int]) -> None:
    state = sample_state(1)
    storage = await Storage.open(target)
    try:
        for in_flight in flights:
            elapsed, latencies = await run(storage, saves, in_flight, state)
            report(name, in_flight, elapsed, latencies)
    finally:
        await storage.close()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=1280)
    parser.add_argument("--in-flight", default="1,16,64")
    parser.add_argument("--postgres", default=DEFAULT_PG, help="base URL ('' to skip)")
    args = parser.parse_args()
    flights = [int(n) for n in args.in_flight.split(",")]
    state_bytes = len(str(sample_state(1)))
    print(f"{args.saves} saves per run, live state ~{state_bytes} bytes of JSON")
    with tempfile.TemporaryDirectory() as tmp:
        await bench(Path(tmp) / "uno.sqlite3", "sqlite", args.saves, flights)
    if not args.postgres:
        return
    schema = new_schema_name("uno_bench")
    try:
        await run_sql(args.postgres, f'CREATE SCHEMA "{schema}"')
    except Exception as exc:  # noqa: BLE001 - no server: say so and stop
        print(f"postgresql  skipped: {type(exc).__name__}: {exc}")
        return
    try:
        await bench(with_search_path(args.postgres, schema), "postgresql", args.saves,
                    flights)
    finally:
        await run_sql(args.postgres, f'DROP SCHEMA "{schema}" CASCADE')


if __name__ == "__main__":
    asyncio.run(main())
