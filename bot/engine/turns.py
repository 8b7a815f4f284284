"""Turn order: who acts next, out-of-turn refusals, Skip and Reverse (R13, R14, R23)."""

from __future__ import annotations

from . import events as E
from .errors import DecisionPending, NotYourTurn
from .state import Events, Phase, State


def advance(s: State, steps: int, ev: Events) -> None:
    """The turn moves ``steps`` seats on from the player to act."""
    s.current = s.seat_after(s.current, steps)
    ev.append(E.TurnStarted(s.players[s.current]))


def require_turn(s: State, pid: int) -> int:
    """The seat of ``pid``, who must be the player to act (R23)."""
    seat = s.current
    if s.players[seat] == pid:
        return seat
    s.seat_of(pid)  # a stranger hears that first
    refuse_out_of_turn(s)
    return seat  # (not reached)


def refuse_out_of_turn(s: State) -> None:
    """R23: a move out of turn is refused, saying whether a decision is awaited."""
    if s.phase is not Phase.PLAY or s.pending:
        raise DecisionPending(
            "It's not your turn: the game is waiting for another player's decision.")
    raise NotYourTurn()


def skip(s: State, seat: int, ev: Events) -> None:
    """R13: the next player loses the turn (played from ``seat``)."""
    ev.append(E.PlayerSkipped(s.players[s.seat_after(seat)]))
    s.current = s.seat_after(seat, 2)
    ev.append(E.TurnStarted(s.players[s.current]))


def reverse(s: State, seat: int, ev: Events) -> None:
    """R14: the direction flips; with two players it acts as a Skip."""
    if len(s.players) == 2:
        ev.append(E.PlayerSkipped(s.players[1 - seat]))
        s.current = seat
        advance(s, 2, ev)
        return
    s.direction = -s.direction
    ev.append(E.DirectionReversed(s.direction))
    s.current = s.seat_after(seat)
    ev.append(E.TurnStarted(s.players[s.current]))
