"""Game timers: a game nobody plays ends by itself (match abandoned, channel free), and the
next hand deals itself after `next_hand_delay`."""

from __future__ import annotations

import asyncio

import pytest

from bot.i18n import EN, Lang
from bot.jobs.timers import span
from bot.screens.pings import is_ping
from tests.e2e.conftest import Game
from tests.e2e.test_play_decisions import ids3

pytestmark = pytest.mark.timeout(30)


async def test_idle_game_ends_abandoned_and_frees_the_channel(game: Game) -> None:
    idle = game.bot.table_config.game_idle
    a, b, c = await ids3(game)
    table = game.table
    match_id = table.match_id
    table_id = table.message_id
    assert match_id is not None and table_id is not None

    def said_so() -> list:  # type: ignore[type-arg]
        return [m for m in game.driver.messages(game.fake.bob) if "no move for" in m.text]

    await game.advance(idle - 1)
    assert game.reg.get(game.channel.id) is table and not said_so()  # not yet
    await game.advance(1)
    assert game.reg.get(game.channel.id) is None
    said = said_so()
    assert said and "free for a new game" in said[-1].text
    assert f"no move for {EN('span', **span(idle))}" in said[-1].text
    # the old table takes no more clicks (its final edit, a new picture, follows the post)
    await game.driver.wait_until(lambda: game.driver.get(table_id).buttons == (), timeout=10,
                                 what="the ended table without buttons")
    assert not [m for m in game.driver.messages(game.fake.bob) if is_ping(m.content)]
    stored = await game.bot.storage.matches.get_match(game.fake.guild.id, match_id)
    assert stored is not None and stored.status == "abandoned"
    assert await game.stored() is None
    again = await game.driver.slash(game.fake.carol, "/uno start")
    assert again.response is not None and "lobby" in again.response.text.lower()
    _ = (a, b, c)


async def test_next_hand_deals_itself(game: Game) -> None:
    game.bot.table_config.next_hand_delay = 15.0
    a, b, c = await ids3(game)
    await game.stage(hands={a: ["r5"], b: ["r2", "b1"], c: ["r7", "y2"]},
                     discard=["r1"], current=a)
    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    assert game.match.hand_over and not game.match.match_over
    await game.settle()
    [results] = [m for m in game.driver.messages(game.fake.bob) if "Hand 1 results" in m.text]
    assert results.button("Next hand") is not None
    await game.advance(14)
    assert game.match.hand_over and game.match.hand_no == 1  # not yet
    await game.advance(1)
    assert game.match.hand_no == 2 and not game.match.hand_over
    # a new hand's table is posted afresh below the results
    mid = game.table.message_id
    assert mid is not None and "UNO — hand 2" in game.driver.get(mid).text
    assert game.driver.get(results.id).buttons == ()  # Next hand is gone once dealt
    assert await game.stored() == game.match.to_dict()


async def test_next_hand_button_is_taken_off_after_a_restart(game: Game) -> None:
    """The results message's id is kept with the game: a hand dealt after a restart still
    takes its Next hand button off."""
    from bot.jobs.resume import load

    a, b, c = await ids3(game)
    await game.stage(hands={a: ["r5"], b: ["r2", "b1"], c: ["r7", "y2"]},
                     discard=["r1"], current=a)
    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    await game.settle()
    [results] = [m for m in game.driver.messages(game.fake.bob) if "Hand 1 results" in m.text]
    assert results.button("Next hand") is not None
    # as after a restart: only storage remains (no tables, no display state in memory)
    game.reg.tables.clear()
    game.bot.display.charts.clear()
    tables = await load(game.reg, game.bot.storage, game.bot.shard_set)
    game.table.next_hand_at = game.clock.now()
    await game.bot.refresher.run(tables)
    await game.advance(0)
    assert game.match.hand_no == 2  # dealt itself after the restart
    assert game.driver.get(results.id).buttons == ()


def test_span_reads_well() -> None:
    def said(seconds: float, lang: Lang = EN) -> str:
        return lang("span", **span(seconds))

    assert said(1800) == "30 minutes"
    assert said(3600) == "1 hour"
    assert said(60) == "1 minute"
    assert said(300) == "5 minutes"
    assert said(0.2) == "a moment"
    assert said(3600, Lang("de")) == "1 Stunde" and said(1800, Lang("fr")) == "30 minutes"


async def test_the_next_hand_brings_table_and_hands_onto_one_screen(game: Game) -> None:
    """Issue 25.3: once the next hand starts, the results say so (no countdown left), the
    previous hand's table goes (its results tell that hand) and the new table is posted
    below them, with each open hand message sent again under it (the old one closes), so a
    player sees table and hand together without scrolling up."""
    a, b, c = await ids3(game)
    await game.stage(hands={a: ["r5"], b: ["r2", "b1"], c: ["r7", "y2"]},
                     discard=["r1"], current=a)
    old_table = game.table.message_id
    bob_hand = await game.hand(game.fake.bob)
    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    await game.settle()
    [results] = [m for m in game.driver.messages(game.fake.bob) if "Hand 1 results" in m.text]
    assert "The next hand starts in" in results.text
    await game.driver.click(game.fake.alice, results, "Next hand")
    await game.settle()
    new_table = game.table.message_id
    assert new_table is not None and old_table is not None and new_table > results.id
    assert game.fake.message(old_table).deleted  # no "moved down here" stub
    shown = game.driver.get(results.id)
    assert "The next hand starts in" not in shown.text and "Hand 2 has started" in shown.text
    assert shown.buttons == ()
    # bob's hand followed the table down: a new private message under it, the old closed
    assert "moved to a newer message" in game.driver.get(bob_hand.id).text
    newest = game.driver.last_message(game.fake.bob, ephemeral=True)
    assert newest is not None and newest.id > new_table and "Your hand" in newest.text
    assert "Draw a card" in [b.label for b in newest.buttons]  # the hand's own buttons


async def test_a_hand_opened_while_the_new_table_is_posted_is_not_moved(game: Game) -> None:
    """A hand answered while the next hand's table is being posted may land on either side
    of it: it is kept where it is (next to the table) and refreshed, never closed as
    "moved" (the whole-match AI test met this: a member's fresh hand closed on her turn)."""
    a, b, c = await ids3(game)
    await game.stage(hands={a: ["r5"], b: ["r2", "b1"], c: ["r7", "y2"]},
                     discard=["r1"], current=a)
    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    await game.settle()
    [results] = [m for m in game.driver.messages(game.fake.bob) if "Hand 1 results" in m.text]
    posting = game.fake.hold("POST", f"/channels/{game.channel.id}/messages")
    await game.driver.click(game.fake.alice, results, "Next hand")
    await asyncio.wait_for(posting.reached.wait(), 10)  # the new table is on its way
    bob_hand = await game.hand(game.fake.bob)
    posting.release()
    await game.settle()
    new_table = game.table.message_id
    assert new_table is not None and new_table != results.id
    shown = game.driver.get(bob_hand.id)
    assert "moved to a newer message" not in shown.text
    assert "Your hand" in shown.text and "Draw a card" in [b.label for b in shown.buttons]
    assert game.driver.last_message(game.fake.bob, ephemeral=True).id == bob_hand.id  # type: ignore[union-attr]
