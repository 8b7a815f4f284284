"""Resume benchmark (not a test): how long a fresh bot takes to bring K live games back.

    python -m bench.resume                    # 200 games; in-process, then the real process
    python bench/resume.py --games 500 --no-process

Writes K mid-game matches (official rules, 3-4 players, 0-40 random legal moves played by
the engine, turn timer 60 s) straight into a database through ``bot.storage`` (a match row
and a live-game row each, plus a table message in the fake in its own channel). Then:

* in-process: a fresh ``UnoBot`` (the tests' ``running_bot``) logs in to the fake, loads the
  games in ``setup_hook`` and, once READY, edits every table message and schedules every
  timer. Timed: start -> READY, the database load itself, start -> every table edited.
* process: the real ``python -m bot`` subprocess (the tests' ``BotProcess``) on the same
  database: spawn -> every table message edited again (includes interpreter start-up,
  imports and discord.py's 2 s guild_ready_timeout before on_ready).

Prints seconds in total, ms per game and the stored size per game.
"""

from __future__ import annotations

import argparse
import asyncio
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

import bot.tables.resume as resume_mod  # noqa: E402
from bot.engine import Match, Rules  # noqa: E402
from bot.storage import Storage  # noqa: E402
from bot.tables import Table, TableRegistry  # noqa: E402
from tests.fakediscord import (  # noqa: E402
    BotProcess,
    FakeDiscord,
    FakeUser,
    running_bot,
    settings_for,
)


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


async def populate(fake: FakeDiscord, db: Path, users: list[FakeUser], games: int,
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


def stored_sizes(db: Path) -> tuple[int, float, float, int]:
    con = sqlite3.connect(db)
    try:
        n, state, ui = con.execute(
            "SELECT count(*), avg(length(state_json)), avg(length(ui_json)) FROM live_games"
        ).fetchone()
    finally:
        con.close()
    return int(n), float(state or 0), float(ui or 0), db.stat().st_size


def edited(fake: FakeDiscord, messages: dict[int, int], baseline: dict[int, int]) -> int:
    return sum(1 for mid in messages.values() if fake.message(mid).edits > baseline[mid])


async def in_process(fake: FakeDiscord, db: Path, messages: dict[int, int],
                     timeout: float) -> dict[str, float]:  # noqa: ASYNC109
    load_times: list[float] = []
    real_load = resume_mod.load

    async def timed_load(reg: TableRegistry) -> list[Table]:
        t = time.perf_counter()
        try:
            return await real_load(reg)
        finally:
            load_times.append(time.perf_counter() - t)

    resume_mod.load = timed_load
    baseline = {mid: fake.message(mid).edits for mid in messages.values()}
    errors: list[logging.LogRecord] = []
    settings = settings_for(fake, db, log_level="WARNING")
    try:
        t0 = time.perf_counter()
        async with running_bot(fake, settings, errors=errors) as bot:
            t_ready = time.perf_counter() - t0
            await fake.wait_for(lambda: edited(fake, messages, baseline) == len(messages),
                                timeout=timeout, what="every table message edited")
            t_done = time.perf_counter() - t0
            await fake.settle(0.05)  # let the last answers reach the bot before closing it
            reg: TableRegistry = bot.tables
            timers = sum(1 for t in reg.tables.values()
                         if t.rt.timer is not None and not t.rt.timer.done())
            tables = len(reg.tables)
    finally:
        resume_mod.load = real_load
    if errors:
        print(f"  bot errors: {[r.getMessage()[:200] for r in errors[:5]]}")
    return {"ready": t_ready, "load": load_times[0] if load_times else float("nan"),
            "done": t_done, "timers": timers, "tables": tables}


async def subprocess_run(fake: FakeDiscord, workdir: Path, db: Path, messages: dict[int, int],
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
    fake = FakeDiscord()
    users = [fake.alice, fake.bob, fake.carol, fake.dave]
    k = args.games
    async with fake:
        with tempfile.TemporaryDirectory(prefix="uno-resume-") as tmp:
            db = Path(tmp) / "uno.sqlite3"
            t = time.perf_counter()
            messages = await populate(fake, db, users, k, args.seed)
            print(f"resume: {k} live games written in {time.perf_counter() - t:.2f} s")
            n, state, ui, size = stored_sizes(db)
            print(f"  stored per game: state_json {state:.0f} B + ui_json {ui:.0f} B "
                  f"= {state + ui:.0f} B; database {size / 1024:.0f} KiB for {n} games")
            r = await in_process(fake, db, messages, args.timeout)
            print(f"  in-process bot: READY in {r['ready']:.2f} s (database load of "
                  f"{int(r['tables'])} tables {r['load'] * 1000:.0f} ms = "
                  f"{r['load'] * 1000 / k:.2f} ms/game); every table edited "
                  f"{r['done']:.2f} s after start = {r['done'] * 1000 / k:.1f} ms/game; "
                  f"refresh after READY {(r['done'] - r['ready']) * 1000 / k:.1f} ms/game; "
                  f"timers running {int(r['timers'])}/{k}")
            if args.process:
                p = await subprocess_run(fake, Path(tmp), db, messages, args.timeout)
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
    ap.add_argument("--timeout", type=float, default=90.0)
    ap.add_argument("--no-process", dest="process", action="store_false",
                    help="skip the real `python -m bot` subprocess measure")
    args = ap.parse_args()
    sys.exit(asyncio.run(main_async(args)))


if __name__ == "__main__":
    main()
