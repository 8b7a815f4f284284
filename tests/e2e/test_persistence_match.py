"""R25/R26 through the fake Discord: whole matches played by clicking legal buttons until
the target; the stored match record (totals, hands, end, guild stats) is exactly what was
played, and /uno leaderboard shows the winner."""

from __future__ import annotations

from typing import Any

import pytest

from bot.game.table import Table
from bot.ratings.recompute import recompute
from bot.storage import HandRecord
from tests.e2e.conftest import Game
from tests.e2e.seated import press_next_hand

# also played on PostgreSQL, always (the subset CI runs on both backends)
pytestmark = [pytest.mark.timeout(90), pytest.mark.postgres]


async def play_match(game: Game, options: dict[str, Any], players: int = 3) -> Table:
    """Play a match to its end by buttons; returns the (closed) table."""
    await game.start(options, players=players)
    table = game.table
    for _ in range(3000):
        if table.closed:
            break
        m = table.match
        assert m is not None
        if m.hand_over:
            await game.settle()
            await press_next_hand(game.driver, game.fake.alice)
            continue
        before = m.version
        await game.take_turn()  # the first legal thing on their hand, pickers included
        if not table.closed:
            assert m.version > before
            assert await game.stored() == m.to_dict()  # every accepted action is stored
    assert table.closed and game.reg.get(game.channel.id) is None
    assert await game.stored() is None
    await game.settle()
    return table


async def check_record(game: Game, table: Table) -> tuple[dict[int, int], list[HandRecord],
                                                           tuple[int, ...]]:
    """Stored totals = the sum of the stored hand results; the end, the stats."""
    storage, guild = game.bot.storage, game.fake.guild.id
    m = table.match
    assert m is not None and m.match_over and table.match_id is not None
    totals = await storage.matches.totals(guild, table.match_id)
    hands = await storage.matches.hands(guild, table.match_id)
    assert [h.hand_number for h in hands] == list(range(1, m.hand_no + 1))
    for pid, total in totals.items():
        assert total == sum(h.hand_points.get(pid, 0) for h in hands), pid
        assert hands[-1].totals[pid] == total
    assert totals == {p: m.scores[p] for p in totals}  # the engine's own totals
    record = await storage.matches.get_match(guild, table.match_id)
    assert record is not None and record.status == "finished" and record.winner_ids
    assert record.finished_at is not None
    for p in record.players:
        stats = await storage.stats.player_stats(guild, p.user_id)
        won = sum(1 for h in hands if h.winner_id == p.user_id)
        assert p.hands_won == won
        assert (stats.matches_played, stats.matches_won, stats.hands_won,
                stats.points_scored) == (1, int(p.user_id in record.winner_ids), won,
                                         totals[p.user_id])
    return totals, hands, record.winner_ids


async def test_r25_r26_winner_takes_match_to_target_is_stored_exactly(game: Game) -> None:
    table = await play_match(game, {"target": 100})
    totals, hands, winners = await check_record(game, table)
    assert len(winners) == 1 and totals[winners[0]] >= 100  # C10: reaching is inclusive
    assert all(h.winner_id is not None and h.points == sum(h.hand_points.values())
               and {p for p, v in h.hand_points.items() if v} <= {h.winner_id} for h in hands)
    board = (await game.driver.slash(game.fake.bob, "/uno leaderboard sort:wins")).response
    assert board is not None
    line = next(x for x in board.text.splitlines() if f"<@{winners[0]}>" in x)
    assert line.startswith("**1.**") and "1 win " in line, board.text
    won = sum(1 for h in hands if h.winner_id == winners[0])
    assert f"{won} hand" in line and f"{totals[winners[0]]} pts" in line, board.text
    # every hand was rated, in order, and the ratings are a replay of them (issue 27)
    storage, guild = game.bot.storage, game.fake.guild.id
    rated = await storage.ratings.stored_hands(guild)
    assert [h.hand_number for h in rated] == [h.hand_number for h in hands]
    assert all(rated_hand.places[h.winner_id] == 1 for rated_hand, h in zip(rated, hands,
                                                                              strict=True))
    assert (await recompute(storage, guild)).same
    ratings = (await game.driver.slash(game.fake.bob, "/uno leaderboard")).response
    assert ratings is not None and all(f"<@{p}>" in ratings.text for p in totals)


async def test_r25_lowest_wins_match_is_stored_exactly(game: Game) -> None:
    table = await play_match(game, {"target": 100, "options": "scoring=lowest_wins"})
    totals, hands, winners = await check_record(game, table)
    assert max(totals.values()) >= 100
    assert set(winners) == {p for p, t in totals.items() if t == min(totals.values())}
    for h in hands:  # everyone adds the points left in their own hand; the winner none
        assert h.winner_id is not None and h.hand_points[h.winner_id] == 0


async def test_r25_single_hand_match_is_stored_exactly(game: Game) -> None:
    table = await play_match(game, {"options": "scoring=single_hand"})
    totals, hands, winners = await check_record(game, table)
    assert len(hands) == 1 and winners == (hands[0].winner_id,)
    assert set(totals.values()) == {0} and set(hands[0].hand_points.values()) <= {0}
