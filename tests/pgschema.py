"""A PostgreSQL schema of one test's or one bench run's own, on a shared server: created
empty, given to the bot as a URL whose connections use it, dropped with everything in it
afterwards. The tests' ``postgres_url`` fixture and the ``bench/`` scripts share it."""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import AsyncIterator
from urllib.parse import urlencode, urlsplit, urlunsplit


def with_search_path(url: str, schema: str) -> str:
    """``url`` whose connections use ``schema`` (asyncpg passes extra query parameters to
    the server as settings)."""
    parts = urlsplit(url)
    query = "&".join(q for q in (parts.query, urlencode({"search_path": schema})) if q)
    return urlunsplit(parts._replace(query=query))


def new_schema_name(prefix: str) -> str:
    return f"{prefix}_{uuid.uuid4().hex[:12]}"


async def run_sql(url: str, sql: str) -> None:
    """One statement on its own connection (schema creation and removal)."""
    import asyncpg  # only where PostgreSQL is used

    conn = await asyncpg.connect(url, timeout=5)
    try:
        await conn.execute(sql)
    finally:
        await conn.close()


@contextlib.asynccontextmanager
async def throwaway_schema(server: str, prefix: str = "uno_bench") -> AsyncIterator[str]:
    """An empty schema on ``server`` for the ``async with`` block: yields the URL using it."""
    schema = new_schema_name(prefix)
    await run_sql(server, f'CREATE SCHEMA "{schema}"')
    try:
        yield with_search_path(server, schema)
    finally:
        await run_sql(server, f'DROP SCHEMA "{schema}" CASCADE')
