"""Prints what a player sees (table, a hand, /uno help, /uno rules) and checks it reads well:
run with ``-s`` to see the text (the issue's before/after note was made with it)."""

from __future__ import annotations

import pytest

from bot.engine import Rules
from tests.e2e.conftest import Game
from tests.fakediscord.driver import Message

pytestmark = pytest.mark.timeout(60)


def rows(msg: Message) -> str:
    """The buttons row by row; a playable (enabled) one is marked with *."""
    out: dict[int, list[str]] = {}
    for b in msg.buttons:
        out.setdefault(b.row or 0, []).append(f"{b.label}{'' if b.disabled else '*'}")
    return "\n".join(f"  row {r}: " + " | ".join(labels) for r, labels in sorted(out.items()))


async def test_what_a_player_sees(game: Game) -> None:
    f = game.fake
    help_text = (await game.driver.slash(f.alice, "/uno help")).response
    lobby = (await game.driver.slash(f.alice, "/uno start", {"options": "stacking=on"})).response
    assert help_text is not None and lobby is not None
    for user in (f.bob, f.carol):
        await game.driver.click(user, lobby, "Join")
    lobby_text = game.driver.get(lobby.id).text
    await game.driver.click(f.alice, lobby, "Start (host)")
    a, b, c = f.alice.id, f.bob.id, f.carol.id
    await game.stage(Rules(stacking=True), hands={a: ["r5", "g3", "b3", "r1", "y7", "W", "rS"],
                                                b: ["b1", "g2"], c: ["y3"]},
                     discard=["r7"], current=a)
    await game.settle()
    table = game.driver.get(lobby.id).text
    hand_msg = await game.hand(f.alice)
    hand = hand_msg.text + "\n" + rows(hand_msg)
    rules = (await game.driver.slash(f.alice, "/uno rules")).response
    assert rules is not None
    print("\n=== /uno help ===\n" + help_text.text)
    print("\n=== lobby ===\n" + lobby_text)
    print("\n=== table ===\n" + table + "\n" + rows(game.driver.get(lobby.id)))
    print("\n=== alice's hand ===\n" + hand)
    print("\n=== /uno rules ===\n" + rules.text)
    assert "UNO" in table and "Your turn" in hand


async def test_what_a_player_sees_after_drawing_and_when_jumping_in(game: Game) -> None:
    f = game.fake
    await game.start({"options": "jump_in=on"})
    a, b, c = f.alice.id, f.bob.id, f.carol.id
    await game.stage(Rules(jump_in=True), hands={a: ["b9", "g2"], b: ["r1", "b4", "y2"],
                                                 c: ["y4", "y5"]},
                     discard=["r1"], draw=["r5"], current=a)
    bob = await game.hand(f.bob)
    hand = await game.hand(f.alice)
    await game.click(f.alice, hand, "Draw a card")
    drawn = game.driver.get(hand.id).text
    print("\n=== bob's hand (alice's turn, jump-in on) ===\n" + bob.text)
    print("\n=== alice's hand after drawing ===\n" + drawn)
    assert "Red 5" in drawn and "alice's turn" in bob.text
