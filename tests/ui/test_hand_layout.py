"""Hand layout within Discord's limits; every card reachable; colors in the labels."""

from __future__ import annotations

import discord

from bot.engine import Card, Match, Rules
from bot.plumbing import ids
from bot.plumbing.components import UnoButton
from bot.plumbing.emoji_sync import CardEmoji
from bot.screens.cards import card_text
from bot.screens.hand import color_picker, hand_layout, target_picker, to_view

CH = 1576710693309120518
A, B, C = 1576710693309120514, 1576710693309120515, 1576710693309120516
ALL = [f"{col}{r}" for col in "rygb" for r in "0123456789SRD"] + ["W", "W4"]


def staged(hand: list[str], **kw: object) -> Match:
    return Match.staged([A, B, C], Rules(**kw), hands={A: hand, B: ["b1"], C: ["y1"]},  # type: ignore[arg-type]
                        discard=["r1"], current=A, fill_draw=False)


def all_pages(m: Match) -> list[list[str]]:
    pv = m.view_for(A)
    first = hand_layout(pv, 0)
    return [[s.arg for s in hand_layout(pv, p).buttons if s.verb in ("play", "jump")]
            for p in range(first.pages)]


def test_a_big_hand_fits_and_every_card_is_reachable() -> None:
    hand = ALL + ALL[:10]  # 64 cards, 54 distinct
    m = staged(hand)
    pv = m.view_for(A)
    layout = hand_layout(pv, 0)
    assert layout.pages > 1
    seen: set[str] = set()
    for p in range(layout.pages):
        lay = hand_layout(pv, p)
        assert len(lay.buttons) <= 25
        rows: dict[int, int] = {}
        for s in lay.buttons:
            rows[s.row] = rows.get(s.row, 0) + 1
        assert max(rows) <= 4 and max(rows.values()) <= 5
        seen |= {s.arg for s in lay.buttons if s.verb == "play"}
        sent = [b for row in to_view(lay.buttons, CH, m.version).to_components()
                for b in row["components"]]
        assert len({b["custom_id"] for b in sent}) == len(sent) == len(lay.buttons)
    assert seen == set(ALL)


def test_hand_order_is_stable_by_color_and_playable_cards_stay_in_place() -> None:
    m = staged(["g5", "r7", "b2", "W", "r2"])
    lay = hand_layout(m.view_for(A), 0)
    cards = [s for s in lay.buttons if s.verb == "play"]
    # hand order: by color, then rank; playable ones enabled where they are
    assert [s.arg for s in cards] == ["r2", "r7", "g5", "b2", "W"]
    assert [s.arg for s in cards if not s.disabled] == ["r2", "r7", "W"]
    # each color on its own row: the groups read apart
    assert [s.row for s in cards] == [0, 0, 1, 2, 3]
    assert any(s.verb == "draw" for s in lay.buttons)


def test_cards_keep_their_places_when_the_top_card_changes() -> None:
    hand = ["r2", "r7", "g5", "b2", "W"]
    before = staged(hand)
    after = Match.staged([A, B, C], Rules(), hands={A: hand, B: ["b1"], C: ["y1"]},
                         discard=["g1"], current=A, fill_draw=False)
    places = [[(s.arg, s.row) for s in hand_layout(m.view_for(A), 0).buttons
               if s.verb == "play"] for m in (before, after)]
    assert places[0] == places[1]
    enabled = [[s.arg for s in hand_layout(m.view_for(A), 0).buttons if s.verb == "play"
                and not s.disabled] for m in (before, after)]
    assert enabled == [["r2", "r7", "W"], ["g5", "W"]]


def test_colors_share_a_row_only_when_rows_run_out() -> None:
    hand = ["r1", "r2", "y1", "y2", "g1", "g2", "b1", "b2", "W"]
    lay = hand_layout(staged(hand).view_for(A), 0)
    cards = [s for s in lay.buttons if s.verb == "play"]
    assert lay.pages == 1 and [s.arg for s in cards] == hand
    # four card rows (Draw takes the fifth): the last colors share the last row
    assert [s.row for s in cards] == [0, 0, 1, 1, 2, 2, 3, 3, 3]
    assert max(s.row for s in lay.buttons) == 4


def test_compact_hand_text() -> None:
    from bot.screens.cards import compact_hand, count_text

    cards = [Card.from_code(c) for c in ["r1", "r5", "rS", "b3", "b3", "bD", "W", "W4"]]
    assert compact_hand(cards) == "🟥 1 5 S  🟦 3 3 +2  ⬛ W W+4"
    assert compact_hand([]) == "(no cards)"
    assert (count_text(1), count_text(2)) == ("1 card", "2 cards")


