"""Finding English in what a player of another language was shown: the pieces of the
English catalog's sentences (two words or more between placeholders) that the other
language's catalog does not also use, and its one-word labels ("Join", "Pass")."""

from __future__ import annotations

import functools
import re
from pathlib import Path

from fluent.syntax import FluentParser, ast, visitor

from bot.i18n.catalog import LOCALES

_WORDS = re.compile(r"[A-Za-z]{2,}[ '’][A-Za-z]{2,}")
_CODE = re.compile(r"`[^`]*`")  # commands and options are typed as they are everywhere


class _Texts(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.pieces: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.pieces += [p.strip(" .,:;!?()—·*-\u200b") for p in node.value.splitlines()]


def _texts(lang: str) -> tuple[list[str], str]:
    folder = Path(LOCALES) / lang
    source = "\n".join(p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.ftl")))
    found = _Texts()
    for entry in FluentParser().parse(source).body:
        if isinstance(entry, ast.Message | ast.Term):
            found.visit(entry)
    return found.pieces, source


@functools.cache
def english_only(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """(English sentence pieces, English one-word labels) that ``lang`` does not use."""
    pieces, _ = _texts("en")
    _, theirs = _texts(lang)
    sentences = {_CODE.sub("", p).strip() for p in pieces}
    sentences = {p for p in sentences if _WORDS.search(p) and p not in theirs}
    words = {p for p in pieces if re.fullmatch(r"[A-Z][a-z]+", p) and p not in theirs}
    return frozenset(sentences), frozenset(words)


def english_in(texts: list[str], labels: list[str], lang: str) -> list[str]:
    """The English pieces found in ``texts`` and the English labels among ``labels``."""
    sentences, words = english_only(lang)
    found = sorted({p for p in sentences for t in texts if p in t})
    found += sorted({label for label in labels if label in words})
    return found
