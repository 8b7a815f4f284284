"""Which language, where (issue 26): what everyone reads is in the server's language (the
``language`` setting of /uno settings, else the server's Discord locale, else English),
what one player reads in theirs (their /uno prefs ``language``, else their Discord app's)."""

from __future__ import annotations

from bot.game.table import Table
from tests.fakediscord import Driver, FakeDiscord, InProcessBot


def table_of(bot: InProcessBot, fake: FakeDiscord) -> Table:
    table = bot.tables.get(fake.channel.id)
    assert table is not None
    return table


async def test_a_game_speaks_the_servers_discord_language(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot) -> None:
    fake.guild.locale = "es-419"
    await driver.slash(fake.alice, "/uno start")
    assert table_of(bot, fake).language == "es-ES"


async def test_the_language_setting_wins_over_the_servers_locale(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot) -> None:
    fake.guild.locale = "de"
    await driver.slash(fake.owner, "/uno settings option:language value:FR")
    assert dict((await bot.storage.settings.get(fake.guild.id)).features) == {"language": "fr"}
    await driver.slash(fake.alice, "/uno start")
    assert table_of(bot, fake).language == "fr"
    await driver.slash(fake.alice, "/uno stop")
    await driver.slash(fake.owner, "/uno settings option:language value:default")
    await driver.slash(fake.alice, "/uno start")
    assert table_of(bot, fake).language == "de"


async def test_a_server_in_a_language_we_lack_plays_in_english(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot) -> None:
    fake.guild.locale = "ja"
    await driver.slash(fake.alice, "/uno start")
    assert table_of(bot, fake).language == "en"


async def test_a_players_language_is_their_apps_unless_they_chose_one(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot) -> None:
    fake.alice.locale, fake.bob.locale = "pt-BR", "de"
    lobby = (await driver.slash(fake.alice, "/uno start")).response
    await driver.click(fake.bob, lobby, "Join")
    table = table_of(bot, fake)
    assert table.rt.langs == {fake.bob.id: "de"}
    await driver.slash(fake.bob, "/uno prefs option:language value:es-es")
    assert table.rt.langs[fake.bob.id] == "de"  # (a lobby: the game's players only follow)
    await driver.click(fake.alice, driver.get(lobby.id), "Start (host)")
    await driver.click(fake.bob, driver.get(lobby.id), "My hand")
    assert table.rt.langs == {fake.alice.id: "pt-BR", fake.bob.id: "es-ES"}
    await driver.slash(fake.bob, "/uno prefs option:language value:default")
    assert table.rt.langs[fake.bob.id] == "de"
