"""Text in the pictures: only glyphs the bundled font has (a missing one draws as a box)."""

from __future__ import annotations

from PIL import Image, ImageChops, ImageDraw

from bot.art.fonts import charset, drawable, font


def ink(text: str) -> Image.Image:
    img = Image.new("L", (400, 40), 0)
    ImageDraw.Draw(img).text((4, 4), text, font=font(24), fill=255)
    return img


def test_the_font_lacks_emoji_and_accents_and_draws_a_box() -> None:
    have = charset()
    assert ord("a") in have and ord("🤖") not in have and ord("ë") not in have
    assert ink("🤖").getbbox() is not None  # the empty box the issue saw


def test_drawable_names_use_only_the_fonts_glyphs() -> None:
    assert drawable("🤖 Pixel (normal)") == "Pixel (normal)"
    assert drawable("Zoë Müller") == "Zoe Muller"
    assert drawable("Łukasz Straße") == "Lukasz Strasse"
    assert drawable("dave 🎲") == "dave"
    assert drawable("東京", "Player 1234") == "Player 1234"
    for name in ("🤖 Nova (strong)", "Zoë", "ﾟ･✿ mimi ✿･ﾟ", "x\u200by"):
        assert all(ord(c) in charset() for c in drawable(name))
    # drawn, the robot leaves nothing behind: the same pixels as the bare name
    assert ImageChops.difference(ink(drawable("🤖 Pixel")), ink("Pixel")).getbbox() is None
