"""Load benchmark (not a test): the real bot, in-process, against the tests' fake Discord.

    python -m bench.load                      # 20 games in 4 channels, then a click storm
    python bench/load.py --games 40 --channels 8 --burst 50

Plays G complete matches (target 100, so usually one hand) in C channels at once, 3-4
players each, turn timer off. Every move is a real interaction through the fake: the player
to act presses an enabled button of their ephemeral hand (a random playable card, else the
decision / draw / keep / pass controls; color and target pickers are answered by a second
click; a stale hand is replaced by ``/uno hand``; "Next hand" is pressed by the host when a
match needs more hands). Prints clicks/s, the latency from sending an interaction to the
bot's acknowledgement (p50/p95/p99/max), table-message edits vs engine actions per game,
games/min and the SQLite database size.

Then a double-click storm: N concurrent clicks on the same hand button; exactly one may be
applied (the others get "this hand was out of date").

``--ai-tables K`` adds K more channels, each a game of one member and three ``strong`` AI
seats (no AI delay), played for as long as the measured games run: the AI searches
(bot/tables/ai_seats.py, a worker process) run while the measured clicks are timed.

The fake, the bot and this driver share one event loop (one core): the figures are those of
the whole system on that core, an upper bound for the bot's own cost per interaction.
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import logging
import random
import re
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.tables import Table, TableRegistry  # noqa: E402
from bot.ui import ids  # noqa: E402
from tests.e2e.seated import SeededRandom, enabled_by_verb, play_move, version_of  # noqa: E402
from tests.fakediscord import (  # noqa: E402
    Driver,
    FakeChannel,
    FakeDiscord,
    FakeUser,
    Interaction,
    Message,
    running_bot,
    settings_for,
)
from tests.fakediscord.runner import bot_busy  # noqa: E402

TABLE_EDIT = re.compile(r"^/channels/(\d+)/messages/\d+$")


@dataclass
class Stats:
    click_latency: list[float] = field(default_factory=list)
    slash_latency: list[float] = field(default_factory=list)
    clicks: int = 0
    slashes: int = 0
    stale_hands: int = 0
    games: int = 0
    hands: list[int] = field(default_factory=list)
    actions: list[int] = field(default_factory=list)
    clicks_per_game: list[int] = field(default_factory=list)
    # per channel: (monotonic start, game index) of each game, for attributing requests
    windows: dict[int, list[float]] = field(default_factory=dict)


def latency(fake: FakeDiscord, it: Interaction) -> float:
    raw = it.raw
    assert raw.acked_at is not None
    return raw.acked_at - (raw.deadline - fake.ack_deadline)


class Player:
    """Drives one channel: plays matches in it one after another."""

    def __init__(self, bench: LoadBench, channel: FakeChannel, users: list[FakeUser],
                 seed: int) -> None:
        self.bench = bench
        self.channel = channel
        self.users = users
        self.by_id = {u.id: u for u in users}
        self.rng = random.Random(seed)
        # UNO! (90 %), else a random card, Challenge/Take, Draw, Keep, Pass; random pickers
        self.policy = SeededRandom(self.rng, uno=0.9)
        self.hand_msg: dict[int, int] = {}
        self.game_clicks = 0

    @property
    def driver(self) -> Driver:
        return self.bench.driver

    async def _wait(self, it: Interaction, *, slash: bool = False) -> Interaction:
        await it.wait(settle=False)
        lat = latency(self.bench.fake, it)
        st = self.bench.stats
        if slash:
            st.slashes += 1
            st.slash_latency.append(lat)
        else:
            st.clicks += 1
            self.game_clicks += 1
            st.click_latency.append(lat)
        return it

    async def click(self, user: FakeUser, msg: Message | int, label: str | None = None, *,
                    custom_id: str | None = None) -> Interaction:
        it = await self.driver.click(user, msg, label, custom_id=custom_id, wait=False)
        return await self._wait(it)

    async def slash(self, user: FakeUser, command: str,
                    options: dict[str, object] | None = None) -> Interaction:
        it = await self.driver.slash(user, command, options, channel=self.channel, wait=False)
        return await self._wait(it, slash=True)

    def table(self) -> Table | None:
        return self.bench.reg.get(self.channel.id)

    async def open_game(self) -> Table:
        n = self.rng.choice((3, 4))
        host, *others = self.users[:n]
        start = await self.slash(host, "/uno start",
                                 {"preset": "official", "target": 100, "turn_timer": 0})
        lobby = start.response
        assert lobby is not None, "no lobby message"
        for u in others:
            await self.click(u, lobby, "Join")
        self.bench.stats.windows.setdefault(self.channel.id, []).append(time.monotonic())
        await self.click(host, lobby, "Start (host)")
        await self.bench.fake.wait_for(
            lambda: (t := self.table()) is not None and t.match is not None,
            what="the match to start")
        table = self.table()
        assert table is not None
        self.hand_msg.clear()
        return table

    async def hand(self, user: FakeUser, version: int) -> Message:
        mid = self.hand_msg.get(user.id)
        if mid is not None:
            msg = self.driver.get(mid)
            if version_of(msg) == version:
                return msg
            self.bench.stats.stale_hands += 1
        it = await self.slash(user, "/uno hand")
        assert it.response is not None
        self.hand_msg[user.id] = it.response.id
        return it.response

    async def next_hand(self, table: Table) -> None:
        host = self.by_id[table.host_id]

        def button() -> int | None:
            for m in reversed(list(self.channel.messages.values())):
                msg = Message.parse(m)
                if any(b.label == "Next hand" and not b.disabled for b in msg.buttons):
                    return msg.id
            return None

        await self.bench.fake.wait_for(lambda: button() is not None, what="Next hand")
        mid = button()
        assert mid is not None
        await self.click(host, mid, "Next hand")

    async def play_game(self) -> None:
        table = await self.open_game()
        assert table.match is not None
        first = table.match.version
        self.game_clicks = 0
        while not table.closed:
            m = table.match
            assert m is not None
            if m.hand_over:
                await self.next_hand(table)
                continue
            who = m.to_act
            assert who is not None
            user = self.by_id[who]
            version = m.version
            msg = await self.hand(user, version)

            def moved(v: int = version) -> bool:
                return table.match is None or table.closed or table.match.version != v

            await play_move(self.driver, user, msg, self.policy, moved=moved,
                            click=lambda u, hand, cid: self.click(u, hand, custom_id=cid))
        assert table.match is not None
        st = self.bench.stats
        st.games += 1
        st.actions.append(table.match.version - first)
        st.hands.append(table.match.hand_no)
        st.clicks_per_game.append(self.game_clicks)
        if table.rt.editor is not None:
            await asyncio.gather(table.rt.editor, return_exceptions=True)

    async def run(self) -> None:
        while self.bench.claim():
            await self.play_game()


class LoadBench:
    def __init__(self, fake: FakeDiscord, driver: Driver, reg: TableRegistry,
                 games: int) -> None:
        self.fake = fake
        self.driver = driver
        self.reg = reg
        self.remaining = games
        self.stats = Stats()

    def claim(self) -> bool:
        if self.remaining <= 0:
            return False
        self.remaining -= 1
        return True


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def table_edits_per_game(fake: FakeDiscord, stats: Stats) -> list[int]:
    """PATCHes of channel messages (the table message, lobby -> table) in each game window."""
    counts: dict[tuple[int, int], int] = {}
    for r in fake.requests:
        if r.method != "PATCH":
            continue
        m = TABLE_EDIT.match(r.path)
        if m is None:
            continue
        starts = stats.windows.get(int(m[1]))
        if not starts:
            continue
        i = bisect.bisect_right(starts, r.at) - 1
        if i >= 0:
            counts[(int(m[1]), i)] = counts.get((int(m[1]), i), 0) + 1
    return [counts.get((ch, i), 0) for ch, starts in stats.windows.items()
            for i in range(len(starts))]


async def ai_table(player: Player, stop: asyncio.Event) -> int:
    """One member and three strong AI seats, game after game, until ``stop``; the member
    plays their turns. Returns the AI seats' engine actions."""
    fake, driver = player.bench.fake, player.driver
    user = player.users[0]
    ai_actions = 0
    while not stop.is_set():
        start = await player.slash(user, "/uno start", {"ai": 3, "ai_level": "strong",
                                                         "target": 100, "turn_timer": 0})
        assert start.response is not None, "no lobby message"
        await player.click(user, start.response, "Start (host)")
        await fake.wait_for(lambda: (t := player.table()) is not None and t.match is not None,
                            what="the AI match to start")
        table = player.table()
        assert table is not None and table.match is not None
        player.hand_msg.clear()
        first, mine = table.match.version, 0
        while not table.closed and not stop.is_set():
            m = table.match
            assert m is not None
            if m.hand_over:
                button = next((msg for msg in reversed(driver.messages(user, player.channel))
                               if any(b.label == "Next hand" and not b.disabled
                                      for b in msg.buttons)), None)
                if button is not None:
                    await player.click(user, button.id, "Next hand")
                else:
                    await asyncio.sleep(0.05)
                continue
            if m.to_act != user.id:
                await asyncio.sleep(0.02)
                continue
            version = m.version
            msg = await player.hand(user, version)

            def moved(v: int = version, t: Table = table) -> bool:
                return t.match is None or t.closed or t.match.version != v

            await play_move(driver, user, msg, player.policy, moved=moved,
                            click=lambda u, hand, cid: player.click(u, hand, custom_id=cid))
            mine += 1
        assert table.match is not None
        ai_actions += table.match.version - first - mine
        if not table.closed:
            await player.slash(user, "/uno stop")
    return ai_actions


