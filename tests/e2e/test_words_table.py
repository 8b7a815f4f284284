"""What the table, /uno help and /uno rules say, through the fake Discord: UNO called vs
catchable, UNO! and Catch only while useful, names escaped, rules as sentences."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import Game

pytestmark = pytest.mark.timeout(60)


def button_labels(game: Game, message_id: int) -> list[str]:
    return [b.label or "" for b in game.driver.get(message_id).buttons]


async def test_R19_table_marks_called_and_catchable_and_shows_buttons_only_when_useful(
        game: Game) -> None:
    table = await game.start()
    f = game.fake
    a, b, c = f.alice.id, f.bob.id, f.carol.id
    await game.stage(hands={a: ["r5", "r6", "r7"], b: ["b1", "b2", "b3"],
                            c: ["g1", "g2", "g3"]}, discard=["r1"], current=a)
    await game.settle()
    assert "UNO!" not in button_labels(game, table.id)
    assert not any(x.startswith("Catch") for x in button_labels(game, table.id))

    # alice at two cards: the UNO! button is there; she plays without calling
    await game.stage(hands={a: ["r5", "r6"], b: ["b1", "b2", "b3"], c: ["g1", "g2", "g3"]},
                     discard=["r1"], current=a)
    await game.settle()
    assert "UNO!" in button_labels(game, table.id)
    hand = await game.hand(f.alice)
    await game.click(f.alice, hand, "Red 5")
    await game.settle()
    text = game.driver.get(table.id).text
    assert "alice: 1 card · 0 pts — ⚠️ one card, no UNO! call" in text
    assert "Catch alice" in button_labels(game, table.id)
    await game.click(f.bob, game.driver.get(table.id), "Catch alice")
    await game.settle()
    assert "alice: 3 cards" in game.driver.get(table.id).text
    assert not any(x.startswith("Catch") for x in button_labels(game, table.id))

    # this time she calls first: the table says so, and there is nothing to catch
    await game.stage(hands={a: ["r5", "r6"], b: ["b1", "b2", "b3"], c: ["g1", "g2", "g3"]},
                     discard=["r1"], current=a)
    hand = await game.hand(f.alice)
    await game.click(f.alice, hand, "UNO!")
    await game.click(f.alice, game.driver.get(hand.id), "Red 5")
    await game.settle()
    text = game.driver.get(table.id).text
    assert "alice: 1 card · 0 pts — 📣 **UNO!**" in text
    assert "no UNO! call" not in text
    assert "UNO!" not in button_labels(game, table.id)
    assert not any(x.startswith("Catch") for x in button_labels(game, table.id))


async def test_names_in_embeds_are_escaped(game: Game) -> None:
    game.fake.bob.global_name = "[free nitro](https://evil.example)"
    table = await game.start()
    text = game.driver.get(table.id).text
    assert "\\[free nitro](https://evil.example)" in text
    assert "[free nitro](" not in text.replace("\\[free nitro](", "")


async def test_help_and_rules_read_as_sentences(game: Game) -> None:
    f = game.fake
    help_msg = (await game.driver.slash(f.alice, "/uno help")).response
    assert help_msg is not None and help_msg.ephemeral
    for head in ("**Join.**", "**Your hand.**", "**Playing.**", "**UNO!**", "**Winning.**",
                 "**Commands**"):
        assert head in help_msg.text
    lobby = (await game.driver.slash(f.alice, "/uno start",
                                     {"options": "stacking=on jump_in=on"})).response
    assert lobby is not None
    assert "Draw cards stack: a +2 can be answered with a +2" in lobby.text
    assert "Jump-in:" in lobby.text and "stacking=" not in lobby.text
    rules = (await game.driver.slash(f.bob, "/uno rules")).response
    assert rules is not None
    assert "**Official rules, changed**" in rules.text
    assert "Draw cards stack: a +2 can be answered with a +2" in rules.text
    assert "stacking: on" not in rules.text
    choices = await game.driver.autocomplete(f.alice, "/uno start", {"options": "stack"},
                                             focused="options")
    assert any("stacking=on" in str(ch) for ch in choices)  # the keys stay for typing


async def test_last_moves_start_afresh_with_a_new_hand(game: Game) -> None:
    await game.start()
    f = game.fake
    a, b, c = f.alice.id, f.bob.id, f.carol.id
    await game.stage(hands={a: ["r5"], b: ["b1", "b2"], c: ["g1", "g2"]},
                     discard=["r1"], current=a)
    hand = await game.hand(f.alice)
    await game.click(f.alice, hand, "Red 5")
    await game.settle()
    assert game.match.hand_over
    from tests.e2e.seated import press_next_hand

    await press_next_hand(game.driver, f.alice)
    await game.settle()
    assert game.match.hand_no == 2
    # the results pushed the table up: it is reposted below them
    text = [m.text for m in game.driver.messages(f.alice) if m.text.startswith("UNO — hand 2")
            and not m.ephemeral][-1]
    moves = text.split("Last moves")[1]
    assert moves.lstrip().startswith("Hand 2: "), moves
    assert "Red 5" not in moves and "Hand 1:" not in moves
