"""Resuming after a restart (in-process bot started twice on one database): a game whose
channel is gone, or whose stored row is damaged, is closed (match "abandoned", totals kept)
with a word in its channel when it can be reached; every other game resumes and plays; a
lobby persisted before the restart still takes Join and Start."""

from __future__ import annotations

import logging
import sqlite3
from typing import Any

import pytest

from bot.config import Settings
from bot.local.server.state import FakeChannel
from tests.e2e.conftest import tune
from tests.e2e.seated import FirstLegal, open_hand, start_game
from tests.fakediscord import Driver, FakeDiscord, InProcessBot, running_bot
from tests.fakediscord.driver import Message

pytestmark = pytest.mark.timeout(60)


def fast(bot: InProcessBot) -> InProcessBot:
    tune(bot.table_config, default_turn_timer=0, edit_gap=0.0, next_hand_delay=3600.0,
         seed_source=lambda: 7)
    return bot


# Never a card (no picker, the hand goes on): one of these is always offered.
NO_CARD = FirstLegal(("color", "acc", "draw", "keep", "pass"))


async def play_one(driver: Driver, fake: FakeDiscord, reg: InProcessBot,
                   channel: FakeChannel, table_msg: Message) -> None:
    """The player to act opens their hand from the table message and makes a legal move."""
    table = reg.tables.get(channel.id)
    assert table is not None and table.match is not None
    version = table.match.version
    who = next(u for u in (fake.alice, fake.bob, fake.carol) if u.id == table.match.to_act)
    hand = await open_hand(driver, who, table_message=table_msg.id)
    await driver.click(who, hand, custom_id=NO_CARD.move(hand))
    assert table.match.version > version
    stored = await reg.storage.live_games.get(channel.id)
    assert stored is not None and dict(stored.state) == table.match.to_dict()


def remove_channel(fake: FakeDiscord, channel: FakeChannel) -> None:
    """The channel is deleted while the bot is down."""
    fake.channels.pop(channel.id)
    fake.guild.channels.remove(channel)


def sql(settings: Settings, statement: str, params: tuple[Any, ...]) -> None:
    conn = sqlite3.connect(settings.database)
    try:
        conn.execute(statement, params)
        conn.commit()
    finally:
        conn.close()


@pytest.mark.sqlite  # (reaches into the SQLite database itself)
async def test_gone_and_corrupt_games_close_alone_and_the_rest_resume(
        fake: FakeDiscord, bot_settings: Settings, caplog: pytest.LogCaptureFixture) -> None:
    driver = Driver(fake)
    ok, bad_json, gone = fake.guild.text_channels[:3]
    bad_state = fake.thread
    errors: list[logging.LogRecord] = []
    async with running_bot(fake, bot_settings, errors=errors) as first:
        reg = fast(first)
        messages = {ch.id: await start_game(driver, fake.alice, [fake.bob],
                                               {"turn_timer": 0}, channel=ch)
                    for ch in (ok, bad_json, gone, bad_state)}
        await play_one(driver, fake, reg, ok, messages[ok.id])
        match_ids = {cid: reg.tables.tables[cid].match_id for cid in messages}
        # a hand already scored in the doomed matches: totals must survive their closing
        for cid in (bad_json.id, gone.id, bad_state.id):
            mid = match_ids[cid]
            assert mid is not None
            await first.storage.matches.record_hand(mid, 1, fake.alice.id, {fake.alice.id: 42},
                                                    {fake.alice.id: 42, fake.bob.id: 0})
        before_ok = await first.storage.live_games.get(ok.id)
    assert not errors

    remove_channel(fake, gone)
    sql(bot_settings, "UPDATE live_games SET state_json = ? WHERE channel_id = ?",
        ('{"schema": 1, "players": [', bad_json.id))
    sql(bot_settings, "UPDATE live_games SET state_json = ? WHERE channel_id = ?",
        ('{"schema": 1, "hands": "not a hand"}', bad_state.id))

    with caplog.at_level(logging.WARNING):
        async with running_bot(fake, bot_settings, errors=errors) as second:
            reg = fast(second)
            await driver.wait_until(lambda: reg.tables.get(gone.id) is None,
                                    what="the game of the deleted channel to close")
            await driver.wait_until(
                lambda: all(any("could not be resumed" in m.text
                                for m in driver.messages(fake.alice, channel=ch))
                            for ch in (bad_json, bad_state)),
                what="a word in each damaged game's channel")
            assert set(reg.tables.tables) == {ok.id}
            # the closed games: live rows gone, matches abandoned, totals kept
            storage = second.storage
            for ch in (bad_json, gone, bad_state):
                assert await storage.live_games.get(ch.id) is None
                match = await storage.matches.get_match(fake.guild.id, match_ids[ch.id] or 0)
                assert match is not None and match.status == "abandoned", ch.name
                assert match.totals == {fake.alice.id: 42, fake.bob.id: 0}
                assert (await storage.stats.player_stats(fake.guild.id, fake.bob.id)
                        ).matches_played == 0  # abandoned: no stats change
            # the healthy game resumed exactly where it was, and plays on
            after_ok = await storage.live_games.get(ok.id)
            assert after_ok is not None and before_ok is not None
            assert (after_ok.state, after_ok.version) == (before_ok.state, before_ok.version)
            await reg.settle_tables()
            await play_one(driver, fake, reg, ok, messages[ok.id])
            # the new channels are free for new games
            lobby = await driver.slash(fake.bob, "/uno start", channel=bad_json)
            assert lobby.response is not None and "lobby" in lobby.response.text.lower()
    logged = " ".join(r.getMessage() for r in errors)
    assert str(bad_json.id) in logged and str(bad_state.id) in logged
    assert f"Channel {gone.id} is gone" in caplog.text
    errors.clear()
    fake.take_breaches()  # the 404 on the deleted channel, as Discord would answer
    await driver.check_clean()


