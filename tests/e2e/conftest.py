"""Fixtures for the gameplay e2e tests: fast timers, a seeded deck, a Game helper that
starts a lobby, stages positions (Match.staged), reads hands and takes turns."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.engine import Match, Rules
from bot.game.config import TableConfig
from bot.game.registry import TableRegistry
from bot.game.table import Table
from tests.clock import ManualClock
from tests.e2e.seated import FirstLegal, Policy, open_hand, play_move, start_game
from tests.fakediscord import Driver, FakeDiscord, InProcessBot
from tests.fakediscord.driver import Interaction, Message


def tune(config: TableConfig, **values: Any) -> None:
    """Change the bot's table config in place: every part of the bot holds this one."""
    for name, value in values.items():
        setattr(config, name, value)


@pytest.fixture
def tables(bot: InProcessBot) -> TableRegistry:
    tune(bot.table_config, default_turn_timer=0, edit_gap=0.0, next_hand_delay=3600.0,
         seed_source=lambda: 7, ai_delay=0.0)
    return bot.tables


def manual_clock(bot: InProcessBot) -> ManualClock:
    clock = bot.table_config.clock
    assert isinstance(clock, ManualClock), "the bot runs on the wall clock"
    return clock


async def settle_clock(bot: InProcessBot, driver: Driver | None = None,
                       timeout: float = 10.0) -> None:  # noqa: ASYNC109
    """Wait until what the bot's clock woke has run: every woken sleeper and every table's
    timer done or asleep again, table edits done (and the driver's interactions, when
    given). A condition, not a guess: nothing is left half-way. AI seats are not waited
    for (a test may park them with a long ``ai_delay``): ``bot.ai.wait()`` does."""
    clock = manual_clock(bot)
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout

    def timers() -> list[asyncio.Task[None] | None]:
        return [t.rt.timer.task for t in list(bot.tables.tables.values())]

    while True:
        await asyncio.sleep(0)
        if clock.quiet(timers()):
            await bot.tables.edits_done()
            if driver is not None:
                await driver.settle()
            if clock.quiet(timers()):
                return
        else:
            await asyncio.sleep(0.002)
        assert loop.time() < end, f"the bot's timers still running after {timeout}s"


async def advance(bot: InProcessBot, seconds: float, driver: Driver | None = None) -> None:
    """Move the bot's clock (and the fake Discord's) on by ``seconds``; return once what
    became due has run (``settle_clock``)."""
    manual_clock(bot).advance(seconds)
    await settle_clock(bot, driver)


class Game:
    def __init__(self, driver: Driver, fake: FakeDiscord, bot: InProcessBot) -> None:
        self.driver = driver
        self.fake = fake
        self.bot = bot
        self.reg = bot.tables
        self.channel = fake.channel
        self.by_id = {u.id: u for u in (fake.alice, fake.bob, fake.carol, fake.dave)}

    @property
    def table(self) -> Table:
        t = self.reg.get(self.channel.id)
        assert t is not None
        return t

    @property
    def match(self) -> Match:
        m = self.table.match
        assert m is not None
        return m

    async def start(self, options: dict[str, Any] | None = None, players: int = 3) -> Message:
        return await start_game(self.driver, self.fake.alice,
                                (self.fake.bob, self.fake.carol, self.fake.dave)[:players - 1],
                                options)

    async def stage(self, rules: Rules | None = None, **kw: Any) -> Match:
        t = self.table
        old = self.match
        players = kw.pop("players", list(old.players))
        m = Match.staged(players, rules or t.rules, **kw)
        m.version = old.version + 1
        async with t.rt.lock:
            t.match = m
            t.rules = m.rules
            await self.bot.storage.commit_action(t.live_game())
            t.written()
        self.bot.display.request(t, self.bot.changes)
        return m

    async def hand(self, user: Any) -> Message:
        return await open_hand(self.driver, user)

    async def take_turn(self, policy: Policy | None = None) -> Interaction:
        """The player to act opens their hand (/uno hand) and presses the move ``policy``
        picks (default: the first legal one), pickers included."""
        table = self.table
        m = self.match
        assert m.to_act is not None
        who = self.by_id[m.to_act]
        version = m.version
        result = await play_move(self.driver, who, await self.hand(who), policy or FirstLegal(),
                                 moved=lambda: table.closed or m.version != version)
        assert result.acknowledged
        return result

    async def click(self, user: Any, message: Message | int, label: str | None = None, *,
                    custom_id: str | None = None) -> Interaction:
        return await self.driver.click(user, message, label, custom_id=custom_id)

    def cid(self, verb: str, arg: str = "") -> str:
        from bot.plumbing.ids import make

        return make(verb, self.channel.id, self.match.version, arg, game=self.table.game)

    async def stored(self) -> dict[str, Any] | None:
        game = await self.bot.storage.live_games.get(self.channel.id)
        return None if game is None else dict(game.state)

    async def settle(self) -> None:
        await self.bot.settle_tables()
        await self.driver.settle()

    @property
    def clock(self) -> ManualClock:
        return manual_clock(self.bot)

    async def advance(self, seconds: float) -> None:
        """The bot's clock moves on by ``seconds``; returns once what that made due (a
        timer) has run and the bot is quiet: after it, what did not happen won't."""
        await advance(self.bot, seconds, self.driver)


@pytest.fixture
def game(driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry) -> Game:
    return Game(driver, fake, bot)
