"""/uno prefs in words: a player's preferences in this server, and one change to them
(pure: values in, values and an embed out)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import discord

from bot.engine.errors import InvalidRules
from bot.errors import UserError, quote
from bot.game.features import PREF_BY_NAME, PREFS, pref, typed
from bot.game.settings_rules import option_refusal
from bot.i18n import EN, Lang

DEFAULT_VALUE: Final = "default"
PREF_VALUES: Final = ("on", "off", DEFAULT_VALUE)


def _words(value: Any) -> str:
    return "on" if value else "off"  # (the values as they are typed)


def about(name: str, lang: Lang = EN) -> str:
    """What preference ``name`` does, in ``lang`` (settings.ftl about-pref-…)."""
    return lang(f"about-pref-{name}")


def value_text(name: str, stored: Mapping[str, Any], server: Mapping[str, bool],
               lang: Lang = EN, app: Lang = EN) -> str:
    """``on`` / ``off``, or what "the server's choice" is now for a preference that
    follows the server (None by default); a language by its own name, by default the
    Discord app's (``app``)."""
    value = pref(stored, name)
    if name == "language":
        if value is None:
            return lang("prefs-follows-app", language=app.name)
        return Lang(value).name
    if value is None:
        followed = server.get(name)
        return lang("prefs-follows-server",
                    server="other" if followed is None else _words(followed))
    shown = _words(value)
    return shown if _chosen(name, stored) else lang("prefs-default", value=shown)


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
                note: str = "", lang: Lang = EN, app: Lang = EN) -> discord.Embed:
    """Every preference with its value for this player; ``server`` holds the server's
    values of the preferences that follow it (high_contrast); ``app``: the language of
    their Discord app."""
    lines = [lang("prefs-line", name=o.name, value=value_text(o.name, stored, server, lang,
                                                             app), about=about(o.name, lang))
             for o in PREFS]
    e = discord.Embed(title=lang("prefs-title"),
                      description=((note + "\n\n") if note else "") + "\n".join(lines),
                      color=discord.Color.dark_teal())
    e.set_footer(text=lang("prefs-footer"))
    return e


def apply_pref(stored: Mapping[str, Any], option: str | None,
               value: str | None, lang: Lang = EN) -> tuple[dict[str, Any], str]:
    """The new preferences and a sentence saying what changed (in ``lang``); UserError for
    a request that cannot be applied, saying how to fix it."""
    if option is None or value is None:
        raise UserError("prefs-need-both")
    name = option.strip().lower()
    opt = PREF_BY_NAME.get(name)
    if opt is None:
        raise UserError("unknown-pref", value=quote(option),
                        choices=", ".join(o.name for o in PREFS))
    values = dict(stored)
    if value.strip().lower() == DEFAULT_VALUE:
        values.pop(name, None)
        follows = "app" if name == "language" else "server" if opt.default is None else "value"
        return values, lang("prefs-back", name=name, follows=follows,
                            value=_words(opt.default))
    try:
        values[name] = opt.coerce(typed(opt, value))
    except InvalidRules as exc:
        raise option_refusal(opt, value, "pref-bad-value") from exc
    if name == "language":
        return values, lang("prefs-language", name=name, language=Lang(values[name]).name)
    if values[name]:
        return values, lang("prefs-on", name=name, effect=lang(f"effect-{name}"))
    return values, lang("prefs-off", name=name)
