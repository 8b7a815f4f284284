"""Shards (issue 15): a process holding some of the gateway shards resumes only the live
games of guilds on them, and refuses an interaction of any other guild rather than touch
a game another process owns.

Discord never sends such an interaction (it routes by shard); here the bot is made to
connect with a different shard count than its settings say (as an operator who started
two processes with different UNO_SHARD_COUNT would), so the fake hands it a guild it does
not own."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from bot.config import Settings
from bot.i18n import EN
from bot.local.server.state import FakeGuild
from bot.shards import NOT_HERE, Shards, shard_of
from bot.storage import Storage
from tests.e2e.seated import open_hand, start_game
from tests.fakediscord import Driver, FakeDiscord, running_bot, settings_for
from tests.fakediscord.runner import bot_busy

pytestmark = pytest.mark.timeout(60)

COUNT = 4


def one_guild_per_shard(fake: FakeDiscord) -> list[FakeGuild]:
    return [fake.add_guild(f"Shard {i}", [f"uno-{i}"], members=[fake.alice, fake.bob],
                           shard=(i, COUNT)) for i in range(COUNT)]


def sharded(settings: Settings, *ids: int) -> Settings:
    return dataclasses.replace(settings, shards=Shards(COUNT, ids))


async def live_versions(db: Path) -> dict[int, int]:
    storage = await Storage.open(db)
    try:
        loaded = await storage.live_games.load_all()
    finally:
        await storage.close()
    return {g.channel_id: g.version for g in loaded.games}


async def test_a_process_resumes_only_its_shards_games_and_refuses_other_guilds(
        fake: FakeDiscord, tmp_path: Path) -> None:
    guilds = one_guild_per_shard(fake)
    assert [shard_of(g.id, COUNT) for g in guilds] == [0, 1, 2, 3]
    channels = [g.text_channels[0] for g in guilds]
    db = tmp_path / "uno.sqlite3"
    errors: list[object] = []

    # One process holding every shard starts a game in each guild.
    tables = {}
    async with running_bot(fake, settings_for(fake, db), errors=errors) as bot:  # type: ignore[arg-type]
        driver = Driver(fake, bot_busy=bot_busy)
        for ch in channels:
            tables[ch.id] = await start_game(driver, fake.alice, [fake.bob], channel=ch)
        assert set(bot.tables.tables) == {ch.id for ch in channels}
        await bot.settle_tables()  # the table edits are done before this process stops
        await driver.settle()
    before = await live_versions(db)
    assert set(before) == {ch.id for ch in channels}

    # The process of shards 0 and 1 connects as shard 0 of 2: the fake sends it guilds on
    # shards 0 and 2 of 4. It loads the games of 0 and 1 only, and refuses guild 2's.
    settings = sharded(settings_for(fake, db), 0, 1)
    async with running_bot(fake, settings, errors=errors, shard_count=2,
                            shard_ids=[0]) as bot:  # type: ignore[arg-type]
        driver = Driver(fake, bot_busy=bot_busy)
        assert bot.shard_set == Shards(COUNT, (0, 1))
        assert set(bot.tables.tables) == {channels[0].id, channels[1].id}
        ours = {g.id for g in guilds}
        assert {g.id for g in bot.guilds} & ours == {guilds[0].id, guilds[2].id}

        # A button of guild 2's game: refused, the game untouched.
        click = await driver.click(fake.bob, tables[channels[2].id], "My hand")
        assert click.ephemeral and click.response is not None
        assert click.response.content == EN(NOT_HERE)
        # A command there: refused, no game started over the one another process owns.
        start = await driver.slash(fake.alice, "/uno start", channel=channels[2])
        assert start.ephemeral and start.response is not None
        assert start.response.content == EN(NOT_HERE)
        stats = await driver.slash(fake.alice, "/uno leaderboard", channel=channels[2])
        assert stats.response is not None and stats.response.content == EN(NOT_HERE)

        # Its own guild's game goes on from the resumed table.
        hand = await open_hand(driver, fake.bob, table_message=tables[channels[0].id])
        assert hand.buttons
        await bot.settle_tables()
        await driver.check_clean()
    assert await live_versions(db) == before
    assert not errors
