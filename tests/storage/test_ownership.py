"""One owner per game, enforced by the database: two bot processes (two Storage objects on
one database) never both apply an action to the same game; a process loads only the games
of guilds on its shards."""

from __future__ import annotations

import asyncio

import pytest

from bot.storage import HandResult, LiveGame, MatchEnd, StaleVersionError, Storage

from .conftest import CHANNEL, GUILD, OpenStorage

A, B = 11, 22


def live(version: int, channel: int = CHANNEL, guild: int = GUILD,
         match_id: int | None = None) -> LiveGame:
    return LiveGame(channel, guild, match_id, {"v": version}, version)


async def test_second_owner_with_a_stale_copy_writes_nothing(
        storage: Storage, open_storage: OpenStorage) -> None:
    await storage.commit_action(live(3))
    other = await open_storage()
    assert (await other.live_games.load_all()).games[0].version == 3
    await storage.commit_action(live(4))  # the first owner moves on
    # the second one still holds version 3: its action computed from 3 is refused
    with pytest.raises(StaleVersionError):
        await other.commit_action(live(4))
    with pytest.raises(StaleVersionError):
        await other.commit_action(live(9))
    stored = await storage.live_games.get(CHANNEL)
    assert stored is not None and stored.version == 4
    # and the first owner goes on as if nothing happened
    await storage.commit_action(live(5))
    assert (await other.live_games.get(CHANNEL)).version == 5  # type: ignore[union-attr]


async def test_taking_over_a_game_the_same_version_is_written_once(
        storage: Storage, open_storage: OpenStorage) -> None:
    """Both owners hold version 6 and both apply an action: exactly one is written."""
    match_id = await storage.matches.create_match(GUILD, CHANNEL, {}, 100, [A, B])
    await storage.commit_action(live(6, match_id=match_id))
    other = await open_storage()
    await other.live_games.load_all()
    await other.commit_action(live(7, match_id=match_id),
                              hand=HandResult(match_id, 1, A, {A: 30}, {A: 30, B: 0}))
    with pytest.raises(StaleVersionError):
        await storage.commit_action(live(7, match_id=match_id),
                                    hand=HandResult(match_id, 1, B, {B: 50}, {A: 0, B: 50}))
    assert await storage.matches.totals(GUILD, match_id) == {A: 30, B: 0}
    assert (await storage.stats.player_stats(GUILD, B)).points_scored == 0


async def test_two_owners_racing_on_one_version_one_wins_whole(
        storage: Storage, open_storage: OpenStorage) -> None:
    """The same action applied at the same moment by two processes holding version 3: the
    database lets exactly one commit, hand and all."""
    match_id = await storage.matches.create_match(GUILD, CHANNEL, {}, 100, [A, B])
    await storage.commit_action(live(3, match_id=match_id))
    other = await open_storage()
    await other.live_games.load_all()
    results = await asyncio.gather(
        *(owner.commit_action(live(4, match_id=match_id),
                              hand=HandResult(match_id, 1, winner, {winner: 10}, {winner: 10}))
          for owner, winner in ((storage, A), (other, B))),
        return_exceptions=True)
    assert sorted(type(r).__name__ for r in results) == ["NoneType", "StaleVersionError"]
    winner = A if results[0] is None else B
    assert [h.winner_id for h in await storage.matches.hands(GUILD, match_id)] == [winner]
    assert (await storage.stats.player_stats(GUILD, A + B - winner)).points_scored == 0


async def test_a_stale_owner_cannot_end_or_abandon_the_game(
        storage: Storage, open_storage: OpenStorage) -> None:
    match_id = await storage.matches.create_match(GUILD, CHANNEL, {}, 100, [A, B])
    await storage.commit_action(live(1, match_id=match_id))
    other = await open_storage()
    await other.live_games.load_all()
    await other.commit_action(live(2, match_id=match_id))
    with pytest.raises(StaleVersionError):
        await storage.commit_action(None, match_end=MatchEnd(match_id, (A,)),
                                    remove_live_game=CHANNEL)
    with pytest.raises(StaleVersionError):
        await storage.abandon(CHANNEL, match_id)
    match = await storage.matches.get_match(GUILD, match_id)
    assert match is not None and match.status == "active"
    assert (await other.live_games.get(CHANNEL)).version == 2  # type: ignore[union-attr]
    # nor write the table's message ids over the new owner's
    assert not await storage.live_games.set_ui(CHANNEL, table_message_id=1, ui={})
    assert await other.live_games.set_ui(CHANNEL, table_message_id=2, ui={})
    assert (await other.live_games.get(CHANNEL)).table_message_id == 2  # type: ignore[union-attr]


