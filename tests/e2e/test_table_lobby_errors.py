"""A lobby message the bot cannot edit (deleted, no permission) does not break /uno join;
the failure is logged at WARNING with the channel and message, never swallowed."""

from __future__ import annotations

import logging

import pytest

from bot.game.registry import TableRegistry
from tests.fakediscord import Driver, FakeDiscord

pytestmark = pytest.mark.timeout(30)


@pytest.mark.parametrize("status", [403, 404])
async def test_lobby_edit_failure_is_logged(driver: Driver, fake: FakeDiscord,
                                            tables: TableRegistry, status: int,
                                            caplog: pytest.LogCaptureFixture) -> None:
    lobby = (await driver.slash(fake.alice, "/uno start")).response
    assert lobby is not None
    fake.inject_fault("PATCH", f"/channels/{fake.channel.id}/messages/{lobby.id}", status)
    with caplog.at_level(logging.WARNING, logger="bot.plumbing.lobby"):
        joined = await driver.slash(fake.bob, "/uno join")
    assert joined.ephemeral and "joined" in (joined.response.text if joined.response else "")
    table = tables.get(fake.channel.id)
    assert table is not None and fake.bob.id in table.players  # the join itself stands
    warned = [r for r in caplog.records if r.name == "bot.plumbing.lobby"
              and r.levelno == logging.WARNING]
    assert warned and str(fake.channel.id) in warned[0].getMessage()
    assert str(lobby.id) in warned[0].getMessage()
