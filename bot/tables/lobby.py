"""The lobby: open, join, leave, start, cancel (persisted as a live game, version 0).

Each change is written under the table's lock; the lobby message is edited after the lock
is released, and a Start or /uno start whose answer fails still shows the right message
(the table edit, or a lobby posted in the channel)."""

from __future__ import annotations

import contextlib
import logging
import time
from functools import partial
from typing import TYPE_CHECKING, Any

import discord

from bot.engine import Match, Rules
from bot.errors import UserError
from bot.seats import ai_name, humans, next_ai_id
from bot.storage import StorageError
from bot.tables import results
from bot.tables.answer import Answer
from bot.tables.effects import run_effect
from bot.tables.table import Table
from bot.tables.threads import finish, opened_line
from bot.ui.table import lobby_buttons, lobby_embed

if TYPE_CHECKING:
    from bot.tables.registry import TableRegistry

log = logging.getLogger(__name__)

BUSY = ("There is already an UNO game in this channel. Join it, or the host "
        "(or someone with Manage Channels) can end it with `/uno stop`.")


def render(table: Table, closed: str = "") -> dict[str, Any]:
    embed = lobby_embed(table.host_id, table.players, table.name_of, table.rules, table.preset,
                        table.turn_timer, closed, afk_cover=table.afk_cover)
    view = None if closed else table.view(lobby_buttons(table.channel_id))
    return {"content": None, "embed": embed, "view": view}


async def open_lobby(reg: TableRegistry, interaction: discord.Interaction, rules: Rules,
                     preset: str, turn_timer: int, *, ai: int = 0, ai_level: str = "normal",
                     afk_cover: bool = False, thread: discord.Thread | None = None) -> None:
    """Open a lobby in the interaction's channel, or in ``thread`` (threads.py): the
    lobby is then posted in the thread and the answer is the channel's line for it."""
    channel_id = thread.id if thread is not None else interaction.channel_id
    guild_id = interaction.guild_id
    if channel_id is None or guild_id is None:
        raise UserError("UNO is played in a server's text channel or thread.")
    if not await reg.vacant(channel_id):
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
    reg.tables[channel_id] = table
    failed: StorageError | None = None
    async with table.rt.lock:
        try:
            await reg.storage.commit_action(table.live_game())
        except StorageError as exc:
            reg.close(table)
            failed = exc
        else:
            table.written()
    if failed is not None:
        if thread is not None:  # no game in it: the thread goes too
            with contextlib.suppress(discord.HTTPException):
                await thread.delete()
        raise UserError("Sorry, I couldn't open the lobby (storage error). Try again.") \
            from failed
    reg.damaged.pop(channel_id, None)
    reg.ai.warm(table)  # strong seats (the ai option): their search workers start now
    answer = Answer.of(interaction, public=True)
    if thread is not None:
        await run_effect("lobby post", channel_id, lambda: _post(reg, table))
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
            log.warning("Could not answer /uno start in channel %s (%s); posting the lobby",
                        channel_id, exc)
            await run_effect("lobby post", channel_id, lambda: _post(reg, table))
    table.message_posted = reg.config.clock()
    async with table.rt.lock:
        if not table.closed:
            await reg.save_ui(table, "lobby message")
    reg.timers.schedule(table)


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


async def _post(reg: TableRegistry, table: Table) -> None:
    channel = await reg.display.channel(table.channel_id)
    msg = await channel.send(**_message(table))
    table.message_id = msg.id


async def _save(reg: TableRegistry, table: Table, before: dict[str, Any] | None = None) -> None:
    """Store the lobby; if that fails, put the table back as it was ``before`` the change
    (a snapshot the caller took) and refuse."""
    try:
        await reg.storage.commit_action(table.live_game())
    except StorageError as exc:
        if before is not None:
            table.restore(before)
        raise UserError("Sorry, I couldn't save that, so nothing changed. Try again.") from exc
    table.written()


def _require_lobby(table: Table) -> None:
    if not table.is_lobby:
        raise UserError("The game has already started.")


async def join(reg: TableRegistry, interaction: discord.Interaction, table: Table) -> str:
    user = interaction.user
    async with table.rt.lock:
        if table.closed:
            raise UserError("This lobby is closed.")
        if not table.is_lobby:
            if table.match is not None and user.id in table.match.players:
                raise UserError("You are already playing. Press **My hand** to see your cards.")
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
        await _save(reg, table, snap)
    reg.timers.schedule(table)
    return f"{user.display_name} joined."


