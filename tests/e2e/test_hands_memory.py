"""What a hand message leaves behind in memory (issue 15: 10,000 live games): nothing in
discord.py's view store, no task, once it is answered, and not the interaction that
showed it (its message, member and answer)."""

from __future__ import annotations

import asyncio
import gc

import discord
import pytest

from tests.e2e.conftest import Game

pytestmark = pytest.mark.timeout(30)


def view_tasks() -> list[asyncio.Task[object]]:
    """discord.py's view timeout tasks: one per view it keeps listening to."""
    return [t for t in asyncio.all_tasks() if "timeout_task" in t.get_coro().__qualname__]


async def test_hands_opened_and_clicked_leave_no_view_behind(game: Game) -> None:
    await game.start()
    store = game.bot._connection._view_store
    before = len(view_tasks())
    for user in (game.fake.alice, game.fake.bob, game.fake.carol):
        await game.hand(user)  # an ephemeral answer: discord.py would keep its view 15 min
    await game.take_turn()
    await game.settle()
    assert len(view_tasks()) == before
    assert store._views == {} and store._synced_message_views == {}
    # the hands keep their interactions' webhooks, not the interactions: nothing of the
    # clicks is kept (their answers, messages, members)
    assert not [h for h, _, _ in game.table.rt.hands.shown.values()
                if any(isinstance(r, discord.Interaction) for r in gc.get_referents(h))]
