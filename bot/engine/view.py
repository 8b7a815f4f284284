"""Frozen views: what one player may see (``PlayerView``) and what the table
shows (``PublicView``). The UI is built only from these. ``Inspection`` is the
referee's view of everything (tests, replays, puzzles); never show it to players."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Literal

from . import actions as A
from .cards import CARDS, Card, sort_key
from .drawing import end_after_draw, must_play_now
from .matching import target_cards
from .referee import legal_actions
from .rules import Rules
from .scoring import hand_points
from .state import Phase, State

DecisionKind = Literal[
    "choose_color", "challenge_or_accept", "stack_or_accept", "play_or_keep", "play_or_pass"]


@dataclass(frozen=True, slots=True)
class SeatInfo:
    player: int
    cards: int
    score: int
    is_current: bool
    uno: bool  # has called UNO (safe) or holds one card without being catchable
    #: called UNO for the hand they hold: at two cards before playing, or at one card
    #: (R18); False for one card merely held (dealt by an exchange, a missed call)
    called_uno: bool


@dataclass(frozen=True, slots=True)
class Decision:
    """A decision the engine waits for. ``kind`` is one of:

    * ``choose_color``: name the color of a first-card Wild (ChooseColor);
    * ``challenge_or_accept``: Challenge / AcceptDraw (or stack a Wild Draw Four
      when stacking is on) facing a lone Wild Draw Four, ``amount`` cards;
    * ``stack_or_accept``: add a draw card or AcceptDraw, ``amount`` cards;
    * ``play_or_keep``: PlayDrawn / KeepDrawn (``must_play`` when keeping is refused);
    * ``play_or_pass``: after drawing under ``after_draw=play_any``: PlayCard / Pass.

    Seven-O and swap targets are not a separate decision: they go with PlayCard.
    """

    kind: DecisionKind
    player: int
    amount: int = 0
    must_play: bool = False


@dataclass(frozen=True, slots=True)
class PublicView:
    version: int
    hand_number: int
    players: tuple[SeatInfo, ...]  # in seat order
    departed: tuple[int, ...]
    scores: tuple[tuple[int, int], ...]  # everyone who played in the match, incl. departed
    top_card: Card
    color: str | None  # current color (None while a first Wild waits for one)
    direction: int  # +1 seat order, -1 reversed
    current_player: int | None  # whose turn (None once the hand is over)
    dealer: int
    decision: Decision | None
    draw_pile: int
    discard_pile: int
    pending_draw: int
    catchable: tuple[int, ...]
    hand_over: bool
    match_over: bool
    hand_winner: int | None
    winners: tuple[int, ...]
    rules: Rules

    def needs_target(self, card: Card, hand_size: int = 2) -> bool:
        """Does playing ``card`` need a target player (Seven-O 7, swap blank)?"""
        return hand_size > 1 and card.id in target_cards(self.rules)

    @staticmethod
    def needs_color(card: Card) -> bool:
        return card.is_wild


@dataclass(frozen=True, slots=True)
class PlayerView(PublicView):
    player: int
    hand: tuple[Card, ...]  # sorted by color then rank
    drawn_card: Card | None  # the card just drawn, while play-or-keep is pending
    legal: tuple[A.Action, ...]  # legal_actions(player) (not expanded)
    is_turn: bool


@dataclass(frozen=True, slots=True)
class Inspection:
    """The whole position, for a referee: piles in order, every hand, whose deal is
    next, and the scores of a finished hand."""

    phase: Phase
    hand_number: int
    players: tuple[int, ...]  # in seat order
    hands: tuple[tuple[Card, ...], ...]  # in seat order, as held (unsorted)
    draw_pile: tuple[Card, ...]  # top card first
    discard_pile: tuple[Card, ...]  # bottom card first, the top card last
    color: str | None
    direction: int
    current_player: int | None
    dealer: int
    next_dealer: int  # who deals the next hand (R5)
    pending_draw: int
    wd4_by: int | None
    uno_called: tuple[int, ...]  # called UNO while holding two cards
    called_at_one: tuple[int, ...]  # at one card, having called UNO
    catchable: tuple[int, ...]
    scores: tuple[tuple[int, int], ...]
    departed: tuple[int, ...]
    hand_winner: int | None
    hand_points: tuple[tuple[int, int], ...]  # points left per hand once it is over, else ()
    winners: tuple[int, ...]


def decision(s: State) -> Decision | None:
    """The decision the engine waits for (None: a normal turn, or the hand is over)."""
    if not s.live:
        return None
    who = s.players[s.current]
    if s.phase is Phase.COLOR:
        return Decision("choose_color", who)
    if s.phase is Phase.DRAWN:
        kind: DecisionKind = "play_or_pass" if end_after_draw(s.rules) == A.PASS \
            else "play_or_keep"
        return Decision(kind, who, 0, must_play_now(s, s.current))
    if s.pending:
        kind = "challenge_or_accept" if s.wd4_by is not None else "stack_or_accept"
        return Decision(kind, who, s.pending)
    return None


def _seats(s: State) -> tuple[SeatInfo, ...]:
    current = s.current if s.live else -1
    return tuple(
        SeatInfo(p, len(h), s.scores.get(p, 0), i == current,
                 p in s.uno_ok or (len(h) == 1 and p not in s.catchable),
                 p in s.uno_ok or p in s.called_at_one)
        for i, (p, h) in enumerate(zip(s.players, s.hands, strict=True)))


def public_view(s: State) -> PublicView:
    return PublicView(
        version=s.version, hand_number=s.hand_no, players=_seats(s),
        departed=tuple(s.departed), scores=tuple(s.scores.items()), top_card=CARDS[s.top],
        color=s.color_name, direction=s.direction, current_player=s.to_act,
        dealer=s.players[s.dealer], decision=decision(s), draw_pile=len(s.draw),
        discard_pile=len(s.discard), pending_draw=s.pending, catchable=tuple(s.catchable),
        hand_over=not s.live, match_over=s.phase is Phase.MATCH_OVER,
        hand_winner=s.hand_winner, winners=tuple(s.winners), rules=s.rules)


#: what a PlayerView shares with the table's view (its fields are listed once, there)
_PUBLIC_FIELDS = tuple(f.name for f in fields(PublicView))


def player_view(s: State, pid: int) -> PlayerView:
    seat = s.seat_of(pid)
    is_turn = s.live and seat == s.current
    table = public_view(s)
    return PlayerView(
        **{name: getattr(table, name) for name in _PUBLIC_FIELDS},
        player=pid,
        hand=tuple(CARDS[c] for c in sorted(s.hands[seat], key=sort_key)),
        drawn_card=CARDS[s.drawn] if is_turn and s.phase is Phase.DRAWN and s.drawn >= 0
        else None,
        legal=tuple(legal_actions(s, pid)),
        is_turn=is_turn,
    )


def inspection(s: State) -> Inspection:
    over = not s.live
    return Inspection(
        phase=s.phase, hand_number=s.hand_no, players=tuple(s.players),
        hands=tuple(tuple(CARDS[c] for c in h) for h in s.hands),
        draw_pile=tuple(CARDS[c] for c in reversed(s.draw)),
        discard_pile=tuple(CARDS[c] for c in s.discard), color=s.color_name,
        direction=s.direction, current_player=s.to_act, dealer=s.players[s.dealer],
        next_dealer=s.players[(s.dealer + 1) % len(s.players)], pending_draw=s.pending,
        wd4_by=s.wd4_by, uno_called=tuple(sorted(s.uno_ok)),
        called_at_one=tuple(sorted(s.called_at_one)), catchable=tuple(s.catchable),
        scores=tuple(s.scores.items()), departed=tuple(s.departed),
        hand_winner=s.hand_winner,
        hand_points=tuple(zip(s.players, hand_points(s), strict=True)) if over else (),
        winners=tuple(s.winners))


__all__ = ["Decision", "Inspection", "PlayerView", "PublicView", "SeatInfo"]
