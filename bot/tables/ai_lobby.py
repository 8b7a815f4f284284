"""The lobby's AI controls (host only): Add AI (a level picker), Remove AI, AFK cover.

Each change is written under the table's lock like any lobby change; the lobby message is
edited after the lock is released."""

from __future__ import annotations

import discord

from bot.errors import UserError
from bot.seats import LEVELS, is_ai
from bot.tables.answer import Answer
from bot.tables.lobby import Lobby, render, require_lobby, seat_ai
from bot.tables.table import Table
from bot.ui.table import ai_level_buttons

PICK = "Which level for the AI player? **Easy** plays any legal card, **Normal** plays " \
    "sensibly, **Strong** thinks ahead."


async def click(lobby: Lobby, interaction: discord.Interaction, table: Table,
                verb: str, arg: str) -> None:
    answer = Answer.of(interaction)
    if interaction.user.id != table.host_id:
        raise UserError("Only the host can change the AI players and AFK cover.")
    if verb == "addai" and not arg:  # the lobby's button: show the level picker
        require_lobby(table)
        await answer.send(PICK, view=table.view(ai_level_buttons(table.channel_id)))
        return
    if verb == "addai":
        if arg not in LEVELS:
            raise UserError("That is not an AI level.")
        text = await add(lobby, table, arg)
    elif verb == "rmai":
        text = await remove(lobby, table)
    else:
        text = await toggle_cover(lobby, table)
    if verb == "addai":  # from the picker: keep it, so another AI is one click away
        await answer.update(content=f"{text} Add another?")
    else:
        await answer.send(text)
    await lobby.edit_message(table, **render(table))


async def add(lobby: Lobby, table: Table, level: str) -> str:
    def seat() -> str:
        if len(table.players) >= table.rules.max_players:
            raise UserError(f"The table is full ({table.rules.max_players} players).")
        return f"{table.name_of(seat_ai(table, level))} sits down."
    return await lobby.change(table, seat)


async def remove(lobby: Lobby, table: Table) -> str:
    """Remove the AI player seated last."""
    def unseat() -> str:
        seated = [p for p in table.players if is_ai(p)]
        if not seated:
            raise UserError("There is no AI player in this lobby.")
        ai_id = seated[-1]
        table.players.remove(ai_id)
        table.ai.pop(ai_id, None)
        return f"{table.names.pop(ai_id, 'The AI player')} left the lobby."
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
