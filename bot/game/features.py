"""Server features and player preferences: choices about the table that are not rules.

Each one is an engine ``Option`` so it is parsed, validated and described exactly like a
house rule. Stored values that no longer validate fall back to the default rather than
locking anybody out.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from bot.engine.errors import InvalidRules
from bot.engine.rules import Option
from bot.i18n import LANGUAGES, nearest

NO_RULE: Final = ""  # features belong to no rule id in docs/RULES.md

FEATURES: Final[tuple[Option, ...]] = (
    Option("art", "bool", (), True,
           "Card pictures on the table (off: compact text tables for busy servers)", NO_RULE),
    Option("high_contrast", "bool", (), False,
           "High-contrast card colors for everyone", NO_RULE),
    Option("afk_cover", "bool", (), False,
           "An AI plays the turn of a player whose turn timer runs out", NO_RULE),
    Option("threads", "bool", (), False,
           "Each game is played in its own thread", NO_RULE),
    # None: the bot's UNO_AI_DELAY; text choices so they read as typed ("1.5")
    Option("ai_delay", "choice", ("0", "0.5", "1", "1.5", "2", "3"), None,
           "Seconds an AI player waits before it plays, so people can follow", NO_RULE),
    # None: the server's Discord language (guild_locale) when known, else English
    Option("language", "choice", LANGUAGES, None,
           "The language of the table, lobby, results and pings", NO_RULE),
)
FEATURE_BY_NAME: Final[dict[str, Option]] = {o.name: o for o in FEATURES}

# A preference left unset follows the server (None).
PREFS: Final[tuple[Option, ...]] = (
    Option("high_contrast", "bool", (), None, "High-contrast card colors for you", NO_RULE),
    Option("playable_first", "bool", (), False,
           "Playable cards first in your hand instead of grouped by color", NO_RULE),
    Option("dm_turn_notice", "bool", (), False,
           "A direct message when it has been your turn for a while", NO_RULE),
    # None: the language of the player's Discord app (interaction.locale)
    Option("language", "choice", LANGUAGES, None,
           "The language of your hand, help and answers", NO_RULE),
)
PREF_BY_NAME: Final[dict[str, Option]] = {o.name: o for o in PREFS}


def _valid(options: Mapping[str, Option], stored: Mapping[str, Any], name: str) -> Any:
    option = options[name]
    if name not in stored or stored[name] is None:
        return option.default
    try:
        return option.coerce(stored[name])
    except InvalidRules:
        return option.default


def feature(stored: Mapping[str, Any], name: str) -> Any:
    """The server's value of feature ``name`` (KeyError for an unknown name: a bug)."""
    return _valid(FEATURE_BY_NAME, stored, name)


def pref(stored: Mapping[str, Any], name: str) -> Any:
    """The player's value of preference ``name``; None means "as the server has it"."""
    return _valid(PREF_BY_NAME, stored, name)


def typed(option: Option, value: str) -> str:
    """A value as typed, made the option's own: a language in any case ("es-es", "DE")
    or by its language alone ("es") is the language's tag."""
    if option.name == "language":
        return nearest(value) or value
    return value
