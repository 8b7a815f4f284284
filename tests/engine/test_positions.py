"""The positions API: dealing from a given deck order with a given dealer (R5-R7, C11),
staging any position, and the referee's inspection (piles, next dealer, hand scores)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bot.engine import (
    Card,
    Challenge,
    Match,
    Moment,
    Pass,
    Phase,
    PlayCard,
    Rules,
    StateError,
    events,
)
from bot.engine.cards import CARD_CODE, STANDARD_DECK
from bot.engine.errors import InvalidAction

from .helpers import P1, P2, P3, check_i1, check_i2, play_random_match, random_rules

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


def restaged(m: Match) -> Match:
    """``m``'s position staged anew from what a referee sees (``inspect``), plus the
    drawn card and the Wild Draw Four's verdict, which only the saved form holds."""
    seen, saved = m.inspect(), m.to_dict()
    return Match.staged(
        seen.players, m.rules, hands=dict(zip(seen.players, seen.hands, strict=True)),
        discard=seen.discard_pile, draw=seen.draw_pile, current=seen.current_player,
        direction=seen.direction, color=seen.color, dealer=seen.dealer,
        scores=dict(seen.scores), departed=seen.departed, hand_number=seen.hand_number,
        fill_draw=False, validate=True, seed=7,
        moment=Moment(has_drawn=seen.phase is Phase.DRAWN,
                      drawn=Card(saved["drawn"]) if saved["drawn"] >= 0 else None,
                      pending_draw=seen.pending_draw, wd4_by=seen.wd4_by,
                      wd4_guilty=saved["wd4_guilty"], uno_called=seen.uno_called,
                      called_at_one=seen.called_at_one, catchable=seen.catchable,
                      version=m.version))


def test_any_moment_of_a_hand_can_be_staged_again() -> None:
    """Staged with a Moment, every live position of random matches is the same state
    (but the shuffling rng, and how many draw cards were stacked: only whether there
    were any counts)."""
    seen: Counter[str] = Counter()

    def same(m: Match) -> None:
        if m.hand_over:
            return
        want, got = m.to_dict(), restaged(m).to_dict()
        want["stack"] = min(want["stack"], 1)
        assert {**got, "rng": None} == {**want, "rng": None}
        seen.update(k for k in ("drawn", "pending", "wd4_by", "uno_ok", "called_at_one",
                                "catchable") if want[k] not in (-1, 0, None, []))

    for seed in range(20):
        r = random.Random(seed)
        rules = random_rules(r, target=100)
        m = Match.new([P1, P2, P3][:2 + seed % 2], rules, random.Random(seed))
        play_random_match(m, r, every_step=same)
    assert len(seen) == 6 and min(seen.values()) >= 5, seen  # each part was staged


def test_a_staged_moment_waits_for_its_decision() -> None:
    hands = {P1: ["r1", "g2"], P2: ["b1", "b4"], P3: ["y3"]}
    drew = Match.staged([P1, P2, P3], Rules(after_draw="play_any"), hands=hands,
                        discard=["r5"], moment=Moment(has_drawn=True, version=12))
    assert drew.decision is not None and drew.decision.kind == "play_or_pass"
    assert Pass() in drew.legal_actions(P1) and drew.version == 12
    kept = Match.staged([P1, P2, P3], Rules(), hands=hands, discard=["r5"],
                        moment=Moment(drawn="r1"))
    assert kept.view_for(P1).drawn_card == C("r1")
    wd4 = Match.staged([P1, P2, P3], Rules(), hands=hands, discard=["W4"], color="red",
                       current=P2, moment=Moment(pending_draw=4, wd4_by=P1,
                                                 wd4_guilty=True, catchable=[P3]))
    assert wd4.decision is not None and wd4.decision.kind == "challenge_or_accept"
    assert wd4.catchable == [P3]
    ev = wd4.apply(P2, Challenge())
    assert ev[0] == events.ChallengeResult(P2, P1, True, (C("r1"), C("g2")))
    assert len(wd4.hand_of(P1)) == 6 and wd4.to_act == P2


@pytest.mark.parametrize(("fields", "moment", "culprit"), [
    ({"fill_draw": False}, None, "hands"),  # the deck is not all there
    ({}, Moment(has_drawn=True, pending_draw=2), "pending"),
    ({}, Moment(drawn="r9"), "drawn"),  # not in the hand of the player to act
    ({}, Moment(called_at_one=[P2]), "called_at_one"),  # P2 holds two cards
])
def test_validate_refuses_a_position_no_game_could_reach(
        fields: dict[str, bool], moment: Moment | None, culprit: str) -> None:
    def staged(validate: bool) -> Match:
        return Match.staged([P1, P2], Rules(), hands={P1: ["r1"], P2: ["b1", "b2"]},
                            discard=["r5"], moment=moment, validate=validate, **fields)

    staged(False)  # unchecked, as tests stage partial positions
    with pytest.raises(StateError) as refused:
        staged(True)
    assert refused.value.field == culprit
