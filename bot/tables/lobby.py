"""The lobby: open, join, leave, start, cancel (persisted as a live game, version 0).

Each change is written under the table's lock; the lobby message is edited after the lock
is released, and a Start or /uno start whose answer fails still shows the right message
(the table edit, or a lobby posted in the channel)."""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable
from functools import partial
from typing import Any, TypeVar

import discord

from bot.engine import Match, Rules
from bot.errors import UserError
from bot.seats import ai_name, humans, next_ai_id
from bot.storage import Storage, StorageError
from bot.tables import results
from bot.tables.answer import Answer
from bot.tables.channels import Channels
from bot.tables.config import TableConfig
from bot.tables.display import Display
from bot.tables.effects import run_effect
from bot.tables.pipeline import Pipeline, save_ui
from bot.tables.registry import TableRegistry
from bot.tables.table import Table
from bot.tables.threads import finish, opened_line
from bot.ui.table import lobby_buttons, lobby_embed

log = logging.getLogger(__name__)
T = TypeVar("T")

BUSY = ("There is already an UNO game in this channel. Join it, or the host "
        "(or someone with Manage Channels) can end it with `/uno stop`.")


def render(table: Table, closed: str = "") -> dict[str, Any]:
    embed = lobby_embed(table.host_id, table.players, table.name_of, table.rules, table.preset,
                        table.turn_timer, closed, afk_cover=table.afk_cover)
    view = None if closed else table.view(lobby_buttons(table.channel_id))
    return {"content": None, "embed": embed, "view": view}


def seat_ai(table: Table, level: str) -> int:
    """Seat one AI player of ``level`` in the lobby (the caller checks the room and saves)."""
    ai_id = next_ai_id([*table.players, *table.ai])
    table.players.append(ai_id)
    table.ai[ai_id] = level
    table.names[ai_id] = ai_name(ai_id, level)
    return ai_id


def _message(table: Table) -> dict[str, Any]:
    kwargs = render(table)
    kwargs.pop("content")
    return kwargs


def require_lobby(table: Table) -> None:
    if not table.is_lobby:
        raise UserError("The game has already started.")


def require_open_lobby(table: Table) -> None:
    if table.closed:
        raise UserError("This lobby is closed.")
    require_lobby(table)


EMPTY = "Everybody left; the lobby is closed."
CANCELLED = "The host cancelled this lobby."


async def close(registry: TableRegistry, storage: Storage, table: Table) -> None:
    """Forget a lobby (lock held); the caller says why on its message, lock released."""
    registry.close(table)
    try:
        await storage.live_games.delete(table.channel_id)
    except StorageError as exc:
        log.warning("Could not delete the lobby of channel %s: %s", table.channel_id, exc)


async def edit_message(channels: Channels, table: Table, **kwargs: Any) -> None:
    if table.message_id is None:
        return
    try:
        channel = await channels.channel(table.channel_id)
        await channel.get_partial_message(table.message_id).edit(**kwargs)
    except discord.NotFound:
        log.warning("The lobby message %s in channel %s is gone", table.message_id,
                    table.channel_id)
    except (discord.HTTPException, AttributeError) as exc:
        log.warning("Could not edit the lobby message %s in channel %s: %s",
                    table.message_id, table.channel_id, exc)


