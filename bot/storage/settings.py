"""Guild settings (preset, option overrides, turn timer, target, features) and player
preferences."""

from __future__ import annotations

import time

from bot.storage.backend import Database, Transaction
from bot.storage.errors import CorruptRecordError
from bot.storage.models import GuildSettings, PlayerPrefsRecord, from_json_object, to_json


class SettingsRepository:
    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, guild_id: int, *, tx: Transaction | None = None) -> GuildSettings:
        """The guild's settings, or the defaults when none are stored."""
        async with self._db.using(tx, write=False) as t:
            row = await t.fetchone(
                "SELECT preset, options_json, turn_timer, target, features_json FROM guild_settings"
                " WHERE guild_id = ?",
                (guild_id,),
            )
        if row is None:
            return GuildSettings(guild_id=guild_id)
        try:
            options = from_json_object(row["options_json"], "guild options")
        except CorruptRecordError:
            options = {}  # a damaged override list falls back to the preset
        try:
            features = from_json_object(row["features_json"], "guild features")
        except CorruptRecordError:
            features = {}  # likewise: back to the defaults
        return GuildSettings(
            guild_id=guild_id,
            preset=row["preset"],
            options=options,
            turn_timer=row["turn_timer"],
            target=row["target"],
            features=features,
        )

    async def save(self, settings: GuildSettings, *, tx: Transaction | None = None) -> None:
        """Insert or replace the guild's settings."""
        options = to_json(dict(settings.options), "guild options")
        features = to_json(dict(settings.features), "guild features")
        async with self._db.using(tx) as t:
            await t.execute(
                "INSERT INTO guild_settings"
                " (guild_id, preset, options_json, turn_timer, target, features_json,"
                " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET preset = excluded.preset,"
                " options_json = excluded.options_json, turn_timer = excluded.turn_timer,"
                " target = excluded.target, features_json = excluded.features_json,"
                " updated_at = excluded.updated_at",
                (
                    settings.guild_id,
                    settings.preset,
                    options,
                    settings.turn_timer,
                    settings.target,
                    features,
                    time.time(),
                ),
            )

    async def reset(self, guild_id: int, *, tx: Transaction | None = None) -> None:
        """Forget the guild's settings (back to defaults)."""
        async with self._db.using(tx) as t:
            await t.execute("DELETE FROM guild_settings WHERE guild_id = ?", (guild_id,))


class PrefsRepository:
    """Per-player preferences, per guild like everything else."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, guild_id: int, user_id: int, *,
                  tx: Transaction | None = None) -> PlayerPrefsRecord:
        async with self._db.using(tx, write=False) as t:
            row = await t.fetchone(
                "SELECT prefs_json FROM player_prefs WHERE guild_id = ? AND user_id = ?",
                (guild_id, user_id),
            )
        if row is None:
            return PlayerPrefsRecord(guild_id, user_id)
        try:
            values = from_json_object(row["prefs_json"], "player preferences")
        except CorruptRecordError:
            values = {}
        return PlayerPrefsRecord(guild_id, user_id, values)

    async def save(self, prefs: PlayerPrefsRecord, *, tx: Transaction | None = None) -> None:
        values = to_json({k: v for k, v in prefs.values.items() if v is not None},
                         "player preferences")
        async with self._db.using(tx) as t:
            await t.execute(
                "INSERT INTO player_prefs (guild_id, user_id, prefs_json, updated_at)"
                " VALUES (?, ?, ?, ?) ON CONFLICT (guild_id, user_id) DO UPDATE SET"
                " prefs_json = excluded.prefs_json, updated_at = excluded.updated_at",
                (prefs.guild_id, prefs.user_id, values, time.time()),
            )
