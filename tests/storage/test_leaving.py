"""R26 leaving: the leaver's ``has_left`` mark is written in the SAME transaction as the
state (and hand / match end) of the action that removed them: both or neither."""

from __future__ import annotations

import pytest

from bot.storage import HandResult, LiveGame, MatchEnd, StaleVersionError, Storage

from .conftest import CHANNEL, GUILD

A, B, C = 11, 22, 33


async def new_match(storage: Storage) -> int:
    return await storage.matches.create_match(GUILD, CHANNEL, {}, 100, [A, B, C])


def live(match_id: int, version: int) -> LiveGame:
    return LiveGame(CHANNEL, GUILD, match_id, {"v": version}, version)


async def left(storage: Storage, match_id: int) -> dict[int, bool]:
    match = await storage.matches.get_match(GUILD, match_id)
    assert match is not None
    return {p.user_id: p.has_left for p in match.players}


async def test_r26_leaver_marked_with_the_state_in_one_commit(storage: Storage) -> None:
    match_id = await new_match(storage)
    await storage.commit_action(live(match_id, 1))
    await storage.commit_action(live(match_id, 2), left_players=(C,))
    assert await left(storage, match_id) == {A: False, B: False, C: True}
    assert (await storage.live_games.get(CHANNEL)).version == 2  # type: ignore[union-attr]


async def test_r26_leaver_mark_rolls_back_with_a_refused_state(storage: Storage) -> None:
    match_id = await new_match(storage)
    await storage.commit_action(live(match_id, 5))
    with pytest.raises(StaleVersionError):
        await storage.commit_action(live(match_id, 4), left_players=(C,))
    assert await left(storage, match_id) == {A: False, B: False, C: False}


async def test_r26_last_but_one_leaves_ends_the_match_atomically(storage: Storage) -> None:
    """Two of three leave: the match ends with the leaver flagged, hand and end written,
    live row gone; the leaver keeps their points and still counts as a match played."""
    match_id = await new_match(storage)
    await storage.commit_action(live(match_id, 1))
    await storage.commit_action(live(match_id, 2),
                                hand=HandResult(match_id, 1, C, {C: 40}, {A: 0, B: 0, C: 40}))
    await storage.commit_action(live(match_id, 3), left_players=(C,))
    await storage.commit_action(None, match_end=MatchEnd(match_id, (A,)),
                                remove_live_game=CHANNEL, left_players=(B,))
    assert await left(storage, match_id) == {A: False, B: True, C: True}
    assert await storage.matches.totals(GUILD, match_id) == {A: 0, B: 0, C: 40}
    assert await storage.live_games.get(CHANNEL) is None
    assert (await storage.stats.player_stats(GUILD, C)).matches_played == 1


async def test_leavers_without_a_match_are_a_programming_error(storage: Storage) -> None:
    with pytest.raises(ValueError, match="exactly one match"):
        await storage.commit_action(LiveGame(CHANNEL, GUILD, None, {}, 1), left_players=(A,))
    assert await storage.live_games.get(CHANNEL) is None
