"""Ratings and seasons in storage (issue 27), on both backends: a rated hand is applied in
the transaction of its hand, once; seasons start afresh and past ones stay readable; the
stored ratings are exactly what a replay of the stored hands gives; hands ending at once
in one server all count."""

from __future__ import annotations

import asyncio
import calendar
import random
import shutil
from pathlib import Path

import pytest

from bot.ratings.model import PROVISIONAL_HANDS, Skill, finishing_places, rate
from bot.storage import (
    HandResult,
    LiveGame,
    MatchEnd,
    RatedHand,
    StaleVersionError,
    Storage,
)
from bot.storage.db import MIGRATIONS_DIR
from bot.storage.models import ALL_TIME
from bot.storage.ratings import replay
from tests.storage.conftest import CHANNEL, GUILD, OTHER_GUILD, OpenStorage

A, B, C, D = 111, 222, 333, 444
MARCH = float(calendar.timegm((2025, 3, 10, 12, 0, 0)))
APRIL = float(calendar.timegm((2025, 4, 2, 9, 0, 0)))


async def new_match(storage: Storage, players: list[int], guild: int = GUILD) -> int:
    return await storage.matches.create_match(guild, CHANNEL, {}, 500, players)


async def rate_hand(storage: Storage, match_id: int, number: int, places: dict[int, int],
                    at: float = MARCH, guild: int = GUILD) -> None:
    """A hand's result and its rating, committed as the write path commits them."""
    winner = next(p for p, place in places.items() if place == 1)
    await storage.commit_action(
        None, HandResult(match_id, number, winner, {winner: 10}, {p: 0 for p in places}),
        rated=RatedHand(guild, match_id, number, places, at))


async def test_a_rated_hand_moves_this_season_and_all_time_alike(storage: Storage) -> None:
    match_id = await new_match(storage, [A, B, C])
    await rate_hand(storage, match_id, 1, {A: 1, B: 2, C: 2})
    expected = rate({}, {A: 1, B: 2, C: 2})
    for season in (ALL_TIME, 1):
        for player in (A, B, C):
            assert await storage.ratings.skill(GUILD, season, player) == expected[player]
    a, b = expected[A], expected[B]
    assert a.mu > 25 > b.mu and a.hands == 1 and a.wins == 1 and a.streak == 1
    assert b.wins == 0 and b.streak == 0
    assert expected[B] == expected[C]  # a tie is a tie
    seasons = await storage.ratings.seasons(GUILD)
    assert seasons.current is not None and seasons.current.number == 1
    assert seasons.current.hands == 1 and seasons.current.how == "first"
    assert await storage.ratings.skill(OTHER_GUILD, 1, A) is None  # per server


async def test_a_hand_is_rated_once(storage: Storage) -> None:
    match_id = await new_match(storage, [A, B])
    await rate_hand(storage, match_id, 1, {A: 1, B: 2})
    once = await storage.ratings.stored(GUILD)
    async with storage.transaction() as tx:
        assert not await storage.ratings.rate_hand(
            RatedHand(GUILD, match_id, 1, {A: 1, B: 2}, MARCH), tx=tx)
    assert await storage.ratings.stored(GUILD) == once
    assert len(await storage.ratings.stored_hands(GUILD)) == 1


async def test_a_refused_write_rates_nothing(storage: Storage, open_storage: OpenStorage
                                             ) -> None:
    """The rating is part of the hand's transaction: when the game's write is refused (another
    process holds a newer copy), neither the hand nor the ratings are written."""
    match_id = await new_match(storage, [A, B])
    game = LiveGame(CHANNEL, GUILD, match_id, {"x": 1}, version=1)
    await storage.commit_action(game)
    other = await open_storage()
    await other.live_games.get(CHANNEL)
    await other.commit_action(LiveGame(CHANNEL, GUILD, match_id, {"x": 2}, version=2))
    with pytest.raises(StaleVersionError):
        await storage.commit_action(
            LiveGame(CHANNEL, GUILD, match_id, {"x": 3}, version=2),
            HandResult(match_id, 1, A, {A: 5}, {A: 5, B: 0}),
            rated=RatedHand(GUILD, match_id, 1, {A: 1, B: 2}, MARCH))
    assert await storage.ratings.skill(GUILD, 1, A) is None
    assert await storage.ratings.stored_hands(GUILD) == []
    assert await storage.matches.hands(GUILD, match_id) == []


