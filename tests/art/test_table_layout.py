"""The table picture, measured on what it draws (issue 25, point 6): names at least 14 px
tall when the picture is shown 400 px wide, badges where a seat's badge goes (a pending
draw, a player who can be caught, the hand's winner, UNO! called), arrows and chip outlined
so any colour stands out on the felt; every seat inside the picture, none on another or
on the middle, the count beside its fan, never on it."""

from __future__ import annotations

import itertools
import math

import pytest
from PIL import Image

from bot.art import shapes
from bot.art.cards import card_size
from bot.art.palette import CLASSIC
from bot.art.table import (
    BADGES,
    CHIP,
    FELT,
    RING_RY,
    SIZE,
    TEXT,
    TOP_CARD_HEIGHT,
    BadgeWords,
    Seat,
    TableScene,
    badge_of,
    name_room,
    render_table,
    seat_boxes,
    seat_centers,
)
from bot.i18n import LANGUAGES, Lang

Box = tuple[int, int, int, int]
SHOWN = 400  # px wide, as an embed shows the picture on a computer


def overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def inside(inner: Box, outer: Box) -> bool:
    return (outer[0] <= inner[0] and outer[1] <= inner[1] and inner[2] <= outer[2]
            and inner[3] <= outer[3])


def near(rgb: tuple[int, ...], want: tuple[int, ...], tol: int = 30) -> bool:
    return all(abs(a - b) <= tol for a, b in zip(rgb, want, strict=False))


def widest(n: int) -> list[list[Seat]]:
    """The widest seats a table of ``n`` can show: long names, AI robots, the turn, the most
    cards, each badge."""
    long = "W" * 30
    return [[Seat(long, 99, True, ai=True)] * n,
            [Seat(long, 1, True, True, catchable=True, ai=True)] * n,
            [Seat(long, 2, True, pending=4)] * n,
            [Seat(long, 0, True, winner=True)] * n]


@pytest.mark.parametrize("palette", ["classic", "high_contrast"])
@pytest.mark.parametrize("count", [0, 1, 2, 5, 7, 9, 12, 25, 108])
def test_the_count_never_covers_the_fan(count: int, palette: str) -> None:
    seat = Seat("a long nickname here", count, is_turn=True, called_uno=count <= 2)
    boxes = seat_boxes(seat, 320, 60, palette)
    assert not overlap(boxes["count"], boxes["fan"])
    assert boxes["count"][0] >= boxes["fan"][2]  # to its right
    assert inside(boxes["fan"], boxes["seat"]) and inside(boxes["count"], boxes["seat"])
    if "badge" in boxes:
        assert boxes["badge"][2] <= boxes["fan"][0]  # left of the fan
        assert inside(boxes["badge"], boxes["seat"])


def middle() -> list[Box]:
    """What the middle of the table holds: the top card, the colour chip, the arrows."""
    w, h = SIZE
    cx, cy = w / 2, h / 2 + 4
    cw, ch = card_size(TOP_CARD_HEIGHT)
    card = (round(cx - cw / 2), round(cy - ch / 2), round(cx + cw / 2), round(cy + ch / 2))
    chip = (round(cx + 118 - CHIP / 2), round(cy - CHIP / 2), round(cx + 118 + CHIP / 2),
            round(cy + CHIP / 2))
    arrows = []
    for base in (-150.0, 30.0):
        pts = shapes.arc_arrow(cx, cy, 118, RING_RY, base, base + 120, 16)
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        # each arrow as a few boxes along it (one box would cover the card too)
        for k in range(0, len(pts) - 4, 4):
            seg = pts[k:k + 5]
            arrows.append((round(min(p[0] for p in seg)) - 3, round(min(p[1] for p in seg)) - 3,
                           round(max(p[0] for p in seg)) + 3, round(max(p[1] for p in seg)) + 3))
        assert xs and ys
    return [card, chip, *arrows]


# the badges' words in every language (the widest decide)
WORDS = [BadgeWords(Lang(code)("badge-winner"), Lang(code)("badge-catch")) for code in LANGUAGES]


@pytest.mark.parametrize("n", range(2, 11))
@pytest.mark.parametrize("words", WORDS, ids=LANGUAGES)
def test_seats_stay_inside_apart_and_off_the_middle(n: int, words: BadgeWords) -> None:
    w, h = SIZE
    for seats in widest(n):
        boxes = [seat_boxes(s, x, y, "classic", name_room(n), words)
                 for s, (x, y) in zip(seats, seat_centers(n), strict=True)]
        for i, parts in enumerate(boxes):
            for part, box in parts.items():
                assert inside(box, (0, 0, w, h)), (n, i, part, box)
            for thing in middle():
                assert not overlap(parts["seat"], thing), (n, i, parts["seat"], thing)
        for (i, a), (j, b) in itertools.combinations(enumerate(boxes), 2):
            assert not overlap(a["seat"], b["seat"]), (n, i, j, a["seat"], b["seat"])


def shown(img: Image.Image, width: int = SHOWN) -> tuple[Image.Image, float]:
    scale = width / img.width
    return img.resize((width, round(img.height * scale)), Image.Resampling.LANCZOS), scale


