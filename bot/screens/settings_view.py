"""Rendering of a server's UNO defaults (``/uno settings``); pure, no Discord calls."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import discord

from bot.engine.errors import InvalidRules
from bot.engine.rules import OPTION_BY_NAME, OPTIONS, PRESET_DESCRIPTIONS, Option, Rules
from bot.game.features import FEATURES, feature
from bot.storage.models import GuildSettings

EMBED_COLOUR: Final = discord.Colour.from_rgb(0, 114, 188)  # UNO blue

TURN_TIMER_MIN: Final = 10
TURN_TIMER_MAX: Final = 600
TARGET_OPTION: Final = OPTION_BY_NAME["target"]
TARGET_MIN: Final[int] = TARGET_OPTION.choices[0]
TARGET_MAX: Final[int] = TARGET_OPTION.choices[1]

# "target" is a rules option too, but the server default lives in GuildSettings.target.
HOUSE_OPTIONS: Final[tuple[Option, ...]] = tuple(o for o in OPTIONS if o.name != "target")


def format_value(option: Option, value: Any) -> str:
    if value is None:  # a feature left to the bot's own setting (ai_delay: UNO_AI_DELAY)
        return "bot default"
    if option.kind == "bool":
        return "on" if value else "off"
    return str(value)


def format_turn_timer(seconds: int) -> str:
    return "off" if not seconds else f"{seconds} s"


def valid_overrides(options: Mapping[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """Stored overrides split into the usable ones and the names of broken ones.

    A stored value the engine no longer accepts (an option renamed or removed) must not
    lock the server out of its own settings: it is dropped and reported.
    """
    good: dict[str, Any] = {}
    bad: list[str] = []
    for name, value in options.items():
        option = OPTION_BY_NAME.get(name)
        if option is None or option.name == "target":
            bad.append(name)
            continue
        try:
            good[name] = option.coerce(value)
        except InvalidRules:
            bad.append(name)
    return good, bad


def effective_rules(settings: GuildSettings) -> Rules:
    """The rules a new game here starts from (preset + valid overrides + target)."""
    overrides, _ = valid_overrides(settings.options)
    try:
        return Rules.from_preset(settings.preset, **overrides, target=settings.target)
    except InvalidRules:
        return Rules.from_preset("official", target=_clamp_target(settings.target))


def _clamp_target(target: int) -> int:
    return min(max(target, TARGET_MIN), TARGET_MAX)


def settings_embed(settings: GuildSettings, *, note: str | None = None) -> discord.Embed:
    """Preset, turn timer, target and every house-rule option (overrides marked ✱)."""
    overrides, broken = valid_overrides(settings.options)
    rules = effective_rules(settings)
    embed = discord.Embed(title="UNO settings for this server", colour=EMBED_COLOUR)
    lines: list[str] = []
    if note:
        lines.append(note)
        lines.append("")
    preset_text = PRESET_DESCRIPTIONS.get(settings.preset, "unknown preset")
    lines.append(f"**Preset:** `{settings.preset}` — {preset_text}")
    lines.append(f"**Turn timer:** {format_turn_timer(settings.turn_timer)}")
    lines.append(f"**Target:** {settings.target:,} points")
    lines.append("")
    lines.append("**House rules** (✱ = changed from the preset):")
    for option in HOUSE_OPTIONS:
        mark = " ✱" if option.name in overrides else ""
        value = format_value(option, getattr(rules, option.name))
        lines.append(f"`{option.name}`: **{value}**{mark} — {option.description}")
    lines.append("")
    lines.append("**Table** (✱ = changed from the default):")
    for option in FEATURES:
        value = feature(settings.features, option.name)
        mark = " ✱" if value != option.default else ""
        lines.append(f"`{option.name}`: **{format_value(option, value)}**{mark}"
                     f" — {option.description}")
    if broken:
        lines.append("")
        lines.append(f"Ignored stored options the rules no longer accept: {', '.join(broken)}.")
    embed.description = "\n".join(lines)
    embed.set_footer(
        text="Change with /uno settings preset: option: value: turn_timer: target: "
        "(value 'default' removes a change; reset: True restores the defaults)."
    )
    return embed
