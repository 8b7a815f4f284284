-- 0003 (PostgreSQL): as the SQLite 0003, a match won because every other member left is
-- a walkover: finished, its winner recorded, not counted as a match won.

ALTER TABLE matches ADD COLUMN walkover INTEGER NOT NULL DEFAULT 0 CHECK (walkover IN (0, 1));
