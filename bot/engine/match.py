"""``Match``: the one object the UI holds — a series of hands (R5, R6, R7, R25, R26).

    m = Match.new([111, 222, 333], Rules.from_preset("official"), random.Random(7))
    events = m.apply(222, PlayCard(Card.from_code("r5")))
    m.legal_actions(222); m.view_for(222); m.public_view()
    m.apply_timeout(m.to_act); m.remove_player(333); m.start_next_hand()
    data = m.to_dict(); Match.from_dict(data)

All randomness comes from the ``rng`` given to ``new`` (serialised with the state).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any, cast

from . import actions as A
from . import events as E
from .cards import (
    BLANKS_DECK,
    CARD_COLOR,
    CARD_POINTS,
    CARD_RANK,
    CARDS,
    COLOR_INDEX,
    COLORS,
    STANDARD_DECK,
    WILD4,
    Card,
)
from .errors import InvalidAction, MatchOver, RuleError, TooManyPlayers
from .game import (
    Events,
    _AcceptDraw,
    _CallUno,
    _Catch,
    _Challenge,
    _ChooseColor,
    _DealerChosen,
    _DirectionReversed,
    _Draw,
    _HandEnded,
    _HandStarted,
    _JumpIn,
    _KeepDrawn,
    _MatchEnded,
    _new,
    _Pass,
    _PlayCard,
    _PlayDrawn,
    _PlayerLeft,
    _PlayerSkipped,
    _TurnStarted,
    shuffle,
    turn_started,
)
from .handlers import Handlers
from .legal import legal_actions as _legal_actions
from .legal import timeout_action
from .rules import Rules
from .state import COLOR, DRAWN, HAND_OVER, MATCH_OVER, PLAY


class Match(Handlers):
    __slots__ = ("opening_events",)

    def __init__(self, players: Sequence[int], rules: Rules, rng: random.Random) -> None:
        super().__init__(list(players), rules, rng)
        self.opening_events: tuple[E.Event, ...] = ()

    # -- construction ------------------------------------------------------------
    @classmethod
    def new(cls, players: Sequence[int], rules: Rules | None = None,
            rng: random.Random | None = None) -> Match:
        """Seat ``players`` in this order, choose the dealer (R5) and deal hand 1.

        The events of that (DealerChosen, HandStarted, ...) are in ``opening_events``.
        """
        rules = rules or Rules()
        rng = rng if rng is not None else random.Random()
        ids = list(players)
        if len(set(ids)) != len(ids):
            raise InvalidAction("Each player can only sit once.")
        if not all(isinstance(p, int) and not isinstance(p, bool) for p in ids):
            raise InvalidAction("Player ids must be ints.")
        if len(ids) < 2:
            raise InvalidAction("UNO needs at least 2 players.")
        if len(ids) > rules.max_players:
            raise TooManyPlayers(f"This table allows at most {rules.max_players} players.")
        m = cls(ids, rules, rng)
        ev: Events = []
        m.dealer = m._choose_dealer(ev)
        m._deal(ev)
        m.opening_events = tuple(ev)
        return m

    @classmethod
    def staged(cls, players: Sequence[int], rules: Rules | None = None, *,
               hands: dict[int, Iterable[Card | str]],
               discard: Iterable[Card | str], draw: Iterable[Card | str] = (),
               current: int | None = None, direction: int = 1, color: str | None = None,
               dealer: int | None = None, seed: int = 0, fill_draw: bool = True,
               scores: dict[int, int] | None = None) -> Match:
        """A match in a given position (for tests). ``discard`` is bottom..top, ``draw``
        is listed top first. With ``fill_draw`` the rest of the deck goes under
        ``draw`` so every card exists once (I1)."""
        rules = rules or Rules()
        m = cls(list(players), rules, random.Random(seed))

        def ids(cards: Iterable[Card | str]) -> list[int]:
            return [(c if isinstance(c, Card) else Card.from_code(c)).id for c in cards]

        m.hands = [ids(hands.get(p, ())) for p in m.players]
        m.discard = ids(discard)
        top = list(reversed(ids(draw)))
        if fill_draw:
            rest = m._new_deck()
            for c in [*top, *m.discard, *(c for h in m.hands for c in h)]:
                rest.remove(c)
            top = rest + top
        m.draw = top
        m.current = m.players.index(current) if current is not None else 0
        m.dealer = (m.players.index(dealer) if dealer is not None
                    else (m.current - 1) % len(m.players))
        m.direction = direction
        tc = m.discard[-1]
        m.color = COLOR_INDEX[color] if color is not None else CARD_COLOR[tc]
        m.phase = COLOR if m.color < 0 else PLAY
        m.hand_no = 1
        if scores:
            m.scores.update(scores)
        return m

    # -- R5 dealer, R6 deal, R7 first card ------------------------------------------
    def _new_deck(self) -> list[int]:
        """R1/R2: the whole deck for these rules, in a fixed order."""
        return list(BLANKS_DECK if self.rules.deck == "with_blanks" else STANDARD_DECK)

    def _choose_dealer(self, ev: Events) -> int:
        rnd = self.rnd
        pool = self._new_deck()
        tied = list(range(len(self.players)))
        turned: list[tuple[int, Card]] = []
        while True:
            best = -1
            top: list[int] = []
            for seat in tied:
                if not pool:
                    pool = self._new_deck()
                i = int(rnd() * len(pool))
                c = pool[i]
                pool[i] = pool[-1]
                pool.pop()
                turned.append((self.players[seat], CARDS[c]))
                p = CARD_POINTS[c]
                if p > best:
                    best, top = p, [seat]
                elif p == best:
                    top.append(seat)
            if len(top) == 1:
                ev.append(_new(_DealerChosen, (self.players[top[0]], tuple(turned))))
                return top[0]
            tied = top

    def _deal(self, ev: Events) -> None:
        n = len(self.players)
        self.hand_no += 1
        deck = self._new_deck()
        shuffle(deck, self.rnd)
        L = len(deck)
        dealer = self.dealer
        hands: list[list[int]] = [[] for _ in range(n)]
        for k in range(n):  # one at a time, starting left of the dealer (C11)
            start = L - 1 - k
            hands[(dealer + 1 + k) % n] = deck[start:start - 7 * n:-n]
        del deck[L - 7 * n:]
        self.hands = hands
        while deck[-1] == WILD4:  # R7: returned, reshuffled, turn another
            shuffle(deck, self.rnd)
        first = deck.pop()
        self.draw = deck
        self.discard = [first]
        self.direction = 1
        self.pending = self.stack = 0
        self.wd4_by = None
        self.wd4_guilty = False
        self.uno_ok.clear()
        self.catchable.clear()
        self.drawn = -1
        self.phase = PLAY
        self.hand_winner = None
        self.color = CARD_COLOR[first]
        ev.append(_new(_HandStarted, (self.hand_no, self.players[dealer], CARDS[first])))
        left = (dealer + 1) % n
        rank = CARD_RANK[first]
        self.current = left
        if rank == 10:
            ev.append(_new(_PlayerSkipped, (self.players[left],)))
            self.current = (left + 1) % n
        elif rank == 11:
            if n == 2:
                ev.append(_PlayerSkipped(self.players[left]))
            else:
                self.direction = -1
                ev.append(_DirectionReversed(-1))
            self.current = dealer
        elif rank == 12:
            self._give(left, 2, "penalty", ev)
            ev.append(_PlayerSkipped(self.players[left]))
            self.current = (left + 1) % n
        elif rank >= 13:
            self.phase = COLOR
        ev.append(turn_started(self.players[self.current]))

    # -- R24/R25 end of a hand -----------------------------------------------------------
    def _end_hand(self, seat: int, ev: Events) -> None:
        rules = self.rules
        players = self.players
        winner = players[seat]
        pts = [sum([CARD_POINTS[c] for c in h]) for h in self.hands]
        self.pending = self.stack = 0
        self.wd4_by = None
        self.catchable.clear()
        self.uno_ok.clear()
        self.drawn = -1
        self.hand_winner = winner
        scores = self.scores
        if rules.scoring == "winner_takes":
            worth = sum(pts)
            scores[winner] += worth
            over = scores[winner] >= rules.target
            winners = [winner]
        elif rules.scoring == "lowest_wins":
            worth = 0
            for p, v in zip(players, pts, strict=True):
                scores[p] += v
            over = any(scores[p] >= rules.target for p in players)
            low = min(scores[p] for p in players)
            winners = [p for p in players if scores[p] == low]
        else:
            worth = 0
            over = True
            winners = [winner]
        totals = tuple(scores.items())
        ev.append(_new(_HandEnded,
                       (winner, worth, tuple(zip(players, pts, strict=True)), totals)))
        if over:
            self.phase = MATCH_OVER
            self.winners = winners
            ev.append(_MatchEnded(tuple(winners), totals))
        else:
            self.phase = HAND_OVER

    # -- public API ------------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        """The player the game waits for (turn or decision), None once the hand is over."""
        return self.players[self.current] if self.phase < HAND_OVER else None

    @property
    def hand_over(self) -> bool:
        return self.phase >= HAND_OVER

    @property
    def match_over(self) -> bool:
        return self.phase == MATCH_OVER

    def apply(self, player_id: int, action: A.Action) -> tuple[E.Event, ...]:
        """Do ``action`` for ``player_id``; returns the events, or raises a RuleError
        and changes nothing (I3)."""
        # a type chain (most frequent first) calls the compiled methods directly; a dict
        # of unbound methods would box every argument (mypyc)
        t = type(action)
        ev: Events
        if t is _PlayCard:
            ev = self._do_play(player_id, cast(A.PlayCard, action))
        elif t is _Draw:
            ev = self._do_draw(player_id, cast(A.Draw, action))
        elif t is _CallUno:
            ev = self._do_call_uno(player_id, cast(A.CallUno, action))
        elif t is _PlayDrawn:
            ev = self._do_play_drawn(player_id, cast(A.PlayDrawn, action))
        elif t is _AcceptDraw:
            ev = self._do_accept(player_id, cast(A.AcceptDraw, action))
        elif t is _Challenge:
            ev = self._do_challenge(player_id, cast(A.Challenge, action))
        elif t is _Pass or t is _KeepDrawn:
            ev = self._do_pass(player_id, cast(A.Pass, action))
        elif t is _ChooseColor:
            ev = self._do_choose_color(player_id, cast(A.ChooseColor, action))
        elif t is _JumpIn:
            ev = self._do_play(player_id, cast(A.JumpIn, action))
        elif t is _Catch:
            ev = self._do_catch(player_id, cast(A.Catch, action))
        else:
            raise InvalidAction("Unknown action.")
        self.version += 1
        return tuple(ev)

    def check(self, player_id: int, action: A.Action) -> RuleError | None:
        """The refusal ``action`` would get, or None if it would be accepted."""
        from .serialize import match_from_dict, match_to_dict

        probe = match_from_dict(match_to_dict(self))
        try:
            probe.apply(player_id, action)
        except RuleError as exc:
            return exc
        return None

    def legal_actions(self, player_id: int, expand: bool = False) -> list[A.Action]:
        """What that player may do now, [] once the hand is over (see
        legal.legal_actions). (A real method, not ``legal_actions = _legal_actions``:
        mypyc turns a function class attribute into a plain instance attribute.)"""
        return _legal_actions(self, player_id, expand)

    def start_next_hand(self) -> tuple[E.Event, ...]:
        """Deal the next hand after one ended; the deal passes left (R5)."""
        if self.phase == MATCH_OVER:
            raise MatchOver()
        if self.phase != HAND_OVER:
            raise InvalidAction("The hand is still being played.")
        ev: Events = []
        self.dealer = (self.dealer + 1) % len(self.players)
        self._deal(ev)
        self.version += 1
        return tuple(ev)

    def remove_player(self, player_id: int) -> tuple[E.Event, ...]:
        """C9: a player leaves; their points stay in ``scores``."""
        if self.phase == MATCH_OVER:
            raise MatchOver()
        seat = self.seat_of(player_id)
        ev: Events = [_PlayerLeft(player_id)]
        live = self.phase < HAND_OVER
        hand = self.hands[seat]
        self.draw[:0] = hand  # under the draw pile (I1 holds after a hand, too)
        n = len(self.players) - 1
        del self.players[seat]
        del self.hands[seat]
        self.departed.append(player_id)
        self.uno_ok.discard(player_id)
        if player_id in self.catchable:
            self.catchable.remove(player_id)
        if self.wd4_by == player_id:
            self.wd4_by = None
        if seat < self.dealer:
            self.dealer -= 1
        elif seat == self.dealer:
            self.dealer = (seat - 1) % n
        if seat < self.current:
            self.current -= 1
        elif seat == self.current:
            self.current = (seat if self.direction == 1 else seat - 1) % n
            if live:
                self.pending = self.stack = 0
                self.wd4_by = None
                self.drawn = -1
                if self.phase == DRAWN:
                    self.phase = PLAY
                ev.append(turn_started(self.players[self.current]))
        if self.current >= n:
            self.current = 0
        if n == 1:
            self.phase = MATCH_OVER
            self.winners = [self.players[0]]
            ev.append(_MatchEnded((self.players[0],), tuple(self.scores.items())))
        self.version += 1
        return tuple(ev)

    def apply_timeout(self, player_id: int) -> tuple[E.Event, ...]:
        """What an expired turn does: answer the pending decision simply, or draw
        then pass (R10/R11). Always moves the game on."""
        if self.to_act != player_id:
            if self.phase == MATCH_OVER:
                raise MatchOver()
            if self.phase == HAND_OVER:
                raise InvalidAction("The hand is over.")
            raise InvalidAction("It's not that player's turn.")
        out: list[E.Event] = []
        for _ in range(5):
            ev = self.apply(player_id, timeout_action(self, player_id))
            out.extend(ev)
            if self.phase >= HAND_OVER or any(isinstance(e, _TurnStarted) for e in ev):
                break
        return tuple(out)

    def view_for(self, player_id: int) -> Any:
        from .view import player_view

        return player_view(self, player_id)

    def public_view(self) -> Any:
        from .view import public_view

        return public_view(self)

    def to_dict(self) -> dict[str, Any]:
        from .serialize import match_to_dict

        return match_to_dict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Match:
        from .serialize import match_from_dict

        return match_from_dict(data)

    def hand_of(self, player_id: int) -> list[Card]:
        return [CARDS[c] for c in self.hands[self.seat_of(player_id)]]

    @property
    def current_color(self) -> str | None:
        return COLORS[self.color] if self.color >= 0 else None
