"""Guild settings: defaults when absent, round trip, reset."""

from __future__ import annotations

from bot.storage import GuildSettings, Storage

from .conftest import GUILD, OTHER_GUILD


async def test_absent_guild_gets_the_defaults(storage: Storage) -> None:
    settings = await storage.settings.get(GUILD)
    assert settings == GuildSettings(guild_id=GUILD)
    assert settings.preset == "official"
    assert settings.target == 500
    assert settings.turn_timer == 60
    assert dict(settings.options) == {}


async def test_settings_round_trip_and_overwrite(storage: Storage) -> None:
    saved = GuildSettings(
        guild_id=GUILD,
        preset="party",
        options={"stacking": True, "uno_penalty_cards": 4, "scoring": "lowest_wins"},
        turn_timer=45,
        target=250,
    )
    await storage.settings.save(saved)
    assert await storage.settings.get(GUILD) == saved
    changed = GuildSettings(guild_id=GUILD, preset="family", turn_timer=0, target=1000)
    await storage.settings.save(changed)
    assert await storage.settings.get(GUILD) == changed
    assert await storage.settings.get(OTHER_GUILD) == GuildSettings(guild_id=OTHER_GUILD)
    await storage.settings.reset(GUILD)
    assert await storage.settings.get(GUILD) == GuildSettings(guild_id=GUILD)
