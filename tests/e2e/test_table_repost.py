"""The table message is posted anew when it is buried under chat, too old to edit
(Discord refuses edits after an hour: 30046), or gone (404); the old one then points at
the new one and keeps no buttons, and the stub before it is deleted (one stub a game)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord
import pytest

from tests.e2e.conftest import Game
from tests.e2e.test_play_decisions import ids3

pytestmark = pytest.mark.timeout(30)


async def staged(game: Game) -> int:
    a, b, c = await ids3(game)
    await game.stage(hands={a: ["r5", "r6", "g1"], b: ["r2", "b1", "b3"], c: ["r7", "y2"]},
                     discard=["r1"], current=a)
    await game.settle()
    assert game.table.message_id is not None
    return game.table.message_id


async def play(game: Game, user: Any, label: str) -> None:
    await game.click(user, await game.hand(user), label)
    await game.settle()


def assert_moved(game: Game, old: int) -> None:
    new = game.table.message_id
    assert new is not None and new != old
    moved = game.driver.get(old)
    assert "moved down" in moved.content and moved.embeds == ()
    # a link button down to the new table (issue 25.3), not a link in the text
    [link] = moved.buttons
    assert link.url is not None and str(new) in link.url and link.custom_id is None
    table = game.driver.get(new)
    assert table.button("My hand") is not None
    assert "Red 5" in table.text  # the new table shows the latest move


async def test_buried_table_is_posted_again_at_the_next_update(game: Game) -> None:
    old = await staged(game)
    for i in range(9):
        await game.fake.post_user_message(game.fake.dave, game.channel, f"chat {i}")
    await game.driver.wait_until(lambda: game.table.messages_after == 9)
    await play(game, game.fake.alice, "Red 5")  # 9 messages (and a ping): not buried yet
    assert game.table.message_id == old
    await game.fake.post_user_message(game.fake.dave, game.channel, "one more")
    await game.driver.wait_until(lambda: game.table.messages_after == 10)
    assert game.table.message_id == old  # chat alone does not post the table
    await play(game, game.fake.bob, "Red 2")
    assert_moved(game, old)
    assert game.table.messages_after == 0
    stored = await game.bot.storage.live_games.get(game.channel.id)
    assert stored is not None and stored.table_message_id == game.table.message_id


async def test_table_older_than_an_hour_is_posted_again(game: Game) -> None:
    game.bot.table_config.game_idle = 7200.0  # (an hour passes without a move)
    old = await staged(game)
    await play(game, game.fake.alice, "Red 5")
    assert game.table.message_id == old
    await game.advance(3400)
    await play(game, game.fake.bob, "Red 2")
    assert_moved(game, old)


async def test_table_deleted_404_is_posted_again(game: Game) -> None:
    old = await staged(game)
    game.fake.inject_fault("PATCH", f"/channels/{game.channel.id}/messages/{old}", 404)
    await play(game, game.fake.alice, "Red 5")
    assert game.table.message_id != old
    assert "Red 5" in game.driver.get(game.table.message_id).text  # type: ignore[arg-type]


async def test_table_too_old_30046_is_posted_again(game: Game,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    old = await staged(game)
    real = discord.PartialMessage.edit
    refused: list[int] = []

    async def edit(self: discord.PartialMessage, **kwargs: Any) -> Any:
        if self.id == old and not refused:
            refused.append(self.id)
            raise discord.HTTPException(
                SimpleNamespace(status=400, reason="Bad Request"),  # type: ignore[arg-type]
                {"code": 30046, "message": "Maximum number of edits to messages older than "
                 "1 hour reached. Try again later"})
        return await real(self, **kwargs)

    monkeypatch.setattr(discord.PartialMessage, "edit", edit)
    await play(game, game.fake.alice, "Red 5")
    assert refused == [old]
    assert_moved(game, old)


async def test_reposts_leave_one_stub_per_game(game: Game) -> None:
    """Issue 14: a game reposted again and again does not leave a trail of "moved" stubs:
    the latest old table is the stub, the stub before it is deleted."""
    game.bot.table_config.game_idle = 7200.0  # (an hour passes without a move)
    first = await staged(game)
    await game.advance(3400)
    await play(game, game.fake.alice, "Red 5")
    assert_moved(game, first)
    second = game.table.message_id
    assert second is not None and game.table.stub_message_id == first
    await game.advance(3400)
    await play(game, game.fake.bob, "Red 2")
    third = game.table.message_id
    assert third not in (first, second)
    assert game.table.stub_message_id == second
    stubs = [m for m in game.driver.messages(game.fake.dave) if "moved down" in m.content]
    assert [m.id for m in stubs] == [second]  # the first stub is gone
    assert str(third) in (stubs[0].buttons[0].url or "")
    stored = await game.bot.storage.live_games.get(game.channel.id)
    assert stored is not None and stored.ui["stub_message_id"] == second
