"""Whose language an answer is in. What one player reads (their hand, a refusal, help,
stats, prefs) is in the language they chose in ``/uno prefs``, else their Discord
client's (``interaction.locale``); what everyone reads is in the server's (the table's
``language``). Read from the interaction as discord.py gives it (no discord import)."""

from __future__ import annotations

from typing import Any, Final

from bot.i18n.lang import Lang, lang_for

KEY: Final = "uno.lang"  # the player's language, once chosen, in interaction.extras


def _locale(value: Any) -> str | None:
    return None if value is None else str(value)  # discord.Locale's str is its tag


def player_lang(interaction: Any) -> Lang:
    """The language of what only this player reads: chosen (``choose``), else their
    client's, else English."""
    extras = getattr(interaction, "extras", None)
    chosen = extras.get(KEY) if isinstance(extras, dict) else None
    if isinstance(chosen, Lang):
        return chosen
    return lang_for(_locale(getattr(interaction, "locale", None)))


def choose(interaction: Any, preference: str | None) -> Lang:
    """The player's language for this interaction: their ``/uno prefs`` language when
    they set one, else their client's; kept on the interaction for the error path."""
    lang = lang_for(preference, _locale(getattr(interaction, "locale", None)))
    extras = getattr(interaction, "extras", None)
    if isinstance(extras, dict):
        extras[KEY] = lang
    return lang


def server_lang(interaction: Any, setting: str | None = None) -> Lang:
    """The language of what everyone reads in this server: the ``language`` setting of
    ``/uno settings``, else the server's Discord locale, else English."""
    return lang_for(setting, _locale(getattr(interaction, "guild_locale", None)))
