"""Strong AI variants compared on the same deals (not a test): A/B of module constants.

    python bench/ai_ab.py --players 2 --deals 50 --b determinize.HONEST_WD4=0.5
    python bench/ai_ab.py --players 4 --deals 30 --a strong.CONFIDENCE=2 --b strong.CONFIDENCE=1

Each deal is played once per seat with ``strong`` in that seat against ``normal`` in the
others, under variant A and then under variant B (constants of ``bot.ai`` modules set
in this process, e.g. ``determinize.HONEST_WD4=0.5``), and once with ``normal`` in that seat
(the par reference: every seat plays the same way, so only the seat's luck). Strong runs
at a fixed simulation budget and no time cap, so a hand's outcome depends only on the
deal, the seeds and the variant: hands where A and B play alike end alike, and the
difference B - A is measured on the hands where they do not. The 95 % interval of the
difference is computed from the per-deal means (the hands of one deal are not
independent). Last line, for scripts: ``ai_ab: a=0.NNN b=0.NNN normal=0.NNN diff=+0.NNN``.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import math
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bot.ai import Budget  # noqa: E402
from bot.ai.arena import Arena  # noqa: E402
from bot.engine import Match, Rules  # noqa: E402

Setting = tuple[object, str, object]  # (module, constant name, value)


def parse(settings: str) -> list[Setting]:
    """``module.NAME=value,...`` -> (module, name, value) for ``bot.ai.<module>``."""
    out: list[Setting] = []
    for item in filter(None, settings.split(",")):
        target, value = item.split("=", 1)
        module, name = target.rsplit(".", 1)
        mod = importlib.import_module(f"bot.ai.{module}")
        if not hasattr(mod, name):
            raise SystemExit(f"bot.ai.{module} has no {name}")
        out.append((mod, name, ast.literal_eval(value)))  # numbers, None, True
    return out


def add_variant_arguments(ap: argparse.ArgumentParser) -> None:
    """The options of a comparison of two variants (here and in bench/ai_oracle.py)."""
    ap.add_argument("--budget", type=int, default=200, help="strong: simulations")
    ap.add_argument("--preset", default="official")
    ap.add_argument("--a", default="", help="variant A: module.NAME=value,...")
    ap.add_argument("--b", default="", help="variant B: module.NAME=value,...")


def variants(args: argparse.Namespace) -> tuple[list[Setting], list[Setting], list[Setting]]:
    """(variant A's settings, B's, the values those constants had before either)."""
    a, b = parse(args.a), parse(args.b)
    return a, b, [(mod, name, getattr(mod, name)) for mod, name, _ in a + b]


def use(settings: list[Setting], defaults: list[Setting]) -> None:
    """The defaults back, then ``settings``."""
    for mod, name, value in defaults + settings:
        setattr(mod, name, value)


def hand(preset: str, players: int, deal: int, seat: int, tested: str,
         budget: Budget) -> bool:
    ids = list(range(1, players + 1))
    levels = {p: (tested if k == seat else "normal") for k, p in enumerate(ids)}
    m = Match.new(ids, Rules.from_preset(preset), random.Random(deal))
    arena = Arena(m, levels, seed=deal * players + seat, budget=budget)
    won = arena.play_hand() == ids[seat]
    if arena.refused:
        raise RuntimeError(f"refused AI moves: {arena.refused[:3]}")
    return won


def interval(xs: list[float]) -> tuple[float, float, float]:
    k = len(xs)
    mu = sum(xs) / k
    if k < 2:
        return mu, -1.0, 1.0
    sd = math.sqrt(sum((x - mu) ** 2 for x in xs) / (k - 1))
    return mu, mu - 1.96 * sd / math.sqrt(k), mu + 1.96 * sd / math.sqrt(k)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--deals", type=int, default=50)
    ap.add_argument("--first", type=int, default=0, help="first deal number")
    add_variant_arguments(ap)
    args = ap.parse_args()
    a, b, defaults = variants(args)
    budget = Budget(simulations=args.budget, time_ms=1e9)
    base = 7_000_000 + args.players * 100_000
    diffs: list[float] = []
    means: dict[str, list[float]] = {"a": [], "b": []}  # per deal
    wins = {"a": 0, "b": 0, "normal": 0}
    differ = hands = 0
    t0 = time.perf_counter()
    for g in range(args.first, args.first + args.deals):
        deal = base + g
        d = 0.0
        won = {"a": 0.0, "b": 0.0}
        for seat in range(args.players):
            use(a, defaults)
            wa = hand(args.preset, args.players, deal, seat, "strong", budget)
            use(b, defaults)
            wb = hand(args.preset, args.players, deal, seat, "strong", budget)
            wn = hand(args.preset, args.players, deal, seat, "normal", budget)
            wins["a"] += wa
            wins["b"] += wb
            wins["normal"] += wn
            differ += wa != wb
            hands += 1
            d += (wb - wa) / args.players
            won["a"] += wa / args.players
            won["b"] += wb / args.players
        diffs.append(d)
        for k in won:
            means[k].append(won[k])
        if (g - args.first + 1) % 10 == 0:
            print(f"  {g - args.first + 1} deals: a {wins['a'] / hands:.3f} "
                  f"b {wins['b'] / hands:.3f} ({time.perf_counter() - t0:.0f} s)", flush=True)
    mu, lo, hi = interval(diffs)

    def rate(k: str) -> str:
        m, low, high = interval(means[k])
        return f"{m:.3f} [{low:.3f}, {high:.3f}]"

    print(f"{args.preset} {args.players}p, {hands} hands ({args.deals} deals from "
          f"{args.first}), budget {args.budget}: A [{args.a}] {rate('a')}  "
          f"B [{args.b}] {rate('b')}  normal {wins['normal'] / hands:.3f}; "
          f"B - A {mu:+.3f} [{lo:+.3f}, {hi:+.3f}], {differ} hands differ "
          f"({time.perf_counter() - t0:.0f} s)")
    print(f"ai_ab: a={wins['a'] / hands:.3f} b={wins['b'] / hands:.3f} "
          f"normal={wins['normal'] / hands:.3f} diff={mu:+.3f}")


if __name__ == "__main__":
    main()
