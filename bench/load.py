"""Load benchmark (not a test): the real bot as a process against the tests' fake Discord,
side by side with a baseline sending the same Discord traffic without the game.

    python -m bench.load                                  # SQLite, 1 / 16 / 64 in flight
    python -m bench.load --seconds 8 --postgres postgresql://127.0.0.1/test
    python -m bench.load --profile /tmp/bot.prof          # the bot under cProfile
    python -m bench.load --two --ai-tables 3              # + two processes; AI tables beside

The fake Discord and the click driver run in this process; the bot runs as the real
``python -m bot`` (database in a temporary directory, or ``--postgres URL``), as it would
in a deployment, so the fake's and the driver's costs are not counted in the bot's core.

* **bot**: N channels, each with a match (3-4 players, official rules, target 100, no turn
  timer) played by the driver as fast as the bot answers: the player to act presses a
  random enabled move on their ephemeral hand (pickers answered by a second click, UNO!
  pressed when offered); who acts next is read from the answer ("It's X's turn." / "Your
  turn"), and that player waits for the bot to refresh their open hand message to the new
  state (up to ``--patience``, 1 s) before running ``/uno hand``. A finished match is
  followed by a new one.
* **baseline** (after the bot, level by level): a minimal discord.py client in its own
  process (no rules, no database, no drawing) behind the same fake, making per action the
  requests the bot made per action at that level (``Mix``, measured just before): each
  channel's members click cards on their ephemeral hands; an action is answered with an
  update of the hand (type 7, embed and buttons of the bot's hands' size), then hands of
  other members refreshed by webhook, the table message edited (embed, buttons and a
  picture of the bot's picture's size), turn pings created and deleted, each in the bot's
  proportion; as many clicks that are not actions as the bot answered per action (a new
  hand, type 4, as ``/uno hand``; a Wild's first click, as a picker). Its members wait for
  their hands as the bot's players do.

For each level N (interactions in flight = N channels each waiting for one answer) the
rates are counted over ``--seconds`` after a ``--warmup``:

* **actions/s**: accepted engine actions (the answer carries a newer state version). The
  bot commits each to the database before it answers, so these are persisted actions.
* **interactions/s**: every interaction answered (clicks, ``/uno hand``, lobby clicks).
* **latency** click -> answer p50/p95/p99/max: from the fake creating the interaction to
  the bot's callback reaching it (the fake's clock), for the game clicks.
* **REST/action**: every request the bot made to the fake (interaction callbacks, table
  edits, hand refreshes, pings, results) divided by the actions.
* **memory per live game**: the bot process's RSS growth between the first level and the
  last, over the games added (it includes caches that fill as the bot works, so it is an
  upper bound).
* **CPU**: share of a core used by the bot (or baseline) process, and by this one (the
  fake and the driver), with the bot's CPU milliseconds per action: on a busy machine the
  rates move with the other jobs, the CPU cost per action much less.

``--two`` runs the bot a second time as two processes on one database, each holding one
of two shards (``UNO_SHARD_COUNT=2``, ``UNO_SHARDS``), with a guild on each shard and the
channels of each level spread over both. ``--ai-tables K`` adds K tables of one member and
three strong AI seats, played throughout (their AI searches run in the bot's worker
process, whose CPU is not counted in the bot's); their clicks are not measured.
``--loop-probe`` has the bot log its event loop's lag and collector pauses
(``UNO_LOOP_PROBE``, bot/probes/loop.py), summed up after each level. ``--memory FRAMES``
has it trace its allocations (``UNO_MEMORY_PROBE``, bot/probes/memory.py): what grew per
live game added between the levels, by allocating stack.

The last line: ``load: baseline=N/s bot=N/s ratio=0.NN p99_16=N ms
rest_per_action=bot:N.NN,baseline:N.NN`` (SQLite, one process, 64 in flight for the rates
and the requests per action; p99 of the game clicks at 16 in flight); before it ``load:
cpu_per_action=bot:N.NN,baseline:N.NN ms`` (and ``load: two_processes=N/s`` with ``--two``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import io
import json
import logging
import os
import random
import re
import shutil
import signal
import sys
import tempfile
import time
import tracemalloc
from collections import Counter, defaultdict
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import asdict, dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, cast

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import discord  # noqa: E402

from bot.local.server.http import JSON  # noqa: E402
from bot.local.server.state import FakeInteraction, StoredMessage  # noqa: E402
from bot.local.server.validate import FLAG_LOADING  # noqa: E402
from bot.probes import memory as memory_probe  # noqa: E402
from tests.e2e.seated import SeededRandom, picks, version_of  # noqa: E402
from tests.fakediscord import (  # noqa: E402
    BotProcess,
    Driver,
    FakeChannel,
    FakeDiscord,
    FakeUser,
    Message,
)
from tests.fakediscord.views import walk_components  # noqa: E402
from tests.pgschema import throwaway_schema  # noqa: E402

ANSWER_TIMEOUT = 4.0  # the fake expires an interaction after 3 s
TURN = re.compile(r"It's (.+?)'s turn\.")


# --------------------------------------------------------------------------- baseline
# The baseline is the bot's Discord traffic without the game: per action it sends what the
# bot sent per action at the same level (measured in this run, ``Mix``), with payloads
# shaped and sized like the bot's (captured from the fake's request log: a hand ~1.5 KB of
# embed and buttons, a table edit ~1.4 KB of embed and buttons with a ~52 KB picture, a turn
# ping ~0.4 KB), and no rules, database or drawing.
BASELINE_TEMPLATE = r"bench:(?P<kind>hand|play|pick):(?P<n>\d+)\.(?P<table>\d+):(?P<card>\w+)"
TABLE_TITLE = "UNO \u2014 bench"
# the baseline hand's buttons (code, label, style): four cards, a Wild (the bot answers it
# with a picker first) and Draw: a hand's payload about the bot's mean (~1.5-1.7 kB)
HAND_CARDS = (("r3", "Red 3", 4), ("yS", "Yellow Skip", 2), ("g2", "Green 2", 3),
              ("b8", "Blue 8", 1))
PICK_CARD = "W"
EMOJI_ID = 1577441098085695488  # a snowflake as long as the card emoji's: payload size only


@dataclass
class Mix:
    """What the bot did per accepted action at one level, which the baseline repeats:
    answers that were not an action (``new_hands``: type 4, a hand opened by /uno hand or a
    lobby posted; ``picks``: any other, a picker's first step, a lobby click), hands
    refreshed by webhook, table edits, attachments (on the table edits) and their mean size,
    messages created (turn pings, results) and deleted (the last ping). The defaults are the
    bot's at 64 in flight in session 9 (bench/README.md); the bench passes the measured
    ones."""

    new_hands: float = 0.03
    picks: float = 0.09
    wh_edit: float = 1.12
    edit_message: float = 0.12
    files: float = 0.12
    file_bytes: int = 50_000
    create_message: float = 0.05
    delete_message: float = 0.04

    @classmethod
    def of(cls, r: Result) -> Mix:
        a = max(1, r.actions)
        answers = sum(r.callbacks.values())
        return cls(new_hands=r.callbacks[4] / a,
                   picks=max(0, answers - r.callbacks[4] - r.actions) / a,
                   wh_edit=r.rest["wh_edit"] / a, edit_message=r.rest["edit_message"] / a,
                   files=r.files / a, file_bytes=r.file_bytes // max(1, r.files),
                   create_message=r.rest["create_message"] / a,
                   delete_message=r.rest["delete_message"] / a)

    def __str__(self) -> str:
        return (f"per action: an answer (type 7), {self.new_hands:.2f} hands opened (type 4), "
                f"{self.picks:.2f} pickers (type 7), {self.wh_edit:.2f} hands refreshed, "
                f"{self.edit_message:.2f} table edits ({self.files:.2f} pictures of "
                f"{self.file_bytes / 1000:.0f} kB), {self.create_message:.2f} messages "
                f"created, {self.delete_message:.2f} deleted")


class Rows(discord.ui.View):
    """Buttons as the component rows sent (as the bot's ``SentButtons``): built once per
    table, born finished so discord.py keeps nothing of them; clicks come back through
    ``BenchButton``'s template."""

    def __init__(self, rows: list[list[dict[str, Any]]]) -> None:
        super().__init__(timeout=None)
        self.rows = [{"type": 1, "components": row} for row in rows]

    def to_components(self) -> list[dict[str, Any]]:
        return self.rows

    def is_finished(self) -> bool:
        return True


def button(custom_id: str, label: str, style: int = 2, emoji: str | None = None
           ) -> dict[str, Any]:
    out: dict[str, Any] = {"type": 2, "style": style, "disabled": False, "label": label,
                           "custom_id": custom_id}
    out["emoji"] = ({"id": EMOJI_ID, "name": f"uno_v1_{emoji}"} if emoji is not None
                    else {"id": None, "name": "\U0001f0cf"})
    return out


@dataclass
class Hand:
    name: str
    webhook: discord.Webhook  # the interaction's that opened it: its @original is the hand


@dataclass
class BenchTable:
    """A channel of the baseline: its table message, its members' hands (in the order they
    were opened: the turn order), its turn pings, the buttons of its messages."""

    n: int
    channel_id: int
    message_id: int = 0
    hands: dict[int, Hand] = field(default_factory=dict)
    pings: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        key = f"{self.n}.{self.channel_id}"
        cards = [button(f"bench:play:{key}:{code}", label, style, code)
                 for code, label, style in HAND_CARDS]
        self.hand_rows = Rows([cards[:2], cards[2:], [
            button(f"bench:pick:{key}:{PICK_CARD}", "Wild", 2, PICK_CARD)], [
            button(f"bench:play:{key}:draw", "Draw a card")]])
        mine = button(f"bench:hand:{key}:0", "My hand", 1)
        self.table_rows = Rows([[mine], [{"type": 2, "style": 2, "disabled": False,
                                          "label": "Stop (host)",
                                          "custom_id": f"bench:stop:{key}:0"}]])
        self.ping_rows = Rows([[mine]])

    def after(self, user_id: int) -> list[int]:
        """The other members with a hand, in turn order from ``user_id``."""
        order = list(self.hands)
        if user_id not in self.hands:
            return order
        i = order.index(user_id)
        return order[i + 1:] + order[:i]


def hand_embed(turn: str, cards: int = 7) -> discord.Embed:
    return discord.Embed(
        title=f"Your hand \u2014 {cards} cards", color=0x11806A,
        description="Top card: **\U0001f7e9 Green 0** \u00b7 color \U0001f7e9 Green\n"
                    f"{turn}\nYour cards: \U0001f7e5 3 8  \U0001f7e8 S  \U0001f7e9 2  "
                    "\U0001f7e6 4 8  \u2b1b W")


YOUR_TURN = "**Your turn** \u2014 play a card or draw."


def table_embed(turn: int, version: int, picture: bool) -> discord.Embed:
    embed = discord.Embed(
        title=TABLE_TITLE, color=0xFCCD18,
        description="Top card: **<:uno_v1_y1:1577440724931051520> Yellow 1**\nColor: "
                    "**\U0001f7e8 Yellow** \u00b7 Direction: \u27a1\ufe0f clockwise\n"
                    f"Turn: <@{turn}>")
    embed.add_field(name="Players", inline=False, value="\u2022 u0028: 6 cards \u00b7 0 pts\n"
                    "\u2022 u0029: 6 cards \u00b7 0 pts\n\u25b6 u0030: 7 cards \u00b7 0 pts")
    embed.add_field(name="Last moves", inline=False, value=(
        f"Move {version}: u0030 dealt; the first card is <:uno_v1_r7:1577440724276740096> "
        "Red 7.\nu0028 played <:uno_v1_r1:1577440723706314752> Red 1.\nu0029 played "
        "<:uno_v1_y1:1577440724931051520> Yellow 1.\nu0030 drew a card and passed."))
    embed.set_footer(text="Draw pile: 86 \u00b7 discard pile: 14 \u00b7 target 100 points")
    if picture:
        embed.set_image(url="attachment://table.jpeg")
    return embed


class BenchButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
                  template=BASELINE_TEMPLATE):
    """Every button of the baseline: ``hand`` (on the table: a new ephemeral hand, type 4),
    ``pick`` (on a hand: the hand again, type 7, not an action), ``play`` (on a hand: an
    action, answered as the bot answers one, with the requests the bot makes per action)."""

    def __init__(self, custom_id: str, kind: str) -> None:
        super().__init__(discord.ui.Button(custom_id=custom_id))
        self.kind = kind

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[discord.ui.View], match: re.Match[str],
                             /) -> BenchButton:
        return cls(match[0], match["kind"])

    async def callback(self, interaction: discord.Interaction) -> None:
        client = interaction.client
        assert isinstance(client, BaselineClient)
        await client.answer(interaction, self.kind)


