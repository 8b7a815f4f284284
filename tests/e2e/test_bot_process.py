"""The real `python -m bot`, pointed at the fake through DISCORD_API_BASE/GATEWAY_URL."""

from __future__ import annotations

import pytest

from tests.fakediscord import BotProcess, Driver, FakeDiscord

pytestmark = pytest.mark.timeout(60)


async def test_subprocess_logs_in_answers_and_survives_sigkill(
        fake: FakeDiscord, bot_process: BotProcess) -> None:
    driver = Driver(fake)
    await bot_process.start()
    scope, body = fake.command_puts[-1]
    assert scope is None and [c["name"] for c in body] == ["uno"]
    result = await driver.slash(fake.alice, "/uno help")
    assert result.ephemeral and result.response is not None and "UNO" in result.response.content

    assert await bot_process.kill() == -9
    await driver.wait_until(lambda: not fake.connected, what="the killed bot to disconnect")
    await bot_process.start()
    assert fake.identifies == 2 and len(fake.command_puts) == 2
    # The command id is stable across re-syncs, as on Discord.
    assert fake.command_puts[0][1] == fake.command_puts[1][1]
    again = await driver.slash(fake.bob, "/uno help")
    assert again.response is not None and again.response.ephemeral
    await driver.check_clean()
    assert "Logged in as" in bot_process.output() or "Synced" in bot_process.output()


async def test_subprocess_dev_guild_sync_and_sigterm(fake: FakeDiscord, tmp_path: object
                                                     ) -> None:
    process = BotProcess(fake, tmp_path, dev_guild=fake.guild.id)  # type: ignore[arg-type]
    try:
        await process.start()
        assert fake.command_puts[-1][0] == fake.guild.id
        assert fake.synced_commands(fake.guild)[0]["guild_id"] == str(fake.guild.id)
        driver = Driver(fake)
        result = await driver.slash(fake.alice, "/uno help")
        assert result.acknowledged
        # Not synced in the other guild: a member there cannot run it.
        with pytest.raises(AssertionError, match="not synced"):
            await driver.slash(fake.alice, "/uno help",
                               channel=fake.other_guild.text_channels[0])
        code = await process.stop()
        assert code in (-15, 0, 1)
    finally:
        if process.running:
            await process.kill()
