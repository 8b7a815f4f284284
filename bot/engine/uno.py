"""Calling UNO and catching a player who didn't (R18-R20, C6).

``uno_ok`` holds the players who called while holding two cards; ``catchable`` those
left at one card by their own play without a call, while the catch window is open;
``called_at_one`` those at one card who called (before the play or just after it), for
as long as that one-card hand lasts.
"""

from __future__ import annotations

from functools import partial

from . import actions as A
from . import events as E
from .cards import CARDS
from .deck import take
from .errors import FalseCatch, Refusal, UnoError
from .state import Events, Move, State


def after_play(s: State, seat: int, ev: Events) -> None:
    """R18/R19: the duty of a player whose own play left them one card."""
    pid = s.players[seat]
    if len(s.hands[seat]) != 1:
        return
    if pid in s.uno_ok:
        s.uno_ok.discard(pid)
        s.called_at_one.add(pid)
    elif s.rules.uno_penalty == "automatic":
        got = take(s, seat, s.rules.uno_penalty_cards, ev)
        ev.append(E.PenaltyApplied(pid, len(got), "automatic", None,
                                   tuple(CARDS[c] for c in got)))
    else:
        s.catchable.append(pid)


def hands_changed(s: State, seats: list[int]) -> None:
    """C6: a hand received by an exchange (Seven-O, blank) voids its holder's early call,
    and never creates the duty; the other players keep theirs."""
    for seat in seats:
        s.uno_ok.discard(s.players[seat])
        s.called_at_one.discard(s.players[seat])


def close_window(s: State) -> None:
    """C6: the catch window closes (a play, draw, challenge or accept of the player to
    act, or any jump-in)."""
    s.catchable.clear()


def check_call_uno(s: State, pid: int) -> Move:
    s.require_live()
    refusal = call_refusal(s, pid)
    if refusal is not None:
        raise refusal()
    # called just after the play (before being caught), or before the next-to-last card
    return partial(call_uno, s, pid, pid in s.catchable)


def call_refusal(s: State, pid: int) -> Refusal | None:
    """R18/C6: why ``pid`` may not call UNO now (None: they may). Returned unbuilt:
    legal_actions asks it for every seat at every step."""
    if pid in s.catchable:  # called just after the play, before being caught
        return None
    hand = s.hand_of(pid)
    if len(hand) == 2 and pid not in s.uno_ok:  # called before the next-to-last card
        return None
    if pid in s.uno_ok:
        return partial(UnoError, "You already called UNO.")
    if len(hand) == 1 and s.rules.uno_penalty == "automatic":
        return partial(UnoError, "Too late: call UNO before playing your next-to-last card.")
    return partial(UnoError, "You can call UNO when you have two cards "
                             "(or just played down to one).")


def call_uno(s: State, pid: int, late: bool) -> Events:
    if late:
        s.catchable.remove(pid)
        s.called_at_one.add(pid)
    else:
        s.uno_ok.add(pid)
    return [E.UnoCalled(pid)]


def check_catch(s: State, pid: int, a: A.Catch) -> Move:
    s.require_live()
    s.seat_of(pid)
    target = a.target
    if target == pid:
        raise FalseCatch("You can't catch yourself.")
    if target not in s.players:
        raise FalseCatch("That player is not in the game.")
    if len(s.hand_of(target)) != 1:
        raise FalseCatch("That player has more than one card.")
    if target not in s.catchable:
        raise FalseCatch("That player is safe: they called UNO or the chance has passed.")
    return partial(catch, s, pid, target)


def catch(s: State, pid: int, target: int) -> Events:
    """R19/R20: the caught player draws the penalty."""
    s.catchable.remove(target)
    ev: Events = []
    got = take(s, s.players.index(target), s.rules.uno_penalty_cards, ev)
    ev.append(E.PenaltyApplied(target, len(got), "caught", pid, tuple(CARDS[c] for c in got)))
    return ev