class BaselineClient(discord.Client):
    """The same Discord traffic as the bot, without the game (see ``Mix``); the bot's client
    options that change what is sent or kept (no message cache, allowed mentions)."""

    def __init__(self, mix_path: Path) -> None:
        super().__init__(intents=discord.Intents.default(), max_messages=None,
                         allowed_mentions=discord.AllowedMentions(everyone=False, roles=False,
                                                                  users=True))
        self.mix_path = mix_path
        self.mix = Mix()
        self.picture = b""
        self.owed: defaultdict[str, float] = defaultdict(float)  # each request's rate, summed
        self.tables: dict[int, BenchTable] = {}  # channel id -> its table
        self.version = 0

    def load_mix(self) -> None:
        """The mix of the level about to run (the bench writes it, then sends SIGUSR1)."""
        self.mix = Mix(**json.loads(self.mix_path.read_text()))
        if len(self.picture) != self.mix.file_bytes:
            self.picture = os.urandom(self.mix.file_bytes)  # the bot's picture's size

    def due(self, what: str, rate: float | None = None) -> int:
        """How many of a request this action makes: its rate per action, accumulated."""
        self.owed[what] += getattr(self.mix, what) if rate is None else rate
        n = int(self.owed[what])
        self.owed[what] -= n
        return n

    async def setup_hook(self) -> None:
        self.add_dynamic_items(BenchButton)
        self.load_mix()
        asyncio.get_running_loop().add_signal_handler(signal.SIGUSR1, self.load_mix)

    async def on_ready(self) -> None:
        for guild in self.guilds:
            for n, channel in enumerate(guild.text_channels):
                if channel.id in self.tables:
                    continue
                table = self.tables[channel.id] = BenchTable(n, channel.id)
                msg = await channel.send(embed=table_embed(self.user.id if self.user else 0,
                                                           0, False), view=table.table_rows)
                table.message_id = msg.id

    async def answer(self, interaction: discord.Interaction, kind: str) -> None:
        table = self.tables[interaction.channel_id or 0]
        user = interaction.user
        if kind == "hand":
            await interaction.response.send_message(
                embed=hand_embed(YOUR_TURN), view=table.hand_rows, ephemeral=True)
            table.hands.pop(user.id, None)
            table.hands[user.id] = Hand(user.name, interaction.followup)
            return
        if kind == "pick":
            await interaction.response.edit_message(embed=hand_embed(YOUR_TURN),
                                                    view=table.hand_rows)
            return
        # an action: the answer names who acts next, whose hand is refreshed first
        self.version += 1
        refreshed = self.due("wh_edit")
        others = table.after(user.id)
        targets = [others[i % len(others)] for i in range(refreshed)] if others else []
        nxt = table.hands[targets[0]].name if targets else None
        await interaction.response.edit_message(
            embed=hand_embed(YOUR_TURN if nxt is None else f"It's {nxt}'s turn.", 6),
            view=table.hand_rows)
        for i, uid in enumerate(targets):
            hand = table.hands[uid]
            await hand.webhook.edit_message(
                cast(int, "@original"), view=table.hand_rows,
                embed=hand_embed(YOUR_TURN if i == 0 else f"It's {nxt}'s turn."))
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        for _ in range(self.due("edit_message")):
            # the bot's pictures per table edit (~1: its results' pictures are counted too)
            pictures = min(10, self.due("files", self.mix.files / max(self.mix.edit_message,
                                                                      1e-9)))
            files = [discord.File(io.BytesIO(self.picture), f"table{i or ''}.jpeg")
                     for i in range(pictures)]
            await channel.get_partial_message(table.message_id).edit(
                embed=table_embed(targets[0] if targets else user.id, self.version,
                                  bool(files)), view=table.table_rows, attachments=files)
        for _ in range(self.due("create_message")):
            ping = await channel.send(
                f"<@{targets[0] if targets else user.id}>, it's your turn.",
                view=table.ping_rows)
            table.pings.append(ping.id)
        self.owed["delete_message"] += self.mix.delete_message
        while self.owed["delete_message"] >= 1 and table.pings:  # else another table's
            self.owed["delete_message"] -= 1
            await channel.get_partial_message(table.pings.pop(0)).delete()


