"""Card facts by id for the AI's hot loops, built once from the public ``Card`` API."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Final

from bot.engine import COLORS, Card, Rules

N_IDS: Final = 55
CARD: Final[tuple[Card, ...]] = tuple(Card(i) for i in range(N_IDS))
#: color index 0..3, or -1 for Wild, Wild Draw Four and blank
COLOR: Final[tuple[int, ...]] = tuple(
    -1 if c.color is None else COLORS.index(c.color) for c in CARD)
RANK: Final[tuple[str, ...]] = tuple(c.rank for c in CARD)
POINTS: Final[tuple[int, ...]] = tuple(c.points for c in CARD)
WILD4: Final = Card.from_code("W4").id
HURTS: Final[frozenset[str]] = frozenset({"skip", "reverse", "draw2", "wild4"})


@cache
def deck(rules: Rules) -> tuple[int, ...]:
    """Every card id of the deck these rules play with (R1/R2), with repeats."""
    ids: list[int] = []
    for c in CARD:
        if c.rank == "0":
            ids.append(c.id)
        elif c.rank == "blank":
            if rules.deck == "with_blanks":
                ids.extend([c.id] * 4)
        elif c.is_wild:
            ids.extend([c.id] * 4)
        else:
            ids.extend([c.id] * 2)
    return tuple(ids)


def best_color(hand: Iterable[int], without: int = -1) -> str:
    """The color worth naming: most cards of it, then most points (ties: COLORS order)."""
    score = [0.0, 0.0, 0.0, 0.0]
    skipped = False
    for c in hand:
        if c == without and not skipped:
            skipped = True
            continue
        k = COLOR[c]
        if k >= 0:
            score[k] += 1 + POINTS[c] / 100
    return COLORS[score.index(max(score))]
