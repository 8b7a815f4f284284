"""The match chart, measured on what it draws: the axis fits the totals early in a match,
the target line shows once the leader is near it, each seat's line stands where its total
is, and names carry no glyph the font lacks."""

from __future__ import annotations

import pytest
from PIL import Image

from bot.art.chart import (
    LINE_COLORS,
    SIZE,
    TARGET,
    MatchChart,
    PlayerLine,
    axis,
    render_chart,
)
from bot.art.fonts import font


def near(rgb: tuple[int, ...], want: tuple[int, int, int], tol: int = 24) -> bool:
    return all(abs(a - b) <= tol for a, b in zip(rgb, want, strict=False))


def rows_with(img: Image.Image, color: tuple[int, int, int], x0: int, x1: int) -> dict[int, int]:
    """For each row, how many pixels between x0 and x1 have ``color``."""
    px = img.load()
    out: dict[int, int] = {}
    for y in range(img.height):
        count = sum(1 for x in range(x0, x1) if near(px[x, y], color))
        if count:
            out[y] = count
    return out


PLOT_X = (70, 420)  # inside the plot (left of the labels)


def dashed_target_rows(img: Image.Image) -> list[int]:
    """Rows where the target's dashes run across most of the plot (a 2 px line drawn
    between two rows: a column counts when either row has the colour)."""
    px = img.load()
    width = PLOT_X[1] - PLOT_X[0]
    out = []
    for y in range(1, img.height - 1):
        hits = sum(1 for x in range(*PLOT_X)
                   if any(near(px[x, yy], TARGET, 40) for yy in (y, y + 1)))
        if hits > width * 0.45:
            out.append(y)
    return out


def test_the_axis_fits_the_totals_until_the_target_is_near() -> None:
    assert axis(20, 500) == (25, 5, False)
    top, _, shown = axis(120, 500)
    assert 120 < top <= 150 and not shown
    assert axis(0, 500)[0] >= 10  # nobody scored yet: still an axis
    top, _, shown = axis(250, 500)  # half the target: the target comes in
    assert shown and top >= 500
    top, _, shown = axis(620, 500)  # past it (the match's last hand)
    assert shown and top >= 620


def test_after_one_hand_the_line_of_a_20_point_seat_climbs_most_of_the_chart() -> None:
    chart = MatchChart((PlayerLine("alice", (0,)), PlayerLine("🤖 Nova (normal)", (20,)),
                        PlayerLine("🤖 Pixel (normal)", (0,))), 500)
    img = render_chart(chart)
    nova = rows_with(img, LINE_COLORS[1], *PLOT_X)
    _w, h = SIZE
    plot_top, plot_bottom = 24, h - 46
    # Nova's line climbs to the top third of the plot: the axis fits its 20 points
    assert min(nova) < plot_top + (plot_bottom - plot_top) * 0.3, min(nova)
    # the others stay at 0: their lines run along the bottom
    alice = rows_with(img, LINE_COLORS[0], *PLOT_X)
    assert alice and min(alice) > plot_bottom - 12
    assert dashed_target_rows(img) == []  # 500 is far: no line, a note at the top


def test_the_target_line_is_drawn_where_it_belongs_once_near() -> None:
    chart = MatchChart((PlayerLine("alice", (40, 160, 310)),
                        PlayerLine("bob", (0, 90, 90))), 500)
    img = render_chart(chart)
    rows = dashed_target_rows(img)
    assert rows, "no target line"
    top, _, _ = axis(310, 500)
    _w, h = SIZE
    plot_top, plot_bottom = 24, h - 46
    expected = plot_bottom - (plot_bottom - plot_top) * 500 / top
    assert all(abs(y - expected) <= 3 for y in rows), (rows, expected)


@pytest.mark.parametrize("players", [2, 10])
def test_labels_never_draw_an_empty_box(players: int) -> None:
    """The legend of "🤖 Nova" draws exactly what "Nova" does (no box where 🤖 was)."""
    names = [f"🤖 Nova{k}" for k in range(players)]
    with_robot = render_chart(MatchChart(tuple(PlayerLine(n, (k * 7,)) for k, n in
                                               enumerate(names)), 500))
    bare = render_chart(MatchChart(tuple(PlayerLine(n.removeprefix("🤖 "), (k * 7,))
                                         for k, n in enumerate(names)), 500))
    assert with_robot.tobytes() == bare.tobytes()
    assert font(19).getlength("Nova0") > 0


def test_ten_long_names_fit_beside_the_plot() -> None:
    chart = MatchChart(tuple(PlayerLine(f"a very long nickname {k}", (k * 50,))
                             for k in range(10)), 500)
    img = render_chart(chart)
    w, h = SIZE
    # nothing drawn in the last column: every label was cut to fit
    right = img.crop((w - 3, 0, w, h)).convert("L")
    assert right.getextrema()[1] < 80
