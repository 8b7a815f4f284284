"""Smoke: /uno start -> lobby -> start -> a hand appears."""

from __future__ import annotations

import pytest

from bot.game.registry import TableRegistry
from tests.fakediscord import Driver, FakeDiscord

pytestmark = pytest.mark.timeout(30)


async def test_lobby_to_table(driver: Driver, fake: FakeDiscord, tables: TableRegistry) -> None:
    start = await driver.slash(fake.alice, "/uno start")
    lobby = start.response
    assert lobby is not None
    await driver.click(fake.bob, lobby, "Join")
    await driver.click(fake.carol, lobby, "Join")
    await driver.click(fake.alice, driver.get(lobby.id), "Start (host)")
    table = driver.get(lobby.id)
    print(table.text)
    print([b.label for b in table.buttons])
    t = tables.get(fake.channel.id)
    assert t is not None and t.match is not None
    who = t.match.to_act
    member = {fake.alice.id: fake.alice, fake.bob.id: fake.bob, fake.carol.id: fake.carol}[who]
    hand = await driver.click(member, table, "My hand")
    assert hand.response is not None
    print(hand.response.text, [(b.label, b.custom_id, b.disabled) for b in hand.response.buttons])
