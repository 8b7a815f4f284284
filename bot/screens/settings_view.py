"""Rendering of a server's UNO defaults (``/uno settings``); pure, no Discord calls."""

from __future__ import annotations

from typing import Any, Final

import discord

from bot.engine.rules import PRESET_DESCRIPTIONS, Option
from bot.game.features import FEATURES, feature
from bot.game.settings_rules import (
    HOUSE_OPTIONS,
    effective_rules,
    format_turn_timer,
    usable_settings,
)
from bot.storage.models import GuildSettings

EMBED_COLOUR: Final = discord.Colour.from_rgb(0, 114, 188)  # UNO blue

def format_value(option: Option, value: Any) -> str:
    if value is None:  # a feature left to the bot's own setting (ai_delay: UNO_AI_DELAY)
        return "bot default"
    if option.kind == "bool":
        return "on" if value else "off"
    return str(value)


def settings_embed(settings: GuildSettings, *, note: str | None = None) -> discord.Embed:
    """Preset, turn timer, target and every house-rule option (overrides marked ✱)."""
    usable, broken = usable_settings(settings)
    overrides = usable.options
    rules = effective_rules(settings)
    embed = discord.Embed(title="UNO settings for this server", colour=EMBED_COLOUR)
    lines: list[str] = []
    if note:
        lines.append(note)
        lines.append("")
    preset_text = PRESET_DESCRIPTIONS.get(settings.preset, "unknown preset")
    lines.append(f"**Preset:** `{settings.preset}` — {preset_text}")
    lines.append(f"**Turn timer:** {format_turn_timer(usable.turn_timer)}")
    lines.append(f"**Target:** {usable.target:,} points")
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
        lines.append(f"Ignored stored values the rules no longer accept: {', '.join(broken)}.")
    embed.description = "\n".join(lines)
    embed.set_footer(
        text="Change with /uno settings preset: option: value: turn_timer: target: "
        "(value 'default' removes a change; reset: True restores the defaults)."
    )
    return embed