async def burst(bench: LoadBench, player: Player, n: int) -> None:
    """N concurrent clicks on one hand button: exactly one applies."""
    table = await player.open_game()
    m = table.match
    assert m is not None
    user = player.by_id[m.to_act]  # type: ignore[index]
    msg = await player.hand(user, m.version)
    verbs = enabled_by_verb(msg)
    plays = [c for c in verbs.get("play", []) if ids.split_play_arg(ids.parse(c).arg)[0]  # type: ignore[union-attr]
             not in ("W", "W4")]
    cid = (verbs.get("draw") or plays or [player.policy.move(msg)])[0]
    before = m.version
    reqs = len(bench.fake.requests)
    t0 = time.perf_counter()
    sent = [await bench.driver.click(user, msg, custom_id=cid, wait=False) for _ in range(n)]
    await asyncio.gather(*(it.wait(settle=False) for it in sent))
    elapsed = time.perf_counter() - t0
    assert table.match is not None
    applied = table.match.version - before
    lats = [latency(bench.fake, it) for it in sent]
    stale = sum(1 for it in sent if it.response is not None and "out of date" in it.response.text)
    print(f"\nburst: {n} concurrent clicks on {cid!r}")
    print(f"  applied={applied} (must be 1)  refused={n - applied}  acked="
          f"{sum(it.acknowledged for it in sent)}/{n}  ack types="
          f"{sorted({it.ack_type for it in sent}, key=str)}")
    print(f"  all answered in {elapsed * 1000:.0f} ms; latency p50 {pct(lats, .5) * 1000:.1f} ms"
          f" max {max(lats) * 1000:.1f} ms; requests to the fake: "
          f"{len(bench.fake.requests) - reqs}; last hand says out of date: {stale > 0}")
    if applied != 1:
        print("  FAIL: a double-click storm must apply exactly one click")
    host = player.by_id[table.host_id]
    await player.slash(host, "/uno stop")


