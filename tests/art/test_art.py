"""The pictures: every face at both sizes, colour marks in greyscale, table cache, chart."""

from __future__ import annotations

import ast
import io
import itertools
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

from bot.art import ArtError, all_codes, card_png, fonts, render_card
from bot.art.cards import WILD_RANKS, card_size
from bot.art.chart import MatchChart, PlayerLine, chart_png
from bot.art.emoji import (
    EMOJI_SIZE,
    MAX_EMOJI_BYTES,
    emoji_name,
    emoji_png,
    emoji_specs,
    version_of,
)
from bot.art.palette import palette
from bot.art.table import Seat, TableScene, clear_table_cache, table_cache_info, table_image

SIZES = (48, 200)


def faces() -> list[tuple[str, str | None]]:
    out: list[tuple[str, str | None]] = [(code, None) for code in all_codes()]
    out += [(w, c) for w in WILD_RANKS for c in "rygb"]
    out.append(("back", None))
    return out


def grey_diff(a: Image.Image, b: Image.Image) -> float:
    """Mean absolute difference of two pictures in greyscale, 0..255."""
    return float(ImageStat.Stat(ImageChops.difference(a.convert("L"), b.convert("L"))).mean[0])


@pytest.mark.parametrize("palette", ["classic", "high_contrast"])
@pytest.mark.parametrize("height", SIZES)
def test_every_face_renders_and_differs(height: int, palette: str) -> None:
    seen: dict[bytes, str] = {}
    for code, chosen in faces():
        face = render_card(code, height, palette_name=palette, chosen=chosen)
        assert face.size == card_size(height) and face.mode == "RGBA"
        # opaque in the middle, transparent round corners
        alpha = face.getchannel("A")
        assert alpha.getpixel((face.width // 2, face.height // 2)) == 255
        assert alpha.getpixel((0, 0)) == 0
        key = face.tobytes()
        assert key not in seen, f"{code}/{chosen} looks exactly like {seen.get(key)}"
        seen[key] = f"{code}/{chosen}"


def test_png_bytes_and_errors() -> None:
    png = card_png("r5", 200)
    assert png.startswith(b"\x89PNG") and Image.open(io.BytesIO(png)).size == (132, 200)
    with pytest.raises(ValueError, match="unknown card code"):
        render_card("x9", 48)
    with pytest.raises(ValueError, match="only a wild"):
        render_card("r5", 48, chosen="g")
    with pytest.raises(ValueError, match="unknown palette"):
        render_card("r5", 48, palette_name="neon")


def test_font_failure_raises_art_error(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(size: int | None = None) -> object:
        raise OSError("cannot open resource")

    fonts.font.cache_clear()
    monkeypatch.setattr(fonts.ImageFont, "load_default", broken)
    try:
        with pytest.raises(ArtError, match="bundled font"):
            fonts.font(33)
    finally:
        fonts.font.cache_clear()


@pytest.mark.parametrize("palette", ["classic", "high_contrast"])
@pytest.mark.parametrize("height", SIZES)
def test_four_colours_differ_in_greyscale(height: int, palette: str) -> None:
    """The same rank in the four colours: greyscale pictures differ (marks + lightness),
    and the marks alone differ too (a wild given each colour has the same black body)."""
    for rank in ("5", "S", "D"):
        greys = [render_card(c + rank, height, palette_name=palette) for c in "rygb"]
        for a, b in itertools.combinations(greys, 2):
            assert grey_diff(a, b) > 2.0
    marks = [render_card("W", height, palette_name=palette, chosen=c) for c in "rygb"]
    for a, b in itertools.combinations(marks, 2):
        assert grey_diff(a, b) > 1.0


def test_high_contrast_palette_separates_lightness() -> None:
    def grey(color: str) -> float:
        fill = palette("high_contrast").fill(color)
        return float(ImageStat.Stat(Image.new("RGB", (1, 1), fill).convert("L")).mean[0])

    greys = sorted(grey(c) for c in "rygb")
    assert min(b - a for a, b in itertools.pairwise(greys)) > 25


def test_emoji_images_and_names() -> None:
    specs = emoji_specs()
    names = [s.name for s in specs]
    assert len(names) == len(set(names)) == 2 * (55 + 12 + 1)
    for name in names:
        assert 2 <= len(name) <= 32 and name.replace("_", "").isalnum()
        assert version_of(name) is not None
    assert emoji_name("W4", "g") == names[names.index(emoji_name("W4", "g"))]
    assert version_of("uno_v7_r5") == 7 and version_of("party_parrot") is None
    png = emoji_png(specs[0])
    image = Image.open(io.BytesIO(png))
    assert image.size == (EMOJI_SIZE, EMOJI_SIZE) and len(png) < MAX_EMOJI_BYTES


def scene(top: str = "r7", counts: tuple[int, ...] = (7, 1, 4)) -> TableScene:
    seats = tuple(Seat(name, n, i == 0, n == 1)
                  for i, (name, n) in enumerate(zip(("alice", "bob", "carol"), counts,
                                                    strict=False)))
    return TableScene(top, "r", 1, seats)


def test_table_picture_changes_with_the_game_and_is_reused() -> None:
    clear_table_cache()
    first = table_image(scene())
    assert table_cache_info() == (0, 1, 1)
    again = table_image(scene())
    assert again is first and table_cache_info()[0] == 1  # drawn once, reused
    other_top = table_image(scene(top="r8"))
    other_count = table_image(scene(counts=(6, 1, 4)))
    assert len({first, other_top, other_count}) == 3
    assert table_cache_info()[1] == 3
    image = Image.open(io.BytesIO(first))
    assert image.size == (640, 420) and len(first) < 1024 * 1024


def test_table_scene_checks_its_input() -> None:
    with pytest.raises(ValueError):
        TableScene("r7", "purple", 1, (Seat("a", 1),))
    with pytest.raises(ValueError):
        TableScene("r7", "r", 0, (Seat("a", 1),))
    with pytest.raises(ValueError):
        TableScene("zz", "r", 1, (Seat("a", 1),))
    big = TableScene("W4", "b", -1, tuple(Seat("x" * 40 + str(i), 30, i == 9, True)
                                         for i in range(10)), "high_contrast")
    assert len(table_image(big)) < 1024 * 1024


def test_match_chart_renders() -> None:
    chart = MatchChart((PlayerLine("alice", (0, 45, 120, 520)),
                        PlayerLine("bob", (12, 80, 80, 260)),
                        PlayerLine("carol", ())), 500)
    png = chart_png(chart)
    image = Image.open(io.BytesIO(png))
    assert image.size == (640, 360) and len(png) < 1024 * 1024
    less = chart_png(MatchChart(chart.players[:2], 500))
    assert less != png
    with pytest.raises(ValueError):
        MatchChart((), 500)


def test_art_never_imports_discord() -> None:
    for path in Path("bot/art").glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) \
                    else [node.module or ""]
                assert not any(n.split(".")[0] == "discord" for n in names), path
