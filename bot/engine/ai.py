"""Baseline bot: plays only legal moves, and plays sensibly.

``choose_action(view, rng)`` picks from ``view.legal`` (a PlayerView of the bot):
calls UNO, catches, picks its strongest color, hits a player at UNO with action
cards, stacks when it can, challenges a Wild Draw Four when the odds favour it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from . import actions as A
from .cards import COLORS, Card
from .view import PlayerView


def strongest_color(hand: Sequence[Card], without: Card | None = None) -> str:
    counts: dict[str, float] = dict.fromkeys(COLORS, 0.0)
    skipped = False
    for c in hand:
        if without is not None and not skipped and c == without:
            skipped = True
            continue
        if c.color is not None:
            counts[c.color] += 1 + c.points / 100
    return max(COLORS, key=lambda k: counts[k])


def _next_player(view: PlayerView) -> int:
    ids = [s.player for s in view.players]
    i = ids.index(view.player)
    return ids[(i + view.direction) % len(ids)]


def _cards_of(view: PlayerView, pid: int) -> int:
    for s in view.players:
        if s.player == pid:
            return s.cards
    return 0


def _target(view: PlayerView) -> int | None:
    others = [s for s in view.players if s.player != view.player]
    if not others:
        return None
    return min(others, key=lambda s: s.cards).player


def _fill(view: PlayerView, a: A.Action, card: Card | None) -> A.Action:
    """Add color/target choices to a PlayCard/JumpIn/PlayDrawn template."""
    if card is None:
        return a
    color = strongest_color(view.hand, card) if card.is_wild else None
    target = _target(view) if view.needs_target(card, len(view.hand)) else None
    if isinstance(a, A.PlayCard):
        return A.PlayCard(card, color, target)
    if isinstance(a, A.JumpIn):
        return A.JumpIn(card, color, target)
    if isinstance(a, A.PlayDrawn):
        return A.PlayDrawn(color, target)
    return a


def _score_play(view: PlayerView, card: Card, threat: bool) -> float:
    s = 0.0
    rank = card.rank
    hurts = rank in ("skip", "reverse", "draw2", "wild4")
    if threat and hurts:
        s += 100
    if card.is_wild:
        s -= 30  # keep wilds for later
        if rank == "wild4":
            s -= 10
            if view.color is not None and any(c.color == view.color for c in view.hand):
                s -= 200  # a bluff: only if nothing else
    else:
        s += card.points / 2
        if card.color is not None:
            s += 3 * sum(1 for c in view.hand if c.color == card.color)
    return s


def choose_action(view: PlayerView, rng: random.Random | None = None) -> A.Action | None:
    """The bot's move, or None when it has nothing to do."""
    rng = rng or random.Random(0)
    legal = list(view.legal)
    if not legal:
        return None
    for a in legal:
        if isinstance(a, A.CallUno):
            return a
    for a in legal:
        if isinstance(a, A.Catch):
            return a
    plays = [a for a in legal if isinstance(a, A.PlayCard | A.JumpIn)]
    jumps = [a for a in plays if isinstance(a, A.JumpIn)]
    if not view.is_turn:
        if jumps and rng.random() < 0.8:
            return _fill(view, jumps[0], jumps[0].card)
        return None
    for a in legal:
        if isinstance(a, A.ChooseColor):
            return A.ChooseColor(strongest_color(view.hand))
    d = view.decision
    if d is not None and d.kind in ("challenge_or_accept", "stack_or_accept"):
        if plays:  # stack
            best = max(plays, key=lambda p: p.card.points)
            return _fill(view, best, best.card)
        if d.kind == "challenge_or_accept" and any(isinstance(a, A.Challenge) for a in legal):
            # guilty chance ~ 1 - (3/4)^cards; challenging pays when it is above 1/3
            prev = [s for s in view.players if s.player != view.player]
            ids = [s.player for s in view.players]
            i = ids.index(view.player)
            by = ids[(i - view.direction) % len(ids)]
            n = _cards_of(view, by) if prev else 0
            if n >= 3:
                return A.CHALLENGE
        return A.ACCEPT
    for a in legal:
        if isinstance(a, A.PlayDrawn) and view.drawn_card is not None:
            return _fill(view, a, view.drawn_card)
    if plays:
        threat = _cards_of(view, _next_player(view)) <= 2
        best = max(plays, key=lambda p: (_score_play(view, p.card, threat), rng.random()))
        if not (best.card.rank == "wild4" and _score_play(view, best.card, threat) < -100
                and any(isinstance(a, A.Draw) for a in legal) and rng.random() < 0.7):
            return _fill(view, best, best.card)
    for kind in (A.Draw, A.KeepDrawn, A.Pass, A.AcceptDraw):
        for a in legal:
            if isinstance(a, kind):
                return a
    return legal[0]