def serve_baseline() -> int:
    """The baseline process: the bot's settings from the environment, no database."""
    from bot.client import apply_endpoints
    from bot.config import load_settings

    settings = load_settings(os.environ)
    apply_endpoints(settings)
    client = BaselineClient(Path(os.environ["BENCH_BASELINE_MIX"]))
    client.run(settings.token, log_handler=None)
    return 0


class BenchProcess(BotProcess):
    """``python [-m cProfile -o PATH] -m <module> [args]`` with the bot's environment."""

    def __init__(self, fake: FakeDiscord, workdir: Path, *, module: str = "bot",
                 args: Sequence[str] = (), profile: Path | None = None,
                 env: dict[str, str] | None = None) -> None:
        super().__init__(fake, workdir, env=env)
        self.module = module
        self.args = tuple(args)
        self.profile = profile

    async def start(self, *, wait_ready: bool = True, timeout: float = 30.0) -> None:  # noqa: ASYNC109
        identifies, puts = self.fake.identifies, len(self.fake.command_puts)
        prefix = ("-m", "cProfile", "-o", str(self.profile)) if self.profile else ()
        with self.log_path.open("ab") as log_file:
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable, *prefix, "-m", self.module, *self.args, cwd=self.workdir,
                env=self.environment(), stdin=asyncio.subprocess.DEVNULL, stdout=log_file,
                stderr=log_file)
        if wait_ready:
            await self.wait_ready(identifies, puts, timeout)

    def cpu(self) -> float:
        """CPU seconds the process used so far (user + system)."""
        if self.proc is None or self.proc.returncode is not None:
            return 0.0
        fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def rss(self) -> int:
        """Resident memory of the process, bytes."""
        assert self.proc is not None
        return memory_probe.rss(self.proc.pid)


class BenchFake(FakeDiscord):
    """The fake, telling the driver when a message is edited (a hand refreshed), so a
    waiting player costs nothing until then."""

    def __init__(self) -> None:
        super().__init__(populate=False)
        self.watchers: dict[int, asyncio.Event] = {}

    async def edit_message(self, message: StoredMessage, payload: JSON, **kwargs: Any
                           ) -> StoredMessage:
        edited = await super().edit_message(message, payload, **kwargs)
        event = self.watchers.get(message.id)
        if event is not None:
            event.set()
        return edited

    async def edited(self, message_id: int, ready: Callable[[], bool],
                     timeout: float) -> bool:  # noqa: ASYNC109
        """Wait until ``ready()`` (re-checked after each edit of the message) or timeout."""
        if ready():
            return True
        event = self.watchers[message_id] = asyncio.Event()
        try:
            async with asyncio.timeout(timeout):
                while not ready():
                    await event.wait()
                    event.clear()
        except TimeoutError:
            return False
        finally:
            self.watchers.pop(message_id, None)
        return True


# ----------------------------------------------------------------------------- figures
@dataclass
class Sample:
    kind: str  # "move" (a game click), "hand" (/uno hand), "other" (lobby, next hand)
    created: float  # loop time the fake created it
    acked: float
    advanced: bool  # a move whose answer carries a newer state version


@dataclass
class Recorder:
    samples: list[Sample] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)

    def window(self, t0: float, t1: float) -> list[Sample]:
        return [s for s in self.samples if t0 <= s.acked < t1]


async def answered(raw: FakeInteraction) -> None:
    """Wait for the fake to record the answer (or give up after Discord's deadline)."""
    with contextlib.suppress(TimeoutError):
        async with asyncio.timeout(ANSWER_TIMEOUT):
            await raw.acknowledged.wait()


def created_at(fake: FakeDiscord, raw: FakeInteraction) -> float:
    return raw.deadline - fake.ack_deadline


