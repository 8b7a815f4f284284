"""The lobby: open, join, leave, start, cancel (persisted as a live game, version 0).

Each change goes through the write path (changes.py); the lobby message is edited after
the lock is released, and a Start or /uno start whose answer fails still shows the right
message (the table edit, or a lobby posted in the channel)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from typing import Any, TypeVar

import discord

from bot.engine import Rules
from bot.errors import UserError
from bot.game import results
from bot.game.changes import Changes
from bot.game.config import TableConfig
from bot.game.registry import TableRegistry
from bot.game.seats import ai_name, humans, next_ai_id
from bot.game.table import Table
from bot.i18n import Msg, Said, said
from bot.i18n.interactions import player_lang
from bot.plumbing.answer import Answer
from bot.plumbing.channels import Channels
from bot.plumbing.components import game_view
from bot.plumbing.effects import answer_effect, run_effect
from bot.plumbing.threads import finish, opened_line
from bot.screens.moves import move_lines
from bot.screens.table import lobby_buttons, lobby_embed
from bot.screens.table_message import Display, Shot
from bot.screens.texts import NOT_IN_GAME, OPEN_FAILED

log = logging.getLogger(__name__)
T = TypeVar("T")

BUSY = "busy"


def render(table: Table, closed: Said = "") -> dict[str, Any]:
    """The lobby message (public: the server's language); ``closed``: why it closed."""
    embed = lobby_embed(table.host_id, table.players, table.seat_name, table.rules, table.preset,
                        table.turn_timer, said(closed, table.lang), afk_cover=table.afk_cover,
                        lang=table.lang)
    view = None if closed else game_view(table, lobby_buttons(table.channel_id,
                                                               table.afk_cover, table.lang))
    return {"content": None, "embed": embed, "view": view}


def seat_ai(table: Table, level: str) -> int:
    """Seat one AI player of ``level`` in the lobby (the caller checks the room and saves)."""
    ai_id = next_ai_id([*table.players, *table.ai])
    table.players.append(ai_id)
    table.ai[ai_id] = level
    table.names[ai_id] = ai_name(ai_id)
    return ai_id


def _message(table: Table) -> dict[str, Any]:
    kwargs = render(table)
    kwargs.pop("content")
    return kwargs


def check_seats(rules: Rules, ai: int) -> None:
    """The start's host and ``ai`` AI players fit at the table (checked before anything
    is opened for it, a thread included)."""
    if 1 + ai > rules.max_players:
        raise UserError("too-many-ai", max=rules.max_players, ai=rules.max_players - 1)


def require_lobby(table: Table) -> None:
    if not table.is_lobby:
        raise UserError("already-started")


def require_open_lobby(table: Table) -> None:
    if table.closed:
        raise UserError("lobby-closed")
    require_lobby(table)


EMPTY = Msg("lobby-empty")
CANCELLED = Msg("lobby-cancelled")


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
    def __init__(self, config: TableConfig, registry: TableRegistry, changes: Changes,
                 channels: Channels, display: Display) -> None:
        self._config = config
        self._registry = registry
        self._changes = changes
        self._channels = channels
        self._display = display

    async def open(self, interaction: discord.Interaction, rules: Rules, preset: str,
                   turn_timer: int, *, ai: int = 0, ai_level: str = "normal",
                   afk_cover: bool = False, thread: discord.Thread | None = None,
                   language: str = "en") -> None:
        """Open a lobby in the interaction's channel, or in ``thread`` (threads.py): the
        lobby is then posted in the thread and the answer is the channel's line for it.
        ``language``: the server's, in which everyone reads the game."""
        channel_id = thread.id if thread is not None else interaction.channel_id
        guild_id = interaction.guild_id
        if channel_id is None or guild_id is None:
            raise UserError("not-a-channel")
        if not await self._registry.vacant(channel_id):
            raise UserError(BUSY)
        check_seats(rules, ai)
        user = interaction.user
        table = Table(channel_id=channel_id, guild_id=guild_id, host_id=user.id, rules=rules,
                      preset=preset, turn_timer=turn_timer, players=[user.id],
                      game=interaction.id, afk_cover=afk_cover, language=language)
        table.names[user.id] = user.display_name
        if thread is not None:
            table.line_channel = interaction.channel_id
        for _ in range(ai):
            seat_ai(table, ai_level)
        answer = Answer.of(interaction, public=True)
        try:
            async with self._changes.open(table, new=True) as change:
                change.lobby()
                change.then("lobby post", partial(self._show, answer, table, thread))
        except UserError as exc:  # (a new thread it was for goes too: threads.py)
            raise UserError(OPEN_FAILED) from exc

    async def _show(self, answer: Answer, table: Table, thread: discord.Thread | None) -> None:
        """The new lobby on screen: the answer (or, in a thread, the channel's line for it),
        else a message in the channel so the channel is not blocked; its id kept."""
        channel_id = table.channel_id
        if thread is not None:
            await run_effect("lobby post", channel_id, lambda: self._post(table))
            try:
                await answer.send(opened_line(answer.interaction.user.display_name,
                                              thread.id, table.lang), ephemeral=False)
                table.line_message = (await answer.original()).id
            except discord.HTTPException as exc:
                log.warning("Could not answer /uno start in channel %s (%s); the game is in "
                            "thread %s", answer.interaction.channel_id, exc, channel_id)
        else:
            try:
                await answer.send(ephemeral=False, **_message(table))
                table.message_id = (await answer.original()).id
            except discord.HTTPException as exc:
                # The lobby is saved: post it in the channel so the channel is not blocked.
                log.warning("Could not answer /uno start in channel %s (%s); posting the "
                            "lobby", channel_id, exc)
                await run_effect("lobby post", channel_id, lambda: self._post(table))
        table.message_posted = self._config.clock.now()
        await self._changes.screen(table, "lobby message")

    async def _post(self, table: Table) -> None:
        channel = await self._channels.channel(table.channel_id)
        msg = await channel.send(**_message(table))
        table.message_id = msg.id

    async def change(self, table: Table, edit: Callable[[], T]) -> T:
        """A lobby change the one way: through the write path, checked (``edit`` raises
        UserError before touching anything), applied and saved."""
        async with self._changes.open(table) as change:
            require_open_lobby(table)
            result = edit()
            change.lobby()
        return result

    async def _redraw(self, answer: Answer, table: Table) -> None:
        await answer_effect(answer, lambda: answer.update(**render(table)))

    async def join(self, interaction: discord.Interaction, table: Table) -> str:
        user = interaction.user
        async with self._changes.open(table) as change:
            if table.closed:
                raise UserError("lobby-closed")
            if not table.is_lobby:
                if table.match is not None and user.id in table.match.players:
                    raise UserError("already-playing")
                raise UserError("already-started-join-next")
            if user.id in table.players:
                raise UserError("already-in-lobby")
            if len(table.players) >= table.rules.max_players:
                raise UserError("table-full", max=table.rules.max_players, ai=bool(table.ai))
            change.lobby()
            table.players.append(user.id)
            table.names[user.id] = user.display_name
            if interaction.type is discord.InteractionType.component:
                change.then("answer", partial(self._redraw, Answer.of(interaction), table))
        return player_lang(interaction)("lobby-joined", player=user.display_name)

    async def leave(self, table: Table, user_id: int, *,
                    interaction: discord.Interaction | None = None,
                    kicked: bool = False) -> Msg:
        """Leave the lobby (the host passes to the next player; empty -> closed). With
        ``interaction`` (a click on the lobby) its message shows the change as the answer;
        else (a command, a kick) the lobby message is edited."""
        emptied = False
        async with self._changes.open(table) as change:
            require_lobby(table)
            if user_id not in table.players:
                raise UserError(NOT_IN_GAME if kicked else "not-in-lobby")
            change.lobby()
            table.players.remove(user_id)
            if not humans(table.players):  # AI players alone do not keep a lobby open
                change.end()
                emptied = True
                show = partial(self._closed, table, EMPTY)
            else:
                if table.host_id == user_id:
                    table.host_id = humans(table.players)[0]
                show = partial(self.edit_message, table, **render(table))
            if interaction is not None:
                answer = Answer.of(interaction)
                closed = EMPTY if emptied else ""
                change.then("answer", partial(
                    answer_effect, answer, lambda: answer.update(**render(table, closed))))
                if emptied:
                    change.then("thread", partial(finish, self._channels, table, EMPTY))
            else:
                change.then("lobby message", show)
        return Msg("lobby-you-left", closed=emptied)

    async def _closed(self, table: Table, why: Said) -> None:
        await self.edit_message(table, **render(table, closed=why))
        await run_effect("thread", table.channel_id,
                         partial(finish, self._channels, table, why))

    async def edit_message(self, table: Table, **kwargs: Any) -> None:
        await edit_message(self._channels, table, **kwargs)

    async def begin(self, interaction: discord.Interaction, table: Table) -> None:
        answer = Answer.of(interaction)
        async with self._changes.open(table) as change:
            if interaction.user.id != table.host_id:
                raise UserError("start-not-allowed")
            require_lobby(table)
            if len(table.players) < 2:
                raise UserError("too-few-players")
            change.start_match()
            # (the table's words and deadline for the opening events, before the write)
            results.note_events(table, change.events, self._config, move_lines)
            # The answer shows the table (its picture too), as written; if it fails, the
            # table edit among the effects does.
            shot = self._display.shot(table)
            change.once_written(partial(self._posted, table))
            change.then("answer", partial(self._first, answer, table, shot))

    async def _first(self, answer: Answer, table: Table, shot: Shot) -> None:
        if not answer.interaction.app_permissions.attach_files:
            self._display.no_files(table.channel_id)  # not even drawn: the table in words
        await answer_effect(answer, partial(self._display.first, table, shot, answer.update))

    def _posted(self, table: Table) -> None:
        table.message_posted = self._config.clock.now()
        table.messages_after = 0

    async def click(self, interaction: discord.Interaction, table: Table, verb: str) -> None:
        if verb == "begin":
            await self.begin(interaction, table)
        elif verb == "join":
            await self.join(interaction, table)
        elif verb == "leave":
            await self.leave(table, interaction.user.id, interaction=interaction)
        elif verb == "cancel":
            await self.cancel(interaction, table)

    async def cancel(self, interaction: discord.Interaction, table: Table) -> None:
        if interaction.user.id != table.host_id:
            raise UserError("cancel-not-allowed")
        answer = Answer.of(interaction)
        async with self._changes.open(table) as change:
            # Checked under the lock: a Start that held it may have begun the match.
            require_lobby(table)
            if table.closed:
                raise UserError("lobby-closed")
            change.end()
            change.then("answer", partial(answer_effect, answer, lambda: answer.update(
                **render(table, closed=CANCELLED))))
            change.then("thread", partial(finish, self._channels, table, CANCELLED))
