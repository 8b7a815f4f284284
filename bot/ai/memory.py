"""What one seat has seen: ``redact`` hides what another seat may not see, and
``SeatMemory`` folds the (redacted) public history into the few facts the AIs use.

The facts, all deducible by a player at the table:

* ``discard``: the cards of the discard pile (every card played since the last reshuffle);
* ``known``: cards known to be in another hand (a hand shown by a challenge, a hand this
  seat gave away by Seven-O or a rotation);
* ``void`` / ``fresh``: a player who drew instead of playing on color X most likely
  holds no X and no wild (``WILDS`` in ``void``), one who played a Wild on X (players
  keep their wilds while they can follow) no X, except among the ``fresh`` cards drawn
  since;
* ``wd4_by`` / ``color_before_wd4``: who played the pending Wild Draw Four, on what color.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, cast

from bot.engine import COLORS, PlayerView, events

from .cards import COLOR, N_IDS, WILD4

log = logging.getLogger(__name__)

#: in ``void``: the "color" of the cards without one (Wild, Wild Draw Four, blank)
WILDS = -1


def redact(event: events.Event, seat: int) -> events.Event:
    """``event`` as ``seat`` may see it: the engine's private fields (cards another player
    drew, a hand shown to another challenger) emptied."""
    private = events.PRIVATE_FIELDS.get(type(event))
    if private is None:
        return event
    owner, hidden = private
    if getattr(event, owner) == seat or not any(getattr(event, f) for f in hidden):
        return event
    blank: dict[str, Any] = dict.fromkeys(hidden, ())
    return cast(events.Event, event._replace(**blank))


@dataclass
class SeatMemory:
    """The public history one seat has seen, folded. JSON-able (``to_dict``) and picklable
    (it travels to a worker process with the view)."""

    me: int
    hand_number: int = 0
    complete: bool = False  # saw this hand from its start (discard pile fully known)
    players: list[int] = field(default_factory=list)
    direction: int = 1
    color: int = -1
    top: int = -1
    discard: list[int] = field(default_factory=list)
    my_hand: list[int] = field(default_factory=list)
    known: dict[int, list[int]] = field(default_factory=dict)
    void: dict[int, list[int]] = field(default_factory=dict)
    fresh: dict[int, int] = field(default_factory=dict)
    wd4_by: int | None = None
    color_before_wd4: int = -1
    top_before_wd4: int = -1

    # -- feeding ---------------------------------------------------------------------
    def observe(self, seen: Iterable[events.Event], view: PlayerView) -> None:
        """Fold ``seen`` (redacted here again, so raw events cannot leak) and then sync
        with ``view``, this seat's view after those events."""
        for e in seen:
            self._fold(redact(e, self.me))
        if view.hand_number != self.hand_number:  # joined mid-hand (AFK cover, restart)
            self._reset(view.hand_number, view.top_card.id, complete=False)
            self.color = -1 if view.color is None else _color_index(view.color)
        self.players = [s.player for s in view.players]
        self.direction = view.direction
        self.my_hand = [c.id for c in view.hand]
        counts = {s.player: s.cards for s in view.players}
        for p in list(self.known):
            if p not in counts:
                del self.known[p]
            else:
                self.known[p] = self.known[p][:counts[p]]
        for p in list(self.fresh):
            self.fresh[p] = min(self.fresh[p], counts.get(p, 0))

    def _reset(self, hand_number: int, first: int, complete: bool) -> None:
        self.hand_number = hand_number
        self.complete = complete
        self.top = first
        self.color = COLOR[first]
        self.discard = [first]
        self.known = {}
        self.void = {}
        self.fresh = {}
        self.wd4_by = None

    def _fold(self, e: events.Event) -> None:
        if isinstance(e, events.HandStarted):
            self._reset(e.hand_number, e.first_card.id, complete=True)
        elif isinstance(e, events.CardPlayed):
            self._played(e.player, e.card.id)
        elif isinstance(e, events.ColorChosen):
            self.color = _color_index(e.color)
        elif isinstance(e, events.CardsDrawn):
            self._drew(e.player, e.count, e.reason == "draw", [c.id for c in e.cards])
        elif isinstance(e, events.PenaltyApplied):
            self._drew(e.player, e.count, False, [c.id for c in e.cards])
        elif isinstance(e, events.ChallengeResult):
            self._challenged(e)
        elif isinstance(e, events.DirectionReversed):
            self.direction = e.direction
        elif isinstance(e, events.Reshuffled):
            self.discard = [self.top]
        elif isinstance(e, events.HandsSwapped):
            self._swapped(e.player, e.target)
        elif isinstance(e, events.HandsRotated):
            self._rotated(e.direction)
        elif isinstance(e, events.HandsShuffled):
            self.known, self.void, self.fresh, self.my_hand = {}, {}, {}, []
        elif isinstance(e, events.PlayerLeft):
            for facts in (self.known, self.void, self.fresh):
                facts.pop(e.player, None)
            if e.player in self.players:
                self.players.remove(e.player)

    def _played(self, player: int, card: int) -> None:
        if player != self.me and COLOR[card] < 0 and card != WILD4 and self.color >= 0:
            # a Wild (or blank), most likely for want of a match; a Wild Draw Four's
            # honesty is guessed apart (determinize.HONEST_WD4) while it can be challenged
            self._lacks(player, self.color)
        if card == WILD4:
            self.wd4_by = player
            self.color_before_wd4 = self.color
            self.top_before_wd4 = self.top
        else:
            self.wd4_by = None
        self.discard.append(card)
        self.top = card
        if COLOR[card] >= 0:
            self.color = COLOR[card]
        if player == self.me:
            if card in self.my_hand:
                self.my_hand.remove(card)
            return
        known = self.known.get(player)
        if known and card in known:
            known.remove(card)
        elif COLOR[card] in self.void.get(player, ()) and self.fresh.get(player, 0):
            self.fresh[player] -= 1  # it can only have come from the fresh cards

    def _drew(self, player: int, count: int, by_choice: bool, cards: list[int]) -> None:
        if player == self.me:
            self.my_hand.extend(cards)
            return
        if by_choice and self.color >= 0:
            # drew instead of playing: most likely nothing playable, so nothing of the
            # current color and no wild (a Wild is played rather than drawing)
            self._lacks(player, self.color)
            self._lacks(player, WILDS)
            self.fresh[player] = count
        else:
            self.fresh[player] = self.fresh.get(player, 0) + count

    def _lacks(self, player: int, color: int) -> None:
        """``player``'s whole hand most likely holds no ``color`` now."""
        void = self.void.setdefault(player, [])
        if self.fresh.get(player, 0):
            void.clear()  # older voids may not hold for the fresh cards
        if color not in void:
            void.append(color)
        self.fresh[player] = 0

    def _challenged(self, e: events.ChallengeResult) -> None:
        if e.challenger == self.me and e.revealed:
            self.known[e.challenged] = [c.id for c in e.revealed]
            self.void.pop(e.challenged, None)
            self.fresh[e.challenged] = 0
        elif not e.guilty and self.color_before_wd4 >= 0:
            # not guilty: held nothing of the color before the Wild Draw Four
            self.void[e.challenged] = [self.color_before_wd4]
            self.fresh[e.challenged] = 0
        self.wd4_by = None

    def _take_knowledge(self, p: int) -> tuple[list[int], list[int], int]:
        return (self.known.pop(p, []), self.void.pop(p, []), self.fresh.pop(p, 0))

    def _give_knowledge(self, p: int, facts: tuple[list[int], list[int], int]) -> None:
        known, void, fresh = facts
        if known:
            self.known[p] = known
        if void:
            self.void[p] = void
        if fresh:
            self.fresh[p] = fresh

    def _swapped(self, a: int, b: int) -> None:
        if self.me in (a, b):
            other = b if a == self.me else a
            self._take_knowledge(other)
            self.known[other] = list(self.my_hand)  # my old hand, exactly
            self.my_hand = []
            return
        fa, fb = self._take_knowledge(a), self._take_knowledge(b)
        self._give_knowledge(a, fb)
        self._give_knowledge(b, fa)

    def _rotated(self, direction: int) -> None:
        n = len(self.players)
        if n < 2:
            return
        facts = {p: self._take_knowledge(p) for p in self.players}
        facts[self.me] = (list(self.my_hand), [], 0)
        for i, p in enumerate(self.players):
            receiver = self.players[(i + direction) % n]
            if receiver != self.me:
                self._give_knowledge(receiver, facts[p])
        self.my_hand = []

    # -- persistence -------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "me": self.me, "hand_number": self.hand_number, "complete": self.complete,
            "players": list(self.players), "direction": self.direction, "color": self.color,
            "top": self.top, "discard": list(self.discard), "my_hand": list(self.my_hand),
            "known": [[p, list(v)] for p, v in self.known.items()],
            "void": [[p, list(v)] for p, v in self.void.items()],
            "fresh": [[p, v] for p, v in self.fresh.items()],
            "wd4_by": self.wd4_by, "color_before_wd4": self.color_before_wd4,
            "top_before_wd4": self.top_before_wd4,
        }

    @classmethod
    def from_dict(cls, d: object) -> SeatMemory:
        """The memory ``to_dict`` wrote (read back from JSON); anything malformed raises
        ValueError."""
        try:
            return _from_dict(d)
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"malformed AI seat memory: {exc!r}") from None


