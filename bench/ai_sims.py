"""Strong search speed (not a test): simulations per CPU second over fixed positions,
and a digest of the moves chosen, so a faster search can be shown to choose the same
moves.

    python bench/ai_sims.py [--positions 40 --budget 300 --preset official]
    python bench/ai_sims.py --profile 25        # cProfile, the top 25 functions

The positions are taken from seeded normal-against-normal hands (half at two players,
half at four), at own-turn decisions of the seat with more than one candidate move;
each is searched once with a fixed simulation budget and no time cap (the CPU time of
this process is measured, so the figure does not depend on the load). The digest is
the first 12 hex digits of a SHA-256 of the moves chosen: the same digest, the same
moves.
"""

from __future__ import annotations

import argparse
import copy
import cProfile
import hashlib
import os
import pstats
import random
import sys
import time
from collections.abc import Iterator
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bot.ai import Budget, SeatMemory, decide_with_stats  # noqa: E402
from bot.ai.normal import decide_normal  # noqa: E402
from bot.ai.strong import candidates  # noqa: E402
from bot.engine import Match, PlayerView, Rules  # noqa: E402


def decisions(players: int, preset: str, seed: int
              ) -> Iterator[tuple[Match, PlayerView, SeatMemory, int]]:
    """Every fifth own-turn decision with more than one candidate move of one seeded
    normal-against-normal hand: (the match as it stands, the seat's view, its memory, a
    seed for the search). The match goes on after the next item is asked for: copy it to
    keep it."""
    ids = list(range(1, players + 1))
    m = Match.new(ids, Rules.from_preset(preset), random.Random(seed))
    mem = {p: SeatMemory(p) for p in ids}
    for p in ids:
        mem[p].observe(m.opening_events, m.view_for(p))
    rng = random.Random(seed)
    eligible = 0
    while not m.hand_over:
        done: tuple = ()
        for p in ids:  # reflexes and jump-ins first, as the arena does
            v = m.view_for(p)
            if p != m.to_act and v.legal:
                a = decide_normal(v, rng)
                if a is not None:
                    done = m.apply(p, a)
                    break
        if not done:
            p = m.to_act
            assert p is not None
            v = m.view_for(p)
            if v.is_turn and len(candidates(v)) > 1:
                eligible += 1
                if eligible % 5 == 0:
                    yield m, v, copy.deepcopy(mem[p]), seed * 1000 + eligible
            a = decide_normal(v, rng)
            assert a is not None
            done = m.apply(p, a)
        for q in ids:
            mem[q].observe(done, m.view_for(q))


def reshuffled(position: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A match's ``to_dict()`` with its draw pile shuffled: the true position as far as
    it can be known (nobody knows the order of the draw pile). For the yardsticks that
    judge strong on the truth (``bench/ai.py --reveal-hands``, ``bench/ai_oracle.py``)."""
    draw = list(position["draw"])
    rng.shuffle(draw)
    return {**position, "draw": draw}


def positions(count: int, preset: str) -> list[tuple[PlayerView, SeatMemory, int]]:
    """``count`` decisions (view, memory, seed): half from two-player hands, half from
    four-player hands (``decisions`` of games 1, 2, ...)."""
    out: list[tuple[PlayerView, SeatMemory, int]] = []
    for players, want in ((2, count // 2), (4, count - count // 2)):
        game = 0
        taken = 0
        while taken < want:
            game += 1
            for _, view, memory, seed in decisions(players, preset, players * 10_000 + game):
                out.append((view, memory, seed))
                taken += 1
                if taken == want:
                    break
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--positions", type=int, default=40)
    ap.add_argument("--budget", type=int, default=300, help="simulations per decision")
    ap.add_argument("--preset", default="official")
    ap.add_argument("--profile", type=int, default=0, metavar="N",
                    help="run under cProfile and print the top N functions (cumulative)")
    args = ap.parse_args()
    todo = positions(args.positions, args.preset)
    budget = Budget(simulations=args.budget, time_ms=1e9)
    prof = cProfile.Profile() if args.profile else None
    digest = hashlib.sha256()
    sims = 0
    c0 = time.process_time()
    if prof is not None:
        prof.enable()
    for view, memory, seed in todo:
        action, stats = decide_with_stats(view, memory, "strong", seed, budget)
        sims += stats.simulations
        digest.update(repr(action).encode())
    if prof is not None:
        prof.disable()
    cpu = time.process_time() - c0
    if prof is not None:
        pstats.Stats(prof).sort_stats("tottime").print_stats(args.profile)
    print(f"ai_sims: {len(todo)} positions ({args.preset}), budget {args.budget}: "
          f"{sims} simulations in {cpu:.2f} CPU s = {sims / cpu:.0f} simulations per CPU "
          f"second; moves digest {digest.hexdigest()[:12]}")


if __name__ == "__main__":
    main()
