"""Every decision UI through the fake Discord (positions staged with Match.staged)."""

from __future__ import annotations

import pytest

from bot.engine import Rules
from tests.e2e.conftest import Game
from tests.fakediscord.driver import Interaction, Message

pytestmark = pytest.mark.timeout(30)


def labels(msg: Message) -> list[str]:
    return [b.label or "" for b in msg.buttons]


def codes(game: Game, pid: int) -> list[str]:
    return sorted(c.code for c in game.match.hand_of(pid))


async def ids3(game: Game) -> tuple[int, int, int]:
    await game.start()
    return game.fake.alice.id, game.fake.bob.id, game.fake.carol.id


async def test_r16_wild_opens_a_color_picker(game: Game) -> None:
    a, b, c = await ids3(game)
    await game.stage(hands={a: ["W", "g5"], b: ["b1", "b2"], c: ["y1", "y2"]},
                     discard=["r1"], current=a)
    hand = await game.hand(game.fake.alice)
    assert "Green 5" in labels(hand)  # not playable, but listed (disabled)
    await game.click(game.fake.alice, hand, "Wild")
    picker = game.driver.get(hand.id)
    assert {"Red", "Yellow", "Green", "Blue"} <= set(labels(picker))
    assert game.match.discard[-1] != 52  # nothing played yet
    await game.click(game.fake.alice, picker, "Yellow")
    assert game.match.current_color == "yellow" and game.match.to_act == b
    assert await game.stored() == game.match.to_dict()


@pytest.mark.parametrize("guilty", [True, False])
async def test_r17_challenge(game: Game, guilty: bool) -> None:
    a, b, c = await ids3(game)
    alice_hand = ["W4", "r2", "g3"] if guilty else ["W4", "g3", "g4"]
    await game.stage(hands={a: alice_hand, b: ["b1", "b2"], c: ["y1", "y2"]},
                     discard=["r1"], current=a)
    hand = await game.hand(game.fake.alice)
    await game.click(game.fake.alice, hand, "Wild Draw Four")
    await game.click(game.fake.alice, game.driver.get(hand.id), "Green")
    bob = await game.hand(game.fake.bob)
    assert "Challenge" in labels(bob) and "Take 4 cards" in labels(bob)
    result = await game.click(game.fake.bob, bob, "Challenge")
    shown = game.driver.get(bob.id).text
    if guilty:
        assert len(game.match.hand_of(a)) == 2 + 4 and len(game.match.hand_of(b)) == 2
        # in plain words, with what decided it; the hand is shown to the challenger
        assert "challenge worked" in shown and "held a card of the colour in play" in shown
        assert "Red 2" in shown
        assert game.match.to_act == b
    else:
        assert len(game.match.hand_of(b)) == 2 + 6 and game.match.to_act == c
        assert "challenge failed" in shown and "had no card of the colour in play" in shown
    assert result.acknowledged
    assert await game.stored() == game.match.to_dict()


@pytest.mark.parametrize("guilty", [True, False])
async def test_r17_challenge_under_no_playable_speaks_of_any_playable_card(
        game: Game, guilty: bool) -> None:
    """Under the no_playable rule the Wild Draw Four is judged on every other playable card
    (a Green 1 on a Red 1 makes it unfair, though alice holds no red): the verdict, private
    and on the table, says so instead of speaking of the colour in play."""
    a, b, c = await ids3(game)
    alice_hand = ["W4", "g1", "g3"] if guilty else ["W4", "g3", "g4"]
    await game.stage(Rules(wd4="no_playable", challenge=True),
                     hands={a: alice_hand, b: ["b1", "b2"], c: ["y1", "y2"]},
                     discard=["r1"], current=a)
    hand = await game.hand(game.fake.alice)
    await game.click(game.fake.alice, hand, "Wild Draw Four")
    await game.click(game.fake.alice, game.driver.get(hand.id), "Green")
    bob = await game.hand(game.fake.bob)
    await game.click(game.fake.bob, bob, "Challenge")
    await game.settle()
    shown = game.driver.get(bob.id).text
    table = game.driver.get(game.table.message_id).text  # type: ignore[arg-type]
    if guilty:
        assert "Your challenge worked: alice held another card they could play." in shown
        assert "alice held another card they could play, so the challenge worked" in table
    else:
        assert "Your challenge failed: alice had no other card they could play." in shown
        assert "alice had no other card they could play, so the challenge failed" in table
    assert "colour in play" not in shown + table


