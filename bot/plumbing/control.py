"""Host controls and leaving: stop, kick, leave, next hand; and ending a game."""

from __future__ import annotations

import asyncio
import logging
import time
from functools import partial

import discord

from bot.engine import Event
from bot.errors import UserError
from bot.game.config import TableConfig
from bot.game.pipeline import Pipeline
from bot.game.registry import TableRegistry
from bot.game.seats import humans
from bot.game.table import Table
from bot.plumbing import lobby, threads
from bot.plumbing.answer import Answer
from bot.plumbing.channels import Channels
from bot.plumbing.effects import run_effect
from bot.plumbing.lobby import Lobby
from bot.screens.hands import CLOSED, close_hands, retire_hand
from bot.screens.moves import move_lines
from bot.screens.table_message import Display
from bot.storage import Storage, StorageError

log = logging.getLogger(__name__)

NOT_IN_GAME = "That player is not in this game."
REMOVED = "You are no longer in this game."
LEFT = "You left the game. Your points stay in the match record."


def can_manage(interaction: discord.Interaction, table: Table) -> bool:
    if interaction.user.id == table.host_id:
        return True
    perms = interaction.permissions
    return bool(perms.manage_channels or perms.administrator)


class Control:
    def __init__(self, config: TableConfig, storage: Storage, registry: TableRegistry,
                 pipeline: Pipeline, channels: Channels, display: Display,
                 lobby: Lobby) -> None:
        self._config = config
        self._storage = storage
        self._registry = registry
        self._pipeline = pipeline
        self._channels = channels
        self._display = display
        self._lobby = lobby

    async def stop(self, interaction: discord.Interaction, table: Table) -> None:
        """Always works for the host and Manage Channels, even if the game is broken."""
        if not can_manage(interaction, table):
            raise UserError("Only the host or someone with Manage Channels can stop the game.")
        answer = Answer.of(interaction)
        await answer.defer()
        why = f"The game was stopped by {interaction.user.display_name}."
        await self.end_game(table, why)
        await answer.send("The game is stopped; the channel is free for a new one.")

    async def end_game(self, table: Table, why: str, *, locked: bool = False) -> None:
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
            await self.close_game(table)
        finally:
            if acquired:
                table.rt.lock.release()
        if locked:  # the caller holds the lock: it announces once it is released
            return
        await self.announce_end(table, why, was_lobby)

    async def close_game(self, table: Table) -> None:
        """Forget the game and record its end (lock held); no Discord request."""
        if table.is_lobby:
            await lobby.close(self._registry, self._storage, table)
            return
        self._registry.close(table)
        try:
            await self._storage.abandon(table.channel_id, table.match_id)
        except StorageError:
            log.exception("Could not record the end of the game in channel %s",
                          table.channel_id)
            try:
                await self._storage.live_games.delete(table.channel_id)
            except StorageError:
                log.exception("Could not delete the live game of channel %s", table.channel_id)

    async def announce_end(self, table: Table, why: str, was_lobby: bool) -> None:
        if was_lobby:
            await self._lobby.edit_message(table, **lobby.render(table, closed=why))
        else:
            await run_effect("end of game", table.channel_id,
                             lambda: self._display.post_final(table, why))
            await run_effect("closed hands", table.channel_id,
                             lambda: close_hands(self._config, table, CLOSED))
        await run_effect("thread", table.channel_id,
                         partial(threads.finish, self._channels, table, why))

    async def next_hand(self, interaction: discord.Interaction, table: Table,
                        version: int) -> None:
        events: tuple[Event, ...] = ()
        async with table.rt.lock:
            m = self._pipeline.live_match(table, interaction.user.id)
            if interaction.user.id != table.host_id:
                raise UserError("Only the host can deal the next hand (it also deals itself "
                                "shortly).")
            if m.hand_over and m.version == version:
                events = await self.deal_next(table)
        answer = Answer.of(interaction)
        await self._pipeline.after_change(table, events, answer=answer,
                                          reply=partial(answer.update, view=None))

    async def deal_next(self, table: Table) -> tuple[Event, ...]:
        """Deal the next hand (lock held)."""
        assert table.match is not None
        snap = table.snapshot()
        events = table.match.start_next_hand()
        await self._pipeline.commit(table, events, snap)
        return events

    async def remove(self, table: Table, player: int, actor_id: int | None = None, *,
                     why: str = "", hand_note: str = REMOVED) -> tuple[Event, ...]:
        """A player leaves the match (C9), lock held; their points stay (R26). ``why``: the
        table's words for it instead of "left the game" (a removal for inactivity). Their
        open hand message is closed saying ``hand_note`` (an effect of the change)."""
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
        await self._pipeline.commit(table, events, snap, leavers=(player,))
        retire_hand(table, player, hand_note)
        if why and left:
            table.events = [why if line == left[0] else line for line in table.events]
        return events

    async def leave(self, interaction: discord.Interaction, table: Table) -> str:
        if table.is_lobby:
            return await self._lobby.leave(table, interaction.user.id)
        async with table.rt.lock:
            self._pipeline.live_match(table, interaction.user.id)
            events = await self.remove(table, interaction.user.id, interaction.user.id,
                                       hand_note=LEFT)
        await self._pipeline.after_change(table, events)
        return LEFT

    async def kick(self, interaction: discord.Interaction, table: Table,
                   member: discord.abc.User) -> str:
        if interaction.user.id != table.host_id:
            raise UserError("Only the host can kick a player.")
        if member.id == interaction.user.id:
            raise UserError("You can't kick yourself; use `/uno leave` or `/uno stop`.")
        if table.is_lobby:
            async with table.rt.lock:
                if member.id not in table.players:
                    raise UserError(NOT_IN_GAME)
            await self._lobby.leave(table, member.id)
            await self._lobby.edit_message(table, **lobby.render(table))
            return f"{member.display_name} was removed from the lobby."
        async with table.rt.lock:
            if table.closed or table.match is None or table.match.match_over:
                raise UserError("This game is over.")
            host = discord.utils.escape_markdown(interaction.user.display_name)
            events = await self.remove(table, member.id, interaction.user.id,
                                       hand_note=f"{host} removed you from the game.")
        await self._pipeline.after_change(table, events)
        return f"{member.display_name} was removed from the game."
