"""The state record of a match: plain data, no rules (the rule modules act on it).

Cards are int ids (see cards.py). Piles are lists whose *end* is the top. Seats are
indexes into ``players`` (the players still in the match, in seat order). The UI
reads views (view.py), never this record. The saved form (serialize.py) is built from
this record's field list, so a field added here must be given a codec there (an
import-time check says so).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum

from .cards import CARD_RANK, COLORS
from .errors import HandOver, MatchOver, UnknownPlayer
from .events import Event
from .rules import Rules

#: the events one move produces, in order
Events = list[Event]
#: an accepted move, ready to run: a rule module's check returns it (bound to the
#: state and the checked details); calling it applies the move and returns its events
Move = Callable[[], Events]


class Phase(StrEnum):
    """What the game waits for (I2)."""

    PLAY = "play"  # the player to act plays, draws, or answers a pending draw
    COLOR = "color"  # the player to act names the color of a first-card Wild (R7)
    DRAWN = "drawn"  # the player to act decides after drawing (R11)
    HAND_OVER = "hand_over"
    MATCH_OVER = "match_over"


#: the phases in which somebody is to act
LIVE_PHASES = (Phase.PLAY, Phase.COLOR, Phase.DRAWN)


@dataclass(slots=True, eq=False)
class State:
    rules: Rules
    rng: random.Random
    players: list[int]
    hands: list[list[int]]
    draw: list[int] = field(default_factory=list)  # the top is the end
    discard: list[int] = field(default_factory=list)  # the top is the end
    color: int = -1  # 0..3, -1 while a first-card Wild waits for its color
    direction: int = 1  # +1 seat order ("left"), -1 reversed
    current: int = 0  # seat of the player to act
    dealer: int = 0  # seat of the dealer of this hand
    phase: Phase = Phase.PLAY
    drawn: int = -1  # the playable card just drawn (R11), else -1
    pending: int = 0  # cards the player to act must draw (R15)
    stack: int = 0  # draw cards chained into `pending` (C4)
    wd4_by: int | None = None  # who played a lone, challengeable Wild Draw Four (R17)
    wd4_guilty: bool = False  # C2, judged when it was played
    uno_ok: set[int] = field(default_factory=set)  # called UNO while holding 2 cards
    catchable: list[int] = field(default_factory=list)  # at 1 card, not called (C6)
    # at 1 card having called UNO (before or just after the play, R18), until that hand
    # changes: what tells a called UNO apart from merely holding one card
    called_at_one: set[int] = field(default_factory=set)
    scores: dict[int, int] = field(default_factory=dict)  # everyone, departed included
    departed: list[int] = field(default_factory=list)
    hand_no: int = 0
    version: int = 0  # +1 per accepted action (stale-click check)
    winners: list[int] = field(default_factory=list)  # match winners once over
    hand_winner: int | None = None

    @classmethod
    def seated(cls, players: list[int], rules: Rules, rng: random.Random) -> State:
        """A match before its first deal."""
        return cls(rules, rng, list(players), [[] for _ in players],
                   scores=dict.fromkeys(players, 0))

    def copy(self) -> State:
        """An independent deep copy (rng included, so both continue identically): the
        cheap way to try moves on a position (an AI's simulations). Rules are frozen and
        shared. tests/engine/test_copy.py checks every field."""
        rng = random.Random.__new__(random.Random)  # unseeded (os.urandom costs 30 us)
        rng.setstate(self.rng.getstate())
        return State(
            rules=self.rules, rng=rng, players=list(self.players),
            hands=[list(h) for h in self.hands], draw=list(self.draw),
            discard=list(self.discard), color=self.color, direction=self.direction,
            current=self.current, dealer=self.dealer, phase=self.phase, drawn=self.drawn,
            pending=self.pending, stack=self.stack, wd4_by=self.wd4_by,
            wd4_guilty=self.wd4_guilty, uno_ok=set(self.uno_ok),
            catchable=list(self.catchable), called_at_one=set(self.called_at_one),
            scores=dict(self.scores), departed=list(self.departed), hand_no=self.hand_no,
            version=self.version, winners=list(self.winners), hand_winner=self.hand_winner)

    # -- reading -------------------------------------------------------------
    @property
    def live(self) -> bool:
        return self.phase in LIVE_PHASES

    @property
    def top(self) -> int:
        return self.discard[-1]

    @property
    def top_rank(self) -> int:
        return CARD_RANK[self.discard[-1]]

    @property
    def to_act(self) -> int | None:
        return self.players[self.current] if self.live else None

    @property
    def color_name(self) -> str | None:
        return COLORS[self.color] if self.color >= 0 else None

    def seat_of(self, pid: int) -> int:
        """The seat of ``pid``; refused (UnknownPlayer) for anyone not playing."""
        try:
            return self.players.index(pid)
        except ValueError:
            raise UnknownPlayer() from None

    def hand_of(self, pid: int) -> list[int]:
        return self.hands[self.seat_of(pid)]

    def seat_after(self, seat: int, steps: int = 1) -> int:
        """The seat ``steps`` places after ``seat`` in the direction of play."""
        return (seat + self.direction * steps) % len(self.players)

    def require_live(self) -> None:
        """Refuses any move once the hand (or match) is over."""
        if self.phase is Phase.MATCH_OVER:
            raise MatchOver()
        if self.phase is Phase.HAND_OVER:
            raise HandOver()
