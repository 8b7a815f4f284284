"""Starting a match writes the match row and the first live state together: both or neither."""

from __future__ import annotations

import pytest

from bot.storage import LiveGame, StaleVersionError, Storage

from .conftest import CHANNEL, GUILD

A, B = 11, 22


async def test_start_match_writes_match_and_state_together(storage: Storage) -> None:
    match_id = await storage.start_match(
        LiveGame(CHANNEL, GUILD, None, {"v": 0}, 0), {"preset": "official"}, 500, [A, B])
    stored = await storage.live_games.get(CHANNEL)
    assert stored is not None and stored.match_id == match_id and stored.state == {"v": 0}
    assert await storage.matches.latest_match_id(GUILD, CHANNEL, active=True) == match_id


async def test_start_match_refused_state_leaves_no_match(storage: Storage) -> None:
    await storage.live_games.save(LiveGame(CHANNEL, GUILD, None, {"v": 3}, 3))
    with pytest.raises(StaleVersionError):
        await storage.start_match(LiveGame(CHANNEL, GUILD, None, {"v": 0}, 0), {}, 500, [A, B])
    assert await storage.matches.latest_match_id(GUILD, CHANNEL, active=True) is None
    assert (await storage.live_games.get(CHANNEL)).state == {"v": 3}  # type: ignore[union-attr]
