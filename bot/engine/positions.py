"""Positions: setting up any moment of a hand (tests, puzzles, replays, an AI's guesses),
dealing from a given deck order, and taking a player out of the seating (C9).

``Match.staged`` and ``Match.dealt`` are the public doors; these functions build the
state they wrap. Card lists accept ``Card`` values or codes (``"r5"``, ``"W4"``).
"""

from __future__ import annotations

import random
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from . import events as E
from .cards import CARD_COLOR, COLOR_INDEX, Card
from .deck import new_deck
from .errors import InvalidAction
from .rules import Rules
from .state import Events, Phase, State


def card_ids(cards: Iterable[Card | str]) -> list[int]:
    return [(c if isinstance(c, Card) else Card.from_code(c)).id for c in cards]


@dataclass(frozen=True, slots=True)
class Moment:
    """Where a staged hand stands besides whose turn it is (``Match.staged(moment=...)``).

    * ``has_drawn``: the player to act has drawn and decides now (R11: play or keep,
      or pass); ``drawn``: the playable card they drew (None under
      ``after_draw=play_any`` when it was not playable; given, it implies has_drawn);
    * ``pending_draw``: the cards the player to act faces (a Draw Two, a Wild Draw
      Four, a stack); ``wd4_by``: who played the lone Wild Draw Four they may challenge
      (R17), ``wd4_guilty``: whether that player held a card of the color (C2);
    * ``uno_called``: players at two cards who called UNO; ``called_at_one``: players
      at one card who called it (R18); ``catchable``: players at one card who may be
      caught (C6);
    * ``version``: the count of accepted actions (the stale-click check).
    """

    has_drawn: bool = False
    drawn: Card | str | None = None
    pending_draw: int = 0
    wd4_by: int | None = None
    wd4_guilty: bool = False
    uno_called: Collection[int] = ()
    called_at_one: Collection[int] = ()
    catchable: Sequence[int] = ()
    version: int = 0


def staged_state(players: list[int], rules: Rules, *,
                 hands: Mapping[int, Iterable[Card | str]], discard: Iterable[Card | str],
                 draw: Iterable[Card | str] = (), current: int | None = None,
                 direction: int = 1, color: str | None = None, dealer: int | None = None,
                 seed: int = 0, fill_draw: bool = True,
                 scores: Mapping[int, int] | None = None, departed: Iterable[int] = (),
                 hand_number: int = 1, moment: Moment | None = None) -> State:
    """A hand in play: ``hands`` per player, ``discard`` bottom..top, ``draw`` top first,
    ``current`` the player to act (default the first), ``direction`` +1/-1, ``color``
    the current color (default the top card's; None on a wild: the player to act names
    it), ``dealer`` (default the seat before ``current``), match ``scores`` and players
    who have ``departed``. ``fill_draw`` puts the rest of the deck under ``draw`` so that
    every card exists once (I1). ``seed`` drives later shuffles. ``moment``: what the
    game waits for besides a normal turn (a drawn card, a pending draw, UNO calls...)."""
    s = State.seated(players, rules, random.Random(seed))
    s.hands = [card_ids(hands.get(p, ())) for p in players]
    s.discard = card_ids(discard)
    if not s.discard:
        raise InvalidAction("A staged position needs a discard pile.")
    top = list(reversed(card_ids(draw)))
    if fill_draw:
        rest = new_deck(s)
        for c in [*top, *s.discard, *(c for h in s.hands for c in h)]:
            rest.remove(c)
        top = rest + top
    s.draw = top
    s.current = players.index(current) if current is not None else 0
    s.dealer = players.index(dealer) if dealer is not None else (s.current - 1) % len(players)
    s.direction = direction
    s.color = COLOR_INDEX[color] if color is not None else CARD_COLOR[s.discard[-1]]
    s.phase = Phase.COLOR if s.color < 0 else Phase.PLAY
    s.hand_no = hand_number
    s.departed = list(departed)
    for pid in s.departed:
        s.scores.setdefault(pid, 0)
    s.scores.update(scores or {})
    if moment is not None:
        _set_moment(s, moment)
    return s


def _set_moment(s: State, m: Moment) -> None:
    if m.has_drawn or m.drawn is not None:
        s.phase = Phase.DRAWN
        s.drawn = card_ids([m.drawn])[0] if m.drawn is not None else -1
    s.pending = m.pending_draw
    # only whether a draw card is pending matters (a Wild Draw Four played on it is
    # not a lone one, R17), not how many were stacked
    s.stack = 1 if m.pending_draw else 0
    s.wd4_by, s.wd4_guilty = m.wd4_by, m.wd4_guilty
    s.uno_ok = set(m.uno_called)
    s.called_at_one = set(m.called_at_one)
    s.catchable = list(m.catchable)
    s.version = m.version


def dealt_state(players: list[int], rules: Rules, deck: Iterable[Card | str], dealer: int,
                seed: int, scores: Mapping[int, int] | None,
                hand_number: int) -> tuple[State, list[int]]:
    """A state ready for ``deck.deal`` with ``dealer`` and the order to deal (the deal
    takes from the end of the list: the top card)."""
    s = State.seated(players, rules, random.Random(seed))
    order = card_ids(deck)
    if sorted(order) != sorted(new_deck(s)):
        raise InvalidAction(f"The deck must hold exactly the {rules.deck_size} cards of "
                            "these rules.")
    s.dealer = players.index(dealer)
    s.hand_no = hand_number - 1  # deal() counts the new hand
    s.scores.update(scores or {})
    return s, order[::-1]


def unseat(s: State, seat: int, ev: Events) -> None:
    """C9: the player at ``seat`` leaves; mid-hand their cards go under the draw pile,
    and if it was their turn the next player plays and a pending draw lapses."""
    pid = s.players[seat]
    s.draw[:0] = s.hands[seat]  # (after a hand, too, so that I1 holds)
    n = len(s.players) - 1
    del s.players[seat]
    del s.hands[seat]
    s.departed.append(pid)
    s.uno_ok.discard(pid)
    s.called_at_one.discard(pid)
    if pid in s.catchable:
        s.catchable.remove(pid)
    if s.wd4_by == pid:
        s.wd4_by = None
    if seat < s.dealer:
        s.dealer -= 1
    elif seat == s.dealer:
        s.dealer = (seat - 1) % n
    if seat < s.current:
        s.current -= 1
    elif seat == s.current:
        s.current = (seat if s.direction == 1 else seat - 1) % n
        if s.live:
            s.pending = s.stack = 0
            s.wd4_by = None
            s.drawn = -1
            if s.phase is Phase.DRAWN:
                s.phase = Phase.PLAY
            ev.append(E.TurnStarted(s.players[s.current]))
    if s.current >= n:
        s.current = 0
