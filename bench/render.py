"""Render timings and sizes of the pictures (card faces, table pictures, match charts).

    python bench/render.py [--tables 300 --charts 50 --seed 1]

Every table picture timed is a cache miss (a scene not drawn before); the parts it pastes
(card faces, the 16 felts with arrows, the fans of backs) are drawn once and kept, as in
the running bot, so they are warmed first.  The first-ever table picture is shown apart.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.art import cards, chart, emoji, table


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def line(name: str, ms: list[float], sizes: list[int]) -> str:
    return (f"{name:<28} n={len(ms):<4} p50 {pct(ms, 50):6.2f} ms  p95 {pct(ms, 95):6.2f} ms  "
            f"max {max(ms):6.2f} ms   bytes mean {statistics.mean(sizes):8.0f} max {max(sizes)}")


NAMES = ("alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
         "mallory", "niaj", "olivia", "peggy", "rupert", "sybil", "trent", "victor", "walter")


def random_scene(rng: random.Random) -> table.TableScene:
    """A scene of one of a few dozen tables (names recur, as within a game)."""
    n = rng.randint(2, 10)
    turn = rng.randrange(n)
    names = rng.sample(NAMES, n)
    seats = tuple(table.Seat(names[i], rng.randint(0, 20), i == turn,
                             rng.random() < 0.1) for i in range(n))
    return table.TableScene(rng.choice(cards.all_codes()), rng.choice("rygb"),
                            rng.choice((1, -1)), seats,
                            "high_contrast" if rng.random() < 0.2 else "classic")


def timed(fn: object, *args: object) -> tuple[float, object]:
    start = time.perf_counter()
    out = fn(*args)  # type: ignore[operator]
    return (time.perf_counter() - start) * 1000, out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=300)
    parser.add_argument("--charts", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)

    first = random_scene(rng)
    cold_ms, _ = timed(table.table_image, first)
    print(f"first table picture, nothing drawn yet (font, faces, felt): {cold_ms:.1f} ms")

    for height in (48, 200):
        ms, sizes = [], []
        for code in cards.all_codes():
            cards._render.cache_clear()
            t, png = timed(cards.card_png, code, height)
            ms.append(t)
            sizes.append(len(png))  # type: ignore[arg-type]
        print(line(f"card face {height} px (drawn)", ms, sizes))
    ms, sizes = [], []
    for spec in emoji.emoji_specs()[:40]:
        cards._render.cache_clear()
        t, png = timed(emoji.emoji_png, spec)
        ms.append(t)
        sizes.append(len(png))  # type: ignore[arg-type]
    print(line("card emoji 128x128 (drawn)", ms, sizes))

    # warm the faces the tables paste, as a running bot has them
    for code in cards.all_codes():
        for pal in ("classic", "high_contrast"):
            for chosen in ([None] if code not in cards.WILD_RANKS else list("rygb")):
                cards.render_card(code, table.TOP_CARD_HEIGHT, palette_name=pal, chosen=chosen)
    for pal in ("classic", "high_contrast"):  # and the 16 felts, 8 fans per palette
        for color in "rygb":
            for direction in (1, -1):
                table._base(direction, color, pal)
        for count in range(table.MAX_FAN + 1):
            table._fan(count, pal)
    table.clear_table_cache()
    ms, sizes = [], []
    scenes = [random_scene(rng) for _ in range(args.tables)]
    for scene in scenes:
        t, png = timed(table.table_image, scene)
        ms.append(t)
        sizes.append(len(png))  # type: ignore[arg-type]
    hits_before = table.table_cache_info()[0]
    print(line("table picture (cache miss)", ms, sizes))
    hit_ms = [timed(table.table_image, scene)[0] for scene in scenes[-50:]]
    print(f"{'table picture (cache hit)':<28} p50 {pct(hit_ms, 50) * 1000:.1f} us; "
          f"hits {table.table_cache_info()[0] - hits_before}/50")

    ms, sizes = [], []
    for _ in range(args.charts):
        n = rng.randint(2, 10)
        hands = rng.randint(1, 15)
        totals = []
        for i in range(n):
            run, acc = [], 0
            for _h in range(hands):
                acc += rng.choice((0, 0, rng.randint(5, 120)))
                run.append(acc)
            totals.append(chart.PlayerLine(f"player{i}", tuple(run)))
        t, png = timed(chart.chart_png, chart.MatchChart(tuple(totals), 500))
        ms.append(t)
        sizes.append(len(png))  # type: ignore[arg-type]
    print(line("match chart", ms, sizes))


if __name__ == "__main__":
    main()
