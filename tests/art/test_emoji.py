"""Card emoji judged at 20 px, as a button shows them (issue 25, point 9), on the dark
(#313338) and the light (#ffffff) theme and on the buttons a hand uses: the card fills the
emoji, its rank is big, its colour mark is big enough to tell the four apart, and its edge
shows on a button of its own colour."""

from __future__ import annotations

import io
import itertools

import pytest
from PIL import Image

from bot.art.emoji import EMOJI_SIZE, MAX_EMOJI_BYTES, emoji_png, emoji_specs, render_emoji

SHOWN = 20
DARK, LIGHT = (49, 51, 56), (255, 255, 255)
BUTTONS = {"red": (218, 55, 60), "blurple": (88, 101, 242), "green": (36, 128, 70),
           "grey": (78, 80, 88)}  # danger, primary, success, secondary (dark theme)


def at_20(code: str, background: tuple[int, int, int], palette: str = "classic",
          chosen: str | None = None) -> Image.Image:
    """The emoji as Discord shows it on a button: 20 px, over the background."""
    em = render_emoji(code, palette, chosen).resize((SHOWN, SHOWN), Image.Resampling.LANCZOS)
    out = Image.new("RGB", (SHOWN, SHOWN), background)
    out.paste(em, (0, 0), em)
    return out


def lum(rgb: tuple[int, ...]) -> float:
    return 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]


def test_the_card_fills_the_emoji() -> None:
    for code in ("r7", "W4", "back"):
        left, top, right, bottom = render_emoji(code).getchannel("A").getbbox() or (0, 0, 0, 0)
        assert right - left >= 0.9 * EMOJI_SIZE and bottom - top >= 0.97 * EMOJI_SIZE


@pytest.mark.parametrize("code", ["r1", "y4", "g7", "b8", "r0", "y6", "g9"])
def test_the_rank_is_half_the_emoji_tall_at_20_px(code: str) -> None:
    img = at_20(code, DARK)
    px = img.load()
    # the rank's white, right of and below the mark's corner, inside the rim
    rows = [y for y in range(3, 18) if any(min(px[x, y]) > 200 for x in range(9, 17))]
    assert rows and rows[-1] - rows[0] + 1 >= 9, (code, rows)


def mark_mask(letter: str) -> frozenset[tuple[int, int]]:
    """The light pixels of the top-left corner at 20 px, where the colour's mark is."""
    img = at_20(f"{letter}5", DARK)
    px = img.load()
    return frozenset((x, y) for x in range(2, 10) for y in range(2, 10) if lum(px[x, y]) > 190)


def test_the_colour_marks_are_big_enough_to_tell_apart_at_20_px() -> None:
    masks = {c: mark_mask(c) for c in "rygb"}
    assert all(len(m) >= 12 for m in masks.values()), {c: len(m) for c, m in masks.items()}
    for a, b in itertools.combinations("rygb", 2):
        assert len(masks[a] ^ masks[b]) >= 4, (a, b, len(masks[a] ^ masks[b]))


@pytest.mark.parametrize(("code", "button"), [("r5", "red"), ("b5", "blurple"),
                                              ("g5", "green"), ("y5", "grey"),
                                              ("W4", "grey"), ("rS", "red")])
def test_the_card_keeps_its_edge_on_its_own_buttons_colour(code: str, button: str) -> None:
    """Across the middle row, the card's first pixels stand out from the button (the
    body alone, red on red, would not)."""
    bg = BUTTONS[button]
    img = at_20(code, bg)
    row = [img.getpixel((x, SHOWN // 2)) for x in range(SHOWN)]
    first = next(x for x, rgb in enumerate(row) if rgb != bg)
    edge = row[first:first + 2]
    assert max(abs(lum(p) - lum(bg)) for p in edge) >= 60, (code, button, edge)


@pytest.mark.parametrize("background", [DARK, LIGHT])
@pytest.mark.parametrize("code", ["r5", "y5", "g5", "b5", "W", "W4", "back"])
def test_the_card_stands_out_on_either_theme(code: str, background: tuple[int, int, int]
                                             ) -> None:
    img = at_20(code, background)
    row = [img.getpixel((x, SHOWN // 2)) for x in range(SHOWN)]
    first = next(x for x, rgb in enumerate(row) if rgb != background)
    assert max(abs(lum(p) - lum(background)) for p in row[first:first + 3]) >= 90


def test_every_emoji_is_a_small_png_of_the_right_size() -> None:
    for spec in emoji_specs()[::9]:
        png = emoji_png(spec)
        image = Image.open(io.BytesIO(png))
        assert image.size == (EMOJI_SIZE, EMOJI_SIZE) and len(png) < MAX_EMOJI_BYTES
