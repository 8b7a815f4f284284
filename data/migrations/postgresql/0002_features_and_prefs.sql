-- 0002 for PostgreSQL (see ../0002_features_and_prefs.sql): server features and player
-- preferences, JSON objects keyed by the names in bot/features.py.

ALTER TABLE guild_settings ADD COLUMN features_json TEXT NOT NULL DEFAULT '{}';

CREATE TABLE player_prefs (
    guild_id      BIGINT  NOT NULL,
    user_id       BIGINT  NOT NULL,
    prefs_json    TEXT    NOT NULL DEFAULT '{}',
    updated_at    DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
