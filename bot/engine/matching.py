"""What may be played on what (R8, R9, C1, C3), and which cards need a target (R21, R2).

Pure questions about a state; every rule module asks them here, so "playable" has
one meaning everywhere.
"""

from __future__ import annotations

from .cards import BLANK, CARD_COLOR, CARD_RANK, COLORS, WILD, WILD4
from .rules import Rules
from .state import State

SEVEN, ZERO = 7, 0


def matches(s: State, c: int) -> bool:
    """R8: ``c`` matches the current color or the top card's number or symbol, or is a
    Wild or blank. A Wild Draw Four never "matches": see :func:`wd4_legal`."""
    if c in (WILD, BLANK):
        return True
    if c == WILD4:
        return False
    return CARD_COLOR[c] == s.color or CARD_RANK[c] == s.top_rank


def wd4_legal(s: State, hand: list[int]) -> bool:
    """R9 as configured, judged on the hand as it is (the card itself still in it)."""
    mode = s.rules.wd4
    if mode == "anytime":
        return True
    if mode == "official":
        return not any(c < WILD and CARD_COLOR[c] == s.color for c in hand)
    # no_playable: no other playable card; a second Wild Draw Four doesn't count (C2)
    return not any(matches(s, c) for c in hand)


def playable(s: State, c: int, hand: list[int]) -> bool:
    """C3: legal as a normal play (no draw pending), an honest Wild Draw Four only."""
    return wd4_legal(s, hand) if c == WILD4 else matches(s, c)


def has_playable(s: State, hand: list[int]) -> bool:
    return any(matches(s, c) for c in hand) or (WILD4 in hand and wd4_legal(s, hand))


def bluff_allowed(s: State, hand: list[int]) -> bool:
    """C1: an illegal Wild Draw Four is accepted only where it can be challenged (never
    as the last card)."""
    return s.rules.challenge_possible and len(hand) > 1


def wd4_refusal(s: State) -> str:
    if s.rules.wd4 == "no_playable":
        return "You can only play a Wild Draw Four when you have no other playable card."
    return f"You can only play a Wild Draw Four when you have no {COLORS[s.color]} card."


def exchanges_hands(s: State, c: int) -> bool:
    """R21/R2: the card moves hands around (Seven-O 7 or 0, swap or shuffle blank)."""
    rank = CARD_RANK[c]
    if c < WILD:
        return s.rules.seven_o and rank in (SEVEN, ZERO)
    return c == BLANK and s.rules.blank_effect in ("swap", "shuffle")


def target_cards(rules: Rules) -> frozenset[int]:
    """Card ids whose play names another player (Seven-O 7, swap blank)."""
    ids: set[int] = set()
    if rules.seven_o:
        ids.update(color * 13 + SEVEN for color in range(4))
    if rules.blank_effect == "swap":
        ids.add(BLANK)
    return frozenset(ids)


def needs_target(s: State, c: int, hand_size: int) -> bool:
    """Does playing ``c`` from a hand of ``hand_size`` cards name a player? (C8: a last
    card has no effect.)"""
    if hand_size < 2:
        return False
    if c == BLANK:
        return s.rules.blank_effect == "swap"
    return s.rules.seven_o and c < WILD and CARD_RANK[c] == SEVEN
