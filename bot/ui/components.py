"""Every game button: a Button whose custom_id carries channel and version, so a click
works after a restart. discord.py sends their views (``GameView``) but never listens to
them: a click reaches the bot's ``on_interaction`` (cogs/uno.py), which hands it to
``dispatch`` and so to the bot's clicks (bot/tables/clicks.py). discord.py's own way, a
DynamicItem, rebuilt a View of every button of the clicked message at each click (its
share of the CPU ~5 %, and garbage in reference cycles for the collector)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import groupby
from typing import Any, NamedTuple, Protocol

import discord

from bot.ui import ids
from bot.ui.errors import handle_error


class ClickHandler(Protocol):
    async def on_click(self, interaction: discord.Interaction, cid: ids.ComponentId) -> None: ...


class UnoButton(discord.ui.Button[Any]):
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
        super().__init__(custom_id=custom_id, label=label, style=style, emoji=emoji,
                         disabled=disabled, row=row)


class GameView(discord.ui.View):
    """Game buttons as discord.py sends them, born finished: it stores no view of them
    (and no 15-minute timeout task for an ephemeral one) and dispatches none of their
    clicks, which come through ``on_interaction``."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    def is_finished(self) -> bool:
        return True


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


class Sent(NamedTuple):
    """One game button as it is sent: what ``UnoButton`` takes."""

    custom_id: str
    label: str
    style: discord.ButtonStyle
    emoji: str | discord.PartialEmoji | None
    disabled: bool
    row: int


class SentButtons(GameView):
    """Game buttons as the component rows Discord is sent, written once, for messages
    drawn at every move (each hand, twice per action): making the Buttons and a View of
    them cost more than the rest of the hand. The rows are the ones a GameView of
    UnoButtons gives (tests/ui/test_hand_layout.py)."""

    def __init__(self, buttons: Sequence[Sent]) -> None:
        super().__init__()
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


def _button_dict(b: Sent) -> dict[str, Any]:
    out: dict[str, Any] = {"type": 2, "style": b.style.value, "disabled": b.disabled}
    if b.label:
        out["label"] = b.label
    out["custom_id"] = b.custom_id
    if b.emoji:
        out["emoji"] = (_text_emoji(b.emoji) if isinstance(b.emoji, str)
                        else b.emoji.to_dict())
    return out


@lru_cache(maxsize=256)
def _text_emoji(text: str) -> dict[str, Any]:
    return dict(discord.PartialEmoji.from_str(text).to_dict())


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
    view = GameView()
    for item in items:
        view.add_item(item)
    return view
