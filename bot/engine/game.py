"""Hand-level basics: seats, turn order, drawing and reshuffling (R12), and
what is playable (R8, R9, C3).

Class layers: ``State`` (state.py, the data) -> ``Game`` (here) -> ``Plays``
(plays.py: checking and resolving a card) -> ``Handlers`` (handlers.py: one
method per action, each validating fully before it mutates, I3) -> ``Match``
(match.py: dealing, scoring, leaving, timeouts, views, serialisation).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from . import actions as A
from . import events as E
from .cards import (
    CARD_COLOR,
    CARD_RANK,
    CARDS,
    MATCHES,
    WILD,
    WILD4,
)
from .errors import (
    HandOver,
    MatchOver,
    UnknownPlayer,
)
from .state import HAND_OVER, MATCH_OVER, PLAY, State

Events = list[E.Event]
_new: Final = tuple.__new__  # builds an event without the Python-level __new__ (hot path)

# Final aliases of the event/action classes and action singletons: compiled with mypyc a
# Final module constant is a C static, while `E.X` costs a globals lookup plus a module
# getattr on every use.
_CardKept: Final = E.CardKept
_CardPlayed: Final = E.CardPlayed
_CardsDrawn: Final = E.CardsDrawn
_ChallengeResult: Final = E.ChallengeResult
_ColorChosen: Final = E.ColorChosen
_DealerChosen: Final = E.DealerChosen
_DirectionReversed: Final = E.DirectionReversed
_DrawStacked: Final = E.DrawStacked
_HandEnded: Final = E.HandEnded
_HandStarted: Final = E.HandStarted
_HandsRotated: Final = E.HandsRotated
_HandsShuffled: Final = E.HandsShuffled
_HandsSwapped: Final = E.HandsSwapped
_MatchEnded: Final = E.MatchEnded
_Passed: Final = E.Passed
_PenaltyApplied: Final = E.PenaltyApplied
_PlayerLeft: Final = E.PlayerLeft
_PlayerSkipped: Final = E.PlayerSkipped
_Reshuffled: Final = E.Reshuffled
_TurnStarted: Final = E.TurnStarted
_UnoCalled: Final = E.UnoCalled
_PlayCard: Final = A.PlayCard
_JumpIn: Final = A.JumpIn
_PlayDrawn: Final = A.PlayDrawn
_Draw: Final = A.Draw
_Pass: Final = A.Pass
_KeepDrawn: Final = A.KeepDrawn
_ChooseColor: Final = A.ChooseColor
_CallUno: Final = A.CallUno
_Catch: Final = A.Catch
_Challenge: Final = A.Challenge
_AcceptDraw: Final = A.AcceptDraw
_ACCEPT: Final = A.ACCEPT
_CALL_UNO: Final = A.CALL_UNO
_CHALLENGE: Final = A.CHALLENGE
_DRAW: Final = A.DRAW
_KEEP: Final = A.KEEP
_PASS: Final = A.PASS


_TURNS: Final[dict[int, E.TurnStarted]] = {}


def turn_started(pid: int) -> E.TurnStarted:
    """The TurnStarted event for ``pid``: events are immutable, so one per player is
    shared (nearly every action ends with one; building it each time is costly)."""
    ev = _TURNS.get(pid)
    if ev is None:
        if len(_TURNS) > 4096:
            _TURNS.clear()
        ev = _TURNS[pid] = _new(_TurnStarted, (pid,))
    return ev


_STEPS: Final[dict[int, tuple[tuple[int, float], ...]]] = {}


def _steps(n: int) -> tuple[tuple[int, float], ...]:
    """(i, float(i + 1)) for i = n-1 .. 1: the Fisher-Yates positions, built once per length."""
    got = _STEPS.get(n)
    if got is None:
        if len(_STEPS) > 512:
            _STEPS.clear()
        got = _STEPS[n] = tuple((i, float(i + 1)) for i in range(n - 1, 0, -1))
    return got


def shuffle(lst: list[int], rnd: Callable[[], float]) -> None:
    """Fisher-Yates driven by ``rng.random`` (fast, deterministic, serialisable rng).

    ``int(r() * k)`` with k the float i + 1 is the same number as with the int (the
    int is converted exactly); iterating precomputed pairs saves the loop arithmetic
    on every deal."""
    r = rnd  # bound method rng.random
    for i, k in _steps(len(lst)):
        j = int(r() * k)
        lst[i], lst[j] = lst[j], lst[i]


class Game(State):
    __slots__ = ()

    # -- small helpers -----------------------------------------------------
    def seat_of(self, pid: int) -> int:
        try:
            return self.players.index(pid)
        except ValueError:
            raise UnknownPlayer() from None

    def _check_live(self) -> None:
        if self.phase >= HAND_OVER:
            if self.phase == MATCH_OVER:
                raise MatchOver()
            raise HandOver()

    def _advance(self, steps: int, ev: Events) -> None:
        self.current = (self.current + self.direction * steps) % len(self.players)
        ev.append(turn_started(self.players[self.current]))

    def _reshuffle(self, ev: Events) -> bool:
        """R12: the discard pile under its top card becomes the draw pile."""
        d = self.discard
        if len(d) < 2:
            return False
        rest = d[:-1]
        del d[:-1]
        shuffle(rest, self.rnd)
        rest.extend(self.draw)  # draw is empty here; keep anything just in case
        self.draw = rest
        ev.append(_new(_Reshuffled, (len(rest),)))
        return True

    def _take(self, seat: int, n: int, ev: Events) -> list[int]:
        """Move up to ``n`` cards from the draw pile to a hand (C5: maybe fewer)."""
        draw = self.draw
        if 0 < n <= len(draw):  # enough cards, no reshuffle: the usual case, kept short
            if n == 1:
                got = [draw.pop()]
            else:
                got = draw[-n:]
                del draw[-n:]
                got.reverse()
            self.hands[seat].extend(got)
            if self.uno_ok:
                self.uno_ok.discard(self.players[seat])
            return got
        got = []
        while n > 0:
            draw = self.draw
            if not draw:
                if not self._reshuffle(ev):
                    break
                draw = self.draw
            k = n if n <= len(draw) else len(draw)
            part = draw[-k:]
            del draw[-k:]
            part.reverse()
            got.extend(part)
            n -= k
        if got:
            self.hands[seat].extend(got)
            self.uno_ok.discard(self.players[seat])
        return got

    def _give(self, seat: int, n: int, reason: str, ev: Events) -> int:
        got = self._take(seat, n, ev)
        ev.append(_new(_CardsDrawn, (self.players[seat], len(got), reason,
                                      tuple([CARDS[c] for c in got]))))
        return len(got)

    def _close_window(self) -> None:
        if self.catchable:
            self.catchable.clear()

    # -- playability (C3) ----------------------------------------------------
    def wd4_legal(self, hand: list[int]) -> bool:
        """R9 as configured, for the hand as it is (the card itself still in it)."""
        mode = self.rules.wd4
        if mode == "anytime":
            return True
        col = self.color
        if mode == "official":
            for c in hand:  # noqa: SIM110 (hot path: plain loop is faster)
                if c < WILD and CARD_COLOR[c] == col:
                    return False
            return True
        top = CARD_RANK[self.discard[-1]]
        for c in hand:
            if c == WILD4:
                continue
            if c >= WILD or CARD_COLOR[c] == col or CARD_RANK[c] == top:
                return False
        return True

    def playable(self, c: int, hand: list[int]) -> bool:
        """Legal as a normal play (no pending draw), honest Wild Draw Four only."""
        if c == WILD4:
            return self.wd4_legal(hand)
        return MATCHES[self.color * 16 + CARD_RANK[self.discard[-1]]][c]

    def stackable(self, c: int, hand: list[int]) -> bool:
        """R15/C4: may ``c`` be added to the pending draw?"""
        if not self.rules.stacking:
            return False
        if c == WILD4:
            return self.wd4_legal(hand)
        return CARD_RANK[c] == 12 and CARD_RANK[self.discard[-1]] == 12

    def has_playable(self, hand: list[int]) -> bool:
        ok = MATCHES[self.color * 16 + CARD_RANK[self.discard[-1]]]
        for c in hand:  # noqa: SIM110
            if ok[c]:
                return True
        return WILD4 in hand and self.wd4_legal(hand)

    def needs_target(self, c: int, hand_len: int) -> bool:
        # C8: a last card has no effect
        return hand_len > 1 and c in self.target_ids

    def can_jump_in(self, seat: int, c: int) -> bool:
        """R22: identical to the top card, not a wild, at a plain moment of play."""
        if not self.rules.jump_in or self.phase != PLAY or c >= WILD:
            return False
        if c != self.discard[-1]:
            return False
        return not (self.pending and not (self.rules.stacking and CARD_RANK[c] == 12))
