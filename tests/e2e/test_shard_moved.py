"""A game another process of the bot saved since this one last read it (its shard moved,
issue 15): the save is refused by the version check (bot/storage/ownership.py), and the
game is let go here at once — dropped from this process without touching the row, one
log line, the player told it moved — rather than apologised for at every click and
retried by its timers."""

from __future__ import annotations

import dataclasses
import logging

import pytest

from bot.errors import MOVED
from bot.i18n import EN
from bot.storage import Storage
from tests.e2e.conftest import Game
from tests.fakediscord.driver import Interaction

# also played on PostgreSQL, always (the subset CI runs on both backends)
pytestmark = [pytest.mark.timeout(30), pytest.mark.postgres]


def said(it: Interaction) -> str:
    return " ".join(m.text for m in (it.response, *it.followups) if m is not None)


async def test_a_game_saved_by_another_process_is_let_go_here(
        game: Game, caplog: pytest.LogCaptureFixture) -> None:
    table_msg = await game.start()
    a, b, c = game.fake.alice.id, game.fake.bob.id, game.fake.carol.id
    await game.stage(hands={a: ["r5", "r6"], b: ["b1", "r2"], c: ["y1", "y2"]},
                     discard=["r1"], current=a)
    await game.settle()
    hand = await game.hand(game.fake.alice)
    # another process (its own Storage on the same database) runs the game now, and moved
    other = await Storage.open(game.bot.settings.database)
    try:
        live = await other.live_games.get(game.channel.id)
        assert live is not None
        theirs = dataclasses.replace(live, version=live.version + 1)
        await other.commit_action(theirs)
    finally:
        await other.close()

    with caplog.at_level(logging.WARNING, logger="bot"):
        first = await game.click(game.fake.alice, hand, "Red 5")
        assert EN(MOVED) in said(first)
        assert game.reg.get(game.channel.id) is None  # let go here
        # the next click is refused with the same words, without trying to save again
        again = await game.click(game.fake.bob, table_msg, "My hand")
        assert EN(MOVED) in said(again)
        await game.settle()
    stored = await game.bot.storage.live_games.get(game.channel.id)
    assert stored is not None and stored.version == theirs.version  # the row is theirs
    let_go = [r for r in caplog.records if "run by another process" in r.getMessage()]
    assert len(let_go) == 1
    assert not [r for r in caplog.records if "Could not save" in r.getMessage()]