class Level:
    """One measured window: N loops, each keeping one interaction in flight."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.stop = asyncio.Event()


# ------------------------------------------------------------------------------ drivers
class Clicker:
    """The baseline's members in one channel, played as the bot's game is: the member to
    act clicks a card on their ephemeral hand (an action); the answer names who acts next,
    who waits for their hand to be refreshed (up to ``patience``, else opens a new one). As
    many clicks that are not actions as the bot had per action (``Mix.new_hands``: a new hand
    from the table's button, as /uno hand; ``Mix.picks``: the Wild first, as a picker)."""

    def __init__(self, fake: BenchFake, driver: Driver, rec: Recorder, channel: FakeChannel,
                 users: list[FakeUser], seed: int, patience: float) -> None:
        self.fake, self.driver, self.rec = fake, driver, rec
        self.channel, self.users, self.patience = channel, users, patience
        self.by_name = {u.username: u for u in users}
        self.rng = random.Random(seed)
        self.table = next(m for m in channel.messages.values()
                          if m.embeds and m.embeds[0].get("title") == TABLE_TITLE)
        cid = next(c["custom_id"] for _, c in walk_components(self.table.components)
                   if c.get("custom_id", "").startswith("bench:hand:"))
        self.key = cid.split(":")[2]
        self.hands: dict[int, int] = {}  # user id -> their hand message id
        self.actor = users[0]
        self.mix = Mix()
        self.owed_hands = self.owed_picks = 0.0

    @property
    def ready(self) -> bool:
        return len(self.hands) == len(self.users)

    async def click(self, user: FakeUser, msg: int, custom_id: str) -> FakeInteraction:
        it = await self.driver.click(user, msg, custom_id=custom_id, wait=False)
        await answered(it.raw)
        if it.raw.acked_at is None:
            raise RuntimeError(f"not answered in time: {it.raw.name}")
        return it.raw

    async def open_hand(self, user: FakeUser) -> None:
        raw = await self.click(user, self.table.id, f"bench:hand:{self.key}:0")
        record(self.fake, self.rec, raw, "hand")
        assert raw.original_message_id is not None
        self.hands[user.id] = raw.original_message_id

    async def run(self, level: Level) -> None:
        for user in self.users:  # before the level's warm-up (not measured)
            if user.id not in self.hands:
                await self.open_hand(user)
        while not level.stop.is_set():
            try:
                await self.act()
            except Exception as exc:  # noqa: BLE001 - a bench keeps going, and says so
                self.rec.failures.append(f"{self.channel.name}: {type(exc).__name__}: {exc}"
                                         [:300])
                await asyncio.sleep(0.2)

    async def act(self) -> None:
        user = self.actor
        self.owed_hands += self.mix.new_hands
        self.owed_picks += self.mix.picks
        while self.owed_hands >= 1:
            self.owed_hands -= 1
            await self.open_hand(user)
        hand = self.hands[user.id]
        while self.owed_picks >= 1:
            self.owed_picks -= 1
            raw = await self.click(user, hand, f"bench:pick:{self.key}:{PICK_CARD}")
            record(self.fake, self.rec, raw, "move")
        before = {uid: self.fake.message(mid).edits for uid, mid in self.hands.items()}
        code = self.rng.choice(HAND_CARDS)[0]
        raw = await self.click(user, hand, f"bench:play:{self.key}:{code}")
        record(self.fake, self.rec, raw, "move", advanced=True)
        turn = TURN.search(self.fake.message(hand).embeds[0].get("description", ""))
        nxt = self.by_name[turn[1]] if turn is not None else user
        self.actor = nxt
        if nxt is user:
            return
        mid = self.hands[nxt.id]
        stored = self.fake.message(mid)
        if not await self.fake.edited(mid, lambda: stored.edits > before[nxt.id],
                                      self.patience):
            self.owed_hands -= 1  # as the bot's player: /uno hand (counted in the mix)
            await self.open_hand(nxt)


def record(fake: FakeDiscord, rec: Recorder, raw: FakeInteraction, kind: str, *,
           advanced: bool = False) -> None:
    if raw.acked_at is None:
        rec.failures.append(f"not answered: {raw.name}")
        return
    rec.samples.append(Sample(kind, created_at(fake, raw), raw.acked_at, advanced))


class Game:
    """The driver of one channel: plays matches in it one after another."""

    def __init__(self, fake: BenchFake, driver: Driver, rec: Recorder, channel: FakeChannel,
                 users: list[FakeUser], seed: int, patience: float) -> None:
        self.fake, self.driver, self.rec = fake, driver, rec
        self.channel = channel
        self.users = users
        self.patience = patience
        self.by_name = {u.username: u for u in users}
        self.rng = random.Random(seed)
        self.policy = SeededRandom(self.rng, uno=0.9)
        self.seated: list[FakeUser] = []
        self.host: FakeUser | None = None
        self.actor: FakeUser | None = None
        self.version = -1
        self.hands: dict[int, int] = {}  # user id -> their latest hand message id
        self.live = False

    async def interact(self, kind: str, user: FakeUser, msg: int | None, *,
                       label: str | None = None, custom_id: str | None = None,
                       command: str = "", options: dict[str, object] | None = None
                       ) -> FakeInteraction:
        if msg is None:
            it = await self.driver.slash(user, command, options, channel=self.channel,
                                         wait=False)
        else:
            it = await self.driver.click(user, msg, label, custom_id=custom_id, wait=False)
        edits = self.fake.message(msg).edits if msg is not None else 0
        await answered(it.raw)
        if kind != "move":
            record(self.fake, self.rec, it.raw, kind)
        raw = it.raw
        if raw.acked_at is None:
            raise RuntimeError(f"not answered in time: {raw.name}")
        if raw.ack_type in (5, 6):  # deferred by the bot's guard: the answer follows
            target = raw.original_message_id
            assert target is not None
            stored = self.fake.message(target)
            done = await self.fake.edited(target, lambda: (
                not stored.flags & FLAG_LOADING if raw.ack_type == 5
                else stored.edits > edits), timeout=10)
            if not done:
                raise RuntimeError(f"deferred and never completed: {raw.name}")
        return raw

    async def run(self, level: Level) -> None:
        while not level.stop.is_set():
            try:
                if not self.live:
                    await self.new_match()
                else:
                    await self.move()
            except Exception as exc:  # noqa: BLE001 - a bench keeps going, and says so
                self.rec.failures.append(f"{self.channel.name}: {type(exc).__name__}: {exc}"
                                         [:300])
                await self.abandon()

    async def abandon(self) -> None:
        """After a failure (an answer too late...): stop the game, the next one starts
        afresh."""
        self.live = False
        await asyncio.sleep(0.2)
        if self.host is not None:
            with contextlib.suppress(Exception):
                await self.interact("other", self.host, None, command="/uno stop")

    async def new_match(self) -> None:
        n = self.rng.choice((3, 4))
        self.seated = self.users[:n]
        self.host = self.seated[0]
        self.hands.clear()
        start = await self.interact("other", self.host, None, command="/uno start", options={
            "preset": "official", "target": 100, "turn_timer": 0})
        lobby = start.original_message_id
        assert lobby is not None, "no lobby message"
        for u in self.seated[1:]:
            await self.interact("other", u, lobby, label="Join")
        await self.interact("other", self.host, lobby, label="Start (host)")
        self.live = True
        await self.find_actor(self.host)

    async def find_actor(self, asker: FakeUser) -> None:
        """Whose turn: ``asker`` opens their hand, which says it."""
        msg = await self.open_hand(asker)
        self.read(asker, msg)

    async def open_hand(self, user: FakeUser) -> Message:
        raw = await self.interact("hand", user, None, command="/uno hand")
        assert raw.original_message_id is not None
        self.hands[user.id] = raw.original_message_id
        return self.driver.get(raw.original_message_id)

    def read(self, user: FakeUser, msg: Message) -> None:
        """Who acts next and at which version, from ``user``'s hand as the bot answered."""
        text = msg.text
        version = version_of(msg)
        if version is not None:
            self.version = version
        if "**Your turn" in text or "Name the color" in text or "hits you" in text \
                or "Draw stack" in text:
            self.actor = user
        elif (m := TURN.search(text)) is not None:
            self.actor = self.by_name[m[1]]
        else:
            self.actor = None  # the hand is over, or the match

    async def move(self) -> None:
        if self.actor is None:
            await self.after_hand()
            return
        user = self.actor
        mid = self.hands.get(user.id)
        version = self.version
        if mid is None or not await self.fake.edited(
                mid, lambda: version_of(self.driver.get(mid)) == version, self.patience):
            msg = await self.open_hand(user)
            self.read(user, msg)
            if self.actor is not user:
                return
        else:
            msg = self.driver.get(mid)
        before = self.version
        cid = self.policy.move(msg)
        raw = await self.interact("move", user, msg.id, custom_id=cid)
        answer = self.driver.get(msg.id)
        for _ in range(2):  # a color picker, then maybe a target picker
            options = picks(answer)
            if not options or version_of(answer) != before:
                break
            record(self.fake, self.rec, raw, "move")
            raw = await self.interact("move", user, answer.id, custom_id=self.policy.pick(options))
            answer = self.driver.get(msg.id)
        self.read(user, answer)
        if "out of date" in answer.text:
            self.actor = None
            await self.find_actor(user)
            record(self.fake, self.rec, raw, "move")
            return
        record(self.fake, self.rec, raw, "move", advanced=self.version != before)

    async def after_hand(self) -> None:
        """The hand is over: the host presses Next hand, or the match is over."""
        host = self.host
        assert host is not None

        def next_button() -> int | None:
            for m in reversed(self.channel.messages.values()):
                for c in (m.components or []):
                    for b in c.get("components") or []:
                        if b.get("label") == "Next hand" and not b.get("disabled"):
                            return m.id
            return None

        def over() -> bool:
            return any(m.content.startswith("The match is over")
                       for m in (self.fake.message(i) for i in self.hands.values()))

        await self.fake.wait_for(lambda: next_button() is not None or over(), timeout=10,
                                 what="Next hand or the match's end")
        if over():
            self.live = False
            return
        mid = next_button()
        assert mid is not None
        await self.interact("other", host, mid, label="Next hand")
        await self.find_actor(host)


class AiGame(Game):
    """A table of one member and three strong AI seats, match after match: the member plays
    their turns; while an AI seat is to act they wait for their hand to move on (the AI
    seats search in the bot's worker process meanwhile). Not measured: the load beside."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.ai_turn = False
        self.ai_moves = 0  # state versions the AI seats advanced, as the member saw them

    async def new_match(self) -> None:
        self.seated = self.users[:1]
        self.host = self.seated[0]
        self.hands.clear()
        start = await self.interact("other", self.host, None, command="/uno start", options={
            "preset": "official", "target": 100, "turn_timer": 0, "ai": 3,
            "ai_level": "strong"})
        lobby = start.original_message_id
        assert lobby is not None, "no lobby message"
        await self.interact("other", self.host, lobby, label="Start (host)")
        self.live = True
        await self.find_actor(self.host)

    def read(self, user: FakeUser, msg: Message) -> None:
        turn = TURN.search(msg.text)
        self.ai_turn = turn is not None and turn[1] not in self.by_name
        if not self.ai_turn:
            super().read(user, msg)
            return
        self.actor = None
        version = version_of(msg)
        if version is not None:
            self.version = version

    async def move(self) -> None:
        if not self.ai_turn:
            await super().move()
            return
        user = self.host
        assert user is not None
        mid, version = self.hands.get(user.id), self.version
        if mid is None or not await self.fake.edited(
                mid, lambda: version_of(self.driver.get(mid)) != version, self.patience):
            msg = await self.open_hand(user)
        else:
            msg = self.driver.get(mid)
        self.read(user, msg)
        self.ai_moves += max(0, self.version - version)


# ------------------------------------------------------------------------------ systems
@dataclass
class Result:
    name: str
    n: int
    seconds: float
    actions: int
    interactions: int
    latencies: list[float]  # game clicks, seconds
    rest: Counter[str]
    cpu_bot: float  # share of one core used by the bot (or baseline) process
    cpu_fake: float  # by this process: the fake and the driver
    callbacks: Counter[int] = field(default_factory=Counter)  # the answers by type
    files: int = 0  # attachments sent
    file_bytes: int = 0  # their bytes
    body_bytes: int = 0  # the requests' JSON bodies (payload_json of a multipart one)
    live_games: int = 0

    @property
    def rest_per_action(self) -> float:
        return sum(self.rest.values()) / max(1, self.actions)

    @property
    def cpu_per_action(self) -> float:
        """CPU ms of the bot's (or baseline's) process per action."""
        return self.cpu_bot * self.seconds / max(1, self.actions) * 1000

    @property
    def rate(self) -> float:
        return self.actions / self.seconds

    def p(self, q: float) -> float:
        if not self.latencies:
            return float("nan")
        s = sorted(self.latencies)
        return s[min(len(s) - 1, int(q * len(s)))] * 1000


async def measure(fake: FakeDiscord, rec: Recorder,
                  loops: Sequence[Callable[[Level], Coroutine[Any, Any, None]]],
                  name: str, warmup: float, seconds: float, proc: BenchProcess | Processes,
                  started: Callable[[], bool] = lambda: True) -> Result:
    level = Level(len(loops))
    # This process (the fake and the driver) keeps every request and message: its
    # collector's full passes took 100-360 ms, and every click in flight then waited for
    # them (most of the p99 at 16 in flight). Off from before the level's games start
    # (collected first, 1.0-1.6 s on a busy machine, while no interaction is in flight:
    # collected once the games had started, a game's first /uno hand waited for it and
    # was twice seen answered after 3 s) to its end: the instrument's pauses are not
    # the bot's.
    gc.collect()
    gc.disable()
    tasks = [asyncio.create_task(run(level)) for run in loops]
    loop = asyncio.get_running_loop()
    # new games are opened first (lobby clicks, not counted): then the warm-up
    with contextlib.suppress(AssertionError):
        await fake.wait_for(started, timeout=60, what="every game to start")
    await asyncio.sleep(warmup)
    t0 = loop.time()
    cpu0, own0 = proc.cpu(), time.process_time()
    first_request = len(fake.requests)
    await asyncio.sleep(seconds)
    t1 = loop.time()
    cpu1, own1 = proc.cpu(), time.process_time()
    last_request = len(fake.requests)
    gc.enable()
    level.stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    window = rec.window(t0, t1)
    moves = [s for s in window if s.kind == "move"]
    requests = fake.requests[first_request:last_request]
    rest: Counter[str] = Counter((r.route or "?").removeprefix("_r_") for r in requests)
    result = Result(name, level.n, t1 - t0, sum(s.advanced for s in moves), len(window),
                    [s.acked - s.created for s in moves], rest, (cpu1 - cpu0) / (t1 - t0),
                    (own1 - own0) / (t1 - t0))
    for r in requests:
        if r.route == "_r_callback" and isinstance(r.body, dict):
            result.callbacks[r.body.get("type") or 0] += 1
        if r.body is not None:
            result.body_bytes += len(json.dumps(r.body))
        if r.files and isinstance(r.response, dict):
            message = r.response.get("resource", {}).get("message") or r.response
            sent = [a for a in message.get("attachments") or [] if a["filename"] in r.files]
            result.files += len(sent)
            result.file_bytes += sum(a.get("size", 0) for a in sent)
    return result


def fresh_fake(channels: int, *, shards: int = 1, ai_tables: int = 0
               ) -> tuple[BenchFake, list[FakeChannel], list[FakeUser], list[FakeChannel]]:
    """The fake with one guild per shard (``shards`` > 1: one on each, so every process
    has games), the measured channels taken from the guilds in turn, and ``ai_tables``
    channels more for the AI tables."""
    fake = BenchFake()
    users = [fake.add_user(f"u{i:04d}") for i in range(4 * channels + ai_tables)]
    total = channels + ai_tables
    guilds = [fake.add_guild(f"Bench {g}", [f"bench-{g}-{i}" for i in range(g, total, shards)],
                             members=users, shard=(g, shards) if shards > 1 else None)
              for g in range(shards)]
    every = [ch for i in range(total) for ch in [guilds[i % shards].text_channels[i // shards]]]
    return fake, every[:channels], users, every[channels:]


async def run_baseline(args: argparse.Namespace, mixes: dict[int, Mix]) -> list[Result]:
    """The baseline at each level, sending per action what the bot sent at that level
    (``mixes``, by level)."""
    fake, channels, users, _ = fresh_fake(max(args.levels))
    # its buttons carry one card emoji, as the bot's do: the application's own (the fake
    # refuses a custom emoji the application does not have, as Discord does)
    fake.emojis.append({"id": str(EMOJI_ID), "name": "uno_v1_bench", "roles": [],
                        "require_colons": True, "managed": False, "animated": False,
                        "available": True})
    results = []
    async with fake:
        with tempfile.TemporaryDirectory(prefix="uno-load-") as tmp:
            mix_path = Path(tmp) / "mix.json"
            first = mixes.get(args.levels[0], Mix())
            mix_path.write_text(json.dumps(asdict(first)))
            proc = BenchProcess(fake, Path(tmp), module="bench.load", args=["--serve-baseline"],
                                env={"BENCH_BASELINE_MIX": str(mix_path)},
                                profile=args.profile_baseline)
            await proc.start(wait_ready=False)
            try:
                await fake.wait_for(lambda: fake.connected and all(
                    any(m.embeds and m.embeds[0].get("title") == TABLE_TITLE
                        for m in ch.messages.values()) for ch in channels),
                    timeout=30, what="the baseline client to post its tables")
                driver = Driver(fake)
                rec = Recorder()
                clickers = [Clicker(fake, driver, rec, ch, users[4 * i:4 * i + 4],
                                    args.seed * 1000 + i, args.patience)
                            for i, ch in enumerate(channels)]
                for n in args.levels:
                    mix = mixes.get(n, first)
                    mix_path.write_text(json.dumps(asdict(mix)))
                    assert proc.proc is not None
                    proc.proc.send_signal(signal.SIGUSR1)  # read before the warm-up ends
                    print(f"  baseline at {n} in flight repeats the bot's mix {mix}")
                    playing = clickers[:n]
                    for c in playing:
                        c.mix = mix
                    results.append(await measure(
                        fake, rec, [c.run for c in playing], "baseline", args.warmup,
                        args.seconds, proc, started=partial(all_ready, playing)))
                    print_result(results[-1])
                report_failures("baseline", rec, fake)
            finally:
                await proc.stop(signal.SIGINT)
                if args.baseline_log is not None:
                    shutil.copyfile(proc.log_path, args.baseline_log)
    return results


class Processes:
    """The bot's processes (one, or one per shard), measured together."""

    def __init__(self, procs: Sequence[BenchProcess]) -> None:
        self.procs = list(procs)

    def cpu(self) -> float:
        return sum(p.cpu() for p in self.procs)

    def rss(self) -> int:
        return sum(p.rss() for p in self.procs)

    async def start(self, fake: FakeDiscord) -> None:
        if len(self.procs) == 1:
            await self.procs[0].start()
            return
        await asyncio.gather(*(p.start(wait_ready=False) for p in self.procs))
        shards = set(range(len(self.procs)))
        await fake.wait_for(lambda: fake.connected and fake.connected_shards == shards
                            or any(p.proc is not None and p.proc.returncode is not None
                                   for p in self.procs),
                            timeout=60, what=f"shards {sorted(shards)} connected")
        for p in self.procs:
            if p.proc is not None and p.proc.returncode is not None:
                raise AssertionError(f"a bot process exited: {p.output()[-600:]}")

    async def stop(self) -> None:
        for p in self.procs:
            if p.proc is not None:
                await p.stop(signal.SIGINT)  # a clean exit: cProfile writes its file


