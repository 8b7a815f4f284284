"""/uno settings through the fake Discord: permission, validation, saving, isolation."""

from __future__ import annotations

import pytest

from bot.storage import GuildSettings
from tests.fakediscord import Driver, FakeDiscord, FakeUser, InProcessBot, Interaction

pytestmark = pytest.mark.timeout(30)

MANAGE_GUILD = 1 << 5


def grant_manage_server(fake: FakeDiscord, user: FakeUser) -> None:
    fake.member(user).permissions |= MANAGE_GUILD


def reply_text(result: Interaction) -> str:
    assert result.response is not None
    return result.response.text


async def test_refused_without_manage_server(driver: Driver, fake: FakeDiscord,
                                             bot: InProcessBot) -> None:
    for command in ("/uno settings", "/uno settings preset:party", "/uno settings reset:true"):
        result = await driver.slash(fake.alice, command)
        assert result.ephemeral
        assert "Manage Server" in reply_text(result)
    assert await bot.storage.settings.get(fake.guild.id) == GuildSettings(fake.guild.id)
    assert driver.messages(fake.bob) == []  # every refusal was private


async def test_show_with_manage_server(driver: Driver, fake: FakeDiscord) -> None:
    grant_manage_server(fake, fake.alice)
    result = await driver.slash(fake.alice, "/uno settings")
    assert result.ephemeral
    text = reply_text(result)
    assert "`official`" in text and "Turn timer:** 60 s" in text and "500 points" in text
    assert "House rules:** as the preset has them" in text and "`art` **on**" in text
    assert len(text) <= 1200 + 100  # the summary (plus title and footer), not a wall
    owner = await driver.slash(fake.owner, "/uno settings")  # Administrator works too
    assert "`official`" in reply_text(owner)


async def test_change_and_read_back(driver: Driver, fake: FakeDiscord,
                                    bot: InProcessBot) -> None:
    grant_manage_server(fake, fake.alice)
    guild = fake.guild.id
    repo = bot.storage.settings

    result = await driver.slash(fake.alice, "/uno settings preset:party turn_timer:45 target:1000")
    assert result.ephemeral and "Saved" in reply_text(result)
    assert await repo.get(guild) == GuildSettings(guild, "party", {}, 45, 1000)

    await driver.slash(fake.alice, "/uno settings option:stacking value:off")
    await driver.slash(fake.alice, "/uno settings option:uno_penalty_cards value:4")
    saved = await repo.get(guild)
    assert saved.preset == "party"
    assert dict(saved.options) == {"stacking": False, "uno_penalty_cards": 4}
    shown = reply_text(await driver.slash(fake.alice, "/uno settings"))
    assert "`stacking` **off** ✱" in shown and "seven_o" not in shown  # changes only
    detail = reply_text(await driver.slash(fake.alice, "/uno settings option:seven_o"))
    assert "UNO setting: seven_o" in detail and "**Now:** on" in detail  # drilled into
    assert "45 s" in shown and "1,000 points" in shown

    await driver.slash(fake.alice, "/uno settings option:stacking value:default")
    assert dict((await repo.get(guild)).options) == {"uno_penalty_cards": 4}
    off = reply_text(await driver.slash(fake.alice, "/uno settings turn_timer:0"))
    assert (await repo.get(guild)).turn_timer == 0
    assert "turn timer → off" in off

    # A different preset starts from that preset's rules.
    text = reply_text(await driver.slash(fake.alice, "/uno settings preset:family"))
    assert "cleared" in text
    assert await repo.get(guild) == GuildSettings(guild, "family", {}, 0, 1000)

    reset = await driver.slash(fake.alice, "/uno settings reset:true")
    assert "reset" in reply_text(reset)
    assert await repo.get(guild) == GuildSettings(guild)


