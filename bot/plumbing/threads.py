"""A thread per game (server feature ``threads``): ``/uno start`` in a text channel opens a
thread and the game is played there; the channel keeps ONE line per game, the answer to
``/uno start``, linking to the thread and edited once when the game ends; the thread is
then archived. Archiving comes last: an archived thread refuses edits of its messages.

Threads are opened no faster than games start in them (``GameThreads``): every check of a
start runs before its thread is opened, a thread opened for a start that fails anyway is
deleted, one start at a time is opened per channel, and a channel has at most one lobby
thread whose game has not started: while it waits, a start there is pointed to it; once
it closed without a game, the next start uses it again."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

import discord

from bot.errors import UserError
from bot.game.registry import TableRegistry
from bot.game.table import Table
from bot.i18n import EN, Lang, Msg, said
from bot.plumbing.channels import Channels
from bot.screens.texts import OPENING, lobby_waiting, thread_closed, thread_locked

log = logging.getLogger(__name__)

def thread_name(host: str, lang: Lang = EN) -> str:
    return lang("thread-name", host=host)[:100]


def opened_line(host: str, thread_id: int, lang: Lang = EN) -> str:
    return lang("thread-opened", host=discord.utils.escape_markdown(host),
                thread=f"<#{thread_id}>")


def ended_line(thread_id: int, summary: str, lang: Lang = EN) -> str:
    return lang("thread-ended", thread=f"<#{thread_id}>", summary=summary)


@dataclass(slots=True)
class _Slot:
    """A channel's last lobby thread, and the lobby opened in it (None: none was)."""

    thread_id: int
    table: Table | None

    @property
    def waiting(self) -> bool:
        return self.table is not None and not self.table.closed and self.table.is_lobby

    @property
    def unused(self) -> bool:
        """Closed without a game (or never held one): the next start may use it again."""
        return self.table is None or (self.table.closed and self.table.is_lobby)


class GameThreads:
    """Where ``/uno start`` opens its game (``place``), for the channels of this process.
    What it remembers (each channel's last lobby thread) is in memory: after a restart a
    channel may open one thread more."""

    def __init__(self, registry: TableRegistry, channels: Channels) -> None:
        self._registry = registry
        self._channels = channels
        self._opening: set[int] = set()  # channels with a start being opened
        self._last: dict[int, _Slot] = {}

    @asynccontextmanager
    async def place(self, interaction: discord.Interaction, threads: bool, lang: Lang = EN
                    ) -> AsyncIterator[discord.Thread | None]:
        """The thread the new game goes in (None: the interaction's channel), for a start
        whose other checks all passed; the body opens the lobby. A start in a thread that
        is archived reopens it first (refused if it is locked, or cannot be reopened). A
        thread opened here is deleted if the body fails."""
        channel = interaction.channel
        if isinstance(channel, discord.Thread):
            await _reopen_for_start(channel)
        if not threads or not isinstance(channel, discord.TextChannel) or \
                not await self._registry.vacant(channel.id):
            yield None  # (a game in the channel itself: the lobby refuses the start)
            return
        if channel.id in self._opening:
            raise UserError(OPENING)
        self._opening.add(channel.id)
        try:
            thread, new = await self._thread(channel, interaction.user.display_name, lang)
            try:
                yield thread
            except BaseException:
                if thread is not None and new:
                    await self._discard(channel.id, thread)
                elif thread is not None:  # used again: it stays the channel's, unused
                    self._last[channel.id] = _Slot(thread.id, None)
                raise
            if thread is not None:
                self._last[channel.id] = _Slot(thread.id, self._registry.get(thread.id))
        finally:
            self._opening.discard(channel.id)

    async def _thread(self, channel: discord.TextChannel, host: str, lang: Lang
                      ) -> tuple[discord.Thread | None, bool]:
        """The channel's unused lobby thread reopened, else a new one (True)."""
        slot = self._last.pop(channel.id, None)
        if slot is not None and slot.waiting:
            self._last[channel.id] = slot
            raise UserError(lobby_waiting(slot.thread_id))
        if slot is not None and slot.unused:
            thread = await self._reopen(slot.thread_id, host, lang)
            if thread is not None:
                return thread, False
        return await open_thread(channel, host, lang), True

    async def _reopen(self, thread_id: int, host: str, lang: Lang) -> discord.Thread | None:
        try:
            thread = await self._channels.channel(thread_id)
            if not isinstance(thread, discord.Thread) or thread.locked:
                return None  # locked by a moderator: not the bot's to reopen
            return await thread.edit(archived=False, name=thread_name(host, lang))
        except discord.HTTPException as exc:
            log.warning("Could not reopen the lobby thread %s (%s); opening another",
                        thread_id, exc)
            return None

    async def _discard(self, channel_id: int, thread: discord.Thread) -> None:
        """A thread opened for a start that failed: deleted; where the bot may not delete
        it (no Manage Threads), archived and kept for the next start."""
        try:
            await thread.delete()
            return
        except discord.HTTPException as exc:
            log.warning("Could not delete the unused game thread %s (%s); archiving it",
                        thread.id, exc)
        self._last[channel_id] = _Slot(thread.id, None)
        with contextlib.suppress(discord.HTTPException):
            await thread.edit(archived=True)


