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
-- they move from the matches against people to the record against AI players. Counted
-- once per (server, player) first, so each player's row is then one indexed look-up.
CREATE TABLE ai_record_0004 AS
    SELECT m.guild_id AS guild_id, p.user_id AS user_id, COUNT(*) AS played,
           SUM(CASE WHEN m.walkover = 0 AND m.winner_ids_json = '[' || p.user_id || ']'
                    THEN 1 ELSE 0 END) AS won
    FROM matches m JOIN match_players p ON p.match_id = m.id
    WHERE m.status = 'finished'
      AND (SELECT COUNT(*) FROM match_players q WHERE q.match_id = m.id) = 1
    GROUP BY m.guild_id, p.user_id;

CREATE UNIQUE INDEX ai_record_0004_key ON ai_record_0004 (guild_id, user_id);

UPDATE player_stats SET
    ai_matches_played = (SELECT a.played FROM ai_record_0004 a
                         WHERE a.guild_id = player_stats.guild_id
                           AND a.user_id = player_stats.user_id),
    ai_matches_won = (SELECT a.won FROM ai_record_0004 a
                      WHERE a.guild_id = player_stats.guild_id
                        AND a.user_id = player_stats.user_id),
    matches_played = matches_played - (SELECT a.played FROM ai_record_0004 a
                                       WHERE a.guild_id = player_stats.guild_id
                                         AND a.user_id = player_stats.user_id),
    matches_won = matches_won - (SELECT a.won FROM ai_record_0004 a
                                 WHERE a.guild_id = player_stats.guild_id
                                   AND a.user_id = player_stats.user_id)
WHERE EXISTS (SELECT 1 FROM ai_record_0004 a
              WHERE a.guild_id = player_stats.guild_id AND a.user_id = player_stats.user_id);

DROP TABLE ai_record_0004;
