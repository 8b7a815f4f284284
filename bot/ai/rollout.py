"""The cheap policy that plays a guessed position to the end of the hand (every seat,
full information of the guess: it is the guess's own world)."""

from __future__ import annotations

import random
from typing import Final

from bot.engine import (
    AcceptDraw,
    Action,
    CallUno,
    Catch,
    ChooseColor,
    Draw,
    KeepDrawn,
    Match,
    Pass,
    PlayCard,
    PlayDrawn,
    PublicView,
)

from .cards import COLOR, HURTS, POINTS, RANK, best_color

#: a rollout longer than this is cut and scored by cards left (never seen in practice)
MAX_STEPS: Final = 400
EXPLORE: Final = 0.1
_WAIT: Final = (Draw, KeepDrawn, Pass, AcceptDraw)


def _pick(m: Match, pid: int, acts: list[Action], rnd: random.Random) -> Action:
    plays: list[PlayCard | PlayDrawn] = []
    for a in acts:
        t = type(a)
        if t is CallUno or t is Catch:
            return a
        if t is PlayCard or t is PlayDrawn:
            plays.append(a)  # type: ignore[arg-type]
        elif t is ChooseColor:
            return ChooseColor(best_color(c.id for c in m.hand_of(pid)))
    if not plays:
        for a in acts:
            if type(a) in _WAIT:
                return a
        return acts[-1]
    if len(plays) == 1 and plays[0].color is None:
        return plays[0]
    hand = [c.id for c in m.hand_of(pid)]
    color = best_color(hand)
    ranked = [p for p in plays if p.color is None or p.color == color]
    if not ranked:
        ranked = plays
    if rnd.random() < EXPLORE:
        return ranked[int(rnd.random() * len(ranked))]
    counts = [0, 0, 0, 0]
    for c in hand:
        if COLOR[c] >= 0:
            counts[COLOR[c]] += 1
    cur = m.current_color
    best: Action = ranked[0]
    best_score = -1e9
    for p in ranked:
        if type(p) is PlayDrawn:
            return p  # play the drawn card
        cid = p.card.id  # type: ignore[union-attr]
        k = COLOR[cid]
        if k < 0:
            s = -30.0
            if RANK[cid] == "wild4":
                s -= 10
                if cur is not None and counts[("red", "yellow", "green", "blue").index(cur)]:
                    s -= 200
        else:
            s = POINTS[cid] / 2 + 3 * counts[k] + (5 if RANK[cid] in HURTS else 0)
        if s > best_score:
            best, best_score = p, s
    return best


def rollout(m: Match, me: int, rnd: random.Random) -> float:
    """Play ``m`` out with the cheap policy; 1.0 if ``me`` wins the hand, else 0.0
    (a cut rollout: the share of cards held by others)."""
    for _ in range(MAX_STEPS):
        pid = m.to_act
        if pid is None:
            end: PublicView = m.public_view()
            return 1.0 if end.hand_winner == me else 0.0
        m.apply(pid, _pick(m, pid, m.legal_actions(pid, True), rnd))
    seats = m.public_view().players
    total = sum(s.cards for s in seats) or 1
    mine = sum(s.cards for s in seats if s.player == me)
    return (1 - mine / total) / max(1, len(seats) - 1)
