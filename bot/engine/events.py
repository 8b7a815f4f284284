"""Events: frozen records of what happened, returned by ``Match.apply`` and
friends in order. ``describe(event, name_of)`` gives a short English line for
the table's "last moves" (it never reveals private cards).

Private fields (only for the player concerned): ``CardsDrawn.cards`` and
``PenaltyApplied.cards`` (the drawer's new cards) and ``ChallengeResult.revealed``
(shown to the challenger). ``PRIVATE_FIELDS`` lists them; a table or an AI shows
other seats an event with them emptied.

Events are immutable named tuples; equality and hashing include the event type, so
``TurnStarted(1) != PlayerSkipped(1)``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple, get_args

from .cards import Card


class DealerChosen(NamedTuple):
    dealer: int
    turned: tuple[tuple[int, Card], ...]  # (player, card) for every round of R5 turns


class HandStarted(NamedTuple):
    hand_number: int
    dealer: int
    first_card: Card


class TurnStarted(NamedTuple):
    player: int


class CardPlayed(NamedTuple):
    player: int
    card: Card
    jump_in: bool = False


class ColorChosen(NamedTuple):
    player: int
    color: str


class CardsDrawn(NamedTuple):
    player: int
    count: int  # type: ignore[assignment]  # (shadows tuple.count)
    reason: str  # "draw", "penalty" (draw card), "challenge", "uno", "effect"
    cards: tuple[Card, ...] = ()  # private to `player`


class CardKept(NamedTuple):
    player: int


class Passed(NamedTuple):
    player: int


class PlayerSkipped(NamedTuple):
    player: int


class DirectionReversed(NamedTuple):
    direction: int  # +1 = seat order ("left"), -1 = reverse


class DrawStacked(NamedTuple):
    player: int  # who must now answer the stack
    total: int


class UnoCalled(NamedTuple):
    player: int


class PenaltyApplied(NamedTuple):
    player: int
    count: int  # type: ignore[assignment]  # cards actually drawn
    reason: str  # "caught" or "automatic"
    by: int | None = None  # the catcher
    cards: tuple[Card, ...] = ()  # private to `player`: the cards drawn


class ChallengeResult(NamedTuple):
    challenger: int
    challenged: int
    guilty: bool
    revealed: tuple[Card, ...] = ()  # private: shown to the challenger only


class HandsSwapped(NamedTuple):
    player: int
    target: int


class HandsRotated(NamedTuple):
    direction: int


class HandsShuffled(NamedTuple):
    player: int


class Reshuffled(NamedTuple):
    count: int  # type: ignore[assignment]  # cards now in the draw pile


class HandEnded(NamedTuple):
    winner: int
    points: int  # points the winner scored (winner_takes); 0 in lowest_wins/single_hand
    hand_points: tuple[tuple[int, int], ...]  # (player, points left in hand)
    scores: tuple[tuple[int, int], ...]  # running totals after the hand


class MatchEnded(NamedTuple):
    winners: tuple[int, ...]
    scores: tuple[tuple[int, int], ...]


class PlayerLeft(NamedTuple):
    player: int


Event = (
    DealerChosen | HandStarted | TurnStarted | CardPlayed | ColorChosen | CardsDrawn |
    CardKept | Passed | PlayerSkipped | DirectionReversed | DrawStacked | UnoCalled |
    PenaltyApplied | ChallengeResult | HandsSwapped | HandsRotated | HandsShuffled |
    Reshuffled | HandEnded | MatchEnded | PlayerLeft
)


def _eq(self: tuple[Any, ...], other: object) -> bool:
    return type(self) is type(other) and tuple.__eq__(self, other)


def _ne(self: tuple[Any, ...], other: object) -> bool:
    return not _eq(self, other)


def _hash(self: tuple[Any, ...]) -> int:
    return hash((type(self).__name__, tuple.__hash__(self)))


ALL_EVENTS: tuple[type, ...] = get_args(Event)
#: event type -> (the field naming who may see, the fields only they may see)
PRIVATE_FIELDS: dict[type, tuple[str, tuple[str, ...]]] = {
    CardsDrawn: ("player", ("cards",)),
    PenaltyApplied: ("player", ("cards",)),
    ChallengeResult: ("challenger", ("revealed",)),
}
for _cls in ALL_EVENTS:
    setattr(_cls, "__eq__", _eq)  # noqa: B010
    setattr(_cls, "__ne__", _ne)  # noqa: B010
    setattr(_cls, "__hash__", _hash)  # noqa: B010


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


Namer = Callable[[int], str]


def _drawn(e: CardsDrawn, n: Namer) -> str:
    what = _plural(e.count, "card")
    if e.count == 0:
        return f"{n(e.player)} tried to draw, but there was nothing to draw."
    if e.reason == "penalty":
        return f"{n(e.player)} drew {what} as a penalty."
    if e.reason == "challenge":
        return f"{n(e.player)} drew {what} after the challenge."
    return f"{n(e.player)} drew {what}."


def _penalty(e: PenaltyApplied, n: Namer) -> str:
    if e.reason == "caught" and e.by is not None:
        return (f"{n(e.by)} caught {n(e.player)} without UNO: "
                f"{n(e.player)} drew {_plural(e.count, 'card')}.")
    return f"{n(e.player)} forgot to call UNO and drew {_plural(e.count, 'card')}."


def _challenge(e: ChallengeResult, n: Namer) -> str:
    verdict = "guilty" if e.guilty else "not guilty"
    return f"{n(e.challenger)} challenged {n(e.challenged)}'s Wild Draw Four: {verdict}."


def _hand_ended(e: HandEnded, n: Namer) -> str:
    if e.points:
        return f"{n(e.winner)} went out and won the hand ({e.points} points)."
    return f"{n(e.winner)} went out and won the hand."


def _match_ended(e: MatchEnded, n: Namer) -> str:
    names = " and ".join(n(w) for w in e.winners) or "Nobody"
    return f"{names} won the match!"


_LINES: dict[type, Callable[[Any, Namer], str]] = {
    CardPlayed: lambda e, n: (
        f"{n(e.player)} {'jumped in with' if e.jump_in else 'played'} {e.card.label}."),
    ColorChosen: lambda e, n: f"{n(e.player)} chose {e.color}.",
    CardsDrawn: _drawn,
    TurnStarted: lambda e, n: f"It's {n(e.player)}'s turn.",
    PlayerSkipped: lambda e, n: f"{n(e.player)} was skipped.",
    DirectionReversed: lambda e, n: "Play reversed direction.",
    DrawStacked: lambda e, n: (
        f"The draw stack is now {e.total}; {n(e.player)} must add to it or take it."),
    UnoCalled: lambda e, n: f"{n(e.player)} called UNO!",
    PenaltyApplied: _penalty,
    ChallengeResult: _challenge,
    HandsSwapped: lambda e, n: f"{n(e.player)} swapped hands with {n(e.target)}.",
    HandsRotated: lambda e, n: "Every hand passed one seat along.",
    HandsShuffled: lambda e, n: f"{n(e.player)} shuffled all hands and dealt them out again.",
    Reshuffled: lambda e, n: (
        f"The discard pile was shuffled into a new draw pile ({e.count} cards)."),
    CardKept: lambda e, n: f"{n(e.player)} kept the drawn card.",
    Passed: lambda e, n: f"{n(e.player)} passed.",
    HandEnded: _hand_ended,
    MatchEnded: _match_ended,
    HandStarted: lambda e, n: (
        f"Hand {e.hand_number} dealt by {n(e.dealer)}; first card {e.first_card.label}."),
    DealerChosen: lambda e, n: f"{n(e.dealer)} deals first.",
    PlayerLeft: lambda e, n: f"{n(e.player)} left the game.",
}


def describe(event: Event, name_of: Namer = str) -> str:
    """A short English line for ``event``; ``name_of(player_id)`` gives names."""
    line = _LINES.get(type(event))
    return line(event, name_of) if line is not None else type(event).__name__
