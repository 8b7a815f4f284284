"""``strong``: determinized Monte Carlo. Each iteration guesses the hidden cards
consistently with the seat's view and memory, plays every candidate move in that guess
and rolls the hand out with the cheap policy; the move with the most wins is chosen.
Every candidate sees the same guesses and the same rollout seeds (common random
numbers), so the comparison is sharp with few simulations.

The search ends at its simulation count or at the wall-clock cap, whichever comes first
(``Stats.capped`` says it was the cap). Ended by the count, the choice is deterministic
for a seed (tests and benches set a count the cap does not reach). The bot's default
is a time budget in practice: 200 ms buys about 230-330 simulations on an idle core,
fewer than the 600 allowed, so the cap ends most of its searches.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from bot.engine import Action, CallUno, Catch, PlayerView, RuleError, events

from . import determinize, position
from .basics import expand, reflex
from .memory import SeatMemory
from .normal import decide_normal
from .rollout import MAX_STEPS, Policy

#: a head start (in win rate) for normal's choice: the search must beat it clearly
PRIOR = 0.02
#: ... and by this many standard errors of the paired difference (same guesses and
#: rollout seeds for both moves); 0 turns the test off. Judged move by move on the true
#: positions (bench/ai_oracle.py, 200 simulations, session 7 in bench/README.md): at 2
#: the search left normal's move in 3 % of four-player decisions and gained next to
#: nothing; at 1 in 14 %, +0.0034 [+0.0005, +0.0063] win probability per decision over
#: 2 (two players +0.0027 [-0.0007, +0.0062]); at 0 no better than 1
CONFIDENCE = 1.0
#: drop the weaker half of the moves after each third of the budget (of simulations or
#: of time, whichever runs out first: under the time cap the halving still happens)
HALVING = True
#: at three players or more, cut a rollout after this many steps and score it by the
#: cards held (``Policy.share``) instead of playing to the end of the hand; None: off.
#: Measured at four players against three normal (200 simulations, the same deals,
#: against normal in the same seat): 4, 6, 8 and 12 steps all within noise of normal
#: (6 steps: +0.050 over 80 hands, -0.067 over 120 others), so it stays off
HORIZON: int | None = None
#: the search stops at this share of the time cap: the rest is room for the work around
#: it (normal's choice, the guesses) and for a busy machine
DEADLINE_SHARE = 0.9


#: the thinking time per move by default (the bot's UNO_AI_THINK_MS)
THINK_MS = 200.0
#: simulations allowed per millisecond of thinking time (``Budget.thinking``): about
#: twice what an idle core of the machines measured here runs, so the time is the usual
#: limit and the count only bounds a search on a much faster machine
SIMULATIONS_PER_MS = 3


@dataclass(frozen=True, slots=True)
class Budget:
    # ended here, the choice is deterministic for a seed
    simulations: int = round(THINK_MS * SIMULATIONS_PER_MS)
    time_ms: float = THINK_MS  # the cap a player waits at most (the bot's usual limit)

    @classmethod
    def thinking(cls, time_ms: float) -> Budget:
        """The budget of a thinking time (the bot's setting; ``Budget()`` is THINK_MS's)."""
        return cls(simulations=round(time_ms * SIMULATIONS_PER_MS), time_ms=time_ms)


@dataclass(frozen=True, slots=True)
class Stats:
    simulations: int = 0
    guesses: int = 0
    candidates: int = 0
    elapsed_ms: float = 0.0
    capped: bool = False  # the time cap ended the search before the budget


def candidates(view: PlayerView) -> list[Action]:
    out: list[Action] = []
    for a in view.legal:
        if isinstance(a, CallUno | Catch):
            continue
        for b in expand(view, a):
            if b not in out:
                out.append(b)
    return out


def decide_strong(view: PlayerView, memory: SeatMemory, seed: int,
                  budget: Budget | None = None) -> tuple[Action | None, Stats]:
    budget = budget or Budget()
    t0 = time.perf_counter()
    quick = reflex(view)
    if quick is not None:
        return quick, Stats()
    fallback = decide_normal(view, random.Random(seed))
    if not view.is_turn:
        return fallback, Stats()
    moves = candidates(view)
    if fallback is not None and fallback not in moves:
        moves.append(fallback)
    if len(moves) <= 1:
        return (moves[0] if moves else fallback), Stats(candidates=len(moves))
    wins = [0.0] * len(moves)
    results: list[dict[int, float]] = [{} for _ in moves]
    tried = [0] * len(moves)
    alive = [True] * len(moves)
    master = random.Random(seed)
    tpl = position.template(view, seed)
    me = view.player
    policy = Policy(view.rules, [s.player for s in view.players])
    horizon = HORIZON if HORIZON is not None and len(view.players) > 2 else MAX_STEPS
    sims = guesses = 0
    capped = False
    checkpoints = 1
    seconds = budget.time_ms / 1000
    deadline = t0 + seconds * DEADLINE_SHARE
    while sims < budget.simulations:
        g = determinize.sample(view, memory, master)
        guesses += 1
        world = position.build(tpl, g.hands, g.discard, g.draw, g.wd4_by, g.wd4_guilty)
        rollout_seed = master.getrandbits(32)
        for i, move in enumerate(moves):
            if not alive[i]:
                continue
            m = world.copy()  # the guess is built (and validated) once per guess
            try:
                done = m.apply(me, move)
            except RuleError:
                alive[i] = False  # cannot happen for a move from view.legal; be safe
                continue
            r = policy.rollout(m, me, random.Random(rollout_seed), direction_after(view, done),
                               horizon)
            wins[i] += r
            results[i][guesses] = r
            tried[i] += 1
            sims += 1
            if time.perf_counter() > deadline:
                capped = True
                break
        if capped:
            break
        progress = max(sims / budget.simulations, (time.perf_counter() - t0) / seconds)
        if HALVING and checkpoints < 3 and progress >= checkpoints / 3:
            checkpoints += 1
            _halve(wins, tried, alive, moves.index(fallback) if fallback in moves else -1)
    if not any(tried):
        return fallback, Stats(sims, guesses, len(moves), _ms(t0), capped)
    # normal's choice unless the search is clearly better; ties go to the first move
    bonus = [PRIOR if mv == fallback else 0.0 for mv in moves]
    normal = moves.index(fallback) if fallback in moves else -1
    best = max(range(len(moves)),
               key=lambda i: (wins[i] / tried[i] + bonus[i]) if tried[i] and alive[i]
               and (i == normal or normal < 0 or _clearly_better(results[i], results[normal]))
               else -1.0)
    return moves[best], Stats(sims, guesses, len(moves), _ms(t0), capped)


def _clearly_better(mine: dict[int, float], base: dict[int, float]) -> bool:
    """Is a move better than normal's beyond CONFIDENCE standard errors of the paired
    difference over the guesses both were tried on?"""
    diffs = [r - base[g] for g, r in mine.items() if g in base]
    n = len(diffs)
    if n < 2 or CONFIDENCE <= 0:
        return CONFIDENCE <= 0
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return bool(mean > CONFIDENCE * math.sqrt(var / n))


def _halve(wins: list[float], tried: list[int], alive: list[bool], keep: int) -> None:
    """Successive halving: the weaker half of the moves still searched stops getting
    simulations (normal's choice always stays)."""
    live = [i for i in range(len(wins)) if alive[i] and tried[i]]
    if len(live) <= 2:
        return
    live.sort(key=lambda i: wins[i] / tried[i], reverse=True)
    for i in live[(len(live) + 1) // 2:]:
        if i != keep:
            alive[i] = False


def direction_after(view: PlayerView, done: tuple[events.Event, ...]) -> int:
    direction = view.direction
    for e in done:
        if isinstance(e, events.DirectionReversed):
            direction = e.direction
    return direction


def _ms(t0: float) -> float:
    return (time.perf_counter() - t0) * 1000
