"""The lobby's AI controls (host only): Add AI (a level picker), Remove AI (a picker of
the AI seats when there are several), AFK cover.

Each change is written under the table's lock like any lobby change; the lobby message is
edited after the lock is released."""

from __future__ import annotations

import discord

from bot.errors import UserError
from bot.game.seats import LEVELS, is_ai
from bot.game.table import Table
from bot.i18n import Lang
from bot.i18n.interactions import player_lang
from bot.plumbing.answer import Answer
from bot.plumbing.components import game_view
from bot.plumbing.lobby import Lobby, render, require_lobby, seat_ai
from bot.screens.table import ai_level_buttons, ai_remove_buttons

PICK = "ai-pick-level"
PICK_REMOVE = "ai-pick-remove"


async def click(lobby: Lobby, interaction: discord.Interaction, table: Table,
                verb: str, arg: str) -> None:
    answer = Answer.of(interaction)
    if interaction.user.id != table.host_id:
        raise UserError("ai-not-allowed")
    lang = player_lang(interaction)  # (only the host sees these answers)
    if verb == "addai" and not arg:  # the lobby's button: show the level picker
        require_lobby(table)
        await answer.send(lang(PICK), view=game_view(table, ai_level_buttons(
            table.channel_id, lang)))
        return
    if verb == "addai":
        if arg not in LEVELS:
            raise UserError("not-an-ai-level")
        text = await add(lobby, table, arg, lang)
    elif verb == "rmai" and not arg:  # the lobby's button: the only AI, or a picker
        require_lobby(table)
        seated = [p for p in table.players if is_ai(p)]
        if len(seated) > 1:
            await answer.send(lang(PICK_REMOVE), view=_remove_picker(table))
            return
        text = await remove(lobby, table, seated[0] if seated else None, lang)
    elif verb == "rmai":
        if not arg.isdigit():
            raise UserError("broken-remove-ai")
        text = await remove(lobby, table, int(arg), lang)
    else:
        text = await toggle_cover(lobby, table, lang)
    if verb == "addai":  # from the picker: keep it, so another AI is one click away
        await answer.update(content=f"{text} {lang('ai-add-another')}")
    elif verb == "rmai" and arg:  # from the picker: it shows the AI players still seated
        await answer.update(content=text, view=_remove_picker(table))
    else:
        await answer.send(text)
    await lobby.edit_message(table, **render(table))


async def add(lobby: Lobby, table: Table, level: str, lang: Lang) -> str:
    def seat() -> str:
        if len(table.players) >= table.rules.max_players:
            raise UserError("table-full", max=table.rules.max_players, ai=False)
        return lang("ai-sits-down", player=table.name_of(seat_ai(table, level)))
    return await lobby.change(table, seat)


def _remove_picker(table: Table) -> discord.ui.View | None:
    """One button per AI seat (None when none is left: the picker loses its buttons)."""
    seated = [(p, table.seat_name(p)) for p in table.players if is_ai(p)]
    return game_view(table, ai_remove_buttons(table.channel_id, seated)) if seated else None


async def remove(lobby: Lobby, table: Table, ai_id: int | None, lang: Lang) -> str:
    """Remove the AI player ``ai_id`` (None: the one seated last)."""
    def unseat() -> str:
        seated = [p for p in table.players if is_ai(p)]
        if not seated:
            raise UserError("no-ai")
        if ai_id is not None and ai_id not in seated:
            raise UserError("ai-gone")
        gone = seated[-1] if ai_id is None else ai_id
        table.players.remove(gone)
        table.ai.pop(gone, None)
        return lang("ai-left-lobby", player=table.names.pop(gone, None) or lang("ai-someone"))
    return await lobby.change(table, unseat)


async def toggle_cover(lobby: Lobby, table: Table, lang: Lang) -> str:
    def toggle() -> bool:
        table.afk_cover = not table.afk_cover
        return table.afk_cover
    on = await lobby.change(table, toggle)
    text = lang("afk-cover-now", on=on)
    if on and table.turn_timer <= 0:
        text += f" {lang('afk-no-timer')}"
    return text
