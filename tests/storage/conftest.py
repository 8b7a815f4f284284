"""Fixtures: a fresh, migrated database in a temporary folder for every test."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.storage import Storage

GUILD = 1_000_000_000_000_001
OTHER_GUILD = 1_000_000_000_000_002
CHANNEL = 2_000_000_000_000_001


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "uno.sqlite3"


@pytest.fixture
async def storage(db_path: Path) -> AsyncIterator[Storage]:
    store = await Storage.open(db_path)
    try:
        yield store
    finally:
        await store.close()
