"""Issue 24, defect 2: a moderator archives or locks the thread of a game being played.
Archived: the bot reopens it and the game goes on, or (Discord refusing) the game ends,
said once in the parent channel. Locked: the game ends (the finished hands' points
stay), said once in the parent channel. No ERROR, no frozen table; a rematch in the ended
thread works, or is refused clearly where the thread is locked. What happened while the
bot was away is found at its restart."""

from __future__ import annotations

import logging

import pytest

from bot.config import Settings
from bot.engine import Match
from bot.game.registry import TableRegistry
from bot.game.table import Table
from bot.i18n import EN
from bot.local.server.state import FakeChannel
from bot.plumbing.threads import ended_line
from bot.screens.texts import channel_lost, thread_locked
from tests.e2e.conftest import tune
from tests.e2e.test_game_threads import bot_lines, open_game, threads_on
from tests.fakediscord import FakeDiscord, InProcessBot, running_bot
from tests.fakediscord.driver import Driver

pytestmark = pytest.mark.timeout(30)


async def open_settled(driver: Driver, fake: FakeDiscord, bot: InProcessBot,
                       tables: TableRegistry, command: str = "/uno start"
                       ) -> tuple[FakeChannel, int, Table]:
    """``open_game``, its table shown (no edit of it under way when a moderator acts)."""
    thread, line = await open_game(driver, fake, bot, tables, command)
    await bot.settle_tables()
    await driver.settle()
    table = tables.get(thread.id)
    assert table is not None and table.match_id is not None
    return thread, line, table


async def stage(bot: InProcessBot, table: Table, **kw: object) -> None:
    """alice and bob's match set to a position of the test's (saved as a move would be)."""
    assert table.match is not None
    m = Match.staged(list(table.match.players), table.rules, **kw)  # type: ignore[arg-type]
    m.version = table.match.version + 1
    async with table.rt.lock:
        table.match = m
        await bot.storage.commit_action(table.live_game())
        table.written()


async def play(driver: Driver, fake: FakeDiscord, thread: FakeChannel, label: str) -> None:
    hand = (await driver.slash(fake.alice, "/uno hand", channel=thread)).response
    assert hand is not None
    await driver.click(fake.alice, hand, label)


async def finish_first_hand(driver: Driver, fake: FakeDiscord, bot: InProcessBot,
                            table: Table, thread: FakeChannel) -> int:
    """alice goes out in hand 1 (bob's b1 and g2: 3 points), the host deals hand 2;
    returns alice's points."""
    a, b = fake.alice.id, fake.bob.id
    await stage(bot, table, hands={a: ["r5"], b: ["b1", "g2"]}, discard=["r1"], current=a)
    await play(driver, fake, thread, "Red 5")
    await bot.settle_tables()
    await driver.settle()
    [results] = [m for m in driver.messages(fake.dave, thread) if "Hand 1 results" in m.text]
    await driver.click(fake.alice, results, "Next hand")
    await bot.settle_tables()
    await driver.settle()
    assert table.match is not None and table.match.hand_no == 2
    assert not table.match.hand_over
    return table.match.scores[a]


async def ended_once(driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry,
                     thread: FakeChannel, line: int, text: str) -> None:
    """The game in ``thread`` ended and its line in #general says ``text``, the channel's
    only bot message."""
    await driver.wait_until(lambda: tables.get(thread.id) is None, what="the game ends")
    await driver.wait_until(lambda: driver.get(line).text == ended_line(thread.id, text),
                            what="its line says why")
    await bot.settle_tables()
    await driver.settle()
    assert bot_lines(driver, fake, fake.channel) == [ended_line(thread.id, text)]
    assert await bot.storage.live_games.get(thread.id) is None


async def test_an_archived_game_thread_is_reopened_and_the_game_goes_on(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry) -> None:
    thread, line, table = await open_settled(driver, fake, bot, tables)
    assert table.message_id is not None
    a, b = fake.alice.id, fake.bob.id
    await stage(bot, table, hands={a: ["r5", "b7"], b: ["b1", "g2"]}, discard=["r1"],
                current=a)
    await fake.moderate_thread(thread, archived=True)
    await driver.wait_until(lambda: not thread.archived, what="the bot reopens the thread")
    await play(driver, fake, thread, "Red 5")
    await bot.settle_tables()
    await driver.settle()
    assert tables.get(thread.id) is table and not table.closed
    assert table.match is not None and table.match.to_act == b
    shown = driver.get(table.message_id)
    assert "Red 5" in shown.text or "r5" in shown.text.lower(), shown.text  # up to date
    assert bot_lines(driver, fake, fake.channel) == [driver.get(line).text]  # nothing said
    assert fake.take_breaches() == []