async def run_bot(args: argparse.Namespace, name: str, database: str | None,
                  processes: int = 1) -> list[Result]:
    """The bot (``processes`` > 1: that many processes, each holding one shard of as many,
    on one database) at each level; with ``--ai-tables`` K more tables of strong AI seats
    play meanwhile (their clicks are not counted)."""
    fake, channels, users, ai_channels = fresh_fake(max(args.levels), shards=processes,
                                                    ai_tables=args.ai_tables)
    results = []
    async with fake:
        with tempfile.TemporaryDirectory(prefix="uno-load-") as tmp:
            env = {"UNO_DATABASE": database or str(Path(tmp) / "uno.sqlite3")}
            if args.loop_probe:
                env["UNO_LOOP_PROBE"] = "1"
            if args.memory and name == "bot sqlite":
                env["UNO_MEMORY_PROBE"] = str(Path(tmp) / "memory")
                env["UNO_MEMORY_FRAMES"] = str(args.memory)
            procs = []
            for i in range(processes):
                workdir = Path(tmp) / f"bot-{i}"
                workdir.mkdir()
                shards = {"UNO_SHARD_COUNT": str(processes), "UNO_SHARDS": str(i)} \
                    if processes > 1 else {}
                procs.append(BenchProcess(
                    fake, workdir, env=env | shards,
                    profile=args.profile if name == "bot sqlite" else None))
            bots = Processes(procs)
            try:
                await bots.start(fake)
            except AssertionError as error:
                print(f"{name}: the bot did not start: {str(error)[-600:]}")
                await bots.stop()
                return []
            log_path = procs[0].log_path
            try:
                await quiet(fake, "create_emoji", 2.0)  # the card emoji sync at start-up
                ready_rss = bots.rss()
                driver = Driver(fake, settle_quiet=0.05)
                rec = Recorder()
                games = [Game(fake, driver, rec, ch, users[4 * i:4 * i + 4],
                              args.seed * 1000 + i, args.patience)
                         for i, ch in enumerate(channels)]
                aside = Recorder()  # the AI tables' clicks: not measured
                first_ai = 4 * len(channels)
                ai_games = [AiGame(fake, driver, aside, ch, [users[first_ai + i]],
                                   args.seed * 1000 + 500 + i, args.patience)
                            for i, ch in enumerate(ai_channels)]
                ai_level = Level(len(ai_games))
                ai_runs = [asyncio.create_task(g.run(ai_level)) for g in ai_games]
                memory: list[tuple[int, int]] = []  # (live games, RSS) after each level
                snapshots: list[tuple[tracemalloc.Snapshot, int]] = []  # --memory
                probed = log_path.stat().st_size  # the bot's log read so far
                for n in args.levels:
                    playing = games[:n]
                    ai_before = sum(g.ai_moves for g in ai_games)
                    results.append(await measure(
                        fake, rec, [g.run for g in playing], name, args.warmup, args.seconds,
                        bots, started=partial(all_live, playing)))
                    print_result(results[-1])
                    if ai_games:
                        moves = sum(g.ai_moves for g in ai_games) - ai_before
                        print(f"  meanwhile {len(ai_games)} tables of one member and three "
                              f"strong AI seats: {moves} AI moves during the level "
                              f"(warm-up included; searches in a worker process, its CPU "
                              f"not in the bot's)")
                    if args.loop_probe:
                        print_probe(log_path, probed)
                    probed = log_path.stat().st_size
                    memory.append((sum(g.live for g in games), bots.rss()))
                    if args.memory and name == "bot sqlite":
                        snapshots.append(await memory_snapshot(
                            procs[0], Path(tmp) / f"memory.{len(snapshots) + 1}"))
                ai_level.stop.set()
                await asyncio.gather(*ai_runs, return_exceptions=True)
                (few, rss_few), (many, rss_many) = memory[0], memory[-1]
                results[-1].live_games = many
                per_game = (f"{(rss_many - rss_few) / (many - few) / 1024:.0f} KiB per live "
                            f"game (the growth between the two, over the games added)"
                            if many > few else "no games added")
                print(f"  {name}: memory: RSS {ready_rss / 2**20:.1f} MiB at READY, "
                      f"{rss_few / 2**20:.1f} MiB with {few} live games, "
                      f"{rss_many / 2**20:.1f} MiB with {many}: {per_game}")
                pairs = sorted({(0, len(snapshots) - 1), (len(snapshots) - 2,
                                                          len(snapshots) - 1)})
                for a, b in pairs if len(snapshots) > 1 else ():
                    added = memory[b][0] - memory[a][0]
                    if added > 0:
                        print_memory(snapshots[a], snapshots[b], added,
                                     f"{memory[a][0]} -> {memory[b][0]} live games")
                report_failures(name, rec, fake)
                if aside.failures:
                    print(f"  {name}: AI tables: {len(aside.failures)} driver failures "
                          f"{aside.failures[:2]}")
            finally:
                await bots.stop()
                if args.bot_log is not None:
                    shutil.copyfile(log_path, args.bot_log)
    return results


