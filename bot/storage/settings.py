"""Guild settings: default preset, option overrides, turn timer, target."""

from __future__ import annotations

import time

from bot.storage.backend import Database, Transaction
from bot.storage.errors import CorruptRecordError
from bot.storage.models import GuildSettings, from_json_object, to_json


class SettingsRepository:
    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, guild_id: int, *, tx: Transaction | None = None) -> GuildSettings:
        """The guild's settings, or the defaults when none are stored."""
        async with self._db.using(tx, write=False) as t:
            row = await t.fetchone(
                "SELECT preset, options_json, turn_timer, target FROM guild_settings"
                " WHERE guild_id = ?",
                (guild_id,),
            )
        if row is None:
            return GuildSettings(guild_id=guild_id)
        try:
            options = from_json_object(row["options_json"], "guild options")
        except CorruptRecordError:
            options = {}  # a damaged override list falls back to the preset
        return GuildSettings(
            guild_id=guild_id,
            preset=row["preset"],
            options=options,
            turn_timer=row["turn_timer"],
            target=row["target"],
        )

    async def save(self, settings: GuildSettings, *, tx: Transaction | None = None) -> None:
        """Insert or replace the guild's settings."""
        options = to_json(dict(settings.options), "guild options")
        async with self._db.using(tx) as t:
            await t.execute(
                "INSERT INTO guild_settings"
                " (guild_id, preset, options_json, turn_timer, target, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET preset = excluded.preset,"
                " options_json = excluded.options_json, turn_timer = excluded.turn_timer,"
                " target = excluded.target, updated_at = excluded.updated_at",
                (
                    settings.guild_id,
                    settings.preset,
                    options,
                    settings.turn_timer,
                    settings.target,
                    time.time(),
                ),
            )

    async def reset(self, guild_id: int, *, tx: Transaction | None = None) -> None:
        """Forget the guild's settings (back to defaults)."""
        async with self._db.using(tx) as t:
            await t.execute("DELETE FROM guild_settings WHERE guild_id = ?", (guild_id,))
