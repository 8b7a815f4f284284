"""Issue 24, defect 1: with the server's ``threads`` on, a thread is opened only for a
start that passed every check, a thread opened for a start that fails anyway is deleted,
and no member can make the bot open threads faster than games start: one start at a time
per channel, one lobby thread waiting per channel (a start meanwhile is pointed to it),
and a lobby thread closed without a game is used again by the next start."""

from __future__ import annotations

from typing import Any

import pytest

from bot.game.registry import TableRegistry
from bot.i18n import EN
from bot.local.server.state import FakeChannel
from bot.screens.texts import OPEN_FAILED, OPENING, lobby_waiting
from bot.storage import StorageError
from tests.e2e.test_game_threads import threads_on
from tests.fakediscord import FakeDiscord, InProcessBot
from tests.fakediscord.driver import Driver, Interaction, gather_answers
from tests.fakediscord.views import Message

pytestmark = pytest.mark.timeout(30)


def game_threads(fake: FakeDiscord) -> list[FakeChannel]:
    return [t for t in fake.guild.threads if t.parent_id == fake.channel.id]


def said(interaction: Interaction) -> str:
    return "\n".join(m.text for m in interaction.messages)


def lobby_in(driver: Driver, fake: FakeDiscord, thread: FakeChannel) -> Message:
    [lobby] = [m for m in driver.messages(fake.dave, thread)
               if any(b.label == "Join" for b in m.buttons)]
    return lobby


async def test_refused_starts_open_no_thread(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry) -> None:
    await threads_on(bot, fake)
    for command, why in (("/uno start ai:9 max_players:2", "at most 2 players"),
                         ("/uno start options:sideways=on", "Unknown house rule"),
                         ("/uno start ai:9 max_players:2", "at most 2 players")):
        refused = await driver.slash(fake.alice, command)
        assert refused.ephemeral and why in said(refused), said(refused)
    assert game_threads(fake) == []
    assert fake.requests_to("POST", "/channels/*/threads") == []
    assert tables.get(fake.channel.id) is None


async def test_a_start_that_fails_after_its_thread_opened_deletes_the_thread(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry,
        monkeypatch: pytest.MonkeyPatch) -> None:
    await threads_on(bot, fake)

    async def disk_gone(*args: Any, **kwargs: Any) -> Any:
        raise StorageError("disk gone")

    monkeypatch.setattr(bot.storage, "commit_action", disk_gone)
    refused = await driver.slash(fake.alice, "/uno start")
    assert refused.ephemeral and said(refused) == EN(OPEN_FAILED)
    [opened] = fake.requests_to("POST", "/channels/*/threads")
    assert game_threads(fake) == []  # opened, then deleted
    assert fake.requests_to("DELETE", f"/channels/{opened.response['id']}")
    driver.bot_errors.clear()  # (the failed save is logged as an error, as it should be)


async def test_a_channel_has_one_waiting_lobby_thread_until_its_game_starts(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry) -> None:
    await threads_on(bot, fake)
    await driver.slash(fake.alice, "/uno start")
    [thread] = game_threads(fake)
    for who in (fake.bob, fake.carol):
        pointed = await driver.slash(who, "/uno start")
        assert pointed.ephemeral and said(pointed) == lobby_waiting(thread.id)(EN)
    assert game_threads(fake) == [thread]
    lobby = lobby_in(driver, fake, thread)
    await driver.click(fake.bob, lobby, "Join")
    await driver.click(fake.alice, lobby, "Start (host)")
    # its game started: the next start opens the next thread
    again = await driver.slash(fake.carol, "/uno start")
    assert again.response is not None and not again.response.ephemeral
    assert len(game_threads(fake)) == 2
    assert fake.take_breaches() == []


async def test_a_lobby_thread_closed_without_a_game_is_used_again(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry) -> None:
    await threads_on(bot, fake)
    await driver.slash(fake.alice, "/uno start")
    [thread] = game_threads(fake)
    await driver.click(fake.alice, lobby_in(driver, fake, thread), "Cancel (host)")
    await driver.wait_until(lambda: thread.archived, what="the cancelled lobby's thread "
                                                           "is archived")
    again = await driver.slash(fake.bob, "/uno start")
    assert again.response is not None and not again.response.ephemeral
    assert again.response.text == (f"🎴 bob opened an UNO game in <#{thread.id}>: "
                                   "join it there.")
    assert game_threads(fake) == [thread]  # no second thread
    assert not thread.archived and thread.name == "UNO — bob's game"
    table = tables.get(thread.id)
    assert table is not None and table.is_lobby and table.host_id == fake.bob.id
    await driver.click(fake.carol, lobby_in(driver, fake, thread), "Join")
    assert fake.take_breaches() == []


async def test_starts_at_the_same_moment_open_one_thread(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry) -> None:
    await threads_on(bot, fake)
    starts = [await driver.slash(who, "/uno start", wait=False)
              for who in (fake.alice, fake.bob, fake.carol)]
    await gather_answers(starts)
    await driver.settle()
    [thread] = game_threads(fake)
    opened = [s for s in starts if s.response is not None and not s.response.ephemeral]
    refused = [s for s in starts if s not in opened]
    assert len(opened) == 1 and len(refused) == 2
    for s in refused:
        assert said(s) in (EN(OPENING), lobby_waiting(thread.id)(EN)), said(s)
    assert fake.take_breaches() == []
