"""R19: a caught player is told privately, in their open hand message, which cards they
drew; the catcher and the table only see how many."""

from __future__ import annotations

import pytest

from bot.engine import Card
from bot.screens.cards import card_text
from tests.e2e.conftest import Game
from tests.e2e.seated import FirstLegal, play_move

pytestmark = pytest.mark.timeout(30)


async def alice_and_a_waiting_ai_seat(game: Game) -> tuple[int, int]:
    """alice's game against one AI seat that waits (an hour's pause) while a test sets the
    stage: (alice, the AI seat)."""
    game.bot.table_config.ai_delay = 3600.0
    lobby = (await game.driver.slash(game.fake.alice, "/uno start", {"ai": 1})).response
    assert lobby is not None
    await game.driver.click(game.fake.alice, lobby, "Start (host)")
    await game.settle()
    a = game.fake.alice.id
    return a, next(p for p in game.match.players if p != a)


async def ai_seat_moves_at_once(game: Game) -> None:
    """The waiting AI seat's runner (asleep for its hour) is stopped; from now on the seat
    moves without a pause."""
    game.bot.ai.cancel(game.table)
    await game.bot.ai.wait()
    game.bot.table_config.ai_delay = 0.0


async def test_r19_caught_player_sees_the_cards_drawn(game: Game) -> None:
    await game.start()
    a, b, c = game.fake.alice.id, game.fake.bob.id, game.fake.carol.id
    await game.stage(hands={a: ["r5", "r6"], b: ["b1", "b2"], c: ["y1", "y2"]},
                     discard=["r1"], draw=["g7", "b9", "y4", "r2"], current=a)
    hand = await game.hand(game.fake.alice)
    await game.click(game.fake.alice, hand, "Red 5")  # down to one card, no UNO!
    await game.settle()
    table = game.driver.get(game.table.message_id)  # type: ignore[arg-type]
    caught = await game.click(game.fake.bob, table, "Catch alice")
    await game.settle()
    # the catcher's own confirmation speaks to them (issue 25.10)
    assert caught.response is not None and caught.response.text.startswith("You caught alice")
    drawn = [c.code for c in game.match.hand_of(a) if c.code != "r6"]
    assert len(drawn) == 2
    alice = game.driver.get(hand.id)
    assert "You were caught: you drew" in alice.text, alice.text
    for code in drawn:
        assert card_text(Card.from_code(code)) in alice.text
    # the catcher and the table are not told which cards
    said = (caught.response.text if caught.response else "") + game.driver.get(
        game.table.message_id).text  # type: ignore[arg-type]
    assert "caught" in said
    assert not any(card_text(Card.from_code(code)) in said for code in drawn)
    # it stays through the others' moves (an AI game moves on in a second) ...
    await game.click(game.fake.bob, await game.hand(game.fake.bob), "Draw a card")
    await game.settle()
    assert "You were caught" in game.driver.get(hand.id).text
    # ... until alice's own next action
    while game.match.to_act != a:
        await game.take_turn()
        await game.settle()
    assert "You were caught" in game.driver.get(hand.id).text
    await play_move(game.driver, game.fake.alice, game.driver.get(hand.id), FirstLegal())
    await game.settle()
    assert "You were caught" not in game.driver.get(hand.id).text


async def test_r19_caught_by_an_ai_seat_the_player_still_sees_the_cards_drawn(
        game: Game) -> None:
    """An AI seat catches like anyone (its reflex): the caught member is told privately
    which cards they drew, as when a member catches them."""
    driver, fake = game.driver, game.fake
    a, ai = await alice_and_a_waiting_ai_seat(game)
    await game.stage(hands={a: ["r5", "r6"], ai: ["b1", "b2", "g3"]}, discard=["r1"],
                     draw=["g7", "b9", "y4", "r2"], current=a)
    await ai_seat_moves_at_once(game)
    hand = await game.hand(fake.alice)
    await game.click(fake.alice, hand, "Red 5")  # down to one card, no UNO!
    await driver.wait_until(lambda: len(game.match.hand_of(a)) == 3, timeout=10,
                            what="the AI seat catches alice")
    await game.settle()
    drawn = [c.code for c in game.match.hand_of(a) if c.code != "r6"]
    alice = game.driver.get(hand.id)
    assert "You were caught: you drew" in alice.text, alice.text
    for code in drawn:
        assert card_text(Card.from_code(code)) in alice.text



async def test_what_a_member_drew_stays_on_their_hand_through_the_ai_seats_move(
        game: Game) -> None:
    """Issue 25.2: in a game with an AI seat its move refreshes the member's hand a moment
    later; "You drew …" stays on it until the member's own next action."""
    driver, fake = game.driver, game.fake
    a, ai = await alice_and_a_waiting_ai_seat(game)
    await game.stage(hands={a: ["b5", "b6"], ai: ["r2", "r3", "g3"]}, discard=["r1"],
                     draw=["g7", "y8", "b9", "y4"], current=a)
    await ai_seat_moves_at_once(game)
    hand = await game.hand(fake.alice)
    await game.click(fake.alice, hand, "Draw a card")  # g7: not playable on r1
    await driver.wait_until(lambda: game.match.to_act == a
                            and len(game.match.hand_of(ai)) == 2, timeout=10,
                            what="the AI seat's move")
    await game.bot.ai.wait()
    await game.settle()
    shown = game.driver.get(hand.id)
    assert "Your turn" in shown.text  # refreshed after the AI seat's move ...
    assert f"You drew {card_text(Card.from_code('g7'))}" in shown.text, shown.text  # ... kept
    await play_move(driver, fake.alice, shown, FirstLegal())
    await game.settle()
    # her own action: that note is gone (a draw of hers says its own)
    assert f"You drew {card_text(Card.from_code('g7'))}" not in game.driver.get(hand.id).text
