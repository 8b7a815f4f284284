-- 0004: skill ratings per player per server, in seasons (issue 27), and the record against
-- AI players kept apart from the matches against people (issue 24, defect 8).

-- A server's rating clock: its current season and the number of its last rated hand.
-- Every rated hand and every new season writes this row first, so on PostgreSQL they take
-- turns on its row lock (two hands ending at once in one server) and the rated hands get
-- one order, which a recompute replays (bot/ratings/recompute.py).
CREATE TABLE rating_guilds (
    guild_id      INTEGER PRIMARY KEY,
    season        INTEGER NOT NULL DEFAULT 1,
    seq           INTEGER NOT NULL DEFAULT 0,
    monthly       INTEGER NOT NULL DEFAULT 0 CHECK (monthly IN (0, 1))
);

CREATE TABLE rating_seasons (
    guild_id      INTEGER NOT NULL,
    season        INTEGER NOT NULL,
    started_at    REAL    NOT NULL,
    ended_at      REAL,
    how           TEXT    NOT NULL CHECK (how IN ('first', 'admin', 'monthly')),
    hands         INTEGER NOT NULL DEFAULT 0,  -- rated hands played in it
    PRIMARY KEY (guild_id, season)
);

-- What each rated hand was, in the order it was rated: the input of the ratings.
-- places_json: {"user id": place}, 1 = went out first, equal places are ties.
CREATE TABLE rated_hands (
    guild_id      INTEGER NOT NULL,
    seq           INTEGER NOT NULL,
    season        INTEGER NOT NULL,
    match_id      INTEGER NOT NULL REFERENCES matches (id),
    hand_number   INTEGER NOT NULL,
    places_json   TEXT    NOT NULL,
    played_at     REAL    NOT NULL,
    PRIMARY KEY (guild_id, seq),
    UNIQUE (match_id, hand_number)
);

-- One row per player per season; season 0 is all time (never starts afresh).
CREATE TABLE ratings (
    guild_id      INTEGER NOT NULL,
    season        INTEGER NOT NULL,
    user_id       INTEGER NOT NULL,
    mu            REAL    NOT NULL,
    sigma         REAL    NOT NULL,
    hands         INTEGER NOT NULL DEFAULT 0,
    wins          INTEGER NOT NULL DEFAULT 0,
    streak        INTEGER NOT NULL DEFAULT 0,
    best_streak   INTEGER NOT NULL DEFAULT 0,
    seq           INTEGER NOT NULL,  -- the rated hand that last changed it
    PRIMARY KEY (guild_id, season, user_id)
);

-- Every rating after every rated hand: /uno stats draws the trend from it.
CREATE TABLE rating_history (
    guild_id      INTEGER NOT NULL,
    season        INTEGER NOT NULL,
    user_id       INTEGER NOT NULL,
    seq           INTEGER NOT NULL,
    mu            REAL    NOT NULL,
    sigma         REAL    NOT NULL,
    PRIMARY KEY (guild_id, season, user_id, seq)
);

ALTER TABLE player_stats ADD COLUMN ai_matches_played INTEGER NOT NULL DEFAULT 0;

ALTER TABLE player_stats ADD COLUMN ai_matches_won INTEGER NOT NULL DEFAULT 0;

-- Finished matches with one member were played against AI seats (a match needs two seats):
-- they move from the matches against people to the record against AI players.
UPDATE player_stats SET
    ai_matches_played = (
        SELECT COUNT(*) FROM match_players p JOIN matches m ON m.id = p.match_id
        WHERE m.guild_id = player_stats.guild_id AND p.user_id = player_stats.user_id
          AND m.status = 'finished'
          AND (SELECT COUNT(*) FROM match_players q WHERE q.match_id = m.id) = 1),
    ai_matches_won = (
        SELECT COUNT(*) FROM match_players p JOIN matches m ON m.id = p.match_id
        WHERE m.guild_id = player_stats.guild_id AND p.user_id = player_stats.user_id
          AND m.status = 'finished' AND m.walkover = 0
          AND m.winner_ids_json = '[' || p.user_id || ']'
          AND (SELECT COUNT(*) FROM match_players q WHERE q.match_id = m.id) = 1);

UPDATE player_stats SET matches_played = matches_played - ai_matches_played,
    matches_won = matches_won - ai_matches_won;
