"""Engine benchmark (not a test).

    python bench/engine.py --games 2000 --seed 1

Plays N random 4-player games (one scored hand each, official rules, random
legal actions: a player calls UNO when it can and plays a random playable card
when it has one, else draws — the same choice set RLCard offers) and, when
``rlcard`` is importable, N games of RLCard's raw ``UnoGame`` stepped through
random legal actions. Prints games/s, microseconds per action, the JSON size of
a mid-game state, the memory of 10,000 live games, and as the last line
``ratio_vs_rlcard=<ours/theirs games per second>`` (or ``n/a``).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import sys
import time
import tracemalloc

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bot.engine import BUILD, Draw, KeepDrawn, Match, Pass, Rules  # noqa: E402
from bot.engine.actions import CALL_UNO  # noqa: E402

PLAYERS = [111, 222, 333, 444]


def play_ours(games: int, seed: int) -> tuple[float, int]:
    rules = Rules.from_preset("official")
    rng = random.Random(seed)
    rnd = rng.random
    passive = (Draw, KeepDrawn, Pass)  # legal_actions lists these last
    actions = 0
    t0 = time.perf_counter()
    for g in range(games):
        m = Match.new(PLAYERS, rules, random.Random(seed * 1_000_003 + g))
        apply = m.apply
        legal = m.legal_actions
        players = m.players
        while m.phase < 3:
            pid = players[m.current]
            acts = legal(pid, True)
            a = acts[0]
            if a is not CALL_UNO:
                # a random legal action; drawing/keeping/passing only when nothing
                # can be played (the choice set RLCard offers)
                n = len(acts)
                if n > 1 and type(acts[-1]) in passive:
                    n -= 1
                a = acts[int(rnd() * n)]
            apply(pid, a)
            actions += 1
    return time.perf_counter() - t0, actions


def play_rlcard(games: int, seed: int) -> tuple[float, int] | None:
    # The policy's random choice uses the same Python rng as play_ours (numpy's scalar
    # randint costs ~1 us a call, ~15% of an RLCard step, which is not engine work), and
    # one UnoGame is reused with init_game() per game, as RLCard's own env does
    # (UnoGame() seeds a fresh RandomState from OS entropy, ~65 us, then it is reseeded).
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
        pid = m.players[m.current]
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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=3,
                    help="alternate ours/RLCard this many times; the best round counts "
                         "(the machine is shared, so single runs are noisy)")
    args = ap.parse_args()

    ours_runs: list[tuple[float, int]] = []
    theirs_runs: list[tuple[float, int]] = []
    have_rlcard = True
    for _ in range(max(1, args.rounds)):
        ours_runs.append(play_ours(args.games, args.seed))
        if have_rlcard:
            res = play_rlcard(args.games, args.seed)
            if res is None:
                have_rlcard = False
            else:
                theirs_runs.append(res)

    compiled, why = BUILD
    print(f"engine: {why}" if compiled else f"engine: Python source ({why})")
    secs, acts = min(ours_runs)
    ours = args.games / secs
    print(f"ours:   {args.games} games in {secs:.3f} s = {ours:,.0f} games/s, "
          f"{acts} actions, {secs / acts * 1e6:.2f} us/action, "
          f"{acts / args.games:.1f} actions/game (best of {len(ours_runs)})")
    theirs = 0.0
    if not theirs_runs:
        print("rlcard: not importable, skipped (pip install rlcard to compare)")
    else:
        tsecs, tacts = min(theirs_runs)
        theirs = args.games / tsecs
        print(f"rlcard: {args.games} games in {tsecs:.3f} s = {theirs:,.0f} games/s, "
              f"{tacts} actions, {tsecs / tacts * 1e6:.2f} us/action, "
              f"{tacts / args.games:.1f} actions/game (best of {len(theirs_runs)})")
    print(f"mid-game state JSON: {mid_game_json_size(args.seed)} bytes")
    mem = memory_of_live_games(10_000, args.seed)
    print(f"memory of 10,000 live games: {mem / 1e6:.1f} MB ({mem / 10_000 / 1024:.1f} KiB/game)")
    if not theirs_runs:
        print("ratio_vs_rlcard=n/a")
    else:
        print(f"ratio_vs_rlcard={ours / theirs:.2f}")


if __name__ == "__main__":
    main()
