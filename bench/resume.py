"""Resume benchmark (not a test): how long a fresh bot takes to bring K live games back.

    python -m bench.resume                    # 200 games; in-process, then the real process
    python bench/resume.py --games 500 --no-process

Writes K mid-game matches (official rules, 3-4 players, 0-40 random legal moves played by
the engine, turn timer 60 s) straight into a database through ``bot.storage`` (a match row
and a live-game row each, plus a table message in the fake in its own channel). Then:

* in-process: a fresh ``UnoBot`` (the tests' ``running_bot``) logs in to the fake, reads the
  games in ``setup_hook`` (resting: each is built on first use) and, once READY, builds
  every game, schedules its timer and edits its table message. Timed: start -> READY (the
  target: "all games ready", every game answers from then on, under 3 s), the database
  read itself, a ``/uno hand`` in the last game's channel right at READY, start -> every
  game built with its timer running, start -> every table message edited (paced by the
  table edits, as Discord's rate limits would pace them anyway).
* process: the real ``python -m bot`` subprocess (the tests' ``BotProcess``) on the same
  database: spawn -> every table message edited again (includes interpreter start-up,
  imports and discord.py's 2 s guild_ready_timeout before on_ready).

Prints seconds in total, ms per game and the stored size per game.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import random
import sqlite3
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import bot.jobs.resume as resume_mod  # noqa: E402
from bot.engine import Match, Rules  # noqa: E402
from bot.game.table import Table  # noqa: E402
from bot.storage import Storage  # noqa: E402
from tests.fakediscord import (  # noqa: E402
    BotProcess,
    Driver,
    FakeDiscord,
    FakeUser,
    running_bot,
    settings_for,
)
from tests.pgschema import throwaway_schema  # noqa: E402


def mid_game(players: list[int], rng: random.Random) -> Match:
    m = Match.new(players, Rules.from_preset("official"), random.Random(rng.random()))
    for _ in range(rng.randrange(0, 41)):
        if m.hand_over:
            break
        pid = m.to_act
        assert pid is not None
        m.apply(pid, rng.choice(m.legal_actions(pid, True)))
    if m.hand_over:  # rare: start again rather than store a finished hand
        return mid_game(players, rng)
    return m


async def populate(fake: FakeDiscord, db: Path | str, users: list[FakeUser], games: int,
                   seed: int) -> dict[int, int]:
    """K live games in K channels; returns channel id -> table message id."""
    rng = random.Random(seed)
    guild = fake.add_guild("Resume", [f"game-{i}" for i in range(games)], members=users)
    names = {u.id: u.username for u in users}
    storage = await Storage.open(db)
    messages: dict[int, int] = {}
    try:
        async with storage.transaction() as tx:
            for ch in guild.text_channels:
                seated = [u.id for u in users[:rng.choice((3, 4))]]
                m = mid_game(seated, rng)
                msg = await fake.create_message(ch, {"content": "UNO table (before restart)"})
                messages[ch.id] = msg.id
                rules: dict[str, Any] = m.rules.to_dict()
                match_id = await storage.matches.create_match(
                    guild.id, ch.id, rules, m.rules.target, seated, tx=tx)
                now = time.time()
                table = Table(channel_id=ch.id, guild_id=guild.id, host_id=seated[0],
                              rules=m.rules, turn_timer=60, match=m, match_id=match_id,
                              names={p: names[p] for p in seated}, message_id=msg.id,
                              message_posted=now, deadline=now + 60, deadline_for=m.to_act)
                await storage.live_games.save(table.live_game(), tx=tx)
    finally:
        await storage.close()
    return messages


async def stored_sizes(db: Path | str) -> tuple[int, float, float, int]:
    """(games, state bytes, UI bytes, database bytes) of the stored live games."""
    if isinstance(db, str):
        import asyncpg

        conn = await asyncpg.connect(db)
        try:
            row = await conn.fetchrow(
                "SELECT count(*), avg(octet_length(state_json::text)),"
                " avg(octet_length(ui_json::text)),"
                " pg_total_relation_size('live_games') FROM live_games")
        finally:
            await conn.close()
        return int(row[0]), float(row[1] or 0), float(row[2] or 0), int(row[3])
    return sqlite_sizes(db)


def sqlite_sizes(db: Path) -> tuple[int, float, float, int]:
    con = sqlite3.connect(db)
    try:
        n, state, ui = con.execute(
            "SELECT count(*), avg(length(state_json)), avg(length(ui_json)) FROM live_games"
        ).fetchone()
    finally:
        con.close()
    return int(n), float(state or 0), float(ui or 0), db.stat().st_size


async def probe_clicks(fake: FakeDiscord, channels: list[int]) -> list[float]:
    """/uno hand in a random game twice a second while the table messages refresh: how
    long players wait meanwhile (seconds each). Returns when cancelled."""
    driver = Driver(fake)
    rng = random.Random(7)
    latencies: list[float] = []
    try:
        while True:
            t = time.perf_counter()
            it = await driver.slash(fake.alice, "/uno hand", wait=False,
                                    channel=fake.channels[rng.choice(channels)])
            await it.wait(settle=False)
            latencies.append(time.perf_counter() - t)
            await asyncio.sleep(0.5)
    except asyncio.CancelledError:
        return latencies


async def poll(predicate: Any, timeout: float, what: str) -> None:  # noqa: ASYNC109
    """Wait for ``predicate`` checking it 20 times a second (the fake's wait_for checks at
    every change, and an O(games) check at each of thousands of edits would be the
    bench's own cost)."""
    end = time.perf_counter() + timeout
    while not predicate():
        if time.perf_counter() > end:
            raise AssertionError(f"timed out after {timeout} s waiting for {what}")
        await asyncio.sleep(0.05)


def edited(fake: FakeDiscord, messages: dict[int, int], baseline: dict[int, int]) -> int:
    return sum(1 for mid in messages.values() if fake.message(mid).edits > baseline[mid])


async def in_process(fake: FakeDiscord, db: Path | str, messages: dict[int, int],
                     timeout: float, refreshed: bool) -> dict[str, float]:  # noqa: ASYNC109
    load_times: list[float] = []
    real_load = resume_mod.load

    async def timed_load(*args: Any) -> list[int]:
        t = time.perf_counter()
        try:
            return await real_load(*args)
        finally:
            load_times.append(time.perf_counter() - t)

    resume_mod.load = timed_load
    baseline = {mid: fake.message(mid).edits for mid in messages.values()}
    errors: list[logging.LogRecord] = []
    settings = settings_for(fake, db, log_level="WARNING")
    last_channel = fake.channels[list(messages)[-1]]
    try:
        t0 = time.perf_counter()
        # the card emoji are synced already at a restart: no upload to time here
        async with running_bot(fake, settings, errors=errors, sync_emoji=False) as bot:
            t_ready = time.perf_counter() - t0
            reg = bot.tables
            assert reg is not None
            resting_at_ready = len(reg.resting)
            # every game answers from READY on: the last one, most likely not built yet
            t = time.perf_counter()
            hand = await Driver(fake).slash(fake.alice, "/uno hand", channel=last_channel)
            t_click = time.perf_counter() - t
            assert hand.ephemeral and hand.response is not None and hand.response.buttons, hand
            await poll(lambda: not reg.resting, timeout, "every game built")
            t_built = time.perf_counter() - t0
            print(f"  in-process bot: READY {t_ready:.2f} s after start, every game answering "
                  f"(database read {load_times[0] * 1000:.0f} ms = "
                  f"{load_times[0] * 1000 / len(messages):.3f} ms/game; {resting_at_ready} "
                  f"games not built yet at READY; /uno hand in the last channel answered in "
                  f"{t_click * 1000:.0f} ms); every game built {t_built:.2f} s after start",
                  flush=True)
            probes = asyncio.create_task(probe_clicks(fake, list(messages)))
            if refreshed:
                await poll(lambda: edited(fake, messages, baseline) == len(messages),
                           timeout, "every table message edited")
            else:  # a few probes while the first messages refresh
                await asyncio.sleep(5)
            t_done = time.perf_counter() - t0
            probes.cancel()
            latencies = sorted(await probes)
            await fake.settle(0.05)  # let the last answers reach the bot before closing it
            timers = sum(1 for t in reg.tables.values()
                         if t.rt.timer.task is not None and not t.rt.timer.done())
            tables = len(reg.tables)
    finally:
        resume_mod.load = real_load
    if errors:
        print(f"  bot errors: {[r.getMessage()[:200] for r in errors[:5]]}")
    return {"probes": len(latencies),
            "probe_p50": latencies[len(latencies) // 2] if latencies else float("nan"),
            "probe_max": latencies[-1] if latencies else float("nan"),
            "ready": t_ready, "load": load_times[0] if load_times else float("nan"),
            "click": t_click, "resting": resting_at_ready, "built": t_built,
            "done": t_done, "timers": timers, "tables": tables}


async def subprocess_run(fake: FakeDiscord, workdir: Path, db: Path | str, messages: dict[int, int],
                         timeout: float) -> dict[str, float]:  # noqa: ASYNC109
    baseline = {mid: fake.message(mid).edits for mid in messages.values()}
    proc = BotProcess(fake, workdir, database=db)
    t0 = time.perf_counter()
    await proc.start(wait_ready=False)
    try:
        await fake.wait_for(lambda: fake.connected and fake.identifies > 0,
                            timeout=timeout, what="the process to connect")
        await fake.wait_for(lambda: edited(fake, messages, baseline) == len(messages),
                            timeout=timeout, what="every table message edited")
        done = time.perf_counter() - t0
        await fake.settle(0.1)
    finally:
        await proc.stop()
    return {"done": done}


async def main_async(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.WARNING)
    async with contextlib.AsyncExitStack() as stack:
        if args.postgres:
            db: Path | str = await stack.enter_async_context(throwaway_schema(args.postgres))
            backend = "postgresql"
        else:
            db = Path(stack.enter_context(tempfile.TemporaryDirectory(
                prefix="uno-resume-"))) / "uno.sqlite3"
            backend = "sqlite"
        workdir = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="uno-resume-")))
        return await run(args, db, backend, workdir)
    return 1


