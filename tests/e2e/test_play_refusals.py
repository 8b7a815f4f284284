"""Refused clicks change nothing; storage failures roll back; timers; resume."""

from __future__ import annotations

import asyncio
import io

import discord
import pytest
from PIL import Image, ImageStat

from bot.jobs.resume import load
from bot.storage import StorageError
from tests.e2e.conftest import Game
from tests.e2e.test_play_decisions import _raw_click, ids3

pytestmark = pytest.mark.timeout(30)


def text(it: object) -> str:
    resp = getattr(it, "response", None)
    return resp.text if resp is not None else ""


async def stage_basic(game: Game) -> tuple[int, int, int]:
    a, b, c = await ids3(game)
    await game.stage(hands={a: ["r5", "r6", "g1"], b: ["b1", "r2"], c: ["y1", "y2"]},
                     discard=["r1"], current=a)
    return a, b, c


async def test_non_player_is_refused(game: Game) -> None:
    await stage_basic(game)
    before = game.match.to_dict()
    await game.settle()
    table = game.driver.get(game.table.message_id)  # type: ignore[arg-type]
    it = await game.click(game.fake.dave, table, "My hand")
    assert it.ephemeral and "not playing" in text(it)
    it = await game.click(game.fake.dave, table, "UNO!")
    assert it.ephemeral and "not playing" in text(it)
    assert game.match.to_dict() == before


async def test_out_of_turn_is_refused(game: Game) -> None:
    await stage_basic(game)
    before = game.match.to_dict()
    bob = await game.hand(game.fake.bob)
    it = await _raw_click(game, game.fake.bob, bob, game.cid("play", "r2"))
    assert it.ephemeral and "turn" in text(it).lower()
    assert game.match.to_dict() == before


async def test_stale_hand_and_double_click_apply_once(game: Game) -> None:
    a, _, _ = await stage_basic(game)
    old = await game.hand(game.fake.alice)
    # old's token taken as expired: the newer hand cannot retire it, its buttons stay
    game.table.rt.hands.shown.clear()
    fresh = await game.hand(game.fake.alice)
    first = await game.driver.click(game.fake.alice, fresh, "Red 5", wait=False)
    second = await game.driver.click(game.fake.alice, fresh, "Red 5", wait=False)
    await first.wait()
    await second.wait()
    assert len(game.match.hand_of(a)) == 2  # applied once
    after = game.match.to_dict()
    it = await game.click(game.fake.alice, old, "Red 6")
    assert "out of date" in game.driver.get(old.id).text or "out of date" in text(it)
    assert game.match.to_dict() == after
    assert sorted(c.code for c in game.match.hand_of(a)) == ["g1", "r6"]


async def test_forged_and_foreign_ids(game: Game) -> None:
    await stage_basic(game)
    before = game.match.to_dict()
    hand = await game.hand(game.fake.alice)
    it = await _raw_click(game, game.fake.alice, hand, "uno:play:1:0:r5")
    assert it.ephemeral and text(it)
    it = await _raw_click(game, game.fake.alice, hand, "uno:bogus")
    assert it.ephemeral and text(it)
    assert game.match.to_dict() == before


async def test_storage_failure_changes_nothing(game: Game, monkeypatch: pytest.MonkeyPatch
                                               ) -> None:
    await stage_basic(game)
    before = game.match.to_dict()

    async def broken(*args: object, **kwargs: object) -> None:
        raise StorageError("disk full")

    monkeypatch.setattr(game.bot.storage, "commit_action", broken)
    hand = await game.hand(game.fake.alice)
    it = await game.click(game.fake.alice, hand, "Red 5")
    assert "couldn't save" in (text(it) + " ".join(m.text for m in it.followups))
    assert game.match.to_dict() == before
    monkeypatch.undo()
    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    assert await game.stored() == game.match.to_dict()
    game.driver.bot_errors.clear()


async def test_turn_timer_removes_a_player(game: Game) -> None:
    a, b, c = await stage_basic(game)
    game.bot.table_config.max_strikes = 2
    t = game.table
    t.turn_timer = 30
    t.deadline = game.clock.now()
    t.deadline_for = a
    game.bot.timers.schedule(t, game.bot.changes)
    await game.advance(0)  # alice's first turn runs out
    assert game.match.to_act == b and t.strikes == {a: 1}
    await game.advance(30)  # bob's
    assert game.match.to_act == c and t.strikes == {a: 1, b: 1}
    await game.advance(30)  # carol's
    assert game.match.to_act == a and a in game.match.players
    await game.advance(30)  # alice's second: removed after two expired turns
    assert a not in game.match.players
    assert game.match.players == [b, c]
    stored = await game.stored()
    assert stored is not None and stored["players"] == [b, c]


async def test_stop_frees_the_channel(game: Game) -> None:
    await stage_basic(game)
    it = await game.driver.slash(game.fake.bob, "/uno stop")
    assert "Only the host" in text(it)
    it = await game.driver.slash(game.fake.alice, "/uno stop")
    assert game.reg.get(game.channel.id) is None and await game.stored() is None
    again = await game.driver.slash(game.fake.bob, "/uno start")
    assert again.response is not None


async def test_a_stopped_game_looks_ended_on_its_table(game: Game) -> None:
    """The table message itself says the game was stopped and by whom: no turn line, no ▶
    marker, no buttons, the ended grey stripe, and a picture that frames nobody."""
    a, _, _ = await stage_basic(game)
    await game.settle()
    table_id = game.table.message_id
    assert table_id is not None
    live = game.driver.get(table_id)
    assert "Turn:" in live.text and "▶" in live.text and live.buttons
    await game.driver.slash(game.fake.alice, "/uno stop")
    await game.settle()
    ended = game.driver.get(table_id)
    assert "stopped by alice" in ended.text and "(ended)" in ended.text
    assert "Turn:" not in ended.text and "▶" not in ended.text and ended.buttons == ()
    assert ended.embeds[0].color == discord.Color.dark_grey().value
    # its picture is greyed (drained of colour), not the live one
    (attachment,) = game.fake.message(table_id).attachments
    img = Image.open(io.BytesIO(game.fake.attachment_data[int(attachment["id"])]))
    saturation = ImageStat.Stat(img.convert("RGB").convert("HSV").split()[1]).mean[0]
    assert saturation < 65, saturation  # (a live table: ~130; greyed: ~35)


async def test_resume_rebuilds_tables_and_old_buttons_work(game: Game) -> None:
    a, _, _ = await stage_basic(game)
    hand = await game.hand(game.fake.alice)
    before = game.match.to_dict()
    game.reg.tables.clear()  # as after a restart: only storage remains
    tables = await load(game.reg, game.bot.storage, game.bot.shard_set)
    assert game.match.to_dict() == before
    await game.bot.refresher.run(tables)
    await game.click(game.fake.alice, hand, "Red 5")
    assert sorted(c.code for c in game.match.hand_of(a)) == ["g1", "r6"]
    await asyncio.sleep(0)
