"""A visible countdown (issue 14): with a turn timer, the table and the acting player's
hand show the deadline as a Discord relative timestamp; without one, nothing."""

from __future__ import annotations

import re

import pytest

from tests.e2e.conftest import Game

pytestmark = pytest.mark.timeout(30)

STAMP = re.compile(r"Turn ends <t:(\d+):R>")


async def test_turn_timer_shows_the_deadline_on_table_and_hand(game: Game) -> None:
    await game.start({"turn_timer": 60}, players=2)
    a, b = game.fake.alice.id, game.fake.bob.id
    await game.stage(hands={a: ["r5", "r6", "g1"], b: ["r2", "b1", "r3"]},
                     discard=["r1"], current=a)
    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    await game.settle()
    t = game.table
    assert t.deadline is not None and t.deadline_for == b
    table = game.driver.get(t.message_id)  # type: ignore[arg-type]
    shown = STAMP.search(table.embeds[0].description or "")
    assert shown is not None and int(shown.group(1)) == int(t.deadline)
    bob = await game.hand(game.fake.bob)
    assert f"Turn ends <t:{int(t.deadline)}:R>" in (bob.embeds[0].description or "")
    alice = game.driver.get((await game.hand(game.fake.alice)).id)
    assert STAMP.search(alice.text) is None  # not her turn
    # the turn moves on: the hand that showed it refreshes without it, the next one has it
    await game.click(game.fake.bob, bob, "Red 2")
    await game.settle()
    assert STAMP.search(game.driver.get(bob.id).text) is None
    assert t.deadline_for == a
    assert f"Turn ends <t:{int(t.deadline)}:R>" in game.driver.get(alice.id).text
    table = game.driver.get(t.message_id)  # type: ignore[arg-type]
    assert f"Turn ends <t:{int(t.deadline)}:R>" in table.text


async def test_no_turn_timer_no_countdown(game: Game) -> None:
    await game.start({"turn_timer": 0})
    await game.settle()
    table = game.driver.get(game.table.message_id)  # type: ignore[arg-type]
    assert "Turn ends" not in table.text
    assert "Turn ends" not in (await game.hand(game.fake.alice)).text
