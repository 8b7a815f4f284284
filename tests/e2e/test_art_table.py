"""The table message through the fake Discord: its stripe follows the color in play."""

from __future__ import annotations

from tests.e2e.conftest import Game

GREEN, YELLOW = 0x18A04C, 0xFCCE18  # the card art's classic fills


def stripe(game: Game) -> int | None:
    mid = game.table.message_id
    assert mid is not None
    return game.driver.get(mid).embeds[0].color


async def test_the_table_stripe_follows_the_color_in_play(game: Game) -> None:
    await game.start()
    f = game.fake
    a, b, c = f.alice.id, f.bob.id, f.carol.id
    await game.stage(hands={a: ["W", "g2", "g3"], b: ["b1", "b4"], c: ["y4", "y5"]},
                     discard=["g7"], current=a)
    await game.settle()
    assert stripe(game) == GREEN
    hand = await game.hand(f.alice)
    await game.click(f.alice, hand, "Wild")
    await game.click(f.alice, hand, "Yellow")
    await game.settle()
    assert game.match.public_view().color == "yellow"
    assert stripe(game) == YELLOW
