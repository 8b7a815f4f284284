"""Matches (R25, R26): hands feed running totals and guild stats; finishing counts matches."""

from __future__ import annotations

import random

import pytest

from bot.storage import HandResult, Storage, StorageError

from .conftest import CHANNEL, GUILD

ALICE, BOB, CAROL = 11, 22, 33
RULES = {"scoring": "winner_takes", "target": 500, "stacking": False}


async def play_hands(storage: Storage, match_id: int, count: int, seed: int) -> dict[int, int]:
    """Record ``count`` winner_takes hands with random winners; return the expected totals."""
    rng = random.Random(seed)
    totals = {ALICE: 0, BOB: 0, CAROL: 0}
    for number in range(1, count + 1):
        winner = rng.choice(list(totals))
        points = rng.randint(0, 120)
        totals[winner] += points
        written = await storage.matches.record_hand(
            match_id, number, winner, {winner: points}, dict(totals)
        )
        assert written
    return totals


async def test_r26_stored_totals_equal_the_sum_of_hand_results(storage: Storage) -> None:
    match_id = await storage.matches.create_match(GUILD, CHANNEL, RULES, 500, [ALICE, BOB, CAROL])
    expected = await play_hands(storage, match_id, 7, seed=3)

    assert await storage.matches.totals(GUILD, match_id) == expected
    hands = await storage.matches.hands(GUILD, match_id)
    assert [h.hand_number for h in hands] == list(range(1, 8))
    summed = {p: sum(h.hand_points.get(p, 0) for h in hands) for p in expected}
    assert summed == expected
    assert hands[-1].totals == expected
    assert all(h.points == sum(h.hand_points.values()) for h in hands)

    match = await storage.matches.get_match(GUILD, match_id)
    assert match is not None
    assert match.status == "active"
    assert [p.user_id for p in match.players] == [ALICE, BOB, CAROL]
    assert match.totals == expected
    assert sum(p.hands_won for p in match.players) == 7
    for player in match.players:
        assert player.hands_won == sum(1 for h in hands if h.winner_id == player.user_id)
        stats = await storage.stats.player_stats(GUILD, player.user_id)
        assert stats.hands_won == player.hands_won
        assert stats.points_scored == expected[player.user_id]
        assert stats.matches_played == 0  # the match is not over yet


async def test_a_hand_keeps_every_seats_total_for_the_chart_ai_seats_off_record(
        storage: Storage) -> None:
    """AI seats (ids 1..99) go with the hand, named and in seat order, for the match chart;
    they are never players on record: not in hand_points, totals, the match or stats."""
    match_id = await storage.matches.create_match(GUILD, CHANNEL, RULES, 500, [ALICE])
    assert await storage.matches.record_hand_result(HandResult(
        match_id, 1, None, {ALICE: 0}, {ALICE: 0}, seats=((ALICE, 0), (2, 45), (1, 0)),
        names={2: "🤖 Pixel (normal)", 1: "🤖 Nova (easy)"}))
    (hand,) = await storage.matches.hands(GUILD, match_id)
    assert hand.seats == ((ALICE, 0), (2, 45), (1, 0))
    assert hand.names == {2: "🤖 Pixel (normal)", 1: "🤖 Nova (easy)"}
    assert hand.hand_points == {ALICE: 0} and hand.totals == {ALICE: 0}
    assert hand.points == 0 and hand.winner_id is None
    assert await storage.matches.totals(GUILD, match_id) == {ALICE: 0}
    assert (await storage.stats.player_stats(GUILD, 2)).points_scored == 0
    # a hand stored without them reads back without them
    await storage.matches.record_hand(match_id, 2, ALICE, {ALICE: 30}, {ALICE: 30})
    assert (await storage.matches.hands(GUILD, match_id))[1].seats == ()


async def test_recording_the_same_hand_twice_counts_it_once(storage: Storage) -> None:
    match_id = await storage.matches.create_match(GUILD, CHANNEL, RULES, 500, [ALICE, BOB])
    assert await storage.matches.record_hand(match_id, 1, ALICE, {ALICE: 40}, {ALICE: 40, BOB: 0})
    assert not await storage.matches.record_hand(
        match_id, 1, ALICE, {ALICE: 40}, {ALICE: 40, BOB: 0}
    )
    assert (await storage.stats.player_stats(GUILD, ALICE)).points_scored == 40
    assert (await storage.stats.player_stats(GUILD, ALICE)).hands_won == 1


