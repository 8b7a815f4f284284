"""Route a parsed custom_id to the lobby, the table or the hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.engine import (
    AcceptDraw,
    Action,
    CallUno,
    Card,
    Catch,
    Challenge,
    ChooseColor,
    Draw,
    JumpIn,
    KeepDrawn,
    Pass,
    PlayCard,
)
from bot.errors import UserError
from bot.tables import ai_lobby, control, lobby
from bot.tables.answer import Answer
from bot.tables.hands import send_hand
from bot.tables.texts import GAME_OVER, STALE
from bot.ui import ids
from bot.ui.cards import LETTER_COLOR
from bot.ui.hand import color_picker, hand_embed, target_picker, to_view

if TYPE_CHECKING:
    from bot.tables.registry import TableRegistry
    from bot.tables.table import Table

SIMPLE: dict[str, Action] = {
    "draw": Draw(), "pass": Pass(), "keep": KeepDrawn(), "chal": Challenge(),
    "acc": AcceptDraw(),
}


def _from_hand(interaction: discord.Interaction) -> bool:
    msg = interaction.message
    return msg is not None and msg.flags.ephemeral


async def handle_click(reg: TableRegistry, interaction: discord.Interaction,
                       cid: ids.ComponentId) -> None:
    if interaction.channel_id != cid.channel:
        raise UserError("That button belongs to a game in another channel.")
    table = reg.get(cid.channel)
    if table is None or cid.game != table.game:  # none, or a button of an earlier game
        raise UserError(GAME_OVER)
    verb = cid.verb
    if verb in ("join", "leave", "begin", "cancel"):
        await lobby.click(reg, interaction, table, verb)
        return
    if verb in ("addai", "rmai", "afk"):
        await ai_lobby.click(reg, interaction, table, verb, cid.arg)
        return
    if verb == "stop":
        await control.stop(reg, interaction, table)
        return
    if verb == "next":
        await control.next_hand(reg, interaction, table, cid.version)
        return
    from_hand = _from_hand(interaction)
    if verb in ("hand", "page"):
        page = int(cid.arg) if verb == "page" and cid.arg.isdigit() else None
        await reg.show_hand(interaction, table, page, edit=from_hand)
        return
    if verb == "uno":
        await reg.act(interaction, table, CallUno(), None, from_hand=from_hand)
        return
    if verb == "catch":
        if not cid.arg.isdigit():
            raise UserError("That button is broken; use the table's Catch button.")
        await reg.act(interaction, table, Catch(int(cid.arg)), None, from_hand=from_hand)
        return
    if verb == "color":
        color = LETTER_COLOR.get(cid.arg)
        if color is None:
            raise UserError("That is not a color.")
        await reg.act(interaction, table, ChooseColor(color), cid.version, from_hand=from_hand)
        return
    if verb in SIMPLE:
        await reg.act(interaction, table, SIMPLE[verb], cid.version, from_hand=from_hand)
        return
    if verb in ("play", "jump"):
        await _play(reg, interaction, table, cid, from_hand)
        return
    raise UserError("This button is not one I know.")


async def _play(reg: TableRegistry, interaction: discord.Interaction, table: Table,
                cid: ids.ComponentId, from_hand: bool) -> None:
    code, letter, target = ids.split_play_arg(cid.arg)
    try:
        card = Card.from_code(code)
    except ValueError:
        raise UserError("That is not a card.") from None
    color = LETTER_COLOR.get(letter) if letter else None
    if letter and color is None:
        raise UserError("That is not a color.")
    user = interaction.user.id
    if card.is_wild and color is None or target is None and _needs_target(table, user, card):
        answer = Answer.of(interaction)
        async with table.rt.lock:
            m = reg._live_match(table, user)
            stale = cid.version != m.version
            if not stale:
                pv = m.view_for(user)
                if card.is_wild and color is None:
                    specs = color_picker(code, cid.verb)
                    note = f"Choose the color for your **{card.label}**."
                else:
                    others = [(p, table.name_of(p)) for p in m.players if p != user]
                    specs = target_picker(code, cid.verb, letter, others)
                    note = f"Choose the player to swap hands with for your **{card.label}**."
                embed = hand_embed(pv, table.name_of, None, note)
                view = to_view(specs, table.channel_id, m.version, table.game)
        if stale:
            await send_hand(reg.config, answer, table, user, STALE, edit=from_hand)
        elif from_hand:
            await answer.update(embed=embed, view=view)
        else:
            await answer.send(embed=embed, view=view)
        return
    action: Action = (JumpIn(card, color, target) if cid.verb == "jump"
                      else PlayCard(card, color, target))
    await reg.act(interaction, table, action, cid.version, from_hand=from_hand)


def _needs_target(table: Table, user: int, card: Card) -> bool:
    m = table.match
    if m is None or user not in m.players:
        return False
    pv = m.public_view()
    return bool(pv.needs_target(card, len(m.hand_of(user))))
