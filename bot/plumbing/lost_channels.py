"""Games whose thread or channel is taken away from under them: a moderator archives or
locks the game's thread, or deletes it or its channel. The bot hears of it on the gateway
(THREAD_UPDATE, THREAD_DELETE, CHANNEL_DELETE: the listeners in cogs/uno.py), or, when it
missed that, from Discord refusing an edit of the table (10003 Unknown Channel, 50083
Thread is archived, 160005 Thread is locked: screens/table_message.py).

- archived: the bot reopens the thread (it may, unless the thread is locked); if Discord
  refuses, the game ends;
- locked: a moderator's decision: the game ends (and its thread is archived, as any
  ended game's is);
- deleted: the game ends.

An end goes through the write path like a stop (the match abandoned, finished hands'
points kept, the live row gone, timers and AI seats stopped; a hand nobody saw finish is
never recorded) and is said ONCE in the thread's channel: on the game's line there, or in
one message where it has none. Nothing is posted in the lost thread itself."""

from __future__ import annotations

import logging
from functools import partial

import discord

from bot.game.changes import Changes
from bot.game.registry import TableRegistry
from bot.game.table import Table
from bot.i18n import Msg
from bot.plumbing import threads
from bot.plumbing.channels import Channels
from bot.screens.texts import channel_lost

log = logging.getLogger(__name__)

UNKNOWN_CHANNEL = 10003
ARCHIVED = 50083  # "Thread is archived" (a locked thread answers it too)
LOCKED = 160005  # "Thread is locked"
LOST = frozenset({UNKNOWN_CHANNEL, ARCHIVED, LOCKED})


def is_lost(error: BaseException) -> bool:
    """Discord refused a request because the channel is gone, archived or locked."""
    return isinstance(error, discord.HTTPException) and error.code in LOST


class LostChannels:
    def __init__(self, registry: TableRegistry, channels: Channels) -> None:
        self._registry = registry
        self._channels = channels

    async def thread_changed(self, thread_id: int, parent_id: int | None, *,
                             archived: bool, locked: bool, changes: Changes) -> None:
        """THREAD_UPDATE: the thread of a game was archived or locked (or reopened)."""
        table = self._registry.get(thread_id)
        if table is None or table.closed or not (archived or locked):
            return
        if locked:
            log.warning("The thread of the game in %s was locked: the game ends", thread_id)
            await self._end(table, changes, "locked", parent_id, archive=not archived)
        else:
            await self._reopen(table, changes, parent_id)

    async def deleted(self, channel_id: int, parent_id: int | None,
                      changes: Changes) -> None:
        """THREAD_DELETE or CHANNEL_DELETE: the game in that channel ends, and so do the
        games in threads of it (deleted with it). Told in the channel of a deleted
        thread, unless that went too."""
        games = [t for t in self._registry.tables.values() if t.line_channel == channel_id]
        own = self._registry.get(channel_id)  # (a game resting since a restart: built)
        for table in [*games, *([own] if own is not None else [])]:
            log.warning("The channel of the game in %s was deleted: the game ends",
                        table.channel_id)
            parent = table.line_channel or parent_id
            told = table is own and parent is not None and self._channels.known(parent)
            await self._end(table, changes, "deleted", parent, archive=False, told=told)

    async def refused(self, table: Table, error: BaseException, changes: Changes) -> bool:
        """Discord refused an edit of ``table``'s message for its channel (``is_lost``):
        what the channel is now decides, as if its event had come (events can be
        missed). True when that was done: the game ended, or its thread is open again
        (the caller redraws it); False: the refusal stands as any other."""
        if not is_lost(error):
            return False
        if table.closed:
            return True
        assert isinstance(error, discord.HTTPException)
        if error.code == UNKNOWN_CHANNEL:
            await self._end(table, changes, "deleted", table.line_channel, archive=False)
            return True
        try:
            channel = await self._channels.fetch(table.channel_id)
        except discord.NotFound:
            await self._end(table, changes, "deleted", table.line_channel, archive=False)
            return True
        except discord.HTTPException as exc:
            log.warning("Could not look up channel %s after a refusal (%s): %s",
                        table.channel_id, error, exc)
            return False
        if not isinstance(channel, discord.Thread):
            return False
        if channel.locked:
            await self.thread_changed(channel.id, channel.parent_id, archived=channel.archived,
                                      locked=True, changes=changes)
            return True
        if channel.archived:
            await self._reopen(table, changes, channel.parent_id)
        return True  # open again (reopened here, or by whoever did meanwhile)

    async def _reopen(self, table: Table, changes: Changes, parent_id: int | None) -> None:
        try:
            thread = await self._channels.channel(table.channel_id)
            await thread.edit(archived=False)
        except (discord.HTTPException, AttributeError) as exc:
            log.warning("The thread of the game in %s was archived and could not be "
                        "reopened (%s): the game ends", table.channel_id, exc)
            await self._end(table, changes, "archived", parent_id, archive=False)
            return
        log.warning("The thread of the game in %s was archived: reopened", table.channel_id)

    async def _end(self, table: Table, changes: Changes, how: str, parent_id: int | None,
                   *, archive: bool, told: bool = True) -> None:
        async with changes.open(table, wait=5) as change:
            if table.closed:  # ended meanwhile (the event and a refusal, a stop, a win)
                return
            was_lobby = table.is_lobby
            change.end()
            if told:
                change.then("channel told", partial(
                    self._tell, table, channel_lost(how, lobby=was_lobby), parent_id,
                    archive))

    async def _tell(self, table: Table, why: Msg, parent_id: int | None,
                    archive: bool) -> None:
        if archive:  # a locked thread still open: archived as any ended game's
            await threads.finish(self._channels, table, why)
        else:
            await threads.tell_parent(self._channels, table, why, parent_id)
