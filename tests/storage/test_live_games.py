"""Live games: upsert, versions never go back, a corrupt row does not stop the others."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.storage import CorruptRecordError, LiveGame, Storage

from .conftest import CHANNEL, GUILD, OTHER_GUILD


def game(version: int, channel: int = CHANNEL, guild: int = GUILD, **state: object) -> LiveGame:
    return LiveGame(
        channel_id=channel,
        guild_id=guild,
        match_id=None,
        state={"turn": version, **state},
        version=version,
        table_message_id=555,
        ui={"hands": {"11": 777}, "deadline": 1700000000.5},
    )


async def test_save_then_get_round_trips(storage: Storage) -> None:
    assert await storage.live_games.save(game(1, hand=[["red", 5], ["wild", None]]))
    loaded = await storage.live_games.get(CHANNEL)
    assert loaded is not None
    assert loaded.state == {"turn": 1, "hand": [["red", 5], ["wild", None]]}
    assert loaded.ui == {"hands": {"11": 777}, "deadline": 1700000000.5}
    assert (loaded.version, loaded.table_message_id, loaded.guild_id) == (1, 555, GUILD)
    assert loaded.updated_at > 0


async def test_versions_never_go_back(storage: Storage) -> None:
    assert await storage.live_games.save(game(5))
    assert await storage.live_games.save(game(5, note="same version rewrites"))
    assert not await storage.live_games.save(game(4))
    loaded = await storage.live_games.get(CHANNEL)
    assert loaded is not None
    assert loaded.version == 5 and loaded.state["note"] == "same version rewrites"
    assert await storage.live_games.save(game(6))
    assert (await storage.live_games.get(CHANNEL)).version == 6  # type: ignore[union-attr]


async def test_set_ui_keeps_the_state(storage: Storage) -> None:
    await storage.live_games.save(game(2))
    assert await storage.live_games.set_ui(CHANNEL, table_message_id=999, ui={"deadline": 1.0})
    loaded = await storage.live_games.get(CHANNEL)
    assert loaded is not None
    assert (loaded.version, loaded.table_message_id, loaded.ui) == (2, 999, {"deadline": 1.0})


async def test_load_all_returns_corrupt_rows_apart(storage: Storage) -> None:
    await storage.live_games.save(game(1, channel=1))
    await storage.live_games.save(game(1, channel=2))
    await storage.live_games.save(game(1, channel=3, guild=OTHER_GUILD))
    await storage.live_games.save(game(1, channel=4))
    async with storage.transaction() as tx:
        await tx.execute("UPDATE live_games SET state_json = '{\"turn\": 1,' WHERE channel_id = 2")
        await tx.execute("UPDATE live_games SET state_json = '[1, 2]' WHERE channel_id = 4")
        await tx.execute("UPDATE live_games SET ui_json = 'nonsense' WHERE channel_id = 3")

    loaded = await storage.live_games.load_all()
    assert [g.channel_id for g in loaded.games] == [1, 3]
    assert next(g for g in loaded.games if g.channel_id == 3).ui == {}  # UI data is optional
    assert [(c.channel_id, c.guild_id, c.table_message_id) for c in loaded.corrupt] == [
        (2, GUILD, 555),
        (4, GUILD, 555),
    ]
    assert all(c.error for c in loaded.corrupt)
    with pytest.raises(CorruptRecordError):
        await storage.live_games.get(2)

    only_other = await storage.live_games.load_all(OTHER_GUILD)
    assert [g.channel_id for g in only_other.games] == [3] and only_other.corrupt == ()

    assert await storage.live_games.delete(2)
    assert not await storage.live_games.delete(2)
    assert [c.channel_id for c in (await storage.live_games.load_all()).corrupt] == [4]


async def test_concurrent_saves_serialise_and_keep_the_newest(storage: Storage) -> None:
    versions = list(range(1, 31))
    random.Random(5).shuffle(versions)
    await asyncio.gather(
        *(storage.commit_action(game(v)) for v in versions), return_exceptions=True
    )
    loaded = await storage.live_games.get(CHANNEL)
    assert loaded is not None and loaded.version == 30 and loaded.state["turn"] == 30
