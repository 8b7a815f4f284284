-- 0001 for PostgreSQL: the same schema as ../0001_initial.sql (SQLite), version for version.
-- Discord snowflakes are BIGINT (they fit in 63 bits); match ids are identity columns;
-- times are Unix epoch seconds (DOUBLE PRECISION); *_json columns hold JSON text, as in
-- SQLite, so both backends read and write the same strings.

CREATE TABLE guild_settings (
    guild_id      BIGINT  PRIMARY KEY,
    preset        TEXT    NOT NULL DEFAULT 'official',
    options_json  TEXT    NOT NULL DEFAULT '{}',
    turn_timer    INTEGER NOT NULL DEFAULT 60 CHECK (turn_timer >= 0),  -- seconds; 0 = off
    target        INTEGER NOT NULL DEFAULT 500 CHECK (target > 0),
    updated_at    DOUBLE PRECISION NOT NULL
);

CREATE TABLE matches (
    id            BIGINT  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    guild_id      BIGINT  NOT NULL,
    channel_id    BIGINT  NOT NULL,
    rules_json    TEXT    NOT NULL,
    target        INTEGER NOT NULL,
    status        TEXT    NOT NULL DEFAULT 'active'
                  CHECK (status IN ('active', 'finished', 'abandoned')),
    winner_ids_json TEXT  NOT NULL DEFAULT '[]',
    created_at    DOUBLE PRECISION NOT NULL,
    finished_at   DOUBLE PRECISION
);

CREATE INDEX matches_by_guild ON matches (guild_id, status, created_at);

CREATE INDEX matches_by_channel ON matches (channel_id, status);

CREATE TABLE match_players (
    match_id      BIGINT  NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    user_id       BIGINT  NOT NULL,
    seat          INTEGER NOT NULL,
    points        INTEGER NOT NULL DEFAULT 0,
    hands_won     INTEGER NOT NULL DEFAULT 0,
    has_left      INTEGER NOT NULL DEFAULT 0 CHECK (has_left IN (0, 1)),
    PRIMARY KEY (match_id, user_id),
    UNIQUE (match_id, seat)
);

CREATE TABLE hands (
    match_id      BIGINT  NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    hand_number   INTEGER NOT NULL,
    winner_id     BIGINT,
    points        INTEGER NOT NULL,
    results_json  TEXT    NOT NULL,
    played_at     DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (match_id, hand_number)
);

CREATE TABLE player_stats (
    guild_id        BIGINT  NOT NULL,
    user_id         BIGINT  NOT NULL,
    matches_played  INTEGER NOT NULL DEFAULT 0,
    matches_won     INTEGER NOT NULL DEFAULT 0,
    hands_won       INTEGER NOT NULL DEFAULT 0,
    points_scored   BIGINT  NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, user_id)
);

CREATE TABLE live_games (
    channel_id        BIGINT  PRIMARY KEY,
    guild_id          BIGINT  NOT NULL,
    match_id          BIGINT  REFERENCES matches (id) ON DELETE SET NULL,
    state_json        TEXT    NOT NULL,
    version           BIGINT  NOT NULL,
    table_message_id  BIGINT,
    ui_json           TEXT    NOT NULL DEFAULT '{}',
    updated_at        DOUBLE PRECISION NOT NULL
);

CREATE INDEX live_games_by_guild ON live_games (guild_id);
