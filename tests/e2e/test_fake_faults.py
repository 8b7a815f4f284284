"""Faults and Discord's rules: resume, invalid session, 429, 500, form-body breaches,
double acknowledgement, missing acknowledgement, expired tokens, edit rate limits."""

from __future__ import annotations

import types

import aiohttp
import pytest
from discord import app_commands

from tests.fakediscord import Driver, FakeDiscord, InProcessBot, InteractionFailed

pytestmark = [pytest.mark.timeout(30), pytest.mark.bot_extensions("tests.e2e.probe_ext")]


async def test_resume_after_dropped_connection(driver: Driver, fake: FakeDiscord) -> None:
    await fake.drop_connection()
    # Dispatched while the bot is away: buffered, then replayed on RESUME.
    result = await driver.slash(fake.alice, "/uno help")
    assert result.response is not None and "UNO" in result.response.content
    assert fake.resumes == 1 and fake.identifies == 1
    assert any(url.startswith("/resume") for url in fake.gateway_connections)
    again = await driver.slash(fake.bob, "/probe counter")
    assert again.response is not None
    await driver.click(fake.alice, again.response, "Count 0")
    assert driver.get(again.response.id).content == "count=1"


async def test_invalid_session_identifies_again(driver: Driver, fake: FakeDiscord,
                                                bot: InProcessBot) -> None:
    await fake.invalidate_session()
    await driver.wait_until(lambda: fake.identifies == 2 and fake.connected,
                            what="a new IDENTIFY")
    result = await driver.slash(fake.alice, "/uno help")
    assert result.acknowledged


async def test_rate_limited_callback_is_retried(driver: Driver, fake: FakeDiscord) -> None:
    fake.inject_fault("POST", "/interactions/*/callback", 429, retry_after=0.2)
    result = await driver.slash(fake.alice, "/uno help")
    assert result.ack_type == 4
    statuses = [r.status for r in fake.requests_to("POST", "/interactions/*/callback")]
    assert statuses == [429, 200]


async def test_rate_limited_channel_message_is_retried(driver: Driver, fake: FakeDiscord) -> None:
    fault = fake.inject_fault("POST", "/channels/*/messages", 429, retry_after=0.1)
    await driver.slash(fake.alice, "/probe post")
    assert fault.hits == 1
    assert [r.status for r in fake.requests_to("POST", "/channels/*/messages")] == [429, 200]
    assert [m.content for m in driver.messages(fake.bob)] == ["table v1"]


async def test_server_error_once_is_survived(driver: Driver, fake: FakeDiscord) -> None:
    fake.inject_fault("PATCH", "/channels/*/messages/*", 500)
    await driver.slash(fake.alice, "/probe post")
    assert [r.status for r in fake.requests_to("PATCH", "/channels/*/messages/*")] == [500, 200]
    assert [m.content for m in driver.messages(fake.bob)] == ["table v1"]


async def test_invalid_form_body_is_reported(driver: Driver, fake: FakeDiscord) -> None:
    with pytest.raises(InteractionFailed, match="Invalid Form Body") as failure:
        await driver.slash(fake.alice, "/probe badbutton")
    (breach,) = fake.take_breaches()
    assert failure.value.breaches == [breach]
    assert breach.status == 400 and breach.code == 50035
    assert breach.errors == {"data": {"components": {"0": {"components": {"0": {"custom_id": {
        "_errors": [{"code": "BASE_TYPE_MAX_LENGTH",
                     "message": "Must be 100 or fewer in length."}]}}}}}}}
    assert driver.bot_errors  # discord.py logged the HTTPException
    driver.bot_errors.clear()
    assert driver.messages(fake.alice) == []


async def test_double_acknowledgement_is_refused(driver: Driver, fake: FakeDiscord) -> None:
    result = await driver.slash(fake.alice, "/probe twice")
    assert result.ack_type == 4
    (breach,) = fake.take_breaches()
    assert breach.code == 40060 and breach.status == 400
    driver.bot_errors.clear()
    assert [m.content for m in driver.messages(fake.bob)] == ["once", "follow-up is fine"]


async def test_unanswered_interaction_fails_loudly(driver: Driver, fake: FakeDiscord) -> None:
    fake.ack_deadline = 0.3
    with pytest.raises(InteractionFailed, match=r"/probe ignore by alice.*not acknowledged"
                       ) as failure:
        await driver.slash(fake.alice, "/probe ignore")
    assert fake.unacknowledged == [failure.value.interaction]
    with pytest.raises(AssertionError, match="not acknowledged"):
        await fake.check_clean()
    fake.excuse(failure.value.interaction)


async def test_interaction_token_expires_after_15_minutes(driver: Driver, fake: FakeDiscord
                                                          ) -> None:
    result = await driver.slash(fake.alice, "/probe secret")
    url = f"{fake.api_base}/webhooks/{fake.application_id}/{result.raw.token}/messages/@original"
    async with aiohttp.ClientSession() as session:
        async with session.patch(url, json={"content": "still fresh"}) as response:
            assert response.status == 200
        fake.clock.advance(15 * 60 + 1)
        async with session.patch(url, json={"content": "too late"}) as response:
            assert response.status == 401
            assert (await response.json())["code"] == 50027
    assert fake.take_breaches()[0].code == 50027
    assert driver.get(result.raw.original_message_id or 0).content == "still fresh"


async def test_per_message_edit_rate_limit(driver: Driver, fake: FakeDiscord) -> None:
    fake.edit_rate_limit = (2, 0.3)
    await driver.slash(fake.alice, "/probe post edits:4")
    statuses = [r.status for r in fake.requests_to("PATCH", "/channels/*/messages/*")]
    assert statuses.count(429) >= 1 and statuses.count(200) == 4
    table = driver.last_message(fake.bob, ephemeral=False)
    assert table.content == "table v4" and table.edits == 4


async def test_crashing_handler_fails_fast(driver: Driver, fake: FakeDiscord, bot: InProcessBot,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    # The bot answers every crash politely; discord.py's default handler (log, no answer)
    # stands in here so the fake's own detection of an unanswered crash is what is tested.
    monkeypatch.setattr(bot.tree, "on_error",
                        types.MethodType(app_commands.CommandTree.on_error, bot.tree))
    with pytest.raises(InteractionFailed, match="failed without answering.*probe crash"):
        await driver.slash(fake.alice, "/probe crash")
    driver.bot_errors.clear()


async def test_a_crashing_command_is_answered_politely(driver: Driver, fake: FakeDiscord) -> None:
    """The one error path: an unexpected error is logged with its traceback and answered."""
    result = await driver.slash(fake.alice, "/probe crash")
    assert result.response is not None and result.ephemeral
    assert "Sorry, something went wrong" in result.response.text
    assert any("probe crash" in str(r.exc_info[1]) for r in driver.bot_errors if r.exc_info)
    driver.bot_errors.clear()
