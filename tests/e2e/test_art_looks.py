"""Pictures through the fake Discord (issue 13): a whole match with art on (the first table
already pictured, the picture replaced as the game moves, card emoji in the table's words,
Last moves and results, the match chart with the results and in /uno match), the same
with the server's ``art`` feature off (text only, nothing drawn), and high contrast."""

from __future__ import annotations

import dataclasses
import io
import re
from typing import Any

import pytest
from PIL import Image

from bot.art import ART_VERSION, table_image
from bot.engine import Rules
from bot.screens.table import TABLE_PICTURE, table_scene
from tests.e2e.conftest import Game
from tests.e2e.seated import press_next_hand
from tests.fakediscord import FakeDiscord, InProcessBot
from tests.fakediscord.driver import Message

V = f"uno_v{ART_VERSION}_"  # card emoji names of this art version

pytestmark = pytest.mark.timeout(90)

CARD_EMOJI = re.compile(rf"<:{V}(hc_)?(\w+):(\d+)>")


def table_states(fake: FakeDiscord, message_id: int) -> list[dict[str, Any]]:
    """Every state the table message had, from the first table on (not the lobby)."""
    return [s for s in fake.message(message_id).history
            if s["embeds"] and str(s["embeds"][0].get("title", "")).startswith("UNO — hand")]


def pictured(state: dict[str, Any]) -> bool:
    """A state with the table picture attached and shown in its embed."""
    files = [a for a in state["attachments"] if a["filename"] == TABLE_PICTURE]
    if not files:
        assert "image" not in state["embeds"][0]
        return False
    assert state["embeds"][0]["image"]["url"] == files[0]["url"]
    return True


def results(game: Game, title: str) -> Message:
    found = [m for m in game.driver.messages(game.fake.alice)
             if m.embeds and m.embeds[0].title == title]
    assert found, f"no {title!r} message"
    return found[-1]


def chart_of(fake: FakeDiscord, message: Message) -> bytes | None:
    files = [a for a in message.attachments if a["filename"] == "match.png"]
    if not files:
        assert message.embeds[0].image is None
        return None
    assert message.embeds[0].image == files[0]["url"]
    data = fake.attachment_data[int(files[0]["id"])]
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) < 1024 * 1024
    return data


async def end_hand(game: Game, hand_number: int, scores: dict[int, int]) -> None:
    """Alice goes out with her Red 5 (the others hold 9 + 9 + 9 + Wild: 77 points)."""
    f = game.fake
    a, b, c = f.alice.id, f.bob.id, f.carol.id
    await game.stage(Rules(target=100), hands={a: ["r5"], b: ["b9", "g9"], c: ["y9", "W"]},
                     discard=["r1"], current=a, scores=scores, hand_number=hand_number)
    await game.click(f.alice, await game.hand(f.alice), "Red 5")
    await game.settle()


async def play_staged_match(game: Game) -> int:
    """Two hands: 77 points, then 154 (the target is 100). Returns the table message."""
    await game.start()
    mid = game.table.message_id
    assert mid is not None
    for _ in range(3):
        await game.take_turn()
    await game.settle()
    a = game.fake.alice.id
    await end_hand(game, 1, {})
    await press_next_hand(game.driver, game.fake.alice)
    await game.settle()
    await end_hand(game, 2, {a: 77})
    assert game.reg.get(game.channel.id) is None  # the match is over
    return mid


@pytest.mark.card_emoji
async def test_art_on_a_whole_match_is_pictured_with_card_emoji(
        game: Game, bot: InProcessBot, fake: FakeDiscord) -> None:
    await fake.wait_for(lambda: bot.card_emoji.ready, what="the card emoji", timeout=30)
    uploaded = {e["name"]: e["id"] for e in fake.emojis}
    mid = await play_staged_match(game)
    states = table_states(fake, mid)
    # the very first table (the Start button's answer) already has its picture
    assert pictured(states[0])
    # every state shows one picture, never two; it changes as the game moves, and an edit
    # that changed nothing it shows keeps it (issue 25: the first edit after Start does)
    ids = [s["attachments"][0]["id"] for s in states if pictured(s)]
    assert len(ids) == len(states) and len(set(ids)) > 4
    assert all(len(s["attachments"]) == 1 for s in states)
    # card emoji in the table's words: the top card and Last moves, uploaded ones
    texts = [s["embeds"][0]["description"] + "".join(f["value"] for f in s["embeds"][0].get(
        "fields", [])) for s in states]
    for text in texts:
        assert f"Top card: **<:{V}" in text
        for hc, key, eid in CARD_EMOJI.findall(text):
            assert not hc and uploaded[f"{V}{key}"] == eid
    moves = [f["value"] for s in states for f in s["embeds"][0].get("fields", [])
             if f["name"] == "Last moves"]
    assert any(CARD_EMOJI.search(m) for m in moves)
    # results: the card that went out, as an emoji, and the match chart
    hand1 = results(game, "Hand 1 results")
    assert f"went out with **<:{V}r5:" in hand1.text
    first_chart = chart_of(fake, hand1)
    assert first_chart is not None
    assert Image.open(io.BytesIO(first_chart)).size == (640, 360)
    over = results(game, "Match over")
    assert f"went out with **<:{V}r5:" in over.text
    final_chart = chart_of(fake, over)
    assert final_chart is not None and final_chart != first_chart  # one more hand on it
    # /uno match: the channel's last match, privately
    shown = await game.driver.slash(fake.bob, "/uno match")
    assert shown.ephemeral and shown.response is not None
    assert "final" in shown.response.text
    assert chart_of(fake, shown.response) == final_chart