async def test_the_board_ranks_by_rating_and_lists_newcomers_as_provisional(
        storage: Storage) -> None:
    match_id = await new_match(storage, [A, B, C])
    for number in range(1, PROVISIONAL_HANDS + 1):
        await rate_hand(storage, match_id, number, {A: 1, B: 2})
    await rate_hand(storage, match_id, 99, {C: 1, A: 2})  # C: one hand, won
    page = await storage.ratings.leaderboard(GUILD, 1)
    assert (page.total, page.ranked) == (3, 2)
    assert [(r.place, r.user_id) for r in page.rows] == [(1, A), (2, B), (None, C)]
    c = page.rows[2].skill
    assert c.provisional and c.shown > page.rows[1].skill.shown  # listed below all the same
    assert await storage.ratings.place(GUILD, 1, B) == (2, 2)
    assert await storage.ratings.place(GUILD, 1, C) == (None, 2)
    second = await storage.ratings.leaderboard(GUILD, 1, page=2, per_page=2)
    assert [(r.place, r.user_id) for r in second.rows] == [(None, C)] and second.pages == 2


async def test_a_new_season_starts_afresh_and_the_old_one_stays(storage: Storage) -> None:
    match_id = await new_match(storage, [A, B])
    await rate_hand(storage, match_id, 1, {A: 1, B: 2})
    season, started = await storage.ratings.new_season(GUILD, MARCH + 60)
    assert started and season.number == 2 and season.how == "admin" and season.hands == 0
    await rate_hand(storage, match_id, 2, {B: 1, A: 2}, at=MARCH + 120)

    fresh = rate({}, {B: 1, A: 2})
    assert await storage.ratings.skill(GUILD, 2, B) == fresh[B]  # afresh
    first = rate({}, {A: 1, B: 2})
    assert await storage.ratings.skill(GUILD, 1, A) == first[A]  # the past season stays
    all_time = rate(first, {B: 1, A: 2})
    assert await storage.ratings.skill(GUILD, ALL_TIME, A) == all_time[A]  # all time goes on
    seasons = await storage.ratings.seasons(GUILD)
    assert [(s.number, s.hands, s.ended_at) for s in seasons.seasons] == [
        (2, 1, None), (1, 1, MARCH + 60)]

    # a season without a rated hand is a fresh start already: no empty season is kept
    await storage.ratings.new_season(GUILD, MARCH + 200)
    again, started = await storage.ratings.new_season(GUILD, MARCH + 300)
    assert not started and again.number == 3


async def test_monthly_seasons_start_on_the_first_of_the_month(storage: Storage) -> None:
    match_id = await new_match(storage, [A, B])
    await rate_hand(storage, match_id, 1, {A: 1, B: 2}, at=MARCH)
    seasons = await storage.ratings.set_monthly(GUILD, True, MARCH)
    assert seasons.monthly
    await rate_hand(storage, match_id, 2, {A: 1, B: 2}, at=MARCH + 3600)  # still March
    assert (await storage.ratings.seasons(GUILD)).current.number == 1  # type: ignore[union-attr]

    await rate_hand(storage, match_id, 3, {B: 1, A: 2}, at=APRIL)
    seasons = await storage.ratings.seasons(GUILD)
    april_first = float(calendar.timegm((2025, 4, 1, 0, 0, 0)))
    assert [(s.number, s.how, s.started_at, s.ended_at, s.hands) for s in seasons.seasons] == [
        (2, "monthly", april_first, None, 1), (1, "first", MARCH, april_first, 2)]
    assert await storage.ratings.skill(GUILD, 2, B) == rate({}, {B: 1, A: 2})[B]

    # read on the first of May before any hand: the board is already May's (empty)
    may = float(calendar.timegm((2025, 5, 1, 0, 5, 0)))
    seasons = await storage.ratings.seasons(GUILD, at=may)
    assert seasons.current is not None and seasons.current.number == 3
    assert (await storage.ratings.leaderboard(GUILD, 3)).total == 0
    assert (await storage.ratings.leaderboard(GUILD, 2)).total == 2

    await storage.ratings.set_monthly(GUILD, False, may)
    await rate_hand(storage, match_id, 4, {A: 1, B: 2}, at=may + 40 * 86400)
    assert (await storage.ratings.seasons(GUILD)).current.number == 3  # type: ignore[union-attr]


async def random_hands(storage: Storage, rng: random.Random, hands: int,
                       players: list[int]) -> None:
    """Hands of 2 to 10 players with ties and leavers' shared last places, over seasons
    started by hand and by month."""
    match_id = await new_match(storage, players)
    at = MARCH
    await storage.ratings.set_monthly(GUILD, True, at)
    for number in range(1, hands + 1):
        seated = rng.sample(players, rng.randint(2, min(10, len(players))))
        leavers = seated[1:][:rng.choice([0, 0, 0, 1, 2])]
        left = {p: rng.randint(0, 6) for p in seated if p not in leavers}
        places = finishing_places(left, seated[0])
        places.update(dict.fromkeys(leavers, len(left) + 1))
        await rate_hand(storage, match_id, number, places, at=at)
        at += rng.choice([60.0, 600.0, 86400.0 * 9])
        if rng.random() < 0.05:
            await storage.ratings.new_season(GUILD, at)


