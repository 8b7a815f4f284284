"""Guild isolation: two guilds sharing players and channels never see each other's data."""

from __future__ import annotations

from bot.storage import GuildSettings, LiveGame, Storage

from .conftest import GUILD, OTHER_GUILD
from .test_stats import SORTS

SHARED_PLAYERS = [11, 22]


async def test_two_guilds_never_see_each_others_data(storage: Storage) -> None:
    await storage.settings.save(GuildSettings(GUILD, preset="party", target=200))
    mine = await storage.matches.create_match(GUILD, 1, {}, 200, SHARED_PLAYERS)
    theirs = await storage.matches.create_match(OTHER_GUILD, 2, {}, 500, SHARED_PLAYERS)
    await storage.matches.record_hand(mine, 1, 11, {11: 80}, {11: 80, 22: 0})
    await storage.matches.finish_match(mine, [11])
    await storage.matches.record_hand(theirs, 1, 22, {22: 5}, {11: 0, 22: 5})
    await storage.live_games.save(LiveGame(1, GUILD, mine, {"g": 1}, 1))
    await storage.live_games.save(LiveGame(2, OTHER_GUILD, theirs, {"g": 2}, 1))

    assert (await storage.settings.get(OTHER_GUILD)) == GuildSettings(OTHER_GUILD)

    assert await storage.matches.get_match(OTHER_GUILD, mine) is None
    assert await storage.matches.get_match(GUILD, theirs) is None
    assert await storage.matches.totals(OTHER_GUILD, mine) == {}
    assert await storage.matches.hands(GUILD, theirs) == []
    assert await storage.matches.latest_match_id(GUILD, 2, active=True) is None
    assert await storage.matches.latest_match_id(OTHER_GUILD, 2, active=True) == theirs

    mine_11 = await storage.stats.player_stats(GUILD, 11)
    theirs_11 = await storage.stats.player_stats(OTHER_GUILD, 11)
    assert (mine_11.matches_won, mine_11.points_scored, mine_11.hands_won) == (1, 80, 1)
    assert (theirs_11.matches_won, theirs_11.points_scored, theirs_11.hands_won) == (0, 0, 0)
    assert (await storage.stats.player_stats(OTHER_GUILD, 22)).points_scored == 5
    assert (await storage.stats.player_stats(GUILD, 22)).points_scored == 0

    for sort in SORTS:
        board = await storage.stats.leaderboard(OTHER_GUILD, sort)
        # (11 has nothing counted in the other guild yet: not listed there)
        assert board.total == 1
        assert all(row.stats.guild_id == OTHER_GUILD for row in board.rows)
        assert {row.stats.points_scored for row in board.rows} == {5}

    assert [g.channel_id for g in (await storage.live_games.load_all(GUILD)).games] == [1]
    assert [g.channel_id for g in (await storage.live_games.load_all(OTHER_GUILD)).games] == [2]
