"""Host controls and leaving: stop, kick, leave, next hand; and ending a game."""

from __future__ import annotations

import asyncio
import logging
import time
from functools import partial
from typing import TYPE_CHECKING

import discord

from bot.engine import Event
from bot.errors import UserError
from bot.seats import humans
from bot.storage import StorageError
from bot.tables import lobby, threads
from bot.tables.answer import Answer
from bot.tables.effects import run_effect
from bot.tables.hands import CLOSED, close_hands, retire_hand
from bot.tables.table import Table
from bot.ui.moves import move_lines

if TYPE_CHECKING:
    from bot.tables.registry import TableRegistry

log = logging.getLogger(__name__)

NOT_IN_GAME = "That player is not in this game."
REMOVED = "You are no longer in this game."
LEFT = "You left the game. Your points stay in the match record."


def can_manage(interaction: discord.Interaction, table: Table) -> bool:
    if interaction.user.id == table.host_id:
        return True
    perms = interaction.permissions
    return bool(perms.manage_channels or perms.administrator)


async def stop(reg: TableRegistry, interaction: discord.Interaction, table: Table) -> None:
    """Always works for the host and Manage Channels, even if the game is broken."""
    if not can_manage(interaction, table):
        raise UserError("Only the host or someone with Manage Channels can stop the game.")
    answer = Answer.of(interaction)
    await answer.defer()
    why = f"The game was stopped by {interaction.user.display_name}."
    await end_game(reg, table, why)
    await answer.send("The game is stopped; the channel is free for a new one.")


async def end_game(reg: TableRegistry, table: Table, why: str, *, locked: bool = False) -> None:
    """Close the game (match abandoned, totals kept), then say why on its message."""
    acquired = False
    if not locked:
        try:
            await asyncio.wait_for(table.rt.lock.acquire(), 5)
            acquired = True
        except TimeoutError:
            log.warning("Stopping channel %s without its lock", table.channel_id)
    try:
        if table.closed:  # ended meanwhile (a second stop, the winning move, a timer)
            return
        was_lobby = table.is_lobby
        await close_game(reg, table)
    finally:
        if acquired:
            table.rt.lock.release()
    if locked:  # the caller holds the lock: it announces once it is released
        return
    await announce_end(reg, table, why, was_lobby)


async def close_game(reg: TableRegistry, table: Table) -> None:
    """Forget the game and record its end (lock held); no Discord request."""
    if table.is_lobby:
        await lobby.close(reg, table)
        return
    reg.close(table)
    try:
        await reg.storage.abandon(table.channel_id, table.match_id)
    except StorageError:
        log.exception("Could not record the end of the game in channel %s", table.channel_id)
        try:
            await reg.storage.live_games.delete(table.channel_id)
        except StorageError:
            log.exception("Could not delete the live game of channel %s", table.channel_id)


async def announce_end(reg: TableRegistry, table: Table, why: str, was_lobby: bool) -> None:
    if was_lobby:
        await lobby.edit_message(reg, table, **lobby.render(table, closed=why))
    else:
        await run_effect("end of game", table.channel_id,
                         lambda: reg.display.post_final(table, why))
        await run_effect("closed hands", table.channel_id,
                         lambda: close_hands(reg.config, table, CLOSED))
    await run_effect("thread", table.channel_id, partial(threads.finish, reg, table, why))


async def next_hand(reg: TableRegistry, interaction: discord.Interaction, table: Table,
                    version: int) -> None:
    events: tuple[Event, ...] = ()
    async with table.rt.lock:
        m = reg.pipeline.live_match(table, interaction.user.id)
        if interaction.user.id != table.host_id:
            raise UserError("Only the host can deal the next hand (it also deals itself "
                            "shortly).")
        if m.hand_over and m.version == version:
            events = await deal_next(reg, table)
    answer = Answer.of(interaction)
    await reg.pipeline.after_change(table, events, answer=answer,
                           reply=partial(answer.update, view=None))


async def deal_next(reg: TableRegistry, table: Table) -> tuple[Event, ...]:
    """Deal the next hand (lock held)."""
    assert table.match is not None
    snap = table.snapshot()
    events = table.match.start_next_hand()
    await reg.pipeline.commit(table, events, snap)
    return events


async def remove(reg: TableRegistry, table: Table, player: int,
                 actor_id: int | None = None, *, why: str = "",
                 hand_note: str = REMOVED) -> tuple[Event, ...]:
    """A player leaves the match (C9), lock held; their points stay (R26). ``why``: the
    table's words for it instead of "left the game" (a removal for inactivity). Their open
    hand message is closed saying ``hand_note`` (an effect of the change)."""
    m = table.match
    assert m is not None
    if player not in m.players:
        raise UserError(NOT_IN_GAME)
    snap = table.snapshot()
    events = m.remove_player(player)
    table.strikes.pop(player, None)
    if player == table.host_id and humans(m.players):  # an AI seat hosts nothing
        table.host_id = humans(m.players)[0]
    if actor_id is not None:
        table.last_activity = time.time()
    left = move_lines(events[:1], table.name_of)
    await reg.pipeline.commit(table, events, snap, leavers=(player,))
    retire_hand(table, player, hand_note)
    if why and left:
        table.events = [why if line == left[0] else line for line in table.events]
    return events


async def leave(reg: TableRegistry, interaction: discord.Interaction, table: Table) -> str:
    if table.is_lobby:
        return await lobby.leave(reg, table, interaction.user.id)
    async with table.rt.lock:
        reg.pipeline.live_match(table, interaction.user.id)
        events = await remove(reg, table, interaction.user.id, interaction.user.id,
                              hand_note=LEFT)
    await reg.pipeline.after_change(table, events)
    return LEFT


async def kick(reg: TableRegistry, interaction: discord.Interaction, table: Table,
               member: discord.abc.User) -> str:
    if interaction.user.id != table.host_id:
        raise UserError("Only the host can kick a player.")
    if member.id == interaction.user.id:
        raise UserError("You can't kick yourself; use `/uno leave` or `/uno stop`.")
    if table.is_lobby:
        async with table.rt.lock:
            if member.id not in table.players:
                raise UserError(NOT_IN_GAME)
        await lobby.leave(reg, table, member.id)
        await lobby.edit_message(reg, table, **lobby.render(table))
        return f"{member.display_name} was removed from the lobby."
    async with table.rt.lock:
        if table.closed or table.match is None or table.match.match_over:
            raise UserError("This game is over.")
        host = discord.utils.escape_markdown(interaction.user.display_name)
        events = await remove(reg, table, member.id, interaction.user.id,
                              hand_note=f"{host} removed you from the game.")
    await reg.pipeline.after_change(table, events)
    return f"{member.display_name} was removed from the game."