async def test_a_game_whose_archived_thread_cannot_be_reopened_ends_said_once(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry) -> None:
    thread, line, table = await open_settled(driver, fake, bot, tables)
    assert table.match_id is not None
    in_thread = len(thread.messages)
    fake.inject_fault("PATCH", f"/channels/{thread.id}", 403)  # (no Send Messages in Threads)
    await fake.moderate_thread(thread, archived=True)
    await ended_once(driver, fake, bot, tables, thread, line,
                     channel_lost("archived", lobby=False)(EN))
    assert thread.archived and len(thread.messages) == in_thread  # nothing posted there
    record = await bot.storage.matches.get_match(fake.guild.id, table.match_id)
    assert record is not None and record.status == "abandoned"
    assert fake.take_breaches() == []


@pytest.mark.parametrize("archived", [False, True], ids=["locked", "closed and locked"])
async def test_a_locked_thread_ends_the_game_keeping_finished_hands(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry,
        archived: bool) -> None:
    thread, line, table = await open_settled(driver, fake, bot, tables)
    assert table.match_id is not None
    points = await finish_first_hand(driver, fake, bot, table, thread)
    assert points == 3
    await fake.moderate_thread(thread, locked=True, archived=archived)
    await ended_once(driver, fake, bot, tables, thread, line,
                     channel_lost("locked", lobby=False)(EN))
    assert thread.locked and thread.archived  # (an open one is archived as ended games are)
    record = await bot.storage.matches.get_match(fake.guild.id, table.match_id)
    assert record is not None and record.status == "abandoned" and record.winner_ids == ()
    assert record.totals == {fake.alice.id: 3, fake.bob.id: 0}
    hands = await bot.storage.matches.hands(fake.guild.id, table.match_id)
    assert [(h.hand_number, h.winner_id) for h in hands] == [(1, fake.alice.id)]
    assert fake.take_breaches() == []


async def test_a_rematch_in_the_ended_thread_reopens_it(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry) -> None:
    thread, _ = await open_game(driver, fake, bot, tables)
    await driver.slash(fake.alice, "/uno stop", channel=thread)
    await driver.wait_until(lambda: thread.archived, what="the ended game's thread is archived")
    again = await driver.slash(fake.bob, "/uno start", channel=thread)
    assert again.response is not None and not again.response.ephemeral
    assert not thread.archived
    await driver.click(fake.carol, again.response, "Join")
    await driver.click(fake.bob, again.response, "Start (host)")
    table = tables.get(thread.id)
    assert table is not None and table.match is not None and not table.closed
    await bot.settle_tables()
    await driver.settle()
    assert fake.take_breaches() == []


async def test_a_rematch_in_a_locked_thread_is_refused_clearly(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry) -> None:
    thread, _ = await open_game(driver, fake, bot, tables)
    await driver.slash(fake.alice, "/uno stop", channel=thread)
    await driver.wait_until(lambda: thread.archived, what="the ended game's thread is archived")
    await fake.moderate_thread(thread, archived=False, locked=True)
    refused = await driver.slash(fake.bob, "/uno start", channel=thread)
    assert refused.ephemeral
    assert [m.text for m in refused.messages] == [thread_locked(fake.channel.id)(EN)]
    assert tables.get(thread.id) is None
    assert await bot.storage.live_games.get(thread.id) is None
    assert fake.take_breaches() == []


async def test_threads_locked_or_archived_while_the_bot_was_away(
        fake: FakeDiscord, bot_settings: Settings) -> None:
    driver = Driver(fake)
    errors: list[logging.LogRecord] = []
    games: list[FakeChannel] = []
    async with running_bot(fake, bot_settings, errors=errors) as first:
        tune(first.table_config, default_turn_timer=0, edit_gap=0.0)
        await threads_on(first, fake)
        for host, guest in ((fake.alice, fake.bob), (fake.carol, fake.dave)):
            await driver.slash(host, "/uno start")
            [thread] = [t for t in fake.guild.threads
                        if t.parent_id == fake.channel.id and t not in games]
            games.append(thread)
            [lobby] = [m for m in driver.messages(guest, thread) if m.buttons]
            await driver.click(guest, lobby, "Join")
            await driver.click(host, lobby, "Start (host)")
        await first.settle_tables()
        await driver.settle()
    locked, archived = games
    await fake.moderate_thread(locked, locked=True)  # nobody hears of these
    await fake.moderate_thread(archived, archived=True)
    async with running_bot(fake, bot_settings, errors=errors) as second:
        tune(second.table_config, edit_gap=0.0)
        await driver.wait_until(lambda: second.tables.get(locked.id) is None,
                                what="the game in the locked thread ends")
        await driver.wait_until(lambda: not archived.archived,
                                what="the archived thread is reopened")
        await second.settle_tables()
        await driver.settle()
        table = second.tables.get(archived.id)
        assert table is not None and table.match is not None and not table.closed
        assert await second.storage.live_games.get(locked.id) is None
    told = [t for t in bot_lines(driver, fake, fake.channel) if f"<#{locked.id}>" in t]
    assert told == [ended_line(locked.id, channel_lost("locked", lobby=False)(EN))]
    assert not errors, [r.getMessage() for r in errors]
    assert fake.take_breaches() == []
