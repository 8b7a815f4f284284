"""Skill ratings per player per server, in seasons (issue 27).

A rated hand is applied in the transaction of the hand's own result (``Storage.
commit_action``): the server's rating clock (``rating_guilds``) is written first, which on
PostgreSQL holds its row lock to the commit, so two hands ending at once in one server
take turns and the second reads the ratings the first wrote; SQLite writes one
transaction at a time anyway. The clock numbers the rated hands (``seq``), and
``rated_hands`` keeps each one's finishing order under its number: replaying them in that
order gives exactly the stored ratings (``bot/ratings/recompute.py``).

Lock order, the same in every transaction that takes these rows: player_stats rows (in id
order, matches.py), then the rating clock, then the ratings rows; so no two transactions
wait for each other in a circle.
"""

from __future__ import annotations

import calendar
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import cast

from bot.ratings.model import PROVISIONAL_HANDS, Skill, Z, rate
from bot.storage.backend import Database, Row, Transaction
from bot.storage.errors import CorruptRecordError
from bot.storage.models import (
    ALL_TIME,
    RatedHand,
    RatingPage,
    RatingRow,
    Season,
    Seasons,
    SeasonStart,
    from_json_object,
    to_json,
)

# The order of a rating board: the ranked players (enough hands) first, by openskill's
# ordinal (bot/ratings/model.py: mu - Z sigma), then the provisional ones; ties by id.
_ORDER = (f"CASE WHEN hands >= {int(PROVISIONAL_HANDS)} THEN 0 ELSE 1 END,"
          f" (mu - {float(Z)} * sigma) DESC, user_id ASC")
_SKILL = "mu, sigma, hands, wins, streak, best_streak"


@dataclass(frozen=True, slots=True)
class StoredHand:
    """One rated hand as stored: the input of a replay."""

    seq: int
    season: int
    match_id: int
    hand_number: int
    places: dict[int, int]


@dataclass(frozen=True, slots=True)
class StoredRatings:
    """A server's ratings as stored (or as a replay makes them): by (season, user)."""

    skills: dict[tuple[int, int], Skill]
    last_seq: dict[tuple[int, int], int]  # the rated hand that last changed each
    history: dict[tuple[int, int, int], tuple[float, float]]  # (season, user, seq) -> mu, sigma


def month_start(at: float) -> float:
    """The first of ``at``'s month, 00:00 UTC."""
    t = time.gmtime(at)
    return float(calendar.timegm((t.tm_year, t.tm_mon, 1, 0, 0, 0)))


