"""The PostgreSQL backend's own side: its migrations (numbered like SQLite's, applied once,
even by processes starting together), its failures (one StorageError, nothing half
written), and its URL (the password never shown). The repositories' behaviour is the rest
of tests/storage, run on both backends."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import asyncpg
import pytest

from bot.storage import (
    HandResult,
    LiveGame,
    Storage,
    StorageError,
    check_database,
    describe_target,
    open_database,
)
from bot.storage.connect import redact_url
from bot.storage.db import MIGRATIONS_DIR, load_migrations
from bot.storage.postgres import PostgresDatabase, dollar_placeholders
from tests.pgschema import with_search_path

from .conftest import CHANNEL, GUILD

A, B = 11, 22
PG_MIGRATIONS = MIGRATIONS_DIR / "postgresql"


async def columns(url: str) -> dict[tuple[str, str], str]:
    """(table, column) -> data type, in the test's schema."""
    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch(
            "SELECT table_name, column_name, data_type FROM information_schema.columns"
            " WHERE table_schema = current_schema()")
    finally:
        await conn.close()
    return {(r["table_name"], r["column_name"]): r["data_type"] for r in rows}


def test_every_sqlite_migration_has_its_postgresql_counterpart() -> None:
    sqlite = [(m.version, m.name) for m in load_migrations(MIGRATIONS_DIR)]
    postgres = [(m.version, m.name) for m in load_migrations(PG_MIGRATIONS)]
    assert sqlite == postgres


async def test_fresh_schema_gets_every_migration_with_postgresql_types(
        postgres_url: str) -> None:
    db = await open_database(postgres_url)
    try:
        assert isinstance(db, PostgresDatabase)
        assert await db.applied_migrations() == [m.version for m in
                                                 load_migrations(PG_MIGRATIONS)]
    finally:
        await db.close()
    types = await columns(postgres_url)
    assert {t for t, _ in types} >= {"schema_migrations", "guild_settings", "matches",
                                     "match_players", "hands", "player_stats", "live_games"}
    # snowflakes need 64 bits; times are floating seconds
    for key in [("live_games", "channel_id"), ("live_games", "guild_id"),
                ("matches", "id"), ("player_stats", "user_id"), ("hands", "winner_id")]:
        assert types[key] == "bigint", key
    assert types[("live_games", "updated_at")] == "double precision"


async def test_second_open_applies_nothing(postgres_url: str) -> None:
    db = await open_database(postgres_url)
    await db.close()
    before = await columns(postgres_url)
    db = await open_database(postgres_url)
    try:
        assert await db.migrate() == []
    finally:
        await db.close()
    assert await columns(postgres_url) == before


async def test_processes_starting_together_apply_each_migration_once(
        postgres_url: str) -> None:
    dbs = await asyncio.gather(*(open_database(postgres_url) for _ in range(4)))
    try:
        versions = await dbs[0].applied_migrations()
        assert versions == [m.version for m in load_migrations(PG_MIGRATIONS)]
    finally:
        for db in dbs:
            await db.close()


async def test_new_and_failing_migrations(postgres_url: str, tmp_path: Path) -> None:
    migrations = tmp_path / "migrations"
    migrations.mkdir()
    (migrations / "0001_one.sql").write_text("CREATE TABLE a (x BIGINT);\n")
    db = await open_database(postgres_url, migrations_dir=migrations)
    await db.close()
    (migrations / "0002_two.sql").write_text(
        "-- adds b\nCREATE TABLE b (\n  y TEXT DEFAULT ';'\n);\nINSERT INTO a VALUES (1);\n")
    (migrations / "0003_bad.sql").write_text(
        "CREATE TABLE half (x INTEGER);\nINSERT INTO missing VALUES (1);\n")
    with pytest.raises(StorageError, match="missing"):
        await open_database(postgres_url, migrations_dir=migrations)
    (migrations / "0003_bad.sql").unlink()
    db = await open_database(postgres_url, migrations_dir=migrations)
    try:
        assert await db.applied_migrations() == [1, 2]  # 0002 stayed applied, 0003 never was
        async with db.transaction(write=False) as tx:
            assert await tx.fetchval("SELECT COUNT(*) FROM a") == 1
    finally:
        await db.close()
    assert ("half", "x") not in await columns(postgres_url)


@pytest.fixture
async def pg_storage(postgres_url: str) -> AsyncIterator[Storage]:
    store = await Storage.open(postgres_url)
    try:
        yield store
    finally:
        await store.close()


async def test_server_side_failure_mid_action_rolls_everything_back(
        pg_storage: Storage) -> None:
    """The analogue of test_atomic's full disk: the server refuses the live game after the
    hand was written in the same transaction."""
    storage = pg_storage
    match_id = await storage.matches.create_match(GUILD, CHANNEL, {}, 100, [A, B])
    await storage.commit_action(LiveGame(CHANNEL, GUILD, match_id, {"v": 1}, 1))
    async with storage.transaction() as tx:
        await tx.execute(
            "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS"
            " 'BEGIN RAISE EXCEPTION ''could not extend file: No space left on device''; END'")
        await tx.execute("CREATE TRIGGER refuse BEFORE UPDATE ON live_games"
                         " FOR EACH ROW EXECUTE FUNCTION refuse()")
    with pytest.raises(StorageError, match="No space left"):
        await storage.commit_action(LiveGame(CHANNEL, GUILD, match_id, {"v": 2}, 2),
                                    hand=HandResult(match_id, 1, A, {A: 30}, {A: 30, B: 0}))
    assert await storage.matches.hands(GUILD, match_id) == []
    assert (await storage.stats.player_stats(GUILD, A)).points_scored == 0
    assert storage.live_games.held_version(CHANNEL) == 1
    async with storage.transaction() as tx:
        await tx.execute("DROP TRIGGER refuse ON live_games")
    await storage.commit_action(LiveGame(CHANNEL, GUILD, match_id, {"v": 2}, 2))
    assert (await storage.live_games.get(CHANNEL)).version == 2  # type: ignore[union-attr]