@pytest.mark.postgres  # also on PostgreSQL, always (the subset CI runs on both backends)
async def test_a_lobby_persisted_before_a_restart_still_joins_and_starts(
        fake: FakeDiscord, bot_settings: Settings) -> None:
    driver = Driver(fake)
    async with running_bot(fake, bot_settings) as first:
        fast(first)
        lobby = (await driver.slash(fake.alice, "/uno start turn_timer:0")).response
        assert lobby is not None
        await driver.click(fake.bob, lobby, "Join")
    async with running_bot(fake, bot_settings) as second:
        reg = fast(second)
        table = reg.tables.get(fake.channel.id)
        assert table is not None and table.is_lobby
        assert table.players == [fake.alice.id, fake.bob.id]
        await driver.click(fake.carol, lobby, "Join")
        assert "carol" in driver.get(lobby.id).text
        await driver.click(fake.alice, lobby, "Start (host)")
        assert table.match is not None and list(table.match.players) == [
            fake.alice.id, fake.bob.id, fake.carol.id]
        await play_one(driver, fake, reg, fake.channel, lobby)
        assert table.match_id is not None
        stored = await second.storage.matches.get_match(fake.guild.id, table.match_id)
        assert stored is not None and stored.status == "active"
        await reg.settle_tables()
    await driver.check_clean()



async def test_a_channel_out_of_reach_at_the_restart_is_a_warning_and_the_game_resumes(
        fake: FakeDiscord, bot_settings: Settings, caplog: pytest.LogCaptureFixture) -> None:
    """Discord failing the look-up of a game's channel at a restart (a 503) is Discord's
    passing fault, not a bug of ours: a warning, and the game resumes and plays on (here a
    thread archived while the bot was away, so not in its cache: looked up, then reopened
    when its table is edited)."""
    driver = Driver(fake)
    async with running_bot(fake, bot_settings) as first:
        fast(first)
        table_msg = await start_game(driver, fake.alice, [fake.bob], {"turn_timer": 0},
                                     channel=fake.thread)
        await first.settle_tables()
    await fake.moderate_thread(fake.thread, archived=True)  # nobody hears of it
    fault = fake.inject_fault("GET", f"/channels/{fake.thread.id}", 503)
    errors: list[logging.LogRecord] = []
    with caplog.at_level(logging.WARNING):
        async with running_bot(fake, bot_settings, errors=errors) as second:
            reg = fast(second)
            await driver.wait_until(lambda: not fake.thread.archived,
                                    what="the archived thread reopened")
            await reg.settle_tables()
            assert fault.hits == 1, "the restart looked the thread up"
            assert set(reg.tables.tables) == {fake.thread.id}
            await play_one(driver, fake, reg, fake.thread, table_msg)
            await reg.settle_tables()
    assert not errors, [r.getMessage() for r in errors]
    assert f"Channel {fake.thread.id} unreachable for now" in caplog.text
    fake.take_breaches()  # the edits refused while the thread was archived, as Discord does
    await driver.check_clean()
