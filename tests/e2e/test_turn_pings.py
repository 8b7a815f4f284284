"""Turn pings: an edit never notifies, so the player whose turn it is gets a short new
message mentioning them (and only them); the previous ping of the table is deleted."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.screens.pings import is_ping, ping_text
from tests.e2e.conftest import Game
from tests.e2e.test_play_decisions import ids3

pytestmark = pytest.mark.timeout(30)


@pytest.fixture(autouse=True)
def pinged_even_after_acting(game: Game) -> None:
    """The mechanics of the ping: everyone here clicked a moment ago, which alone spares a
    player the ping (see the tests at the end for that rule)."""
    game.bot.table_config.quiet_after_acting = 0.0


def pings(game: Game) -> list[Any]:
    return [m for m in game.driver.messages(game.fake.dave) if is_ping(m.content)]


def ping_bodies(game: Game) -> list[dict[str, Any]]:
    return [r.body for r in game.fake.requests_to("POST", "/channels/*/messages")
            if isinstance(r.body, dict) and is_ping(r.body.get("content") or "")]


async def play(game: Game, user: Any, label: str) -> None:
    await game.click(user, await game.hand(user), label)
    await game.settle()


async def test_the_next_player_is_pinged_and_the_old_ping_goes(game: Game) -> None:
    a, b, c = await ids3(game)
    await game.stage(hands={a: ["r5", "r6", "g1"], b: ["r2", "b1", "b3"], c: ["r7", "y2"]},
                     discard=["r1"], current=a)
    await game.settle()
    [first] = pings(game)
    assert first.content == f"<@{a}>, it's your turn."
    assert first.button("My hand") is not None  # one click to the hand

    await play(game, game.fake.alice, "Red 5")
    [second] = pings(game)
    assert second.content == f"<@{b}>, it's your turn." and second.id != first.id
    assert game.fake.message(first.id).deleted
    body = ping_bodies(game)[-1]
    assert [int(u) for u in body["allowed_mentions"]["users"]] == [b]
    assert body["allowed_mentions"]["parse"] == []  # no @everyone, no roles
    table = game.driver.get(game.table.message_id)  # type: ignore[arg-type]
    assert not table.content  # the table itself mentions nobody in its content

    await play(game, game.fake.bob, "Red 2")
    [third] = pings(game)
    assert third.content == f"<@{c}>, it's your turn."
    assert game.fake.message(second.id).deleted
    assert game.table.messages_after == 0  # pings do not bury the table


async def test_no_ping_for_a_player_watching_their_hand(game: Game) -> None:
    a, b, c = await ids3(game)
    await game.stage(hands={a: ["r5", "r6"], b: ["r2", "b1"], c: ["r7", "y2"]},
                     discard=["r1"], current=a)
    await game.settle()
    bob_hand = await game.hand(game.fake.bob)  # bob is looking at his hand
    await play(game, game.fake.alice, "Red 5")
    assert pings(game) == []  # alice's ping is gone, bob is not pinged...
    refreshed = game.driver.get(bob_hand.id)
    assert "Your turn" in refreshed.text  # ...his open hand shows it is his turn
    assert not refreshed.button("Red 2").disabled


async def test_same_player_keeps_the_turn_no_new_ping(game: Game) -> None:
    await game.start(players=2)
    a, b = game.fake.alice.id, game.fake.bob.id
    await game.stage(hands={a: ["rS", "r6", "g1"], b: ["b1", "b2"]}, discard=["r1"], current=a)
    await game.settle()
    [before] = pings(game)
    await play(game, game.fake.alice, "Red Skip")  # R13 with 2 players: alice again
    assert game.match.to_act == a
    assert [m.id for m in pings(game)] == [before.id]


async def test_the_ping_goes_when_the_hand_ends(game: Game) -> None:
    a, b, c = await ids3(game)
    await game.stage(hands={a: ["r5"], b: ["r2", "b1"], c: ["r7", "y2"]},
                     discard=["r1"], current=a)
    await game.settle()
    assert len(pings(game)) == 1
    await play(game, game.fake.alice, "Red 5")
    assert game.match.hand_over
    assert pings(game) == []


async def test_the_ping_on_screen_is_still_replaced_after_a_restart(game: Game) -> None:
    from bot.jobs.resume import load

    a, b, c = await ids3(game)
    await game.stage(hands={a: ["r5", "r6", "g1"], b: ["r2", "b1", "b3"], c: ["r7", "y2"]},
                     discard=["r1"], current=a)
    await game.settle()
    [before] = pings(game)
    # as after a restart: only storage remains (no tables, no display state in memory)
    game.reg.tables.clear()
    game.bot.display.charts.clear()
    await game.bot.refresher.run(await load(game.reg, game.bot.storage, game.bot.shard_set))
    await game.settle()
    assert [p.id for p in pings(game)] == [before.id]  # the same player: no second ping

    await play(game, game.fake.alice, "Red 5")
    [after] = pings(game)
    assert after.content == f"<@{b}>, it's your turn."
    assert game.fake.message(before.id).deleted


async def test_no_ping_for_the_host_who_just_pressed_start_alone_with_ai(
        game: Game) -> None:
    """A player who plainly sits at the table (they just clicked Start) is not pinged; the
    first to act after Start alone with AI players is the host half of the time."""
    game.bot.table_config.quiet_after_acting = 60.0
    lobby = (await game.driver.slash(game.fake.dave, "/uno start", {"ai": 2})).response
    assert lobby is not None
    await game.driver.click(game.fake.dave, lobby, "Start (host)")
    await game.settle()
    assert not [m for m in game.driver.messages(game.fake.dave) if is_ping(m.content)]


async def test_a_player_who_stepped_away_is_pinged(game: Game) -> None:
    """Pings are for players who may have stepped away: a minute after their last click."""
    game.bot.table_config.quiet_after_acting = 60.0
    a, b, c = await ids3(game)
    await game.stage(hands={a: ["r5", "r6", "g1"], b: ["r2", "b1", "b3"], c: ["r7", "y2"]},
                     discard=["r1"], current=a)
    await game.settle()
    assert not pings(game)  # alice clicked Start a moment ago
    await game.advance(61)
    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    await game.settle()
    [ping] = pings(game)  # bob clicked Join a minute ago: he may have stepped away
    assert ping.content == f"<@{b}>, it's your turn."


async def test_two_pings_posted_at_once_leave_one(game: Game) -> None:
    """The table's update and a turn warning may post their pings together: each replaces
    the one before it, and one ping is left (not two, nor a second delete of the old)."""
    a, b, c = await ids3(game)
    await game.stage(hands={a: ["r5", "r6", "g1"], b: ["r2", "b1", "b3"], c: ["r7", "y2"]},
                     discard=["r1"], current=a)
    await game.settle()
    [first] = pings(game)
    table = game.table
    channel = game.bot.get_channel(game.channel.id)
    posts = game.bot.display.pings
    await asyncio.gather(posts.post(table, channel, a, ping_text(a, "one")),
                         posts.post(table, channel, a, ping_text(a, "two")))
    [left] = pings(game)
    assert left.id != first.id and left.id == table.ping_message_id
    assert left.content == ping_text(a, "two")
    assert game.fake.take_breaches() == []
