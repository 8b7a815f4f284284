"""The table picture's seats: the card count sits beside its fan, never on it, and every
part of every seat stays inside the picture."""

from __future__ import annotations

import math

import pytest

from bot.art.table import SIZE, Seat, seat_boxes

Box = tuple[int, int, int, int]


def overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def inside(inner: Box, outer: Box) -> bool:
    return (outer[0] <= inner[0] and outer[1] <= inner[1] and inner[2] <= outer[2]
            and inner[3] <= outer[3])


@pytest.mark.parametrize("palette", ["classic", "high_contrast"])
@pytest.mark.parametrize("count", [0, 1, 2, 5, 7, 9, 12, 25, 108])
def test_the_count_never_covers_the_fan(count: int, palette: str) -> None:
    seat = Seat("a long nickname here", count, is_turn=True, called_uno=count <= 2)
    boxes = seat_boxes(seat, 320, 60, palette)
    assert not overlap(boxes["count"], boxes["fan"])
    assert boxes["count"][0] >= boxes["fan"][2]  # to its right
    assert inside(boxes["fan"], boxes["seat"]) and inside(boxes["count"], boxes["seat"])
    if "uno" in boxes:
        assert not overlap(boxes["uno"], boxes["fan"])
        assert not overlap(boxes["uno"], boxes["count"])


@pytest.mark.parametrize("seats", [2, 3, 4, 6, 10])
def test_every_seat_fits_in_the_picture(seats: int) -> None:
    w, h = SIZE
    cx, cy = w / 2, h / 2 + 4  # as render_table places them
    for i in range(seats):
        angle = math.radians(-90 + 360 * i / seats)
        sx, sy = cx + 250 * math.cos(angle), cy + 152 * math.sin(angle)
        # the widest seats: the most cards, or the UNO! badge (shown at one or two cards)
        for seat in (Seat("x" * 14, 99, True), Seat("x" * 14, 2, True, True)):
            for part, box in seat_boxes(seat, sx, sy).items():
                assert inside(box, (0, 0, w, h)), (seats, i, part, box)
