"""Results messages that must not be lost: a hand's or the match's results post that
fails is kept with the table and delivered again, by a retry a moment later and by the
next change of the game, whichever comes first (at most ``TRIES`` attempts in all)."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from bot.game.clock import Clock, sleep_for
from bot.game.table import Table
from bot.storage import StorageError

if TYPE_CHECKING:
    from bot.plumbing.effects import Effect

log = logging.getLogger(__name__)

TRIES = 3


@dataclass(frozen=True)
class RetryAfter:
    """When a failed post is tried again: ``seconds`` later by the tables' clock."""

    clock: Clock
    seconds: float


async def deliver(table: Table, name: str, effect: Effect, retry_after: RetryAfter,
                  tries: int = 1) -> None:
    """Run ``effect``; if Discord (or storage) refuses it, keep it for a later attempt."""
    try:
        await effect()
    except (discord.HTTPException, StorageError) as exc:
        if tries >= TRIES:
            log.warning("The %s of channel %s failed %s times; given up: %s", name,
                        table.channel_id, tries, exc)
            return
        log.warning("The %s of channel %s failed (%s); trying again", name,
                    table.channel_id, exc)
        table.rt.results.pending.append((name, effect, tries + 1))
        if table.rt.results.retry is None or table.rt.results.retry.done():
            table.rt.results.retry = asyncio.create_task(_later(table, retry_after))


async def catch_up(table: Table, retry_after: RetryAfter) -> None:
    """Deliver what failed before, in the order it happened."""
    pending, table.rt.results.pending = table.rt.results.pending, []
    for name, effect, tries in pending:
        await deliver(table, name, effect, retry_after, tries)


async def _later(table: Table, retry_after: RetryAfter) -> None:
    await sleep_for(retry_after.clock, retry_after.seconds)
    table.rt.results.retry = None
    await catch_up(table, retry_after)