async def run(args: argparse.Namespace, db: Path | str, backend: str, workdir: Path) -> int:
    fake = FakeDiscord()
    users = [fake.alice, fake.bob, fake.carol, fake.dave]
    k = args.games
    async with fake:
        t = time.perf_counter()
        messages = await populate(fake, db, users, k, args.seed)
        print(f"resume ({backend}): {k} live games written in {time.perf_counter() - t:.2f} s")
        n, state, ui, size = await stored_sizes(db)
        print(f"  stored per game: state_json {state:.0f} B + ui_json {ui:.0f} B "
              f"= {state + ui:.0f} B; database {size / 1024:.0f} KiB for {n} games")
        r = await in_process(fake, db, messages, args.timeout, args.refreshed)
        print(f"  while the messages refresh: /uno hand answered in "
              f"{r['probe_p50'] * 1000:.0f} ms (p50), {r['probe_max'] * 1000:.0f} ms (max) "
              f"over {int(r['probes'])} probes")
        refreshed = (f"every table message edited {r['done']:.2f} s after start "
                     f"({(r['done'] - r['ready']) * 1000 / k:.1f} ms/game after READY, "
                     f"{resume_mod.REFRESH_IN_FLIGHT} at a time)" if args.refreshed
                     else "message refresh not awaited (--no-refresh)")
        print(f"  every game's timer running: {int(r['timers'])}/{int(r['tables'])}; "
              f"{refreshed}")
        print(f"resume: backend={backend} games={k} ready={r['ready']:.2f}s "
              f"built={r['built']:.2f}s "
              + (f"refreshed={r['done']:.2f}s " if args.refreshed else "")
              + "target_ready=3s")
        if args.process:
            p = await subprocess_run(fake, workdir, db, messages, args.timeout)
            print(f"  real process (python -m bot): every table edited {p['done']:.2f} s "
                  f"after spawn = {p['done'] * 1000 / k:.1f} ms/game")
        problems = fake.problems()
    if problems:
        print(f"PROBLEMS: {problems[:5]}")
        return 1
    return 0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200, help="live games (default 200)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--in-flight", type=int, default=resume_mod.REFRESH_IN_FLIGHT,
                    help="table messages refreshed at once after READY (bot default "
                         f"{resume_mod.REFRESH_IN_FLIGHT})")
    ap.add_argument("--timeout", type=float, default=90.0)
    ap.add_argument("--no-process", dest="process", action="store_false",
                    help="skip the real `python -m bot` subprocess measure")
    ap.add_argument("--no-refresh", dest="refreshed", action="store_false",
                    help="stop once every game is built (not after every table message is "
                         "edited, which is paced and takes minutes for 10,000)")
    ap.add_argument("--postgres", metavar="URL", default=None,
                    help="run on PostgreSQL: a fresh schema on this server (e.g. "
                         "postgresql://postgres@127.0.0.1:5432/test), dropped after")
    args = ap.parse_args()
    resume_mod.REFRESH_IN_FLIGHT = args.in_flight
    sys.exit(asyncio.run(main_async(args)))


if __name__ == "__main__":
    main()
