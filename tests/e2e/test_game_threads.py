"""A thread per game (server feature ``threads``; issue 14): ``/uno start`` opens a
thread, the channel's answer is one line linking to it, the game runs in the thread, and
when the game ends the line says how and the thread is archived (last: an archived thread
refuses edits of its messages). Without permission to open threads, the game is played in
the channel as before."""

from __future__ import annotations

import dataclasses

import pytest

from bot.engine import Match
from bot.game.registry import TableRegistry
from bot.local.server.state import FakeChannel
from tests.fakediscord import FakeDiscord, InProcessBot
from tests.fakediscord.driver import Driver

pytestmark = pytest.mark.timeout(30)


async def threads_on(bot: InProcessBot, fake: FakeDiscord) -> None:
    settings = await bot.storage.settings.get(fake.guild.id)
    await bot.storage.settings.save(dataclasses.replace(settings, features={"threads": True}))


def bot_lines(driver: Driver, fake: FakeDiscord, channel: FakeChannel) -> list[str]:
    return [m.text for m in driver.messages(fake.dave, channel) if not m.ephemeral]


async def open_game(driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry,
                    command: str = "/uno start") -> tuple[FakeChannel, int]:
    """alice's game with bob in a thread of #general: (the thread, its line's id)."""
    await threads_on(bot, fake)
    start = await driver.slash(fake.alice, command)
    assert start.response is not None and not start.response.ephemeral
    [thread] = [t for t in fake.guild.threads if t.parent_id == fake.channel.id]
    assert thread.name == "UNO — alice's game"
    assert thread.audit_reason == "A game of UNO started here"  # (the audit log's words)
    assert start.response.text == (f"🎴 alice opened an UNO game in <#{thread.id}>: "
                                   "join it there.")
    [lobby] = [m for m in driver.messages(fake.bob, thread) if m.button("Join")]
    await driver.click(fake.bob, lobby, "Join")
    await driver.click(fake.alice, lobby, "Start (host)")
    table = tables.get(thread.id)
    assert table is not None and table.match is not None
    assert tables.get(fake.channel.id) is None  # the channel itself is free
    return thread, start.response.id


async def test_a_game_in_its_own_thread_until_the_match_ends(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry) -> None:
    thread, line = await open_game(driver, fake, bot, tables)
    table = tables.get(thread.id)
    assert table is not None and table.match is not None
    a, b = fake.alice.id, fake.bob.id
    # alice is one card from winning the match
    m = Match.staged([a, b], table.rules, hands={a: ["r5"], b: ["b1", "g2"]},
                     discard=["r1"], current=a, scores={a: table.rules.target - 1})
    m.version = table.match.version + 1
    async with table.rt.lock:
        table.match = m
        await bot.storage.commit_action(table.live_game())
        table.written()
    hand = (await driver.slash(fake.alice, "/uno hand", channel=thread)).response
    assert hand is not None
    await driver.click(fake.alice, hand, "Red 5")
    await bot.settle_tables()
    await driver.settle()
    await driver.wait_until(lambda: fake.channels[thread.id].archived, timeout=5,
                            what="the thread is archived")
    assert driver.get(line).text == f"🎴 UNO game in <#{thread.id}>: The match is over: alice won."
    assert bot_lines(driver, fake, fake.channel) == [driver.get(line).text]  # one line
    assert any("alice" in t and "won" in t.lower() for t in bot_lines(driver, fake, thread))
    assert fake.take_breaches() == []  # nothing was edited in the archived thread


async def test_a_stopped_game_says_so_on_its_line(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry) -> None:
    thread, line = await open_game(driver, fake, bot, tables)
    stopped = await driver.slash(fake.alice, "/uno stop", channel=thread)
    assert stopped.response is not None and "stopped" in stopped.response.text
    await driver.wait_until(lambda: fake.channels[thread.id].archived, timeout=5,
                            what="the thread is archived")
    assert driver.get(line).text == (f"🎴 UNO game in <#{thread.id}>: The game was stopped "
                                     "by alice.")
    assert fake.take_breaches() == []


async def test_without_thread_permission_the_game_is_played_in_the_channel(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry) -> None:
    await threads_on(bot, fake)
    fake.inject_fault("POST", "/channels/*/threads", 403)
    start = await driver.slash(fake.alice, "/uno start")
    assert start.response is not None and start.response.button("Join") is not None
    assert tables.get(fake.channel.id) is not None
    assert [t for t in fake.guild.threads if t.parent_id == fake.channel.id] == []
    fake.take_breaches()
