"""Issue 11 leftover: a results message that Discord refuses (a hand's results, the
match's) is not lost: it is posted again a moment later, or by the next change."""

from __future__ import annotations

import pytest

from bot.engine import Rules
from tests.e2e.conftest import Game

pytestmark = pytest.mark.timeout(30)


def said(game: Game, words: str) -> list[str]:
    return [m.text for m in game.driver.messages(game.fake.bob) if words in m.text]


async def test_refused_hand_results_are_posted_again(game: Game) -> None:
    game.bot.table_config.timer_retry = 0.3
    game.bot.table_config.next_hand_delay = 60.0
    await game.start()
    a, b, c = game.fake.alice.id, game.fake.bob.id, game.fake.carol.id
    await game.stage(hands={a: ["r5"], b: ["r2", "b1"], c: ["r7", "y2"]},
                     discard=["r1"], current=a)
    await game.settle()
    hand = await game.hand(game.fake.alice)
    # the results post is the first channel message after the winning card: refused once
    game.fake.inject_fault("POST", f"/channels/{game.channel.id}/messages", 403)
    await game.click(game.fake.alice, hand, "Red 5")
    assert game.match.hand_over
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
    game.bot.table_config.timer_retry = 0.3
    await game.start()
    a, b, c = game.fake.alice.id, game.fake.bob.id, game.fake.carol.id
    await game.stage(Rules(target=100), hands={a: ["r5"], b: ["b1", "g2"], c: ["y3", "W"]},
                     discard=["r1"], current=a, scores={a: 90})
    hand = await game.hand(game.fake.alice)
    game.fake.inject_fault("POST", f"/channels/{game.channel.id}/messages", 403, times=2)
    await game.click(game.fake.alice, hand, "Red 5")  # wins the hand and the match
    await game.driver.wait_until(lambda: said(game, "alice won the match"), timeout=8,
                                 what="the match results, posted again")
    assert len(said(game, "alice won the match")) == 1
    game.fake.take_breaches()
    game.driver.bot_errors.clear()  # type: ignore[attr-defined]