async def test_r17_accept(game: Game) -> None:
    a, b, c = await ids3(game)
    await game.stage(hands={a: ["W4", "g3", "g4"], b: ["b1"], c: ["y1", "y2"]},
                     discard=["r1"], current=a)
    hand = await game.hand(game.fake.alice)
    await game.click(game.fake.alice, hand, "Wild Draw Four")
    await game.click(game.fake.alice, game.driver.get(hand.id), "Blue")
    await game.click(game.fake.bob, await game.hand(game.fake.bob), "Take 4 cards")
    assert len(game.match.hand_of(b)) == 5 and game.match.to_act == c


async def test_r19_catch_from_the_table(game: Game) -> None:
    a, b, c = await ids3(game)
    await game.stage(hands={a: ["r5", "r6"], b: ["b1", "b2"], c: ["y1", "y2"]},
                     discard=["r1"], current=a)
    hand = await game.hand(game.fake.alice)
    assert "UNO!" in labels(hand)
    await game.click(game.fake.alice, hand, "Red 5")
    await game.settle()
    table = game.driver.get(game.table.message_id)  # type: ignore[arg-type]
    assert "Catch alice" in labels(table)
    result = await game.click(game.fake.bob, table, "Catch alice")
    assert result.ephemeral and "caught" in (result.response.text if result.response else "")
    assert len(game.match.hand_of(a)) == 3
    assert await game.stored() == game.match.to_dict()


async def test_r18_uno_from_the_hand_is_safe(game: Game) -> None:
    a, b, c = await ids3(game)
    await game.stage(hands={a: ["r5", "r6"], b: ["b1", "b2"], c: ["y1", "y2"]},
                     discard=["r1"], current=a)
    hand = await game.hand(game.fake.alice)
    await game.click(game.fake.alice, hand, "UNO!")
    await game.click(game.fake.alice, game.driver.get(hand.id), "Red 5")
    assert not game.match.catchable


async def test_r15_stacking_chain(game: Game) -> None:
    a, b, c = await ids3(game)
    await game.stage(Rules(stacking=True), hands={a: ["rD", "g1"], b: ["bD", "y1"],
                                                  c: ["y2", "y3"]},
                     discard=["r1"], current=a)
    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red Draw Two")
    bob = await game.hand(game.fake.bob)
    assert "Take 2 cards" in labels(bob)
    await game.click(game.fake.bob, bob, "Blue Draw Two")
    carol = await game.hand(game.fake.carol)
    assert "Take 4 cards" in labels(carol)
    await game.click(game.fake.carol, carol, "Take 4 cards")
    assert len(game.match.hand_of(c)) == 6


async def test_r21_seven_swaps_with_a_chosen_player(game: Game) -> None:
    a, b, c = await ids3(game)
    await game.stage(Rules(seven_o=True), hands={a: ["r7", "g1", "g2"], b: ["b1", "b2"],
                                                 c: ["y1", "y2", "y3", "y4"]},
                     discard=["r1"], current=a)
    hand = await game.hand(game.fake.alice)
    await game.click(game.fake.alice, hand, "Red 7")
    picker = game.driver.get(hand.id)
    assert "carol" in labels(picker) and "bob" in labels(picker)
    await game.click(game.fake.alice, picker, "carol")
    assert codes(game, a) == ["y1", "y2", "y3", "y4"] and codes(game, c) == ["g1", "g2"]


async def test_r21_zero_passes_hands_on(game: Game) -> None:
    a, b, c = await ids3(game)
    await game.stage(Rules(seven_o=True), hands={a: ["r0", "g1", "g2"], b: ["b1", "b2"],
                                                 c: ["y1", "y2", "y3"]},
                     discard=["r1"], current=a)
    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 0")
    assert codes(game, b) == ["g1", "g2"] and codes(game, c) == ["b1", "b2"]