@pytest.mark.card_emoji
async def test_art_off_gives_text_tables_and_draws_nothing(
        game: Game, bot: InProcessBot, fake: FakeDiscord,
        monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[str] = []

    def spy(name: str, real: Any) -> Any:
        def draw(what: Any) -> bytes:
            drawn.append(name)
            return bytes(real(what))
        return draw

    import bot.screens.table_message as display

    monkeypatch.setattr(display, "table_image", spy("table", display.table_image))
    monkeypatch.setattr(display, "chart_png", spy("chart", display.chart_png))
    await fake.wait_for(lambda: bot.card_emoji.ready, what="the card emoji", timeout=30)
    off = await game.driver.slash(fake.owner, "/uno settings option:art value:off")
    assert off.response is not None and "art → off" in off.response.text
    mid = await play_staged_match(game)
    states = table_states(fake, mid)
    assert len(states) > 4 and not any(s["attachments"] for s in states)
    assert not any(pictured(s) for s in states)
    # the words as they were: colour squares, no card emoji (though the bot has them)
    for state in states:
        embed = state["embeds"][0]
        words = embed["description"] + "".join(f["value"] for f in embed.get("fields", []))
        assert "Top card: **" in words and f"<:{V}" not in words
    assert "Top card: **🟥 Red 5**" in states[-1]["embeds"][0]["description"]
    for title in ("Hand 1 results", "Match over"):
        message = results(game, title)
        assert chart_of(fake, message) is None and "went out with **🟥 Red 5**" in message.text
    assert drawn == []  # no table picture, no chart was even drawn
    # a player who asks for the chart gets it
    shown = await game.driver.slash(fake.bob, "/uno match")
    assert shown.response is not None and chart_of(fake, shown.response) is not None


async def test_art_back_on_pictures_the_next_edit(game: Game, fake: FakeDiscord) -> None:
    await game.driver.slash(fake.owner, "/uno settings option:art value:off")
    await game.start()
    await game.take_turn()
    await game.settle()
    mid = game.table.message_id
    assert mid is not None and not any(pictured(s) for s in table_states(fake, mid))
    await game.driver.slash(fake.owner, "/uno settings option:art value:default")
    await game.take_turn()
    await game.settle()
    last = table_states(fake, mid)[-1]
    assert pictured(last) or game.match.public_view().color is None


async def test_server_high_contrast_draws_the_table_in_high_contrast(
        game: Game, fake: FakeDiscord) -> None:
    await game.driver.slash(fake.owner, "/uno settings option:high_contrast value:on")
    await game.start()
    a, b, c = fake.alice.id, fake.bob.id, fake.carol.id
    await game.stage(hands={a: ["g2", "g3"], b: ["b1", "b4"], c: ["y4", "y5"]},
                     discard=["g7"], current=a)
    await game.settle()
    mid = game.table.message_id
    assert mid is not None
    state = table_states(fake, mid)[-1]
    assert pictured(state)
    data = fake.attachment_data[int(state["attachments"][0]["id"])]
    scene = table_scene(game.match.public_view(), game.table.name_of)
    assert scene is not None
    assert data == table_image(dataclasses.replace(scene, palette="high_contrast"))
    assert data != table_image(scene)
    # the stripe takes the high-contrast green
    assert state["embeds"][0]["color"] == 0x3CC846


async def test_match_chart_command_before_and_during_a_match(game: Game,
                                                            fake: FakeDiscord) -> None:
    none = await game.driver.slash(fake.alice, "/uno match")
    assert none.ephemeral and none.response is not None
    assert "No UNO match has been played in this channel yet" in none.response.text
    await game.start()
    early = await game.driver.slash(fake.alice, "/uno match")
    assert early.response is not None and "No hand of this channel's match" in early.response.text
    await end_hand(game, 1, {})
    shown = await game.driver.slash(fake.carol, "/uno match")
    assert shown.response is not None and "after 1 hand" in shown.response.text
    assert chart_of(fake, shown.response) is not None


async def test_match_chart_after_a_restart_comes_from_the_stored_hands(
        game: Game, fake: FakeDiscord) -> None:
    await play_staged_match(game)
    game.bot.display.charts.clear()  # what a restart forgets
    shown = await game.driver.slash(fake.alice, "/uno match")
    assert shown.response is not None and "final" in shown.response.text
    assert chart_of(fake, shown.response) is not None