async def test_the_stored_ratings_are_exactly_a_replay_of_the_stored_hands(
        storage: Storage) -> None:
    await random_hands(storage, random.Random(27), 120, [1000 + i for i in range(14)])
    hands = await storage.ratings.stored_hands(GUILD)
    assert [h.seq for h in hands] == list(range(1, 121))
    assert len({h.season for h in hands}) > 2
    stored = await storage.ratings.stored(GUILD)
    assert replay(hands) == stored  # every float, count, streak and history entry


async def hands_at_once(storage: Storage, other: Storage, players: list[int], rounds: int
                        ) -> None:
    """Two processes, each ending hands in its own channels of one server at the same time,
    every hand sharing players with the others."""
    matches = [await new_match(storage, players) for _ in range(4)]
    rng = random.Random(5)

    async def one(store: Storage, match_id: int, number: int) -> None:
        seated = rng.sample(players, 3)
        await rate_hand(store, match_id, number, {seated[0]: 1, seated[1]: 2, seated[2]: 3})

    for number in range(1, rounds + 1):
        await asyncio.gather(*(one(storage if i % 2 else other, m, number)
                               for i, m in enumerate(matches)))


async def test_hands_ending_at_once_in_one_server_all_count(
        storage: Storage, open_storage: OpenStorage) -> None:
    """Each rated hand reads the ratings the one before it wrote: on PostgreSQL the server's
    rating clock row is locked to the commit; on SQLite writes take turns. A lost update
    would show as stored ratings a replay does not give."""
    players = [A, B, C, D, 555]
    await hands_at_once(storage, await open_storage(), players, 8)
    hands = await storage.ratings.stored_hands(GUILD)
    assert [h.seq for h in hands] == list(range(1, 33))
    stored = await storage.ratings.stored(GUILD)
    assert replay(hands) == stored
    total = sum(stored.skills[(ALL_TIME, p)].hands for p in players)
    assert total == 32 * 3


async def test_a_match_against_ai_seats_only_counts_apart(storage: Storage) -> None:
    """Issue 24, defect 8: a match won against AI seats is no match won; the record against
    AI players is kept on its own."""
    solo = await new_match(storage, [A])
    await storage.commit_action(None, match_end=MatchEnd(solo, (A,), vs_ai=True))
    lost = await new_match(storage, [A])
    await storage.commit_action(None, match_end=MatchEnd(lost, (), vs_ai=True))
    people = await new_match(storage, [A, B])
    await storage.commit_action(None, match_end=MatchEnd(people, (A,)))
    a = await storage.stats.player_stats(GUILD, A)
    assert (a.matches_played, a.matches_won, a.ai_matches_played, a.ai_matches_won) == (
        1, 1, 2, 1)


@pytest.fixture
def older_migrations(tmp_path: Path, backend: str) -> Path:
    """The migrations up to 0003 (the schema before ratings) for ``backend``."""
    source = MIGRATIONS_DIR / "postgresql" if backend == "postgresql" else MIGRATIONS_DIR
    target = tmp_path / "migrations-0003"
    target.mkdir()
    for path in sorted(source.glob("000[123]_*.sql")):
        shutil.copy(path, target / path.name)
    return target


async def test_the_migration_moves_old_matches_against_ai_to_their_own_record(
        database: Path | str, older_migrations: Path, backend: str) -> None:
    old = await Storage.open(database, migrations_dir=older_migrations)
    try:
        async with old.transaction() as tx:
            for winners in ((A,), (A,), ()):  # one member: against AI seats
                match_id = await old.matches.create_match(GUILD, CHANNEL, {}, 500, [A], tx=tx)
                await tx.execute(
                    "UPDATE matches SET status = 'finished', winner_ids_json = ? WHERE id = ?",
                    (f"[{winners[0]}]" if winners else "[]", match_id))
                await tx.execute("UPDATE player_stats SET matches_played = matches_played + 1,"
                                 " matches_won = matches_won + ? WHERE user_id = ?",
                                 (len(winners), A))
            match_id = await old.matches.create_match(GUILD, CHANNEL, {}, 500, [A, B], tx=tx)
            await old.matches.finish_match(match_id, (A,), tx=tx)
            await old.matches.create_match(GUILD, CHANNEL, {}, 500, [A], tx=tx)  # unfinished
    finally:
        await old.close()
    new = await Storage.open(database)
    try:
        a = await new.stats.player_stats(GUILD, A)
        b = await new.stats.player_stats(GUILD, B)
    finally:
        await new.close()
    assert (a.matches_played, a.matches_won, a.ai_matches_played, a.ai_matches_won) == (
        1, 1, 3, 2)
    assert (b.matches_played, b.matches_won, b.ai_matches_played) == (1, 0, 0)


def test_skill_defaults_are_the_models() -> None:
    assert Skill().shown == 1000 and Skill().provisional
