"""Discord's form-body rules for messages, components, embeds and modals.

Each check appends to an error tree shaped like Discord's `errors` object, e.g.
``{"components": {"0": {"components": {"1": {"custom_id": {"_errors": [...]}}}}}}``.
An empty tree means the payload is valid.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

JSON = dict[str, Any]

# Message-level limits
MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
MAX_EMBED_TITLE = 256
MAX_EMBED_DESCRIPTION = 4096
MAX_EMBED_FIELDS = 25
MAX_FIELD_NAME = 256
MAX_FIELD_VALUE = 1024
MAX_FOOTER = 2048
MAX_AUTHOR_NAME = 256
# Components
MAX_ROWS = 5
MAX_BUTTONS_PER_ROW = 5
MAX_CUSTOM_ID = 100
MAX_LABEL = 80
MAX_SELECT_OPTIONS = 25
MAX_PLACEHOLDER = 150
MAX_OPTION_TEXT = 100
MAX_V2_COMPONENTS = 40
MAX_V2_TEXT = 4000
# Modals
MAX_MODAL_TITLE = 45
MAX_MODAL_COMPONENTS = 5
MAX_TEXT_INPUT_LABEL = 45

FLAG_EPHEMERAL = 1 << 6
FLAG_LOADING = 1 << 7
FLAG_SUPPRESS_EMBEDS = 1 << 2
FLAG_SUPPRESS_NOTIFICATIONS = 1 << 12
FLAG_COMPONENTS_V2 = 1 << 15

BUTTON = 2
SELECT_TYPES = {3, 5, 6, 7, 8}
ACTION_ROW = 1
TEXT_INPUT = 4
SECTION = 9
TEXT_DISPLAY = 10
THUMBNAIL = 11
MEDIA_GALLERY = 12
FILE = 13
SEPARATOR = 14
CONTAINER = 17
LABEL = 18
LINK_STYLE = 5
PREMIUM_STYLE = 6


class Errors:
    """Collects errors into Discord's nested `errors` shape."""

    def __init__(self) -> None:
        self.tree: JSON = {}
        self.messages: list[str] = []

    def add(self, path: Sequence[str | int], code: str, message: str) -> None:
        node = self.tree
        for part in path:
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append({"code": code, "message": message})
        self.messages.append(f"{'.'.join(str(p) for p in path)}: {message}")

    def max_length(self, path: Sequence[str | int], value: object, limit: int) -> None:
        if isinstance(value, str) and len(value) > limit:
            self.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")

    def max_items(self, path: Sequence[str | int], items: Sequence[object], limit: int) -> None:
        if len(items) > limit:
            self.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")

    def length_between(self, path: Sequence[str | int], value: Sequence[object], low: int,
                       high: int) -> None:
        if not low <= len(value) <= high:
            self.add(path, "BASE_TYPE_BAD_LENGTH", f"Must be between {low} and {high} in length.")

    def __bool__(self) -> bool:
        return bool(self.tree)


