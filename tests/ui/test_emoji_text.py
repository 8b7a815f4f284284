"""Card emoji in message text (issue 13): cards named as card_text writes them get their
emoji; nothing else changes, and Discord's limits hold (a part that would pass its limit
keeps its words)."""

from __future__ import annotations

import discord

from bot.engine import Card
from bot.screens.cards import card_text
from bot.screens.emoji_text import FIELD_LIMIT, card_with_emoji, dress_embed, with_card_emoji


def markup(code: str, chosen: str | None) -> str | None:
    if code == "B":
        return None  # an emoji the bot does not have
    return f"<:uno_v1_{code}{chosen or ''}:1{len(code)}>"


def test_cards_in_text_get_their_emoji() -> None:
    text = "bob played 🟥 Red 5 and alice drew 🟦 Blue Draw Two."
    assert with_card_emoji(text, markup) == (
        "bob played <:uno_v1_r5:12> Red 5 and alice drew <:uno_v1_bD:12> Blue Draw Two.")


def test_the_longest_card_name_wins() -> None:
    assert with_card_emoji("⬛ Wild Draw Four", markup) == "<:uno_v1_W4:12> Wild Draw Four"
    assert with_card_emoji("⬛ Wild and more", markup) == "<:uno_v1_W:11> Wild and more"


def test_without_emoji_the_words_stay() -> None:
    text = "carol played ⬛ Blank; 🟥 red is just a word, Red 5 without its square too."
    assert with_card_emoji(text, None) == text
    assert with_card_emoji(text, markup) == text  # no Blank emoji, the rest is no card


def test_a_wild_on_top_shows_its_chosen_color() -> None:
    wild = Card.from_code("W4")
    assert card_with_emoji(wild, markup, "green") == "<:uno_v1_W4g:12> Wild Draw Four"
    assert card_with_emoji(wild, None, "green") == card_text(wild)
    five = Card.from_code("y5")
    assert card_with_emoji(five, markup, "yellow") == "<:uno_v1_y5:12> Yellow 5"


def test_dress_embed_keeps_each_part_within_its_limit() -> None:
    e = discord.Embed(title="UNO — hand 1", description="Top card: **⬛ Wild**")
    e.add_field(name="Last moves", value="a played 🟥 Red 5.")
    crowded = "\n".join(["x played 🟥 Red 5."] * 56)  # 1,007 chars: fits only as words
    assert len(crowded) <= FIELD_LIMIT
    e.add_field(name="Crowded", value=crowded)
    plain_top = card_text(Card.from_code("W"))
    dress_embed(e, markup, first=(plain_top, card_with_emoji(Card.from_code("W"), markup,
                                                             "red")))
    assert e.description == "Top card: **<:uno_v1_Wr:11> Wild**"
    assert e.fields[0].value == "a played <:uno_v1_r5:12> Red 5."
    assert e.fields[1].value == crowded


def test_dress_embed_leaves_the_whole_embed_plain_past_6000() -> None:
    line = "x played 🟥 Red 5.\n" * 40
    e = discord.Embed(title="t", description=line * 5)
    for _ in range(3):
        e.add_field(name="f", value=line[:1000])
    before = (e.description, [f.value for f in e.fields])
    assert len(e) < 6000
    dress_embed(e, markup)
    assert len(e) <= 6000
    assert (e.description, [f.value for f in e.fields]) == before


def test_dress_embed_without_markup_changes_nothing() -> None:
    e = discord.Embed(description="Top card: **🟥 Red 5**")
    assert dress_embed(e, None).description == "Top card: **🟥 Red 5**"
