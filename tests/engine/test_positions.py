"""The positions API: dealing from a given deck order with a given dealer (R5-R7, C11),
staging any position, and the referee's inspection (piles, next dealer, hand scores)."""

from __future__ import annotations

import pytest

from bot.engine import Card, Match, PlayCard, Rules, events
from bot.engine.cards import CARD_CODE, STANDARD_DECK
from bot.engine.errors import InvalidAction

from .helpers import P1, P2, P3, check_i1, check_i2

C = Card.from_code


def deck_with(top: list[str]) -> list[str]:
    """The standard deck, listed top first, starting with ``top``."""
    rest = [CARD_CODE[c] for c in STANDARD_DECK]
    for code in top:
        rest.remove(code)
    return top + rest


def test_c11_dealt_one_at_a_time_from_the_dealers_left() -> None:
    # 7 rounds of 3 cards (yellow and green), then the first card
    order = deck_with([CARD_CODE[c] for c in STANDARD_DECK[30:51]] + ["r5"])
    m = Match.dealt([P1, P2, P3], Rules(), deck=order, dealer=P3)
    seen = m.inspect()
    assert seen.dealer == P3 and seen.next_dealer == P1 and seen.hand_number == 1
    assert [c.code for c in seen.hands[0]] == [order[3 * k] for k in range(7)]  # P1 first
    assert [c.code for c in seen.hands[1]] == [order[3 * k + 1] for k in range(7)]
    assert [c.code for c in seen.hands[2]] == [order[3 * k + 2] for k in range(7)]
    assert seen.discard_pile == (C("r5"),)
    assert [c.code for c in seen.draw_pile] == order[22:]
    assert m.to_act == P1
    check_i1(m)
    check_i2(m)


def test_r7_first_reverse_dealer_plays_and_play_goes_right() -> None:
    order = deck_with([CARD_CODE[c] for c in STANDARD_DECK[:21]] + ["gR"])
    m = Match.dealt([P1, P2, P3], Rules(), deck=order, dealer=P2)
    assert m.to_act == P2 and m.public_view().direction == -1
    assert events.DirectionReversed(-1) in m.opening_events


def test_r7_first_draw_two_left_of_dealer_draws_and_is_skipped() -> None:
    order = deck_with([CARD_CODE[c] for c in STANDARD_DECK[:21]] + ["bD", "y9", "y8"])
    m = Match.dealt([P1, P2, P3], Rules(), deck=order, dealer=P1)
    drawn = [e for e in m.opening_events if isinstance(e, events.CardsDrawn)]
    assert drawn == [events.CardsDrawn(P2, 2, "penalty", (C("y9"), C("y8")))]
    assert m.to_act == P3


def test_r7_first_wild_draw_four_goes_back_and_another_is_turned() -> None:
    order = deck_with([CARD_CODE[c] for c in STANDARD_DECK[:21]] + ["W4"])
    m = Match.dealt([P1, P2, P3], Rules(), deck=order, dealer=P1, seed=4)
    assert m.public_view().top_card != C("W4")
    check_i1(m)


def test_dealt_refuses_a_deck_that_is_not_the_rules_deck() -> None:
    with pytest.raises(InvalidAction):
        Match.dealt([P1, P2], Rules(), deck=["r1"] * 108, dealer=P1)


def test_inspection_of_a_finished_hand_and_the_next_deal() -> None:
    m = Match.staged([P1, P2, P3], Rules(), hands={P1: ["r4"], P2: ["b9", "W"], P3: ["g0"]},
                     discard=["y1", "r5"], draw=["g7", "g8"], current=P1, dealer=P3,
                     scores={P1: 10, P2: 5, P3: 0}, departed=[404], hand_number=3)
    seen = m.inspect()
    assert seen.draw_pile[:2] == (C("g7"), C("g8"))
    assert seen.discard_pile == (C("y1"), C("r5"))
    assert seen.departed == (404,) and dict(seen.scores)[404] == 0
    assert seen.hand_points == ()
    m.apply(P1, PlayCard(C("r4")))
    seen = m.inspect()
    assert seen.hand_winner == P1 and dict(seen.hand_points) == {P1: 0, P2: 59, P3: 0}
    assert dict(seen.scores)[P1] == 69
    assert seen.next_dealer == P1
    ev = m.start_next_hand()
    assert isinstance(ev[0], events.HandStarted) and ev[0].dealer == P1
    assert ev[0].hand_number == 4
    check_i1(m)