async def leave(reg: TableRegistry, table: Table, user_id: int) -> str:
    """Leave the lobby (the host passes to the next player; empty -> closed)."""
    async with table.rt.lock:
        _require_lobby(table)
        if user_id not in table.players:
            raise UserError("You are not in this lobby.")
        snap = table.snapshot()
        table.players.remove(user_id)
        table.last_activity = time.time()
        if not humans(table.players):  # AI players alone do not keep a lobby open
            await close(reg, table)
            emptied = True
        else:
            emptied = False
            if table.host_id == user_id:
                table.host_id = humans(table.players)[0]
            await _save(reg, table, snap)
    if emptied:
        await edit_message(reg, table, **render(table, closed=EMPTY))
        await run_effect("thread", table.channel_id, partial(finish, reg, table, EMPTY))
        return "You left; the lobby is closed."
    reg.timers.schedule(table)
    return "You left the lobby."


EMPTY = "Everybody left; the lobby is closed."
CANCELLED = "The host cancelled this lobby."


async def close(reg: TableRegistry, table: Table) -> None:
    """Forget a lobby (lock held); the caller says why on its message, lock released."""
    reg.close(table)
    try:
        await reg.storage.live_games.delete(table.channel_id)
    except StorageError as exc:
        log.warning("Could not delete the lobby of channel %s: %s", table.channel_id, exc)


async def edit_message(reg: TableRegistry, table: Table, **kwargs: Any) -> None:
    if table.message_id is None:
        return
    try:
        channel = await reg.display.channel(table.channel_id)
        await channel.get_partial_message(table.message_id).edit(**kwargs)
    except discord.NotFound:
        log.warning("The lobby message %s in channel %s is gone", table.message_id,
                    table.channel_id)
    except (discord.HTTPException, AttributeError) as exc:
        log.warning("Could not edit the lobby message %s in channel %s: %s",
                    table.message_id, table.channel_id, exc)


async def begin(reg: TableRegistry, interaction: discord.Interaction, table: Table) -> None:
    async with table.rt.lock:
        if interaction.user.id != table.host_id:
            raise UserError("Only the host can start the game.")
        _require_lobby(table)
        if len(table.players) < 2:
            raise UserError("UNO needs at least 2 players: wait for someone to join, or "
                            "press **Add AI**.")
        snap = table.snapshot()
        match = Match.new(table.players, table.rules, reg.config.rng())
        table.match = match
        table.last_activity = time.time()
        events = match.opening_events
        results.note_events(table, events, reg.config)
        try:
            # The match row and the first state go in together: no match without a game.
            table.match_id = await reg.storage.start_match(
                table.live_game(), table.rules.to_dict(), table.rules.target,
                humans(table.players))  # the records are the members' (results.py)
        except StorageError as exc:
            log.error("Could not start the game in channel %s: %s", table.channel_id, exc)
            table.restore(snap)
            raise UserError("Sorry, I couldn't start the game (storage error), "
                            "so nothing changed. Please try again.") from exc
        table.written()
        reg.ai.observe(table, events)
        if table.rt.saved is not None:  # the row was written with its new match id
            table.rt.saved["match_id"] = table.match_id
        shot = reg.display.shot(table)
        table.message_posted = reg.config.clock()
        table.messages_after = 0
    # The answer shows the table (its picture too); if it fails, the table edit among the
    # effects does.
    answer = Answer.of(interaction)
    await reg.after_change(table, events, answer=answer,
                           reply=partial(reg.display.first, table, shot, answer.update))


async def click(reg: TableRegistry, interaction: discord.Interaction, table: Table,
                verb: str) -> None:
    answer = Answer.of(interaction)
    if verb == "begin":
        await begin(reg, interaction, table)
        return
    if verb == "join":
        await join(reg, interaction, table)
    elif verb == "leave":
        await leave(reg, table, interaction.user.id)
    elif verb == "cancel":
        if interaction.user.id != table.host_id:
            raise UserError("Only the host can cancel the lobby.")
        async with table.rt.lock:
            # Checked under the lock: a Start that held it may have begun the match.
            _require_lobby(table)
            if table.closed:
                raise UserError("This lobby is closed.")
            await close(reg, table)
        await answer.update(**render(table, closed=CANCELLED))
        await run_effect("thread", table.channel_id, partial(finish, reg, table, CANCELLED))
        return
    if table.closed:
        await answer.update(**render(table, closed="This lobby is closed."))
    else:
        await answer.update(**render(table))
