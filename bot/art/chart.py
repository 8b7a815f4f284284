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
from bot.art.fonts import drawable, fit_text, font

SIZE: Final = (640, 360)
SS: Final = 2
# text for a chart shown 400 px wide in an embed (x 0.625): axis numbers ~10 px, names ~12
AXIS_PX: Final = 16
LABEL_PX: Final = 19
LABEL_GAP: Final = 21  # px between two labels' middles
LEGEND_W: Final = 210  # px right of the plot for the markers and the labels
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
    target_above: str = ""  # "" -> "target <n>, above"
    # a name none of which the font can draw (emoji or another script only): each line's
    # own words for it ("Player 2"; none given -> "?")
    nameless: tuple[str, ...] = ()

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


STEPS: Final = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000)
NEAR: Final = 0.5  # the target line shows once the leader has this share of it
LOWEST_TOP: Final = 10  # the axis of a match where nobody scored yet


def axis(top_value: int, target: int) -> tuple[int, int, bool]:
    """(top of the axis, step between grid lines, whether the target is on the chart). The
    axis fits the totals (a little headroom) until the leader is NEAR the target; from
    then it reaches past the target, drawn as a line."""
    show = top_value >= target * NEAR
    reach = max(target, top_value) if show else max(top_value, LOWEST_TOP)
    span = reach * (1.06 if show else 1.15)
    step = next((s for s in STEPS if span / s <= 6), STEPS[-1])
    return -(-round(span) // step) * step, step, show


def render_chart(chart: MatchChart) -> Image.Image:
    w, h = SIZE
    big = Image.new("RGB", (w * SS, h * SS), BACKGROUND)
    d = ImageDraw.Draw(big)
    hands = max((len(p.totals) for p in chart.players), default=0)
    top_value = max(max(p.totals, default=0) for p in chart.players)
    y_max, step, show_target = axis(top_value, chart.target)
    left, right, top, bottom = 58 * SS, (w - LEGEND_W) * SS, 24 * SS, (h - 46) * SS

    def px(hand: int) -> float:
        return left + (right - left) * hand / max(1, hands)

    def py(value: float) -> float:
        return bottom - (bottom - top) * value / y_max

    small = font(AXIS_PX * SS)
    for value in range(0, y_max + 1, step):
        d.line((left, py(value), right, py(value)), fill=GRID, width=SS)
        d.text((left - 8 * SS, py(value)), str(value), font=small, fill=TEXT, anchor="rm")
    every = -(-(hands + 1) // 12)  # at most 12 hand numbers under the axis
    for hand in range(0, hands + 1, every):
        d.text((px(hand), bottom + 6 * SS), str(hand), font=small, fill=TEXT, anchor="mt")
    d.text(((left + right) / 2, bottom + 26 * SS), chart.axis, font=small, fill=TEXT, anchor="mt")
    if show_target:  # dashed and labelled, above the line at its left end, where every
        # line is still near 0: never on the players' labels at the right
        ty = py(chart.target)
        x = left
        while x < right:
            d.line((x, ty, min(right, x + 10 * SS), ty), fill=TARGET, width=2 * SS)
            x += 16 * SS
        d.text((left + 6 * SS, ty - 3 * SS), chart.target_label or f"target {chart.target}",
               font=small, fill=TARGET, anchor="ld")
    else:  # the target is far above: said at the top, the axis kept for the totals
        tx, ty = left + 6 * SS, top - 12 * SS
        d.polygon([(tx, ty + 5 * SS), (tx + 5 * SS, ty - 4 * SS), (tx + 10 * SS, ty + 5 * SS)],
                  fill=TARGET)
        d.text((tx + 15 * SS, ty), chart.target_above or f"target {chart.target}, above",
               font=small, fill=TARGET, anchor="lm")
    labels: list[tuple[float, str, str, int]] = []
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
        nameless = chart.nameless[i] if i < len(chart.nameless) else "?"
        labels.append((pts[-1][1], drawable(player.name, nameless), str(final), i))
    # labels at the right end, pushed apart so they never overlap
    labels.sort()
    gap = LABEL_GAP * SS
    placed: list[float] = []
    for y0, *_ in labels:
        y = max(y0, placed[-1] + gap) if placed else y0
        placed.append(y)
    overflow = placed[-1] - (bottom + 10 * SS) if placed else 0
    if overflow > 0:
        placed = [y - overflow for y in placed]
    if placed and placed[0] < 8 * SS:  # ten labels: they start at the top
        placed = [y - placed[0] + 8 * SS for y in placed]
    label_font = font(LABEL_PX * SS)
    room = (LEGEND_W - 40) * SS  # px for "name total" right of the marker
    for (_y0, name, total, i), y in zip(labels, placed, strict=True):
        lx = right + 34 * SS
        mx = lx - 12 * SS
        # a thin leader from the line's last point to its label (a line that stopped
        # early, or a label pushed apart from its neighbours, still reads as one)
        d.line((*ends[i], mx - 6 * SS, y), fill=LINE_COLORS[i], width=SS)
        _marker(d, MARKERS[i], mx, y, 5 * SS, LINE_COLORS[i])
        shown = fit_text(name, label_font, room - label_font.getlength(" " + total))
        d.text((lx, y), f"{shown} {total}", font=label_font, fill=TEXT, anchor="lm")
    return big.resize((w, h), Image.Resampling.LANCZOS)
