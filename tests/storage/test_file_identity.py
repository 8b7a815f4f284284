"""The database file removed or replaced under the running bot: every write is refused (one
ERROR in the log), reads still answer, nothing is written to a file nobody will read."""

from __future__ import annotations

import logging
import os
import shutil
from pathlib import Path

import pytest

from bot.storage import DatabaseReplacedError, GuildSettings, Storage, check_database
from bot.storage.errors import StorageError
from tests.storage.conftest import GUILD


@pytest.mark.parametrize("how", ["deleted", "replaced"])
async def test_writes_refused_once_the_file_is_not_the_one_opened(
        sqlite_storage: Storage, db_path: Path, how: str, caplog: pytest.LogCaptureFixture
) -> None:
    storage = sqlite_storage
    await storage.settings.save(GuildSettings(GUILD, "party"))
    if how == "deleted":
        os.unlink(db_path)
    else:
        shutil.copy(db_path, db_path.with_suffix(".new"))
        os.replace(db_path.with_suffix(".new"), db_path)
    with caplog.at_level(logging.ERROR, logger="bot.storage"):
        for _ in range(3):
            with pytest.raises(DatabaseReplacedError):
                await storage.settings.save(GuildSettings(GUILD, "official"))
    assert len([r for r in caplog.records if r.levelno >= logging.ERROR]) == 1
    assert (await storage.settings.get(GUILD)).preset == "party"  # reads still work


async def test_an_untouched_file_is_written_as_usual(sqlite_storage: Storage) -> None:
    storage = sqlite_storage
    await storage.settings.save(GuildSettings(GUILD, "party"))
    await storage.settings.save(GuildSettings(GUILD, "official"))
    assert (await storage.settings.get(GUILD)).preset == "official"


def test_check_database_names_what_is_wrong(tmp_path: Path) -> None:
    check_database(tmp_path / "new" / "uno.sqlite3")  # created, usable
    with pytest.raises(StorageError):
        check_database(tmp_path)  # a directory
    (tmp_path / "junk").write_bytes(b"not a database" * 200)
    with pytest.raises(StorageError, match="not a database"):
        check_database(tmp_path / "junk")
