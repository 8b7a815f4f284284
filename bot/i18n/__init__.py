"""The bot's languages (issue 26): Fluent catalogs, one folder per language under
``locales/``. ``Lang(code)(key, **values)`` says a sentence; ``Msg`` carries one to be
said later; ``lang_for`` picks the language of a Discord locale. ``bot.i18n.commands``
(which imports discord) translates the slash commands."""

from bot.i18n.catalog import ENGLISH, CatalogError, load
from bot.i18n.lang import EN, LANGUAGES, Lang, Msg, Said, lang_for, nearest, said

__all__ = ["EN", "ENGLISH", "LANGUAGES", "CatalogError", "Lang", "Msg", "Said", "lang_for",
           "load", "nearest", "said"]
