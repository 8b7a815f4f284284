"""Issue 11 leftover: a refusal of a publicly deferred ``/uno start`` (slow storage made
the guard defer it for everyone to see) must not turn the public message into an error.
The public "thinking" message goes; the refusal is a private follow-up."""

from __future__ import annotations

from typing import Any

import pytest

from bot.game.registry import TableRegistry
from bot.i18n import EN
from bot.plumbing.lobby import BUSY
from tests.fakediscord import FakeDiscord, InProcessBot
from tests.fakediscord.driver import Driver

pytestmark = pytest.mark.timeout(30)


async def test_late_refusal_of_a_public_start_is_private(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry,
        monkeypatch: pytest.MonkeyPatch) -> None:
    first = await driver.slash(fake.alice, "/uno start")
    assert first.response is not None and first.response.button("Join") is not None
    real = bot.storage.settings.get

    def deferred() -> bool:
        return any(i.user_id == fake.bob.id and i.ack_type == 5
                   for i in fake.interactions.values())

    async def slow_disk(*args: Any, **kwargs: Any) -> Any:
        # still reading when the guard defers the answer (publicly: /uno start is public)
        await fake.wait_for(deferred, what="the guard's deferral")
        return await real(*args, **kwargs)

    monkeypatch.setattr(bot.storage.settings, "get", slow_disk)
    monkeypatch.setattr("bot.plumbing.answer.ANSWER_WITHIN", 0.01)  # the guard, shortened
    second = await driver.slash(fake.bob, "/uno start")
    assert second.ack_type == 5  # deferred
    public = [m for m in driver.messages(fake.carol) if not m.ephemeral]
    assert [m.id for m in public] == [first.response.id]  # no error for everyone
    [refusal] = [m for m in driver.messages(fake.bob) if m.ephemeral]
    assert refusal.ephemeral_for == fake.bob.id and refusal.text == EN(BUSY)
    assert fake.take_breaches() == []
