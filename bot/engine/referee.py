"""The referee: which rule module checks each action, what a player may do now (derived
from those same checks), and what an expired turn does.

``check`` returns the accepted move without changing anything (I3); calling the move
applies it. ``legal_actions`` lists candidate actions (one per button) and keeps those
the check accepts, so legality lives only in the rule modules.
"""

from __future__ import annotations

from . import actions as A
from .cards import CARD_COLOR, CARDS, COLORS, WILD, WILD4
from .deck import check_choose_color
from .drawing import check_draw, check_pass, end_after_draw, must_play_now
from .errors import InvalidAction, RuleError
from .matching import needs_target, playable
from .penalties import check_accept, check_challenge
from .playing import card_refusal, check_play, check_play_drawn
from .state import Move, Phase, State
from .uno import call_refusal, check_call_uno, check_catch


def check(s: State, pid: int, action: object) -> Move:
    """The move ``action`` makes for ``pid``, or the RuleError saying why not."""
    match action:
        case A.PlayCard() | A.JumpIn():
            return check_play(s, pid, action)
        case A.Draw():
            return check_draw(s, pid)
        case A.CallUno():
            return check_call_uno(s, pid)
        case A.PlayDrawn():
            return check_play_drawn(s, pid, action)
        case A.Pass() | A.KeepDrawn():
            return check_pass(s, pid, action)
        case A.AcceptDraw():
            return check_accept(s, pid)
        case A.Challenge():
            return check_challenge(s, pid)
        case A.ChooseColor():
            return check_choose_color(s, pid, action)
        case A.Catch():
            return check_catch(s, pid, action)
    raise InvalidAction("Unknown action.")


def allowed(s: State, pid: int, action: A.Action) -> bool:
    try:
        check(s, pid, action)
    except RuleError:
        return False
    return True


def legal_actions(s: State, pid: int, expand: bool = False) -> list[A.Action]:
    """Everything ``pid`` may do now, one entry per button, [] once the hand is over.

    With ``expand=False`` a wild card appears once with ``color=None`` (the UI asks for
    the color) and a card needing a target once with ``target=None``; with
    ``expand=True`` every color/target combination is listed (for bots and tests).
    Color and target never change whether a card may be played, so each card is
    checked once, with its first combination.
    """
    if not s.live:
        return []
    seat = s.seat_of(pid)
    out: list[A.Action] = [A.CALL_UNO] if call_refusal(s, pid) is None else []
    out += [a for a in map(A.Catch, s.catchable) if allowed(s, pid, a)]
    if seat != s.current:
        if s.top in s.hands[seat]:
            out += _plays(s, pid, seat, s.top, expand, A.JumpIn)
        return out
    if s.phase is Phase.COLOR:
        return out + [A.ChooseColor(color) for color in COLORS]
    if s.phase is Phase.DRAWN and s.drawn >= 0:
        out += _plays(s, pid, seat, s.drawn, expand, A.PlayDrawn)
    for c in playable_cards(s, pid):
        out += _entries(s, pid, seat, c, expand, A.PlayCard)
    if s.phase is Phase.DRAWN:
        done = end_after_draw(s.rules)
        return out + [done] if allowed(s, pid, done) else out
    answers: list[A.Action] = [A.CHALLENGE, A.ACCEPT] if s.pending else [A.DRAW]
    return out + [a for a in answers if allowed(s, pid, a)]


def playable_cards(s: State, pid: int) -> list[int]:
    """The cards ``pid`` may play from their hand now with PlayCard (their turn; the
    card just drawn is PlayDrawn's), each once, in the order of legal_actions' buttons
    (a Wild Draw Four last on a normal turn). [] out of turn. Each card is judged by
    its one check (card_refusal): legal_actions lists its plays from here."""
    if not s.live:
        return []
    seat = s.seat_of(pid)
    if seat != s.current or s.phase is Phase.COLOR:
        return []
    cards = list(dict.fromkeys(s.hands[seat]))
    if s.phase is Phase.DRAWN:
        cards = [c for c in cards if c != s.drawn]
    elif not s.pending and WILD4 in cards:  # the Wild Draw Four buttons come last
        cards = [c for c in cards if c != WILD4] + [WILD4]
    return [c for c in cards if card_refusal(s, seat, c, False) is None]


def _plays(s: State, pid: int, seat: int, c: int, expand: bool,
           kind: type[A.JumpIn] | type[A.PlayDrawn]) -> list[A.Action]:
    """The entries for a jump-in with ``c`` or playing the drawn card ``c``, if allowed
    (checked with its first color/target: they never change whether it may be played)."""
    color = COLORS[0] if c >= WILD else None
    target = next(p for p in s.players if p != pid) \
        if needs_target(s, c, len(s.hands[seat])) else None
    if not allowed(s, pid, _entry(kind, c, color, target)):
        return []
    return _entries(s, pid, seat, c, expand, kind)


def _entries(s: State, pid: int, seat: int, c: int, expand: bool,
             kind: type[A.PlayCard] | type[A.JumpIn] | type[A.PlayDrawn]) -> list[A.Action]:
    """The entries for playing ``c`` (already judged playable): one, or with
    ``expand`` one per color/target combination."""
    if not expand:
        return [_entry(kind, c, None, None)]
    colors = COLORS if c >= WILD else (None,)
    targets: list[int | None] = [None]
    if needs_target(s, c, len(s.hands[seat])):
        targets = [p for p in s.players if p != pid]
    return [_entry(kind, c, col, t) for t in targets for col in colors]


def _entry(kind: type[A.PlayCard] | type[A.JumpIn] | type[A.PlayDrawn], c: int,
           color: str | None, target: int | None) -> A.Action:
    if kind is A.PlayDrawn:
        return A.PlayDrawn(color, target)
    if kind is A.JumpIn:
        return A.JumpIn(CARDS[c], color, target)
    return A.PlayCard(CARDS[c], color, target)


def best_color(hand: list[int]) -> str:
    """The color the hand holds most of (ties: red, yellow, green, blue order)."""
    counts = [0, 0, 0, 0]
    for c in hand:
        if CARD_COLOR[c] >= 0:
            counts[CARD_COLOR[c]] += 1
    return COLORS[counts.index(max(counts))]


def timeout_action(s: State, pid: int) -> A.Action:
    """The simple move an expired turn makes for ``pid`` (the player to act)."""
    seat = s.seat_of(pid)
    hand = s.hands[seat]
    if s.phase is Phase.COLOR:
        return A.ChooseColor(best_color(hand))
    if s.phase is Phase.PLAY:
        if s.pending:
            return A.ACCEPT
        return (_first_play(s, seat) or A.DRAW) if s.rules.forced_play else A.DRAW
    if not must_play_now(s, seat):
        return end_after_draw(s.rules)
    if s.drawn >= 0:
        return A.PlayDrawn(best_color(hand) if s.drawn >= WILD else None,
                           _first_target(s, seat, s.drawn))
    return _first_play(s, seat) or A.PASS


def _first_target(s: State, seat: int, c: int) -> int | None:
    if needs_target(s, c, len(s.hands[seat])):
        return s.players[(seat + 1) % len(s.players)]
    return None


def _first_play(s: State, seat: int) -> A.PlayCard | None:
    """The first playable card of the hand, with its color and target filled in."""
    hand = s.hands[seat]
    for c in hand:
        if playable(s, c, hand):
            color = best_color(hand) if c >= WILD else None
            return A.PlayCard(CARDS[c], color, _first_target(s, seat, c))
    return None