async def test_r25_lowest_wins_hand_adds_points_to_several_players(storage: Storage) -> None:
    match_id = await storage.matches.create_match(
        GUILD, CHANNEL, {"scoring": "lowest_wins"}, 100, [ALICE, BOB, CAROL]
    )
    await storage.matches.record_hand(
        match_id, 1, ALICE, {BOB: 30, CAROL: 12}, {ALICE: 0, BOB: 30, CAROL: 12}
    )
    await storage.matches.record_hand(
        match_id, 2, BOB, {ALICE: 70, CAROL: 5}, {ALICE: 70, BOB: 30, CAROL: 17}
    )
    assert await storage.matches.totals(GUILD, match_id) == {ALICE: 70, BOB: 30, CAROL: 17}
    assert (await storage.stats.player_stats(GUILD, CAROL)).points_scored == 17


async def test_finish_match_counts_played_for_all_and_won_for_winners(storage: Storage) -> None:
    match_id = await storage.matches.create_match(GUILD, CHANNEL, RULES, 500, [ALICE, BOB, CAROL])
    await play_hands(storage, match_id, 3, seed=1)
    assert await storage.matches.mark_player_left(match_id, CAROL)
    assert await storage.matches.finish_match(match_id, [ALICE])
    # closing twice changes nothing
    assert not await storage.matches.finish_match(match_id, [BOB])

    match = await storage.matches.get_match(GUILD, match_id)
    assert match is not None
    assert match.status == "finished"
    assert match.winner_ids == (ALICE,)
    assert match.finished_at is not None
    carol = next(p for p in match.players if p.user_id == CAROL)
    assert carol.has_left  # a leaver keeps their points in the record (R26)
    for user, won in ((ALICE, 1), (BOB, 0), (CAROL, 0)):
        stats = await storage.stats.player_stats(GUILD, user)
        assert (stats.matches_played, stats.matches_won) == (1, won)


async def test_tied_winners_share_the_win(storage: Storage) -> None:
    match_id = await storage.matches.create_match(GUILD, CHANNEL, RULES, 100, [ALICE, BOB, CAROL])
    await storage.matches.finish_match(match_id, [ALICE, BOB])
    assert (await storage.stats.player_stats(GUILD, ALICE)).matches_won == 1
    assert (await storage.stats.player_stats(GUILD, BOB)).matches_won == 1
    assert (await storage.stats.player_stats(GUILD, CAROL)).matches_won == 0


async def test_abandoned_match_changes_no_stats(storage: Storage) -> None:
    match_id = await storage.matches.create_match(GUILD, CHANNEL, RULES, 500, [ALICE, BOB])
    assert await storage.matches.latest_match_id(GUILD, CHANNEL, active=True) == match_id
    assert await storage.matches.finish_match(match_id, [], "abandoned")
    assert await storage.matches.latest_match_id(GUILD, CHANNEL, active=True) is None
    match = await storage.matches.get_match(GUILD, match_id)
    assert match is not None and match.status == "abandoned"
    assert (await storage.stats.player_stats(GUILD, ALICE)).matches_played == 0


async def test_bad_match_calls_are_refused_without_writing(storage: Storage) -> None:
    with pytest.raises(ValueError):
        await storage.matches.create_match(GUILD, CHANNEL, RULES, 500, [ALICE, ALICE])
    match_id = await storage.matches.create_match(GUILD, CHANNEL, RULES, 500, [ALICE, BOB])
    with pytest.raises(ValueError):
        await storage.matches.finish_match(match_id, [CAROL])
    assert (await storage.matches.get_match(GUILD, match_id)).status == "active"  # type: ignore[union-attr]
    with pytest.raises(StorageError):
        await storage.matches.record_hand(9999, 1, ALICE, {ALICE: 1}, {ALICE: 1})
    await storage.matches.add_player(match_id, CAROL)
    assert list(await storage.matches.totals(GUILD, match_id)) == [ALICE, BOB, CAROL]


async def test_walkover_is_finished_with_its_winner_but_no_match_won(storage: Storage) -> None:
    """Issue 12: a match won because everyone else left (migration 0003)."""
    from bot.storage import MatchEnd

    match_id = await storage.matches.create_match(GUILD, CHANNEL, RULES, 500, [ALICE, BOB])
    assert await storage.matches.end_match(MatchEnd(match_id, (ALICE,), walkover=True))
    record = await storage.matches.get_match(GUILD, match_id)
    assert record is not None and record.status == "finished" and record.walkover
    assert record.winner_ids == (ALICE,)
    alice = await storage.stats.player_stats(GUILD, ALICE)
    bob = await storage.stats.player_stats(GUILD, BOB)
    assert (alice.matches_played, alice.matches_won) == (1, 0)
    assert (bob.matches_played, bob.matches_won) == (1, 0)
    other = await storage.matches.create_match(GUILD, CHANNEL, RULES, 500, [ALICE, BOB])
    assert await storage.matches.end_match(MatchEnd(other, (ALICE,)))
    record = await storage.matches.get_match(GUILD, other)
    assert record is not None and not record.walkover
    assert (await storage.stats.player_stats(GUILD, ALICE)).matches_won == 1
