"""The mutable state of a match (internal: the UI reads views, not this).

Cards are int ids (see cards.py). Piles are lists whose *end* is the top.
Seats are indexes into ``players`` (active players in seat order).
"""

from __future__ import annotations

import random
from typing import Final

from .rules import Rules

# phases
PLAY: Final = 0  # current player plays, draws, or answers a pending draw
COLOR: Final = 1  # current player names the color of a first-card Wild (R7)
DRAWN: Final = 2  # current player decides after drawing (R11)
HAND_OVER: Final = 3
MATCH_OVER: Final = 4

SCHEMA_VERSION: Final = 1


_CARD_SETS: Final[dict[tuple[bool, str], tuple[frozenset[int], frozenset[int]]]] = {}


def rule_card_sets(seven_o: bool, blank_effect: str) -> tuple[frozenset[int], frozenset[int]]:
    """(card ids whose play needs a target, number cards without any effect), shared."""
    key = (seven_o, blank_effect)
    got = _CARD_SETS.get(key)
    if got is None:
        tids: set[int] = set()
        if seven_o:
            tids.update(c * 13 + 7 for c in range(4))
        if blank_effect == "swap":
            tids.add(54)
        plain = frozenset(c * 13 + r for c in range(4) for r in range(10)
                          if not (seven_o and r in (0, 7)))
        got = _CARD_SETS[key] = (frozenset(tids), plain)
    return got


class State:
    __slots__ = (
        "rules", "rng", "rnd", "players", "hands", "draw", "discard", "color", "direction",
        "current", "dealer", "phase", "drawn", "pending", "stack", "wd4_by", "wd4_guilty",
        "uno_ok", "catchable", "scores", "departed", "hand_no", "version", "winners",
        "hand_winner", "target_ids", "plain_ids",
    )

    def __init__(self, players: list[int], rules: Rules, rng: random.Random) -> None:
        self.rules = rules
        self.rng = rng
        self.rnd = rng.random
        self.players: list[int] = list(players)
        self.hands: list[list[int]] = [[] for _ in players]
        self.draw: list[int] = []
        self.discard: list[int] = []
        self.color = -1  # 0..3, -1 while a first-card Wild waits for its color
        self.direction = 1  # +1 seat order ("left"), -1 reversed
        self.current = 0
        self.dealer = 0
        self.phase = PLAY
        self.drawn = -1  # the playable card just drawn (R11), else -1
        self.pending = 0  # cards the current player must draw (R15)
        self.stack = 0  # draw cards chained into `pending`
        self.wd4_by: int | None = None  # player of a lone, challengeable Wild Draw Four
        self.wd4_guilty = False  # C2, judged when it was played
        self.uno_ok: set[int] = set()  # called UNO while holding 2 cards
        self.catchable: list[int] = []  # at 1 card without a call, window open (C6)
        self.scores: dict[int, int] = {p: 0 for p in players}
        self.departed: list[int] = []
        self.hand_no = 0
        self.version = 0
        self.winners: list[int] = []  # match winners once over
        self.hand_winner: int | None = None
        self.target_ids, self.plain_ids = rule_card_sets(rules.seven_o, rules.blank_effect)
