"""The table message through the fake Discord: its stripe follows the color in play, its
picture is attached and replaced as the game moves."""

from __future__ import annotations

import io
import logging
from typing import Any

import pytest
from PIL import Image

from bot.art import ArtError
from bot.art.table import BADGES, badge_of, name_room, seat_boxes, seat_centers
from bot.engine.positions import Moment
from bot.screens.table import TABLE_PICTURE, table_scene
from tests.e2e.conftest import Game

GREEN, YELLOW = 0x18A04C, 0xFCCE18  # the card art's classic fills


def stripe(game: Game) -> int | None:
    mid = game.table.message_id
    assert mid is not None
    return game.driver.get(mid).embeds[0].color


async def test_the_table_stripe_follows_the_color_in_play(game: Game) -> None:
    await game.start()
    f = game.fake
    a, b, c = f.alice.id, f.bob.id, f.carol.id
    await game.stage(hands={a: ["W", "g2", "g3"], b: ["b1", "b4"], c: ["y4", "y5"]},
                     discard=["g7"], current=a)
    await game.settle()
    assert stripe(game) == GREEN
    hand = await game.hand(f.alice)
    await game.click(f.alice, hand, "Wild")
    await game.click(f.alice, hand, "Yellow")
    await game.settle()
    assert game.match.public_view().color == "yellow"
    assert stripe(game) == YELLOW


def picture(game: Game) -> tuple[dict[str, Any], bytes] | None:
    """The table message's attachment and its bytes, checking the embed shows it."""
    stored = game.fake.message(game.table.message_id or 0)
    if not stored.attachments:
        assert "image" not in stored.embeds[0]
        return None
    (attachment,) = stored.attachments
    assert attachment["filename"] == TABLE_PICTURE
    assert stored.embeds[0]["image"]["url"] == attachment["url"]
    return attachment, game.fake.attachment_data[int(attachment["id"])]


async def test_the_table_carries_its_picture_replaced_as_the_game_moves(game: Game) -> None:
    await game.start()
    f = game.fake
    a, b, c = f.alice.id, f.bob.id, f.carol.id
    await game.stage(hands={a: ["g2", "g3"], b: ["b1", "b4", "g4"], c: ["y4", "y5"]},
                     discard=["g7"], current=a)
    await game.settle()
    first = picture(game)
    assert first is not None
    attachment, data = first
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) < 100 * 1024  # a PNG, ~30 kB
    assert Image.open(io.BytesIO(data)).size == (640, 420)

    await game.click(f.alice, await game.hand(f.alice), "Green 2")
    await game.settle()
    second = picture(game)
    assert second is not None
    assert second[0]["id"] != attachment["id"] and second[1] != data  # replaced, not added

    # a first Wild whose color is not named yet: no picture, the text says it all
    await game.stage(hands={a: ["g2"], b: ["b1"], c: ["y4"]}, discard=["W"], current=a)
    await game.settle()
    assert picture(game) is None
    assert "to be named" in game.driver.get(game.table.message_id or 0).text


async def test_a_drawing_failure_leaves_the_table_in_text(
        game: Game, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    def broken(_scene: object) -> bytes:
        raise ArtError("no FreeType")

    monkeypatch.setattr("bot.screens.table_message.table_image", broken)
    with caplog.at_level(logging.WARNING, logger="bot.screens.table_message"):
        await game.start()
        await game.take_turn()
        await game.settle()
    assert picture(game) is None
    assert "Top card" in game.driver.get(game.table.message_id or 0).text
    said = [r for r in caplog.records if "table picture" in r.getMessage()]
    assert len(said) == 1


async def test_without_attach_files_the_table_goes_on_in_text(
        game: Game, caplog: pytest.LogCaptureFixture) -> None:
    await game.start()
    await game.settle()
    assert picture(game) is not None
    game.fake.inject_fault("PATCH", "/channels/*/messages/*", 403)  # Missing Permissions
    with caplog.at_level(logging.WARNING, logger="bot.screens.table_message"):
        await game.take_turn()
        await game.settle()
        assert picture(game) is None  # the same edit went through without it
        await game.take_turn()
        await game.settle()
    assert picture(game) is None and "Top card" in game.driver.get(
        game.table.message_id or 0).text
    said = [r for r in caplog.records if "Attach Files" in r.getMessage()]
    assert len(said) == 1


async def test_the_picture_shows_a_pending_draw_and_who_can_be_caught(game: Game) -> None:
    """Bob faces alice's Wild Draw Four (+4 on his seat); alice is at one card without
    UNO! (CATCH! on hers): read in the picture the bot attached, where each badge goes."""
    await game.start()
    f = game.fake
    a, b, c = f.alice.id, f.bob.id, f.carol.id
    await game.stage(hands={a: ["g2"], b: ["b1", "b4"], c: ["y4", "y5"]},
                     discard=["g7", "W4"], color="green", current=b,
                     moment=Moment(pending_draw=4, wd4_by=a, catchable=(a,)))
    await game.settle()
    shown = picture(game)
    assert shown is not None
    img = Image.open(io.BytesIO(shown[1])).convert("RGB")
    scene = table_scene(game.match.public_view(), game.table.name_of)
    assert scene is not None
    kinds = []
    for seat, centre in zip(scene.seats, seat_centers(3), strict=True):
        badge = badge_of(seat)
        if badge is None:
            continue
        kinds.append(badge[0])
        left, top, right, bottom = seat_boxes(seat, *centre, "classic", name_room(3))["badge"]
        fill = BADGES[badge[0]][0]
        rgb = img.getpixel((left + 6, (top + bottom) // 2))
        assert all(abs(x - y) < 40 for x, y in zip(rgb, fill, strict=True)), (badge, rgb)
    assert kinds == ["catch", "draw"]


async def test_an_edit_keeps_the_picture_unless_what_it_shows_changed(game: Game) -> None:
    """Alice draws (her 4 cards become 5 and she still decides): the table's words change,
    its picture is kept (same attachment, nothing uploaded). She keeps the card: bob's
    turn, a new picture."""
    await game.start()
    f = game.fake
    a, b, c = f.alice.id, f.bob.id, f.carol.id
    await game.stage(hands={a: ["g5", "g6", "b2", "b4"], b: ["b1", "b3", "g2"],
                            c: ["y4", "y5", "g8"]},
                     discard=["r1"], draw=["r3"], current=a)
    await game.settle()
    first = picture(game)
    assert first is not None
    mid = game.table.message_id or 0
    edits = game.fake.message(mid).edits
    hand = await game.hand(f.alice)
    await game.click(f.alice, hand, "Draw a card")
    await game.settle()
    assert game.fake.message(mid).edits > edits  # the words were edited...
    assert "alice: 5 cards" in game.driver.get(mid).text
    kept = picture(game)
    assert kept is not None and kept[0]["id"] == first[0]["id"]  # ...the picture kept
    await game.click(f.alice, game.driver.get(hand.id), "Keep it")
    await game.settle()
    assert game.match.to_act == b
    new = picture(game)
    assert new is not None and new[0]["id"] != first[0]["id"]
    img = Image.open(io.BytesIO(new[1]))
    assert img.size == (640, 420)
