"""R26/C9 leaving, stored: the leaver's ``has_left`` mark is written in the same commit as
the new state (both or neither); their points stay; the last one left wins the match."""

from __future__ import annotations

import pytest

from bot.storage import StorageError
from tests.e2e.conftest import Game

# also played on PostgreSQL, always (the subset CI runs on both backends)
pytestmark = [pytest.mark.timeout(30), pytest.mark.postgres]


async def left_marks(game: Game, match_id: int) -> dict[int, bool]:
    match = await game.bot.storage.matches.get_match(game.fake.guild.id, match_id)
    assert match is not None
    return {p.user_id: p.has_left for p in match.players}


async def test_r26_leaving_is_stored_atomically_and_the_last_one_wins(
        game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    await game.start()
    a, b, c = game.fake.alice.id, game.fake.bob.id, game.fake.carol.id
    await game.stage(hands={a: ["r5", "r6"], b: ["b1", "r2"], c: ["y1", "y2"]},
                     discard=["r1"], current=a, scores={b: 37})
    match_id = game.table.match_id
    assert match_id is not None
    await game.bot.storage.matches.record_hand(match_id, 0, b, {b: 37}, {a: 0, b: 37, c: 0})

    # the save fails: bob is still playing, in memory and on disk
    async def broken(*args: object, **kwargs: object) -> None:
        raise StorageError("disk full")

    monkeypatch.setattr(game.bot.storage, "commit_action", broken)
    it = await game.driver.slash(game.fake.bob, "/uno leave")
    assert it.ephemeral and "couldn't save" in (it.response.text if it.response else "")
    monkeypatch.undo()
    game.driver.bot_errors.clear()
    assert b in game.match.players
    assert await left_marks(game, match_id) == {a: False, b: False, c: False}
    assert await game.stored() == game.match.to_dict()

    # it works: the mark and the state are stored together; bob's points stay
    await game.driver.slash(game.fake.bob, "/uno leave")
    assert b not in game.match.players
    assert await left_marks(game, match_id) == {a: False, b: True, c: False}
    assert await game.stored() == game.match.to_dict()
    assert (await game.bot.storage.matches.totals(game.fake.guild.id, match_id))[b] == 37

    # C9: one player left -> they win; the match ends with both leavers marked
    await game.driver.slash(game.fake.alice, "/uno leave")
    assert game.reg.get(game.channel.id) is None and await game.stored() is None
    assert await left_marks(game, match_id) == {a: True, b: True, c: False}
    match = await game.bot.storage.matches.get_match(game.fake.guild.id, match_id)
    assert match is not None and match.status == "finished" and match.winner_ids == (c,)
    stats = await game.bot.storage.stats.player_stats(game.fake.guild.id, b)
    assert stats.matches_played == 1 and stats.matches_won == 0
    await game.settle()
