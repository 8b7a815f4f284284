"""Shared fixtures.  End-to-end: `fake` (the fake Discord), `bot` (the real bot, in-process,
READY), `driver` (acts as members; checks at teardown that every interaction was answered),
`bot_process` (the real `python -m bot` subprocess).  See tests/README.md."""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator, Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

import pytest

from bot.config import Settings
from tests.clock import ManualClock
from tests.fakediscord import BotProcess, Driver, FakeDiscord, InProcessBot, running_bot
from tests.fakediscord.runner import bot_busy, settings_for
from tests.pgschema import new_schema_name, run_sql, with_search_path


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "bot_extensions(*names): extra extensions loaded into the in-process bot")
    config.addinivalue_line(
        "markers", "card_emoji: the in-process bot syncs its card emoji at start-up (off by "
        "default: uploading the whole set costs seconds per test)")
    config.addinivalue_line(
        "markers", "postgres: needs the PostgreSQL test server (UNO_TEST_POSTGRES); also "
        "implied by the postgres_server / postgres_url fixtures. An end-to-end test so "
        "marked runs its in-process bot on PostgreSQL (a throwaway schema) always: the "
        "subset CI plays on both backends")
    config.addinivalue_line(
        "markers", "sqlite: the test reaches into the SQLite file or connection itself; "
        "its bot stays on SQLite under UNO_TEST_BACKEND=postgresql")


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as server:
        yield server


BACKEND = os.environ.get("UNO_TEST_BACKEND", "sqlite")  # or "postgresql": see below


def on_postgres(request: pytest.FixtureRequest) -> bool:
    """Whether this test's bot runs on PostgreSQL: a test marked ``postgres`` always; with
    UNO_TEST_BACKEND=postgresql every one not marked ``sqlite``."""
    node = request.node
    if node.get_closest_marker("postgres") is not None:
        return True
    return BACKEND == "postgresql" and node.get_closest_marker("sqlite") is None


@pytest.fixture
def bot_database(tmp_path: Path, request: pytest.FixtureRequest) -> Path | str:
    """The in-process bot's database: a SQLite file in ``tmp_path``, or (``on_postgres``)
    a schema of this test's own on the PostgreSQL test server (``postgres_url``)."""
    if on_postgres(request):
        url: str = request.getfixturevalue("postgres_url")
        return url
    return tmp_path / "uno.sqlite3"


@pytest.fixture
def bot_settings(fake: FakeDiscord, bot_database: Path | str) -> Settings:
    """Override in a test module to change settings (e.g. dev_guild)."""
    return settings_for(fake, bot_database)


@pytest.fixture
def bot_errors() -> list[object]:
    return []


@pytest.fixture
def clock(fake: FakeDiscord) -> ManualClock:
    """The in-process bot's clock (tests/clock.py): time moves when the test advances it,
    and the fake Discord's clock with it (token lifetimes)."""
    return ManualClock(follow=fake.clock)


@pytest.fixture
async def bot(fake: FakeDiscord, bot_settings: Settings, bot_errors: list[object],
              clock: ManualClock, request: pytest.FixtureRequest
              ) -> AsyncIterator[InProcessBot]:
    marker = request.node.get_closest_marker("bot_extensions")
    extensions = tuple(marker.args) if marker else ()
    sync_emoji = request.node.get_closest_marker("card_emoji") is not None
    async with running_bot(fake, bot_settings, extensions=extensions, errors=bot_errors,
                           sync_emoji=sync_emoji, clock=clock) as client:  # type: ignore[arg-type]
        yield client


@pytest.fixture
async def driver(fake: FakeDiscord, bot: InProcessBot, bot_errors: list[object]
                 ) -> AsyncIterator[Driver]:
    drv = Driver(fake, bot_busy=bot_busy)
    drv.bot_errors = bot_errors  # type: ignore[assignment]
    yield drv
    await drv.check_clean()


@pytest.fixture
async def bot_process(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[BotProcess]:
    process = BotProcess(fake, tmp_path)
    yield process
    if process.running:
        await process.kill()


# -- PostgreSQL -------------------------------------------------------------------------
# The server comes from UNO_TEST_POSTGRES (default: the local one). Where none answers,
# every PostgreSQL test skips with the same one-line reason; UNO_REQUIRE_POSTGRES=1 (CI,
# .ci/run) turns that into a failure. Each test gets a schema of its own, dropped after, so
# parallel runs on one server never see each other's rows.
POSTGRES_URL = os.environ.get("UNO_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/test")
_T = TypeVar("_T")


def run_sync(coro: Coroutine[Any, Any, _T]) -> _T:
    """Run ``coro`` to completion from synchronous code, in a thread with its own loop
    (a sync fixture may be set up while a test's loop exists)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


async def _probe(url: str) -> str | None:
    import asyncpg

    try:
        conn = await asyncpg.connect(url, timeout=5)
    except Exception as exc:  # noqa: BLE001 - any failure means "no usable server"
        return f"{type(exc).__name__}: {exc}".strip()
    await conn.close()
    return None


_postgres_problem: list[str | None] = []  # probed once per session, when first needed


def postgres_problem() -> str | None:
    """Why the PostgreSQL tests cannot run here (None: they can)."""
    if not _postgres_problem:
        problem = run_sync(_probe(POSTGRES_URL))
        _postgres_problem.append(None if problem is None else (
            f"PostgreSQL not reachable at {POSTGRES_URL} (set UNO_TEST_POSTGRES to a server;"
            f" UNO_REQUIRE_POSTGRES=1 makes this a failure): {problem}"))
    return _postgres_problem[0]


def _needs_postgres(item: pytest.Item) -> bool:
    return (item.get_closest_marker("postgres") is not None
            or "postgres_server" in getattr(item, "fixturenames", ()))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """No server: the PostgreSQL tests are skipped by a marker, so the summary folds them
    into one line per file with the one reason (UNO_REQUIRE_POSTGRES=1: left to fail)."""
    if os.environ.get("UNO_REQUIRE_POSTGRES") == "1":
        return
    needing = [item for item in items if _needs_postgres(item)]
    if needing and (problem := postgres_problem()) is not None:
        for item in needing:
            item.add_marker(pytest.mark.skip(reason=problem))


@pytest.fixture(scope="session")
def postgres_server() -> str:
    """The base URL of a PostgreSQL server that answers (else skip, or fail in CI)."""
    problem = postgres_problem()
    if problem is not None:
        if os.environ.get("UNO_REQUIRE_POSTGRES") == "1":
            pytest.fail(problem, pytrace=False)
        pytest.skip(problem)
    return POSTGRES_URL


@pytest.fixture
def postgres_url(postgres_server: str) -> Iterator[str]:
    """A ``postgresql://`` URL for ``UNO_DATABASE`` / ``Storage.open``: an empty schema of
    this test's own on the test server, dropped (with everything in it) after the test."""
    schema = new_schema_name("uno_test")
    run_sync(run_sql(postgres_server, f'CREATE SCHEMA "{schema}"'))
    try:
        yield with_search_path(postgres_server, schema)
    finally:
        run_sync(run_sql(postgres_server, f'DROP SCHEMA "{schema}" CASCADE'))