def _from_dict(d: object) -> SeatMemory:
    if not isinstance(d, dict):
        raise TypeError(f"{d!r} is not an object")
    last, colors = N_IDS - 1, len(COLORS) - 1  # card ids 0..last, colors 0..colors
    return SeatMemory(
        me=_int(d["me"]), hand_number=_int(d["hand_number"], 0),
        complete=_bool(d["complete"]), players=_ints(d["players"]),
        direction=_int(d["direction"], -1, 1), color=_int(d["color"], -1, colors),
        top=_int(d["top"], -1, last), discard=_ints(d["discard"], 0, last),
        my_hand=_ints(d["my_hand"], 0, last),
        known={_int(p): _ints(v, 0, last) for p, v in _pairs(d["known"])},
        void={_int(p): _ints(v, WILDS, colors) for p, v in _pairs(d["void"])},
        fresh={_int(p): _int(v, 0) for p, v in _pairs(d["fresh"])},
        wd4_by=None if d["wd4_by"] is None else _int(d["wd4_by"]),
        color_before_wd4=_int(d["color_before_wd4"], -1, colors),
        top_before_wd4=_int(d["top_before_wd4"], -1, last),
    )


def _int(v: object, lo: int | None = None, hi: int | None = None) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or (lo is not None and v < lo) or \
            (hi is not None and v > hi):
        raise ValueError(f"{v!r} is not an integer in [{lo}, {hi}]")
    return v


