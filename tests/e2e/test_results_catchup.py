"""Issue 11 leftover: a results message that Discord refuses (a hand's results, the
match's) is not lost: it is posted again a moment later, or by the next change."""

from __future__ import annotations

import pytest

from bot.engine import Rules
from bot.game.table import Table
from tests.e2e.conftest import Game, manual_clock

pytestmark = pytest.mark.timeout(30)


# far longer than the tests wait in real time: only the tables' clock brings a retry
RETRY = 60.0


def said(game: Game, words: str) -> list[str]:
    return [m.text for m in game.driver.messages(game.fake.bob) if words in m.text]


async def the_retry_comes(game: Game, table: Table) -> None:
    """Once a retry of the failed post waits on the tables' clock, its time comes."""
    clock = manual_clock(game.bot)

    def waiting() -> bool:
        task = table.rt.results.retry
        return task is not None and clock.asleep(task)

    await game.driver.wait_until(waiting, timeout=5, what="a retry of the results waiting")
    await game.advance(RETRY)


async def test_refused_hand_results_are_posted_again(game: Game) -> None:
    game.bot.table_config.timer_retry = RETRY
    game.bot.table_config.next_hand_delay = 10 * RETRY
    await game.start()
    a, b, c = game.fake.alice.id, game.fake.bob.id, game.fake.carol.id
    await game.stage(hands={a: ["r5"], b: ["r2", "b1"], c: ["r7", "y2"]},
                     discard=["r1"], current=a)
    await game.settle()
    hand = await game.hand(game.fake.alice)
    # the results post is the first channel message after the winning card: refused with
    # its chart, then in words (a 403 on a picture is read as no Attach Files)
    game.fake.inject_fault("POST", f"/channels/{game.channel.id}/messages", 403, times=2)
    await game.click(game.fake.alice, hand, "Red 5")
    assert game.match.hand_over
    await the_retry_comes(game, game.table)
    await game.driver.wait_until(lambda: said(game, "Hand 1 results"), timeout=5,
                                 what="the hand results, posted again")
    [results] = [m for m in game.driver.messages(game.fake.bob) if "Hand 1 results" in m.text]
    assert results.button("Next hand") is not None
    await game.driver.wait_until(lambda: game.table.results_message_id == results.id,
                                 timeout=2, what="its Next hand kept with the game")
    assert game.table.rt.results.pending == []
    game.fake.take_breaches()
    game.driver.bot_errors.clear()  # type: ignore[attr-defined]


async def test_refused_match_results_are_posted_again(game: Game) -> None:
    game.bot.table_config.timer_retry = RETRY
    await game.start()
    a, b, c = game.fake.alice.id, game.fake.bob.id, game.fake.carol.id
    await game.stage(Rules(target=100), hands={a: ["r5"], b: ["b1", "g2"], c: ["y3", "W"]},
                     discard=["r1"], current=a, scores={a: 90})
    hand = await game.hand(game.fake.alice)
    table = game.table  # (the match's end takes it from the registry)
    # refused with its chart, then in words: tried again later
    game.fake.inject_fault("POST", f"/channels/{game.channel.id}/messages", 403, times=2)
    await game.click(game.fake.alice, hand, "Red 5")  # wins the hand and the match
    await the_retry_comes(game, table)
    await game.driver.wait_until(lambda: said(game, "alice won the match"), timeout=8,
                                 what="the match results, posted again")
    assert len(said(game, "alice won the match")) == 1
    game.fake.take_breaches()
    game.driver.bot_errors.clear()  # type: ignore[attr-defined]