async def _reopen_for_start(thread: discord.Thread) -> None:
    """A start in ``thread`` itself (a rematch in an ended game's thread): an archived
    thread is reopened first; a locked one is a moderator's decision, refused."""
    if thread.locked:
        raise UserError(thread_locked(thread.parent_id))
    if not thread.archived:
        return
    try:
        await thread.edit(archived=False)
    except discord.HTTPException as exc:
        log.warning("Could not reopen thread %s for a new game: %s", thread.id, exc)
        raise UserError(thread_closed(thread.parent_id)) from exc


async def open_thread(channel: discord.TextChannel, host: str, lang: Lang = EN
                      ) -> discord.Thread | None:
    """A public thread for a new game under ``channel``; None where Discord refused (no
    Create Public Threads permission): the game is then played in the channel."""
    try:  # a day without a message and Discord archives it by itself
        return await channel.create_thread(
            name=thread_name(host, lang), type=discord.ChannelType.public_thread,
            auto_archive_duration=1440, reason=lang("thread-audit-reason"))
    except discord.HTTPException as exc:
        log.warning("Could not open a game thread in channel %s (%s); playing in the "
                    "channel", channel.id, exc)
        return None


async def finish(channels: Channels, table: Table, summary: str | Msg) -> None:
    """The game in a thread ended: its line in the channel says ``summary``, then the
    thread is archived. Each step on its own; nothing to do for a game in a channel."""
    if table.line_channel is None:
        return
    await tell_parent(channels, table, summary, table.line_channel)
    try:
        thread = await channels.channel(table.channel_id)
        await thread.edit(archived=True)
    except (discord.HTTPException, AttributeError) as exc:
        log.warning("Could not archive the game thread %s: %s", table.channel_id, exc)


async def tell_parent(channels: Channels, table: Table, summary: str | Msg,
                      parent_id: int | None) -> None:
    """Say ``summary`` once in the channel of the game's thread: on the game's line there,
    or in one message where it has none (its line failed to post, or it was played in a
    thread a member opened)."""
    where = table.line_channel or parent_id
    if where is None:
        return
    text = ended_line(table.channel_id, said(summary, table.lang), table.lang)
    try:
        parent = await channels.channel(where)
        if table.line_channel is not None and table.line_message is not None:
            await parent.get_partial_message(table.line_message).edit(content=text)
        else:
            await parent.send(text, allowed_mentions=discord.AllowedMentions.none())
    except (discord.HTTPException, AttributeError) as exc:
        log.warning("Could not tell channel %s that the game in %s ended: %s", where,
                    table.channel_id, exc)
