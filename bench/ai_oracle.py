"""Strong AI variants judged move by move against the true position (not a test).

    python bench/ai_oracle.py --players 4 --positions 300 --b determinize.HONEST_WD4=0.5
    python bench/ai_oracle.py --players 2 --a strong.CONFIDENCE=2 --b strong.CONFIDENCE=1

Whole hands (bench/ai.py, bench/ai_ab.py) measure what counts but cost seconds each,
and strong leaves normal's move in few decisions, so most hands say nothing about a
change. Here: own-turn decisions with a choice, taken from seeded normal-against-normal
hands (every fifth), are searched by strong under variant A and variant B (constants
of ``bot.ai`` modules, as in bench/ai_ab.py) at a fixed simulation budget; where the
moves chosen (A's, B's, normal's) differ, each is valued on the TRUE position (the real
hands; only the draw pile, which nobody knows, is reshuffled for each of ``--rollouts``
rollouts, the same ones for every move) by the rollout policy, which plays as normal
does. Prints each variant's mean gain over normal's move, in win probability per
decision, with a 95 % interval over the positions. An estimate, not the game: the
continuation is normal's play for every seat (strong's own later moves are better).
Last line: ``ai_oracle: a=+0.NNNN b=+0.NNNN diff=+0.NNNN``.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ai_ab import add_variant_arguments, interval, use, variants  # noqa: E402
from ai_sims import decisions, reshuffled  # noqa: E402

from bot.ai import Budget, SeatMemory, decide_with_stats  # noqa: E402
from bot.ai.normal import decide_normal  # noqa: E402
from bot.ai.rollout import Policy  # noqa: E402
from bot.ai.strong import direction_after  # noqa: E402
from bot.engine import Action, Match, PlayerView  # noqa: E402

Position = tuple[Match, PlayerView, SeatMemory, int]


def positions(count: int, players: int, preset: str, first: int) -> list[Position]:
    """``count`` own-turn decisions with more than one candidate (every fifth), with the
    true match, from seeded normal-against-normal hands."""
    out: list[Position] = []
    game = first
    while len(out) < count:
        game += 1
        for m, view, memory, seed in decisions(players, preset,
                                                90_000_000 + players * 100_000 + game):
            out.append((m.copy(), view, memory, seed))
            if len(out) == count:
                break
    return out


def values(m: Match, view: PlayerView, moves: list[Action], rollouts: int,
           seed: int) -> list[float]:
    """Each move's win rate on the true position (draw pile reshuffled per rollout)."""
    me = view.player
    policy = Policy(view.rules, [s.player for s in view.players])
    d = m.to_dict()
    wins = [0.0] * len(moves)
    rng = random.Random(seed)
    for _ in range(rollouts):
        world = Match.from_dict(reshuffled(d, rng))
        rseed = rng.getrandbits(32)
        for i, move in enumerate(moves):
            w = world.copy()
            done = w.apply(me, move)
            wins[i] += policy.rollout(w, me, random.Random(rseed), direction_after(view, done))
    return [x / rollouts for x in wins]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--positions", type=int, default=200)
    ap.add_argument("--first", type=int, default=0, help="first game number")
    ap.add_argument("--rollouts", type=int, default=400, help="per move on the true position")
    add_variant_arguments(ap)
    args = ap.parse_args()
    a, b, defaults = variants(args)

    t0 = time.perf_counter()
    todo = positions(args.positions, args.players, args.preset, args.first)
    budget = Budget(simulations=args.budget, time_ms=1e9)
    gains: dict[str, list[float]] = {"a": [], "b": []}
    moved = {"a": 0, "b": 0}
    differ = 0
    for k, (m, view, memory, seed) in enumerate(todo):
        normal = decide_normal(view, random.Random(seed))
        use(a, defaults)
        move_a, _ = decide_with_stats(view, memory, "strong", seed, budget)
        use(b, defaults)
        move_b, _ = decide_with_stats(view, memory, "strong", seed, budget)
        use([], defaults)
        moves = list(dict.fromkeys([normal, move_a, move_b]))
        if len(moves) == 1:
            gains["a"].append(0.0)
            gains["b"].append(0.0)
            continue
        differ += move_a != move_b
        moved["a"] += move_a != normal
        moved["b"] += move_b != normal
        v = dict(zip(moves, values(m, view, moves, args.rollouts, seed), strict=True))
        gains["a"].append(v[move_a] - v[normal])
        gains["b"].append(v[move_b] - v[normal])
        if (k + 1) % 50 == 0:
            print(f"  {k + 1} positions ({time.perf_counter() - t0:.0f} s)", flush=True)
    n = len(todo)

    def stat(xs: list[float]) -> str:
        mu, lo, hi = interval(xs)
        return f"{mu:+.4f} [{lo:+.4f}, {hi:+.4f}]"

    diff = [y - x for x, y in zip(gains["a"], gains["b"], strict=True)]
    print(f"{args.preset} {args.players}p, {n} positions, budget {args.budget}, "
          f"{args.rollouts} rollouts: gain over normal's move per decision: "
          f"A [{args.a}] {stat(gains['a'])} (leaves normal's move in {moved['a']}), "
          f"B [{args.b}] {stat(gains['b'])} (in {moved['b']}); B - A {stat(diff)}, "
          f"A and B differ in {differ} ({time.perf_counter() - t0:.0f} s)")
    print(f"ai_oracle: a={sum(gains['a']) / n:+.4f} b={sum(gains['b']) / n:+.4f} "
          f"diff={sum(diff) / n:+.4f}")


if __name__ == "__main__":
    main()
