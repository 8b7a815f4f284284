"""R4-R7, C11: players, dealer, deal and the first card."""

from __future__ import annotations

import random

import pytest

from bot.engine import Card, ChooseColor, Match, PlayCard, Rules, events
from bot.engine.cards import BLANKS_DECK, CARD_CODE, STANDARD_DECK
from bot.engine.errors import DecisionPending, InvalidAction, TooManyPlayers

from .helpers import check_i1, check_i2

FIRST = {"5": "r5", "skip": "gS", "draw2": "bD", "reverse": "yR", "wild": "W",
         "blank": "B"}


def _new_with_first(rank: str, n: int = 4, rules: Rules | None = None) -> Match:
    """Hand 1 dealt by player 2 from a deck whose first turned card has ``rank``."""
    rules = rules or Rules()
    deck = [CARD_CODE[c] for c in (BLANKS_DECK if rules.deck == "with_blanks"
                                   else STANDARD_DECK)]
    deck.remove(FIRST[rank])
    deck.insert(7 * n, FIRST[rank])
    m = Match.dealt(list(range(1, n + 1)), rules, deck=deck, dealer=2 % n or n)
    assert m.public_view().top_card.rank == rank
    return m


def _first_events(m: Match) -> list[object]:
    return [e for e in m.opening_events if not isinstance(e, events.DealerChosen)]


def test_r4_two_to_ten_players_and_host_cap() -> None:
    with pytest.raises(InvalidAction):
        Match.new([1], Rules())
    with pytest.raises(TooManyPlayers):
        Match.new(list(range(11)), Rules())
    with pytest.raises(TooManyPlayers):
        Match.new([1, 2, 3], Rules(max_players=2))
    with pytest.raises(InvalidAction):
        Match.new([1, 1], Rules())
    for n in (2, 10):
        m = Match.new(list(range(n)), Rules(), random.Random(n))
        check_i1(m)
        check_i2(m)


def test_r5_dealer_has_the_highest_card_ties_redraw() -> None:
    saw_tie = False
    for seed in range(200):
        m = Match.new([1, 2, 3, 4, 5], Rules(), random.Random(seed))
        chosen = m.opening_events[0]
        assert isinstance(chosen, events.DealerChosen)
        turned = list(chosen.turned)
        assert m.players[m.state.dealer] == chosen.dealer
        rounds = 0
        pos, group = 0, [1, 2, 3, 4, 5]
        while True:
            this = turned[pos:pos + len(group)]
            assert [pid for pid, _ in this] == group
            pos += len(group)
            rounds += 1
            best = max(c.points for _, c in this)
            group = [pid for pid, c in this if c.points == best]
            if len(group) == 1:
                break
        assert pos == len(turned)
        assert group == [chosen.dealer]
        saw_tie = saw_tie or rounds > 1
    assert saw_tie


def test_r5_deal_passes_left_each_hand() -> None:
    m = Match.staged([1, 2, 3], Rules(), hands={1: ["r4"], 2: ["b9"], 3: ["g0"]},
                     discard=["r5"], current=1, dealer=3)
    m.apply(1, PlayCard(Card.from_code("r4")))
    assert m.inspect().next_dealer == 1
    ev = m.start_next_hand()
    assert ev[0] == events.HandStarted(2, 1, m.public_view().top_card) or \
        isinstance(ev[0], events.HandStarted) and ev[0].dealer == 1
    assert m.public_view().dealer == 1 and m.hand_no == 2
    m.remove_player(3)
    assert m.inspect().next_dealer == 2


def test_r6_c11_deal_seven_each_rest_is_draw_pile() -> None:
    m = Match.new([1, 2, 3, 4], Rules(), random.Random(1))
    sizes = [len(h) for h in m.state.hands]
    extra = sum(e.count for e in m.opening_events if isinstance(e, events.CardsDrawn))
    assert sum(sizes) == 28 + extra
    assert len(m.discard) == 1
    assert len(m.state.draw) == 108 - 28 - 1 - extra
    check_i1(m)


def test_i4_same_seed_same_deal() -> None:
    a = Match.new([1, 2, 3], Rules(), random.Random(42))
    b = Match.new([1, 2, 3], Rules(), random.Random(42))
    assert a.to_dict() == b.to_dict()
    c = Match.new([1, 2, 3], Rules(), random.Random(43))
    assert a.to_dict() != c.to_dict()


def test_r7_number_left_of_dealer_plays_first() -> None:
    m = _new_with_first("5")
    assert m.state.current == (m.state.dealer + 1) % 4
    assert m.state.direction == 1


def test_r7_skip_left_of_dealer_is_skipped() -> None:
    m = _new_with_first("skip")
    left = (m.state.dealer + 1) % 4
    assert m.state.current == (m.state.dealer + 2) % 4
    assert events.PlayerSkipped(m.players[left]) in m.opening_events


def test_r7_skip_two_players_dealer_plays() -> None:
    m = _new_with_first("skip", n=2)
    assert m.state.current == m.state.dealer


def test_r7_draw_two_left_draws_two_and_is_skipped() -> None:
    m = _new_with_first("draw2", rules=Rules(stacking=True))
    left = (m.state.dealer + 1) % 4
    assert len(m.state.hands[left]) == 9
    assert m.state.current == (m.state.dealer + 2) % 4
    assert m.state.pending == 0  # C4: a first Draw Two cannot be stacked on
    check_i1(m)


def test_r7_reverse_dealer_first_and_play_goes_right() -> None:
    m = _new_with_first("reverse")
    assert m.state.current == m.state.dealer
    assert m.state.direction == -1
    m2 = _new_with_first("reverse", n=2)  # 2 players: as Skip
    assert m2.state.current == m2.state.dealer


@pytest.mark.parametrize("rank", ["wild", "blank"])
def test_r7_wild_left_of_dealer_names_the_color(rank: str) -> None:
    m = _new_with_first(rank, rules=Rules(deck="with_blanks", blank_effect="swap"))
    left = m.players[(m.state.dealer + 1) % 4]
    v = m.public_view()
    assert v.color is None
    assert v.decision is not None and v.decision.kind == "choose_color"
    assert v.decision.player == left
    with pytest.raises(DecisionPending):
        m.apply(left, PlayCard(m.hand_of(left)[0]))
    ev = m.apply(left, ChooseColor("green"))
    assert ev == (events.ColorChosen(left, "green"),)
    assert m.public_view().color == "green"
    assert m.to_act == left  # then plays normally
    assert m.state.hands[(m.state.dealer + 1) % 4].__len__() == 7  # a first blank has no effect


def test_r7_wild_draw_four_is_never_the_first_card() -> None:
    for seed in range(3000):
        m = Match.new([1, 2], Rules(), random.Random(seed))
        assert m.public_view().top_card.code != "W4"
        check_i1(m)
