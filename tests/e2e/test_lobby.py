"""The lobby: join, leave, host-only start/cancel, 2-player minimum, idle close, DMs."""

from __future__ import annotations

import pytest

from bot.game.registry import TableRegistry
from bot.local.server.state import DM_CHANNEL, FakeChannel
from tests.e2e.conftest import advance
from tests.fakediscord import Driver, FakeDiscord, InProcessBot

pytestmark = pytest.mark.timeout(30)


async def test_lobby_rules(driver: Driver, fake: FakeDiscord,
                           bot: InProcessBot, tables: TableRegistry) -> None:
    lobby = (await driver.slash(fake.alice, "/uno start", {"preset": "party"})).response
    assert lobby is not None and "Party rules" in lobby.text
    refused = await driver.click(fake.alice, lobby, "Start (host)")
    assert refused.ephemeral and "at least 2" in (refused.response.text
                                                 if refused.response else "")
    await driver.click(fake.bob, lobby, "Join")
    assert "bob" in driver.get(lobby.id).text
    again = await driver.slash(fake.carol, "/uno start")
    assert again.ephemeral and "already" in (again.response.text if again.response else "")
    not_host = await driver.click(fake.bob, lobby, "Cancel (host)")
    assert not_host.ephemeral
    await driver.click(fake.bob, lobby, "Leave")
    assert "bob" not in driver.get(lobby.id).text.split("Players")[1]
    stored = await bot.storage.live_games.get(fake.channel.id)
    assert stored is not None and stored.state["lobby"]["players"] == [fake.alice.id]
    await driver.click(fake.alice, lobby, "Cancel (host)")
    assert tables.get(fake.channel.id) is None
    assert await bot.storage.live_games.get(fake.channel.id) is None


async def test_idle_lobby_closes_itself(driver: Driver, fake: FakeDiscord,
                                        bot: InProcessBot,
                                        tables: TableRegistry) -> None:
    idle = bot.table_config.lobby_idle
    lobby = (await driver.slash(fake.alice, "/uno start")).response
    assert lobby is not None
    await advance(bot, idle - 1, driver)
    assert tables.get(fake.channel.id) is not None  # not yet
    await advance(bot, 1, driver)
    assert tables.get(fake.channel.id) is None
    assert "closed itself after 5 minutes" in driver.get(lobby.id).text
    assert not driver.get(lobby.id).buttons


async def test_not_in_dms(driver: Driver, fake: FakeDiscord,
                          bot: InProcessBot, tables: TableRegistry) -> None:
    dm = FakeChannel(fake.ids.next(), "dm-alice", None, type=DM_CHANNEL,
                     recipients=[fake.alice])
    fake.channels[dm.id] = dm
    result = await driver.slash(fake.alice, "/uno start", channel=dm)
    assert result.ephemeral and result.response is not None
    assert "server" in result.response.text
