"""Fixtures: a fresh, migrated database in a temporary folder for every test."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest

from bot.storage import Storage

GUILD = 1_000_000_000_000_001
OTHER_GUILD = 1_000_000_000_000_002
CHANNEL = 2_000_000_000_000_001

OpenStorage = Callable[[], Awaitable[Storage]]


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "uno.sqlite3"


@pytest.fixture
def database(db_path: Path) -> Path | str:
    """What ``Storage.open`` is given: the test's own database."""
    return db_path


@pytest.fixture
async def open_storage(database: Path | str) -> AsyncIterator[OpenStorage]:
    """Opens another Storage on the test's database (another bot process), closed after."""
    opened: list[Storage] = []

    async def open_one() -> Storage:
        opened.append(await Storage.open(database))
        return opened[-1]

    try:
        yield open_one
    finally:
        for store in opened:
            await store.close()


@pytest.fixture
async def storage(open_storage: OpenStorage) -> Storage:
    return await open_storage()
