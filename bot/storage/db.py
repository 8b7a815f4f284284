"""The SQLite backend: pragmas, numbered migrations and explicit transactions.

Every statement runs inside ``SqliteDatabase.transaction()`` (``BEGIN IMMEDIATE`` for
writes, ``BEGIN`` for reads); an error rolls the whole transaction back and any
sqlite3/OS failure surfaces as one ``StorageError``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import re
import sqlite3
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable, Iterable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from bot.storage.backend import Params, Transaction
from bot.storage.errors import DatabaseReplacedError, MigrationError, StorageError

log = logging.getLogger(__name__)
T = TypeVar("T")



def find_migrations_dir(module_file: str = __file__, prefix: str = sys.prefix) -> Path:
    """``data/migrations`` of the checkout this module runs from (an editable install),
    else where a wheel puts them (``<prefix>/share/uno-bot/migrations``, pyproject.toml)."""
    checkout = Path(module_file).resolve().parents[2] / "data" / "migrations"
    if checkout.is_dir():
        return checkout
    return Path(prefix) / "share" / "uno-bot" / "migrations"


MIGRATIONS_DIR = find_migrations_dir()
BUSY_TIMEOUT_MS = 5000
_MIGRATION_NAME = re.compile(r"^(\d{4})_[A-Za-z0-9_\-]+\.sql$")

Row = sqlite3.Row


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    statements: tuple[str, ...]


def split_statements(script: str) -> list[str]:
    """Split SQL text into complete statements (a statement ends a line with ';')."""
    statements: list[str] = []
    buffer = ""
    for line in script.splitlines(keepends=True):
        buffer += line
        if sqlite3.complete_statement(buffer):
            statement = buffer.strip()
            if statement:
                statements.append(statement)
            buffer = ""
    leftover = [ln for ln in buffer.splitlines() if ln.strip() and not ln.strip().startswith("--")]
    if leftover:
        raise MigrationError(f"unterminated SQL statement: {' '.join(leftover)[:80]!r}")
    return statements


def load_migrations(directory: Path) -> list[Migration]:
    """Read ``NNNN_name.sql`` files in version order; refuse duplicates and stray names."""
    if not directory.is_dir():
        raise MigrationError(f"migrations directory not found: {directory}")
    migrations: dict[int, Migration] = {}
    for path in sorted(directory.iterdir()):
        if path.suffix != ".sql":
            continue
        match = _MIGRATION_NAME.match(path.name)
        if match is None:
            raise MigrationError(f"migration file name must look like 0001_name.sql: {path.name}")
        version = int(match.group(1))
        if version in migrations:
            raise MigrationError(f"two migrations share version {version}: {path.name}")
        statements = split_statements(path.read_text(encoding="utf-8"))
        migrations[version] = Migration(version, path.stem, tuple(statements))
    return [migrations[v] for v in sorted(migrations)]


class TransactionBase:
    """What both backends' transactions keep besides their connection: the repositories'
    notes, the commit and end hooks, and the guard of a single-statement transaction
    (``transaction(single=True)``: exactly one ``execute``, seen through once sent)."""

    __slots__ = ("_on_commit", "_on_end", "_ran", "_single", "notes", "single_done")

    def __init__(self, *, single: bool) -> None:
        self._on_commit: list[Callable[[], None]] = []
        self._on_end: list[Callable[[], None]] = []
        # what repositories wrote in this transaction and will remember once it commits
        self.notes: dict[Hashable, Any] = {}
        self._single = single
        self._ran = False
        self.single_done = SingleDone()

    def on_commit(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` once this transaction has committed (never after a rollback):
        what a repository remembers about the rows must follow what was really written."""
        self._on_commit.append(callback)

    def on_end(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` when this transaction ends, committed or rolled back."""
        self._on_end.append(callback)

    def _one_more(self) -> None:
        if self._single:
            raise RuntimeError("a single-statement transaction runs one execute() only")

    async def _the_statement(self, send: Callable[[], Awaitable[T]]) -> T:
        """Run a single-statement transaction's one statement (``send()``)."""
        if self._ran:
            raise RuntimeError("a single-statement transaction ran a second statement")
        self._ran = True
        return await self.single_done.see_through(send())


class SqliteTransaction(TransactionBase):
    """An open transaction: run parameterised statements on it (never format SQL)."""

    __slots__ = ("_batches", "_conn")

    def __init__(self, conn: aiosqlite.Connection, *, single: Batches | None = None) -> None:
        super().__init__(single=single is not None)
        self._conn = conn
        # one statement, atomic on its own, run with others' (SqliteDatabase.transaction)
        self._batches = single

    # Each call below is one trip to aiosqlite's thread, and on a busy bot every trip waits
    # for the thread to be scheduled: a finished statement's cursor holds nothing, so it is
    # not closed (a second trip), and reads fetch with the statement (not a trip per fetch).
    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one statement; return the number of rows it changed."""
        if self._batches is not None:
            batches = self._batches
            return await self._the_statement(lambda: batches.submit(sql, params))
        cursor = await self._conn.execute(sql, params)
        return cursor.rowcount

    async def execute_insert(self, sql: str, params: Params = ()) -> int:
        """Run an INSERT; return the new row id."""
        self._one_more()
        row = await self._conn.execute_insert(sql, params)
        if row is None or row[0] is None:  # pragma: no cover - sqlite always sets it
            raise StorageError("the database returned no row id")
        return int(row[0])

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        self._one_more()
        await self._conn.executemany(sql, rows)

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        self._one_more()
        return list(await self._conn.execute_fetchall(sql, params))

    async def fetchval(self, sql: str, params: Params = ()) -> Any:
        row = await self.fetchone(sql, params)
        return None if row is None else row[0]


class SingleDone:
    """How the one statement of ``transaction(single=True)`` ended. Once sent it commits on
    its own, so a caller cancelled meanwhile (a timer replaced mid-commit) waits for it:
    what the repository records about the row (the version it holds) must follow what was
    written, or every later write of that game would be refused as stale. The cancellation
    is delivered when the transaction ends."""

    __slots__ = ("committed", "cancelled")

    def __init__(self) -> None:
        self.committed = False
        self.cancelled = False

    async def see_through(self, statement: Awaitable[T]) -> T:
        future = asyncio.ensure_future(statement)
        while not future.done():
            try:
                await asyncio.shield(future)
            except asyncio.CancelledError:
                if future.cancelled():  # the statement itself (the loop is closing)
                    raise
                self.cancelled = True
        result = future.result()  # (or the statement's own error)
        self.committed = True
        return result


class Batches:
    """The single statements of ``transaction(single=True)`` (an action that writes only
    its game's row), taken together: while one batch is on the database thread, the next
    ones wait, and go in one trip. Each statement is its own transaction (SQLite's
    autocommit), so one failing fails its own caller only.

    Why: every trip to aiosqlite's thread, and the hand-over of the connection's lock, waits
    for the event loop to come round; on a bot busy with many tables that is milliseconds,
    and the actions of every table queued behind one lock (measured: 64 tables, the lock
    waited for ~200 ms at p50 while the bot used half a core)."""

    def __init__(self, conn: aiosqlite.Connection, lock: asyncio.Lock,
                 check: Callable[[], None]) -> None:
        self._conn = conn
        self._lock = lock
        self._check = check  # SqliteDatabase.check_file, once per trip
        self._waiting: list[tuple[str, Params, asyncio.Future[int]]] = []
        self._runner: asyncio.Task[None] | None = None

    def submit(self, sql: str, params: Params) -> asyncio.Future[int]:
        """The statement's row count (or its StorageError), once its batch has run."""
        future: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        self._waiting.append((sql, params, future))
        if self._runner is None:
            self._runner = asyncio.create_task(self._run(), name="uno-sqlite-batches")
        return future

    async def _run(self) -> None:
        batch: list[tuple[str, Params, asyncio.Future[int]]] = []
        try:
            while self._waiting:
                async with self._lock:
                    batch, self._waiting = self._waiting, []
                    self._check()
                    # aiosqlite runs a function on its thread only through this private
                    # method (its public ones are one statement per trip)
                    results = await self._conn._execute(
                        _execute_each, self._conn, [(sql, params) for sql, params, _ in batch])
                for (_, _, future), result in zip(batch, results, strict=True):
                    if future.done():
                        continue
                    if isinstance(result, BaseException):
                        future.set_exception(StorageError(_describe(result)))
                    else:
                        future.set_result(result)
                batch = []
        except BaseException as exc:  # the connection closed, or the loop is going away
            error = exc if isinstance(exc, StorageError) else StorageError(_describe(exc))
            for _, _, future in batch + self._waiting:
                if not future.done():
                    future.set_exception(error)
            self._waiting = []
            if not isinstance(exc, Exception):
                raise
        finally:
            self._runner = None


def _execute_each(conn: aiosqlite.Connection, statements: list[tuple[str, Params]]
                  ) -> list[int | sqlite3.Error]:
    """On the database thread: each statement on its own (autocommit), its row count or
    its error."""
    raw: sqlite3.Connection = conn._conn  # the thread's own sqlite3 connection
    out: list[int | sqlite3.Error] = []
    for sql, params in statements:
        try:
            out.append(raw.execute(sql, params).rowcount)
        except sqlite3.Error as exc:
            out.append(exc)
    return out


CHECKPOINT_EVERY = 1.0  # seconds between two copies of the WAL into the database file
SQLITE_AUTOCHECKPOINT = 1000  # pages: SQLite's own default, given back if ours fails


class Checkpoints:
    """The WAL copied back into the database file by a connection of its own, on its own
    thread, every ``CHECKPOINT_EVERY`` seconds (PASSIVE: it never waits for the writer,
    which goes on appending meanwhile). By default SQLite has the connection that writes
    do it, in the commit that takes the WAL past 1,000 pages: that trip to the database
    thread took 120-180 ms (the copy and its fsync) every 2-3 s while every table's commit
    waited behind it (bench.load, 16 tables: a trip's longest 120-180 ms, 24 ms without).
    A checkpoint that fails hands the work back to SQLite's own (logged)."""

    def __init__(self, path: Path, writer: aiosqlite.Connection, writer_lock: asyncio.Lock
                 ) -> None:
        self._path = path
        self._writer = writer
        self._writer_lock = writer_lock
        self._conn: aiosqlite.Connection | None = None
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        try:
            self._conn = await aiosqlite.connect(
                self._path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
            async with self._writer_lock:
                await self._writer.execute("PRAGMA wal_autocheckpoint = 0")
        except (sqlite3.Error, OSError) as exc:
            log.warning("SQLite checkpoints stay in the writing connection: %s", exc)
            await self._close_own()
            return
        self._task = asyncio.create_task(self._run(), name="uno-sqlite-checkpoints")

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(CHECKPOINT_EVERY)
            if not await self.checkpoint():
                return

    async def checkpoint(self) -> bool:
        """One PASSIVE checkpoint; False (and SQLite's own checkpoints back) if it failed."""
        if self._conn is None:
            return False
        try:
            await self._conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
        except (sqlite3.Error, ValueError) as exc:  # ValueError: the connection closed
            log.warning("SQLite checkpoint failed; the writing connection does them now: %s",
                        exc)
            await self._close_own()
            try:
                async with self._writer_lock:
                    await self._writer.execute(
                        f"PRAGMA wal_autocheckpoint = {SQLITE_AUTOCHECKPOINT}")
            except (sqlite3.Error, ValueError):
                log.exception("Could not give the checkpoints back to SQLite")
            return False
        return True

    async def _close_own(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            try:
                await conn.close()
            except (sqlite3.Error, ValueError):
                log.debug("closing the checkpoint connection failed", exc_info=True)

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        await self._close_own()


class SqliteDatabase:
    """One aiosqlite connection; transactions on it are serialised by a lock."""

    kind = "sqlite"

    def __init__(self, conn: aiosqlite.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path
        self._lock = asyncio.Lock()
        self._owner: asyncio.Task[Any] | None = None
        self._closed = False
        self._identity = _file_identity(path)
        self._batches = Batches(conn, self._lock, self.check_file)
        self._replaced_logged = False
        self.checkpoints = Checkpoints(path, conn, self._lock)

    def check_file(self) -> None:
        """Refuse to write if the database file is no longer the one opened (deleted, or
        replaced by a restore): the writes would land in an unlinked file and be lost at the
        next restart. Logged once; every write until a restart is refused."""
        if self._identity is None or _file_identity(self.path) == self._identity:
            return
        if not self._replaced_logged:
            self._replaced_logged = True
            log.error("The database file %s was removed or replaced while the bot runs: "
                      "changes are refused until the bot is restarted", self.path)
        raise DatabaseReplacedError(f"the database file {self.path} was removed or replaced")

    @property
    def label(self) -> str:
        return str(self.path)

    @property
    def connection(self) -> aiosqlite.Connection:
        """The raw connection (tests and diagnostics only; use transaction())."""
        return self._conn

    @asynccontextmanager
    async def transaction(self, *, write: bool = True,
                          single: bool = False) -> AsyncIterator[SqliteTransaction]:
        """``BEGIN IMMEDIATE`` (or ``BEGIN`` for reads) ... ``COMMIT``; ``ROLLBACK`` on error.

        ``single``: the caller runs exactly one ``execute``, which SQLite makes atomic on
        its own, so there is no BEGIN and no COMMIT, and it goes to the database thread
        with the other single statements waiting then (``Batches``): one trip for many
        instead of three each. Nothing can be rolled back after it.

        Not re-entrant: pass the yielded SqliteTransaction to repository methods
        (their ``tx=`` argument) instead of opening a second one.
        """
        if self._closed:
            raise StorageError("the database is closed")
        current = asyncio.current_task()
        if current is not None and current is self._owner:
            raise RuntimeError("nested Database.transaction(): pass tx= to the repository")
        if write and not single:
            self.check_file()
        if single:  # the batch takes the lock for its trip (and checks the file)
            tx = SqliteTransaction(self._conn, single=self._batches)
            try:
                async with single_transaction(tx):
                    yield tx
            finally:
                run_hooks(tx._on_end)
            return
        async with self._lock:
            self._owner = current
            tx = SqliteTransaction(self._conn)
            try:
                try:
                    async with _wrap_errors():
                        await self._conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
                except asyncio.CancelledError:
                    await self._undo_begin()
                    raise
                try:
                    yield tx
                except BaseException:
                    await self._rollback()
                    raise
                else:
                    try:
                        async with _wrap_errors():
                            await self._conn.execute("COMMIT")
                    except StorageError:
                        await self._rollback()
                        raise
                    run_hooks(tx._on_commit)
            except sqlite3.Error as exc:
                raise StorageError(_describe(exc)) from exc
            finally:
                self._owner = None
                run_hooks(tx._on_end)

    @asynccontextmanager
    async def using(
        self, tx: Transaction | None, *, write: bool = True, single: bool = False
    ) -> AsyncIterator[Transaction]:
        """Join the caller's transaction ``tx`` if given, else run in a new one (``single``:
        the caller's one statement, see ``transaction``)."""
        if tx is not None:
            yield tx
        else:
            async with self.transaction(write=write, single=single) as own:
                yield own

    async def _undo_begin(self) -> None:
        """The task waiting for its BEGIN was cancelled (a timer rescheduled): the statement
        still runs on the database thread, so it is rolled back once it has, lock held,
        before anyone else begins (else every later BEGIN fails: "cannot start a
        transaction within a transaction"). Finishes even if cancelled again."""
        async def undo() -> None:
            with contextlib.suppress(sqlite3.Error, ValueError):
                await self._conn.execute("SELECT 1")  # runs after the BEGIN, in order
                await self._rollback()

        undoing = asyncio.ensure_future(undo())
        while not undoing.done():
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.shield(undoing)

    async def _rollback(self) -> None:
        try:
            if self._conn.in_transaction:
                await self._conn.execute("ROLLBACK")
        except sqlite3.Error:  # the connection may be broken; the error that matters is raised
            log.exception("ROLLBACK failed")

    async def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        await self.checkpoints.close()
        async with self._lock:
            try:
                await self._conn.close()
            except sqlite3.Error as exc:
                raise StorageError(_describe(exc)) from exc

    async def applied_migrations(self) -> list[int]:
        async with self.transaction(write=False) as tx:
            rows = await tx.fetchall("SELECT version FROM schema_migrations ORDER BY version")
        return [int(r[0]) for r in rows]

    async def migrate(self, directory: Path | None = None) -> list[int]:
        """Apply every migration not yet recorded, each in its own transaction.

        Safe to run twice and from several processes at once: each migration
        re-checks ``schema_migrations`` after taking the write lock.
        Returns the versions applied by this call.
        """
        migrations = load_migrations(directory or MIGRATIONS_DIR)
        async with self.transaction() as tx:
            await tx.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations ("
                " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at REAL NOT NULL)"
            )
        applied: list[int] = []
        for migration in migrations:
            async with self.transaction() as tx:
                done = await tx.fetchval(
                    "SELECT 1 FROM schema_migrations WHERE version = ?", (migration.version,)
                )
                if done:
                    continue
                for statement in migration.statements:
                    await tx.execute(statement)
                await tx.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                    (migration.version, migration.name, time.time()),
                )
            log.info("Applied migration %s", migration.name)
            applied.append(migration.version)
        return applied


@asynccontextmanager
async def single_transaction(tx: TransactionBase) -> AsyncIterator[None]:
    """A one-statement transaction's end (both backends): its ``on_commit`` hooks run once
    the statement went through (even if the caller failed after it: it is written), and a
    cancellation held back while it ran is delivered. (The caller runs the on_end ones.)"""
    try:
        yield
    except BaseException:
        if tx.single_done.committed:
            run_hooks(tx._on_commit)
        raise
    run_hooks(tx._on_commit)
    if tx.single_done.cancelled:
        raise asyncio.CancelledError


def run_hooks(callbacks: list[Callable[[], None]]) -> None:
    for callback in callbacks:
        callback()


@asynccontextmanager
async def _wrap_errors() -> AsyncIterator[None]:
    try:
        yield
    except (sqlite3.Error, OSError) as exc:
        raise StorageError(_describe(exc)) from exc


def _file_identity(path: Path) -> tuple[int, int] | None:
    """(device, inode) of the file at ``path``; None if there is none (or in memory)."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino


def _describe(exc: BaseException) -> str:
    return f"database error: {exc}" if str(exc) else f"database error: {type(exc).__name__}"


async def _enable_wal(conn: aiosqlite.Connection) -> str:
    """Switch to WAL. SQLite answers "locked" at once (no busy handler) when another
    connection is switching at the same moment, so retry for up to the busy timeout."""
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            cursor = await conn.execute("PRAGMA journal_mode = WAL")
            row = await cursor.fetchone()
            await cursor.close()
            return str(row[0]).lower() if row else ""
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.02)


def check_sqlite(path: Path | str) -> None:
    """Open ``path`` once, synchronously, the way the bot will (creating its folder and an
    empty file if need be) and read its header; StorageError names what is wrong.

    Run at startup, so an unusable ``UNO_DATABASE`` is one line, not a traceback."""
    db_path = Path(path)
    try:
        db_path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(db_path, timeout=BUSY_TIMEOUT_MS / 1000)
        try:
            conn.execute("PRAGMA schema_version").fetchone()
        finally:
            conn.close()
    except (sqlite3.Error, OSError) as exc:
        raise StorageError(str(exc) or type(exc).__name__) from exc


async def open_sqlite(path: Path | str, *, migrations_dir: Path | None = None) -> SqliteDatabase:
    """Create the parent folder, connect, set the pragmas and apply pending migrations."""
    db_path = Path(path)
    try:
        db_path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StorageError(f"cannot create the database folder {db_path.parent}: {exc}") from exc
    try:
        conn = await aiosqlite.connect(
            db_path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000
        )
    except (sqlite3.Error, OSError) as exc:
        raise StorageError(f"cannot open the database {db_path}: {exc}") from exc
    conn.row_factory = sqlite3.Row
    db = SqliteDatabase(conn, db_path)
    try:
        async with _wrap_errors():
            await conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            await conn.execute("PRAGMA foreign_keys = ON")
            mode = await _enable_wal(conn)
            if mode != "wal":
                log.warning("SQLite refused WAL mode (journal_mode=%s)", mode)
            await conn.execute("PRAGMA synchronous = NORMAL")
        await db.migrate(migrations_dir)
        if mode == "wal":
            await db.checkpoints.start()
    except BaseException:
        await conn.close()
        raise
    return db
