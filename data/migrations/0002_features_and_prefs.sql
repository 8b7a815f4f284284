-- 0002: server features that are not rules of the game (card pictures, threads, AI
-- cover, ...) and per-player preferences. Both are JSON objects keyed by the names in
-- bot/features.py, so a new feature needs no new migration.

ALTER TABLE guild_settings ADD COLUMN features_json TEXT NOT NULL DEFAULT '{}';

CREATE TABLE player_prefs (
    guild_id      INTEGER NOT NULL,
    user_id       INTEGER NOT NULL,
    prefs_json    TEXT    NOT NULL DEFAULT '{}',
    updated_at    REAL    NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