def check_message(
    payload: JSON,
    errors: Errors,
    prefix: Sequence[str | int] = (),
    *,
    creating: bool,
    has_files: bool = False,
) -> None:
    """Validate a message create/edit body (channel message, webhook, interaction data)."""
    p = list(prefix)
    flags = int(payload.get("flags") or 0)
    v2 = bool(flags & FLAG_COMPONENTS_V2)
    content = payload.get("content")
    if content is not None and not isinstance(content, str):
        errors.add([*p, "content"], "BASE_TYPE_STRING", "Must be a string.")
    errors.max_length([*p, "content"], content, MAX_CONTENT)
    embeds = payload.get("embeds") or []
    if v2 and content:
        errors.add([*p, "content"], "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                   "The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2")
    if v2 and embeds:
        errors.add([*p, "embeds"], "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                   "The 'embeds' field cannot be used when using MessageFlags.IS_COMPONENTS_V2")
    errors.max_items([*p, "embeds"], embeds, MAX_EMBEDS)
    total = 0
    for i, embed in enumerate(embeds):
        total += _check_embed(embed, errors, [*p, "embeds", i])
    if total > MAX_EMBED_TOTAL:
        errors.add([*p, "embeds"], "MAX_EMBED_SIZE_EXCEEDED",
                   "Embed size exceeds maximum size of 6000")
    components = payload.get("components")
    if components:
        if v2:
            _check_v2(components, errors, [*p, "components"])
        else:
            _check_rows(components, errors, [*p, "components"])
    if creating and not errors:
        empty = not content and not embeds and not components and not has_files
        empty = empty and not payload.get("sticker_ids") and not payload.get("poll")
        if empty:
            errors.add([*p], "EMPTY_MESSAGE", "Cannot send an empty message")


def _check_embed(embed: JSON, errors: Errors, p: list[str | int]) -> int:
    total = 0
    for key, limit in (("title", MAX_EMBED_TITLE), ("description", MAX_EMBED_DESCRIPTION)):
        value = embed.get(key)
        if isinstance(value, str):
            total += len(value)
            errors.max_length([*p, key], value, limit)
    footer = embed.get("footer") or {}
    if isinstance(footer.get("text"), str):
        total += len(footer["text"])
        errors.max_length([*p, "footer", "text"], footer["text"], MAX_FOOTER)
    author = embed.get("author") or {}
    if isinstance(author.get("name"), str):
        total += len(author["name"])
        errors.max_length([*p, "author", "name"], author["name"], MAX_AUTHOR_NAME)
    fields = embed.get("fields") or []
    errors.max_items([*p, "fields"], fields, MAX_EMBED_FIELDS)
    for i, field in enumerate(fields):
        name, value = field.get("name"), field.get("value")
        for key, text, limit in (("name", name, MAX_FIELD_NAME), ("value", value, MAX_FIELD_VALUE)):
            if not isinstance(text, str) or not text:
                errors.add([*p, "fields", i, key], "BASE_TYPE_REQUIRED", "This field is required")
            else:
                total += len(text)
                errors.max_length([*p, "fields", i, key], text, limit)
    return total


def _check_custom_id(component: JSON, errors: Errors, p: list[str | int], seen: set[str]) -> None:
    custom_id = component.get("custom_id")
    if not isinstance(custom_id, str) or not custom_id:
        errors.add([*p, "custom_id"], "BASE_TYPE_REQUIRED", "This field is required")
        return
    errors.max_length([*p, "custom_id"], custom_id, MAX_CUSTOM_ID)
    if custom_id in seen:
        errors.add([*p, "custom_id"], "COMPONENT_CUSTOM_ID_DUPLICATED",
                   "Component custom id cannot be duplicated")
    seen.add(custom_id)


def _check_button(component: JSON, errors: Errors, p: list[str | int], seen: set[str]) -> None:
    style = component.get("style")
    if style not in (1, 2, 3, 4, 5, 6):
        errors.add([*p, "style"], "BASE_TYPE_CHOICES", "Value must be one of (1, 2, 3, 4, 5, 6).")
    errors.max_length([*p, "label"], component.get("label"), MAX_LABEL)
    if style == LINK_STYLE:
        if not component.get("url"):
            errors.add([*p, "url"], "BASE_TYPE_REQUIRED", "This field is required")
        if component.get("custom_id"):
            errors.add([*p, "custom_id"], "BUTTON_LINK_CUSTOM_ID",
                       "A link button cannot have a custom id")
    elif style == PREMIUM_STYLE:
        if not component.get("sku_id"):
            errors.add([*p, "sku_id"], "BASE_TYPE_REQUIRED", "This field is required")
    else:
        _check_custom_id(component, errors, p, seen)
        if component.get("url"):
            errors.add([*p, "url"], "BUTTON_NON_LINK_URL", "A non-link button cannot have a url")
    if style != PREMIUM_STYLE and not component.get("label") and not component.get("emoji"):
        errors.add([*p], "BUTTON_LABEL_OR_EMOJI_REQUIRED", "A button must have a label or an emoji")


def _check_select(component: JSON, errors: Errors, p: list[str | int], seen: set[str]) -> None:
    _check_custom_id(component, errors, p, seen)
    errors.max_length([*p, "placeholder"], component.get("placeholder"), MAX_PLACEHOLDER)
    min_values = component.get("min_values", 1)
    max_values = component.get("max_values", 1)
    if not 0 <= min_values <= 25:
        errors.add([*p, "min_values"], "NUMBER_TYPE_MAX", "int value should be <= 25 and >= 0.")
    if not 1 <= max_values <= 25:
        errors.add([*p, "max_values"], "NUMBER_TYPE_MAX", "int value should be <= 25 and >= 1.")
    if component.get("type") != 3:
        return
    options = component.get("options") or []
    if not options:
        errors.add([*p, "options"], "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length.")
    errors.max_items([*p, "options"], options, MAX_SELECT_OPTIONS)
    if max_values > max(len(options), 1):
        errors.add([*p, "max_values"], "SELECT_COMPONENT_MAX_VALUES_EXCEEDS_OPTIONS",
                   "max_values cannot exceed the number of options")
    values: set[str] = set()
    for i, option in enumerate(options):
        for key in ("label", "value"):
            text = option.get(key)
            if not isinstance(text, str) or not text:
                errors.add([*p, "options", i, key], "BASE_TYPE_REQUIRED", "This field is required")
            errors.max_length([*p, "options", i, key], text, MAX_OPTION_TEXT)
        errors.max_length([*p, "options", i, "description"], option.get("description"),
                          MAX_OPTION_TEXT)
        if option.get("value") in values:
            errors.add([*p, "options", i, "value"], "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                       "Select component option values must be unique")
        values.add(option.get("value", ""))


def _check_row(row: JSON, errors: Errors, p: list[str | int], seen: set[str]) -> None:
    if row.get("type") != ACTION_ROW:
        errors.add([*p, "type"], "UNION_TYPE_CHOICES",
                   "Value of field \"type\" must be one of (1,).")
        return
    children = row.get("components") or []
    if not children:
        errors.add([*p, "components"], "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length.")
    kinds = {c.get("type") for c in children}
    if kinds & SELECT_TYPES and (len(children) > 1):
        errors.add([*p, "components"], "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                   "The specified component exceeds the maximum width")
    errors.max_items([*p, "components"], children, MAX_BUTTONS_PER_ROW)
    for i, child in enumerate(children):
        cp = [*p, "components", i]
        kind = child.get("type")
        if kind == BUTTON:
            _check_button(child, errors, cp, seen)
        elif kind in SELECT_TYPES:
            _check_select(child, errors, cp, seen)
        else:
            errors.add([*cp, "type"], "UNION_TYPE_CHOICES",
                       f"Value of field \"type\" must be one of (2, 3, 5, 6, 7, 8); got {kind}.")


def _check_rows(rows: list[JSON], errors: Errors, p: list[str | int]) -> None:
    errors.max_items(p, rows, MAX_ROWS)
    seen: set[str] = set()
    for i, row in enumerate(rows):
        _check_row(row, errors, [*p, i], seen)


def _count_v2(components: list[JSON]) -> int:
    total = 0
    for component in components:
        total += 1
        total += _count_v2(component.get("components") or [])
        if isinstance(component.get("accessory"), dict):
            total += 1
    return total


def _check_v2(components: list[JSON], errors: Errors, p: list[str | int]) -> None:
    if _count_v2(components) > MAX_V2_COMPONENTS:
        errors.add(p, "COMPONENT_MAX_TOTAL_COMPONENTS_EXCEEDED",
                   f"The maximum number of components is {MAX_V2_COMPONENTS}")
    seen: set[str] = set()
    text_total = [0]
    for i, component in enumerate(components):
        _check_v2_component(component, errors, [*p, i], seen, text_total, top=True)
    if text_total[0] > MAX_V2_TEXT:
        errors.add(p, "COMPONENT_MAX_TEXT_LENGTH_EXCEEDED",
                   f"The total text of all components must be {MAX_V2_TEXT} or fewer characters")


def _check_v2_component(component: JSON, errors: Errors, p: list[str | int], seen: set[str],
                        text_total: list[int], *, top: bool) -> None:
    kind = component.get("type")
    if kind == ACTION_ROW:
        _check_row(component, errors, p, seen)
    elif kind == TEXT_DISPLAY:
        content = component.get("content")
        if not isinstance(content, str) or not content:
            errors.add([*p, "content"], "BASE_TYPE_REQUIRED", "This field is required")
        else:
            text_total[0] += len(content)
    elif kind == SECTION:
        children = component.get("components") or []
        errors.length_between([*p, "components"], children, 1, 3)
        for i, child in enumerate(children):
            if child.get("type") != TEXT_DISPLAY:
                errors.add([*p, "components", i, "type"], "UNION_TYPE_CHOICES",
                           "Value of field \"type\" must be one of (10,).")
            _check_v2_component(child, errors, [*p, "components", i], seen, text_total, top=False)
        accessory = component.get("accessory")
        if not isinstance(accessory, dict):
            errors.add([*p, "accessory"], "BASE_TYPE_REQUIRED", "This field is required")
        elif accessory.get("type") == BUTTON:
            _check_button(accessory, errors, [*p, "accessory"], seen)
        elif accessory.get("type") != THUMBNAIL:
            errors.add([*p, "accessory", "type"], "UNION_TYPE_CHOICES",
                       "Value of field \"type\" must be one of (2, 11).")
    elif kind == CONTAINER:
        if not top:
            errors.add([*p, "type"], "UNION_TYPE_CHOICES", "A container cannot be nested")
        for i, child in enumerate(component.get("components") or []):
            _check_v2_component(child, errors, [*p, "components", i], seen, text_total, top=False)
    elif kind in (THUMBNAIL, MEDIA_GALLERY, FILE, SEPARATOR):
        pass
    else:
        errors.add([*p, "type"], "UNION_TYPE_CHOICES",
                   f"Value of field \"type\" is not a valid message component: {kind}.")


def check_modal(data: JSON, errors: Errors, prefix: Sequence[str | int] = ("data",)) -> None:
    p = list(prefix)
    title = data.get("title")
    if not isinstance(title, str) or not title:
        errors.add([*p, "title"], "BASE_TYPE_REQUIRED", "This field is required")
    errors.max_length([*p, "title"], title, MAX_MODAL_TITLE)
    custom_id = data.get("custom_id")
    if not isinstance(custom_id, str) or not custom_id:
        errors.add([*p, "custom_id"], "BASE_TYPE_REQUIRED", "This field is required")
    errors.max_length([*p, "custom_id"], custom_id, MAX_CUSTOM_ID)
    components = data.get("components") or []
    errors.length_between([*p, "components"], components, 1, MAX_MODAL_COMPONENTS)
    seen: set[str] = set()
    for i, top in enumerate(components):
        children = top.get("components") or []
        if top.get("type") == LABEL:
            children = [top.get("component") or {}]
            errors.max_length([*p, "components", i, "label"], top.get("label"),
                              MAX_TEXT_INPUT_LABEL)
        for j, child in enumerate(children):
            cp = [*p, "components", i, "components", j]
            _check_custom_id(child, errors, cp, seen)
            if child.get("type") == TEXT_INPUT:
                errors.max_length([*cp, "label"], child.get("label"), MAX_TEXT_INPUT_LABEL)


def check_emojis(payload: JSON, errors: Errors, known: set[str],
                 prefix: Sequence[str | int] = ()) -> None:
    """Custom emoji on buttons and select options must exist (the bot's application emoji
    here): one deleted while the bot runs makes Discord refuse the whole message (400,
    50035 "Invalid emoji"). Emoji in text are not checked: Discord shows ``:name:``."""
    for path, component in _components_with_paths(payload.get("components") or [],
                                                  [*prefix, "components"]):
        emoji = component.get("emoji")
        if component.get("type") == BUTTON and isinstance(emoji, dict) and emoji.get("id") \
                and str(emoji["id"]) not in known:
            errors.add([*path, "emoji", "id"], "BUTTON_COMPONENT_INVALID_EMOJI", "Invalid emoji")
        for i, option in enumerate(component.get("options") or []):
            emoji = option.get("emoji")
            if isinstance(emoji, dict) and emoji.get("id") and str(emoji["id"]) not in known:
                errors.add([*path, "options", i, "emoji", "id"],
                           "SELECT_COMPONENT_OPTION_INVALID_EMOJI", "Invalid emoji")


def _components_with_paths(components: list[JSON], path: list[str | int]
                           ) -> list[tuple[list[str | int], JSON]]:
    out: list[tuple[list[str | int], JSON]] = []
    for i, component in enumerate(components):
        here = [*path, i]
        out.append((here, component))
        out += _components_with_paths(component.get("components") or [], [*here, "components"])
        accessory = component.get("accessory")
        if isinstance(accessory, dict):
            out.append(([*here, "accessory"], accessory))
    return out
