"""The table embed's stripe follows the color in play."""

from __future__ import annotations

import pytest

from bot.engine import Match
from bot.screens.table import NO_COLOR, table_embed

A, B = 1576710693309120514, 1576710693309120515
# the card art's classic fills (bot/art/palette.py)
STRIPES = {"red": 0xE2232A, "yellow": 0xFCCE18, "green": 0x18A04C, "blue": 0x1068BE}


def embed_color(discard: str, color: str | None = None) -> int | None:
    m = Match.staged([A, B], hands={A: ["r1", "g2"], B: ["b1"]}, discard=[discard],
                     current=A, color=color, fill_draw=False)
    embed = table_embed(m.public_view(), str, [])
    return embed.color.value if embed.color is not None else None


@pytest.mark.parametrize(("discard", "color"), [("r5", "red"), ("y5", "yellow"),
                                                ("gS", "green"), ("bD", "blue")])
def test_the_stripe_is_the_top_cards_color(discard: str, color: str) -> None:
    assert embed_color(discard) == STRIPES[color]


def test_a_wild_shows_the_named_color_and_grey_before_one_is_named() -> None:
    assert embed_color("W4", "blue") == STRIPES["blue"]
    assert embed_color("W") == NO_COLOR.value
    assert len(set(STRIPES.values()) | {NO_COLOR.value}) == 5
