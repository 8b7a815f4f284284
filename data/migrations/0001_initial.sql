-- 0001: the first schema. Ids are Discord snowflakes (INTEGER); times are Unix
-- epoch seconds (REAL); *_json columns hold JSON text. One statement per
-- ';'-terminated line group: the runner splits on complete statements.

CREATE TABLE guild_settings (
    guild_id      INTEGER PRIMARY KEY,
    preset        TEXT    NOT NULL DEFAULT 'official',
    options_json  TEXT    NOT NULL DEFAULT '{}',
    turn_timer    INTEGER NOT NULL DEFAULT 60 CHECK (turn_timer >= 0),  -- seconds; 0 = off
    target        INTEGER NOT NULL DEFAULT 500 CHECK (target > 0),
    updated_at    REAL    NOT NULL
);

CREATE TABLE matches (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    rules_json    TEXT    NOT NULL,
    target        INTEGER NOT NULL,
    status        TEXT    NOT NULL DEFAULT 'active'
                  CHECK (status IN ('active', 'finished', 'abandoned')),
    winner_ids_json TEXT  NOT NULL DEFAULT '[]',
    created_at    REAL    NOT NULL,
    finished_at   REAL
);

CREATE INDEX matches_by_guild ON matches (guild_id, status, created_at);

CREATE INDEX matches_by_channel ON matches (channel_id, status);

CREATE TABLE match_players (
    match_id      INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    user_id       INTEGER NOT NULL,
    seat          INTEGER NOT NULL,
    points        INTEGER NOT NULL DEFAULT 0,
    hands_won     INTEGER NOT NULL DEFAULT 0,
    has_left      INTEGER NOT NULL DEFAULT 0 CHECK (has_left IN (0, 1)),
    PRIMARY KEY (match_id, user_id),
    UNIQUE (match_id, seat)
);

CREATE TABLE hands (
    match_id      INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    hand_number   INTEGER NOT NULL,
    winner_id     INTEGER,
    points        INTEGER NOT NULL,
    results_json  TEXT    NOT NULL,
    played_at     REAL    NOT NULL,
    PRIMARY KEY (match_id, hand_number)
);

CREATE TABLE player_stats (
    guild_id        INTEGER NOT NULL,
    user_id         INTEGER NOT NULL,
    matches_played  INTEGER NOT NULL DEFAULT 0,
    matches_won     INTEGER NOT NULL DEFAULT 0,
    hands_won       INTEGER NOT NULL DEFAULT 0,
    points_scored   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, user_id)
);

CREATE TABLE live_games (
    channel_id        INTEGER PRIMARY KEY,
    guild_id          INTEGER NOT NULL,
    match_id          INTEGER REFERENCES matches (id) ON DELETE SET NULL,
    state_json        TEXT    NOT NULL,
    version           INTEGER NOT NULL,
    table_message_id  INTEGER,
    ui_json           TEXT    NOT NULL DEFAULT '{}',
    updated_at        REAL    NOT NULL
);

CREATE INDEX live_games_by_guild ON live_games (guild_id);
