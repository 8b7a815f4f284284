"""The slash commands in the member's language: every description, option and choice has
its sentence in every language (English's the command's own), within Discord's 100
characters, and the commands the bot syncs carry them for each Discord locale we speak."""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.i18n.catalog import loaded
from bot.i18n.commands import command_key
from tests.fakediscord import FakeDiscord, InProcessBot


def texts(bot: InProcessBot) -> Iterator[tuple[str, str]]:
    """(catalog key, the English text the code gives) of every command text."""
    for cmd in bot.tree.walk_commands():
        group = isinstance(cmd, app_commands.Group)
        where = Where.group_description if group else Where.command_description
        yield _key(cmd.description, where, cmd), cmd.description
        if isinstance(cmd, app_commands.Command):
            for p in cmd.parameters:
                at = SimpleNamespace(command=cmd, name=p.name)
                yield _key(p.description, Where.parameter_description, at), p.description
                for c in p.choices:
                    yield _key(c, Where.choice_name, c), c.name


def _key(text: Any, where: Where, data: Any) -> str:
    named = getattr(text, "_locale_name", None)  # a Choice made with locale_str(key=)
    if named is not None and named.extras.get("key"):
        return str(named.extras["key"])
    key = command_key(where, data)
    assert key is not None
    return key


async def test_every_command_text_has_its_sentence_in_every_language(
        bot: InProcessBot) -> None:
    catalog = loaded()
    found = list(texts(bot))
    assert len(found) > 40
    for key, english in found:
        assert catalog.text("en", key, {}) == english, key  # the catalog follows the code
        for lang in catalog.languages:
            assert catalog.has(lang, key), (lang, key)
            assert 1 <= len(catalog.text(lang, key, {})) <= 100, (lang, key)


async def test_synced_commands_carry_each_language(fake: FakeDiscord,
                                                    bot: InProcessBot) -> None:
    uno = next(c for c in fake.synced_commands(global_=True) if c["name"] == "uno")
    assert uno["description_localizations"]["es-ES"] == "Jugar al UNO en este canal"
    assert uno["description_localizations"]["es-419"] == "Jugar al UNO en este canal"
    assert uno["description_localizations"]["de"] == "UNO in diesem Kanal spielen"
    # every language but English (a sixth language adds its own)
    assert {"es-ES", "es-419", "pt-BR", "de", "fr"} <= set(uno["description_localizations"])
    start = next(o for o in uno["options"] if o["name"] == "start")
    assert start["description_localizations"]["fr"] == "Ouvrir une salle d'UNO dans ce salon"
    preset = next(o for o in start["options"] if o["name"] == "preset")
    assert preset["description_localizations"]["pt-BR"].startswith("Regras predefinidas")
    official = next(c for c in preset["choices"] if c["value"] == "official")
    assert official["name_localizations"]["es-ES"] == "oficial"
    assert not start.get("name_localizations")  # names stay what everyone types
