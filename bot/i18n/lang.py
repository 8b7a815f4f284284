"""Speaking a language: ``Lang`` says a catalog sentence in one language, ``Msg`` is a
sentence to be said later in a language not known yet (a refusal raised deep in the game,
said in the clicking player's language by the one error path), and ``lang_for`` picks
the language for a Discord locale."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from babel import Locale
from babel.lists import format_list

from bot.i18n.catalog import ENGLISH, NAME_KEY, folders, loaded

LANGUAGES: Final[tuple[str, ...]] = folders()  # discovered: one folder per language


@dataclass(frozen=True, slots=True)
class Lang:
    """One language (a folder under locales/); ``Lang("de")("hand-title", count=3)``."""

    code: str = ENGLISH

    def __call__(self, key: str, /, **args: Any) -> str:
        return loaded().text(self.code, key, {k: _value(v, self) for k, v in args.items()})

    @property
    def name(self) -> str:
        """The language's own name: "Deutsch", "Español"."""
        return self(NAME_KEY)

    def join(self, items: Iterable[str], *, either: bool = False) -> str:
        """"alice and bob", "alice y bob" (``either``: "a or b", "a ou b"): a list as this
        language writes one (CLDR)."""
        listed = list(items)
        if len(listed) < 2:
            return "".join(listed)
        code = self.code if self.code in LANGUAGES else ENGLISH
        return format_list(listed, style="or" if either else "standard",
                           locale=Locale.parse(code, sep="-"))


EN: Final = Lang(ENGLISH)


class Msg:
    """A catalog sentence with its values, said when the language is known: ``msg(lang)``.
    A value may be a Msg too (said in the same language)."""

    __slots__ = ("args", "key")

    def __init__(self, key: str, /, **args: Any) -> None:
        self.key = key
        self.args: Mapping[str, Any] = args

    def __call__(self, lang: Lang) -> str:
        return lang(self.key, **self.args)

    def __repr__(self) -> str:
        return f"Msg({self.key!r}, {dict(self.args)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and (self.key, dict(self.args)) == (
            other.key, dict(other.args))

    def __hash__(self) -> int:
        return hash(self.key)


Said = str | Msg  # words to show: already said, or to be said in the reader's language


def said(text: Said, lang: Lang) -> str:
    """``text`` in ``lang`` (a Msg is said; a str was said already)."""
    return text if isinstance(text, str) else text(lang)


def _value(value: Any, lang: Lang) -> Any:
    if isinstance(value, Msg):
        return value(lang)
    if isinstance(value, bool):  # Fluent selects on text: [on] / [off] variants
        return "true" if value else "false"
    return value


def nearest(locale: str | None, languages: tuple[str, ...] = LANGUAGES) -> str | None:
    """The language for a Discord locale ("es-419", "en-US", "de"): the same tag, else
    the first with the same language ("es-419" -> es-ES); None when there is none."""
    if not locale:
        return None
    wanted = str(locale).strip().replace("_", "-").lower()
    by_tag = {lang.lower(): lang for lang in languages}
    if wanted in by_tag:
        return by_tag[wanted]
    base = wanted.split("-")[0]
    return next((lang for lang in languages if lang.lower().split("-")[0] == base), None)


def lang_for(*locales: str | None) -> Lang:
    """The first of ``locales`` we speak (a player's choice, then their Discord client's,
    say), else English."""
    for locale in locales:
        found = nearest(locale)
        if found is not None:
            return Lang(found)
    return EN
