"""Only one live hand message per player (issue 14): opening the hand again retires the
previous message ("Your hand moved to a newer message.", no buttons)."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import Game

pytestmark = pytest.mark.timeout(30)


async def test_opening_the_hand_again_retires_the_old_message(game: Game) -> None:
    await game.start()
    first = await game.hand(game.fake.alice)  # /uno hand
    assert first.buttons
    table = game.driver.get(game.table.message_id)  # type: ignore[arg-type]
    second = (await game.click(game.fake.alice, table, "My hand")).response
    assert second is not None and second.id != first.id and second.buttons
    await game.settle()
    old = game.driver.get(first.id)
    assert old.text.strip() == "Your hand moved to a newer message."
    assert old.buttons == () and old.embeds == ()
    third = await game.hand(game.fake.alice)
    await game.settle()
    assert game.driver.get(second.id).text.strip() == "Your hand moved to a newer message."
    live = game.driver.get(third.id)
    assert live.buttons and "Your cards" in live.text
    # the others' hands are not touched
    bob = await game.hand(game.fake.bob)
    await game.settle()
    assert game.driver.get(third.id).buttons
    assert game.driver.get(bob.id).buttons
    assert game.fake.take_breaches() == []


async def test_the_live_hand_still_follows_the_game(game: Game) -> None:
    await game.start(players=2)
    a, b = game.fake.alice.id, game.fake.bob.id
    await game.stage(hands={a: ["r5", "r6", "g1"], b: ["r2", "b1", "r3"]},
                     discard=["r1"], current=a)
    old = await game.hand(game.fake.bob)
    new = await game.hand(game.fake.bob)
    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    await game.settle()
    assert "Your turn" in game.driver.get(new.id).text
    assert game.driver.get(old.id).text.strip() == "Your hand moved to a newer message."
    assert game.driver.get(old.id).buttons == ()