async def memory_snapshot(proc: BenchProcess, path: Path) -> tuple[tracemalloc.Snapshot, int]:
    """The bot's allocations now, after a full collection (``--memory``: SIGUSR1 to a bot
    started with UNO_MEMORY_PROBE, bot/probes/memory.py), and its RSS then."""
    assert proc.proc is not None
    proc.proc.send_signal(signal.SIGUSR1)
    end = time.monotonic() + 120
    while not path.exists():  # noqa: ASYNC240 - polling a file another process writes
        if time.monotonic() > end:
            raise AssertionError(f"no memory snapshot {path}: {proc.output()[-600:]}")
        await asyncio.sleep(0.2)
    return tracemalloc.Snapshot.load(str(path)), int(path.with_name(path.name + ".rss")
                                                     .read_text())


def print_memory(first: tuple[tracemalloc.Snapshot, int],
                 last: tuple[tracemalloc.Snapshot, int], games: int, what: str,
                 top: int = 25) -> None:
    """What grew between two snapshots, per live game added: in all, and by the line of
    the bot's or a library's code that allocated it (the innermost frame outside the
    stdlib's machinery is what ``lineno`` shows; ``traceback`` groups by the whole stack)."""
    (old, rss_old), (new, rss_new) = first, last
    traced = sum(s.size for s in new.statistics("filename")) - sum(
        s.size for s in old.statistics("filename"))
    print(f"  memory probe, {what}: traced Python memory "
          f"{traced / games / 1024:.1f} KiB per game, RSS {(rss_new - rss_old) / games / 1024:.1f} "
          f"KiB per game (both after a full collection)")
    for stat in new.compare_to(old, "traceback")[:top]:
        frames = [f"{Path(f.filename).name}:{f.lineno}" for f in reversed(stat.traceback)
                  if "/asyncio/" not in f.filename][:6]
        print(f"    {stat.size_diff / games:9.0f} B/game {stat.count_diff / games:7.1f} "
              f"blocks/game  {' < '.join(frames)}")