def ink_height(img: Image.Image, box: tuple[float, float, float, float],
               color: tuple[int, int, int]) -> int:
    """Rows of ``box`` in ``img`` that have a pixel of ``color``: top to bottom."""
    px = img.load()
    left, top, right, bottom = (round(v) for v in box)
    rows = [y for y in range(max(0, top), min(img.height, bottom))
            if any(near(px[x, y], color, 60) for x in range(max(0, left), min(img.width, right)))]
    return rows[-1] - rows[0] + 1 if rows else 0


@pytest.mark.parametrize("n", [2, 4, 10])
def test_names_are_at_least_14_px_tall_at_400_px_wide(n: int) -> None:
    """Measured on "Judy": from the top of the J to the tail of the y, in the picture
    scaled to 400 px wide as Discord shows it (issue 25 saw ~8 px)."""
    seats = tuple(Seat("Judy", 5, False) for _ in range(n))
    img = render_table(TableScene("r7", "r", 1, seats))
    small, scale = shown(img)
    heights = []
    for seat, (x, y) in zip(seats, seat_centers(n), strict=True):
        label = seat_boxes(seat, x, y, "classic", name_room(n))["label"]
        heights.append(ink_height(small, tuple(v * scale for v in label), TEXT))
    assert min(heights) >= 14, heights
    # at 300 px wide (a phone) they are still 10 px or more
    small, scale = shown(img, 300)
    label = seat_boxes(seats[0], *seat_centers(n)[0], "classic", name_room(n))["label"]
    assert ink_height(small, tuple(v * scale for v in label), TEXT) >= 10


def test_each_badge_is_drawn_where_its_seat_puts_it() -> None:
    seats = (Seat("alice", 1, catchable=True), Seat("bob", 3, True, pending=4),
             Seat("carol", 2, called_uno=True), Seat("dave", 6, ai=True))
    img = render_table(TableScene("W4", "g", 1, seats))
    px = img.load()
    kinds = []
    for seat, (x, y) in zip(seats, seat_centers(4), strict=True):
        boxes = seat_boxes(seat, x, y, "classic", name_room(4))
        badge = badge_of(seat)
        if badge is None:
            assert "badge" not in boxes
            continue
        kind, _words = badge
        kinds.append(kind)
        left, top, right, bottom = boxes["badge"]
        fill, _ink = BADGES[kind]
        # the pill's colour inside its ends, where no letter is
        for sx in (left + 6, right - 7):
            assert near(px[sx, (top + bottom) // 2], fill), (kind, px[sx, (top + bottom) // 2])
    assert kinds == ["catch", "draw", "uno"]
    won = (Seat("alice", 0, winner=True), Seat("bob", 3))
    img = render_table(TableScene("r7", "r", 1, won))
    boxes = seat_boxes(won[0], *seat_centers(2)[0], "classic", name_room(2))
    left, top, right, bottom = boxes["badge"]
    assert near(img.load()[left + 6, (top + bottom) // 2], BADGES["winner"][0])


def test_no_badge_without_a_reason() -> None:
    assert badge_of(Seat("a", 5)) is None
    assert badge_of(Seat("a", 5, pending=2))[1] == "+2"  # type: ignore[index]
    assert badge_of(Seat("a", 0, winner=True, called_uno=True))[0] == "winner"  # type: ignore[index]


@pytest.mark.parametrize("color", ["g", "r", "y", "b"])
def test_arrows_and_chip_are_outlined_dark_then_light_on_the_felt(color: str) -> None:
    """Coming from the felt, the first thing met is a dark outline, then a light one, then
    the colour: green arrows and chip stand out on the green felt."""
    img = render_table(TableScene("r7" if color != "g" else "g7", color, 1,
                                  (Seat("a", 3), Seat("b", 3))))
    px = img.load()
    w, h = SIZE
    cx, cy = round(w / 2), round(h / 2 + 4)
    fill = CLASSIC.fill(color)

    def layers(points: list[tuple[int, int]]) -> list[str]:
        seen: list[str] = []
        for p in points:
            rgb = px[p]
            kind = ("felt" if near(rgb, FELT, 12) else "dark" if max(rgb) < 70
                    else "light" if min(rgb) > 200 else "fill" if near(rgb, fill, 40)
                    else "")
            if kind and (not seen or seen[-1] != kind):
                seen.append(kind)
        return seen

    # down the middle of the upper arrow, from the felt above it
    top = cy - RING_RY
    column = layers([(cx, y) for y in range(top - 22, top + 1)])
    assert column[:4] == ["felt", "dark", "light", "fill"], column
    # into the chip from the felt at its right
    chip_x = cx + 118
    row = layers([(x, cy - 6) for x in range(chip_x + CHIP // 2 + 6, chip_x, -1)])
    assert row[:4] == ["felt", "dark", "light", "fill"], row


def test_seats_go_clockwise_from_the_top_row() -> None:
    w, h = SIZE
    for n in range(1, 11):
        centres = seat_centers(n)
        assert centres[0][1] == min(y for _, y in centres)  # the first in the top row
        angles = [math.atan2(y - (h / 2 + 4), x - w / 2) for x, y in centres]
        turned = [(a - angles[0]) % (2 * math.pi) for a in angles]
        assert turned == sorted(turned)  # clockwise on screen (y grows downwards)
