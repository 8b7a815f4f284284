"""Rendering of a server's UNO defaults (``/uno settings``); pure, no Discord calls."""

from __future__ import annotations

from typing import Any, Final

import discord

from bot.engine.rules import Option
from bot.game.features import FEATURES, feature
from bot.game.settings_rules import (
    HOUSE_OPTIONS,
    effective_rules,
    option_values,
    usable_settings,
)
from bot.i18n import EN, Lang
from bot.screens.pages.standings import day
from bot.storage.models import GuildSettings, Seasons

EMBED_COLOUR: Final = discord.Colour.from_rgb(0, 114, 188)  # UNO blue

# /uno settings season: what an admin may do with the rating seasons (the choices' names
# are the command's, translated with it)
SEASON_CHOICES: Final[dict[str, str]] = {
    choice: EN(f"choice-{choice}") for choice in ("new", "monthly", "manual")}


def season_note(choice: str, number: int, started: bool, lang: Lang = EN) -> str:
    """What ``/uno settings season:`` did, in a sentence."""
    if choice == "new":
        return lang("season-started" if started else "season-fresh", number=number)
    return lang("season-monthly" if choice == "monthly" else "season-manual")


def seasons_line(seasons: Seasons | None, lang: Lang = EN) -> str:
    current = seasons.current if seasons is not None else None
    monthly = seasons is not None and seasons.monthly
    if current is None:
        return lang("settings-seasons-none", monthly=monthly)
    return lang("settings-seasons", number=current.number, since=day(current.started_at, lang),
                monthly=monthly)


def format_value(option: Option, value: Any, lang: Lang = EN) -> str:
    if value is None:  # a feature left to the bot's own setting (ai_delay: UNO_AI_DELAY)
        return lang("settings-discord-language" if option.name == "language"
                    else "settings-bot-default")
    if option.kind == "bool":
        return "on" if value else "off"  # (the values as they are typed)
    return str(value)


def about(option: Option, lang: Lang = EN) -> str:
    """What a house rule or table feature does, in ``lang`` (settings.ftl about-…)."""
    if option in FEATURES:
        return lang(f"about-feature-{option.name}")
    return lang(f"about-{option.name}")


SUMMARY_LIMIT: Final = 1200  # characters: a summary, not a wall (issue 25.8)


def settings_embed(settings: GuildSettings, *, note: str | None = None,
                   seasons: Seasons | None = None, lang: Lang = EN) -> discord.Embed:
    """A short summary: preset, turn timer, target, the rating seasons, the house rules
    changed from the preset (✱) and the table features; one setting in full with
    ``option_embed``. Stored values the rules no longer accept count as the defaults."""
    usable, broken = usable_settings(settings)
    overrides = usable.options
    rules = effective_rules(settings)
    embed = discord.Embed(title=lang("settings-title"), colour=EMBED_COLOUR)
    lines: list[str] = [note, ""] if note else []
    lines.append(lang("settings-preset", preset=settings.preset))
    lines.append(lang("settings-timer-target", seconds=usable.turn_timer,
                      target=usable.target))
    lines.append(seasons_line(seasons, lang))
    changed = [f"`{o.name}` **{format_value(o, getattr(rules, o.name), lang)}** ✱"
               for o in HOUSE_OPTIONS if o.name in overrides]
    lines.append(lang("settings-rules", rules=", ".join(changed) if changed
                      else lang("settings-rules-preset")))
    table = []
    for option in FEATURES:
        value = feature(settings.features, option.name)
        mark = " ✱" if value != option.default else ""
        table.append(f"`{option.name}` **{format_value(option, value, lang)}**{mark}")
    lines.append(lang("settings-features", features=", ".join(table)))
    if broken:
        lines.append(lang("settings-broken", names=", ".join(broken)))
    lines.append("")
    lines.append(lang("settings-how"))
    embed.description = "\n".join(lines)[:SUMMARY_LIMIT]
    embed.set_footer(text=lang("settings-footer"))
    return embed


def option_embed(settings: GuildSettings, option: Option, lang: Lang = EN) -> discord.Embed:
    """One house rule or table feature in full: its value here, the default, what it does
    and the values it takes."""
    if option in FEATURES:
        value = feature(settings.features, option.name)
        default: Any = option.default
    else:
        value = getattr(effective_rules(settings), option.name)
        default = getattr(effective_rules(GuildSettings(settings.guild_id,
                                                        preset=settings.preset)), option.name)
    embed = discord.Embed(title=lang("setting-title", name=option.name), colour=EMBED_COLOUR)
    changed = lang("setting-changed") if value != default else ""
    embed.description = "\n".join([
        f"{about(option, lang)}.",
        lang("setting-now", value=format_value(option, value, lang), changed=changed,
             default=format_value(option, default, lang), feature=option in FEATURES,
             preset=settings.preset),
        lang("setting-values", allowed=lang("option-allowed", **option_values(option))),
        lang("setting-change", name=option.name),
    ])
    return embed
