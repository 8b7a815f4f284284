"""The catalogs (bot/i18n/locales): every key in every language with the same
placeholders, each sentence said without an error in every language, and what happens
with a gap (a missing key, an unknown locale) or a broken catalog."""

from __future__ import annotations

import functools
import logging
import shutil
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import EN, LANGUAGES, CatalogError, Lang, lang_for, nearest
from bot.i18n.catalog import LOCALES, Catalog, folders, loaded, read
from tests.i18n.checks import entries, placeholders, problems, selectors

LANGS = ("en", "es-ES", "pt-BR", "de", "fr")


def test_the_five_languages_are_found_from_their_folders() -> None:
    # (at least these: a sixth language is a folder more, and no test to change)
    assert set(LANGS) <= set(LANGUAGES) and LANGUAGES[0] == "en"
    assert {Lang(code).name for code in LANGS} == {
        "English", "Español", "Português (Brasil)", "Deutsch", "Français"}


def test_every_key_is_in_every_language_with_the_same_placeholders() -> None:
    found = problems(LOCALES)
    assert found == [], "\n".join(found)
    print(f"{len(entries(LOCALES)['en'])} keys and terms in each of {len(LANGS)} languages")


def _doctored(tmp_path: Path, lang: str, old: str, new: str) -> Path:
    copy = tmp_path / "locales"
    copy.parent.mkdir(parents=True, exist_ok=True)
    shutil.copytree(LOCALES, copy)
    for path in (copy / lang).glob("*.ftl"):
        text = path.read_text(encoding="utf-8")
        if old in text:
            path.write_text(text.replace(old, new, 1), encoding="utf-8")
            return copy
    raise AssertionError(f"{old!r} not in {lang}")


def test_the_parity_check_fails_on_a_misspelt_placeholder(tmp_path: Path) -> None:
    copy = tmp_path / "locales"
    for lang, text in (("en", "hello = Hi { $who }, { $count ->\n  [one] a card\n "
                              " *[other] { $count } cards\n}\n"),
                       ("de", "hello = Hallo { $wer }, { $count ->\n  [one] eine Karte\n"
                              "  *[other] { $count } Karten\n}\n")):
        (copy / lang).mkdir(parents=True)
        (copy / lang / "a.ftl").write_text(f"language-name = {lang}\n{text}")
    assert problems(copy) == ["de: hello has placeholders ['count', 'wer'], English "
                              "['count', 'who']"]
    # and in the real catalogs: any placeholder of German's respelt is found
    found = entries(LOCALES)["de"]
    key = next((k for k in sorted(found) if not k.startswith("-")
                and placeholders(k, found)), None)
    if key is not None:
        var = sorted(placeholders(key, found))[0]
        doctored = _doctored(tmp_path / "real", "de", "$" + var, "$" + var + "x")
        assert any("placeholders" in p for p in problems(doctored))


def test_the_parity_check_fails_on_a_missing_key(tmp_path: Path) -> None:
    copy = _doctored(tmp_path, "fr", "language-name = Français", "# (forgot)")
    # a language without its own name does not even load
    with pytest.raises(CatalogError):
        read(copy)
    assert "fr: missing language-name" in problems(copy)


@functools.cache
def _entries() -> dict[str, dict[str, Any]]:
    return entries(LOCALES)


def _samples(key: str, lang: str) -> list[dict[str, object]]:
    """Values for each placeholder: a number where a variant is chosen by it (plurals),
    else a name; several numbers, so every plural form is said."""
    found = _entries()[lang]
    numeric = selectors(key, found)
    return [{v: (n if v in numeric else "Nova") for v in placeholders(key, found)}
            for n in (0, 1, 2, 5, 1234)]


@pytest.mark.parametrize("lang", LANGS)
def test_every_sentence_is_said_without_an_error(lang: str) -> None:
    catalog = read(LOCALES)
    bundle = catalog.bundles[lang]
    for key in sorted(catalog.keys[lang]):
        for args in _samples(key, lang):
            message = bundle.get_message(key)
            assert message.value is not None, key
            text, errors = bundle.format_pattern(message.value, args)
            assert errors == [], (lang, key, args, errors)
            assert text.strip(), (lang, key)


def test_an_unknown_locale_is_english() -> None:
    assert lang_for("xx-YY") is EN or lang_for("xx-YY") == EN
    assert lang_for(None) == EN
    assert Lang("xx")("language-name") == "English"
    assert nearest("es-419") == "es-ES" and nearest("en-GB") == "en"
    assert nearest("pt-BR") == "pt-BR" and nearest("de") == "de" and nearest("ja") is None
    assert lang_for("ja", "fr") == Lang("fr")


