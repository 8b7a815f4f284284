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


BACKENDS = ("sqlite", pytest.param("postgresql", marks=pytest.mark.postgres))


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    """Every test that opens ``storage`` runs on both backends."""
    return str(request.param)


@pytest.fixture
def database(backend: str, request: pytest.FixtureRequest) -> Path | str:
    """What ``Storage.open`` is given: the test's own SQLite file, or its own PostgreSQL
    schema (``postgres_url``, tests/conftest.py)."""
    if backend == "postgresql":
        return str(request.getfixturevalue("postgres_url"))
    return Path(request.getfixturevalue("db_path"))


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


@pytest.fixture
async def sqlite_storage(db_path: Path) -> AsyncIterator[Storage]:
    """For what only SQLite has (pragmas, the database file)."""
    store = await Storage.open(db_path)
    try:
        yield store
    finally:
        await store.close()
