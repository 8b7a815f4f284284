"""Whose palette a hand uses (issue 13): the player's own high_contrast choice wins, else
the server's feature; card emoji answer in the palette they were asked for."""

from __future__ import annotations

import discord

from bot.game.looks import ServerLooks, hand_palette, server_looks
from bot.plumbing.emoji_sync import CardEmoji


def test_server_features_read_with_their_defaults() -> None:
    assert server_looks({}) == ServerLooks(art=True, high_contrast=False)
    assert server_looks({"art": False, "high_contrast": True}) == ServerLooks(False, True)
    assert server_looks({"art": "broken"}).art is True  # an unusable value: the default
    assert ServerLooks(high_contrast=True).palette == "high_contrast"


def test_the_players_choice_wins_over_the_server() -> None:
    hc, plain = ServerLooks(high_contrast=True), ServerLooks()
    assert hand_palette(hc, {}) == "high_contrast"
    assert hand_palette(plain, {}) == "classic"
    assert hand_palette(hc, {"high_contrast": False}) == "classic"
    assert hand_palette(plain, {"high_contrast": True}) == "high_contrast"
    assert hand_palette(hc, {"high_contrast": None}) == "high_contrast"


def test_card_emoji_in_a_palette() -> None:
    emoji = CardEmoji()
    five = discord.PartialEmoji(name="uno_v1_r5", id=1)
    hc_five = discord.PartialEmoji(name="uno_v1_hc_r5", id=2)
    emoji.fill({"r5": five, "hc_r5": hc_five})
    assert emoji.get("r5") == five and emoji.in_palette("high_contrast").get("r5") == hc_five
    assert emoji.in_palette("high_contrast").markup("r5") == "<:uno_v1_hc_r5:2>"
    assert emoji.markup("b5") is None and emoji.get("r5", palette="high_contrast") == hc_five
