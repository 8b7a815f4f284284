"""Cards that move hands around or make everyone draw: Seven-O (R21) and the blank
card's effects (R2). Going out on one of them does nothing (C8: see playing.py)."""

from __future__ import annotations

from . import events as E
from .cards import BLANK, CARD_RANK
from .deck import give, shuffle
from .matching import SEVEN, ZERO
from .state import Events, State


def card_effect(s: State, seat: int, c: int, target_seat: int, ev: Events) -> list[int]:
    """Applies the hand-moving effect of ``c`` played from ``seat``; returns the seats
    whose hands changed (their early UNO calls lapse, C6)."""
    effect: str = s.rules.blank_effect if c == BLANK else "none"
    if s.rules.seven_o and c != BLANK and CARD_RANK[c] == SEVEN:
        effect = "swap"
    elif s.rules.seven_o and c != BLANK and CARD_RANK[c] == ZERO:
        effect = "rotate"
    if effect == "swap":
        swap(s, seat, target_seat, ev)
        return [seat, target_seat]
    if effect == "rotate":
        rotate(s, ev)
        return list(range(len(s.players)))
    if effect == "shuffle":
        shuffle_hands(s, seat, ev)
        return list(range(len(s.players)))
    if effect == "all_draw_one":
        for k in range(1, len(s.players)):
            give(s, s.seat_after(seat, k), 1, "effect", ev)
    return []


def swap(s: State, seat: int, target_seat: int, ev: Events) -> None:
    """R21 (7) / R2 swap: two players exchange hands."""
    h = s.hands
    h[seat], h[target_seat] = h[target_seat], h[seat]
    ev.append(E.HandsSwapped(s.players[seat], s.players[target_seat]))


def rotate(s: State, ev: Events) -> None:
    """R21 (0): every hand passes one seat along in the direction of play."""
    h = s.hands
    s.hands = h[-1:] + h[:-1] if s.direction == 1 else h[1:] + h[:1]
    ev.append(E.HandsRotated(s.direction))


def shuffle_hands(s: State, seat: int, ev: Events) -> None:
    """R2 shuffle: all hands gathered, shuffled and dealt round from the next seat in
    seat order (C8), so counts may change."""
    pool = [c for hand in s.hands for c in hand]
    shuffle(pool, s)
    n = len(s.players)
    new: list[list[int]] = [[] for _ in range(n)]
    for i, c in enumerate(pool):
        new[(seat + 1 + i) % n].append(c)
    s.hands = new
    ev.append(E.HandsShuffled(s.players[seat]))
