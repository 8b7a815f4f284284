"""Leaderboard: paging, every sort order, deterministic ties; per-player stats."""

from __future__ import annotations

import pytest

from bot.storage import LeaderboardSort, PlayerStats, Storage

from .conftest import CHANNEL, GUILD

SORTS: tuple[LeaderboardSort, ...] = ("wins", "points", "hands", "win_rate")


async def seed_stats(storage: Storage, rows: list[PlayerStats]) -> None:
    async with storage.transaction() as tx:
        for s in rows:
            await tx.execute(
                "INSERT INTO player_stats (guild_id, user_id, matches_played, matches_won,"
                " hands_won, points_scored) VALUES (?, ?, ?, ?, ?, ?)",
                (
                    s.guild_id,
                    s.user_id,
                    s.matches_played,
                    s.matches_won,
                    s.hands_won,
                    s.points_scored,
                ),
            )


async def test_23_players_make_3_pages(storage: Storage) -> None:
    await seed_stats(
        storage,
        [PlayerStats(GUILD, 100 + i, 30, i, 2 * i, 10 * i) for i in range(23)],
    )
    pages = [await storage.stats.leaderboard(GUILD, "wins", page=p) for p in (1, 2, 3, 4)]
    assert [len(p.rows) for p in pages] == [10, 10, 3, 0]
    assert all(p.total == 23 and p.pages == 3 for p in pages)
    ranks = [row.rank for p in pages for row in p.rows]
    assert ranks == list(range(1, 24))
    users = [row.stats.user_id for p in pages for row in p.rows]
    assert users == [100 + i for i in reversed(range(23))]
    assert len(set(users)) == 23


def make(user: int, played: int, won: int, hands: int, points: int) -> PlayerStats:
    return PlayerStats(GUILD, user, played, won, hands, points)


async def test_each_sort_order(storage: Storage) -> None:
    await seed_stats(
        storage,
        [
            make(1, played=10, won=5, hands=20, points=900),
            make(2, played=2, won=2, hands=5, points=300),
            make(3, played=6, won=3, hands=30, points=1200),
            make(4, played=0, won=0, hands=1, points=50),
        ],
    )

    async def order(sort: LeaderboardSort) -> list[int]:
        page = await storage.stats.leaderboard(GUILD, sort)
        return [r.stats.user_id for r in page.rows]

    assert await order("wins") == [1, 3, 2, 4]
    assert await order("points") == [3, 1, 2, 4]
    assert await order("hands") == [3, 1, 2, 4]
    # 2: 100 %, then 1 and 3 tie at 50 % (more wins first), then 4 never finished a match
    assert await order("win_rate") == [2, 1, 3, 4]
    assert await storage.stats.rank(GUILD, 3, "points") == 1
    assert await storage.stats.rank(GUILD, 999, "points") is None
    with pytest.raises(ValueError):
        await storage.stats.leaderboard(GUILD, "name; DROP TABLE player_stats")  # type: ignore[arg-type]


async def test_full_ties_are_broken_by_user_id_in_every_order(storage: Storage) -> None:
    await seed_stats(storage, [PlayerStats(GUILD, u, 4, 2, 3, 100) for u in (50, 7, 31, 12)])
    for sort in SORTS:
        page = await storage.stats.leaderboard(GUILD, sort)
        assert [r.stats.user_id for r in page.rows] == [7, 12, 31, 50]


async def test_win_rate_ties_with_different_counts(storage: Storage) -> None:
    # 1/3 and 2/6 are the same rate: more wins first, then points, then id
    await seed_stats(
        storage,
        [
            PlayerStats(GUILD, 1, 3, 1, 0, 10),
            PlayerStats(GUILD, 2, 6, 2, 0, 10),
            PlayerStats(GUILD, 3, 6, 2, 0, 20),
        ],
    )
    page = await storage.stats.leaderboard(GUILD, "win_rate")
    assert [r.stats.user_id for r in page.rows] == [3, 2, 1]


async def test_player_stats_from_play_and_absent_player(storage: Storage) -> None:
    match_id = await storage.matches.create_match(GUILD, CHANNEL, {}, 100, [1, 2])
    await storage.matches.record_hand(match_id, 1, 1, {1: 60}, {1: 60, 2: 0})
    await storage.matches.record_hand(match_id, 2, 1, {1: 45}, {1: 105, 2: 0})
    await storage.matches.finish_match(match_id, [1])
    stats = await storage.stats.player_stats(GUILD, 1)
    assert stats == PlayerStats(
        GUILD, 1, matches_played=1, matches_won=1, hands_won=2, points_scored=105
    )
    assert stats.win_rate == 1.0
    assert await storage.stats.player_stats(GUILD, 3) == PlayerStats(GUILD, 3)