def all_live(games: Sequence[Game]) -> bool:
    return all(g.live for g in games)


def all_ready(clickers: Sequence[Clicker]) -> bool:
    return all(c.ready for c in clickers)


async def quiet(fake: FakeDiscord, route: str, seconds: float, timeout: float = 60) -> None:  # noqa: ASYNC109
    """Wait until the bot made requests to ``route`` and then none for ``seconds`` (or
    ``timeout`` passed)."""
    def last() -> float | None:
        return max((r.at for r in fake.requests if r.route == "_r_" + route), default=None)

    end = time.monotonic() + timeout
    while time.monotonic() < end:
        at = last()
        if at is not None and time.monotonic() - at >= seconds:
            return
        await asyncio.sleep(0.25)  # noqa: ASYNC110 - polling the request log


def report_failures(name: str, rec: Recorder, fake: FakeDiscord) -> None:
    late = [s for s in rec.samples if s.acked - s.created > 3.0]
    # processes starting together upload the same card emoji: the second is refused the
    # name and takes the one uploaded (bot/plumbing/emoji_sync.py), as
    # tests/e2e/test_shard_processes
    problems = [p for p in fake.problems()
                if not ("/emojis" in str(p) and "already taken" in str(p))]
    if rec.failures or late or problems:
        print(f"  {name}: PROBLEMS: {len(rec.failures)} driver failures "
              f"{rec.failures[:3]}; {len(late)} answers after 3 s; fake: {problems[:3]}")
    else:
        print(f"  {name}: every interaction answered within 3 s, no refusals")


