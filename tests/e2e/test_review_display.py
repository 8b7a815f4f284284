"""Review: the debounced table editor must not leave a live table behind a game that ended
while it was posting."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import Game
from tests.e2e.test_play_decisions import ids3

pytestmark = pytest.mark.timeout(30)


async def test_a_table_reposted_while_the_game_is_stopped_takes_no_clicks(game: Game) -> None:
    await ids3(game)
    await game.settle()
    table = game.table
    # the repost of the table is slow (rate limited); the host stops the game meanwhile
    game.fake.inject_fault("POST", f"/channels/{game.channel.id}/messages", 429,
                           retry_after=1.0)
    game.bot.display.request(table, game.bot.changes, repost=True)
    editor = table.rt.edits.task
    assert editor is not None
    await game.driver.slash(game.fake.alice, "/uno stop")
    await editor
    await game.settle()
    live = [m for m in game.driver.messages(game.fake.bob)
            if not m.deleted and any(not b.disabled for b in m.buttons)]
    assert live == []



async def test_a_saved_move_reaches_the_table_even_if_its_answer_fails(
        game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    a, b, c = await ids3(game)
    await game.stage(hands={a: ["r5", "r6", "g1"], b: ["b1", "r2"], c: ["y1", "y2"]},
                     discard=["r1"], current=a)
    hand = await game.hand(game.fake.alice)
    await game.settle()

    async def answer_fails(*args: object, **kwargs: object) -> None:
        raise RuntimeError("the answer could not be sent")

    monkeypatch.setattr("bot.plumbing.clicks.send_hand", answer_fails)
    await game.click(game.fake.alice, hand, "Red 5")
    monkeypatch.undo()
    game.driver.bot_errors.clear()  # the failed answer is logged, as it should be
    assert game.match.to_act == b and await game.stored() == game.match.to_dict()
    await game.settle()
    table = game.driver.get(game.table.message_id)  # type: ignore[arg-type]
    assert "Red 5" in table.text and f"<@{b}>" in table.text
