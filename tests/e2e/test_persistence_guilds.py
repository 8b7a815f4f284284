"""Two guilds never see each other's live games or matches: both play at once, and every
read scoped to one guild finds nothing of the other."""

from __future__ import annotations

import pytest

from bot.game.registry import TableRegistry
from bot.local.server.state import FakeChannel, FakeUser
from tests.fakediscord import Driver, FakeDiscord, InProcessBot
from tests.fakediscord.driver import Message

pytestmark = pytest.mark.timeout(30)


async def open_game(driver: Driver, host: FakeUser, guest: FakeUser,
                    channel: FakeChannel) -> Message:
    lobby = (await driver.slash(host, "/uno start turn_timer:0", channel=channel)).response
    assert lobby is not None
    await driver.click(guest, lobby, "Join")
    await driver.click(host, lobby, "Start (host)")
    return lobby


async def test_live_games_and_matches_are_per_guild(driver: Driver, fake: FakeDiscord,
                                                    bot: InProcessBot,
                                                    tables: TableRegistry) -> None:
    here, there = fake.channel, fake.other_guild.text_channels[0]
    await open_game(driver, fake.alice, fake.bob, here)
    await open_game(driver, fake.alice, fake.erin, there)
    storage = bot.storage
    mine, theirs = tables.get(here.id), tables.get(there.id)
    assert mine is not None and theirs is not None
    assert mine.match_id is not None and theirs.match_id is not None
    g1, g2 = fake.guild.id, fake.other_guild.id

    assert [g.channel_id for g in (await storage.live_games.load_all(g1)).games] == [here.id]
    assert [g.channel_id for g in (await storage.live_games.load_all(g2)).games] == [there.id]
    assert (await storage.matches.get_match(g1, mine.match_id)) is not None
    assert await storage.matches.get_match(g2, mine.match_id) is None
    assert await storage.matches.get_match(g1, theirs.match_id) is None
    assert await storage.matches.totals(g2, mine.match_id) == {}
    assert await storage.matches.hands(g2, mine.match_id) == []
    assert await storage.matches.latest_match_id(g1, here.id, active=True) == mine.match_id
    assert await storage.matches.latest_match_id(g2, here.id, active=True) is None

    # a hand scored in one guild shows in that guild's stats only (alice plays in both)
    await storage.matches.record_hand(theirs.match_id, 1, fake.alice.id, {fake.alice.id: 50},
                                      {fake.alice.id: 50, fake.erin.id: 0})
    assert (await storage.stats.player_stats(g2, fake.alice.id)).points_scored == 50
    assert (await storage.stats.player_stats(g1, fake.alice.id)).points_scored == 0
    assert await storage.matches.totals(g1, mine.match_id) == {fake.alice.id: 0,
                                                                fake.bob.id: 0}
    # stopping one guild's game leaves the other's alone
    assert mine.match is not None
    before = mine.match.to_dict()
    await driver.slash(fake.alice, "/uno stop", channel=there)
    assert tables.get(there.id) is None and tables.get(here.id) is mine
    stored = await storage.live_games.get(here.id)
    assert stored is not None and dict(stored.state) == before
    ended = await storage.matches.get_match(g2, theirs.match_id)
    assert ended is not None and ended.status == "abandoned"
    still = await storage.matches.get_match(g1, mine.match_id)
    assert still is not None and still.status == "active"
    await bot.settle_tables()
