"""Review: races and ordering around ending a game, the lobby and leaving."""

from __future__ import annotations

import asyncio

import pytest

from tests.e2e.conftest import Game
from tests.e2e.test_play_decisions import ids3

pytestmark = pytest.mark.timeout(30)


async def test_two_stops_at_once_end_the_game_once(game: Game) -> None:
    await ids3(game)
    first = await game.driver.slash(game.fake.alice, "/uno stop", wait=False)
    second = await game.driver.slash(game.fake.alice, "/uno stop", wait=False)
    await first.wait()
    await second.wait()
    await game.settle()
    ended = [m for m in game.driver.messages(game.fake.bob) if "Game ended" in m.text]
    assert len(ended) == 1


async def test_leaving_between_hands_ends_the_match_and_removes_next_hand(game: Game) -> None:
    a, b = game.fake.alice.id, game.fake.bob.id
    await game.start(players=2)
    await game.stage(hands={a: ["r5"], b: ["r2", "b1"]}, discard=["r1"], current=a)
    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    assert game.match.hand_over and not game.match.match_over
    await game.settle()
    [results] = [m for m in game.driver.messages(game.fake.bob) if "Hand 1 results" in m.text]
    assert results.button("Next hand") is not None
    table = game.table
    await game.driver.slash(game.fake.bob, "/uno leave")
    await game.settle()
    assert game.reg.get(game.channel.id) is None
    assert game.driver.get(results.id).buttons == ()  # no Next hand on a finished match
    assert table.results_message_id is None


async def test_leave_is_answered_before_slow_results(game: Game) -> None:
    """The last-but-one player leaves: the match ends and its results are posted; a
    rate-limited channel must not keep the leaver's answer past Discord's 3 s."""
    await game.start(players=2)
    game.fake.inject_fault("POST", f"/channels/{game.channel.id}/messages", 429,
                           retry_after=3.5)
    it = await game.driver.slash(game.fake.bob, "/uno leave")
    assert it.ephemeral
    await game.settle()
    assert game.reg.get(game.channel.id) is None


async def test_kick_is_answered_before_slow_results(game: Game) -> None:
    await game.start(players=2)
    game.fake.inject_fault("POST", f"/channels/{game.channel.id}/messages", 429,
                           retry_after=3.5)
    it = await game.driver.slash(game.fake.alice, "/uno kick", {"member": game.fake.bob.id})
    assert it.ephemeral
    await game.settle()
    assert game.reg.get(game.channel.id) is None


async def test_cancel_waiting_behind_start_does_not_close_the_started_game(game: Game) -> None:
    """The host presses Start, then Cancel, while the table is busy: Start wins (it asked
    first), and Cancel, checked under the lock, is refused instead of closing the match."""
    fake, driver = game.fake, game.driver
    lobby = (await driver.slash(fake.alice, "/uno start")).response
    assert lobby is not None
    await driver.click(fake.bob, lobby, "Join")
    table = game.table
    await table.rt.lock.acquire()  # something else holds the table for a moment
    try:
        start = await driver.click(fake.alice, driver.get(lobby.id), "Start (host)", wait=False)
        await asyncio.sleep(0.05)
        cancel = await driver.click(fake.alice, driver.get(lobby.id), "Cancel (host)",
                                    wait=False)
        await asyncio.sleep(0.05)
    finally:
        table.rt.lock.release()
    await start.wait()
    await cancel.wait()
    assert "already started" in " ".join(m.text for m in cancel.messages)
    assert game.reg.get(fake.channel.id) is table and table.match is not None
    assert await game.stored() == table.match.to_dict()
