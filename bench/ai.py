"""AI benchmark (not a test): win rates and decision times of the AI levels.

    python bench/ai.py --hands 2000 --matches 200 --workers 2
    python bench/ai.py --hands 400 --strong-hands 200 --budget 600 --time-ms 200
    python bench/ai.py --hands 0 --strong-hands 120 --tables 4 --budget 250 --time-ms 100000
    python bench/ai.py --presets official --hands 0 --matches 0 --strong-hands 200 \
        --strong-matches 0 --tables 4 --budget 200 --time-ms 100000 --reveal-hands

On a busy shared machine the 200 ms cap buys few simulations (the CPU figure printed
beside each decision time shows how much of a core the search got): the last form
fixes the simulation budget instead (about what 200 ms buys on an idle core), so the
win rate measures the player, and the decision times are read from a capped run.

For each preset (``--presets``, default official and party): ``normal`` against
``easy`` and ``strong`` against ``normal``, over N seeded two-player hands (each deal
played twice, the seats swapped) and N four-player hands (each deal played four times,
the tested seat moving round the table, against three of the other level), then whole
matches to 500 between two players (each deal twice, seats swapped). ``--reveal-hands`` is a
yardstick, never a player: strong's guesses are replaced by the true hands (the draw pile
still shuffled), so its win rate bounds what better guesses could buy at that budget.
Playing every deal
from every seat cancels the luck of the deal: the 95 % interval is computed from the
means of those groups (far narrower than a Wilson interval over independent hands when
the two levels often play alike). Prints win rates, decision times p50/p99 per level
(decisions on the AI's own turn) and strong's simulations per decision. Last line, for
scripts:
``ai: normal_vs_easy_2p=0.NN strong_vs_normal_2p=0.NN strong_vs_3normal_4p=0.NN``
(official preset).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ai_ab import interval  # noqa: E402
from ai_sims import reshuffled  # noqa: E402

from bot.ai import Budget, determinize  # noqa: E402
from bot.ai.arena import Arena  # noqa: E402
from bot.engine import Match, Rules  # noqa: E402


@dataclass(frozen=True)
class Job:
    preset: str
    tested: str
    other: str
    players: int
    seed: int
    whole_match: bool
    simulations: int
    time_ms: float
    reveal_hands: bool = False


Result = tuple[bool, dict[str, list[float]], dict[str, list[float]], int,
               list[tuple[int, bool]]]


def run(job: Job) -> Result:
    """Play one hand (or match); (tested level won, decision ms per level (wall clock,
    CPU), actions, strong's searches (simulations, capped))."""
    ids = list(range(1, job.players + 1))
    # the same deal is played once with the tested level in each seat (2 players: the
    # seats swapped): the luck of the deal cancels out within the group
    seat = job.seed % job.players
    levels = {p: (job.tested if k == seat else job.other) for k, p in enumerate(ids)}
    rules = Rules.from_preset(job.preset)
    m = Match.new(ids, rules, random.Random(job.seed // job.players))
    determinize.sample = _truth(m) if job.reveal_hands else _guess
    arena = Arena(m, levels, seed=job.seed,
                  budget=Budget(simulations=job.simulations, time_ms=job.time_ms))
    won = (ids[seat] in arena.play_match()) if job.whole_match \
        else (arena.play_hand() == ids[seat])
    if arena.refused:
        raise RuntimeError(f"refused AI moves: {arena.refused[:3]}")
    return won, arena.times_ms, arena.cpu_ms, arena.actions, arena.searches


_guess = determinize.sample


def _truth(m: Match) -> Callable[..., determinize.Guess]:
    """A stand-in for strong's guesses (``--reveal-hands``, this process only): the true
    hands and discard pile of ``m`` as it is when asked, the draw pile shuffled."""

    def sample(view: object, memory: object, rng: random.Random) -> determinize.Guess:
        d = reshuffled(m.to_dict(), rng)
        return determinize.Guess([list(h) for h in d["hands"]], list(d["discard"]), d["draw"],
                                 d["wd4_by"], bool(d["wd4_guilty"]))

    return sample


def paired(won: list[bool], size: int) -> tuple[float, float]:
    """95 % interval of the win rate from the means of the groups that played the same
    deal (one hand per seat); the hands of a group are not independent, their means are."""
    groups = [won[i:i + size] for i in range(0, len(won), size)]
    _, lo, hi = interval([sum(g) / len(g) for g in groups])
    return max(0.0, lo), min(1.0, hi)


def pct(xs: list[float], q: float) -> float:
    if not xs:
        return float("nan")
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=2000, help="hands per pairing and table size")
    ap.add_argument("--strong-hands", type=int, default=None,
                    help="hands for the strong pairings (default: --hands)")
    ap.add_argument("--matches", type=int, default=200, help="whole matches per pairing")
    ap.add_argument("--strong-matches", type=int, default=None)
    ap.add_argument("--presets", default="official,party")
    ap.add_argument("--budget", type=int, default=Budget().simulations,
                    help="strong: simulations per decision")
    ap.add_argument("--time-ms", type=float, default=Budget().time_ms,
                    help="strong: wall-clock cap per decision")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--skip-strong", action="store_true")
    ap.add_argument("--reveal-hands", action="store_true",
                    help="strong sees the true hands (a yardstick for better guesses)")
    ap.add_argument("--tables", default="2,4",
                    help="table sizes to play hands at (e.g. 4 for the four-player hands only)")
    args = ap.parse_args()
    strong_hands = args.hands if args.strong_hands is None else args.strong_hands
    strong_matches = args.matches if args.strong_matches is None else args.strong_matches
    presets = args.presets.split(",")
    print(f"ai bench: strong budget {args.budget} simulations, "
          f"cap {args.time_ms:.0f} ms; workers {args.workers}")

    pairings = [("normal", "easy", args.hands, args.matches)]
    if not args.skip_strong:
        pairings.append(("strong", "normal", strong_hands, strong_matches))
    times: dict[str, list[float]] = {}
    cpu: dict[str, list[float]] = {}
    headline: dict[str, float] = {}
    searches: list[tuple[int, bool]] = []
    t_all = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        for preset in presets:
            for tested, other, hands, matches in pairings:
                sizes = [int(x) for x in args.tables.split(",")]
                for players, whole, n in ((2, False, hands), (4, False, hands),
                                          (2, True, matches)):
                    if n <= 0 or (not whole and players not in sizes):
                        continue
                    base = args.seed * 1_000_000 + (4 if whole else players) * 100_000
                    jobs = [Job(preset, tested, other, players, base + g, whole,
                                args.budget, args.time_ms, args.reveal_hands)
                            for g in range(n)]
                    t0 = time.perf_counter()
                    wins = actions = 0
                    won: list[bool] = []
                    for w, t, c, a, sr in pool.map(run, jobs, chunksize=max(1, n // 64)):
                        wins += w
                        won.append(w)
                        actions += a
                        searches.extend(sr)
                        for level, xs in t.items():
                            times.setdefault(level, []).extend(xs)
                        for level, xs in c.items():
                            cpu.setdefault(level, []).extend(xs)
                    lo, hi = paired(won, players)
                    what = "matches to 500" if whole else "hands"
                    vs = f"{tested} vs {other}" if players == 2 else f"{tested} vs 3 {other}"
                    print(f"{preset:8} {vs:18} {players}p {n:5} {what:15} "
                          f"win {wins / n:.3f} [{lo:.3f}, {hi:.3f}]  "
                          f"({time.perf_counter() - t0:.0f} s, {actions / n:.0f} actions each)",
                          flush=True)
                    if preset == presets[0] and not whole:
                        key = (f"{tested}_vs_{other}_2p" if players == 2
                               else f"{tested}_vs_3{other}_4p")
                        headline[key] = wins / n
    for level in ("easy", "normal", "strong"):
        xs = times.get(level, [])
        if xs:
            cs = cpu.get(level, [])
            print(f"decision time {level:6}: p50 {pct(xs, 0.5):7.2f} ms  p99 "
                  f"{pct(xs, 0.99):7.2f} ms  max {max(xs):7.2f} ms  ({len(xs)} decisions); "
                  f"CPU p50 {pct(cs, 0.5):.2f} ms  p99 {pct(cs, 0.99):.2f} ms")
    if searches:
        sims = [float(n) for n, _ in searches]
        capped = sum(c for _, c in searches)
        print(f"strong searches: simulations per decision p10 {pct(sims, 0.1):.0f}  p50 "
              f"{pct(sims, 0.5):.0f}  mean {sum(sims) / len(sims):.0f} (budget "
              f"{args.budget}); cut by the time cap in {capped / len(searches):.0%} of "
              f"{len(searches)} searches")
    print(f"wall {time.perf_counter() - t_all:.0f} s")

    def fig(key: str) -> str:
        return f"{headline[key]:.2f}" if key in headline else "n/a"

    print(f"ai: normal_vs_easy_2p={fig('normal_vs_easy_2p')} "
          f"strong_vs_normal_2p={fig('strong_vs_normal_2p')} "
          f"strong_vs_3normal_4p={fig('strong_vs_3normal_4p')}")


if __name__ == "__main__":
    main()
