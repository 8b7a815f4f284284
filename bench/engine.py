"""Engine benchmark (not a test): prints figures, asserts nothing.

    python bench/engine.py --games 2000 --seed 1

1. Throughput: N random 4-player games (one scored hand each, official rules; a player
   calls UNO when it can and plays a random playable card when it has one, else draws:
   the choice set RLCard offers). Prints games/s and microseconds per action.
2. Per-click cost, what one accepted click costs the engine in the bot: ``apply`` + the
   acting player's ``view_for`` + one ``to_dict`` serialisation, timed click by click
   over the same kind of games; prints p50, p99 and max (the target is p99 < 0.5 ms).
3. Size of a mid-game saved state and memory of 10,000 live games.
4. When ``rlcard`` is importable, the same random play in RLCard's raw ``UnoGame``, as
   information only (``ratio_vs_rlcard``).

Only the engine's public API is used.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import statistics
import sys
import time
import tracemalloc

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bot.engine import CallUno, Draw, KeepDrawn, Match, Pass, Rules  # noqa: E402
from bot.engine.actions import Action  # noqa: E402

PLAYERS = [111, 222, 333, 444]
PASSIVE = (Draw, KeepDrawn, Pass)  # legal_actions lists these last


def choose(acts: list[Action], rnd: random.Random) -> Action:
    """A random legal action; drawing/keeping/passing only when nothing can be played."""
    if isinstance(acts[0], CallUno):
        return acts[0]
    n = len(acts)
    if n > 1 and isinstance(acts[-1], PASSIVE):
        n -= 1
    return acts[int(rnd.random() * n)]


def play_ours(games: int, seed: int) -> tuple[float, int]:
    rules = Rules.from_preset("official")
    rng = random.Random(seed)
    actions = 0
    t0 = time.perf_counter()
    for g in range(games):
        m = Match.new(PLAYERS, rules, random.Random(seed * 1_000_003 + g))
        while not m.hand_over:
            pid = m.to_act
            assert pid is not None
            m.apply(pid, choose(m.legal_actions(pid, True), rng))
            actions += 1
    return time.perf_counter() - t0, actions


def click_costs(games: int, seed: int) -> list[float]:
    """Seconds per accepted click: apply + the actor's view + one serialisation."""
    rules = Rules.from_preset("official")
    rng = random.Random(seed)
    costs: list[float] = []
    clock = time.perf_counter
    for g in range(games):
        m = Match.new(PLAYERS, rules, random.Random(seed * 7919 + g))
        while not m.hand_over:
            pid = m.to_act
            assert pid is not None
            action = choose(m.legal_actions(pid, True), rng)
            t0 = clock()
            m.apply(pid, action)
            m.view_for(pid)
            m.to_dict()
            costs.append(clock() - t0)
    return costs


def play_rlcard(games: int, seed: int) -> tuple[float, int] | None:
    # One UnoGame reused with init_game() per game, as RLCard's own env does; the random
    # choice uses the same Python rng as play_ours.
    try:
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    rng = random.Random(seed)
    rnd = rng.random
    actions = 0
    t0 = time.perf_counter()
    game = UnoGame(num_players=4)
    for _ in range(games):
        game.np_random.seed(rng.randrange(2**31 - 1))
        game.init_game()
        while not game.is_over():
            legal = game.get_legal_actions()
            game.step(legal[int(rnd() * len(legal))])
            actions += 1
    return time.perf_counter() - t0, actions


def mid_game_json_size(seed: int) -> int:
    rng = random.Random(seed)
    m = Match.new(PLAYERS, Rules(), random.Random(seed))
    for _ in range(20):
        if m.hand_over:
            break
        pid = m.to_act
        assert pid is not None
        m.apply(pid, rng.choice(m.legal_actions(pid, True)))
    return len(json.dumps(m.to_dict(), separators=(",", ":")))


def memory_of_live_games(n: int, seed: int) -> int:
    gc.collect()
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    rules = Rules()
    games = [Match.new(PLAYERS, rules, random.Random(seed + i)) for i in range(n)]
    used = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    del games
    return used


def percentile(sorted_values: list[float], q: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=3,
                    help="repeat the throughput run; the best round counts "
                         "(the machine is shared, so single runs are noisy)")
    args = ap.parse_args()

    ours_runs: list[tuple[float, int]] = []
    theirs_runs: list[tuple[float, int]] = []
    for _ in range(max(1, args.rounds)):
        ours_runs.append(play_ours(args.games, args.seed))
        res = play_rlcard(args.games, args.seed)
        if res is not None:
            theirs_runs.append(res)

    secs, acts = min(ours_runs)
    ours = args.games / secs
    print(f"ours:   {args.games} games in {secs:.3f} s = {ours:,.0f} games/s, "
          f"{acts} actions, {secs / acts * 1e6:.2f} us/action, "
          f"{acts / args.games:.1f} actions/game (best of {len(ours_runs)})")

    costs = sorted(click_costs(max(1, args.games // 4), args.seed))
    print(f"click (apply + actor's view + to_dict), {len(costs)} clicks: "
          f"p50 {percentile(costs, 0.50) * 1e3:.3f} ms, "
          f"p99 {percentile(costs, 0.99) * 1e3:.3f} ms, max {costs[-1] * 1e3:.3f} ms, "
          f"mean {statistics.fmean(costs) * 1e3:.3f} ms")
    print(f"mid-game state JSON: {mid_game_json_size(args.seed)} bytes")
    mem = memory_of_live_games(10_000, args.seed)
    print(f"memory of 10,000 live games: {mem / 1e6:.1f} MB ({mem / 10_000 / 1024:.1f} KiB/game)")
    if not theirs_runs:
        print("rlcard: not importable, skipped (pip install rlcard to compare)")
        print("ratio_vs_rlcard=n/a")
        return
    tsecs, tacts = min(theirs_runs)
    theirs = args.games / tsecs
    print(f"rlcard: {args.games} games in {tsecs:.3f} s = {theirs:,.0f} games/s, "
          f"{tacts} actions, {tsecs / tacts * 1e6:.2f} us/action, "
          f"{tacts / args.games:.1f} actions/game (best of {len(theirs_runs)}; information)")
    print(f"ratio_vs_rlcard={ours / theirs:.2f}")


if __name__ == "__main__":
    main()