@pytest.mark.parametrize(("command", "named"), [
    ("/uno settings option:wd4 value:sometimes", "official, anytime, no_playable"),
    ("/uno settings option:stacking value:maybe", "on or off"),
    ("/uno settings option:uno_penalty_cards value:3", "2, 4"),
    ("/uno settings option:max_players value:11", "from 2 to 10"),
    ("/uno settings option:colours value:on", "deck, blank_effect, wd4"),
    ("/uno settings option:wd4", "official, anytime, no_playable"),
    ("/uno settings value:on", "option"),
    ("/uno settings turn_timer:5", "0 (off) or from 10 to 600"),
    ("/uno settings turn_timer:601", "0 (off) or from 10 to 600"),
    ("/uno settings target:99", "from 100 to 5,000"),
    ("/uno settings target:5001", "from 100 to 5,000"),
    ("/uno settings option:target value:300", "target argument"),
])
async def test_invalid_values_are_refused_naming_the_choices(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, command: str, named: str) -> None:
    grant_manage_server(fake, fake.alice)
    await driver.slash(fake.alice, "/uno settings target:750")
    before = await bot.storage.settings.get(fake.guild.id)
    result = await driver.slash(fake.alice, command)
    assert result.ephemeral
    assert named in reply_text(result)
    assert await bot.storage.settings.get(fake.guild.id) == before


async def test_servers_keep_their_own_settings(driver: Driver, fake: FakeDiscord,
                                               bot: InProcessBot) -> None:
    await driver.slash(fake.owner, "/uno settings preset:online target:200")
    elsewhere = fake.other_guild.text_channels[0]
    there = await driver.slash(fake.owner, "/uno settings", channel=elsewhere)
    assert "`official`" in reply_text(there) and "500 points" in reply_text(there)
    assert await bot.storage.settings.get(fake.other_guild.id) == \
        GuildSettings(fake.other_guild.id)
    # Manage Server in one server grants nothing in another.
    grant_manage_server(fake, fake.alice)
    refused = await driver.slash(fake.alice, "/uno settings preset:party", channel=elsewhere)
    assert "Manage Server" in reply_text(refused)


async def test_option_and_value_autocomplete(driver: Driver, fake: FakeDiscord) -> None:
    grant_manage_server(fake, fake.alice)
    names = await driver.autocomplete(fake.alice, "/uno settings", {}, "option")
    values = [c["value"] for c in names]
    assert "stacking" in values and "wd4" in values and "target" not in values
    assert [c["value"] for c in await driver.autocomplete(
        fake.alice, "/uno settings", {"option": "stack"}, "option")] == ["stacking"]
    wd4 = await driver.autocomplete(fake.alice, "/uno settings", {"option": "wd4"}, "value")
    assert [c["value"] for c in wd4] == ["official", "anytime", "no_playable", "default"]
    toggles = await driver.autocomplete(fake.alice, "/uno settings",
                                        {"option": "jump_in", "value": "o"}, "value")
    assert [c["value"] for c in toggles] == ["on", "off"]
    assert await driver.autocomplete(fake.alice, "/uno settings", {"option": "nope"},
                                     "value") == []


async def test_table_features_are_set_like_options_and_kept_apart_from_the_rules(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot) -> None:
    grant_manage_server(fake, fake.alice)
    guild = fake.guild.id
    result = await driver.slash(fake.alice, "/uno settings option:art value:off")
    assert "art → off" in reply_text(result)
    assert "`art` **off** ✱" in reply_text(result)
    await driver.slash(fake.alice, "/uno settings preset:party")  # clears rules, not features
    saved = await bot.storage.settings.get(guild)
    assert dict(saved.features) == {"art": False} and dict(saved.options) == {}
    refused = await driver.slash(fake.alice, "/uno settings option:threads value:maybe")
    assert "on or off" in reply_text(refused)
    await driver.slash(fake.alice, "/uno settings option:art value:default")
    assert dict((await bot.storage.settings.get(guild)).features) == {}