def test_a_missing_key_is_english_with_one_warning(caplog: pytest.LogCaptureFixture,
                                                   tmp_path: Path) -> None:
    copy = tmp_path / "locales"
    for lang in ("en", "de"):
        (copy / lang).mkdir(parents=True)
    (copy / "en" / "a.ftl").write_text("language-name = English\nhello = Hello { $who }\n")
    (copy / "de" / "a.ftl").write_text("language-name = Deutsch\n")
    catalog: Catalog = read(copy)
    with caplog.at_level(logging.WARNING, "bot.i18n.catalog"):
        said = [catalog.text("de", "hello", {"who": "Nova"}) for _ in range(3)]
        assert catalog.text("de", "nowhere", {}) == "nowhere"
    assert said == ["Hello Nova"] * 3
    warnings = [r for r in caplog.records if "hello" in r.getMessage()]
    assert len(warnings) == 1 and "de" in warnings[0].getMessage()


@pytest.mark.parametrize(("name", "text"), [
    ("broken.ftl", "hello = { $who\n"),
    ("twice.ftl", "hello = a\nhello = b\n"),
])
def test_a_broken_catalog_does_not_load(tmp_path: Path, name: str, text: str) -> None:
    copy = tmp_path / "locales"
    shutil.copytree(LOCALES, copy)
    (copy / "de" / name).write_text(text, encoding="utf-8")
    with pytest.raises(CatalogError) as caught:
        read(copy)
    assert name in str(caught.value) and "\n" not in str(caught.value)


def test_a_folder_that_is_no_locale_does_not_load(tmp_path: Path) -> None:
    copy = tmp_path / "locales"
    shutil.copytree(LOCALES, copy)
    (copy / "xx-YY").mkdir()
    with pytest.raises(CatalogError, match="xx-YY"):
        read(copy)


@pytest.mark.parametrize("argv", [[], ["--local"]], ids=["discord", "playground"])
def test_a_broken_catalog_stops_the_bot_at_start_with_one_line(
        argv: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    import bot.__main__ as entry
    import bot.i18n.catalog as catalog_module

    copy = tmp_path / "locales"
    shutil.copytree(LOCALES, copy)
    (copy / "fr" / "core.ftl").write_text("language-name = { Français\n", encoding="utf-8")
    monkeypatch.setattr(catalog_module, "LOCALES", copy)
    monkeypatch.setenv("DISCORD_TOKEN", "x" * 59)
    monkeypatch.setenv("UNO_DATABASE", str(tmp_path / "uno.sqlite3"))
    monkeypatch.chdir(tmp_path)
    try:
        assert entry.main(argv) == 2
    finally:
        catalog_module.load(LOCALES)
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "language catalog error" in err and "core.ftl" in err


def test_the_catalog_in_use_is_the_shipped_one() -> None:
    assert set(loaded().languages) == set(folders(LOCALES))


def test_a_sixth_language_is_one_folder(tmp_path: Path) -> None:
    """A translator copies en/ to it/ and translates it: nothing else names the languages
    (found at start, offered in /uno settings and /uno prefs, used for Discord's it)."""
    copy = tmp_path / "locales"
    shutil.copytree(LOCALES, copy)
    shutil.copytree(LOCALES / "en", copy / "it")
    core = copy / "it" / "core.ftl"
    core.write_text(core.read_text(encoding="utf-8").replace(
        "language-name = English", "language-name = Italiano"), encoding="utf-8")
    assert folders(copy) == ("en", "de", "es-ES", "fr", "it", "pt-BR")
    catalog = read(copy)
    assert catalog.text("it", "language-name", {}) == "Italiano"
    assert nearest("it", folders(copy)) == "it" and problems(copy) == []


def test_every_setting_and_preference_is_described_in_every_language() -> None:
    from bot.engine.rules import OPTIONS
    from bot.game.features import FEATURES, PREFS

    keys = ([f"about-{o.name}" for o in OPTIONS] + [f"about-feature-{o.name}" for o in FEATURES]
            + [f"about-pref-{o.name}" for o in PREFS])
    catalog = loaded()
    assert [(lang, k) for lang in catalog.languages for k in keys
            if not catalog.has(lang, k)] == []
