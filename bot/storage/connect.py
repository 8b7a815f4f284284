"""Which backend a database target selects: a ``postgresql://`` URL is PostgreSQL, anything
else a SQLite file path. The only place that knows both backends."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.storage.backend import Database
from bot.storage.db import check_sqlite, open_sqlite
from bot.storage.urls import describe_target, redact_url

URL_SCHEMES = ("postgresql", "postgres")

__all__ = ["URL_SCHEMES", "check_database", "describe_target", "is_postgres_url",
           "open_database", "redact_url"]


def is_postgres_url(target: Path | str) -> bool:
    """True for ``postgresql://...`` (or ``postgres://``), which selects PostgreSQL."""
    return isinstance(target, str) and target.startswith(tuple(f"{s}://" for s in URL_SCHEMES))


async def open_database(target: Path | str, *, migrations_dir: Path | None = None,
                        pool_size: int | None = None) -> Database:
    """Open (creating and migrating as needed) the SQLite file or PostgreSQL database (a
    pool of at most ``pool_size`` connections; SQLite has its one)."""
    if is_postgres_url(target):
        # imported here: a SQLite bot never loads asyncpg
        from bot.storage.postgres import POOL_MAX, open_postgres

        return await open_postgres(str(target), migrations_dir=migrations_dir,
                                   max_size=pool_size or POOL_MAX)
    return await open_sqlite(target, migrations_dir=migrations_dir)


def check_database(target: Path | str) -> None:
    """At startup, before the event loop: open the target once the way the bot will, so an
    unusable ``UNO_DATABASE`` is one line (StorageError), not a traceback."""
    if is_postgres_url(target):
        from bot.storage.postgres import check_postgres

        asyncio.run(check_postgres(str(target)))
    else:
        check_sqlite(target)
