"""The match chart: each player's running total after every hand, and the target line.

Each player has a marker shape and a label at the end of the line (name and total), so the
chart reads without colour.  Plain Pillow: a line chart does not need a plotting library.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from PIL import Image, ImageDraw

from bot.art import shapes
from bot.art.fonts import font

SIZE: Final = (640, 360)
SS: Final = 2
BACKGROUND: Final = (43, 45, 49)
GRID: Final = (70, 73, 80)
TEXT: Final = (230, 230, 230)
TARGET: Final = (255, 214, 64)
# colour-blind-safe line colours (Okabe-Ito) and one marker shape per player
LINE_COLORS: Final = ((230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66),
                      (0, 114, 178), (213, 94, 0), (204, 121, 167), (255, 255, 255),
                      (160, 160, 160), (120, 220, 120))
MARKERS: Final = ("circle", "square", "triangle", "diamond", "pentagon", "hexagon",
                  "triangle_down", "star", "circle_open", "square_open")


@dataclass(frozen=True, slots=True)
class PlayerLine:
    name: str
    totals: tuple[int, ...]  # running total after hand 1, 2, ...


@dataclass(frozen=True, slots=True)
class MatchChart:
    players: tuple[PlayerLine, ...]
    target: int
    # the words drawn, in the reader's language (bot/screens/match_chart.py says them)
    axis: str = "hand"
    target_label: str = ""  # "" -> "target <n>"

    def __post_init__(self) -> None:
        if not 1 <= len(self.players) <= len(MARKERS):
            raise ValueError(f"a chart shows 1 to {len(MARKERS)} players")
        if self.target <= 0:
            raise ValueError("the target is a positive number of points")


def chart_png(chart: MatchChart) -> bytes:
    """The PNG of `chart` (cached by content).  Raises ArtError if Pillow cannot draw."""
    return _chart_png(chart)


@lru_cache(maxsize=64)
def _chart_png(chart: MatchChart) -> bytes:
    buf = io.BytesIO()
    render_chart(chart).save(buf, "PNG", compress_level=6)
    return buf.getvalue()


def _marker(draw: ImageDraw.ImageDraw, kind: str, x: float, y: float, r: float,
            fill: tuple[int, int, int]) -> None:
    black = (0, 0, 0)
    width = max(1, round(r * 0.3))
    if kind == "circle":
        draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=black, width=width)
    elif kind == "circle_open":
        draw.ellipse((x - r, y - r, x + r, y + r), fill=BACKGROUND, outline=fill,
                     width=width * 2)
    elif kind == "square_open":
        draw.rectangle((x - r, y - r, x + r, y + r), fill=BACKGROUND, outline=fill,
                       width=width * 2)
    elif kind == "star":
        star = [(x + (r * 1.4 if i % 2 == 0 else r * 0.6) * c,
                 y + (r * 1.4 if i % 2 == 0 else r * 0.6) * s)
                for i, (c, s) in enumerate(shapes.regular_polygon(0, 0, 1, 10, -90))]
        draw.polygon(star, fill=fill, outline=black, width=width)
    else:
        sides, rot = {"square": (4, 45), "triangle": (3, -90), "diamond": (4, 0),
                      "pentagon": (5, -90), "hexagon": (6, 0),
                      "triangle_down": (3, 90)}[kind]
        scale = {"square": 1.25, "triangle": 1.3, "triangle_down": 1.3}.get(kind, 1.15)
        draw.polygon(shapes.regular_polygon(x, y, r * scale, sides, rot), fill=fill,
                     outline=black, width=width)


def _short(name: str, limit: int = 12) -> str:
    name = name.strip()
    return name if len(name) <= limit else name[:limit - 1].rstrip() + "…"


def _nice_step(span: float) -> int:
    for step in (5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000):
        if span / step <= 6:
            return step
    return 10000


def render_chart(chart: MatchChart) -> Image.Image:
    w, h = SIZE
    big = Image.new("RGB", (w * SS, h * SS), BACKGROUND)
    d = ImageDraw.Draw(big)
    hands = max((len(p.totals) for p in chart.players), default=0)
    top_value = max([chart.target, *(max(p.totals, default=0) for p in chart.players)])
    step = _nice_step(top_value)
    y_max = (top_value // step + 1) * step
    left, right, top, bottom = 52 * SS, (w - 160) * SS, 20 * SS, (h - 40) * SS

    def px(hand: int) -> float:
        return left + (right - left) * hand / max(1, hands)

    def py(value: float) -> float:
        return bottom - (bottom - top) * value / y_max

    small = font(12 * SS)
    for value in range(0, y_max + 1, step):
        d.line((left, py(value), right, py(value)), fill=GRID, width=SS)
        d.text((left - 8 * SS, py(value)), str(value), font=small, fill=TEXT, anchor="rm")
    for hand in range(hands + 1):
        d.text((px(hand), bottom + 8 * SS), str(hand), font=small, fill=TEXT, anchor="mt")
    d.text(((left + right) / 2, bottom + 24 * SS), chart.axis, font=small, fill=TEXT,
           anchor="mt")
    # the target: dashed, labelled
    ty = py(chart.target)
    x = left
    while x < right:
        d.line((x, ty, min(right, x + 10 * SS), ty), fill=TARGET, width=2 * SS)
        x += 16 * SS
    # written above the line at its left end, where every line is still near 0: never on
    # the players' labels at the right
    d.text((left + 6 * SS, ty - 3 * SS), chart.target_label or f"target {chart.target}",
           font=small, fill=TARGET, anchor="ld")
    labels: list[tuple[float, str, int]] = []
    ends: dict[int, tuple[float, float]] = {}
    n = len(chart.players)
    for i, player in enumerate(chart.players):
        color = LINE_COLORS[i]
        # equal totals would hide one line under another: each line is nudged a little
        nudge = (i - (n - 1) / 2) * min(3.0, 14 / n) * SS
        pts = [(px(0), py(0) + nudge)] + [(px(k + 1), py(v) + nudge)
                                          for k, v in enumerate(player.totals)]
        if len(pts) > 1:
            d.line(pts, fill=color, width=3 * SS, joint="curve")
        for x0, y0 in pts[1:]:
            _marker(d, MARKERS[i], x0, y0, 5 * SS, color)
        final = player.totals[-1] if player.totals else 0
        ends[i] = pts[-1]
        labels.append((pts[-1][1], f"{_short(player.name)} {final}", i))
    # labels at the right end, pushed apart so they never overlap
    labels.sort()
    gap = 16 * SS
    placed: list[float] = []
    for y0, _text, _i in labels:
        y = max(y0, placed[-1] + gap) if placed else y0
        placed.append(y)
    overflow = placed[-1] - (bottom + 10 * SS) if placed else 0
    if overflow > 0:
        placed = [y - overflow for y in placed]
    label_font = font(13 * SS)
    for (_y0, text, i), y in zip(labels, placed, strict=True):
        lx = right + 34 * SS
        mx = lx - 12 * SS
        # a thin leader from the line's last point to its label (a line that stopped
        # early, or a label pushed apart from its neighbours, still reads as one)
        d.line((*ends[i], mx - 6 * SS, y), fill=LINE_COLORS[i], width=SS)
        _marker(d, MARKERS[i], mx, y, 5 * SS, LINE_COLORS[i])
        d.text((lx, y), text, font=label_font, fill=TEXT, anchor="lm")
    return big.resize((w, h), Image.Resampling.LANCZOS)
