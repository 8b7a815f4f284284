"""A turn warning (issue 14): a player about to time out is warned ONCE, privately under
their open hand, or else in the turn ping (posted again, so it notifies)."""

from __future__ import annotations

import pytest

from bot.jobs import nudges
from bot.screens.pings import is_ping
from tests.e2e.conftest import Game
from tests.fakediscord.driver import Message

pytestmark = pytest.mark.timeout(30)


async def staged(game: Game) -> tuple[int, int]:
    await game.start({"turn_timer": 60}, players=2)
    a, b = game.fake.alice.id, game.fake.bob.id
    await game.stage(hands={a: ["r5", "r6", "g1"], b: ["r2", "b1", "r3"]},
                     discard=["r1"], current=a)
    return a, b


def warnings(game: Game, user: object) -> list[str]:
    return [m.text for m in game.driver.messages(user) if "⏰ Your turn ends" in m.text]


async def test_open_hand_gets_one_private_warning(game: Game) -> None:
    a, b = await staged(game)
    bob = await game.hand(game.fake.bob)
    warn_before = game.bot.table_config.turn_warning
    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    await game.advance(60 - warn_before - 1)
    assert warnings(game, game.fake.bob) == []  # not yet
    await game.advance(1)
    [text] = warnings(game, game.fake.bob)
    deadline = game.table.deadline
    assert deadline is not None and f"<t:{int(deadline)}:R>" in text
    [msg] = [m for m in game.driver.messages(game.fake.bob) if "⏰" in m.text]
    assert msg.ephemeral and msg.ephemeral_for == b and msg.id != bob.id
    assert warnings(game, game.fake.alice) == []  # nobody else sees it
    await game.advance(warn_before - 1)  # the timer wakes again for the deadline only
    assert len(warnings(game, game.fake.bob)) == 1
    assert game.match.to_act == b
    _ = a


async def test_without_a_hand_the_turn_ping_carries_the_warning(game: Game) -> None:
    a, b = await staged(game)
    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    await game.advance(60 - game.bot.table_config.turn_warning)

    def pings() -> list[Message]:
        return [m for m in game.driver.messages(game.fake.bob) if is_ping(m.content)]

    # the warning's ping is posted, then the one it replaces deleted (an effect the timer
    # runs, which settle does not wait for): wait for the one ping left to carry it
    await game.driver.wait_until(
        lambda: len(pings()) == 1 and "⏰ Your turn ends" in pings()[0].content, timeout=5,
        what="bob is warned in the ping, the earlier ping deleted")
    await game.settle()
    [ping] = pings()
    assert ping.content.startswith(f"<@{b}>, it's your turn. ⏰ Your turn ends <t:")
    assert not ping.ephemeral and ping.button("My hand") is not None
    assert game.table.ping_message_id == ping.id  # one ping per table, still
    _ = a


async def test_an_ai_seats_turn_gets_no_warning_and_no_dm_notice(game: Game) -> None:
    """An AI seat that stalls runs into the turn timer like anyone (timers.py), but it has
    no hand to warn under and no DMs: nobody is pinged for it."""
    game.bot.table_config.ai_delay = 3600.0  # the AI seat stays put through its turn
    await game.start({"turn_timer": 60, "ai": 1}, players=1)
    a = game.fake.alice.id
    [ai] = game.table.ai
    await game.stage(hands={a: ["r5", "r6", "g1"], ai: ["r2", "b1", "r3"]},
                     discard=["r1"], current=a)
    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    await game.driver.wait_until(lambda: game.table.deadline_for == ai, timeout=5,
                                 what="the AI seat's turn is timed")
    assert nudges.warning_due(game.table, game.bot.table_config.turn_warning) is None
    assert nudges.notice_due(game.table, game.bot.table_config.dm_notice_after) is None
    await game.advance(59)  # past when a member's warning and DM notice would have come
    assert game.table.deadline_for == ai  # (and before its own turn runs out)
    seen = [m.text for m in game.driver.messages(game.fake.carol)]
    assert not [t for t in seen if "⏰ Your turn ends" in t]
    assert not [t for t in seen if t.startswith(f"<@{ai}>")]
