"""Old hands stop saying "Your turn" (issue 14): when the match ends or the game is
stopped, every hand message that can still be edited says so and loses its buttons; one
failing edit does not stop the others."""

from __future__ import annotations

import pytest

from bot.engine import Rules
from tests.e2e.conftest import Game

pytestmark = pytest.mark.timeout(30)


async def test_match_end_closes_every_open_hand(game: Game) -> None:
    await game.start()
    a, b, c = game.fake.alice.id, game.fake.bob.id, game.fake.carol.id
    await game.stage(Rules(target=100), hands={a: ["r5"], b: ["b1", "g2"], c: ["y3", "W"]},
                     discard=["r1"], current=a, scores={a: 90})
    bob = await game.hand(game.fake.bob)
    carol = await game.hand(game.fake.carol)
    assert bob.buttons and carol.buttons
    alice = await game.hand(game.fake.alice)
    await game.click(game.fake.alice, alice, "Red 5")  # the winning card
    await game.settle()
    assert game.reg.get(game.channel.id) is None
    for msg in (bob, carol, alice):
        now = game.driver.get(msg.id)
        assert now.text.strip() == "The match is over: alice won.", now.text
        assert now.buttons == () and now.embeds == ()
    assert game.fake.take_breaches() == []


async def test_stop_closes_every_open_hand_even_if_one_edit_fails(game: Game) -> None:
    await game.start()
    bob = await game.hand(game.fake.bob)
    carol = await game.hand(game.fake.carol)
    alice = await game.hand(game.fake.alice)
    # the first hand edit is refused (its message is gone): the others are still closed
    game.fake.inject_fault("PATCH", "/webhooks/*/*/messages/*", 404, times=1)
    lobby = game.driver.get(game.table.message_id)  # type: ignore[arg-type]
    assert lobby is not None
    stopped = await game.driver.slash(game.fake.alice, "/uno stop")
    assert stopped.response is not None and "stopped" in stopped.response.text
    await game.settle()
    closed = [game.driver.get(m.id) for m in (bob, carol, alice)]
    over = [m for m in closed if m.text.strip() == "This game is over." and not m.buttons]
    assert len(over) == 2, [m.text for m in closed]  # the one whose edit failed stays
    game.driver.bot_errors.clear()
    game.fake.take_breaches()
