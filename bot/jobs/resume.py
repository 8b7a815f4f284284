"""After a restart: every live game of this process's shards is read from storage at once
(no building, no Discord calls), so the bot answers in all of them as soon as it is
connected; each game is built on its first use, or by ``refresh`` after READY, which also
refreshes its message and restarts its timer. A corrupt row or an unreachable channel
closes that game only, and so does a thread locked or deleted while the bot was away (an
archived one is reopened: lost_channels.py)."""

from __future__ import annotations

import asyncio
import logging

import discord

from bot.game.changes import Changes
from bot.game.registry import TableRegistry
from bot.game.table import Table
from bot.game.writes import TableWrites
from bot.jobs.timers import Timers
from bot.plumbing import lobby
from bot.plumbing.channels import Channels
from bot.plumbing.lost_channels import LostChannels
from bot.plumbing.refusals import DISCORD_FAILURES, describe
from bot.screens.table_message import Display
from bot.shards import Shards
from bot.storage import Storage

log = logging.getLogger(__name__)

# Games built between two yields to the event loop in ``refresh``: clicks wait at most
# this many builds (about a millisecond each).
BATCH = 50
# Table messages refreshed at once after a restart.
REFRESH_IN_FLIGHT = 20


async def load(registry: TableRegistry, storage: Storage, shards: Shards) -> list[int]:
    """Put this process's live games in the registry, resting; returns their channels."""
    subset = shards.subset
    if subset is None:
        loaded = await storage.live_games.load_all()
    else:
        loaded = await storage.live_games.load_all(shards=subset[0], shard_count=subset[1])
    for game in loaded.games:
        registry.resting[game.channel_id] = game
    for bad in loaded.corrupt:
        log.error("Live game in channel %s is corrupt: %s", bad.channel_id, bad.error)
        registry.close_unreadable(bad.channel_id, bad.match_id)
    return [game.channel_id for game in loaded.games]


class Refresh:
    """The pass after READY (``run``): every resumed game built, its table made visible
    again, its timer started."""

    def __init__(self, writes: TableWrites, registry: TableRegistry, channels: Channels,
                 display: Display, timers: Timers, changes: Changes,
                 lost: LostChannels) -> None:
        self._writes = writes
        self._registry = registry
        self._channels = channels
        self._display = display
        self._timers = timers
        self._changes = changes
        self._lost = lost

    async def run(self, channels: list[int]) -> None:
        """Build every resumed game not built yet (its timer starts), then make each table
        visible again, a few at a time: Discord paces message edits anyway (about 50 a
        second for a whole bot), and thousands at once would starve the clicks of the
        event loop."""
        tables = []
        for n, channel_id in enumerate(channels, 1):
            if n % BATCH == 0:
                await asyncio.sleep(0)
            table = self._changes.find(channel_id)  # (its timer and AI seats start)
            if table is not None and not table.closed:  # else unreadable, or ended already
                tables.append(table)
        queue = iter(tables)

        async def worker() -> None:
            for table in queue:
                await self._one(table)

        await asyncio.gather(*(worker() for _ in range(min(REFRESH_IN_FLIGHT, len(tables)))))

    async def _one(self, table: Table) -> None:
        if table.closed:
            return
        try:
            channel = await self._channels.channel(table.channel_id)
        except discord.NotFound:
            log.warning("Channel %s is gone; closing its game", table.channel_id)
            await self._lost.deleted(table.channel_id, None, self._changes)
            return
        except discord.Forbidden:
            log.warning("Channel %s is out of reach; closing its game", table.channel_id)
            self._registry.close(table)
            await self._writes.abandon(table.channel_id, table.match_id)
            return
        except DISCORD_FAILURES as exc:  # Discord's passing fault: the table edit retries
            log.warning("Channel %s unreachable for now: %s", table.channel_id, describe(exc))
        else:
            if isinstance(channel, discord.Thread) and (channel.archived or channel.locked):
                await self._lost.thread_changed(
                    channel.id, channel.parent_id, archived=channel.archived,
                    locked=channel.locked, changes=self._changes)
                if table.closed:
                    return
        try:
            if table.is_lobby:
                await lobby.edit_message(self._channels, table, **lobby.render(table))
            else:
                self._display.request(table, self._changes)
                editor = table.rt.edits.task
                if editor is not None:
                    await asyncio.wait({editor})
        except DISCORD_FAILURES as exc:
            log.warning("Could not refresh the table in channel %s: %s", table.channel_id,
                        describe(exc))
        except Exception:
            log.exception("Could not refresh the table in channel %s", table.channel_id)
        if not table.closed:
            self._timers.schedule(table, self._changes)  # again: from what it holds now
