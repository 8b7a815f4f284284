"""Issue 11, reproduction 9: at LOG_LEVEL=DEBUG the log never shows an interaction token or a
webhook URL (each lets its holder post as the bot for 15 minutes), whichever logger writes
it (discord.py's gateway and HTTP lines included)."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from bot.logs import REDACTED, Redact, redact
from tests.fakediscord import BotProcess, Driver, FakeDiscord

pytestmark = pytest.mark.timeout(60)


async def test_debug_log_of_the_real_process_has_no_interaction_token(
        fake: FakeDiscord, tmp_path: Path) -> None:
    process = BotProcess(fake, tmp_path, env={"LOG_LEVEL": "DEBUG"})
    try:
        await process.start()
        driver = Driver(fake)
        start = await driver.slash(fake.alice, "/uno start")
        await driver.click(fake.bob, start.response, "Join")
        await driver.slash(fake.bob, "/uno hand")  # refused: a followup-free ephemeral answer
        await driver.check_clean()
    finally:
        await process.stop()
    out = process.output()
    tokens = [i.token for i in fake.interactions.values()]
    assert len(tokens) >= 3
    assert "WebSocket Event" in out or "INTERACTION_CREATE" in out  # DEBUG lines are there
    leaked = [t for t in tokens if t in out or t.split(".")[-1] in out]
    assert not leaked, "interaction tokens in the log"
    assert fake.token not in out
    assert REDACTED in out


def test_filter_redacts_every_logger_and_the_traceback() -> None:
    secret = "aW50ZXJhY3Rpb246MTIzNDU2Nzg5.secret_part-xyz"
    record = logging.LogRecord("discord.webhook.async_", logging.ERROR, __file__, 1,
                               "PATCH %s failed", (f"/webhooks/42/{secret}/messages/@original",),
                               None)
    try:
        raise RuntimeError(f"POST /interactions/1/{secret}/callback: {{'token': '{secret}'}}")
    except RuntimeError:
        import sys

        record.exc_info = sys.exc_info()
    assert Redact().filter(record)
    assert secret not in record.getMessage() and secret not in (record.exc_text or "")
    assert redact(f'"token": "{secret}"') == f'"token": "{REDACTED}"'
