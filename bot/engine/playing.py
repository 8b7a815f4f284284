"""Playing a card: on your turn, after drawing, or jumping in (R8, R9, R13-R16, R21,
R22, R24, C1, C3, C7, C8). One check per way of playing, one function applying it."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from . import actions as A
from . import events as E
from .cards import (
    CARD_COLOR,
    CARD_RANK,
    CARDS,
    COLOR_INDEX,
    COLORS,
    REVERSE,
    SKIP,
    WILD,
    WILD4,
    Card,
)
from .errors import (
    CardNotInHand,
    CardNotPlayable,
    ColorRequired,
    DecisionPending,
    IllegalWildDrawFour,
    InvalidAction,
    Refusal,
    RuleError,
    TargetRequired,
)
from .matching import (
    bluff_allowed,
    exchanges_hands,
    matches,
    needs_target,
    wd4_legal,
    wd4_refusal,
)
from .penalties import add_draw, last_card_penalty, penalty_of, stackable
from .scoring import end_hand
from .state import Events, Move, Phase, State
from .turns import advance, refuse_out_of_turn, require_turn, reverse, skip
from .uno import after_play, close_window, hands_changed
from .variants import card_effect


@dataclass(frozen=True, slots=True)
class Play:
    """A checked play: who, which card, the color it names, the target seat (-1: none)."""

    seat: int
    card: int
    color: int
    target_seat: int
    jump: bool


def check_play(s: State, pid: int, a: A.PlayCard | A.JumpIn) -> Move:
    """A card from hand: on your turn, or out of turn as a jump-in (R22). A PlayCard
    sent out of turn counts as a jump-in where one is allowed."""
    card: object = a.card
    if not isinstance(card, Card):
        raise InvalidAction("That is not a card.")
    s.require_live()
    seat, jump = s.current, False
    if s.players[seat] != pid:
        seat, jump = s.seat_of(pid), True
        refusal = jump_in_refusal(s, seat, card.id)
        if refusal is not None:
            if not isinstance(a, A.JumpIn):
                refuse_out_of_turn(s)
            raise refusal()
    return partial(play, s, plan(s, seat, card.id, a.color, a.target, jump))


def check_play_drawn(s: State, pid: int, a: A.PlayDrawn) -> Move:
    """R11: the card just drawn."""
    s.require_live()
    seat = require_turn(s, pid)
    if s.phase is not Phase.DRAWN or s.drawn < 0:
        raise InvalidAction("You have no drawn card to play.")
    return partial(play, s, plan(s, seat, s.drawn, a.color, a.target, False))


def jump_in_refusal(s: State, seat: int, c: int) -> Refusal | None:
    """R22/C7: why the player at ``seat`` may not jump in with ``c`` now (None: they may)."""
    if not s.rules.jump_in:
        return partial(InvalidAction, "Jump-in is not allowed in this game.")
    if c not in s.hands[seat]:
        return CardNotInHand
    if c >= WILD or c != s.top:
        return partial(CardNotPlayable,
                       "You can only jump in with a card identical to the top card.")
    if s.phase is not Phase.PLAY:
        return partial(DecisionPending, "You can't jump in now: the game is waiting for "
                                        "another player's decision.")
    if s.pending and not (s.rules.stacking and penalty_of(c)):
        return partial(DecisionPending, "You can't jump in while a draw penalty is waiting.")
    return None


def plan(s: State, seat: int, c: int, color: object, target: object, jump: bool) -> Play:
    """The whole check of playing ``c`` from ``seat`` (the turn already checked)."""
    refusal = card_refusal(s, seat, c, jump)
    if refusal is not None:
        raise refusal()
    hand = s.hands[seat]
    if c >= WILD:
        named = COLOR_INDEX.get(color, -1) if isinstance(color, str) else -1
        if named < 0:
            raise ColorRequired()
    else:
        named = CARD_COLOR[c]
    target_seat = -1
    if needs_target(s, c, len(hand)):
        if target == s.players[seat] or target not in s.players:
            raise TargetRequired("Choose another player to swap hands with.")
        target_seat = next(i for i, other in enumerate(s.players) if other == target)
    return Play(seat, c, named, target_seat, jump)


def card_refusal(s: State, seat: int, c: int, jump: bool) -> Refusal | None:
    """Why the player at ``seat`` may not play ``c`` now, whatever color or target they
    name (None: they may). Returned unbuilt, not raised: legal_actions asks it for every
    card (plan builds and raises it at once, before anything changes)."""
    hand = s.hands[seat]
    if c not in hand:
        return CardNotInHand
    if jump:
        return None
    if s.phase is Phase.COLOR:
        return partial(DecisionPending, "Choose the color of the first card first.")
    if s.phase is Phase.DRAWN:
        if c == s.drawn:
            return None
        if s.rules.after_draw != "play_any":
            return partial(CardNotPlayable,
                           "After drawing you may only play the card you drew.")
        return matching_refusal(s, c, hand)
    if s.pending:
        return stacking_refusal(s, c, hand)
    return matching_refusal(s, c, hand)


def stacking_refusal(s: State, c: int, hand: list[int]) -> Refusal | None:
    """R15/C4: facing a draw, only a card added to it may be played."""
    if stackable(s, c, hand):
        return None
    if c == WILD4 and s.rules.stacking:
        return partial(IllegalWildDrawFour,
                       "You can't add that Wild Draw Four: you hold a card you could play.")
    if s.rules.stacking:
        return partial(CardNotPlayable,
                       "You must add a draw card to the stack or take the cards.")
    if s.wd4_by is not None:
        return partial(DecisionPending, "Challenge the Wild Draw Four or take the cards.")
    return partial(DecisionPending, "Take the cards first.")


def matching_refusal(s: State, c: int, hand: list[int]) -> Refusal | None:
    """R8/R9 with C1: the card matches, or is a Wild Draw Four legal or bluffed."""
    if c == WILD4:
        if wd4_legal(s, hand) or bluff_allowed(s, hand):
            return None
        return partial(IllegalWildDrawFour, wd4_refusal(s))
    if matches(s, c):
        return None
    return partial(not_matching, s.top, s.color, c)


def not_matching(top: int, color: int, c: int) -> RuleError:
    top_label = CARDS[top].label if top < WILD else "wild"
    return CardNotPlayable(f"{CARDS[c].label} doesn't match the {COLORS[color]} {top_label}.")


def play(s: State, p: Play) -> Events:
    """Applies a checked play: the card goes on the pile, then its effect."""
    pid = s.players[p.seat]
    close_window(s)  # C6
    if p.jump:
        s.current = p.seat
    hand = s.hands[p.seat]
    guilty = p.card == WILD4 and not wd4_legal(s, hand)  # C2: judged before it leaves
    hand.remove(p.card)
    s.discard.append(p.card)
    s.phase, s.drawn, s.color = Phase.PLAY, -1, p.color
    ev: Events = [E.CardPlayed(pid, CARDS[p.card], p.jump)]
    if p.card >= WILD:
        ev.append(E.ColorChosen(pid, COLORS[p.color]))
    if not hand:  # R24: going out; C8: no other effect
        s.uno_ok.discard(pid)
        last_card_penalty(s, p.seat, p.card, ev)
        end_hand(s, p.seat, ev)
        return ev
    s.wd4_by = None
    if exchanges_hands(s, p.card):
        hands_changed(s, card_effect(s, p.seat, p.card, p.target_seat, ev))
        advance(s, 1, ev)
        return ev
    after_play(s, p.seat, ev)
    resolve(s, p, guilty, ev)
    return ev


def resolve(s: State, p: Play, guilty: bool, ev: Events) -> None:
    """The effect of a card that stays in play, then the next turn (R13-R16, R2)."""
    rank = CARD_RANK[p.card]
    if rank == SKIP:
        skip(s, p.seat, ev)
    elif rank == REVERSE:
        reverse(s, p.seat, ev)
    elif penalty_of(p.card):
        add_draw(s, p.seat, p.card, guilty, ev)
    else:  # a number, a Wild, or a blank with its effect
        card_effect(s, p.seat, p.card, p.target_seat, ev)
        advance(s, 1, ev)
