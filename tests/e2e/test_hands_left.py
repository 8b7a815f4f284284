"""Hands of players who are gone (issue 14): a player who leaves, is kicked or is removed
after missed turns sees their open hand message say so, with no buttons; a game closed as
damaged closes every open hand the same way."""

from __future__ import annotations

from typing import Any

import pytest

from bot.screens.hands import refresh_hands
from tests.e2e.conftest import Game

pytestmark = pytest.mark.timeout(30)


async def test_leaving_closes_the_leavers_hand_only(game: Game) -> None:
    await game.start()
    bob = await game.hand(game.fake.bob)
    carol = await game.hand(game.fake.carol)
    left = await game.driver.slash(game.fake.bob, "/uno leave")
    assert left.response is not None and "You left the game" in left.response.text
    await game.settle()
    now = game.driver.get(bob.id)
    # the answer said "You left the game"; the hand does not say it a second time
    assert now.text.strip() == "You are no longer in this game."
    assert now.buttons == () and now.embeds == ()
    assert game.driver.get(carol.id).buttons  # the others play on
    assert game.fake.take_breaches() == []


async def test_a_kicked_player_is_told_who_removed_them(game: Game) -> None:
    await game.start()
    carol = await game.hand(game.fake.carol)
    kicked = await game.driver.slash(game.fake.alice, "/uno kick",
                                     {"member": game.fake.carol.id})
    assert kicked.response is not None and "removed" in kicked.response.text
    await game.settle()
    now = game.driver.get(carol.id)
    assert now.text.strip() == "alice removed you from the game."
    assert now.buttons == ()


async def test_a_damaged_game_closes_every_open_hand(game: Game) -> None:
    await game.start()
    bob = await game.hand(game.fake.bob)
    carol = await game.hand(game.fake.carol)
    async with game.table.rt.lock:
        game.match.state.current = 9  # what a damaged row would have given
    it = await game.driver.slash(game.fake.alice, "/uno hand")
    assert it.response is not None and "could not be restored" in it.response.text
    await game.settle()
    for msg in (bob, carol):
        now = game.driver.get(msg.id)
        assert now.text.strip() == "This game was closed: its saved state is damaged."
        assert now.buttons == ()
    game.driver.bot_errors.clear()  # type: ignore[attr-defined]


async def test_removed_after_missed_turns_is_told_so(game: Game) -> None:
    game.bot.table_config.max_strikes = 2
    await game.start({"turn_timer": 60})
    t = game.table
    player = game.match.to_act
    assert player is not None
    user = game.by_id[player]
    hand = await game.hand(user)
    await game.settle()  # the hand is shown and known to the bot before the removal
    async with t.rt.lock:
        t.strikes[player] = 1  # one turn already missed
        t.deadline, t.deadline_for = game.clock.now(), player
    game.bot.timers.schedule(t, game.bot.changes)
    await game.advance(0)
    assert player not in game.match.players  # removed (R26)
    await game.settle()
    now = game.driver.get(hand.id)
    assert now.text.strip() == "You were removed from the game after 2 missed turns in a row."
    assert now.buttons == ()


async def test_a_hand_refreshed_while_its_removal_is_saved_still_says_why(
        game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    """A hand refresh (the table's editor, outside the lock) that runs while a removal is
    being written sees the player gone before the removal's hooks run: it must leave the
    hand to be closed with why, not drop it unclosed (CI met this under load)."""
    game.bot.table_config.max_strikes = 1
    await game.start({"turn_timer": 60})
    t = game.table
    player = game.match.to_act
    assert player is not None
    hand = await game.hand(game.by_id[player])
    await game.settle()
    storage = game.bot.storage
    real = storage.commit_action

    async def refreshed_meanwhile(*args: Any, **kwargs: Any) -> Any:
        if player not in game.match.players:  # the removal's write: the editor runs now
            await refresh_hands(game.bot.table_config, t)
        return await real(*args, **kwargs)

    monkeypatch.setattr(storage, "commit_action", refreshed_meanwhile)
    async with t.rt.lock:
        t.deadline, t.deadline_for = game.clock.now(), player
    game.bot.timers.schedule(t, game.bot.changes)
    await game.advance(0)
    assert player not in game.match.players
    await game.settle()
    now = game.driver.get(hand.id)
    assert now.text.strip() == "You were removed from the game after 1 missed turn."
    assert now.buttons == ()