async def main_async(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.WARNING)
    fake = FakeDiscord()
    users = [fake.add_user(f"p{i:03d}") for i in range(4 * args.channels + args.ai_tables)]
    guild = fake.add_guild("Bench", [f"bench-{i}" for i in range(args.channels)]
                           + [f"ai-{i}" for i in range(args.ai_tables)], members=users)
    errors: list[logging.LogRecord] = []
    async with fake:
        with tempfile.TemporaryDirectory(prefix="uno-bench-") as tmp:
            db = Path(tmp) / "uno.sqlite3"
            settings = settings_for(fake, db, log_level="WARNING")
            async with running_bot(fake, settings, errors=errors) as bot:
                reg: TableRegistry = bot.tables
                reg.config.edit_gap = args.edit_gap
                driver = Driver(fake, bot_busy=bot_busy)
                driver.bot_errors = errors
                bench = LoadBench(fake, driver, reg, args.games)
                channels = guild.text_channels[:args.channels]
                players = [Player(bench, ch, users[4 * i:4 * i + 4], args.seed * 1000 + i)
                           for i, ch in enumerate(channels)]
                # the AI tables count their clicks apart: only the measured games are timed
                aside = LoadBench(fake, driver, reg, 0)
                ai_players = [Player(aside, ch, [users[4 * args.channels + i]],
                                     args.seed * 1000 + 500 + i)
                              for i, ch in enumerate(guild.text_channels[args.channels:])]
                stop = asyncio.Event()
                ai_runs = [asyncio.create_task(ai_table(p, stop)) for p in ai_players]
                t0 = time.perf_counter()
                await asyncio.gather(*(p.run() for p in players))
                wall = time.perf_counter() - t0
                stop.set()
                ai_moves = sum(await asyncio.gather(*ai_runs))
                await reg.wait()
                report(fake, bench.stats, wall, args)
                if ai_players:
                    print(f"  meanwhile {len(ai_players)} tables of one member and three "
                          f"strong AI seats: {ai_moves} AI moves "
                          f"({ai_moves / wall:.1f}/s, searches in a worker process)")
                await burst(bench, players[0], args.burst)
                await reg.wait()
                await asyncio.sleep(0.1)
                main_size, size = db_size(db)
                print(f"\nSQLite database at the end: {main_size / 1024:.0f} KiB "
                      f"(with -wal/-shm: {size / 1024:.0f} KiB) after "
                      f"{bench.stats.games} games")
            problems = fake.problems()
    if errors or problems:
        print(f"\nPROBLEMS: bot errors={[r.getMessage()[:200] for r in errors[:5]]} "
              f"fake={problems[:5]}")
        return 1
    return 0


