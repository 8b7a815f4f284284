"""What a member sees: stored messages parsed into small immutable objects."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from bot.local.server import validate
from bot.local.server.state import StoredMessage

JSON = dict[str, Any]


def emoji_text(emoji: JSON | None) -> str | None:
    if not emoji:
        return None
    if emoji.get("id"):
        prefix = "a" if emoji.get("animated") else ""
        return f"<{prefix}:{emoji.get('name')}:{emoji['id']}>"
    return str(emoji.get("name"))


@dataclass(frozen=True)
class Button:
    label: str | None
    custom_id: str | None
    style: int
    disabled: bool
    emoji: str | None
    url: str | None
    row: int
    raw: JSON = field(repr=False, compare=False)


@dataclass(frozen=True)
class SelectOption:
    label: str
    value: str
    description: str | None
    emoji: str | None
    default: bool


@dataclass(frozen=True)
class Select:
    custom_id: str
    type: int
    placeholder: str | None
    min_values: int
    max_values: int
    disabled: bool
    options: tuple[SelectOption, ...]
    row: int
    raw: JSON = field(repr=False, compare=False)

    @property
    def values(self) -> list[str]:
        return [o.value for o in self.options]

    @property
    def labels(self) -> list[str]:
        return [o.label for o in self.options]


@dataclass(frozen=True)
class EmbedField:
    name: str
    value: str
    inline: bool


@dataclass(frozen=True)
class Embed:
    title: str | None
    description: str | None
    fields: tuple[EmbedField, ...]
    footer: str | None
    author: str | None
    color: int | None
    image: str | None
    thumbnail: str | None
    raw: JSON = field(repr=False, compare=False)

    @property
    def text(self) -> str:
        parts = [self.author, self.title, self.description]
        for f in self.fields:
            parts += [f.name, f.value]
        parts.append(self.footer)
        return "\n".join(p for p in parts if p)

    @classmethod
    def parse(cls, data: JSON) -> Embed:
        return cls(
            title=data.get("title"), description=data.get("description"),
            fields=tuple(EmbedField(f.get("name", ""), f.get("value", ""),
                                    bool(f.get("inline"))) for f in data.get("fields") or []),
            footer=(data.get("footer") or {}).get("text"),
            author=(data.get("author") or {}).get("name"),
            color=data.get("color"), image=(data.get("image") or {}).get("url"),
            thumbnail=(data.get("thumbnail") or {}).get("url"), raw=data,
        )


def walk_components(components: list[JSON]) -> Iterator[tuple[int, JSON]]:
    """(top-level index, component) for every interactive or text component, depth first."""
    for row, component in enumerate(components):
        yield from _walk(component, row)


def _walk(component: JSON, row: int) -> Iterator[tuple[int, JSON]]:
    yield row, component
    for child in component.get("components") or []:
        yield from _walk(child, row)
    accessory = component.get("accessory")
    if isinstance(accessory, dict):
        yield from _walk(accessory, row)


@dataclass(frozen=True)
class Message:
    """A message as a member sees it, at the time it was read."""

    id: int
    channel_id: int
    author_id: int
    content: str
    embeds: tuple[Embed, ...]
    buttons: tuple[Button, ...]
    selects: tuple[Select, ...]
    texts: tuple[str, ...]  # components v2 text displays
    flags: int
    ephemeral: bool
    ephemeral_for: int | None
    attachments: tuple[JSON, ...]
    edits: int
    deleted: bool
    components: tuple[JSON, ...] = field(repr=False)
    history: tuple[JSON, ...] = field(repr=False, compare=False)

    @classmethod
    def parse(cls, stored: StoredMessage) -> Message:
        buttons: list[Button] = []
        selects: list[Select] = []
        texts: list[str] = []
        for row, c in walk_components(stored.components):
            kind = c.get("type")
            if kind == validate.BUTTON:
                buttons.append(Button(
                    label=c.get("label"), custom_id=c.get("custom_id"), style=c.get("style", 1),
                    disabled=bool(c.get("disabled")), emoji=emoji_text(c.get("emoji")),
                    url=c.get("url"), row=row, raw=c))
            elif kind in validate.SELECT_TYPES:
                options = tuple(SelectOption(
                    label=o.get("label", ""), value=o.get("value", ""),
                    description=o.get("description"), emoji=emoji_text(o.get("emoji")),
                    default=bool(o.get("default"))) for o in c.get("options") or [])
                selects.append(Select(
                    custom_id=c.get("custom_id", ""), type=kind, placeholder=c.get("placeholder"),
                    min_values=c.get("min_values", 1), max_values=c.get("max_values", 1),
                    disabled=bool(c.get("disabled")), options=options, row=row, raw=c))
            elif kind == validate.TEXT_DISPLAY:
                texts.append(c.get("content", ""))
        return cls(
            id=stored.id, channel_id=stored.channel_id, author_id=int(stored.author["id"]),
            content=stored.content, embeds=tuple(Embed.parse(e) for e in stored.embeds),
            buttons=tuple(buttons), selects=tuple(selects), texts=tuple(texts),
            flags=stored.flags, ephemeral=stored.ephemeral, ephemeral_for=stored.ephemeral_for,
            attachments=tuple(stored.attachments), edits=stored.edits, deleted=stored.deleted,
            components=tuple(stored.components), history=tuple(stored.history),
        )

    @property
    def loading(self) -> bool:
        return bool(self.flags & validate.FLAG_LOADING)

    @property
    def text(self) -> str:
        """Content, v2 text displays and embed texts joined: handy for `in` assertions."""
        parts = [self.content, *self.texts, *(e.text for e in self.embeds)]
        return "\n".join(p for p in parts if p)

    def button(self, label: str | None = None, *, custom_id: str | None = None) -> Button:
        found = [b for b in self.buttons
                 if (label is None or b.label == label or b.emoji == label)
                 and (custom_id is None or b.custom_id == custom_id)]
        if len(found) != 1:
            what = "no" if not found else "several"
            raise AssertionError(
                f"{what} button matching label={label!r} custom_id={custom_id!r} on message "
                f"{self.id}; buttons: {[(b.label, b.custom_id) for b in self.buttons]}")
        return found[0]

    def has_button(self, label: str | None = None, *, custom_id: str | None = None) -> bool:
        return any((label is None or b.label == label or b.emoji == label)
                   and (custom_id is None or b.custom_id == custom_id) for b in self.buttons)

    def select(self, custom_id: str | None = None) -> Select:
        found = [s for s in self.selects if custom_id is None or s.custom_id == custom_id]
        if len(found) != 1:
            raise AssertionError(
                f"{'no' if not found else 'several'} select matching custom_id={custom_id!r} on "
                f"message {self.id}; selects: {[s.custom_id for s in self.selects]}")
        return found[0]

    @property
    def button_labels(self) -> list[str | None]:
        return [b.label for b in self.buttons]
