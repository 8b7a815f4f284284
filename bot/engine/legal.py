"""What a player may do now (``legal_actions``) and what a timeout does."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from . import actions as A
from .cards import CARD_COLOR, CARD_RANK, CARDS, COLORS, MATCHES, N_IDS, WILD, WILD4
from .game import (
    _ACCEPT,
    _CALL_UNO,
    _CHALLENGE,
    _DRAW,
    _KEEP,
    _PASS,
    _Catch,
    _ChooseColor,
    _JumpIn,
    _PlayCard,
    _PlayDrawn,
)
from .state import COLOR, HAND_OVER, PLAY

if TYPE_CHECKING:
    from .match import Match

_PLAY: Final = tuple(_PlayCard(CARDS[i]) for i in range(N_IDS))
_PLAY_COLOR: Final = tuple(tuple(_PlayCard(CARDS[i], col) for col in COLORS) for i in range(N_IDS))
_JUMP: Final = tuple(_JumpIn(CARDS[i]) for i in range(N_IDS))
_CHOOSE: Final = tuple(_ChooseColor(col) for col in COLORS)
_PLAY_DRAWN: Final = _PlayDrawn()
_PLAY_DRAWN_COLOR: Final = tuple(_PlayDrawn(col) for col in COLORS)
_CATCH: Final[dict[int, A.Catch]] = {}


def _catch(t: int) -> A.Catch:
    a = _CATCH.get(t)
    if a is None:
        if len(_CATCH) > 4096:
            _CATCH.clear()
        a = _CATCH[t] = _Catch(t)
    return a


def _plays(m: Match, seat: int, c: int, expand: bool, out: list[A.Action],
           drawn: bool = False) -> None:
    """Append the PlayCard (or PlayDrawn) entries for card ``c``."""
    if not expand:
        out.append(_PLAY_DRAWN if drawn else _PLAY[c])
        return
    wild = c >= WILD
    if m.needs_target(c, len(m.hands[seat])):
        me = m.players[seat]
        for t in m.players:
            if t == me:
                continue
            for col in (COLORS if wild else (None,)):
                out.append(_PlayDrawn(col, t) if drawn else _PlayCard(CARDS[c], col, t))
    elif wild:
        out.extend(_PLAY_DRAWN_COLOR if drawn else _PLAY_COLOR[c])
    else:
        out.append(_PLAY_DRAWN if drawn else _PLAY[c])


def legal_actions(m: Match, pid: int, expand: bool = False) -> list[A.Action]:
    """Everything ``pid`` may do now, one entry per button.

    With ``expand=False`` a wild card appears once with ``color=None`` (the UI asks
    for the color; see ``card.is_wild``) and a card needing a target appears once
    with ``target=None`` (see ``PlayerView.needs_target``). With ``expand=True``
    every color/target combination is listed (for bots and tests).
    """
    phase = m.phase
    if phase >= HAND_OVER:
        return []
    seat = m.current
    if m.players[seat] != pid:
        seat = m.seat_of(pid)
    hand = m.hands[seat]
    out: list[A.Action] = []
    catchable = m.catchable
    if catchable:
        if (len(hand) == 2 and pid not in m.uno_ok) or pid in catchable:
            out.append(_CALL_UNO)
        for t in catchable:
            if t != pid and len(m.hands[m.players.index(t)]) == 1:
                out.append(_catch(t))
    elif len(hand) == 2 and pid not in m.uno_ok:
        out.append(_CALL_UNO)
    if seat == m.current:
        if phase == PLAY:
            if m.pending:
                for c in dict.fromkeys(hand):
                    if m.stackable(c, hand):
                        _plays(m, seat, c, expand, out)
                if m.wd4_by is not None:
                    out.append(_CHALLENGE)
                out.append(_ACCEPT)
                return out
            ok = MATCHES[m.color * 16 + CARD_RANK[m.discard[-1]]]
            tids = m.target_ids
            # Distinct playable cards in hand order. Only the few playable cards are
            # de-duplicated (against a short list of ints): cheaper than
            # dict.fromkeys(hand) over the whole hand, on the hottest path.
            seen: list[int] = []
            wd4_held = False  # found in the same pass (a Wild Draw Four never "matches")
            for c in hand:
                if ok[c]:
                    if c in seen:
                        continue
                    seen.append(c)
                    if c in tids:
                        _plays(m, seat, c, expand, out)
                    elif c < WILD:
                        out.append(_PLAY[c])
                    elif expand:
                        out.extend(_PLAY_COLOR[c])
                    else:
                        out.append(_PLAY[c])
                elif c == WILD4:
                    wd4_held = True
            any_playable = bool(seen)
            if wd4_held:
                fair = m.wd4_legal(hand)
                if fair or (m.rules.challenge_possible and len(hand) > 1):  # C1 bluff
                    # (what _plays gives: a Wild Draw Four never needs a target)
                    if expand:
                        out.extend(_PLAY_COLOR[WILD4])
                    else:
                        out.append(_PLAY[WILD4])
                any_playable = any_playable or fair
            if not (any_playable and m.rules.forced_play):
                out.append(_DRAW)
        elif phase == COLOR:
            out.extend(_CHOOSE)
        else:  # DRAWN
            if m.drawn >= 0:
                _plays(m, seat, m.drawn, expand, out, drawn=True)
            if m.rules.after_draw == "play_any":
                bluff = m.rules.challenge_possible and len(hand) > 1
                for c in dict.fromkeys(hand):
                    if c != m.drawn and (m.playable(c, hand) or c == WILD4 and bluff):
                        _plays(m, seat, c, expand, out)
                if not m.must_play_now(seat):
                    out.append(_PASS)
            elif not m.must_play_now(seat):
                out.append(_KEEP)
    elif m.rules.jump_in and phase == PLAY:
        top = m.discard[-1]
        if top < WILD and top in hand and m.can_jump_in(seat, top):
            if expand and m.needs_target(top, len(hand)):
                for p in m.players:
                    if p != pid:
                        out.append(_JumpIn(CARDS[top], None, p))
            else:
                out.append(_JUMP[top])
    return out


def best_color(hand: list[int]) -> str:
    """The color the hand holds most of (ties: red, yellow, green, blue order)."""
    counts = [0, 0, 0, 0]
    for c in hand:
        k = CARD_COLOR[c]
        if k >= 0:
            counts[k] += 1
    return COLORS[counts.index(max(counts))]


def _first_target(m: Match, seat: int) -> int:
    return m.players[(seat + 1) % len(m.players)]


def timeout_action(m: Match, pid: int) -> A.Action:
    """The simple move an expired turn makes for ``pid`` (who must be the one to act)."""
    seat = m.seat_of(pid)
    hand = m.hands[seat]
    if m.phase == COLOR:
        return _ChooseColor(best_color(hand))
    if m.phase == PLAY:
        if m.pending:
            return _ACCEPT
        if m.rules.forced_play:
            return _first_play(m, seat) or _DRAW
        return _DRAW
    # DRAWN
    if not m.must_play_now(seat):
        return _PASS if m.rules.after_draw == "play_any" else _KEEP
    if m.drawn >= 0:
        col = best_color(hand) if m.drawn >= WILD else None
        tgt = _first_target(m, seat) if m.needs_target(m.drawn, len(hand)) else None
        return _PlayDrawn(col, tgt)
    return _first_play(m, seat) or _PASS


def _first_play(m: Match, seat: int) -> A.PlayCard | None:
    """The first playable card of the hand, with its color and target filled in."""
    hand = m.hands[seat]
    for c in hand:
        if m.playable(c, hand):
            col = best_color(hand) if c >= WILD else None  # (best_color skips wilds)
            tgt = _first_target(m, seat) if m.needs_target(c, len(hand)) else None
            return _PlayCard(CARDS[c], col, tgt)
    return None
