"""Each player's ephemeral hand message: shown, answered with, refreshed in place."""

from __future__ import annotations

import logging

import discord

from bot.emoji_sync import CardEmoji
from bot.errors import UserError
from bot.tables.answer import Answer
from bot.tables.config import TableConfig
from bot.tables.table import Table
from bot.ui.hand import hand_embed, hand_layout, has_move, to_view

log = logging.getLogger(__name__)


async def send_hand(config: TableConfig, answer: Answer, table: Table, user: int,
                    note: str = "", *, edit: bool) -> None:
    m = table.match
    if m is None or user not in m.players:
        raise UserError("You're not playing in this game.")
    version = m.version
    embed, view = render_hand(table, user, note, config.card_emoji)
    if edit:
        await answer.update(content=None, embed=embed, view=view)
    else:
        await answer.send(embed=embed, view=view)
    table.rt.hands[user] = (answer.handle(), config.clock(), version)

def render_hand(table: Table, user: int, note: str = "", emoji: CardEmoji | None = None
                ) -> tuple[discord.Embed, discord.ui.View]:
    m = table.match
    assert m is not None
    pv = m.view_for(user)
    layout = hand_layout(pv, table.rt.pages.get(user, 0), emoji)
    if table.rt.page_at.get(user) != m.version and not has_move(layout, cards=True):
        # the game moved on since this page was picked: show the first page with cards the
        # player can play now (cards keep their places, so after a draw or on a jump-in
        # chance they may be on any page), not a page of disabled ones
        for page in range(layout.pages):
            candidate = hand_layout(pv, page, emoji)
            if has_move(candidate, cards=True):
                layout = candidate
                break
    table.rt.pages[user] = layout.page
    view = table.view(to_view(layout.buttons, table.channel_id, m.version))
    assert view is not None
    return hand_embed(pv, table.name_of, layout, note), view

async def refresh_hands(config: TableConfig, table: Table) -> None:
    """Edit every hand message whose interaction token is still valid."""
    m = table.match
    if m is None:
        return
    now = config.clock()
    for user, (hand, at, version) in list(table.rt.hands.items()):
        if user not in m.players or now - at > config.hand_token_ttl:
            table.rt.hands.pop(user, None)
            continue
        if version == m.version:
            continue
        embed, view = render_hand(table, user, emoji=config.card_emoji)
        shown = m.version
        try:
            await hand.edit(embed=embed, view=view)
        except discord.HTTPException as exc:
            log.warning("Could not refresh the hand of %s in channel %s: %s", user,
                        table.channel_id, exc)
            ok = False
        else:
            ok = True
        # the player may have opened or clicked a hand meanwhile: keep the newer one
        if table.rt.hands.get(user, (None,))[0] is hand:
            if ok:
                table.rt.hands[user] = (hand, at, shown)
            else:
                table.rt.hands.pop(user, None)
