"""The DynamicItem behind every game button: its custom_id carries channel and version,
so a click works after a restart. The callback hands the click to the bot's clicks
(bot/plumbing/clicks.py)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import groupby
from typing import Any, NamedTuple, Protocol, cast

import discord

from bot.game.table import Table
from bot.plumbing import ids
from bot.plumbing.refusals import handle_error


class ClickHandler(Protocol):
    async def on_click(self, interaction: discord.Interaction, cid: ids.ComponentId) -> None: ...


class _Services(Protocol):
    @property
    def clicks(self) -> ClickHandler: ...


class _Client(Protocol):
    """The bot as a button sees it (bot.app.HasServices)."""

    @property
    def services(self) -> _Services: ...


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


def game_view(table: Table, items: Iterable[discord.ui.Item[Any]] | discord.ui.View | None
              ) -> discord.ui.View | None:
    """A message's components, each carrying the game's identity (ids.py)."""
    if items is None:
        return None
    view = items if isinstance(items, discord.ui.View) else view_of(items)
    for item in view.children:
        custom_id = getattr(item, "custom_id", None)
        if isinstance(custom_id, str) and table.game:
            item.custom_id = ids.with_game(custom_id, table.game)  # type: ignore[attr-defined]
    return view


async def dispatch(interaction: discord.Interaction, custom_id: str) -> None:
    """Parse ``custom_id`` and pass the click to ``client.clicks``; errors -> one path."""
    try:
        cid = ids.parse(custom_id)
        if cid is None:
            from bot.plumbing.refusals import UserError

            raise UserError("unknown-button-hand")
        client = cast(_Client, interaction.client)
        await client.services.clicks.on_click(interaction, cid)
    except Exception as exc:  # noqa: BLE001 - the one error path decides what to say
        await handle_error(interaction, exc)


class Sent(NamedTuple):
    """One game button as it is sent: what ``UnoButton`` takes."""

    custom_id: str
    label: str
    style: discord.ButtonStyle
    emoji: str | discord.PartialEmoji | None
    disabled: bool
    row: int


class SentButtons(discord.ui.View):
    """Game buttons as the component rows Discord is sent, written once, for messages
    drawn at every move (each hand, twice per action): making a DynamicItem, its Button
    and a View of them cost more than the rest of the hand. A click on one comes back
    through ``UnoButton`` (discord.py matches its custom_id to the template), never
    through this view, which holds no items, so it is born finished (``is_finished``):
    discord.py keeps nothing of it once sent. The rows are the ones a View of UnoButtons
    gives (tests/ui/test_hand_layout.py)."""

    def __init__(self, buttons: Sequence[Sent]) -> None:
        super().__init__(timeout=None)
        self.rows: list[dict[str, Any]] = []
        for _, row in groupby(sorted(buttons, key=lambda b: b.row), key=lambda b: b.row):
            items = [_button_dict(b) for b in row]
            if len(items) > 5:
                raise ValueError("a row holds at most 5 buttons")
            self.rows.append({"type": 1, "components": items})
        if len(self.rows) > 5:
            raise ValueError("a message holds at most 5 rows")

    def to_components(self) -> list[dict[str, Any]]:
        return self.rows

    def is_finished(self) -> bool:
        # Else an ephemeral answer (every /uno hand) has discord.py store the view with a
        # 15-minute timeout: a task holding it and its rows that long, for nothing (~5 KB
        # and a task per hand opened, tests/e2e/test_hands_memory.py).
        return True


def _button_dict(b: Sent) -> dict[str, Any]:
    out: dict[str, Any] = {"type": 2, "style": b.style.value, "disabled": b.disabled}
    if b.label:
        out["label"] = b.label
    out["custom_id"] = b.custom_id
    if b.emoji:
        emoji = _parsed_emoji(b.emoji) if isinstance(b.emoji, str) else b.emoji
        out["emoji"] = emoji.to_dict()  # a dict of its own: the caller may change it
    return out


@lru_cache(maxsize=256)
def _parsed_emoji(text: str) -> discord.PartialEmoji:
    return discord.PartialEmoji.from_str(text)


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
