"""Vector shapes drawn with ImageDraw on a supersampled canvas: marks, symbols, ovals."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import ImageDraw

from bot.art.palette import RGB

Point = tuple[float, float]
Fill = RGB | tuple[int, int, int, int]


def ellipse_points(cx: float, cy: float, rx: float, ry: float, angle_deg: float = 0.0,
                   steps: int = 96) -> list[Point]:
    """The outline of an ellipse turned by `angle_deg` (clockwise on screen)."""
    a = math.radians(angle_deg)
    ca, sa = math.cos(a), math.sin(a)
    out: list[Point] = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x, y = rx * math.cos(t), ry * math.sin(t)
        out.append((cx + x * ca - y * sa, cy + x * sa + y * ca))
    return out


def ellipse_sector(cx: float, cy: float, rx: float, ry: float, angle_deg: float,
                   start: float, end: float, steps: int = 32) -> list[Point]:
    """A pie slice of a turned ellipse, from parameter angle `start` to `end` (degrees)."""
    a = math.radians(angle_deg)
    ca, sa = math.cos(a), math.sin(a)
    out: list[Point] = [(cx, cy)]
    for i in range(steps + 1):
        t = math.radians(start + (end - start) * i / steps)
        x, y = rx * math.cos(t), ry * math.sin(t)
        out.append((cx + x * ca - y * sa, cy + x * sa + y * ca))
    return out


def regular_polygon(cx: float, cy: float, r: float, sides: int, rotation: float) -> list[Point]:
    return [(cx + r * math.cos(math.radians(rotation + 360 * i / sides)),
             cy + r * math.sin(math.radians(rotation + 360 * i / sides))) for i in range(sides)]


def mark_outline(shape: str, cx: float, cy: float, size: float) -> list[Point] | None:
    """The polygon of a colour mark of overall size `size`; None for the circle."""
    r = size / 2
    if shape == "triangle":
        pts = regular_polygon(cx, cy + r * 0.18, r * 1.12, 3, -90)
        return pts
    if shape == "square":
        return regular_polygon(cx, cy, r * 1.22, 4, 45)
    if shape == "diamond":
        return [(cx, cy - r * 1.1), (cx + r * 0.85, cy), (cx, cy + r * 1.1), (cx - r * 0.85, cy)]
    if shape == "circle":
        return None
    raise ValueError(f"unknown mark {shape!r}")


def draw_mark(draw: ImageDraw.ImageDraw, shape: str, cx: float, cy: float, size: float,
              fill: Fill, outline: Fill | None = None, width: int = 0) -> None:
    """One colour mark (triangle, circle, square, diamond), centred on (cx, cy)."""
    pts = mark_outline(shape, cx, cy, size)
    if pts is None:
        r = size / 2 * 0.98
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill,
                     outline=outline, width=width)
    else:
        draw.polygon(pts, fill=fill, outline=outline, width=width)


def thick_polyline(draw: ImageDraw.ImageDraw, pts: Sequence[Point], width: float,
                   fill: Fill) -> None:
    draw.line(list(pts), fill=fill, width=max(1, round(width)), joint="curve")
    r = width / 2
    for x, y in (pts[0], pts[-1]):
        draw.ellipse((x - r, y - r, x + r, y + r), fill=fill)


def arrow(cx: float, cy: float, length: float, width: float, angle_deg: float) -> list[Point]:
    """A block arrow centred on (cx, cy), pointing along `angle_deg` (0 = right)."""
    half, shaft = length / 2, width * 0.45
    head_len, head_w = length * 0.42, width
    local = [(-half, -shaft), (half - head_len, -shaft), (half - head_len, -head_w),
             (half, 0.0), (half - head_len, head_w), (half - head_len, shaft), (-half, shaft)]
    a = math.radians(angle_deg)
    ca, sa = math.cos(a), math.sin(a)
    return [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in local]


def arc_arrow(cx: float, cy: float, rx: float, ry: float, start: float, end: float,
              width: float, steps: int = 40) -> list[Point]:
    """A curved block arrow along an ellipse from parameter angle `start` to `end`.

    The head sits at `end`; going from a smaller to a larger angle runs clockwise on screen.
    """
    sign = 1 if end > start else -1
    head = 18.0 * sign  # degrees of the path the head takes
    body_end = end - head
    outer: list[Point] = []
    inner: list[Point] = []
    for i in range(steps + 1):
        t = math.radians(start + (body_end - start) * i / steps)
        outer.append((cx + (rx + width / 2) * math.cos(t), cy + (ry + width / 2) * math.sin(t)))
        inner.append((cx + (rx - width / 2) * math.cos(t), cy + (ry - width / 2) * math.sin(t)))
    tb = math.radians(body_end)
    te = math.radians(end)
    head_outer = (cx + (rx + width) * math.cos(tb), cy + (ry + width) * math.sin(tb))
    head_inner = (cx + (rx - width) * math.cos(tb), cy + (ry - width) * math.sin(tb))
    tip = (cx + rx * math.cos(te), cy + ry * math.sin(te))
    return [*outer, head_outer, tip, head_inner, *reversed(inner)]
