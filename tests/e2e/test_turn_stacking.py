"""R15/C4 under `stacking`: the victim of a lone Wild Draw Four sees every way out (add a
Wild Draw Four, challenge, take 4), and the table's last moves read as sentences."""

from __future__ import annotations

import pytest

from bot.engine import Rules
from tests.e2e.conftest import Game
from tests.e2e.test_play_decisions import ids3, labels

pytestmark = pytest.mark.timeout(30)


def last_moves(game: Game) -> list[str]:
    table = game.driver.get(game.table.message_id)  # type: ignore[arg-type]
    [field] = [f for e in table.embeds for f in e.fields if f.name == "Last moves"]
    return field.value.split("\n")


async def test_wd4_victim_can_stack_challenge_or_take(game: Game) -> None:
    a, b, c = await ids3(game)
    await game.stage(Rules(stacking=True),
                     hands={a: ["W4", "r2", "g3"], b: ["W4", "rD", "b2", "y4"],
                            c: ["y1", "y2", "g9"]}, discard=["r1"], current=a)
    hand = await game.hand(game.fake.alice)
    await game.click(game.fake.alice, hand, "Wild Draw Four")
    await game.click(game.fake.alice, game.driver.get(hand.id), "Green")
    bob = await game.hand(game.fake.bob)
    assert not bob.button("Wild Draw Four").disabled  # add to the stack
    assert bob.button("Red Draw Two").disabled  # never a Draw Two on a Wild Draw Four
    assert {"Challenge", "Take 4 cards"} <= set(labels(bob))
    assert "add a Wild Draw Four to the stack" in bob.text and "take 4 cards" in bob.text

    await game.click(game.fake.bob, bob, "Wild Draw Four")
    await game.click(game.fake.bob, game.driver.get(bob.id), "Yellow")
    carol = await game.hand(game.fake.carol)
    assert "Take 8 cards" in labels(carol) and "Challenge" not in labels(carol)
    assert "Draw stack of 8" in carol.text
    await game.click(game.fake.carol, carol, "Take 8 cards")
    await game.settle()
    assert last_moves(game)[-4:] == [
        "alice played ⬛ Wild Draw Four and named green.",
        "bob played ⬛ Wild Draw Four and named yellow.",
        "The draw stack is now **8**: carol must add to it or take it.",
        "carol drew 8 cards and lost the turn.",
    ]
