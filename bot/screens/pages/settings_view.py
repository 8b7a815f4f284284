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
from bot.screens.pages.standings import day
from bot.storage.models import GuildSettings, Seasons

EMBED_COLOUR: Final = discord.Colour.from_rgb(0, 114, 188)  # UNO blue

# /uno settings season: what an admin may do with the rating seasons
SEASON_CHOICES: Final[dict[str, str]] = {
    "new": "Start a new season now (ratings start afresh)",
    "monthly": "A new season on the first of each month",
    "manual": "New seasons only when started here",
}


def season_note(choice: str, number: int, started: bool) -> str:
    """What ``/uno settings season:`` did, in a sentence."""
    if choice == "new" and started:
        return (f"Season {number} started: ratings start afresh, and the earlier seasons stay "
                f"readable with `/uno leaderboard season:`.")
    if choice == "new":
        return (f"Season {number} has no rated hand yet, so it is a fresh start already: "
                "no new season was started.")
    if choice == "monthly":
        return "A new season now starts on the first of each month (UTC)."
    return "New seasons now start only when an admin starts one here."


def seasons_line(seasons: Seasons | None) -> str:
    current = seasons.current if seasons is not None else None
    turn = ("a new one on the first of each month" if seasons is not None and seasons.monthly
            else "a new one when an admin starts it (`season:`)")
    if current is None:
        return f"**Ratings:** season 1 starts with the first rated hand; {turn}"
    return f"**Ratings:** season {current.number}, since {day(current.started_at)}; {turn}"

def format_value(option: Option, value: Any) -> str:
    if value is None:  # a feature left to the bot's own setting (ai_delay: UNO_AI_DELAY)
        return "bot default"
    if option.kind == "bool":
        return "on" if value else "off"
    return str(value)


SUMMARY_LIMIT: Final = 1200  # characters: a summary, not a wall (issue 25.8)


def settings_embed(settings: GuildSettings, *, note: str | None = None,
                   seasons: Seasons | None = None) -> discord.Embed:
    """A short summary: preset, turn timer, target, the rating seasons, the house rules
    changed from the preset (✱) and the table features; one setting in full with
    ``option_embed``. Stored values the rules no longer accept count as the defaults."""
    usable, broken = usable_settings(settings)
    overrides = usable.options
    rules = effective_rules(settings)
    embed = discord.Embed(title="UNO settings for this server", colour=EMBED_COLOUR)
    lines: list[str] = [note, ""] if note else []
    preset_text = PRESET_DESCRIPTIONS.get(settings.preset, "unknown preset")
    lines.append(f"**Preset:** `{settings.preset}` — {preset_text}")
    lines.append(f"**Turn timer:** {format_turn_timer(usable.turn_timer)} · "
                 f"**Target:** {usable.target:,} points")
    lines.append(seasons_line(seasons))
    changed = [f"`{o.name}` **{format_value(o, getattr(rules, o.name))}** ✱"
               for o in HOUSE_OPTIONS if o.name in overrides]
    lines.append("**House rules:** " + (", ".join(changed) if changed
                                         else "as the preset has them"))
    table = []
    for option in FEATURES:
        value = feature(settings.features, option.name)
        mark = " ✱" if value != option.default else ""
        table.append(f"`{option.name}` **{format_value(option, value)}**{mark}")
    lines.append("**Table:** " + ", ".join(table))
    if broken:
        lines.append(f"Ignored stored values the rules no longer accept: {', '.join(broken)}.")
    lines.append("")
    lines.append("One setting in full: `/uno settings option:<name>`. "
                 "Change one: `option:<name> value:<value>` (`default` undoes a change).")
    embed.description = "\n".join(lines)[:SUMMARY_LIMIT]
    embed.set_footer(text="✱ = changed · also: preset:, turn_timer:, target:, season:, reset:")
    return embed


def option_embed(settings: GuildSettings, option: Option) -> discord.Embed:
    """One house rule or table feature in full: its value here, the default, what it does
    and the values it takes."""
    if option in FEATURES:
        value = feature(settings.features, option.name)
        default: Any = option.default
        where = "table feature"
    else:
        value = getattr(effective_rules(settings), option.name)
        default = getattr(effective_rules(GuildSettings(settings.guild_id,
                                                        preset=settings.preset)), option.name)
        where = f"house rule (preset `{settings.preset}`)"
    embed = discord.Embed(title=f"UNO setting: {option.name}", colour=EMBED_COLOUR)
    changed = " ✱ changed" if value != default else ""
    embed.description = "\n".join([
        option.description + ".",
        f"**Now:** {format_value(option, value)}{changed} · "
        f"**Default:** {format_value(option, default)} ({where})",
        f"**Values:** {option.allowed()} — or `default`",
        f"Change it: `/uno settings option:{option.name} value:<value>`",
    ])
    return embed
