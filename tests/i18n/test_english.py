"""The English finder the language tests rely on finds English, and nothing in the other
languages' own words."""

from __future__ import annotations

from bot.i18n import Lang
from bot.screens.pages.help_text import help_text
from tests.i18n.english import english_in


def test_english_sentences_and_labels_are_found() -> None:
    found = english_in(["La mesa.\nThe hand is over. The next hand starts soon."],
                       ["Unirse", "Join"], "es-ES")
    assert any("The next hand starts soon" in f for f in found) and "Join" in found


def test_no_english_is_found_in_each_languages_own_help() -> None:
    for code in ("es-ES", "pt-BR", "de", "fr"):
        assert english_in([help_text(Lang(code))], [], code) == [], code
    assert english_in([help_text()], [], "de") != []
