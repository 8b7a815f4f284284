"""Migrations: applied once from empty, recorded, idempotent, safe when opened concurrently."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from bot.storage import MigrationError, StorageError, open_database
from bot.storage.db import (
    MIGRATIONS_DIR,
    find_migrations_dir,
    load_migrations,
    split_statements,
)


def schema(path: Path) -> list[tuple[str, str]]:
    with sqlite3.connect(path) as conn:
        return conn.execute(
            "SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name"
        ).fetchall()


async def test_fresh_database_gets_every_migration_and_the_pragmas(db_path: Path) -> None:
    db = await open_database(db_path)  # the parent folder does not exist yet
    try:
        assert db_path.exists()  # noqa: ASYNC240
        expected = [m.version for m in load_migrations(MIGRATIONS_DIR)]
        assert expected[0] == 1
        assert await db.applied_migrations() == expected
        async with db.transaction(write=False) as tx:
            assert (await tx.fetchval("PRAGMA journal_mode")).lower() == "wal"
            assert await tx.fetchval("PRAGMA foreign_keys") == 1
            assert await tx.fetchval("PRAGMA busy_timeout") > 0
    finally:
        await db.close()
    tables = {name for name, _ in schema(db_path)}
    assert {
        "schema_migrations",
        "guild_settings",
        "matches",
        "match_players",
        "hands",
        "player_stats",
        "live_games",
    } <= tables


async def test_second_open_applies_nothing_and_leaves_the_schema_unchanged(
    db_path: Path,
) -> None:
    db = await open_database(db_path)
    await db.close()
    before = schema(db_path)
    db = await open_database(db_path)
    try:
        assert await db.migrate() == []
    finally:
        await db.close()
    assert schema(db_path) == before


async def test_concurrent_opens_apply_each_migration_once(db_path: Path) -> None:
    dbs = await asyncio.gather(*(open_database(db_path) for _ in range(4)))
    try:
        versions = await dbs[0].applied_migrations()
        assert versions == sorted(set(versions))
        assert versions == [m.version for m in load_migrations(MIGRATIONS_DIR)]
    finally:
        for db in dbs:
            await db.close()


async def test_a_new_migration_is_applied_in_order_on_the_next_open(
    tmp_path: Path, db_path: Path
) -> None:
    migrations = tmp_path / "migrations"
    migrations.mkdir()
    (migrations / "0001_one.sql").write_text("CREATE TABLE a (x INTEGER);\n")
    db = await open_database(db_path, migrations_dir=migrations)
    await db.close()
    (migrations / "0002_two.sql").write_text(
        "-- adds b\nCREATE TABLE b (\n  y TEXT DEFAULT ';'\n);\nINSERT INTO a VALUES (1);\n"
    )
    db = await open_database(db_path, migrations_dir=migrations)
    try:
        assert await db.applied_migrations() == [1, 2]
        async with db.transaction(write=False) as tx:
            assert await tx.fetchval("SELECT COUNT(*) FROM a") == 1
    finally:
        await db.close()


async def test_a_failing_migration_is_rolled_back_whole(tmp_path: Path, db_path: Path) -> None:
    migrations = tmp_path / "migrations"
    migrations.mkdir()
    (migrations / "0001_bad.sql").write_text(
        "CREATE TABLE half (x INTEGER);\nINSERT INTO missing VALUES (1);\n"
    )
    with pytest.raises(StorageError):
        await open_database(db_path, migrations_dir=migrations)
    names = {name for name, _ in schema(db_path)}
    assert "half" not in names


def test_statement_splitting_and_bad_files(tmp_path: Path) -> None:
    script = "-- c\nCREATE TABLE t (x TEXT DEFAULT ';');\n\nSELECT 1;\n-- end\n"
    assert split_statements(script) == [
        "-- c\nCREATE TABLE t (x TEXT DEFAULT ';');",
        "SELECT 1;",
    ]
    with pytest.raises(MigrationError):
        split_statements("SELECT 1")
    (tmp_path / "1_short.sql").write_text("SELECT 1;\n")
    with pytest.raises(MigrationError):
        load_migrations(tmp_path)


def test_migrations_are_found_in_a_checkout_or_where_a_wheel_puts_them(tmp_path: Path) -> None:
    # an editable install runs bot/storage/db.py from the checkout: data/migrations there
    assert find_migrations_dir() == Path(__file__).resolve().parents[2] / "data" / "migrations"
    # an installed wheel: no checkout above site-packages, the data files under the prefix
    module = tmp_path / "site-packages" / "bot" / "storage" / "db.py"
    module.parent.mkdir(parents=True)
    module.write_text("")
    found = find_migrations_dir(str(module), prefix=str(tmp_path / "venv"))
    assert found == tmp_path / "venv" / "share" / "uno-bot" / "migrations"
