"""The real bot syncs its card emoji at start-up, in the background."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from bot.art.emoji import emoji_name, emoji_specs
from tests.fakediscord import FakeDiscord, running_bot
from tests.fakediscord.runner import settings_for

SET_SIZE = len(emoji_specs())


def uploads(fake: FakeDiscord) -> int:
    return len([r for r in fake.requests_to("POST", "/applications/*/emojis")
                if r.status == 200])


async def test_start_uploads_the_card_emoji_once_and_a_restart_none(
        fake: FakeDiscord, tmp_path: Path) -> None:
    settings = settings_for(fake, tmp_path / "uno.sqlite3")
    async with running_bot(fake, settings, sync_emoji=True) as bot:
        await fake.wait_for(lambda: bot.card_emoji.ready, what="the card emoji", timeout=30)
        assert uploads(fake) == SET_SIZE == len(fake.emojis)
        red_five = bot.card_emoji.get("r5")
        assert red_five is not None
        stored = {e["name"]: int(e["id"]) for e in fake.emojis}
        assert red_five.id == stored[emoji_name("r5")]
        # what the hands read is the bot's own set
        assert bot.tables is not None and bot.table_config.card_emoji is bot.card_emoji

    async with running_bot(fake, settings, sync_emoji=True) as again:
        await fake.wait_for(lambda: again.card_emoji.ready, what="the card emoji", timeout=30)
        assert uploads(fake) == SET_SIZE  # nothing uploaded on the restart
        assert len(fake.requests_to("GET", "/applications/*/emojis")) == 2
        assert again.card_emoji.get("r5") == red_five


async def test_a_long_rate_limit_neither_blocks_start_nor_close(
        fake: FakeDiscord, tmp_path: Path) -> None:
    fault = fake.inject_fault("GET", "/applications/*/emojis", 429, retry_after=120)
    settings = settings_for(fake, tmp_path / "uno.sqlite3")
    started = time.monotonic()
    async with running_bot(fake, settings, sync_emoji=True) as bot:
        assert bot.is_ready() and not bot.card_emoji.ready  # ready, and still waiting
        await fake.wait_for(lambda: fault.hits == 1, what="the rate-limited listing")
        await asyncio.sleep(0.1)
        assert not bot.card_emoji.ready and uploads(fake) == 0
    assert time.monotonic() - started < 15  # close cancelled the waiting sync
    assert bot.is_closed() and not bot.card_emoji.ready
