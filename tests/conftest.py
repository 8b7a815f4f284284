"""Shared fixtures.  End-to-end: `fake` (the fake Discord), `bot` (the real bot, in-process,
READY), `driver` (acts as members; checks at teardown that every interaction was answered),
`bot_process` (the real `python -m bot` subprocess).  See tests/README.md."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.config import Settings
from tests.fakediscord import BotProcess, Driver, FakeDiscord, InProcessBot, running_bot
from tests.fakediscord.runner import bot_busy, settings_for


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "bot_extensions(*names): extra extensions loaded into the in-process bot")
    config.addinivalue_line(
        "markers", "card_emoji: the in-process bot syncs its card emoji at start-up (off by "
        "default: uploading the whole set costs seconds per test)")


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as server:
        yield server


@pytest.fixture
def bot_settings(fake: FakeDiscord, tmp_path: Path) -> Settings:
    """Override in a test module to change settings (e.g. dev_guild)."""
    return settings_for(fake, tmp_path / "uno.sqlite3")


@pytest.fixture
def bot_errors() -> list[object]:
    return []


@pytest.fixture
async def bot(fake: FakeDiscord, bot_settings: Settings, bot_errors: list[object],
              request: pytest.FixtureRequest) -> AsyncIterator[InProcessBot]:
    marker = request.node.get_closest_marker("bot_extensions")
    extensions = tuple(marker.args) if marker else ()
    sync_emoji = request.node.get_closest_marker("card_emoji") is not None
    async with running_bot(fake, bot_settings, extensions=extensions, errors=bot_errors,
                           sync_emoji=sync_emoji) as client:  # type: ignore[arg-type]
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
