"""Issue 24, defect 3: the thread or channel of a game is deleted mid-game. The game
closes on THREAD_DELETE / CHANNEL_DELETE, or on Unknown Channel (10003) from an edit when
the event was missed: its timers stop, its live row goes, the finished hands keep their
points, and a hand nobody saw finish is never recorded as won."""

from __future__ import annotations

import pytest

from bot.game.registry import TableRegistry
from bot.game.table import Table
from bot.i18n import EN
from bot.local.server.state import FakeChannel
from bot.plumbing.threads import ended_line
from bot.screens.texts import channel_lost
from tests.e2e.conftest import advance, tune
from tests.e2e.test_game_threads import bot_lines, threads_on
from tests.e2e.test_threads_moderated import finish_first_hand, open_settled
from tests.fakediscord import FakeDiscord, InProcessBot
from tests.fakediscord.driver import Driver

pytestmark = pytest.mark.timeout(30)


async def closed_keeping_hand_one(bot: InProcessBot, fake: FakeDiscord, table: Table) -> None:
    """The game is over: abandoned with hand 1's points (alice's 3) and nothing after."""
    assert table.closed and table.rt.timer.task is None and table.rt.ai_task is None
    assert await bot.storage.live_games.get(table.channel_id) is None
    assert table.match_id is not None
    record = await bot.storage.matches.get_match(fake.guild.id, table.match_id)
    assert record is not None and record.status == "abandoned" and record.winner_ids == ()
    assert record.totals == {fake.alice.id: 3, fake.bob.id: 0}
    hands = await bot.storage.matches.hands(fake.guild.id, table.match_id)
    assert [(h.hand_number, h.winner_id) for h in hands] == [(1, fake.alice.id)]


async def test_a_deleted_game_thread_ends_the_game_before_its_timers_play_on(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry) -> None:
    # one missed turn removes a player: a timer playing on would soon make it a walkover
    tune(bot.table_config, max_strikes=1)
    thread, line, table = await open_settled(driver, fake, bot, tables,
                                             "/uno start turn_timer:3")
    await finish_first_hand(driver, fake, bot, table, thread)
    assert table.deadline is not None  # hand 2 runs against the clock
    await fake.delete_channel(thread)
    await driver.wait_until(lambda: tables.get(thread.id) is None, what="the game ends")
    text = ended_line(thread.id, channel_lost("deleted", lobby=False)(EN))
    await driver.wait_until(lambda: driver.get(line).text == text, what="its line says so")
    await bot.settle_tables()
    await driver.settle()
    await closed_keeping_hand_one(bot, fake, table)
    assert bot_lines(driver, fake, fake.channel) == [text]
    assert fake.take_breaches() == []


async def test_a_game_whose_deleted_thread_went_unheard_ends_at_unknown_channel(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry) -> None:
    thread, line, table = await open_settled(driver, fake, bot, tables,
                                             "/uno start turn_timer:2")
    await finish_first_hand(driver, fake, bot, table, thread)
    await fake.delete_channel(thread, event=False)
    # the turn runs out; the table edit that follows meets Unknown Channel
    await advance(bot, 3, driver)
    await driver.wait_until(lambda: tables.get(thread.id) is None, timeout=10,
                            what="the game ends")
    text = ended_line(thread.id, channel_lost("deleted", lobby=False)(EN))
    await driver.wait_until(lambda: driver.get(line).text == text, what="its line says so")
    await bot.settle_tables()
    await driver.settle()
    await closed_keeping_hand_one(bot, fake, table)
    # what Discord refused on the way: the deleted thread and the messages in it
    assert {b.code for b in fake.take_breaches()} <= {10003, 10008}


async def test_a_deleted_channel_ends_its_game(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry) -> None:
    off_topic = fake.guild.text_channels[2]
    lobby = (await driver.slash(fake.alice, "/uno start", channel=off_topic)).response
    assert lobby is not None
    await driver.click(fake.bob, lobby, "Join")
    await driver.click(fake.alice, lobby, "Start (host)")
    await bot.settle_tables()
    await driver.settle()
    table = tables.get(off_topic.id)
    assert table is not None and table.match_id is not None
    await fake.delete_channel(off_topic)
    await driver.wait_until(lambda: tables.get(off_topic.id) is None, what="the game ends")
    await bot.settle_tables()
    await driver.settle()
    assert table.closed and await bot.storage.live_games.get(off_topic.id) is None
    record = await bot.storage.matches.get_match(fake.guild.id, table.match_id)
    assert record is not None and record.status == "abandoned"
    assert bot_lines(driver, fake, fake.channel) == []  # nobody else is told
    assert fake.take_breaches() == []


async def test_a_deleted_channel_ends_the_games_in_its_threads(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry) -> None:
    await threads_on(bot, fake)
    uno = fake.guild.text_channels[1]

    def threads() -> list[FakeChannel]:  # (uno-night, a thread of #uno, holds no game)
        return [t for t in fake.guild.threads if t.parent_id == uno.id and t is not fake.thread]

    await driver.slash(fake.alice, "/uno start", channel=uno)
    [playing] = threads()
    [lobby] = [m for m in driver.messages(fake.bob, playing) if m.buttons]
    await driver.click(fake.bob, lobby, "Join")
    await driver.click(fake.alice, lobby, "Start (host)")
    await driver.slash(fake.carol, "/uno start", channel=uno)  # a lobby in a second thread
    waiting = next(t for t in threads() if t is not playing)
    await bot.settle_tables()
    await driver.settle()
    game, open_lobby = tables.get(playing.id), tables.get(waiting.id)
    assert game is not None and game.match_id is not None
    assert open_lobby is not None and open_lobby.is_lobby
    await fake.delete_channel(uno)
    await driver.wait_until(lambda: tables.get(playing.id) is None and
                            tables.get(waiting.id) is None, what="both games end")
    await bot.settle_tables()
    await driver.settle()
    for t in (game, open_lobby):
        assert t.closed and await bot.storage.live_games.get(t.channel_id) is None
    record = await bot.storage.matches.get_match(fake.guild.id, game.match_id)
    assert record is not None and record.status == "abandoned"
    assert bot_lines(driver, fake, fake.channel) == []
    assert fake.take_breaches() == []
