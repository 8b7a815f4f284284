"""The slash commands in the member's language: discord.py asks this translator, at each
command sync, for every Discord locale's version of each description and choice.

Names stay as they are (``/uno start``, ``preset:``): the help, the table and the README
name them, members of one server type the same words whatever their client's language,
and a house rule is typed as ``stacking=on`` everywhere. Descriptions and choices are
what a member reads while typing, so those are translated.

No ``locale_str`` key is needed in the cogs: the key follows from where the text is
(``cmd-uno-start`` for /uno start's description, ``opt-uno-start-preset`` for its
``preset`` option, ``choice-official`` for a choice whose value is ``official``); a
``locale_str(..., key="...")`` names another."""

from __future__ import annotations

from typing import Any

from discord import Locale, app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.i18n.catalog import ENGLISH, loaded
from bot.i18n.lang import nearest

DESCRIPTION_LIMIT = 100  # Discord's, for descriptions and choice names alike


def _dashed(command: Any) -> str:
    return str(command.qualified_name).replace(" ", "-")


def command_key(location: Where, data: Any) -> str | None:
    """The catalog key of a command's text at ``location``; None for names (kept)."""
    if location in (Where.command_description, Where.group_description):
        return f"cmd-{_dashed(data)}"
    if location is Where.parameter_description:
        return f"opt-{_dashed(data.command)}-{data.name}"
    if location is Where.choice_name:
        return f"choice-{data.value}"
    return None


class CommandTranslator(app_commands.Translator):
    async def translate(self, string: app_commands.locale_str, locale: Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        lang = nearest(locale.value)
        if lang is None or lang == ENGLISH:
            return None  # Discord shows the English text the command was made with
        key = string.extras.get("key") or command_key(context.location, context.data)
        catalog = loaded()
        if key is None or not catalog.has(lang, key):
            return None
        return catalog.text(lang, key, {})[:DESCRIPTION_LIMIT]
