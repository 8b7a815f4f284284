"""One action, one transaction: state + hand + match end commit together or not at all;
every database failure is one StorageError."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from pathlib import Path

import aiosqlite
import pytest

from bot.storage import (
    HandResult,
    LiveGame,
    MatchEnd,
    StaleVersionError,
    Storage,
    StorageError,
    open_database,
)
from bot.storage.db import SqliteDatabase, open_sqlite

from .conftest import CHANNEL, GUILD

A, B = 11, 22


async def new_match(storage: Storage) -> int:
    return await storage.matches.create_match(GUILD, CHANNEL, {}, 100, [A, B])


def live(match_id: int, version: int, state: dict[str, object] | None = None) -> LiveGame:
    return LiveGame(CHANNEL, GUILD, match_id, state or {"v": version}, version)


async def test_commit_action_writes_state_hand_and_match_end_together(storage: Storage) -> None:
    match_id = await new_match(storage)
    await storage.commit_action(live(match_id, 1))
    await storage.commit_action(
        live(match_id, 2),
        hand=HandResult(match_id, 1, A, {A: 120}, {A: 120, B: 0}),
        match_end=MatchEnd(match_id, (A,)),
        remove_live_game=CHANNEL,
    )
    assert await storage.live_games.get(CHANNEL) is None
    assert await storage.matches.totals(GUILD, match_id) == {A: 120, B: 0}
    stats = await storage.stats.player_stats(GUILD, A)
    assert (stats.matches_played, stats.matches_won, stats.hands_won, stats.points_scored) == (
        1,
        1,
        1,
        120,
    )


async def test_stale_state_rolls_back_the_hand_too(storage: Storage) -> None:
    match_id = await new_match(storage)
    await storage.commit_action(live(match_id, 7))
    with pytest.raises(StaleVersionError):
        await storage.commit_action(
            live(match_id, 6), hand=HandResult(match_id, 1, A, {A: 30}, {A: 30, B: 0})
        )
    assert await storage.matches.hands(GUILD, match_id) == []
    assert await storage.matches.totals(GUILD, match_id) == {A: 0, B: 0}
    assert (await storage.live_games.get(CHANNEL)).version == 7  # type: ignore[union-attr]


async def test_failure_mid_transaction_rolls_everything_back(storage: Storage) -> None:
    match_id = await new_match(storage)
    await storage.commit_action(live(match_id, 1))
    # the hand is written first, then the state fails to serialise
    with pytest.raises(StorageError):
        await storage.commit_action(
            live(match_id, 2, {"bad": object()}),
            hand=HandResult(match_id, 1, A, {A: 30}, {A: 30, B: 0}),
        )
    assert await storage.matches.hands(GUILD, match_id) == []
    assert (await storage.stats.player_stats(GUILD, A)).points_scored == 0
    assert (await storage.live_games.get(CHANNEL)).version == 1  # type: ignore[union-attr]

    # an arbitrary exception inside a caller's transaction rolls back too
    with pytest.raises(RuntimeError):
        async with storage.transaction() as tx:
            await storage.matches.record_hand(match_id, 1, A, {A: 30}, {A: 30, B: 0}, tx=tx)
            await storage.live_games.save(live(match_id, 3), tx=tx)
            raise RuntimeError("the bot crashed between two writes")
    assert await storage.matches.hands(GUILD, match_id) == []
    assert (await storage.live_games.get(CHANNEL)).version == 1  # type: ignore[union-attr]


async def test_disk_full_is_a_storage_error_and_nothing_is_half_written(
    sqlite_storage: Storage,
) -> None:
    storage = sqlite_storage
    match_id = await new_match(storage)
    await storage.commit_action(live(match_id, 1))
    async with storage.transaction() as tx:
        pages = await tx.fetchval("PRAGMA page_count")
        await tx.execute(f"PRAGMA max_page_count = {int(pages)}")
    huge: dict[str, object] = {"junk": "x" * 200_000}
    with pytest.raises(StorageError, match="full"):
        await storage.commit_action(
            live(match_id, 2, huge), hand=HandResult(match_id, 1, A, {A: 30}, {A: 30, B: 0})
        )
    assert await storage.matches.hands(GUILD, match_id) == []
    assert (await storage.live_games.get(CHANNEL)).version == 1  # type: ignore[union-attr]


async def test_read_only_database_is_a_storage_error(db_path: Path) -> None:
    storage = await Storage.open(db_path)
    await storage.close()
    # the tests may run as root, which ignores file modes: use SQLite's read-only mode
    conn = await aiosqlite.connect(f"file:{db_path}?mode=ro", uri=True, isolation_level=None)
    conn.row_factory = sqlite3.Row
    read_only = Storage(SqliteDatabase(conn, db_path))
    try:
        assert (await read_only.settings.get(GUILD)).target == 500  # reads still work
        with pytest.raises(StorageError, match="readonly|read-only|read only"):
            await read_only.matches.create_match(GUILD, CHANNEL, {}, 100, [A, B])
        with pytest.raises(StorageError):
            await read_only.commit_action(LiveGame(CHANNEL, GUILD, None, {}, 1))
    finally:
        await read_only.close()


async def test_query_only_connection_fails_cleanly(sqlite_storage: Storage) -> None:
    storage = sqlite_storage
    assert isinstance(storage.db, SqliteDatabase)
    await storage.db.connection.execute("PRAGMA query_only = ON")
    with pytest.raises(StorageError):
        await storage.live_games.save(LiveGame(CHANNEL, GUILD, None, {}, 1))
    await storage.db.connection.execute("PRAGMA query_only = OFF")
    assert await storage.live_games.save(LiveGame(CHANNEL, GUILD, None, {}, 1))


async def test_unopenable_path_is_a_storage_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(StorageError):
        await open_database(blocker / "uno.sqlite3")
    garbage = tmp_path / "garbage.sqlite3"
    garbage.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StorageError):
        await open_database(garbage)


async def test_nested_transaction_is_refused_not_deadlocked(storage: Storage) -> None:
    async with storage.transaction():
        with pytest.raises(RuntimeError):
            async with storage.transaction():
                pass
    # the lock is free again
    await storage.settings.get(GUILD)


async def test_single_statement_transaction_refuses_a_second_statement(
        storage: Storage) -> None:
    # an action that only writes its game is one statement, with no BEGIN / COMMIT around
    # it: a second statement there would not be atomic with the first, so it is refused
    match_id = await new_match(storage)
    async with storage.db.transaction(single=True) as tx:
        await storage.live_games.save(live(match_id, 1), tx=tx)
        with pytest.raises(RuntimeError):
            await tx.execute("DELETE FROM live_games")
    stored = await storage.live_games.get(CHANNEL)
    assert stored is not None and stored.version == 1


async def test_game_only_commit_is_a_compare_and_set_too(storage: Storage) -> None:
    # the single-statement commit still refuses a version older than the stored one
    match_id = await new_match(storage)
    await storage.commit_action(live(match_id, 3))
    await storage.commit_action(live(match_id, 4))
    with pytest.raises(StaleVersionError):
        await storage.commit_action(live(match_id, 2))
    stored = await storage.live_games.get(CHANNEL)
    assert stored is not None and stored.version == 4


@pytest.mark.parametrize("yields", [0, 1, 2, 5])
async def test_a_commit_cancelled_midway_leaves_storage_writable(
        storage: Storage, yields: int) -> None:
    # a timer replaced while it commits is cancelled: its one statement may already be on
    # its way, and then it is written; either way the version this owner holds follows the
    # row, so the game's next write is not refused as stale
    match_id = await new_match(storage)
    await storage.commit_action(live(match_id, 1))
    task = asyncio.create_task(storage.commit_action(live(match_id, 2)))
    for _ in range(yields):
        await asyncio.sleep(0)
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
    # (read past the repository, which would take the version it reads as held)
    async with storage.db.transaction(write=False) as tx:
        version = await tx.fetchval("SELECT version FROM live_games WHERE channel_id = ?",
                                    (CHANNEL,))
    assert version in (1, 2)
    await storage.commit_action(live(match_id, version + 1))
    again = await storage.live_games.get(CHANNEL)
    assert again is not None and again.version == version + 1


async def test_a_transaction_cancelled_while_waiting_for_its_begin_leaves_none_open(
        db_path: Path) -> None:
    """A task cancelled while its BEGIN IMMEDIATE waits for the write lock (a timer the
    resume reschedules): the BEGIN still runs on the database thread once the lock frees,
    and is rolled back before anyone else begins, so later transactions work (they failed
    with "cannot start a transaction within a transaction")."""
    db = await open_sqlite(db_path)
    other = sqlite3.connect(db_path, isolation_level=None, timeout=5)
    try:
        other.execute("BEGIN IMMEDIATE")  # another process holds the write lock
        began = asyncio.Event()

        async def waits_for_begin() -> None:
            began.set()
            async with db.transaction():
                pass

        task = asyncio.create_task(waits_for_begin())
        await began.wait()
        for _ in range(20):  # until its BEGIN is on the database thread, waiting
            await asyncio.sleep(0)
        task.cancel()
        other.execute("ROLLBACK")  # the lock frees: the cancelled BEGIN now runs
        with contextlib.suppress(asyncio.CancelledError):
            await task
        async with db.transaction() as tx:  # would fail if that BEGIN were left open
            await tx.execute("SELECT 1")
        assert not db.connection.in_transaction
    finally:
        other.close()
        await db.close()
