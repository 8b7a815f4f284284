"""``normal``: a sound heuristic player (it grew from the engine's first baseline player).

It stacks when it can, hits a player close to going out with action cards, keeps its
wilds for later, names its strongest color, challenges a Wild Draw Four when the odds
favour it and avoids bluffing one.
"""

from __future__ import annotations

import random

from bot.engine import (
    AcceptDraw,
    Action,
    Challenge,
    ChooseColor,
    Draw,
    JumpIn,
    KeepDrawn,
    Pass,
    PlayCard,
    PlayDrawn,
    PlayerView,
)

from .basics import cards_of, fill, leader, next_player, previous_player, reflex
from .cards import HURTS, best_color


def play_score(view: PlayerView, card_id: int, color: str | None, rank: str, points: int,
               is_wild: bool, threat: bool) -> float:
    """How much ``normal`` likes playing this card now (higher is better)."""
    s = 0.0
    if threat and rank in HURTS:
        s += 100
    if is_wild:
        s -= 30  # keep wilds for later
        if rank == "wild4":
            s -= 10
            if view.color is not None and any(c.color == view.color for c in view.hand):
                s -= 200  # a bluff: only if nothing else
    else:
        s += points / 2
        if color is not None:
            s += 3 * sum(1 for c in view.hand if c.color == color)
    if view.rules.seven_o and rank in ("7", "0") and len(view.hand) > 1:
        # Seven-O: a hand exchange is worth what it changes in cards held
        mine = len(view.hand) - 1
        who = leader(view) if rank == "7" else previous_player(view)
        s += 8 * (mine - (cards_of(view, who) if who is not None else mine))
    return s


def decide_normal(view: PlayerView, rng: random.Random) -> Action | None:
    quick = reflex(view)
    if quick is not None:
        return quick
    legal = list(view.legal)
    if not legal:
        return None
    plays = [a for a in legal if isinstance(a, PlayCard | JumpIn)]
    if not view.is_turn:
        jumps = [a for a in plays if isinstance(a, JumpIn)]
        if jumps and rng.random() < 0.8:
            return fill(view, jumps[0])
        return None
    if any(isinstance(a, ChooseColor) for a in legal):
        return ChooseColor(best_color(c.id for c in view.hand))
    d = view.decision
    if d is not None and d.kind in ("challenge_or_accept", "stack_or_accept"):
        if plays:  # stack
            best = max(plays, key=lambda p: p.card.points)
            return fill(view, best)
        if d.kind == "challenge_or_accept" and any(isinstance(a, Challenge) for a in legal) \
                and cards_of(view, previous_player(view)) >= 3:
            # guilty chance ~ 1 - (3/4)^cards; challenging pays when it is above 1/3
            return Challenge()
        return AcceptDraw()
    for a in legal:
        if isinstance(a, PlayDrawn) and view.drawn_card is not None:
            return fill(view, a)
    if plays:
        threat = cards_of(view, next_player(view)) <= 2

        def score(p: PlayCard | JumpIn) -> float:
            c = p.card
            return play_score(view, c.id, c.color, c.rank, c.points, c.is_wild, threat)

        best = max(plays, key=lambda p: (score(p), rng.random()))
        bluff = best.card.rank == "wild4" and score(best) < -100
        if not (bluff and any(isinstance(a, Draw) for a in legal) and rng.random() < 0.7):
            return fill(view, best)
    for kind in (Draw, KeepDrawn, Pass, AcceptDraw):
        for a in legal:
            if isinstance(a, kind):
                return a
    return fill(view, legal[0])
