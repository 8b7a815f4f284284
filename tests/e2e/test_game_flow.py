"""A whole match through the fake Discord: lobby, play by buttons, hand end, next hand,
match end; every accepted action is stored."""

from __future__ import annotations

import pytest

from bot.engine import Rules
from tests.e2e.conftest import Game

# also played on PostgreSQL, always (the subset CI runs on both backends)
pytestmark = [pytest.mark.timeout(60), pytest.mark.postgres]


async def test_seeded_three_player_hand_to_the_end(game: Game) -> None:
    table_msg = await game.start({"target": 100})
    assert "UNO — hand 1" in table_msg.text
    for _ in range(400):
        if game.match.hand_over:
            break
        before = game.match.version
        await game.take_turn()  # the first thing their hand offers, by buttons
        assert game.match.version > before
        assert await game.stored() == game.match.to_dict()
    assert game.match.hand_over
    await game.settle()
    results = [m for m in game.driver.messages(game.fake.alice)
               if "results" in m.text.lower() or "won the match" in m.text]
    assert results, "a results message is posted"
    if not game.match.match_over:
        nxt = [m for m in results if any(b.label == "Next hand" for b in m.buttons)][-1]
        await game.click(game.fake.alice, nxt, "Next hand")
        assert game.match.hand_no == 2 and not game.match.hand_over
        assert await game.stored() == game.match.to_dict()


async def test_match_end_frees_the_channel(game: Game) -> None:
    await game.start()
    a, b, c = game.fake.alice.id, game.fake.bob.id, game.fake.carol.id
    await game.stage(Rules(target=100), hands={a: ["r5"], b: ["b1", "g2"], c: ["y3", "W"]},
                     discard=["r1"], current=a, scores={a: 90})
    match_id = game.table.match_id
    hand = await game.hand(game.fake.alice)
    await game.click(game.fake.alice, hand, "Red 5")
    assert game.reg.get(game.channel.id) is None
    assert await game.stored() is None
    assert match_id is not None
    stored = await game.bot.storage.matches.get_match(game.fake.guild.id, match_id)
    assert stored is not None and stored.status == "finished" and stored.winner_ids == (a,)
    await game.settle()
    assert any("won the match" in m.text for m in game.driver.messages(game.fake.bob))
    again = await game.driver.slash(game.fake.bob, "/uno start")
    assert again.response is not None and "lobby" in again.response.text.lower()
