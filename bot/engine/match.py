"""``Match``: the one object the UI holds, a series of hands (R4-R7, R25, R26, C9).

    m = Match.new([111, 222, 333], Rules.from_preset("official"), random.Random(7))
    events = m.apply(222, PlayCard(Card.from_code("r5")))
    m.legal_actions(222); m.view_for(222); m.public_view()
    m.apply_timeout(m.to_act); m.remove_player(333); m.start_next_hand()
    data = m.to_dict(); Match.from_dict(data)

A match is a :class:`~bot.engine.state.State` record plus the rule modules acting on
it (the referee picks the module per action). All randomness comes from the ``rng``
given to ``new`` and is saved with the state. Rules and their ids: docs/RULES.md.
Positions for tests, puzzles and replays: :meth:`Match.staged` and :meth:`Match.dealt`
(positions.py); what a referee sees: :meth:`Match.inspect`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from . import actions as A
from . import events as E
from . import positions, referee, serialize
from .cards import CARDS, Card
from .deck import choose_dealer, deal
from .errors import InvalidAction, MatchOver, RuleError, TooManyPlayers
from .rules import Rules
from .scoring import last_player_wins
from .state import Events, Phase, State
from .validate import check_consistency
from .view import (
    Decision,
    Inspection,
    PlayerView,
    PublicView,
    decision,
    inspection,
    player_view,
    public_view,
)


class Match:
    __slots__ = ("opening_events", "state")

    def __init__(self, state: State, opening_events: tuple[E.Event, ...] = ()) -> None:
        self.state = state
        #: the events of the first deal (DealerChosen, HandStarted, ...)
        self.opening_events = opening_events

    # -- construction ---------------------------------------------------------------
    @classmethod
    def new(cls, players: Sequence[int], rules: Rules | None = None,
            rng: random.Random | None = None) -> Match:
        """Seat ``players`` in this order, choose the dealer (R5) and deal hand 1."""
        rules = rules or Rules()
        ids = list(players)
        check_seating(ids, rules)
        s = State.seated(ids, rules, rng if rng is not None else random.Random())
        ev: Events = []
        choose_dealer(s, ev)
        deal(s, ev)
        return cls(s, tuple(ev))

    @classmethod
    def dealt(cls, players: Sequence[int], rules: Rules | None = None, *,
              deck: Iterable[Card | str], dealer: int, seed: int = 0,
              scores: Mapping[int, int] | None = None, hand_number: int = 1) -> Match:
        """Hand ``hand_number`` dealt by ``dealer`` from ``deck`` listed top card first
        (all the deck's cards, R6/C11: one at a time from the dealer's left; the next
        card starts the discard pile, R7). ``seed`` drives later reshuffles."""
        rules = rules or Rules()
        check_seating(list(players), rules)
        s, order = positions.dealt_state(list(players), rules, deck, dealer, seed, scores,
                                         hand_number)
        ev: Events = []
        deal(s, ev, order)
        return cls(s, tuple(ev))

    @classmethod
    def staged(cls, players: Sequence[int], rules: Rules | None = None, *,
               hands: Mapping[int, Iterable[Card | str]], discard: Iterable[Card | str],
               draw: Iterable[Card | str] = (), current: int | None = None,
               direction: int = 1, color: str | None = None, dealer: int | None = None,
               seed: int = 0, fill_draw: bool = True, scores: Mapping[int, int] | None = None,
               departed: Iterable[int] = (), hand_number: int = 1,
               moment: positions.Moment | None = None, validate: bool = False) -> Match:
        """Any position of a hand in play (see positions.staged_state for the details;
        ``moment``: a drawn card, a pending draw, UNO calls... see positions.Moment).
        ``validate`` checks it as a saved game is checked at load (every card once, the
        phase and the decision agree...): a StateError names the field."""
        s = positions.staged_state(
            list(players), rules or Rules(), hands=hands, discard=discard, draw=draw,
            current=current, direction=direction, color=color, dealer=dealer, seed=seed,
            fill_draw=fill_draw, scores=scores, departed=departed, hand_number=hand_number,
            moment=moment)
        if validate:
            check_consistency(s)
        return cls(s)

    # -- playing ----------------------------------------------------------------------
    def apply(self, player_id: int, action: A.Action) -> tuple[E.Event, ...]:
        """Do ``action`` for ``player_id``; returns the events, or raises a RuleError
        and changes nothing (I3)."""
        events = referee.check(self.state, player_id, action)()
        self.state.version += 1
        return tuple(events)

    def check(self, player_id: int, action: A.Action) -> RuleError | None:
        """The refusal ``action`` would get, or None if it would be accepted."""
        try:
            referee.check(self.state, player_id, action)
        except RuleError as exc:
            return exc
        return None

    def legal_actions(self, player_id: int, expand: bool = False) -> list[A.Action]:
        """What that player may do now (see referee.legal_actions)."""
        return referee.legal_actions(self.state, player_id, expand)

    def playable_cards(self, player_id: int) -> list[Card]:
        """The cards that player may play from their hand now with PlayCard, each once,
        in the order of legal_actions' play entries (see referee.playable_cards): for
        simulations, which need not build every action."""
        return [CARDS[c] for c in referee.playable_cards(self.state, player_id)]

    def apply_timeout(self, player_id: int) -> tuple[E.Event, ...]:
        """What an expired turn does: answer the pending decision simply, or draw then
        pass (R10/R11). Always moves the game on."""
        if self.to_act != player_id:
            if self.state.phase is Phase.MATCH_OVER:
                raise MatchOver()
            if self.state.phase is Phase.HAND_OVER:
                raise InvalidAction("The hand is over.")
            raise InvalidAction("It's not that player's turn.")
        out: list[E.Event] = []
        for _ in range(5):
            ev = self.apply(player_id, referee.timeout_action(self.state, player_id))
            out.extend(ev)
            if not self.state.live or any(isinstance(e, E.TurnStarted) for e in ev):
                break
        return tuple(out)

    def start_next_hand(self) -> tuple[E.Event, ...]:
        """Deal the next hand after one ended; the deal passes left (R5)."""
        s = self.state
        if s.phase is Phase.MATCH_OVER:
            raise MatchOver()
        if s.phase is not Phase.HAND_OVER:
            raise InvalidAction("The hand is still being played.")
        ev: Events = []
        s.dealer = (s.dealer + 1) % len(s.players)
        deal(s, ev)
        s.version += 1
        return tuple(ev)

    def remove_player(self, player_id: int) -> tuple[E.Event, ...]:
        """C9: a player leaves; their points stay in ``scores``."""
        s = self.state
        if s.phase is Phase.MATCH_OVER:
            raise MatchOver()
        ev: Events = [E.PlayerLeft(player_id)]
        positions.unseat(s, s.seat_of(player_id), ev)
        if len(s.players) == 1:
            last_player_wins(s, ev)
        s.version += 1
        return tuple(ev)

    # -- reading ----------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        """The player the game waits for (turn or decision), None once the hand is over."""
        return self.state.to_act

    @property
    def hand_over(self) -> bool:
        return not self.state.live

    @property
    def match_over(self) -> bool:
        return self.state.phase is Phase.MATCH_OVER

    @property
    def version(self) -> int:
        """+1 per accepted action (stale-click check)."""
        return self.state.version

    @version.setter
    def version(self, value: int) -> None:
        """(A staged position put in place of a running game continues its count.)"""
        self.state.version = value

    @property
    def rules(self) -> Rules:
        return self.state.rules

    @property
    def players(self) -> list[int]:
        """The players still in the match, in seat order (a copy)."""
        return list(self.state.players)

    @property
    def scores(self) -> dict[int, int]:
        """Running totals of everyone who played in the match (a copy)."""
        return dict(self.state.scores)

    @property
    def hand_no(self) -> int:
        return self.state.hand_no

    @property
    def discard(self) -> list[int]:
        """The discard pile's card ids, bottom to top (a copy)."""
        return list(self.state.discard)

    @property
    def catchable(self) -> list[int]:
        """Players who can be caught without UNO right now (a copy)."""
        return list(self.state.catchable)

    @property
    def winners(self) -> list[int]:
        return list(self.state.winners)

    @property
    def decision(self) -> Decision | None:
        """The decision the engine waits for (as in the views), None on a normal turn."""
        return decision(self.state)

    @property
    def current_color(self) -> str | None:
        return self.state.color_name

    def hand_of(self, player_id: int) -> list[Card]:
        return [CARDS[c] for c in self.state.hand_of(player_id)]

    def view_for(self, player_id: int) -> PlayerView:
        return player_view(self.state, player_id)

    def public_view(self) -> PublicView:
        return public_view(self.state)

    def inspect(self) -> Inspection:
        """Everything, for a referee, tests and replays (never shown to players)."""
        return inspection(self.state)

    def copy(self) -> Match:
        """An independent deep copy of the match (state and rng; no opening events), for
        simulations: far cheaper than ``from_dict(to_dict())`` (no validation)."""
        return Match(self.state.copy())

    # -- saving -----------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """A JSON-able dict (the rng included, so a restored match continues
        identically, I4)."""
        return serialize.state_to_dict(self.state)

    @classmethod
    def from_dict(cls, data: object) -> Match:
        """A saved match, upgraded from older schemas; raises one ValueError naming the
        field when the data is malformed or inconsistent."""
        return cls(serialize.state_from_dict(data))


def check_seating(ids: list[int], rules: Rules) -> None:
    """R4: 2 to 10 players (or the host's cap), each seated once."""
    if len(set(ids)) != len(ids):
        raise InvalidAction("Each player can only sit once.")
    if not all(isinstance(p, int) and not isinstance(p, bool) for p in ids):
        raise InvalidAction("Player ids must be ints.")
    if len(ids) < 2:
        raise InvalidAction("UNO needs at least 2 players.")
    if len(ids) > rules.max_players:
        raise TooManyPlayers(f"This table allows at most {rules.max_players} players.")
