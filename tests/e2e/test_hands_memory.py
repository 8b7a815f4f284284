"""What a hand message leaves behind in memory (issue 15: 10,000 live games): nothing in
discord.py's view store, no task, once it is answered; the answer's guard lets go of its
cancelled task."""

from __future__ import annotations

import asyncio

import pytest

from bot.tables.answer import Answer
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
    answers = [h.interaction.extras.get("uno.answer") for h, _, _ in
               game.table.rt.hands.values()]
    assert all(isinstance(a, Answer) for a in answers)
    clicked = [a for a in answers if a.is_component]  # the turn's click, answered
    assert clicked and all(a._guard is None for a in clicked)
    # a slash command's guard is let go when its wait ends; none is kept finished
    assert all(a._guard is None or not a._guard.done() for a in answers)