class RatingsRepository:
    def __init__(self, db: Database) -> None:
        self._db = db

    # -- writing ---------------------------------------------------------------------
    async def rate_hand(self, hand: RatedHand, *, tx: Transaction) -> bool:
        """Apply one hand to its players' ratings, this season's and all time, in the
        caller's transaction. Idempotent: a hand already rated changes nothing (False)."""
        if len(hand.places) < 2:
            raise ValueError("a rated hand needs at least two players")
        guild = hand.guild_id
        season, seq = await self._lock_clock(tx, guild, hand.at)
        if await tx.fetchval("SELECT 1 FROM rated_hands WHERE match_id = ? AND hand_number = ?",
                             (hand.match_id, hand.hand_number)):
            return False
        seq += 1
        players = sorted(hand.places)
        marks = ", ".join("?" for _ in players)
        rows = await tx.fetchall(
            f"SELECT season, user_id, {_SKILL} FROM ratings WHERE guild_id = ?"
            f" AND season IN (?, ?) AND user_id IN ({marks})",
            (guild, ALL_TIME, season, *players))
        before = {(int(r["season"]), int(r["user_id"])): _skill(r) for r in rows}
        after: dict[tuple[int, int], Skill] = {}
        for s in (ALL_TIME, season):
            new = rate({p: before[(s, p)] for p in players if (s, p) in before}, hand.places)
            after.update(((s, p), skill) for p, skill in new.items())
        await tx.executemany(
            f"INSERT INTO ratings (guild_id, season, user_id, {_SKILL}, seq)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, season, user_id)"
            " DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, hands = excluded.hands,"
            " wins = excluded.wins, streak = excluded.streak,"
            " best_streak = excluded.best_streak, seq = excluded.seq",
            [(guild, s, p, k.mu, k.sigma, k.hands, k.wins, k.streak, k.best_streak, seq)
             for (s, p), k in sorted(after.items())])
        await tx.executemany(
            "INSERT INTO rating_history (guild_id, season, user_id, seq, mu, sigma)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            [(guild, s, p, seq, k.mu, k.sigma) for (s, p), k in sorted(after.items())])
        await tx.execute(
            "INSERT INTO rated_hands (guild_id, seq, season, match_id, hand_number,"
            " places_json, played_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (guild, seq, season, hand.match_id, hand.hand_number,
             to_json({str(p): int(hand.places[p]) for p in players}, "hand places"),
             hand.at))
        await tx.execute("UPDATE rating_guilds SET seq = ? WHERE guild_id = ?", (seq, guild))
        await tx.execute("UPDATE rating_seasons SET hands = hands + 1"
                         " WHERE guild_id = ? AND season = ?", (guild, season))
        return True

    async def _lock_clock(self, t: Transaction, guild_id: int, at: float) -> tuple[int, int]:
        """The server's current season and last rated hand, its clock row locked until the
        transaction ends (created with season 1 on the first use); a monthly season past its
        month gives way to the next one here."""
        await t.execute("INSERT INTO rating_guilds (guild_id, season, seq, monthly)"
                        " VALUES (?, 1, 0, 0) ON CONFLICT DO NOTHING", (guild_id,))
        await t.execute("INSERT INTO rating_seasons (guild_id, season, started_at, how, hands)"
                        " VALUES (?, 1, ?, 'first', 0) ON CONFLICT DO NOTHING", (guild_id, at))
        # a write to the row, so PostgreSQL locks it (SQLite has no FOR UPDATE)
        await t.execute("UPDATE rating_guilds SET seq = seq WHERE guild_id = ?", (guild_id,))
        row = await t.fetchone(
            "SELECT g.season, g.seq, g.monthly, s.started_at, s.hands FROM rating_guilds g"
            " JOIN rating_seasons s ON s.guild_id = g.guild_id AND s.season = g.season"
            " WHERE g.guild_id = ?", (guild_id,))
        if row is None:
            raise CorruptRecordError(f"guild {guild_id}: its current season is missing")
        season, seq = int(row["season"]), int(row["seq"])
        if row["monthly"] and float(row["started_at"]) < month_start(at):
            season = await self._next_season(t, guild_id, season, int(row["hands"]),
                                             month_start(at), "monthly")
        return season, seq

    async def _next_season(self, t: Transaction, guild_id: int, season: int, hands: int,
                           at: float, how: SeasonStart) -> int:
        """Season ``season + 1`` from ``at`` (clock row locked); a season with no rated hand
        yet is not kept, it starts again at ``at`` instead."""
        if hands == 0:
            await t.execute("UPDATE rating_seasons SET started_at = ?, how = ?"
                            " WHERE guild_id = ? AND season = ?", (at, how, guild_id, season))
            return season
        await t.execute("UPDATE rating_seasons SET ended_at = ? WHERE guild_id = ? AND season = ?",
                        (at, guild_id, season))
        await t.execute("INSERT INTO rating_seasons (guild_id, season, started_at, how, hands)"
                        " VALUES (?, ?, ?, ?, 0)", (guild_id, season + 1, at, how))
        await t.execute("UPDATE rating_guilds SET season = ? WHERE guild_id = ?",
                        (season + 1, guild_id))
        return season + 1

    async def new_season(self, guild_id: int, at: float) -> tuple[Season, bool]:
        """An admin starts a new season now: (the current season, True) when one started;
        (the current season, False) when it has no rated hand yet (it stays, a fresh start
        already)."""
        async with self._db.transaction() as t:
            season, _ = await self._lock_clock(t, guild_id, at)
            hands = int(await t.fetchval(
                "SELECT hands FROM rating_seasons WHERE guild_id = ? AND season = ?",
                (guild_id, season)))
            started = hands > 0
            if started:
                season = await self._next_season(t, guild_id, season, hands, at, "admin")
            current = await self._seasons(t, guild_id)
        assert current.current is not None
        return current.current, started

    async def set_monthly(self, guild_id: int, monthly: bool, at: float) -> Seasons:
        """Whether a new season starts on the first of each month."""
        async with self._db.transaction() as t:
            await self._lock_clock(t, guild_id, at)
            await t.execute("UPDATE rating_guilds SET monthly = ? WHERE guild_id = ?",
                            (int(monthly), guild_id))
            return await self._seasons(t, guild_id)

    # -- reading ---------------------------------------------------------------------
    async def seasons(self, guild_id: int, at: float | None = None) -> Seasons:
        """The server's seasons, newest first. With ``at`` (now), a monthly season past its
        month gives way to the next one first, so a board read on the 1st is the new one."""
        async with self._db.transaction(write=False) as t:
            known = await self._seasons(t, guild_id)
        current = known.current
        if at is None or current is None or not known.monthly \
                or current.started_at >= month_start(at):
            return known
        async with self._db.transaction() as t:
            await self._lock_clock(t, guild_id, at)
            return await self._seasons(t, guild_id)

    @staticmethod
    async def _seasons(t: Transaction, guild_id: int) -> Seasons:
        monthly = await t.fetchval("SELECT monthly FROM rating_guilds WHERE guild_id = ?",
                                   (guild_id,))
        rows = await t.fetchall(
            "SELECT season, started_at, ended_at, how, hands FROM rating_seasons"
            " WHERE guild_id = ? ORDER BY season DESC", (guild_id,))
        return Seasons(guild_id, tuple(
            Season(int(r["season"]), float(r["started_at"]),
                   None if r["ended_at"] is None else float(r["ended_at"]),
                   cast(SeasonStart, r["how"]), int(r["hands"])) for r in rows),
            bool(monthly))

    async def skill(self, guild_id: int, season: int, user_id: int) -> Skill | None:
        """A player's rating in a season (ALL_TIME: all time); None before their first."""
        async with self._db.transaction(write=False) as t:
            row = await t.fetchone(
                f"SELECT {_SKILL} FROM ratings WHERE guild_id = ? AND season = ?"
                " AND user_id = ?", (guild_id, season, user_id))
        return None if row is None else _skill(row)

    async def place(self, guild_id: int, season: int, user_id: int) -> tuple[int | None, int]:
        """(the player's place among the ranked players or None, how many are ranked)."""
        async with self._db.transaction(write=False) as t:
            ranked = int(await t.fetchval(
                "SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND season = ? AND hands >= ?",
                (guild_id, season, PROVISIONAL_HANDS)))
            value = await t.fetchval(
                f"SELECT place FROM (SELECT user_id, hands, ROW_NUMBER() OVER (ORDER BY {_ORDER})"
                " AS place FROM ratings WHERE guild_id = ? AND season = ?) AS board"
                " WHERE user_id = ? AND hands >= ?",
                (guild_id, season, user_id, PROVISIONAL_HANDS))
        return (None if value is None else int(value)), ranked

    async def trend(self, guild_id: int, season: int, user_id: int, hands: int
                    ) -> list[tuple[float, float]]:
        """(mu, sigma) after each of the player's last ``hands`` rated hands, oldest first."""
        async with self._db.transaction(write=False) as t:
            rows = await t.fetchall(
                "SELECT mu, sigma FROM rating_history WHERE guild_id = ? AND season = ?"
                " AND user_id = ? ORDER BY seq DESC LIMIT ?", (guild_id, season, user_id, hands))
        return [(float(r["mu"]), float(r["sigma"])) for r in reversed(rows)]

    async def leaderboard(self, guild_id: int, season: int, page: int = 1, per_page: int = 10
                          ) -> RatingPage:
        """One page (1-based) of a season's board (ALL_TIME: all time): the ranked players
        by rating, then the provisional ones."""
        if per_page < 1:
            raise ValueError("per_page must be at least 1")
        page = max(1, page)
        offset = (page - 1) * per_page
        async with self._db.transaction(write=False) as t:
            counts = await t.fetchone(
                "SELECT COUNT(*), COALESCE(SUM(CASE WHEN hands >= ? THEN 1 ELSE 0 END), 0)"
                " FROM ratings WHERE guild_id = ? AND season = ?",
                (PROVISIONAL_HANDS, guild_id, season))
            rows = await t.fetchall(
                f"SELECT user_id, {_SKILL} FROM ratings WHERE guild_id = ? AND season = ?"
                f" ORDER BY {_ORDER} LIMIT ? OFFSET ?", (guild_id, season, per_page, offset))
        total, ranked = (int(counts[0]), int(counts[1])) if counts is not None else (0, 0)
        return RatingPage(guild_id, season, page, per_page, total, ranked, tuple(
            RatingRow(offset + i + 1 if offset + i < ranked else None, int(r["user_id"]),
                      _skill(r)) for i, r in enumerate(rows)))

    # -- replaying (bot/ratings/recompute.py) -----------------------------------------
    async def stored_hands(self, guild_id: int) -> list[StoredHand]:
        """The server's rated hands in the order they were rated."""
        async with self._db.transaction(write=False) as t:
            rows = await t.fetchall(
                "SELECT seq, season, match_id, hand_number, places_json FROM rated_hands"
                " WHERE guild_id = ? ORDER BY seq", (guild_id,))
        return [StoredHand(int(r["seq"]), int(r["season"]), int(r["match_id"]),
                           int(r["hand_number"]),
                           {int(k): int(v) for k, v in
                            from_json_object(r["places_json"], "hand places").items()})
                for r in rows]

    async def stored(self, guild_id: int) -> StoredRatings:
        """The server's ratings and rating history as stored."""
        async with self._db.transaction(write=False) as t:
            rows = await t.fetchall(
                f"SELECT season, user_id, {_SKILL}, seq FROM ratings WHERE guild_id = ?",
                (guild_id,))
            history = await t.fetchall(
                "SELECT season, user_id, seq, mu, sigma FROM rating_history WHERE guild_id = ?",
                (guild_id,))
        return StoredRatings(
            {(int(r["season"]), int(r["user_id"])): _skill(r) for r in rows},
            {(int(r["season"]), int(r["user_id"])): int(r["seq"]) for r in rows},
            {(int(r["season"]), int(r["user_id"]), int(r["seq"])):
             (float(r["mu"]), float(r["sigma"])) for r in history})

    async def replace(self, guild_id: int, ratings: StoredRatings, upto: int) -> bool:
        """Put a replay's ratings in place of the stored ones, if no hand was rated since
        the replay read them (``upto``: the last hand it replayed); False if one was."""
        async with self._db.transaction() as t:
            await t.execute("UPDATE rating_guilds SET seq = seq WHERE guild_id = ?",
                            (guild_id,))
            seq = await t.fetchval("SELECT seq FROM rating_guilds WHERE guild_id = ?",
                                   (guild_id,))
            if int(seq or 0) != upto:
                return False
            await t.execute("DELETE FROM ratings WHERE guild_id = ?", (guild_id,))
            await t.execute("DELETE FROM rating_history WHERE guild_id = ?", (guild_id,))
            await t.executemany(
                f"INSERT INTO ratings (guild_id, season, user_id, {_SKILL}, seq)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(guild_id, s, p, k.mu, k.sigma, k.hands, k.wins, k.streak, k.best_streak,
                  ratings.last_seq[(s, p)]) for (s, p), k in sorted(ratings.skills.items())])
            await t.executemany(
                "INSERT INTO rating_history (guild_id, season, user_id, seq, mu, sigma)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                [(guild_id, s, p, q, mu, sigma)
                 for (s, p, q), (mu, sigma) in sorted(ratings.history.items())])
        return True


def replay(hands: Iterable[StoredHand]) -> StoredRatings:
    """The ratings the rated hands give, applied in order as ``rate_hand`` applies them."""
    skills: dict[tuple[int, int], Skill] = {}
    last: dict[tuple[int, int], int] = {}
    history: dict[tuple[int, int, int], tuple[float, float]] = {}
    for hand in hands:
        for s in (ALL_TIME, hand.season):
            new = rate({p: skills[(s, p)] for p in hand.places if (s, p) in skills},
                       hand.places)
            for p, k in new.items():
                skills[(s, p)] = k
                last[(s, p)] = hand.seq
                history[(s, p, hand.seq)] = (k.mu, k.sigma)
    return StoredRatings(skills, last, history)


def _skill(row: Row) -> Skill:
    return Skill(float(row["mu"]), float(row["sigma"]), int(row["hands"]), int(row["wins"]),
                 int(row["streak"]), int(row["best_streak"]))
