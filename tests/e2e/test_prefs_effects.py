"""What two player preferences do (bot/game/features.py PREFS; issue 14):
``playable_first`` puts the cards a player can play first in their hand instead of color
groups; ``dm_turn_notice`` sends a short DM with a link to the table when it has been their
turn for a while, and DMs closed to the bot (50007) turn it off with one private note."""

from __future__ import annotations

from typing import Any

import pytest

from bot.game.features import pref
from bot.i18n import EN
from bot.jobs.nudges import DM_CLOSED
from bot.local.server.state import DM_CHANNEL
from tests.e2e.conftest import Game
from tests.fakediscord.driver import Message

pytestmark = pytest.mark.timeout(30)


async def set_pref(game: Game, user: Any, **values: Any) -> None:
    await game.bot.prefs.save(game.fake.guild.id, user.id, values)


def cards(hand: Message) -> list[tuple[str, bool]]:
    """(label, enabled) of the card buttons, in the order shown."""
    return [(b.label or "", not b.disabled) for b in hand.buttons
            if (b.custom_id or "").startswith(("uno:play:", "uno:jump:"))]


async def staged(game: Game) -> tuple[int, int]:
    await game.start(players=2)
    a, b = game.fake.alice.id, game.fake.bob.id
    await game.stage(hands={a: ["r7", "y2", "g3", "b5", "b1"], b: ["r2", "y1", "b3"]},
                     discard=["b9"], current=a)
    return a, b


async def test_playable_first_puts_the_playable_cards_first(game: Game) -> None:
    await staged(game)
    grouped = cards(await game.hand(game.fake.alice))
    assert [label for label, _ in grouped] == ["Red 7", "Yellow 2", "Green 3", "Blue 1",
                                               "Blue 5"]  # by color: the blues come last
    await set_pref(game, game.fake.alice, playable_first=True)
    first = await game.hand(game.fake.alice)  # read when the hand is opened
    assert cards(first) == [("Blue 1", True), ("Blue 5", True), ("Red 7", False),
                            ("Yellow 2", False), ("Green 3", False)]
    rows = {b.label: b.row for b in first.buttons}
    assert rows["Blue 5"] != rows["Red 7"]  # the playable ones read apart from the rest
    # bob's hand is unaffected
    assert [label for label, _ in cards(await game.hand(game.fake.bob))] == [
        "Red 2", "Yellow 1", "Blue 3"]


def dms(game: Game, user: Any) -> list[str]:
    return [m.content for c in game.fake.channels.values()
            if c.type == DM_CHANNEL and c.recipients and c.recipients[0].id == user.id
            for m in c.messages.values()]


async def test_dm_turn_notice_when_it_has_been_your_turn_a_while(game: Game) -> None:
    after = game.bot.table_config.dm_notice_after  # no turn timer: after this long
    a, b = await staged(game)
    await set_pref(game, game.fake.bob, dm_turn_notice=True)
    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Blue 5")
    assert game.match.to_act == b
    await game.advance(after - 1)
    assert dms(game, game.fake.bob) == []  # not yet
    await game.advance(1)
    [text] = dms(game, game.fake.bob)
    t = game.table
    assert f"https://discord.com/channels/{t.guild_id}/{t.channel_id}/{t.message_id}" in text
    assert "your turn" in text
    assert dms(game, game.fake.alice) == []  # alice did not ask for it
    assert t.rt.timer.noticed is not None
    await game.advance(after)
    assert len(dms(game, game.fake.bob)) == 1  # once a turn
    _ = a


async def test_closed_dms_turn_the_notice_off_and_say_so_once(game: Game) -> None:
    a, b = await staged(game)
    await set_pref(game, game.fake.bob, dm_turn_notice=True)
    game.fake.closed_dms.add(b)
    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Blue 5")
    await game.advance(game.bot.table_config.dm_notice_after)
    stored = await game.bot.storage.prefs.get(game.fake.guild.id, b)
    assert pref(stored.values, "dm_turn_notice") is False and "dm_turn_notice" in stored.values
    hand = await game.hand(game.fake.bob)
    assert EN(DM_CLOSED) in hand.text.replace("\n", " ")
    again = await game.hand(game.fake.bob)
    assert EN(DM_CLOSED) not in again.text.replace("\n", " ")  # said once
    assert dms(game, game.fake.bob) == []
    game.fake.take_breaches()
    _ = a


async def test_no_dm_notice_right_after_a_timed_out_turn(game: Game) -> None:
    """A turn that timed out is no move: the next player's notice still waits half of
    their own turn timer."""
    await game.start({"turn_timer": 60}, players=2)
    a, b = game.fake.alice.id, game.fake.bob.id
    await game.stage(hands={a: ["r7", "y2"], b: ["r2", "y1", "b3"]}, discard=["b9"],
                     current=a)
    await set_pref(game, game.fake.bob, dm_turn_notice=True)
    t = game.table
    now = game.clock.now()
    async with t.rt.lock:  # alice has been idle for long; her deadline is now
        t.last_activity = now - 100
        t.deadline, t.deadline_for = now, a
    game.bot.timers.schedule(t, game.bot.changes)
    await game.advance(0)
    assert game.match.to_act == b  # alice's turn timed out
    await game.advance(29)  # a notice counted from alice's last move would be long due
    assert dms(game, game.fake.bob) == []
    assert t.rt.timer.noticed is None
    await game.advance(1)  # half of bob's own turn timer
    assert len(dms(game, game.fake.bob)) == 1


async def test_a_preference_changed_mid_game_reaches_the_open_hand(game: Game) -> None:
    """/uno prefs writes through the one cache of preferences and into the player's live
    table: their open hand shows the change at its next refresh, not only once opened
    again."""
    await staged(game)
    hand = await game.hand(game.fake.alice)
    answer = await game.driver.slash(game.fake.alice, "/uno prefs option:playable_first value:on")
    assert answer.response is not None and "playable_first" in answer.response.text
    await game.click(game.fake.alice, hand, "Blue 5")
    await game.click(game.fake.bob, await game.hand(game.fake.bob), "Blue 3")
    await game.settle()
    # Blue 3 on the pile: the green 3 and the blue 1 are playable, and come first
    assert cards(game.driver.get(hand.id)) == [("Green 3", True), ("Blue 1", True),
                                               ("Red 7", False), ("Yellow 2", False)]