class Lobby:
    def __init__(self, config: TableConfig, storage: Storage, registry: TableRegistry,
                 pipeline: Pipeline, channels: Channels, display: Display) -> None:
        self._config = config
        self._storage = storage
        self._registry = registry
        self._pipeline = pipeline
        self._channels = channels
        self._display = display

    async def open(self, interaction: discord.Interaction, rules: Rules, preset: str,
                   turn_timer: int, *, ai: int = 0, ai_level: str = "normal",
                   afk_cover: bool = False, thread: discord.Thread | None = None) -> None:
        """Open a lobby in the interaction's channel, or in ``thread`` (threads.py): the
        lobby is then posted in the thread and the answer is the channel's line for it."""
        channel_id = thread.id if thread is not None else interaction.channel_id
        guild_id = interaction.guild_id
        if channel_id is None or guild_id is None:
            raise UserError("UNO is played in a server's text channel or thread.")
        if not await self._registry.vacant(channel_id):
            raise UserError(BUSY)
        if 1 + ai > rules.max_players:
            raise UserError(f"This table allows at most {rules.max_players} players: you and "
                            f"{rules.max_players - 1} AI players at most.")
        user = interaction.user
        table = Table(channel_id=channel_id, guild_id=guild_id, host_id=user.id, rules=rules,
                      preset=preset, turn_timer=turn_timer, players=[user.id],
                      game=interaction.id, afk_cover=afk_cover)
        table.names[user.id] = user.display_name
        if thread is not None:
            table.line_channel = interaction.channel_id
        for _ in range(ai):
            seat_ai(table, ai_level)
        self._registry.tables[channel_id] = table
        failed: StorageError | None = None
        async with table.rt.lock:
            try:
                await self._storage.commit_action(table.live_game())
            except StorageError as exc:
                self._registry.close(table)
                failed = exc
            else:
                table.written()
        if failed is not None:
            if thread is not None:  # no game in it: the thread goes too
                with contextlib.suppress(discord.HTTPException):
                    await thread.delete()
            raise UserError("Sorry, I couldn't open the lobby (storage error). Try again.") \
                from failed
        self._registry.damaged.pop(channel_id, None)
        answer = Answer.of(interaction, public=True)
        if thread is not None:
            await run_effect("lobby post", channel_id, lambda: self._post(table))
            try:
                await answer.send(opened_line(user.display_name, thread.id), ephemeral=False)
                table.line_message = (await answer.original()).id
            except discord.HTTPException as exc:
                log.warning("Could not answer /uno start in channel %s (%s); the game is in "
                            "thread %s", interaction.channel_id, exc, channel_id)
        else:
            try:
                await answer.send(ephemeral=False, **_message(table))
                table.message_id = (await answer.original()).id
            except discord.HTTPException as exc:
                # The lobby is saved: post it in the channel so the channel is not blocked.
                log.warning("Could not answer /uno start in channel %s (%s); posting the "
                            "lobby", channel_id, exc)
                await run_effect("lobby post", channel_id, lambda: self._post(table))
        table.message_posted = self._config.clock()
        async with table.rt.lock:
            if not table.closed:
                await save_ui(self._storage, table, "lobby message")
        await self._pipeline.after_change(table, ())

    async def _post(self, table: Table) -> None:
        channel = await self._channels.channel(table.channel_id)
        msg = await channel.send(**_message(table))
        table.message_id = msg.id

    async def save(self, table: Table, before: dict[str, Any]) -> None:
        """Store the lobby (lock held); if that fails, the table goes back as it was
        ``before`` the change (a snapshot the caller took) and the change is refused."""
        await self._pipeline.commit(table, (), before)

    async def change(self, table: Table, change: Callable[[], T]) -> T:
        """A lobby change the one way: under the lock, checked (``change`` raises UserError
        before touching anything), applied and saved; its timer after the lock is
        released."""
        async with table.rt.lock:
            require_open_lobby(table)
            snap = table.snapshot()
            result = change()
            table.last_activity = time.time()
            await self.save(table, snap)
        await self._pipeline.after_change(table, ())
        return result

    async def join(self, interaction: discord.Interaction, table: Table) -> str:
        user = interaction.user
        async with table.rt.lock:
            if table.closed:
                raise UserError("This lobby is closed.")
            if not table.is_lobby:
                if table.match is not None and user.id in table.match.players:
                    raise UserError("You are already playing. Press **My hand** to see your "
                                    "cards.")
                raise UserError("The game has already started; join the next one.")
            if user.id in table.players:
                raise UserError("You are already in this lobby.")
            if len(table.players) >= table.rules.max_players:
                room = " The host can make room with **Remove AI**." if table.ai else ""
                raise UserError(f"The table is full ({table.rules.max_players} players).{room}")
            snap = table.snapshot()
            table.players.append(user.id)
            table.names[user.id] = user.display_name
            table.last_activity = time.time()
            await self.save(table, snap)
        await self._pipeline.after_change(table, ())
        return f"{user.display_name} joined."

    async def leave(self, table: Table, user_id: int) -> str:
        """Leave the lobby (the host passes to the next player; empty -> closed)."""
        async with table.rt.lock:
            require_lobby(table)
            if user_id not in table.players:
                raise UserError("You are not in this lobby.")
            snap = table.snapshot()
            table.players.remove(user_id)
            table.last_activity = time.time()
            if not humans(table.players):  # AI players alone do not keep a lobby open
                await close(self._registry, self._storage, table)
                emptied = True
            else:
                emptied = False
                if table.host_id == user_id:
                    table.host_id = humans(table.players)[0]
                await self.save(table, snap)
        if emptied:
            await self.edit_message(table, **render(table, closed=EMPTY))
            await run_effect("thread", table.channel_id,
                             partial(finish, self._channels, table, EMPTY))
            return "You left; the lobby is closed."
        await self._pipeline.after_change(table, ())
        return "You left the lobby."

    async def edit_message(self, table: Table, **kwargs: Any) -> None:
        await edit_message(self._channels, table, **kwargs)

    async def begin(self, interaction: discord.Interaction, table: Table) -> None:
        async with table.rt.lock:
            if interaction.user.id != table.host_id:
                raise UserError("Only the host can start the game.")
            require_lobby(table)
            if len(table.players) < 2:
                raise UserError("UNO needs at least 2 players: wait for someone to join, or "
                                "press **Add AI**.")
            snap = table.snapshot()
            match = Match.new(table.players, table.rules, self._config.rng())
            table.match = match
            table.last_activity = time.time()
            events = match.opening_events
            results.note_events(table, events, self._config)
            self._pipeline.applied(table, events)
            try:
                # The match row and the first state go in together: no match without a game.
                table.match_id = await self._storage.start_match(
                    table.live_game(), table.rules.to_dict(), table.rules.target,
                    humans(table.players))  # the records are the members' (results.py)
            except StorageError as exc:
                log.error("Could not start the game in channel %s: %s", table.channel_id, exc)
                table.restore(snap)
                raise UserError("Sorry, I couldn't start the game (storage error), "
                                "so nothing changed. Please try again.") from exc
            table.written()
            if table.rt.saved is not None:  # the row was written with its new match id
                table.rt.saved["match_id"] = table.match_id
            shot = self._display.shot(table)
            table.message_posted = self._config.clock()
            table.messages_after = 0
        # The answer shows the table (its picture too); if it fails, the table edit among
        # the effects does.
        answer = Answer.of(interaction)
        await self._pipeline.after_change(
            table, events, answer=answer,
            reply=partial(self._display.first, table, shot, answer.update))

    async def click(self, interaction: discord.Interaction, table: Table, verb: str) -> None:
        answer = Answer.of(interaction)
        if verb == "begin":
            await self.begin(interaction, table)
            return
        if verb == "join":
            await self.join(interaction, table)
        elif verb == "leave":
            await self.leave(table, interaction.user.id)
        elif verb == "cancel":
            if interaction.user.id != table.host_id:
                raise UserError("Only the host can cancel the lobby.")
            async with table.rt.lock:
                # Checked under the lock: a Start that held it may have begun the match.
                require_lobby(table)
                if table.closed:
                    raise UserError("This lobby is closed.")
                await close(self._registry, self._storage, table)
            await answer.update(**render(table, closed=CANCELLED))
            await run_effect("thread", table.channel_id,
                             partial(finish, self._channels, table, CANCELLED))
            return
        if table.closed:
            await answer.update(**render(table, closed="This lobby is closed."))
        else:
            await answer.update(**render(table))
