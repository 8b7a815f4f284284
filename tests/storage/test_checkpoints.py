"""SQLite's WAL is copied back into the database file by a connection of its own
(``Checkpoints``), not in the commit of the connection that writes (issue 15: that
commit stalled every table's)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.storage import db as db_module
from bot.storage.db import SQLITE_AUTOCHECKPOINT, open_sqlite


def file_size(path: Path) -> int:
    """The database file's own size (the WAL beside it not counted)."""
    return path.stat().st_size


@pytest.fixture(autouse=True)
def no_periodic_checkpoint(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests run each checkpoint themselves."""
    monkeypatch.setattr(db_module, "CHECKPOINT_EVERY", 3600.0)


async def test_writes_stay_in_the_wal_until_the_checkpoint_copies_them(db_path: Path
                                                                        ) -> None:
    db = await open_sqlite(db_path)
    try:
        async with db.transaction(write=False) as tx:
            assert await tx.fetchval("PRAGMA wal_autocheckpoint") == 0
        async with db.transaction() as tx:
            await tx.execute("CREATE TABLE blobs (data BLOB)")
        size = file_size(db_path)
        for _ in range(40):  # 1,600 pages: past SQLite's own checkpoint at 1,000
            async with db.transaction() as tx:
                await tx.execute("INSERT INTO blobs VALUES (?)", (bytes(160_000),))
        assert file_size(db_path) == size  # all of it still in the WAL
        assert await db.checkpoints.checkpoint()
        assert file_size(db_path) > size + 6_000_000
        async with db.transaction(write=False) as tx:
            assert await tx.fetchval("SELECT count(*) FROM blobs") == 40
    finally:
        await db.close()


async def test_a_failed_checkpoint_gives_the_checkpoints_back_to_sqlite(db_path: Path
                                                                         ) -> None:
    db = await open_sqlite(db_path)
    try:
        own = db.checkpoints._conn
        assert own is not None
        await own.close()
        assert not await db.checkpoints.checkpoint()
        async with db.transaction(write=False) as tx:
            assert await tx.fetchval("PRAGMA wal_autocheckpoint") == SQLITE_AUTOCHECKPOINT
        async with db.transaction() as tx:  # the database goes on
            await tx.execute("CREATE TABLE t (x INTEGER)")
    finally:
        await db.close()
