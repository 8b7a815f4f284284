"""Events: frozen records of what happened, returned by ``Match.apply`` and
friends in order. ``describe(event, name_of)`` gives a short English line for
the table's "last moves" (it never reveals private cards).

Private fields (only for the player concerned): ``CardsDrawn.cards`` (the
drawer's new cards) and ``ChallengeResult.revealed`` (shown to the challenger).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .cards import Card


@dataclass(frozen=True, slots=True)
class DealerChosen:
    dealer: int
    turned: tuple[tuple[int, Card], ...]  # (player, card) for every round of R5 turns


@dataclass(frozen=True, slots=True)
class HandStarted:
    hand_number: int
    dealer: int
    first_card: Card


@dataclass(frozen=True, slots=True)
class TurnStarted:
    player: int


@dataclass(frozen=True, slots=True)
class CardPlayed:
    player: int
    card: Card
    jump_in: bool = False


@dataclass(frozen=True, slots=True)
class ColorChosen:
    player: int
    color: str


@dataclass(frozen=True, slots=True)
class CardsDrawn:
    player: int
    count: int
    reason: str  # "draw", "penalty" (draw card), "challenge", "uno", "effect"
    cards: tuple[Card, ...] = ()  # private to `player`


@dataclass(frozen=True, slots=True)
class CardKept:
    player: int


@dataclass(frozen=True, slots=True)
class Passed:
    player: int


@dataclass(frozen=True, slots=True)
class PlayerSkipped:
    player: int


@dataclass(frozen=True, slots=True)
class DirectionReversed:
    direction: int  # +1 = seat order ("left"), -1 = reverse


@dataclass(frozen=True, slots=True)
class DrawStacked:
    player: int  # who must now answer the stack
    total: int


@dataclass(frozen=True, slots=True)
class UnoCalled:
    player: int


@dataclass(frozen=True, slots=True)
class PenaltyApplied:
    player: int
    count: int  # cards actually drawn
    reason: str  # "caught" or "automatic"
    by: int | None = None  # the catcher


@dataclass(frozen=True, slots=True)
class ChallengeResult:
    challenger: int
    challenged: int
    guilty: bool
    revealed: tuple[Card, ...] = ()  # private: shown to the challenger only


@dataclass(frozen=True, slots=True)
class HandsSwapped:
    player: int
    target: int


@dataclass(frozen=True, slots=True)
class HandsRotated:
    direction: int


@dataclass(frozen=True, slots=True)
class HandsShuffled:
    player: int


@dataclass(frozen=True, slots=True)
class Reshuffled:
    count: int  # cards now in the draw pile


@dataclass(frozen=True, slots=True)
class HandEnded:
    winner: int
    points: int  # points the winner scored (winner_takes); 0 in lowest_wins/single_hand
    hand_points: tuple[tuple[int, int], ...]  # (player, points left in hand)
    scores: tuple[tuple[int, int], ...]  # running totals after the hand


@dataclass(frozen=True, slots=True)
class MatchEnded:
    winners: tuple[int, ...]
    scores: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class PlayerLeft:
    player: int


Event = (
    DealerChosen | HandStarted | TurnStarted | CardPlayed | ColorChosen | CardsDrawn |
    CardKept | Passed | PlayerSkipped | DirectionReversed | DrawStacked | UnoCalled |
    PenaltyApplied | ChallengeResult | HandsSwapped | HandsRotated | HandsShuffled |
    Reshuffled | HandEnded | MatchEnded | PlayerLeft
)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def describe(event: Event, name_of: Callable[[int], str] = str) -> str:
    """A short English line for ``event``; ``name_of(player_id)`` gives names."""
    e = event
    n = name_of
    if isinstance(e, CardPlayed):
        return f"{n(e.player)} {'jumped in with' if e.jump_in else 'played'} {e.card.label}."
    if isinstance(e, ColorChosen):
        return f"{n(e.player)} chose {e.color}."
    if isinstance(e, CardsDrawn):
        what = _plural(e.count, "card")
        if e.count == 0:
            return f"{n(e.player)} tried to draw, but there was nothing to draw."
        if e.reason == "penalty":
            return f"{n(e.player)} drew {what} as a penalty."
        if e.reason == "challenge":
            return f"{n(e.player)} drew {what} after the challenge."
        if e.reason == "effect":
            return f"{n(e.player)} drew {what}."
        return f"{n(e.player)} drew {what}."
    if isinstance(e, TurnStarted):
        return f"It's {n(e.player)}'s turn."
    if isinstance(e, PlayerSkipped):
        return f"{n(e.player)} was skipped."
    if isinstance(e, DirectionReversed):
        return "Play reversed direction."
    if isinstance(e, DrawStacked):
        return f"The draw stack is now {e.total}; {n(e.player)} must add to it or take it."
    if isinstance(e, UnoCalled):
        return f"{n(e.player)} called UNO!"
    if isinstance(e, PenaltyApplied):
        if e.reason == "caught" and e.by is not None:
            return (f"{n(e.by)} caught {n(e.player)} without UNO: "
                    f"{n(e.player)} drew {_plural(e.count, 'card')}.")
        return f"{n(e.player)} forgot to call UNO and drew {_plural(e.count, 'card')}."
    if isinstance(e, ChallengeResult):
        verdict = "guilty" if e.guilty else "not guilty"
        return f"{n(e.challenger)} challenged {n(e.challenged)}'s Wild Draw Four: {verdict}."
    if isinstance(e, HandsSwapped):
        return f"{n(e.player)} swapped hands with {n(e.target)}."
    if isinstance(e, HandsRotated):
        return "Every hand passed one seat along."
    if isinstance(e, HandsShuffled):
        return f"{n(e.player)} shuffled all hands and dealt them out again."
    if isinstance(e, Reshuffled):
        return f"The discard pile was shuffled into a new draw pile ({e.count} cards)."
    if isinstance(e, CardKept):
        return f"{n(e.player)} kept the drawn card."
    if isinstance(e, Passed):
        return f"{n(e.player)} passed."
    if isinstance(e, HandEnded):
        if e.points:
            return f"{n(e.winner)} went out and won the hand ({e.points} points)."
        return f"{n(e.winner)} went out and won the hand."
    if isinstance(e, MatchEnded):
        names = " and ".join(n(w) for w in e.winners) or "Nobody"
        return f"{names} won the match!"
    if isinstance(e, HandStarted):
        return (f"Hand {e.hand_number} dealt by {n(e.dealer)}; "
                f"first card {e.first_card.label}.")
    if isinstance(e, DealerChosen):
        return f"{n(e.dealer)} deals first."
    if isinstance(e, PlayerLeft):
        return f"{n(e.player)} left the game."
    return type(e).__name__
