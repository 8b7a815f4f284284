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
    game.reg.display.request(table, repost=True)
    editor = table.editor
    assert editor is not None
    await game.driver.slash(game.fake.alice, "/uno stop")
    await editor
    await game.settle()
    live = [m for m in game.driver.messages(game.fake.bob)
            if not m.deleted and any(not b.disabled for b in m.buttons)]
    assert live == []

