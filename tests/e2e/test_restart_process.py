""""Nothing acknowledged is ever lost": the real ``python -m bot`` killed mid-hand (SIGKILL,
and SIGTERM) comes back with the same game. The SAME table message and the SAME hand
buttons sent before the restart carry on from the same stored state.

The deal is random in the subprocess (no test hook in production code): the test reads the
dealt state from the database and plays only moves the hand message offers (enabled
buttons are legal moves)."""

from __future__ import annotations

import signal
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.engine import Card, Match
from tests.e2e.seated import FirstLegal, open_hand, start_game
from tests.fakediscord import BotProcess, Driver, FakeDiscord
from tests.fakediscord.driver import Message

pytestmark = pytest.mark.timeout(90)


def stored(db: Path, channel_id: int) -> tuple[int, dict[str, Any], int | None]:
    """(version, engine state, table message id) of the channel's live game, read from
    the database file itself (the bot process may be dead)."""
    import json

    conn = sqlite3.connect(db)
    try:
        row = conn.execute("SELECT version, state_json, table_message_id FROM live_games"
                           " WHERE channel_id = ?", (channel_id,)).fetchone()
    finally:
        conn.close()
    assert row is not None, "the live game is stored"
    return int(row[0]), json.loads(row[1]), row[2]


# A one-click legal move offered by the hand: a decision, a non-wild card, or Draw.
ONE_CLICK = FirstLegal(one_click=True)


async def open_hand_to_act(driver: Driver, fake: FakeDiscord,
                           state: dict[str, Any]) -> tuple[Any, Message]:
    # the player to act is read from the stored state: the bot runs in another process
    user_id = Match.from_dict(state).to_act
    user = next(u for u in (fake.alice, fake.bob) if u.id == user_id)
    return user, await open_hand(driver, user)


async def click_old_hand(driver: Driver, db: Path, channel_id: int, user: Any, hand: Message,
                         before: tuple[int, dict[str, Any], int | None]) -> None:
    """Click a legal move on a hand message sent BEFORE the restart; it is applied."""
    cid = ONE_CLICK.move(hand)
    version, state, _ = before
    assert f":{version}" in cid
    result = await driver.click(user, hand, custom_id=cid)
    assert result.acknowledged and result.ack_type == 7  # the hand message itself is updated
    new_version, new_state, _ = stored(db, channel_id)
    assert new_version > version and new_state != state
    old_m, new_m = Match.from_dict(state), Match.from_dict(new_state)
    if cid.startswith("uno:play:"):
        card = Card.from_code(cid.split(":")[4])
        assert new_m.discard[-1] == card.id
        assert len(new_m.hand_of(user.id)) == len(old_m.hand_of(user.id)) - 1
    updated = driver.get(hand.id)
    assert f":{new_version}" in "".join(b.custom_id or "" for b in updated.buttons)


async def test_sigkill_and_sigterm_mid_hand_the_same_buttons_continue(
        fake: FakeDiscord, bot_process: BotProcess) -> None:
    db = bot_process.database
    driver = Driver(fake)
    await bot_process.start()
    lobby = await start_game(driver, fake.alice, [fake.bob])
    channel = fake.channel.id
    # one move before the kill, so the hand is really under way
    first = stored(db, channel)
    user, hand = await open_hand_to_act(driver, fake, first[1])
    await click_old_hand(driver, db, channel, user, hand, first)

    # --- SIGKILL with a hand message open ---------------------------------------------
    before = stored(db, channel)
    assert before[2] == lobby.id  # the lobby message became the table message
    user, hand = await open_hand_to_act(driver, fake, before[1])
    assert await bot_process.kill() == -9
    await driver.wait_until(lambda: not fake.connected, what="the killed bot to disconnect")
    edits = driver.get(lobby.id).edits
    await bot_process.start()
    assert stored(db, channel) == before  # same state, same version, same table message
    # the same table message is refreshed (not a new one) and its buttons still work
    await driver.wait_until(lambda: driver.get(lobby.id).edits > edits,
                            what="the resumed table message to be refreshed")
    table = driver.get(lobby.id)
    assert any(b.label == "My hand" for b in table.buttons)
    again = await open_hand(driver, user, table_message=table)
    assert ONE_CLICK.move(again) == ONE_CLICK.move(hand)
    await click_old_hand(driver, db, channel, user, hand, before)

    # --- SIGTERM: a clean stop, then the same ------------------------------------------
    before = stored(db, channel)
    user, hand = await open_hand_to_act(driver, fake, before[1])
    code = await bot_process.stop(signal.SIGTERM)
    assert code == 0  # a clean stop (UnoBot.run handles SIGTERM)
    await driver.wait_until(lambda: not fake.connected, what="the stopped bot to disconnect")
    await bot_process.start()
    assert stored(db, channel) == before
    await click_old_hand(driver, db, channel, user, hand, before)
    await driver.check_clean()
    assert "Traceback" not in bot_process.output()