async def test_r22_jump_in(game: Game) -> None:
    a, b, c = await ids3(game)
    await game.stage(Rules(jump_in=True), hands={a: ["g7", "g1"], b: ["b1", "b2"],
                                                 c: ["r5", "y3"]},
                     discard=["r5"], current=a)
    carol = await game.hand(game.fake.carol)
    jump = [x for x in carol.buttons if x.custom_id and x.custom_id.startswith("uno:jump:")]
    assert jump and not jump[0].disabled
    await game.click(game.fake.carol, carol, custom_id=jump[0].custom_id)
    assert codes(game, c) == ["y3"] and game.match.to_act == a  # play goes on from carol


async def test_r11_draw_then_play(game: Game) -> None:
    a, b, c = await ids3(game)
    await game.stage(hands={a: ["g5"], b: ["b1", "b2"], c: ["y1", "y2"]},
                     discard=["r1"], draw=["r3"], current=a)
    hand = await game.hand(game.fake.alice)
    await game.click(game.fake.alice, hand, "Draw a card")
    after = game.driver.get(hand.id)
    assert "Red 3 (drawn)" in labels(after) and "Keep it" in labels(after)
    assert "You drew" in after.text
    await game.click(game.fake.alice, after, "Red 3 (drawn)")
    assert game.match.discard[-1] == 3 and game.match.to_act == b


async def test_thirty_card_hand_pages_and_plays_its_last_card(game: Game) -> None:
    a, b, c = await ids3(game)
    big = [f"{col}{r}" for col in "rygb" for r in "123456789"][:29] + ["W"]
    await game.stage(hands={a: big, b: ["b1", "b2"], c: ["y1", "y2"]},
                     discard=["g0"], current=c)
    hand = await game.hand(game.fake.alice)
    seen = set(labels(hand))
    for _ in range(3):
        nxt = [x for x in game.driver.get(hand.id).buttons if x.label == "Next"]
        if not nxt or nxt[0].disabled:
            break
        await game.click(game.fake.alice, hand, "Next")
        seen |= set(labels(game.driver.get(hand.id)))
    from bot.engine import Card
    assert {Card.from_code(x).label for x in big} <= seen
    await game.stage(hands={a: big, b: ["b1", "b2"], c: ["y1", "y2"]},
                     discard=["g0"], current=a)
    hand = await game.hand(game.fake.alice)
    for _ in range(3):  # cards keep their places (by color): the Wild is on the last page
        if "Wild" in labels(game.driver.get(hand.id)):
            break
        await game.click(game.fake.alice, hand, "Next")
    await game.click(game.fake.alice, game.driver.get(hand.id), "Wild")
    await game.click(game.fake.alice, game.driver.get(hand.id), "Blue")
    assert len(game.match.hand_of(a)) == 29


async def test_a_paged_hand_opens_on_the_page_with_the_playable_card(game: Game) -> None:
    a, b, c = await ids3(game)
    big = [f"{col}{r}" for col in "ryg" for r in "123456789"] + ["W"]  # only the Wild fits
    await game.stage(hands={a: big, b: ["b1", "b2"], c: ["y1", "y2"]},
                     discard=["b0"], current=a)
    hand = await game.hand(game.fake.alice)
    wild = [x for x in hand.buttons if x.label == "Wild"]
    assert wild and not wild[0].disabled
    assert "Page" in hand.text and "Page 1/" not in hand.text


async def _raw_click(game: Game, user: object, msg: Message, custom_id: str) -> Interaction:
    from tests.fakediscord.driver import MESSAGE_COMPONENT

    stored = game.fake.message(msg.id)
    raw = await game.fake.send_interaction(
        MESSAGE_COMPONENT, user, game.channel, {"custom_id": custom_id,  # type: ignore[arg-type]
                                                "component_type": 2},
        name=f"raw click {custom_id}", message=stored)
    it = Interaction(game.driver, raw)
    await it.wait()
    return it
