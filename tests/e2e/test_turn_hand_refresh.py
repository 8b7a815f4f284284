"""An open hand message follows the game: while its interaction token lives (15 minutes)
it is edited in place when the turn comes; after that it is left alone (no 50027) and
**My hand** gives a fresh one."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import Game
from tests.fakediscord.faults import DROP
from tests.fakediscord.views import Message

pytestmark = pytest.mark.timeout(30)


async def alice_to_play_bob_watching(game: Game) -> Message:
    """Two players, Alice to play Red 5 on Red 1; Bob's hand (with Red 2) open."""
    await game.start(players=2)
    a, b = game.fake.alice.id, game.fake.bob.id
    await game.stage(hands={a: ["r5", "r6", "g1"], b: ["r2", "b1", "r3"]},
                     discard=["r1"], current=a)
    await game.settle()
    return await game.hand(game.fake.bob)


async def test_hand_refreshed_in_place_then_left_alone_after_15_minutes(game: Game) -> None:
    bob = await alice_to_play_bob_watching(game)
    b = game.fake.bob.id
    assert "Alice" in bob.text or "turn" in bob.text
    assert bob.button("Red 2").disabled  # not his turn yet

    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    await game.settle()
    fresh = game.driver.get(bob.id)
    assert fresh.edits == bob.edits + 1
    assert "Your turn" in fresh.text and "Red 5" in fresh.text
    assert not fresh.button("Red 2").disabled and not fresh.button("Red 3").disabled
    assert fresh.button("Blue 1").disabled

    await game.click(game.fake.bob, fresh, "Red 2")  # bob plays from that message
    await game.settle()
    await game.advance(16 * 60)  # every token above is now dead
    edits = game.driver.get(bob.id).edits
    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 6")
    await game.settle()
    assert game.match.to_act == b
    assert game.driver.get(bob.id).edits == edits  # not touched: it would be a 50027
    assert game.fake.take_breaches() == []
    assert b not in game.table.rt.hands.shown
    table = game.driver.get(game.table.message_id)  # type: ignore[arg-type]
    new = (await game.click(game.fake.bob, table, "My hand")).response
    assert new is not None and new.ephemeral and new.id != bob.id
    assert "Your turn" in new.text and not new.button("Red 3").disabled


async def test_turn_reaches_the_next_hand_with_the_move_not_with_the_table_edit(game: Game
                                                                               ) -> None:
    """The table message is edited at most once per edit gap; the hand of the player whose
    turn it now is follows the move that gave it to them at once."""
    await game.start(players=3)
    alice, bob, carol = game.fake.alice, game.fake.bob, game.fake.carol
    await game.stage(hands={alice.id: ["r5", "r6", "g1"], bob.id: ["r2", "b1", "r3"],
                            carol.id: ["r4", "g7", "y3"]}, discard=["r1"], current=alice.id)
    await game.settle()
    bob_hand, carol_hand = await game.hand(bob), await game.hand(carol)
    game.bot.table_config.edit_gap = 60.0  # the next table edit waits a minute after this one

    await game.click(alice, await game.hand(alice), "Red 5")
    await game.driver.wait_until(lambda: "Your turn" in game.driver.get(bob_hand.id).text)
    await game.click(bob, game.driver.get(bob_hand.id), "Red 2")
    await game.driver.wait_until(lambda: "Your turn" in game.driver.get(carol_hand.id).text,
                                 timeout=2, what="carol's hand to say it is her turn")
    fresh = game.driver.get(carol_hand.id)
    assert "Red 2" in fresh.text
    assert not fresh.button("Red 4").disabled and fresh.button("Green 7").disabled


async def test_a_dropped_connection_on_a_hand_refresh_is_a_warning_not_an_error(
        game: Game) -> None:
    """Discord dropping the connection of one effect (the next hand's refresh) is logged as
    a warning, not as a bug; the move stands, and the table's own pass over the hands
    still brings the turn to that hand."""
    bob = await alice_to_play_bob_watching(game)
    b = game.fake.bob.id
    fault = game.fake.inject_fault("PATCH", "/webhooks/*/*/messages/*", DROP)

    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    await game.settle()
    assert fault.hits == 1
    assert game.match.to_act == b and await game.stored() == game.match.to_dict()
    assert game.driver.bot_errors == []
    fresh = game.driver.get(bob.id)
    assert "Your turn" in fresh.text and not fresh.button("Red 2").disabled
