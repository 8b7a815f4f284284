"""What the repositories need from a database: the two backends (SQLite in ``db.py``,
PostgreSQL in ``postgres.py``) both provide it, so every repository is written once.

SQL given to a Transaction is portable: ``?`` placeholders, ``ON CONFLICT`` upserts,
standard types in casts. The PostgreSQL transaction turns ``?`` into ``$1, $2, ...``; that
is the one place the dialects differ outside the migration files.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any, Protocol

Params = Sequence[Any]


class Row(Protocol):
    """A result row: by column name or position (sqlite3.Row, asyncpg.Record)."""

    def __getitem__(self, key: int | str, /) -> Any: ...


class Transaction(Protocol):
    """An open transaction: run parameterised statements on it (never format SQL)."""

    # what repositories wrote in this transaction and will remember once it commits
    notes: dict[Hashable, Any]

    def on_commit(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` once this transaction has committed (never after a rollback)."""

    def on_end(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` when this transaction ends, committed or rolled back (after
        the ``on_commit`` ones)."""

    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one statement; return the number of rows it changed."""

    async def execute_insert(self, sql: str, params: Params = ()) -> int:
        """Run an INSERT into a table keyed by ``id``; return the new id."""

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None: ...

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None: ...

    async def fetchall(self, sql: str, params: Params = ()) -> Sequence[Row]: ...

    async def fetchval(self, sql: str, params: Params = ()) -> Any: ...


class Database(Protocol):
    """A connection (SQLite) or pool (PostgreSQL) with explicit transactions."""

    kind: str  # "sqlite" or "postgresql"

    def transaction(self, *, write: bool = True, single: bool = False
                    ) -> AbstractAsyncContextManager[Transaction]:
        """BEGIN ... COMMIT; ROLLBACK on any error, which surfaces as StorageError.
        ``single``: the caller runs exactly one statement (a second one is a RuntimeError),
        which the database makes atomic on its own: no BEGIN and no COMMIT around it, so
        one round trip instead of three; nothing can be rolled back after it.
        Not re-entrant: pass the yielded Transaction as ``tx=`` instead."""

    def using(self, tx: Transaction | None, *, write: bool = True, single: bool = False
              ) -> AbstractAsyncContextManager[Transaction]:
        """Join the caller's transaction ``tx`` if given, else run in a new one."""

    async def close(self) -> None: ...

    async def applied_migrations(self) -> list[int]: ...

    async def migrate(self, directory: Path | None = None) -> list[int]:
        """Apply the migrations not yet recorded; return the versions applied."""
