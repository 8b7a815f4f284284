"""Draw Two and Wild Draw Four: the draw penalty, stacking, the challenge, taking the
cards (R15, R17, R24, C1, C2, C4, C7)."""

from __future__ import annotations

from functools import partial

from . import events as E
from .cards import CARD_RANK, CARDS, DRAW2, WILD4
from .deck import give
from .errors import InvalidAction
from .matching import wd4_legal
from .state import Events, Move, Phase, State
from .turns import advance, require_turn
from .uno import close_window


def penalty_of(c: int) -> int:
    """Cards a draw card adds to the penalty (0 for any other card)."""
    return 4 if c == WILD4 else 2 if CARD_RANK[c] == DRAW2 else 0


def stackable(s: State, c: int, hand: list[int]) -> bool:
    """R15/C4: may ``c`` be added to the pending draw? Never a Draw Two on a Wild Draw
    Four; an unfair Wild Draw Four is refused (R9 as configured)."""
    if not s.rules.stacking:
        return False
    if c == WILD4:
        return wd4_legal(s, hand)
    return CARD_RANK[c] == DRAW2 and s.top_rank == DRAW2


def add_draw(s: State, seat: int, c: int, guilty: bool, ev: Events) -> None:
    """R15: a draw card played from ``seat`` (not a last card): the next player faces it.

    A lone Wild Draw Four waits for challenge-or-accept (R17); with stacking the next
    player may add to it (C4); otherwise the next player draws at once."""
    s.pending += penalty_of(c)
    s.stack += 1
    if c == WILD4 and s.stack == 1 and s.rules.challenge_possible:
        s.wd4_by = s.players[seat]
        s.wd4_guilty = guilty
        advance(s, 1, ev)
    elif s.rules.stacking:
        advance(s, 1, ev)
        ev.append(E.DrawStacked(s.players[s.current], s.pending))
    else:
        penalize_next(s, ev)


def penalize_next(s: State, ev: Events) -> None:
    """The next player draws the pending total and loses the turn."""
    victim = s.seat_after(s.current)
    give(s, victim, s.pending, "penalty", ev)
    ev.append(E.PlayerSkipped(s.players[victim]))
    s.pending = s.stack = 0
    advance(s, 2, ev)


def last_card_penalty(s: State, seat: int, c: int, ev: Events) -> None:
    """R24: going out on a draw card, the next player draws those cards first."""
    if penalty_of(c):
        s.pending += penalty_of(c)
        give(s, s.seat_after(seat), s.pending, "penalty", ev)


def check_challenge(s: State, pid: int) -> Move:
    """R17: only the victim of a lone Wild Draw Four, before drawing."""
    s.require_live()
    seat = require_turn(s, pid)
    if s.phase is not Phase.PLAY or not s.pending or s.wd4_by is None:
        raise InvalidAction("There is no Wild Draw Four to challenge.")
    return partial(challenge, s, seat)


def challenge(s: State, seat: int) -> Events:
    pid = s.players[seat]
    close_window(s)
    by = s.wd4_by
    assert by is not None  # checked
    by_seat = s.players.index(by)
    ev: Events = [E.ChallengeResult(pid, by, s.wd4_guilty,
                                    tuple(CARDS[c] for c in s.hands[by_seat]))]
    s.wd4_by = None
    if s.wd4_guilty:  # they draw 4 instead; the challenger then plays a normal turn
        give(s, by_seat, 4, "challenge", ev)
    else:  # the challenger draws 6 (or the stack plus 2) and loses the turn
        give(s, seat, s.pending + 2, "challenge", ev)
        ev.append(E.PlayerSkipped(pid))
        advance(s, 1, ev)
    s.pending = s.stack = 0
    return ev


def check_accept(s: State, pid: int) -> Move:
    """Take the pending cards (always allowed facing a draw, C4)."""
    s.require_live()
    seat = require_turn(s, pid)
    if s.phase is not Phase.PLAY or not s.pending:
        raise InvalidAction("There are no cards to take.")
    return partial(accept, s, seat)


def accept(s: State, seat: int) -> Events:
    close_window(s)
    ev: Events = []
    give(s, seat, s.pending, "penalty", ev)
    ev.append(E.PlayerSkipped(s.players[seat]))
    s.pending = s.stack = 0
    s.wd4_by = None
    advance(s, 1, ev)
    return ev
