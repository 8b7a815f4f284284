-- 0003: a match won because every other member left is a walkover. It is finished and its
-- winner recorded, but it does not count as a match won (issue 12). A column rather than a
-- status, so every query that reads 'finished' matches stays as it is.

ALTER TABLE matches ADD COLUMN walkover INTEGER NOT NULL DEFAULT 0 CHECK (walkover IN (0, 1));
