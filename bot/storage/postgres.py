"""The PostgreSQL backend: an asyncpg pool, numbered migrations from
``data/migrations/postgresql/``, explicit transactions.

The same contract as the SQLite ``SqliteDatabase`` (``db.py``): every statement runs in
``transaction()``, an error rolls the whole transaction back, and any asyncpg, network or
timeout failure surfaces as one ``StorageError``. Several transactions run at once, each on
its own pooled connection; a commit returns once PostgreSQL has made it durable.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import time
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from functools import lru_cache
from pathlib import Path
from typing import Any

import asyncpg

from bot.storage.backend import Params, Row, Transaction
from bot.storage.db import (
    MIGRATIONS_DIR,
    TransactionBase,
    load_migrations,
    run_hooks,
    single_transaction,
)
from bot.storage.errors import CommitUnknownError, MigrationError, StorageError
from bot.storage.urls import redact_url

log = logging.getLogger(__name__)

POOL_MAX = 10
CONNECT_TIMEOUT = 10.0
STATEMENT_TIMEOUT = 30.0
_MIGRATION_LOCK = 0x756E6F  # pg_advisory_lock(this, hash of the schema): one migrator at a time

# Everything asyncpg and the network can raise for a failed statement or connection.
_ERRORS: tuple[type[BaseException], ...] = (
    asyncpg.PostgresError,
    asyncpg.InterfaceError,
    asyncpg.InternalClientError,
    OSError,
    TimeoutError,
)
# ... and ValueError: asyncpg could not make sense of the URL
_CONNECT_ERRORS: tuple[type[BaseException], ...] = (*_ERRORS, ValueError)


@lru_cache(maxsize=1024)
def dollar_placeholders(sql: str) -> str:
    """``?`` placeholders (the repositories' portable style) as PostgreSQL's ``$1, $2...``;
    a ``?`` inside a quoted literal or identifier is left alone."""
    out: list[str] = []
    quote = ""
    number = 0
    for ch in sql:
        if quote:
            if ch == quote:
                quote = ""
        elif ch in "'\"":
            quote = ch
        elif ch == "?":
            number += 1
            out.append(f"${number}")
            continue
        out.append(ch)
    return "".join(out)


_COUNT = re.compile(r"(\d+)$")


def _rowcount(status: str) -> int:
    """The row count at the end of a command tag ("UPDATE 3", "INSERT 0 1")."""
    match = _COUNT.search(status or "")
    return int(match.group(1)) if match else 0


def _connection_lost(conn: asyncpg.Connection, exc: BaseException) -> bool:
    """A COMMIT failed without the server saying it rolled back: the connection is gone
    (or the error is the client's), so it may have been written."""
    if not isinstance(exc, asyncpg.PostgresError) or isinstance(
            exc, asyncpg.PostgresConnectionError):
        return True
    try:
        return conn.is_closed()
    except asyncpg.InterfaceError:  # already taken back by the pool: it was closed
        return True


def _describe(exc: BaseException) -> str:
    text = str(exc).strip()
    return f"database error: {text}" if text else f"database error: {type(exc).__name__}"


class PostgresTransaction(TransactionBase):
    """An open transaction on one pooled connection (see ``backend.Transaction``)."""

    __slots__ = ("_conn",)

    def __init__(self, conn: asyncpg.Connection, *, single: bool = False) -> None:
        super().__init__(single=single)  # single: one execute(), atomic on its own
        self._conn = conn

    async def execute(self, sql: str, params: Params = ()) -> int:
        if self._single:
            status: str = await self._the_statement(
                lambda: self._conn.execute(dollar_placeholders(sql), *params))
        else:
            status = await self._conn.execute(dollar_placeholders(sql), *params)
        return _rowcount(status)

    async def execute_insert(self, sql: str, params: Params = ()) -> int:
        self._one_more()
        new_id = await self._conn.fetchval(dollar_placeholders(sql) + " RETURNING id", *params)
        if new_id is None:  # pragma: no cover - RETURNING id always answers after an INSERT
            raise StorageError("the database returned no row id")
        return int(new_id)

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        self._one_more()
        rows = list(rows)
        if rows:
            await self._conn.executemany(dollar_placeholders(sql), rows)

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        self._one_more()
        row: Row | None = await self._conn.fetchrow(dollar_placeholders(sql), *params)
        return row

    async def fetchall(self, sql: str, params: Params = ()) -> Sequence[Row]:
        self._one_more()
        rows: list[Row] = await self._conn.fetch(dollar_placeholders(sql), *params)
        return rows

    async def fetchval(self, sql: str, params: Params = ()) -> Any:
        self._one_more()
        return await self._conn.fetchval(dollar_placeholders(sql), *params)


class PostgresDatabase:
    """An asyncpg pool; each transaction takes a connection of its own."""

    kind = "postgresql"

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self._pool = pool
        self.url = url
        self._in_transaction: set[asyncio.Task[Any]] = set()
        self._closed = False

    @property
    def label(self) -> str:
        return redact_url(self.url)

    @asynccontextmanager
    async def transaction(self, *, write: bool = True,
                          single: bool = False) -> AsyncIterator[PostgresTransaction]:
        """``BEGIN`` (read-only for reads) ... ``COMMIT``; ``ROLLBACK`` on error.
        ``single``: exactly one ``execute``, atomic on its own: no BEGIN and no COMMIT (one
        round trip instead of three); nothing can be rolled back after it."""
        if self._closed:
            raise StorageError("the database is closed")
        task = asyncio.current_task()
        if task is not None and task in self._in_transaction:
            raise RuntimeError("nested Database.transaction(): pass tx= to the repository")
        if task is not None:
            self._in_transaction.add(task)
        tx: PostgresTransaction | None = None
        try:
            async with self._connection() as conn:
                tx = PostgresTransaction(conn, single=single)
                if single:
                    try:
                        async with single_transaction(tx):
                            yield tx
                    except _ERRORS as exc:
                        # its own commit: the line lost, the statement may have committed
                        if _connection_lost(conn, exc):
                            raise CommitUnknownError(_describe(exc)) from exc
                        raise StorageError(_describe(exc)) from exc
                    return
                try:
                    await conn.execute("BEGIN" if write else "BEGIN READ ONLY")
                    yield tx
                except BaseException as exc:
                    await self._rollback(conn)
                    if isinstance(exc, _ERRORS):
                        raise StorageError(_describe(exc)) from exc
                    raise
                try:
                    await conn.execute("COMMIT")
                except _ERRORS as exc:
                    unknown = _connection_lost(conn, exc)
                    await self._rollback(conn)
                    if unknown:  # the server may have committed before the line went
                        raise CommitUnknownError(_describe(exc)) from exc
                    raise StorageError(_describe(exc)) from exc
                run_hooks(tx._on_commit)
        finally:
            if task is not None:
                self._in_transaction.discard(task)
            if tx is not None:
                run_hooks(tx._on_end)

    @asynccontextmanager
    async def _connection(self) -> AsyncIterator[asyncpg.Connection]:
        try:
            conn = await self._pool.acquire()
        except _ERRORS as exc:
            raise StorageError(f"cannot reach PostgreSQL: {_describe(exc)}") from exc
        try:
            yield conn
        finally:
            try:
                await self._pool.release(conn)
            except _ERRORS:
                log.warning("A PostgreSQL connection could not be returned to the pool",
                            exc_info=True)

    @staticmethod
    async def _rollback(conn: asyncpg.Connection) -> None:
        try:
            if conn.is_in_transaction():
                await conn.execute("ROLLBACK")
        except _ERRORS as exc:  # the connection is broken; the pool replaces it
            log.warning("ROLLBACK failed, dropping the connection: %s", _describe(exc))
            with contextlib.suppress(*_ERRORS):  # (already gone if the server closed it)
                conn.terminate()

    @asynccontextmanager
    async def using(self, tx: Transaction | None, *, write: bool = True,
                    single: bool = False) -> AsyncIterator[Transaction]:
        if tx is not None:
            yield tx
        else:
            async with self.transaction(write=write, single=single) as own:
                yield own

    async def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        try:
            await asyncio.wait_for(self._pool.close(), CONNECT_TIMEOUT)
        except _ERRORS:
            self._pool.terminate()

    async def applied_migrations(self) -> list[int]:
        async with self.transaction(write=False) as tx:
            rows = await tx.fetchall("SELECT version FROM schema_migrations ORDER BY version")
        return [int(r[0]) for r in rows]

    async def migrate(self, directory: Path | None = None) -> list[int]:
        """Apply every migration not yet recorded, each in its own transaction, under an
        advisory lock so that processes starting together apply each one once."""
        migrations = load_migrations(directory or MIGRATIONS_DIR / "postgresql")
        applied: list[int] = []
        async with self._connection() as conn:
            try:
                await conn.execute("SELECT pg_advisory_lock($1, hashtext(current_schema()))",
                                   _MIGRATION_LOCK)
                try:
                    # asked first: a read-only session (a standby) may open a migrated database
                    if await conn.fetchval("SELECT to_regclass('schema_migrations')") is None:
                        await conn.execute(
                            "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY,"
                            " name TEXT NOT NULL, applied_at DOUBLE PRECISION NOT NULL)")
                    for migration in migrations:
                        async with conn.transaction():
                            if await conn.fetchval(
                                    "SELECT 1 FROM schema_migrations WHERE version = $1",
                                    migration.version):
                                continue
                            for statement in migration.statements:
                                await conn.execute(statement)
                            await conn.execute(
                                "INSERT INTO schema_migrations (version, name, applied_at)"
                                " VALUES ($1, $2, $3)",
                                migration.version, migration.name, time.time())
                        log.info("Applied migration %s", migration.name)
                        applied.append(migration.version)
                finally:
                    await conn.execute("SELECT pg_advisory_unlock($1, hashtext(current_schema()))",
                                       _MIGRATION_LOCK)
            except _ERRORS as exc:
                raise MigrationError(f"migration failed: {_describe(exc)}") from exc
        return applied


async def _keep_session(conn: asyncpg.Connection) -> None:
    """A connection going back to the pool keeps its session: transactions always end and
    nothing here changes session settings, so asyncpg's default reset (one more round
    trip per transaction, on the click path) would buy nothing."""


async def _connect_pool(url: str, *, max_size: int) -> asyncpg.Pool:
    try:
        pool = await asyncpg.create_pool(
            url, min_size=1, max_size=max_size, timeout=CONNECT_TIMEOUT,
            command_timeout=STATEMENT_TIMEOUT, reset=_keep_session)
    except _CONNECT_ERRORS as exc:
        raise StorageError(f"cannot connect to {redact_url(url)}: {_describe(exc)}") from exc
    if pool is None:  # pragma: no cover - only when asked not to connect
        raise StorageError(f"cannot connect to {redact_url(url)}")
    return pool


async def open_postgres(url: str, *, migrations_dir: Path | None = None,
                        max_size: int = POOL_MAX) -> PostgresDatabase:
    """Connect a pool to ``url`` and apply pending migrations."""
    db = PostgresDatabase(await _connect_pool(url, max_size=max_size), url)
    try:
        await db.migrate(migrations_dir)
    except BaseException:
        await db.close()
        raise
    return db


async def check_postgres(url: str) -> None:
    """Connect once and ask the server for its version: StorageError names what is wrong."""
    try:
        conn = await asyncpg.connect(url, timeout=CONNECT_TIMEOUT)
    except _CONNECT_ERRORS as exc:
        raise StorageError(f"cannot connect: {str(exc).strip() or type(exc).__name__}") from exc
    try:
        await conn.fetchval("SELECT 1")
    except _ERRORS as exc:
        raise StorageError(_describe(exc)) from exc
    finally:
        await conn.close()
