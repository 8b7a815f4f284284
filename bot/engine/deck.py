"""The deck and the deal: shuffling, choosing the dealer, dealing, the first card,
reshuffling the discards, taking cards from the draw pile (R1, R2, R5-R7, R12, C5, C11).

All randomness comes from the state's ``rng`` through :func:`shuffle` and the
dealer draw, in a fixed order, so a seed replays the same game (I4).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from . import actions as A
from . import events as E
from .cards import (
    BLANKS_DECK,
    CARD_COLOR,
    CARD_POINTS,
    CARD_RANK,
    CARDS,
    COLOR_INDEX,
    COLORS,
    DRAW2,
    REVERSE,
    SKIP,
    STANDARD_DECK,
    WILD,
    WILD4,
    Card,
)
from .errors import ColorRequired, InvalidAction
from .state import Events, Move, Phase, State
from .turns import require_turn

HAND_SIZE = 7


def new_deck(s: State) -> list[int]:
    """R1/R2: the whole deck for these rules, in a fixed order."""
    return list(BLANKS_DECK if s.rules.deck == "with_blanks" else STANDARD_DECK)


def shuffle(cards: list[int], s: State) -> None:
    """Fisher-Yates driven by ``rng.random`` (deterministic, and the rng serialises)."""
    rnd = s.rng.random
    for i in range(len(cards) - 1, 0, -1):
        j = int(rnd() * (i + 1))
        cards[i], cards[j] = cards[j], cards[i]


def choose_dealer(s: State, ev: Events) -> None:
    """R5: everyone turns a card, the highest points deal; ties turn again."""
    rnd = s.rng.random
    pool = new_deck(s)
    tied = list(range(len(s.players)))
    turned: list[tuple[int, Card]] = []
    while True:
        best = -1
        top: list[int] = []
        for seat in tied:
            if not pool:
                pool = new_deck(s)
            i = int(rnd() * len(pool))
            card = pool[i]
            pool[i] = pool[-1]
            pool.pop()
            turned.append((s.players[seat], CARDS[card]))
            if CARD_POINTS[card] > best:
                best, top = CARD_POINTS[card], [seat]
            elif CARD_POINTS[card] == best:
                top.append(seat)
        if len(top) == 1:
            s.dealer = top[0]
            ev.append(E.DealerChosen(s.players[s.dealer], tuple(turned)))
            return
        tied = top


def deal(s: State, ev: Events, order: Sequence[int] | None = None) -> None:
    """R6/C11: a new hand from a shuffled deck (or from ``order``, top card last),
    seven cards each, one at a time from the left of the dealer; then R7."""
    n = len(s.players)
    s.hand_no += 1
    deck = list(order) if order is not None else new_deck(s)
    if order is None:
        shuffle(deck, s)
    size = len(deck)
    if size < HAND_SIZE * n + 1:
        raise InvalidAction("Not enough cards to deal.")
    hands: list[list[int]] = [[] for _ in range(n)]
    for k in range(n):  # the k-th card from the top goes to the k-th seat left of the dealer
        hands[(s.dealer + 1 + k) % n] = [deck[size - 1 - k - n * j] for j in range(HAND_SIZE)]
    del deck[size - HAND_SIZE * n:]
    s.hands = hands
    while deck[-1] == WILD4:  # R7: returned, reshuffled, turn another
        shuffle(deck, s)
    first = deck.pop()
    s.draw, s.discard = deck, [first]
    s.direction, s.pending, s.stack = 1, 0, 0
    s.wd4_by, s.wd4_guilty, s.drawn, s.hand_winner = None, False, -1, None
    s.uno_ok.clear()
    s.catchable.clear()
    s.called_at_one.clear()
    s.phase = Phase.PLAY
    s.color = CARD_COLOR[first]
    ev.append(E.HandStarted(s.hand_no, s.players[s.dealer], CARDS[first]))
    first_card(s, first, ev)


def first_card(s: State, first: int, ev: Events) -> None:
    """R7: what the first card of the discard pile does."""
    n = len(s.players)
    left = (s.dealer + 1) % n
    rank = CARD_RANK[first]
    s.current = left
    if rank == SKIP:
        ev.append(E.PlayerSkipped(s.players[left]))
        s.current = (left + 1) % n
    elif rank == REVERSE:
        if n == 2:
            ev.append(E.PlayerSkipped(s.players[left]))
        else:
            s.direction = -1
            ev.append(E.DirectionReversed(-1))
        s.current = s.dealer
    elif rank == DRAW2:
        give(s, left, 2, "penalty", ev)
        ev.append(E.PlayerSkipped(s.players[left]))
        s.current = (left + 1) % n
    elif first >= WILD:  # a Wild or blank: the player to act names the color
        s.phase = Phase.COLOR
    ev.append(E.TurnStarted(s.players[s.current]))


def check_choose_color(s: State, pid: int, a: A.ChooseColor) -> Move:
    """R7: the player to act names the color of a first-card Wild."""
    s.require_live()
    require_turn(s, pid)
    if s.phase is not Phase.COLOR:
        raise InvalidAction("There is no color to choose now.")
    color = COLOR_INDEX.get(a.color, -1) if isinstance(a.color, str) else -1
    if color < 0:
        raise ColorRequired()
    return partial(choose_color, s, pid, color)


def choose_color(s: State, pid: int, color: int) -> Events:
    s.color = color
    s.phase = Phase.PLAY
    return [E.ColorChosen(pid, COLORS[color])]


def reshuffle(s: State, ev: Events) -> bool:
    """R12: the discard pile under its top card becomes the draw pile."""
    if len(s.discard) < 2:
        return False
    rest = s.discard[:-1]
    del s.discard[:-1]
    shuffle(rest, s)
    rest.extend(s.draw)  # the draw pile is empty here; keep anything just in case
    s.draw = rest
    ev.append(E.Reshuffled(len(rest)))
    return True


def take(s: State, seat: int, n: int, ev: Events) -> list[int]:
    """Up to ``n`` cards from the top of the draw pile into a hand (C5: maybe fewer).
    A hand that grows loses its UNO call (R18)."""
    got: list[int] = []
    while n > 0:
        if not s.draw and not reshuffle(s, ev):
            break
        k = min(n, len(s.draw))
        part = s.draw[-k:]
        del s.draw[-k:]
        part.reverse()
        got.extend(part)
        n -= k
    if got:
        s.hands[seat].extend(got)
        s.uno_ok.discard(s.players[seat])
        s.called_at_one.discard(s.players[seat])
    return got


def give(s: State, seat: int, n: int, reason: str, ev: Events) -> int:
    """``take``, told as a CardsDrawn event; returns how many cards came."""
    got = take(s, seat, n, ev)
    ev.append(E.CardsDrawn(s.players[seat], len(got), reason, tuple(CARDS[c] for c in got)))
    return len(got)
