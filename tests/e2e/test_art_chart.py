"""The match chart of a game with AI seats (issue 25, point 1), through the fake Discord:
built from the game's own scores with every seat, attached to the results, and the same
from the stored hands after a restart."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.art.chart import LINE_COLORS, SIZE
from bot.engine import Rules
from tests.art.test_chart import PLOT_X, rows_with
from tests.e2e.conftest import Game
from tests.e2e.test_art_looks import chart_of, results

pytestmark = pytest.mark.timeout(90)


async def ai_goes_out(game: Game, target: int) -> None:
    """Alice and two AI seats; Nova (seat 2) is to act with her last card, Red 7, and goes
    out: alice holds 5 + 3, Pixel 9 + Wild + Wild Draw Four: Nova scores 117."""
    f, bot = game.fake, game.bot
    bot.table_config.ai_delay = 3600.0  # the AI seats wait while the position is staged
    lobby = (await game.driver.slash(f.alice, "/uno start", {"ai": 2, "target": target})
                   ).response
    assert lobby is not None
    await game.driver.click(f.alice, lobby, "Start (host)")
    a = f.alice.id
    assert game.match.players == [a, 1, 2]
    await game.stage(Rules(target=target), hands={a: ["r5", "b3"], 1: ["r7"], 2: ["y9", "W", "W4"]},
                     discard=["r1"], current=1)
    bot.table_config.ai_delay = 0.0
    bot.ai.cancel(game.table)  # the runner sleeping its hour
    await bot.ai.wait()
    bot.ai.poke(game.table, bot.changes)
    table = game.table
    await game.driver.wait_until(lambda: table.closed or table.match is None
                                 or table.match.hand_over, timeout=20, what="Nova went out")
    await game.settle()


def line_tops(data: bytes, seats: int) -> list[int | None]:
    """The highest row each seat's line reaches in the plot (None: not drawn)."""
    img = Image.open(io.BytesIO(data)).convert("RGB")
    assert img.size == SIZE
    out: list[int | None] = []
    for i in range(seats):
        rows = rows_with(img, LINE_COLORS[i], *PLOT_X)
        out.append(min(rows) if rows else None)
    return out


async def test_the_chart_of_an_ai_game_has_every_seats_line_at_its_score(game: Game) -> None:
    await ai_goes_out(game, target=500)
    hand1 = results(game, "Hand 1 results")
    assert "Nova" in hand1.text and "117" in hand1.text
    data = chart_of(game.fake, hand1)
    assert data is not None
    chart, hands, over, _ = game.bot.display.charts[game.channel.id]
    assert hands == 1 and not over
    assert [(p.name, p.totals) for p in chart.players] == [
        ("alice", (0,)), ("🤖 Nova", (117,)), ("🤖 Pixel", (0,))]
    alice, nova, pixel = line_tops(data, 3)
    _w, h = SIZE
    assert alice is not None and pixel is not None and nova is not None
    # Nova's 117 points climb most of the axis (it fits them: 500 is far); the others at 0
    assert nova < 24 + (h - 70) * 0.35 and alice > h - 60 and pixel > h - 60


async def test_the_ai_seats_lines_come_back_from_the_stored_hands_after_a_restart(
        game: Game) -> None:
    await ai_goes_out(game, target=100)  # 117 points: the match is over
    over = results(game, "Match over")
    final = chart_of(game.fake, over)
    assert final is not None
    chart, _, _, _ = game.bot.display.charts[game.channel.id]
    assert [p.totals for p in chart.players] == [(0,), (117,), (0,)]
    game.bot.display.charts.clear()  # what a restart forgets
    shown = await game.driver.slash(game.fake.bob, "/uno match")
    assert shown.response is not None and "final" in shown.response.text
    # the same seats, names and totals: the very same picture
    assert chart_of(game.fake, shown.response) == final
