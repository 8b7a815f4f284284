"""Host controls and leaving: stop, kick, leave, next hand; and ending a game."""

from __future__ import annotations

import logging
from functools import partial

import discord

from bot.engine import Event
from bot.errors import UserError
from bot.game.changes import Change, Changes
from bot.game.config import TableConfig
from bot.game.seats import humans
from bot.game.table import Table
from bot.i18n import Msg, Said, said
from bot.i18n.interactions import player_lang
from bot.plumbing import lobby, threads
from bot.plumbing.answer import Answer
from bot.plumbing.channels import Channels
from bot.plumbing.effects import answer_effect, run_effect
from bot.plumbing.lobby import Lobby
from bot.screens.hands import CLOSED, REMOVED, close_hands, retire_hand
from bot.screens.moves import move_lines
from bot.screens.table_message import Display
from bot.screens.texts import NOT_IN_GAME

log = logging.getLogger(__name__)

LEFT = Msg("left-game")


def can_manage(interaction: discord.Interaction, table: Table) -> bool:
    if interaction.user.id == table.host_id:
        return True
    perms = interaction.permissions
    return bool(perms.manage_channels or perms.administrator)


class Control:
    def __init__(self, config: TableConfig, changes: Changes, channels: Channels,
                 display: Display, lobby: Lobby) -> None:
        self._config = config
        self._changes = changes
        self._channels = channels
        self._display = display
        self._lobby = lobby

    async def stop(self, interaction: discord.Interaction, table: Table) -> None:
        """Always works for the host and Manage Channels, even if the game is broken."""
        if not can_manage(interaction, table):
            raise UserError("stop-not-allowed")
        answer = Answer.of(interaction)
        await answer.defer()
        why = Msg("stopped-by", player=interaction.user.display_name)
        await self.end_game(table, why)
        await answer.send(player_lang(interaction)("stopped"))

    async def end_game(self, table: Table, why: Said) -> None:
        """Close the game (match abandoned, totals kept), then say why on its message. Goes
        on without the table's lock if a change holds it for long: a stop always works."""
        async with self._changes.open(table, wait=5) as change:
            if table.closed:  # ended meanwhile (a second stop, the winning move, a timer)
                return
            change.end()
            change.then("end of game", partial(announce_end, self._config, self._channels,
                                               self._display, table, why, table.is_lobby))

    async def next_hand(self, interaction: discord.Interaction, table: Table,
                        version: int) -> None:
        answer = Answer.of(interaction)
        async with self._changes.open(table) as change:
            m = self._changes.live_match(table, interaction.user.id)
            if interaction.user.id != table.host_id:
                raise UserError("next-not-allowed")
            if m.hand_over and m.version == version:
                change.deal_next()
            change.then("answer", partial(answer_effect, answer,
                                          partial(answer.update, view=None)))

    async def leave(self, interaction: discord.Interaction, table: Table) -> Msg:
        if table.is_lobby:
            return await self._lobby.leave(table, interaction.user.id)
        async with self._changes.open(table) as change:
            self._changes.live_match(table, interaction.user.id)
            # (the command's answer says "You left the game": the hand says it no more)
            remove(change, interaction.user.id, by_player=True)
        return LEFT

    async def kick(self, interaction: discord.Interaction, table: Table,
                   member: discord.abc.User) -> Msg:
        if interaction.user.id != table.host_id:
            raise UserError("kick-not-allowed")
        if member.id == interaction.user.id:
            raise UserError("kick-yourself")
        if table.is_lobby:
            await self._lobby.leave(table, member.id, kicked=True)
            return Msg("kicked", player=member.display_name, lobby=True)
        async with self._changes.open(table) as change:
            if table.closed or table.match is None or table.match.match_over:
                raise UserError("over")
            host = discord.utils.escape_markdown(interaction.user.display_name)
            remove(change, member.id, by_player=True, forfeit=False,
                   hand_note=Msg("removed-by-host", host=host))
        return Msg("kicked", player=member.display_name, lobby=False)


async def announce_end(config: TableConfig, channels: Channels, display: Display,
                       table: Table, why: Said, was_lobby: bool) -> None:
    """What a game that ended says (lock released): its message, hands, thread; each on
    its own."""
    if was_lobby:
        await lobby.edit_message(channels, table, **lobby.render(table, closed=why))
    else:
        await run_effect("end of game", table.channel_id,
                         lambda: display.post_final(table, said(why, table.lang)))
        await run_effect("closed hands", table.channel_id,
                         lambda: close_hands(config, table, CLOSED))
    await run_effect("thread", table.channel_id, partial(threads.finish, channels, table, why))


def remove(change: Change, player: int, *, by_player: bool, why: Said = "",
           hand_note: Said = REMOVED, forfeit: bool = True) -> tuple[Event, ...]:
    """A player leaves the match (C9) in ``change``; their points stay (R26). ``why``: the
    table's words for it instead of "left the game" (a removal for inactivity). Their open
    hand message is closed saying ``hand_note`` (an effect of the change). ``forfeit``
    (not for a kick): a hand in play counts as lost in the ratings."""
    table = change.table
    m = change.match
    if player not in m.players:
        raise UserError(NOT_IN_GAME)
    events = change.remove(player, by_player=by_player, forfeit=forfeit)
    if player == table.host_id and humans(m.players):  # an AI seat hosts nothing
        table.host_id = humans(m.players)[0]
    left = move_lines(events[:1], table.name_of, table.lang)
    change.once_written(partial(retire_hand, table, player, hand_note))
    if why and left:
        change.words[left[0]] = said(why, table.lang)
    return events
