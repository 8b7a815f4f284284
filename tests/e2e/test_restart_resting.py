"""A restart with many games is ready at once: the resume reads every live game but builds
none (they rest in the registry); a game is built on its first use, or by the pass after
READY. A resting game whose state turns out unreadable is closed as at a restart, before a
new game may take its channel."""

from __future__ import annotations

import logging
import sqlite3

import pytest

from bot.config import Settings
from bot.i18n import EN
from bot.jobs.resume import load
from bot.screens.texts import RESUME_FAILED
from tests.e2e.conftest import Game


async def restart(game: Game) -> list[int]:
    """As after a restart: the tables are gone from memory, only storage remains."""
    for table in list(game.reg.tables.values()):
        game.reg.close(table)
    return await load(game.reg, game.bot.storage, game.bot.shard_set)


async def test_a_resting_game_is_built_on_its_first_click(game: Game) -> None:
    await game.start(players=2)
    await game.take_turn()
    table_message = game.table.message_id
    before = await game.stored()
    assert await restart(game) == [game.channel.id]
    assert game.reg.tables == {} and set(game.reg.resting) == {game.channel.id}

    # a click before the pass after READY got to it: built then, from the stored state
    hand = await game.hand(game.fake.alice)
    assert hand.buttons
    assert game.reg.resting == {} and game.match.to_dict() == before
    assert game.table.message_id == table_message
    await game.take_turn()
    assert (await game.stored()) == game.match.to_dict() != before


async def test_the_pass_after_ready_builds_every_game_and_starts_its_timer(
        game: Game) -> None:
    await game.start(players=2)
    game.table.turn_timer = 60
    await game.take_turn()
    channels = await restart(game)
    await game.bot.refresher.run(channels)
    assert game.reg.resting == {}
    timer = game.table.rt.timer.task
    assert timer is not None and not timer.done()
    await game.settle()


@pytest.mark.sqlite  # (reaches into the SQLite database itself)
async def test_an_unreadable_resting_game_is_closed_before_a_new_one_takes_the_channel(
        game: Game, bot_settings: Settings, bot_errors: list[logging.LogRecord]) -> None:
    await game.start(players=2)
    await restart(game)
    # the row reads (valid JSON) but the engine refuses the state
    conn = sqlite3.connect(bot_settings.database)
    try:
        conn.execute("UPDATE live_games SET state_json = ? WHERE channel_id = ?",
                     ('{"schema": 1, "hands": "not a hand"}', game.channel.id))
        conn.commit()
    finally:
        conn.close()
    await restart(game)
    assert set(game.reg.resting) == {game.channel.id}

    lobby = await game.driver.slash(game.fake.bob, "/uno start")
    assert lobby.response is not None and "lobby" in lobby.response.text.lower()
    said = [m.text for m in game.driver.messages(game.fake.alice, channel=game.channel)]
    assert RESUME_FAILED(EN) in said
    # the new lobby's row is the channel's game: closing the old one did not remove it
    stored = await game.bot.storage.live_games.get(game.channel.id)
    assert stored is not None and stored.version == 0 and "lobby" in stored.state
    assert game.reg.get(game.channel.id) is not None
    [logged] = bot_errors
    assert "cannot be resumed (damaged state)" in logged.getMessage()
    bot_errors.clear()