def db_size(db: Path) -> tuple[int, int]:
    """Size of the database file, and with its -wal/-shm files."""
    files = [p for p in db.parent.iterdir() if p.name.startswith(db.name)]
    return db.stat().st_size, sum(p.stat().st_size for p in files)


def report(fake: FakeDiscord, st: Stats, wall: float, args: argparse.Namespace) -> None:
    ms = 1000.0
    lat = st.click_latency
    edits = table_edits_per_game(fake, st)
    hand_edits = sum(1 for r in fake.requests
                     if r.method == "PATCH" and r.path.startswith("/webhooks/"))
    print(f"load: {st.games} games in {args.channels} channels, edit_gap={args.edit_gap:g} s, "
          f"turn timer off, wall {wall:.1f} s")
    print(f"  clicks: {st.clicks} ({st.clicks / wall:.1f} clicks/s); "
          f"slash commands: {st.slashes} (of which /uno hand after a stale hand: "
          f"{st.stale_hands}); interactions/s {(st.clicks + st.slashes) / wall:.1f}")
    print(f"  click -> ack latency: p50 {pct(lat, .5) * ms:.1f} ms  p95 {pct(lat, .95) * ms:.1f} ms"
          f"  p99 {pct(lat, .99) * ms:.1f} ms  max {max(lat) * ms:.1f} ms  "
          f"(mean {statistics.fmean(lat) * ms:.1f} ms)")
    sl = st.slash_latency
    print(f"  slash -> ack latency: p50 {pct(sl, .5) * ms:.1f} ms  p95 {pct(sl, .95) * ms:.1f} ms"
          f"  max {max(sl) * ms:.1f} ms")
    print(f"  per game: actions (engine versions) {statistics.fmean(st.actions):.1f}, "
          f"clicks {statistics.fmean(st.clicks_per_game):.1f}, "
          f"table message edits {statistics.fmean(edits):.1f} "
          f"(ratio edits/actions {sum(edits) / max(1, sum(st.actions)):.2f}), "
          f"hands {statistics.fmean(st.hands):.2f}, "
          f"hand refresh edits {hand_edits / max(1, st.games):.1f}")
    print(f"  games/min: {st.games / wall * 60:.1f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=20, help="matches to play (default 20)")
    ap.add_argument("--channels", type=int, default=4, help="concurrent channels (default 4)")
    ap.add_argument("--burst", type=int, default=25, help="clicks in the storm (default 25)")
    ap.add_argument("--edit-gap", type=float, default=1.0,
                    help="minimum seconds between table edits (bot default 1.0)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--ai-tables", type=int, default=0,
                    help="more channels where three strong AI seats think meanwhile")
    args = ap.parse_args()
    sys.exit(asyncio.run(main_async(args)))


if __name__ == "__main__":
    main()
