"""Per-guild player statistics and the leaderboard."""

from __future__ import annotations

from typing import cast

from bot.storage.backend import Database, Row, Transaction
from bot.storage.models import (
    LEADERBOARD_SORTS,
    LeaderboardPage,
    LeaderboardRow,
    LeaderboardSort,
    PlayerStats,
)

_WIN_RATE = (
    "(CASE WHEN matches_played > 0"
    " THEN CAST(matches_won AS DOUBLE PRECISION) / matches_played ELSE 0.0 END)"
)

# Every order ends with user_id so that ties always come out the same way.
_ORDER_BY: dict[str, str] = {
    "wins": "matches_won DESC, matches_played ASC, points_scored DESC, user_id ASC",
    "points": "points_scored DESC, matches_won DESC, hands_won DESC, user_id ASC",
    "hands": "hands_won DESC, points_scored DESC, matches_won DESC, user_id ASC",
    "win_rate": f"{_WIN_RATE} DESC, matches_won DESC, points_scored DESC, user_id ASC",
}
assert set(_ORDER_BY) == set(LEADERBOARD_SORTS)

_COLUMNS = ("user_id, matches_played, matches_won, hands_won, points_scored,"
            " ai_matches_played, ai_matches_won")
# On the count boards: a player with a finished match, a hand won, points, or a match against
# AI players
# (a match started and stopped before any hand ended leaves only zeros: not listed, as
# /uno stats says they have not played; bot/screens/pages/standings.py has_played)
_PLAYED = ("(matches_played > 0 OR hands_won > 0 OR points_scored > 0"
           " OR ai_matches_played > 0)")


class StatsRepository:
    def __init__(self, db: Database) -> None:
        self._db = db

    async def player_stats(
        self, guild_id: int, user_id: int, *, tx: Transaction | None = None
    ) -> PlayerStats:
        """A player's stats in this guild (zeros if they never played here)."""
        async with self._db.using(tx, write=False) as t:
            row = await t.fetchone(
                f"SELECT {_COLUMNS} FROM player_stats WHERE guild_id = ? AND user_id = ?",
                (guild_id, user_id),
            )
        return PlayerStats(guild_id, user_id) if row is None else _stats(guild_id, row)

    async def rank(
        self,
        guild_id: int,
        user_id: int,
        sort: LeaderboardSort = "wins",
        *,
        tx: Transaction | None = None,
    ) -> int | None:
        """The player's 1-based place on the leaderboard, or None if not on it."""
        order = _order(sort)
        async with self._db.using(tx, write=False) as t:
            value = await t.fetchval(
                f"SELECT place FROM (SELECT user_id, ROW_NUMBER() OVER (ORDER BY {order})"
                f" AS place FROM player_stats WHERE guild_id = ? AND {_PLAYED}) AS ranked"
                " WHERE user_id = ?",
                (guild_id, user_id),
            )
        return None if value is None else int(value)

    async def leaderboard(
        self,
        guild_id: int,
        sort: LeaderboardSort = "wins",
        page: int = 1,
        per_page: int = 10,
        *,
        tx: Transaction | None = None,
    ) -> LeaderboardPage:
        """One page (1-based) of the guild's players in ``sort`` order, with the total."""
        order = _order(sort)
        if per_page < 1:
            raise ValueError("per_page must be at least 1")
        page = max(1, page)
        offset = (page - 1) * per_page
        async with self._db.using(tx, write=False) as t:
            total = int(
                await t.fetchval(
                    f"SELECT COUNT(*) FROM player_stats WHERE guild_id = ? AND {_PLAYED}",
                    (guild_id,)
                )
            )
            rows = await t.fetchall(
                f"SELECT {_COLUMNS} FROM player_stats WHERE guild_id = ? AND {_PLAYED}"
                f" ORDER BY {order} LIMIT ? OFFSET ?",
                (guild_id, per_page, offset),
            )
        return LeaderboardPage(
            guild_id=guild_id,
            sort=sort,
            page=page,
            per_page=per_page,
            total=total,
            rows=tuple(
                LeaderboardRow(rank=offset + i + 1, stats=_stats(guild_id, row))
                for i, row in enumerate(rows)
            ),
        )


def _order(sort: str) -> str:
    # The ORDER BY text comes only from this fixed table, never from the caller.
    if sort not in _ORDER_BY:
        raise ValueError(f"unknown leaderboard sort {sort!r}; use one of {LEADERBOARD_SORTS}")
    return _ORDER_BY[cast(str, sort)]


def _stats(guild_id: int, row: Row) -> PlayerStats:
    return PlayerStats(
        guild_id=guild_id,
        user_id=row["user_id"],
        matches_played=row["matches_played"],
        matches_won=row["matches_won"],
        hands_won=row["hands_won"],
        points_scored=row["points_scored"],
        ai_matches_played=row["ai_matches_played"],
        ai_matches_won=row["ai_matches_won"],
    )
