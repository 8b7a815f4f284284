"""The DynamicItem behind every game button: its custom_id carries channel and version,
so a click works after a restart. The callback hands the click to the bot's clicks
(bot/tables/clicks.py)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, Protocol

import discord

from bot.ui import ids
from bot.ui.errors import handle_error


class ClickHandler(Protocol):
    async def on_click(self, interaction: discord.Interaction, cid: ids.ComponentId) -> None: ...


class UnoButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.TEMPLATE):
    def __init__(
        self,
        custom_id: str,
        *,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        emoji: str | discord.PartialEmoji | None = None,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(custom_id=custom_id, label=label, style=style, emoji=emoji,
                              disabled=disabled),
            row=row,
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> UnoButton:
        custom_id = getattr(item, "custom_id", None) or match.group(0)
        return cls(custom_id)

    async def callback(self, interaction: discord.Interaction) -> None:
        await dispatch(interaction, self.custom_id)


async def dispatch(interaction: discord.Interaction, custom_id: str) -> None:
    """Parse ``custom_id`` and pass the click to ``client.clicks``; errors -> one path."""
    try:
        cid = ids.parse(custom_id)
        if cid is None:
            from bot.ui.errors import UserError

            raise UserError("This button is not one I know. Use `/uno hand` for a fresh hand.")
        handler: ClickHandler | None = getattr(interaction.client, "clicks", None)
        if handler is None:
            from bot.ui.errors import UserError

            raise UserError("The game is starting up; try again in a moment.")
        await handler.on_click(interaction, cid)
    except Exception as exc:  # noqa: BLE001 - the one error path decides what to say
        await handle_error(interaction, exc)


def button(
    verb: str,
    channel: int,
    version: int,
    arg: str = "",
    *,
    label: str | None = None,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    emoji: str | None = None,
    disabled: bool = False,
    row: int | None = None,
) -> UnoButton:
    return UnoButton(ids.make(verb, channel, version, arg), label=label, style=style,
                     emoji=emoji, disabled=disabled, row=row)


def view_of(items: Iterable[discord.ui.Item[Any]]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view