def test_identical_cards_are_grouped() -> None:
    m = staged(["r7", "r7", "r7", "g2"])
    labels = [s.label for s in hand_layout(m.view_for(A), 0).buttons]
    assert "Red 7 ×3" in labels


def test_labels_carry_the_color_not_just_the_style() -> None:
    m = staged(["y5", "W"])
    for s in hand_layout(m.view_for(A), 0).buttons:
        if s.verb == "play":
            assert s.emoji in ("🟨", "⬛")
            assert "Yellow" in s.label or "Wild" in s.label
    assert card_text(Card.from_code("y5")) == "🟨 Yellow 5"


def test_custom_ids_fit_and_parse_back() -> None:
    specs = color_picker("W4", "play", target=C) + target_picker(
        "B", "jump", "b", [(A, "a" * 100), (B, "b"), (C, "c")])
    for s in specs:
        cid = ids.make(s.verb, CH, 10**11, s.arg)
        assert len(cid) <= 100
        parsed = ids.parse(cid)
        assert parsed is not None and parsed.channel == CH and parsed.arg == s.arg
        assert len(s.label) <= 80
    assert ids.split_play_arg("r7..123") == ("r7", "", 123)
    assert ids.split_play_arg("W.g") == ("W", "g", None)
    assert ids.parse("uno:play:x:1") is None and ids.parse("other:play:1:1") is None


def test_decision_controls() -> None:
    m = Match.staged([A, B, C], Rules(), hands={A: ["W4", "g1"], B: ["b1"], C: ["y1"]},
                     discard=["r1"], current=A)
    from bot.engine import PlayCard

    m.apply(A, PlayCard(Card.from_code("W4"), "green"))
    verbs = {s.verb for s in hand_layout(m.view_for(B), 0).buttons}
    assert {"chal", "acc"} <= verbs


def test_card_buttons_take_the_style_of_their_color() -> None:
    m = staged(["r5", "b3", "g2", "y7", "W", "W4"])
    styles = {s.arg: s.style for s in hand_layout(m.view_for(A), 0).buttons
              if s.verb in ("play", "jump")}
    red, blue, green, grey = (discord.ButtonStyle.danger, discord.ButtonStyle.primary,
                              discord.ButtonStyle.success, discord.ButtonStyle.secondary)
    assert styles == {"r5": red, "b3": blue, "g2": green, "y7": grey, "W": grey, "W4": grey}


def test_card_buttons_show_the_card_emoji_once_the_set_is_there() -> None:
    m = staged(["r5", "y7", "W"])
    emoji = CardEmoji()
    assert {s.emoji for s in hand_layout(m.view_for(A), 0, emoji).buttons
            if s.verb == "play"} == {"🟥", "🟨", "⬛"}  # empty set: the color squares
    faces = {code: discord.PartialEmoji(name=f"uno_v1_{code}", id=100 + i)
             for i, code in enumerate(["r5", "y7", "W"])}
    emoji.fill(faces)
    buttons = [s for s in hand_layout(m.view_for(A), 0, emoji).buttons if s.verb == "play"]
    assert {s.arg: s.emoji for s in buttons} == faces
    assert {s.label for s in buttons} == {"Red 5", "Yellow 7", "Wild"}  # still readable
    first = to_view(buttons, CH, 3).to_components()[0]["components"][0]
    assert first["emoji"] == {"name": "uno_v1_r5", "id": 100}



def test_hand_buttons_are_sent_as_a_view_of_uno_buttons_sends_them() -> None:
    """to_view writes the rows itself (cheaper): the same JSON discord.py makes of a View
    of UnoButtons, so a click comes back to UnoButton's template the same way."""
    emoji = CardEmoji()
    emoji.fill({code: discord.PartialEmoji(name=f"uno_v1_{code}", id=100 + i)
                for i, code in enumerate(["r5", "y7", "W"])})
    m = staged(ALL[:30] + ["r5", "y7", "W"])
    pv = m.view_for(A)
    layouts = [hand_layout(pv, p, e).buttons for e in (None, emoji)
               for p in range(hand_layout(pv).pages)]
    pickers = [color_picker("W", "play"), target_picker("r7", "play", "r", [(B, "Bo"), (C, "")])]
    for specs in layouts + [tuple(p) for p in pickers]:
        reference = discord.ui.View(timeout=None)
        for s in specs:
            reference.add_item(UnoButton(ids.make(s.verb, CH, 7, s.arg, game=9), label=s.label,
                                         style=s.style, emoji=s.emoji, disabled=s.disabled,
                                         row=s.row))
        sent = to_view(specs, CH, 7, game=9).to_components()
        assert sent == reference.to_components()
        assert all(UnoButton.__discord_ui_compiled_template__.fullmatch(b["custom_id"])
                   for row in sent for b in row["components"])
