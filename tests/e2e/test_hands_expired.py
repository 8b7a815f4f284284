"""Hands longer than the 15-minute interaction token (issue 14): the last refresh before
the limit says the message stops updating; once it can no longer be refreshed, the turn
ping tells its player to open their hand, with the My hand button; opening it again makes
the pings plain again."""

from __future__ import annotations

import pytest

from bot.i18n import EN
from bot.screens.hands import EXPIRING
from bot.screens.pings import OPEN_HAND, is_ping
from tests.e2e.conftest import Game

pytestmark = pytest.mark.timeout(30)


async def staged(game: Game) -> tuple[int, int]:
    await game.start(players=2)
    a, b = game.fake.alice.id, game.fake.bob.id
    await game.stage(hands={a: ["r5", "r6", "g1", "g2"], b: ["r2", "b1", "r3", "r4"]},
                     discard=["r1"], current=a)
    await game.settle()
    return a, b


def pings(game: Game) -> list[str]:
    return [m.content for m in game.driver.messages(game.fake.bob) if is_ping(m.content)]


async def test_a_hand_about_to_expire_says_so(game: Game) -> None:
    await staged(game)
    bob = await game.hand(game.fake.bob)
    await game.advance(13 * 60)  # a minute before the bot stops refreshing it
    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    await game.settle()
    now = game.driver.get(bob.id)
    assert EXPIRING(EN).replace("**", "") in now.text.replace("**", "")
    assert "Your turn" in now.text
    assert game.fake.take_breaches() == []


async def test_turn_back_to_an_expired_hand_pings_open_your_hand(game: Game) -> None:
    a, b = await staged(game)
    bob = await game.hand(game.fake.bob)
    await game.advance(16 * 60)  # bob's token is dead
    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    await game.settle()
    assert game.match.to_act == b
    [ping] = pings(game)
    assert ping == f"<@{b}>, it's your turn. {EN(OPEN_HAND)}"
    [msg] = [m for m in game.driver.messages(game.fake.bob) if is_ping(m.content)]
    assert msg.button("My hand") is not None
    assert game.fake.take_breaches() == []  # the dead hand was not edited (no 50027)
    # he opens it from the ping; his next turn's ping (if any) is a plain one
    fresh = (await game.click(game.fake.bob, msg, "My hand")).response
    assert fresh is not None and fresh.id != bob.id and "Your turn" in fresh.text
    assert b not in game.table.rt.hands.expired
    _ = a
