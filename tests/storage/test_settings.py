"""Guild settings: defaults when absent, round trip, reset."""

from __future__ import annotations

from bot.game.features import feature, pref
from bot.storage import GuildSettings, PlayerPrefsRecord, Storage

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


async def test_features_round_trip_and_a_damaged_value_falls_back(storage: Storage) -> None:
    saved = GuildSettings(guild_id=GUILD, features={"art": False, "threads": True})
    await storage.settings.save(saved)
    assert await storage.settings.get(GUILD) == saved
    await storage.settings.save(GuildSettings(guild_id=GUILD, features={"art": "sideways"}))
    stored = await storage.settings.get(GUILD)
    assert feature(stored.features, "art") is True  # unusable -> the default, not an error
    assert feature(stored.features, "threads") is False


async def test_player_prefs_are_per_guild_and_unset_means_default(storage: Storage) -> None:
    assert await storage.prefs.get(GUILD, 7) == PlayerPrefsRecord(GUILD, 7)
    await storage.prefs.save(PlayerPrefsRecord(GUILD, 7, {"playable_first": True,
                                                    "high_contrast": None}))
    mine = await storage.prefs.get(GUILD, 7)
    assert dict(mine.values) == {"playable_first": True}  # None (follow the server) not kept
    assert pref(mine.values, "playable_first") is True
    assert pref(mine.values, "high_contrast") is None
    assert await storage.prefs.get(OTHER_GUILD, 7) == PlayerPrefsRecord(OTHER_GUILD, 7)
