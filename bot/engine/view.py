"""Frozen views: what one player may see (``PlayerView``) and what the table
shows (``PublicView``). The UI is built only from these."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import actions as A
from .cards import CARDS, Card, sort_key
from .rules import Rules
from .state import COLOR, DRAWN, HAND_OVER, PLAY, rule_card_sets

if TYPE_CHECKING:
    from .match import Match


@dataclass(frozen=True, slots=True)
class SeatInfo:
    player: int
    cards: int
    score: int
    is_current: bool
    uno: bool  # has called UNO (safe) or holds one card without being catchable


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

    kind: str
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
        targets = rule_card_sets(self.rules.seven_o, self.rules.blank_effect)[0]
        return hand_size > 1 and card.id in targets

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


def _public_fields(m: Match) -> dict[str, object]:
    cur = m.current if m.phase < HAND_OVER else -1
    safe = m.uno_ok
    seats = tuple(
        SeatInfo(p, len(h), m.scores.get(p, 0), i == cur,
                 p in safe or (len(h) == 1 and p not in m.catchable))
        for i, (p, h) in enumerate(zip(m.players, m.hands, strict=True))
    )
    decision: Decision | None = None
    if m.phase < HAND_OVER:
        who = m.players[m.current]
        if m.phase == COLOR:
            decision = Decision("choose_color", who)
        elif m.phase == DRAWN:
            must = m.must_play_now(m.current)
            if m.rules.after_draw == "play_any":
                decision = Decision("play_or_pass", who, 0, must)
            else:
                decision = Decision("play_or_keep", who, 0, must)
        elif m.phase == PLAY and m.pending:
            kind = "challenge_or_accept" if m.wd4_by is not None else "stack_or_accept"
            decision = Decision(kind, who, m.pending)
    return dict(
        version=m.version,
        hand_number=m.hand_no,
        players=seats,
        departed=tuple(m.departed),
        scores=tuple(m.scores.items()),
        top_card=CARDS[m.discard[-1]],
        color=m.current_color,
        direction=m.direction,
        current_player=m.to_act,
        dealer=m.players[m.dealer],
        decision=decision,
        draw_pile=len(m.draw),
        discard_pile=len(m.discard),
        pending_draw=m.pending,
        catchable=tuple(m.catchable),
        hand_over=m.hand_over,
        match_over=m.match_over,
        hand_winner=m.hand_winner,
        winners=tuple(m.winners),
        rules=m.rules,
    )


def public_view(m: Match) -> PublicView:
    return PublicView(**_public_fields(m))  # type: ignore[arg-type]


def player_view(m: Match, pid: int) -> PlayerView:
    seat = m.seat_of(pid)
    hand = tuple(CARDS[c] for c in sorted(m.hands[seat], key=sort_key))
    drawn = CARDS[m.drawn] if (m.phase == DRAWN and seat == m.current and m.drawn >= 0) \
        else None
    return PlayerView(
        **_public_fields(m),  # type: ignore[arg-type]
        player=pid,
        hand=hand,
        drawn_card=drawn,
        legal=tuple(m.legal_actions(pid)),
        is_turn=m.phase < HAND_OVER and seat == m.current,
    )


__all__ = ["Decision", "PlayerView", "PublicView", "SeatInfo"]
