"""/uno prefs in words: a player's preferences in this server, and one change to them
(pure: values in, values and an embed out)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import discord

from bot.engine.errors import InvalidRules
from bot.errors import UserError, quote, shorten_input
from bot.game.features import PREF_BY_NAME, PREFS, pref

DEFAULT_VALUE: Final = "default"
PREF_VALUES: Final = ("on", "off", DEFAULT_VALUE)
# what each preference does, as a player reads it (the option's description is shorter)
EFFECT: Final[dict[str, str]] = {
    "high_contrast": "your hand's card pictures in the high-contrast colors",
    "playable_first": "the cards you can play first in your hand, not grouped by color",
    "dm_turn_notice": "a direct message when it has been your turn for a while",
}


def _words(value: Any) -> str:
    return "on" if value else "off"


def value_text(name: str, stored: Mapping[str, Any], server: Mapping[str, bool]) -> str:
    """``on`` / ``off``, or what "the server's choice" is now for a preference that
    follows the server (None by default)."""
    value = pref(stored, name)
    if value is None:
        followed = server.get(name)
        return "as the server has it" + ("" if followed is None else f" ({_words(followed)})")
    return _words(value) + ("" if _chosen(name, stored) else " (default)")


def _chosen(name: str, stored: Mapping[str, Any]) -> bool:
    """Did the player choose this value (a usable stored one), or is it the default?"""
    if stored.get(name) is None:
        return False
    try:
        PREF_BY_NAME[name].coerce(stored[name])
    except InvalidRules:
        return False
    return True


def prefs_embed(stored: Mapping[str, Any], server: Mapping[str, bool], *,
                note: str = "") -> discord.Embed:
    """Every preference with its value for this player; ``server`` holds the server's
    values of the preferences that follow it (high_contrast)."""
    lines = [f"**{o.name}**: {value_text(o.name, stored, server)} — {o.description}."
             for o in PREFS]
    e = discord.Embed(title="Your UNO preferences in this server",
                      description=((note + "\n\n") if note else "") + "\n".join(lines),
                      color=discord.Color.dark_teal())
    e.set_footer(text="Change one: /uno prefs option:<name> value:on, off or default")
    return e


def apply_pref(stored: Mapping[str, Any], option: str | None,
               value: str | None) -> tuple[dict[str, Any], str]:
    """The new preferences and a sentence saying what changed; UserError for a request
    that cannot be applied, saying how to fix it."""
    if option is None or value is None:
        raise UserError("Give both an option and a value (on, off or default), e.g. "
                        "`/uno prefs option:high_contrast value:on`.")
    name = option.strip().lower()
    opt = PREF_BY_NAME.get(name)
    if opt is None:
        raise UserError(f"Unknown preference {quote(option)}; choose one of "
                        f"{', '.join(o.name for o in PREFS)}.")
    values = dict(stored)
    if value.strip().lower() == DEFAULT_VALUE:
        values.pop(name, None)
        follows = " (the server's choice)" if opt.default is None else \
            f" ({_words(opt.default)})"
        return values, f"**{name}** is back to the default{follows}."
    try:
        values[name] = opt.coerce(value)
    except InvalidRules as exc:
        raise UserError(shorten_input(exc.reason, value) + " Or use default.") from exc
    if values[name]:
        return values, f"**{name}** is on for you: {EFFECT[name]}."
    return values, f"**{name}** is off for you."
