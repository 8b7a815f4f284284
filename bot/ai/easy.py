"""``easy``: a beginner. A random legal move, but a sensible color, and it always calls
UNO and catches."""

from __future__ import annotations

import random

from bot.engine import Action, ChooseColor, PlayerView

from .basics import fill, reflex
from .cards import best_color


def decide_easy(view: PlayerView, rng: random.Random) -> Action | None:
    quick = reflex(view)
    if quick is not None:
        return quick
    if not view.legal:
        return None
    if not view.is_turn:  # a jump-in, half of the time
        return fill(view, view.legal[0]) if rng.random() < 0.5 else None
    if any(isinstance(a, ChooseColor) for a in view.legal):
        return ChooseColor(best_color(c.id for c in view.hand))
    return fill(view, rng.choice(view.legal))