def _ints(v: object, lo: int | None = None, hi: int | None = None) -> list[int]:
    if not isinstance(v, list):
        raise TypeError(f"{v!r} is not a list")
    return [_int(x, lo, hi) for x in v]


def _bool(v: object) -> bool:
    if not isinstance(v, bool):
        raise TypeError(f"{v!r} is not true or false")
    return v


def _pairs(v: object) -> list[tuple[object, object]]:
    """``[[player, value], ...]`` (``to_dict``'s form of a dict keyed by player)."""
    if not isinstance(v, list) or not all(isinstance(x, list) and len(x) == 2 for x in v):
        raise TypeError(f"{v!r} is not a list of [player, value] pairs")
    return [(x[0], x[1]) for x in v]


def memories_to_json(memories: Mapping[int, SeatMemory]) -> dict[str, Any]:
    """AI seats' memories as one JSON-able object (seat id as text -> ``to_dict``): how a
    table keeps them with its live game."""
    return {str(p): m.to_dict() for p, m in memories.items()}


def memories_from_json(data: object) -> dict[int, SeatMemory]:
    """What ``memories_to_json`` wrote. Nothing (a game saved before memories were)
    gives none; a malformed memory is left out (logged): that seat starts afresh and
    trusts its view for the hand in play, as after a restart without memories."""
    out: dict[int, SeatMemory] = {}
    for key, value in (data.items() if isinstance(data, dict) else ()):
        try:
            memory = SeatMemory.from_dict(value)
            if str(memory.me) != key:
                raise ValueError(f"the memory of seat {memory.me} is kept as {key!r}")
        except ValueError as exc:
            log.warning("AI seat memory %r left out: %s", key, exc)
            continue
        out[memory.me] = memory
    return out


def _color_index(color: str) -> int:
    return COLORS.index(color)