async def test_read_only_server_session_refuses_writes_reads_still_work(
        postgres_url: str) -> None:
    store = await Storage.open(postgres_url)
    await store.commit_action(LiveGame(CHANNEL, GUILD, None, {"v": 1}, 1))
    await store.close()
    # e.g. a hot standby, or a role made read-only
    read_only = await Storage.open(postgres_url + "&default_transaction_read_only=on")
    try:
        assert (await read_only.live_games.get(CHANNEL)).version == 1  # type: ignore[union-attr]
        with pytest.raises(StorageError, match="read-only"):
            await read_only.commit_action(LiveGame(CHANNEL, GUILD, None, {"v": 2}, 2))
        with pytest.raises(StorageError):
            await read_only.matches.create_match(GUILD, CHANNEL, {}, 100, [A, B])
    finally:
        await read_only.close()


async def test_a_connection_lost_mid_action_fails_it_whole_then_the_pool_reconnects(
        pg_storage: Storage) -> None:
    storage = pg_storage
    match_id = await storage.matches.create_match(GUILD, CHANNEL, {}, 100, [A, B])
    await storage.commit_action(LiveGame(CHANNEL, GUILD, match_id, {"v": 1}, 1))
    admin = await asyncpg.connect(_base(storage))
    try:
        with pytest.raises(StorageError):
            async with storage.transaction() as tx:
                await storage.matches.record_hand_result(
                    HandResult(match_id, 1, A, {A: 30}, {A: 30, B: 0}), tx=tx)
                pid = await tx.fetchval("SELECT pg_backend_pid()")
                await admin.execute("SELECT pg_terminate_backend($1)", pid)
                await storage.live_games.save(
                    LiveGame(CHANNEL, GUILD, match_id, {"v": 2}, 2), tx=tx)
    finally:
        await admin.close()
    assert storage.live_games.held_version(CHANNEL) == 1
    assert await storage.matches.hands(GUILD, match_id) == []
    await storage.commit_action(LiveGame(CHANNEL, GUILD, match_id, {"v": 2}, 2),
                                hand=HandResult(match_id, 1, A, {A: 30}, {A: 30, B: 0}))
    assert (await storage.live_games.get(CHANNEL)).version == 2  # type: ignore[union-attr]
    assert await storage.matches.totals(GUILD, match_id) == {A: 30, B: 0}


async def test_the_pool_holds_at_most_the_connections_asked_for(postgres_url: str) -> None:
    """UNO_DB_POOL reaches the pool: 12 transactions at once on a pool of 3 are served
    three at a time, and all complete."""
    storage = await Storage.open(postgres_url, pool_size=3)
    try:
        db = storage.db
        assert isinstance(db, PostgresDatabase)
        in_flight, most = 0, 0

        async def one() -> None:
            nonlocal in_flight, most
            async with storage.transaction() as tx:
                in_flight += 1
                most = max(most, in_flight)
                await tx.fetchval("SELECT pg_sleep(0.05)")
                in_flight -= 1

        await asyncio.gather(*(one() for _ in range(12)))
        assert 2 <= most <= 3  # (never more than the pool holds)
    finally:
        await storage.close()


def _base(storage: Storage) -> str:
    db = storage.db
    assert isinstance(db, PostgresDatabase)
    return db.url


async def test_unreachable_server_or_database_is_one_storage_error(
        postgres_server: str) -> None:
    with pytest.raises(StorageError, match="cannot connect"):
        await open_database("postgresql://postgres@127.0.0.1:1/test")
    missing = postgres_server.rsplit("/", 1)[0] + "/no_such_database_here"
    with pytest.raises(StorageError, match="no_such_database_here"):
        await open_database(missing)
    with pytest.raises(StorageError):
        await asyncio.to_thread(check_database, "postgresql://postgres@127.0.0.1:1/test")
    await asyncio.to_thread(check_database, postgres_server)
    schema_missing = with_search_path(postgres_server, "no_such_schema_here")
    with pytest.raises(StorageError):
        await open_database(schema_missing)


def test_the_password_is_never_shown() -> None:
    url = "postgresql://uno:s3cret@db.example:5432/uno?sslmode=require"
    assert redact_url(url) == "postgresql://uno:***@db.example:5432/uno?sslmode=require"
    assert "s3cret" not in describe_target(url)
    assert redact_url("postgresql://uno@db/uno") == "postgresql://uno@db/uno"
    assert describe_target(Path("data/uno.sqlite3")) == "data/uno.sqlite3"


def test_placeholders_become_numbered_outside_quotes() -> None:
    assert dollar_placeholders("SELECT ? , '?' , \"a?\", ?") == "SELECT $1 , '?' , \"a?\", $2"
    assert dollar_placeholders("UPDATE t SET a = 'it''s ?' WHERE b = ?") == (
        "UPDATE t SET a = 'it''s ?' WHERE b = $1")
