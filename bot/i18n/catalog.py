"""The catalogs: one folder per language under ``locales/`` (named by its Discord locale:
``en``, ``es-ES``, ``pt-BR``, ``de``, ``fr``), each holding Fluent files (``*.ftl``), read
once at start. A new folder is a new language: nothing else names the languages.

Fluent (Project Fluent, ``fluent.runtime``) rather than gettext: a sentence and its
plurals live together in the catalog (``{ $count -> [one] … *[other] … }``, chosen by
each language's CLDR rules, numbers formatted the same way), so the code asks for a
sentence by key with its values and never builds a plural, an order of words or a
number format itself.

What is read is checked at once (``CatalogError``, which stops the bot at start): a file
Fluent cannot parse, a key defined twice, a folder that is no locale, no English."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from babel import Locale, UnknownLocaleError
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent

log = logging.getLogger(__name__)

LOCALES: Final = Path(__file__).with_name("locales")
ENGLISH: Final = "en"  # the language every other one falls back to, key by key
NAME_KEY: Final = "language-name"  # each language's own name ("Deutsch"), for the choices
# sentences kept once said (the same card names, buttons and lines are said on every hand
# drawn: Fluent resolving them each time cost ~20 % of a click's CPU); emptied when full
SAID_KEPT: Final = 20_000


class CatalogError(Exception):
    """A catalog that cannot be used; the message names the file (one line)."""


@dataclass(slots=True)
class Catalog:
    bundles: dict[str, FluentBundle]
    keys: dict[str, frozenset[str]]  # language -> its message ids (terms not included)
    warned: set[tuple[str, str]] = field(default_factory=set)
    said: dict[tuple[Any, ...], str] = field(default_factory=dict)

    @property
    def languages(self) -> tuple[str, ...]:
        """English first, then the others in folder order."""
        return (ENGLISH, *sorted(lang for lang in self.bundles if lang != ENGLISH))

    def has(self, lang: str, key: str) -> bool:
        return key in self.keys.get(lang, ())

    def text(self, lang: str, key: str, args: Mapping[str, Any]) -> str:
        """The sentence ``key`` in ``lang`` with ``args``; a language that lacks it (or no
        such language) says it in English, warned once per key; a key English lacks too
        is shown as itself. Never raises."""
        kept = (lang, key, *sorted(args.items()))
        try:
            found = self.said.get(kept)
        except TypeError:  # a value that cannot be a key (none the screens pass): said anew
            return self._text(lang, key, args)
        if found is None:
            if len(self.said) >= SAID_KEPT:
                self.said.clear()
            found = self.said[kept] = self._text(lang, key, args)
        return found

    def _text(self, lang: str, key: str, args: Mapping[str, Any]) -> str:
        if lang not in self.bundles:
            lang = ENGLISH
        if not self.has(lang, key):
            self._warn(lang, key, "missing: said in English")
            lang = ENGLISH
            if not self.has(lang, key):
                return key
        bundle = self.bundles[lang]
        pattern = bundle.get_message(key).value
        if pattern is None:
            return key
        text, errors = bundle.format_pattern(pattern, dict(args))
        if errors:
            self._warn(lang, key, "; ".join(map(str, errors)))
        return str(text)

    def _warn(self, lang: str, key: str, problem: str) -> None:
        if (lang, key) not in self.warned:
            self.warned.add((lang, key))
            log.warning("Catalog %s, %s: %s", lang, key, problem)


def read(folder: Path = LOCALES) -> Catalog:
    """Every language under ``folder``, checked (CatalogError at the first problem)."""
    if not (folder / ENGLISH).is_dir():
        raise CatalogError(f"no English catalog in {folder} (a folder {ENGLISH}/ is needed)")
    bundles: dict[str, FluentBundle] = {}
    keys: dict[str, frozenset[str]] = {}
    for sub in sorted(p for p in folder.iterdir() if p.is_dir() and not p.name.startswith("_")):
        lang = sub.name
        try:
            Locale.parse(lang, sep="-")
        except (UnknownLocaleError, ValueError) as exc:
            raise CatalogError(f"{sub}: not a locale name ({exc})") from exc
        bundle = FluentBundle([lang], use_isolating=False)  # Discord shows no bidi marks
        ids: set[str] = set()
        for path in sorted(sub.glob("*.ftl")):
            resource = _parse(path)
            for entry in resource.body:
                if isinstance(entry, fluent.Message | fluent.Term):
                    name = ("-" if isinstance(entry, fluent.Term) else "") + entry.id.name
                    if name in ids:
                        raise CatalogError(f"{path}: {name} is defined twice in {lang}")
                    ids.add(name)
            bundle.add_resource(resource)
        if NAME_KEY not in ids:
            raise CatalogError(f"{sub}: no {NAME_KEY} (the language's own name)")
        bundles[lang] = bundle
        keys[lang] = frozenset(i for i in ids if not i.startswith("-"))
    return Catalog(bundles, keys)


def _parse(path: Path) -> fluent.Resource:
    try:
        source = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CatalogError(f"{path}: cannot be read ({exc})") from exc
    resource = FluentParser(with_spans=True).parse(source)
    for entry in resource.body:
        if isinstance(entry, fluent.Junk):
            line = source.count("\n", 0, entry.span.start if entry.span else 0) + 1
            why = entry.annotations[0].message if entry.annotations else "unreadable"
            raise CatalogError(f"{path}:{line}: {why}")
    return resource


_catalog: Catalog | None = None


def load(folder: Path | None = None) -> Catalog:
    """Read the catalogs (again, with ``folder``) and keep them: called at start, so a
    broken one stops the bot there and not in the middle of a game."""
    global _catalog
    _catalog = read(folder or LOCALES)
    return _catalog


def loaded() -> Catalog:
    """The catalogs, read on first use if nobody called ``load``."""
    return _catalog if _catalog is not None else load()


def folders(folder: Path = LOCALES) -> tuple[str, ...]:
    """The languages there are (folder names; nothing parsed): English first."""
    found = sorted(p.name for p in folder.iterdir() if p.is_dir() and not p.name.startswith("_")
                   and p.name != ENGLISH) if folder.is_dir() else []
    return (ENGLISH, *found)
