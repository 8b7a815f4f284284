"""What a hand message says and where its cards sit, through the fake Discord: stable
places by color, the text list, the drawn card told once, the color picker, jump-in in
words, the UNO! hint."""

from __future__ import annotations

import pytest

from bot.engine import Rules
from tests.e2e.conftest import Game
from tests.fakediscord.driver import Message

pytestmark = pytest.mark.timeout(60)


def places(msg: Message) -> list[tuple[str, int | None]]:
    return [(b.label or "", b.row) for b in msg.buttons if (b.custom_id or "").startswith(
        "uno:play:") or (b.custom_id or "").startswith("uno:jump:")]


def enabled(msg: Message) -> list[str]:
    return [b.label or "" for b in msg.buttons if not b.disabled
            and (b.custom_id or "").startswith("uno:play:")]


async def test_cards_keep_their_places_from_turn_to_turn(game: Game) -> None:
    await game.start()
    f = game.fake
    a, b, c = f.alice.id, f.bob.id, f.carol.id
    await game.stage(hands={a: ["W", "b2", "r7", "g5", "r2"], b: ["b1", "b4"],
                            c: ["r9", "y4", "y5"]}, discard=["r1"], current=c)
    hand = await game.hand(f.alice)
    before = places(hand)
    assert before == [("Red 2", 0), ("Red 7", 0), ("Green 5", 1), ("Blue 2", 2), ("Wild", 3)]
    assert enabled(hand) == []  # not her turn
    assert "Your cards: 🟥 2 7  🟩 5  🟦 2  ⬛ W" in hand.text
    carol = await game.hand(f.carol)
    await game.click(f.carol, carol, "Red 9")
    await game.settle()
    now = game.driver.get(hand.id)  # refreshed in place: her turn now
    assert "**Your turn**" in now.text
    assert places(now) == before
    assert enabled(now) == ["Red 2", "Red 7", "Wild"]


async def test_R11_a_drawn_card_is_told_once(game: Game) -> None:
    await game.start()
    f = game.fake
    a, b, c = f.alice.id, f.bob.id, f.carol.id
    await game.stage(hands={a: ["b9", "g2"], b: ["b1", "b4"], c: ["y4", "y5"]},
                     discard=["r1"], draw=["r5"], current=a)
    hand = await game.hand(f.alice)
    await game.click(f.alice, hand, "Draw a card")
    text = game.driver.get(hand.id).text
    assert text.count("You drew") == 1, text
    assert "Play it or keep it." in text


async def test_color_picker_says_only_to_choose(game: Game) -> None:
    await game.start()
    f = game.fake
    a, b, c = f.alice.id, f.bob.id, f.carol.id
    await game.stage(hands={a: ["W", "g2", "g3"], b: ["b1", "b4"], c: ["y4", "y5"]},
                     discard=["r1"], current=a)
    hand = await game.hand(f.alice)
    await game.click(f.alice, hand, "Wild")
    text = game.driver.get(hand.id).text
    assert "Choose the color" in text and "play a card or draw" not in text


async def test_R22_jump_in_is_said_in_words(game: Game) -> None:
    await game.start({"options": "jump_in=on"})
    f = game.fake
    a, b, c = f.alice.id, f.bob.id, f.carol.id
    await game.stage(Rules(jump_in=True), hands={a: ["g5", "g6"], b: ["r1", "b4"],
                                                 c: ["y4", "y5"]}, discard=["r1"], current=a)
    hand = await game.hand(f.bob)
    assert "It's alice's turn." in hand.text
    assert "You can jump in with **🟥 Red 1** (press its card below)." in hand.text


async def test_R18_two_cards_hint_until_uno_is_called(game: Game) -> None:
    await game.start()
    f = game.fake
    a, b, c = f.alice.id, f.bob.id, f.carol.id
    await game.stage(hands={a: ["r5", "r6"], b: ["b1", "b4", "b5"], c: ["y4", "y5", "y6"]},
                     discard=["r1"], current=a)
    hand = await game.hand(f.alice)
    assert "Two cards left: press **UNO!** before you play" in hand.text
    await game.click(f.alice, hand, "UNO!")
    assert "press **UNO!**" not in game.driver.get(hand.id).text
