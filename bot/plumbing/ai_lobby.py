"""The lobby's AI controls (host only): Add AI (a level picker), Remove AI (a picker of
the AI seats when there are several), AFK cover.

Each change is written under the table's lock like any lobby change; the lobby message is
edited after the lock is released."""

from __future__ import annotations

import discord

from bot.errors import UserError
from bot.game.seats import LEVELS, is_ai
from bot.game.table import Table
from bot.plumbing.answer import Answer
from bot.plumbing.components import game_view
from bot.plumbing.lobby import Lobby, render, require_lobby, seat_ai
from bot.screens.table import ai_level_buttons, ai_remove_buttons

PICK = "Which level for the AI player? **Easy** plays any legal card, **Normal** plays " \
    "sensibly, **Strong** thinks ahead."
PICK_REMOVE = "Which AI player should leave the lobby?"


async def click(lobby: Lobby, interaction: discord.Interaction, table: Table,
                verb: str, arg: str) -> None:
    answer = Answer.of(interaction)
    if interaction.user.id != table.host_id:
        raise UserError("Only the host can change the AI players and AFK cover.")
    if verb == "addai" and not arg:  # the lobby's button: show the level picker
        require_lobby(table)
        await answer.send(PICK, view=game_view(table, ai_level_buttons(table.channel_id)))
        return
    if verb == "addai":
        if arg not in LEVELS:
            raise UserError("That is not an AI level.")
        text = await add(lobby, table, arg)
    elif verb == "rmai" and not arg:  # the lobby's button: the only AI, or a picker
        require_lobby(table)
        seated = [p for p in table.players if is_ai(p)]
        if len(seated) > 1:
            await answer.send(PICK_REMOVE, view=_remove_picker(table))
            return
        text = await remove(lobby, table, seated[0] if seated else None)
    elif verb == "rmai":
        if not arg.isdigit():
            raise UserError("That button is broken; press Remove AI again.")
        text = await remove(lobby, table, int(arg))
    else:
        text = await toggle_cover(lobby, table)
    if verb == "addai":  # from the picker: keep it, so another AI is one click away
        await answer.update(content=f"{text} Add another?")
    elif verb == "rmai" and arg:  # from the picker: it shows the AI players still seated
        await answer.update(content=text, view=_remove_picker(table))
    else:
        await answer.send(text)
    await lobby.edit_message(table, **render(table))


async def add(lobby: Lobby, table: Table, level: str) -> str:
    def seat() -> str:
        if len(table.players) >= table.rules.max_players:
            raise UserError(f"The table is full ({table.rules.max_players} players).")
        return f"{table.name_of(seat_ai(table, level))} sits down."
    return await lobby.change(table, seat)


def _remove_picker(table: Table) -> discord.ui.View | None:
    """One button per AI seat (None when none is left: the picker loses its buttons)."""
    seated = [(p, table.seat_name(p)) for p in table.players if is_ai(p)]
    return game_view(table, ai_remove_buttons(table.channel_id, seated)) if seated else None


async def remove(lobby: Lobby, table: Table, ai_id: int | None = None) -> str:
    """Remove the AI player ``ai_id`` (None: the one seated last)."""
    def unseat() -> str:
        seated = [p for p in table.players if is_ai(p)]
        if not seated:
            raise UserError("There is no AI player in this lobby.")
        if ai_id is not None and ai_id not in seated:
            raise UserError("That AI player is no longer in this lobby.")
        gone = seated[-1] if ai_id is None else ai_id
        table.players.remove(gone)
        table.ai.pop(gone, None)
        return f"{table.names.pop(gone, 'The AI player')} left the lobby."
    return await lobby.change(table, unseat)


async def toggle_cover(lobby: Lobby, table: Table) -> str:
    def toggle() -> bool:
        table.afk_cover = not table.afk_cover
        return table.afk_cover
    if not await lobby.change(table, toggle):
        return "AFK cover is off: an expired turn draws and passes."
    text = "AFK cover is on: when a player's turn timer runs out, an AI plays that turn for them."
    if table.turn_timer <= 0:
        text += " (This game has no turn timer, so no turn runs out.)"
    return text
