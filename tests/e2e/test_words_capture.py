"""Prints what a player sees (table, a hand, /uno help, /uno rules) and checks it reads well:
run with ``-s`` to see the text (the issue's before/after note was made with it)."""

from __future__ import annotations

import pytest

from bot.engine import Rules
from tests.e2e.conftest import Game

pytestmark = pytest.mark.timeout(60)


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
    hand = (await game.hand(f.alice)).text
    rules = (await game.driver.slash(f.alice, "/uno rules")).response
    assert rules is not None
    print("\n=== /uno help ===\n" + help_text.text)
    print("\n=== lobby ===\n" + lobby_text)
    print("\n=== table ===\n" + table)
    print("\n=== alice's hand ===\n" + hand)
    print("\n=== /uno rules ===\n" + rules.text)
    assert "UNO" in table and "Your turn" in hand
