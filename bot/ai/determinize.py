"""One guess of every card the seat cannot see, consistent with what it has seen:
the card counts, the discard pile, cards known to be in a hand, and the colors a
player most likely lacks (``SeatMemory.void``, soft: dropped when the pool runs out)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from bot.engine import PlayerView

from .cards import COLOR, RANK, WILD4, deck
from .memory import SeatMemory

#: how often a Wild Draw Four is taken for an honest one when guessing its player's hand
HONEST_WD4 = 0.7


@dataclass(frozen=True, slots=True)
class Guess:
    hands: list[list[int]]  # seat order
    discard: list[int]  # bottom..top
    draw: list[int]  # bottom..top
    wd4_by: int | None
    wd4_guilty: bool


def _seen(view: PlayerView, memory: SeatMemory) -> tuple[list[int], dict[int, list[int]]]:
    """(discard pile, known cards per player) as far as the memory is trustworthy."""
    discard = [view.top_card.id]
    if (memory.complete and memory.hand_number == view.hand_number
            and len(memory.discard) == view.discard_pile and memory.discard
            and memory.discard[-1] == view.top_card.id):
        discard = list(memory.discard)
    counts = {s.player: s.cards for s in view.players}
    known = {p: list(v[:counts.get(p, 0)]) for p, v in memory.known.items()
             if p in counts and p != view.player}
    return discard, known


def _pool(view: PlayerView, discard: list[int], known: dict[int, list[int]]) -> Counter[int]:
    pool = Counter(deck(view.rules))
    pool.subtract(c.id for c in view.hand)
    pool.subtract(discard)
    for v in known.values():
        pool.subtract(v)
    return pool


def sample(view: PlayerView, memory: SeatMemory, rng: random.Random) -> Guess:
    discard, known = _seen(view, memory)
    pool = _pool(view, discard, known)
    if any(n < 0 for n in pool.values()):  # memory out of step: trust the view only
        discard, known = [view.top_card.id], {}
        pool = _pool(view, discard, known)
    unknown = sorted(pool.elements())
    rng.shuffle(unknown)
    d = view.decision
    wd4_by: int | None = None
    if d is not None and d.kind == "challenge_or_accept":
        ids = [s.player for s in view.players]
        wd4_by = memory.wd4_by if memory.wd4_by in ids else \
            ids[(ids.index(view.player) - view.direction) % len(ids)]
    honest = wd4_by is not None and memory.color_before_wd4 >= 0 and \
        rng.random() < HONEST_WD4
    hands: list[list[int]] = []
    for s in view.players:
        if s.player == view.player:
            hands.append([c.id for c in view.hand])
            continue
        hand = list(known.get(s.player, []))
        need = s.cards - len(hand)
        fresh = min(need, memory.fresh.get(s.player, 0))
        hand.extend(unknown[len(unknown) - fresh:])
        del unknown[len(unknown) - fresh:]
        void = set(memory.void.get(s.player, ()))
        if honest and s.player == wd4_by:
            void.add(memory.color_before_wd4)
        if void:
            rest: list[int] = []
            for c in unknown:
                if len(hand) < s.cards and COLOR[c] not in void:
                    hand.append(c)
                else:
                    rest.append(c)
            unknown = rest
        need = s.cards - len(hand)
        if need > 0:
            hand.extend(unknown[len(unknown) - need:])
            del unknown[len(unknown) - need:]
        hands.append(hand)
    hidden_discard = max(0, view.discard_pile - len(discard))
    if hidden_discard:
        discard = unknown[:hidden_discard] + discard
        del unknown[:hidden_discard]
    guilty = False
    if wd4_by is not None:
        guilty = _guilty(view, memory, hands[[s.player for s in view.players].index(wd4_by)],
                         rng)
    return Guess(hands, discard, unknown, wd4_by, guilty)


def _guilty(view: PlayerView, memory: SeatMemory, hand: list[int],
            rng: random.Random) -> bool:
    """C2 for the guessed hand: did it hold what made the Wild Draw Four unfair?"""
    before = memory.color_before_wd4
    if before < 0:
        return rng.random() < 0.3
    if view.rules.wd4 == "no_playable":
        top = RANK[memory.top_before_wd4] if memory.top_before_wd4 >= 0 else ""
        return any(c != WILD4 and (COLOR[c] < 0 or COLOR[c] == before or RANK[c] == top)
                   for c in hand)
    return any(COLOR[c] == before for c in hand)