def print_probe(log_path: Path, start: int) -> None:
    """The bot's loop probe lines (``--loop-probe``) logged since ``start`` (bytes): the
    worst period's lag, and the collector's passes of the whole level by generation."""
    with log_path.open("rb") as f:
        f.seek(start)
        lines = [ln.decode(errors="replace") for ln in f if b"loop probe:" in ln]
    worst = max(lines, key=lambda ln: float(ln.split(" max ")[1].split()[0]), default=None)
    if worst is None:
        return
    passes: dict[int, list[tuple[int, float, float]]] = {0: [], 1: [], 2: []}
    for ln in lines:
        for g, n, mean, top in re.findall(
                r"gen(\d) (\d+) x ([\d.]+) ms \(max ([\d.]+)\)", ln):
            passes[int(g)].append((int(n), float(mean), float(top)))
    gcs = " ".join(
        f"gen{g} {sum(n for n, _, _ in p)} x "
        f"{sum(n * m for n, m, _ in p) / max(1, sum(n for n, _, _ in p)):.1f} ms "
        f"(max {max((t for _, _, t in p), default=0):.1f})" for g, p in passes.items())
    lag = worst.split("loop probe: ", 1)[1].split("; gc")[0].strip()
    print(f"  loop probe ({len(lines)} periods of 2 s), worst: {lag}; gc in all: {gcs}")


def print_result(r: Result) -> None:
    actions = max(1, r.actions)
    rest = sum(r.rest.values())
    kinds = ", ".join(f"{k} {v / actions:.2f}" for k, v in r.rest.most_common())
    print(f"{r.name:<16} {r.n:>3} in flight: {r.rate:7.1f} actions/s  "
          f"{r.interactions / r.seconds:7.1f} interactions/s  latency p50 {r.p(.5):6.1f}  "
          f"p95 {r.p(.95):6.1f}  p99 {r.p(.99):6.1f}  max {r.p(1):6.1f} ms  "
          f"CPU bot {r.cpu_bot:.0%} ({r.cpu_per_action:.2f} ms/action) "
          f"fake {r.cpu_fake:.0%}  "
          f"REST/action {rest / actions:.2f} ({kinds}) "
          f"{(r.body_bytes + r.file_bytes) / actions / 1000:.1f} kB/action")


async def main_async(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.WARNING)
    logging.getLogger("bot.local.server").setLevel(logging.CRITICAL)  # counted, not printed
    print(f"load: levels {args.levels}, {args.seconds:g} s each after {args.warmup:g} s "
          f"warm-up; fake + driver in this process, bot and baseline in their own")
    bot = await run_bot(args, "bot sqlite", None)
    # the baseline repeats what the bot sent per action at each level: measured just above
    mixes = {r.n: Mix.of(r) for r in bot}
    baseline = [] if args.no_baseline or not bot else await run_baseline(args, mixes)
    two = await run_bot(args, "bot sqlite x2", None, processes=2) if args.two else []
    if args.postgres:
        async with throwaway_schema(args.postgres) as url:
            await run_bot(args, "bot postgres", url)
        if args.two:
            async with throwaway_schema(args.postgres) as url:
                await run_bot(args, "bot postgres x2", url, processes=2)
    if not baseline or not bot:
        return 1
    b64 = next((r for r in baseline if r.n == max(args.levels)), baseline[-1])
    o64 = next((r for r in bot if r.n == max(args.levels)), bot[-1])
    o16 = next((r for r in bot if r.n == 16), o64)
    t64 = next((r for r in two if r.n == max(args.levels)), None)
    if t64 is not None:
        print(f"load: two_processes={t64.rate:.0f}/s")
    # on a shared machine the rates follow the other jobs; the CPU per action much less
    print(f"load: cpu_per_action=bot:{o64.cpu_per_action:.2f},baseline:"
          f"{b64.cpu_per_action:.2f} ms (the ratio on equal CPU: "
          f"{b64.cpu_per_action / max(o64.cpu_per_action, 1e-9):.2f})")
    print(f"load: baseline={b64.rate:.0f}/s bot={o64.rate:.0f}/s "
          f"ratio={o64.rate / b64.rate:.2f} p99_16={o16.p(.99):.0f} ms "
          f"rest_per_action=bot:{o64.rest_per_action:.2f},baseline:{b64.rest_per_action:.2f}")
    return 0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--levels", type=lambda s: [int(x) for x in s.split(",")],
                    default=[1, 16, 64], help="interactions in flight (default 1,16,64)")
    ap.add_argument("--seconds", type=float, default=6.0, help="measured per level")
    ap.add_argument("--warmup", type=float, default=2.0, help="before each level")
    ap.add_argument("--postgres", metavar="URL", help="also run the bot on this database")
    ap.add_argument("--profile", type=Path, help="run the SQLite bot under cProfile, to PATH")
    ap.add_argument("--profile-baseline", type=Path, metavar="PATH",
                    help="run the baseline under cProfile, to PATH")
    ap.add_argument("--patience", type=float, default=1.0,
                    help="how long a player waits for the bot to refresh their hand before "
                         "running /uno hand (default 1 s)")
    ap.add_argument("--no-baseline", action="store_true",
                    help="the bot alone (no ratio line): to study the bot")
    ap.add_argument("--two", action="store_true",
                    help="also the bot as two processes, each holding one of two shards")
    ap.add_argument("--ai-tables", type=int, default=0, metavar="K",
                    help="K more tables of one member and three strong AI seats playing "
                         "meanwhile (not measured)")
    ap.add_argument("--loop-probe", action="store_true",
                    help="the bot logs its event loop's stalls and GC pauses (UNO_LOOP_PROBE)")
    ap.add_argument("--memory", type=int, default=0, metavar="FRAMES",
                    help="the SQLite bot traces its allocations with FRAMES frames each "
                         "(UNO_MEMORY_PROBE, slower): what grew per live game between the "
                         "first level and the last, and the last two")
    ap.add_argument("--bot-log", type=Path, metavar="PATH",
                    help="keep the (last) bot process's log there")
    ap.add_argument("--baseline-log", type=Path, metavar="PATH",
                    help="keep the baseline process's log there")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--serve-baseline", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.serve_baseline:
        sys.exit(serve_baseline())
    sys.exit(asyncio.run(main_async(args)))


if __name__ == "__main__":
    main()