async def test_a_game_never_loaded_is_only_written_as_a_new_one(
        storage: Storage, open_storage: OpenStorage) -> None:
    other = await open_storage()
    await storage.commit_action(live(0))  # e.g. a lobby
    with pytest.raises(StaleVersionError):
        await other.commit_action(live(0))
    await other.commit_action(live(0, channel=CHANNEL + 1))  # a new game is fine
    await storage.commit_action(live(0))  # the owner rewrites its lobby (same version)
    await storage.commit_action(live(1))


async def test_a_rolled_back_action_leaves_the_owner_holding_the_old_version(
        storage: Storage) -> None:
    await storage.commit_action(live(1))
    with pytest.raises(RuntimeError):
        async with storage.transaction() as tx:
            assert await storage.live_games.save(live(2), tx=tx)
            raise RuntimeError("crash before the commit")
    assert storage.live_games.held_version(CHANNEL) == 1
    await storage.commit_action(live(2))  # computed again from version 1: accepted
    assert (await storage.live_games.get(CHANNEL)).version == 2  # type: ignore[union-attr]


def guild_on(shard: int, count: int, n: int = 0) -> int:
    """A guild id (a snowflake) whose shard is ``shard`` of ``count``."""
    return ((1_000_000 + n * count + shard) << 22) | 12345


@pytest.mark.parametrize("count", [1, 2, 4])
async def test_load_all_returns_only_the_games_of_the_given_shards(
        storage: Storage, count: int) -> None:
    channels: dict[int, list[int]] = {}
    for shard in range(count):
        for n in range(2):
            channel = 100 + shard * 10 + n
            await storage.commit_action(live(1, channel=channel, guild=guild_on(shard, count, n)))
            channels.setdefault(shard, []).append(channel)
    everything = sorted(c for cs in channels.values() for c in cs)
    assert [g.channel_id for g in (await storage.live_games.load_all()).games] == everything
    for shard in range(count):
        got = await storage.live_games.load_all(shards=(shard,), shard_count=count)
        assert [g.channel_id for g in got.games] == channels[shard]
        assert all((g.guild_id >> 22) % count == shard for g in got.games)
    if count == 4:
        got = await storage.live_games.load_all(shards=range(2), shard_count=4)
        assert [g.channel_id for g in got.games] == channels[0] + channels[1]
        got = await storage.live_games.load_all(guild_on(2, 4, 1), shards=(2,), shard_count=4)
        assert [g.channel_id for g in got.games] == [channels[2][1]]
    assert (await storage.live_games.load_all(shards=(), shard_count=count)).games == ()
    with pytest.raises(ValueError):
        await storage.live_games.load_all(shards=(count,), shard_count=count)


async def test_a_process_owns_only_the_games_it_loaded(
        storage: Storage, open_storage: OpenStorage) -> None:
    """Shards 0-1 and 2-3 of 4: each process writes its own games, not the other's."""
    mine, theirs = guild_on(0, 4), guild_on(3, 4)
    await storage.commit_action(live(5, channel=1, guild=mine))
    await storage.commit_action(live(5, channel=2, guild=theirs))
    low, high = await open_storage(), await open_storage()
    assert [g.channel_id for g in
            (await low.live_games.load_all(shards=(0, 1), shard_count=4)).games] == [1]
    assert [g.channel_id for g in
            (await high.live_games.load_all(shards=(2, 3), shard_count=4)).games] == [2]
    await low.commit_action(live(6, channel=1, guild=mine))
    await high.commit_action(live(6, channel=2, guild=theirs))
    with pytest.raises(StaleVersionError):
        await low.commit_action(live(7, channel=2, guild=theirs))
    assert (await high.live_games.get(2)).version == 6  # type: ignore[union-attr]
