"""Drawing instead of playing, and what may follow: play the drawn card, keep it, pass
(R10-R12, C3, C5). Playing the drawn card itself is in playing.py."""

from __future__ import annotations

from functools import partial

from . import actions as A
from . import events as E
from .cards import CARDS
from .deck import take
from .errors import CannotDraw, CannotPass, DecisionPending
from .matching import has_playable, playable
from .penalties import check_accept
from .rules import Rules
from .state import Events, Move, Phase, State
from .turns import advance, require_turn
from .uno import close_window


def check_draw(s: State, pid: int) -> Move:
    """R10: draw instead of playing (facing a draw, Draw takes the cards)."""
    s.require_live()
    seat = require_turn(s, pid)
    if s.phase is Phase.COLOR:
        raise DecisionPending("Choose the color of the first card first.")
    if s.phase is Phase.DRAWN:
        raise CannotDraw("You already drew this turn.")
    if s.pending:
        return check_accept(s, pid)
    if s.rules.forced_play and has_playable(s, s.hands[seat]):
        raise CannotDraw("You must play: you have a playable card.")
    return partial(draw, s, seat)


def draw(s: State, seat: int) -> Events:
    """R10/R11 (and draw_until_playable): the player keeps the turn if they may play
    now, else the turn passes. C5: an empty pile gives nothing."""
    pid, hand = s.players[seat], s.hands[seat]
    close_window(s)
    ev: Events = []
    got = take(s, seat, 1, ev)
    while s.rules.draw_until_playable and got and not playable(s, got[-1], hand):
        more = take(s, seat, 1, ev)
        if not more:
            break
        got += more
    ev.append(E.CardsDrawn(pid, len(got), "draw", tuple(CARDS[c] for c in got)))
    if got and playable(s, got[-1], hand):
        s.phase, s.drawn = Phase.DRAWN, got[-1]
    elif s.rules.after_draw == "play_any" and has_playable(s, hand):
        s.phase, s.drawn = Phase.DRAWN, -1
    else:
        ev.append(E.Passed(pid))
        advance(s, 1, ev)
    return ev


def must_play_now(s: State, seat: int) -> bool:
    """After drawing (R11, R10): is keeping the drawn card or passing refused?"""
    rules = s.rules
    if s.drawn >= 0 and (rules.after_draw == "must_play_drawn" or rules.forced_play):
        return True
    return (rules.after_draw == "play_any" and rules.forced_play
            and has_playable(s, s.hands[seat]))


def end_after_draw(rules: Rules) -> A.Pass | A.KeepDrawn:
    """The move that ends a turn after drawing: Pass under ``after_draw=play_any`` (any
    card could have been played), else KeepDrawn (the drawn card is kept)."""
    return A.PASS if rules.after_draw == "play_any" else A.KEEP


def check_pass(s: State, pid: int, a: A.Pass | A.KeepDrawn) -> Move:
    """End the turn after drawing (KeepDrawn and Pass are the same move)."""
    s.require_live()
    seat = require_turn(s, pid)
    if s.phase is not Phase.DRAWN:
        if s.phase is Phase.PLAY and not s.pending:
            raise CannotPass("Draw a card first (or play one).")
        raise CannotPass()
    if must_play_now(s, seat):
        raise CannotPass("You must play the playable card.")
    return partial(pass_turn, s, seat, isinstance(a, A.KeepDrawn))


def pass_turn(s: State, seat: int, kept: bool) -> Events:
    pid = s.players[seat]
    s.phase, s.drawn = Phase.PLAY, -1
    ev: Events = [E.CardKept(pid) if kept else E.Passed(pid)]
    advance(s, 1, ev)
    return ev
