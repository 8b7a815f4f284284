"""R24-R26 scoring and matches, C9 leaving, C10 targets; timeouts."""

from __future__ import annotations

import random

import pytest

from bot.engine import (
    AcceptDraw,
    CallUno,
    ChooseColor,
    Draw,
    Match,
    Rules,
    events,
)
from bot.engine.errors import HandOver, InvalidAction, MatchOver, UnknownPlayer
from bot.engine.state import Phase

from .helpers import P1, P2, P3, P4, C, check_i1, check_i2, play, stage


def test_r25_winner_takes_points_of_all_other_hands() -> None:
    m = stage({P1: ["r4"], P2: ["b9", "W"], P3: ["yS", "g0"]}, "r5")
    ev = m.apply(P1, play("r4"))
    ended = [e for e in ev if isinstance(e, events.HandEnded)][0]
    assert ended.points == 9 + 50 + 20 + 0
    assert dict(ended.scores)[P1] == 79
    assert dict(ended.hand_points) == {P1: 0, P2: 59, P3: 20}
    assert m.hand_over and not m.match_over
    assert m.public_view().hand_winner == P1
    with pytest.raises(HandOver):
        m.apply(P2, Draw())
    ev2 = m.start_next_hand()
    assert isinstance(ev2[0], events.HandStarted) and ev2[0].hand_number == 2
    check_i1(m)
    check_i2(m)


def test_c10_target_is_inclusive() -> None:
    m = stage({P1: ["r4"], P2: ["b9", "W"], P3: ["yS", "g0"]}, "r5",
              rules=Rules(target=100), scores={P1: 21})
    ev = m.apply(P1, play("r4"))
    assert events.MatchEnded((P1,), ((P1, 100), (P2, 0), (P3, 0))) in ev
    assert m.match_over and m.public_view().winners == (P1,)
    with pytest.raises(MatchOver):
        m.start_next_hand()
    with pytest.raises(MatchOver):
        m.apply(P2, Draw())


def test_r25_lowest_wins() -> None:
    rules = Rules(scoring="lowest_wins", target=100)
    m = stage({P1: ["r4"], P2: ["b9", "W"], P3: ["yS", "g0"]}, "r5", rules=rules,
              scores={P1: 90, P2: 30, P3: 80})
    ev = m.apply(P1, play("r4"))
    ended = [e for e in ev if isinstance(e, events.HandEnded)][0]
    assert dict(ended.scores) == {P1: 90, P2: 89, P3: 100}
    assert m.match_over
    assert m.winners == [P2]


def test_c10_lowest_wins_ties_share_the_win() -> None:
    rules = Rules(scoring="lowest_wins", target=100)
    m = stage({P1: ["r4"], P2: ["b9"], P3: ["yS", "g0"]}, "r5", rules=rules,
              scores={P1: 9, P2: 0, P3: 90})
    m.apply(P1, play("r4"))
    assert m.winners == [P1, P2]


def test_r25_lowest_wins_continues_below_target() -> None:
    m = stage({P1: ["r4"], P2: ["b9"], P3: ["g0"]}, "r5",
              rules=Rules(scoring="lowest_wins"))
    m.apply(P1, play("r4"))
    assert m.hand_over and not m.match_over


def test_r25_single_hand() -> None:
    m = stage({P1: ["r4"], P2: ["b9", "W"], P3: ["yS"]}, "r5",
              rules=Rules(scoring="single_hand"))
    ev = m.apply(P1, play("r4"))
    assert m.match_over and m.winners == [P1]
    ended = [e for e in ev if isinstance(e, events.HandEnded)][0]
    assert ended.points == 0 and dict(ended.scores)[P1] == 0


def test_c9_leaving_mid_hand_cards_go_under_the_draw_pile() -> None:
    m = stage({P1: ["r4", "g4"], P2: ["b9", "W"], P3: ["yS", "g0"]}, "r5")
    bottom = list(m.state.draw[:0])
    ev = m.remove_player(P2)
    assert ev[0] == events.PlayerLeft(P2)
    assert m.state.draw[:2] == [C("b9").id, C("W").id] + bottom
    assert m.players == [P1, P3]
    assert m.to_act == P1
    check_i1(m)
    with pytest.raises(UnknownPlayer):
        m.apply(P2, Draw())


def test_c9_leaving_on_own_turn_next_plays_and_penalty_lapses() -> None:
    m = stage({P1: ["rD", "g4"], P2: ["b9", "W"], P3: ["yS", "g0"], P4: ["y1", "y2"]}, "r5",
              rules=Rules(stacking=True))
    m.apply(P1, play("rD"))
    assert m.to_act == P2 and m.state.pending == 2
    ev = m.remove_player(P2)
    assert events.TurnStarted(P3) in ev
    assert m.to_act == P3 and m.state.pending == 0
    check_i2(m)


def test_c9_leaving_on_own_turn_reversed_direction() -> None:
    m = stage({P1: ["r4", "g4"], P2: ["b9", "W"], P3: ["yS", "g0"]}, "r5", direction=-1,
              current=P2)
    m.remove_player(P2)
    assert m.to_act == P1


def test_c9_last_player_left_wins_the_match_and_leaver_keeps_points() -> None:
    m = stage({P1: ["r4", "g4"], P2: ["b9", "W"]}, "r5", scores={P1: 40, P2: 70})
    ev = m.remove_player(P1)
    assert events.MatchEnded((P2,), ((P1, 40), (P2, 70))) in ev
    assert m.match_over and m.winners == [P2]
    assert m.public_view().scores == ((P1, 40), (P2, 70))
    assert m.public_view().departed == (P1,)
    with pytest.raises(MatchOver):
        m.remove_player(P2)


def test_c9_later_deals_skip_the_leaver() -> None:
    m = stage({P1: ["r4"], P2: ["b9", "W"], P3: ["yS", "g0"], P4: ["g1"]}, "r5")
    m.remove_player(P3)
    m.apply(P1, play("r4"))
    assert m.inspect().next_dealer == P1
    m.start_next_hand()
    assert m.players == [P1, P2, P4] and m.public_view().dealer == P1
    assert all(len(h) >= 7 for h in m.state.hands)
    check_i1(m)


def test_c9_leaving_after_a_wd4_cancels_the_challenge() -> None:
    m = stage({P1: ["W4", "g4"], P2: ["b9", "W"], P3: ["yS", "g0"]}, "r5")
    m.apply(P1, play("W4", "blue"))
    m.remove_player(P1)
    assert m.state.wd4_by is None
    assert m.legal_actions(P2) == [CallUno(), AcceptDraw()]


def test_timeout_draws_then_passes() -> None:
    m = stage({P1: ["g4", "g2", "g3"], P2: ["b9", "W"]}, "r5", draw=["r7"])
    ev = m.apply_timeout(P1)
    assert [type(e).__name__ for e in ev] == ["CardsDrawn", "CardKept", "TurnStarted"]
    assert m.to_act == P2
    with pytest.raises(InvalidAction):
        m.apply_timeout(P1)


def test_timeout_accepts_a_pending_draw_and_chooses_a_color() -> None:
    m = stage({P1: ["W4", "g2", "g3"], P2: ["b9", "W"], P3: ["y1", "y2"]}, "r5")
    m.apply(P1, play("W4", "green"))
    ev = m.apply_timeout(P2)
    assert any(isinstance(e, events.CardsDrawn) and e.count == 4 for e in ev)
    assert m.to_act == P3
    m2 = stage({P1: ["b2", "b3", "g3"], P2: ["b9", "W"]}, "W")
    assert m2.state.phase is Phase.COLOR
    ev2 = m2.apply_timeout(P1)
    assert ev2[0] == events.ColorChosen(P1, "blue")
    assert m2.to_act == P2


def test_timeout_must_play_drawn_and_forced_play() -> None:
    m = stage({P1: ["g4", "g2", "g3"], P2: ["b9", "W"]}, "r5", draw=["W"],
              rules=Rules(after_draw="must_play_drawn"))
    ev = m.apply_timeout(P1)
    assert events.CardPlayed(P1, C("W")) in ev
    assert m.to_act == P2
    m2 = stage({P1: ["r7", "g2", "g3"], P2: ["b9", "W"]}, "r5",
               rules=Rules(forced_play=True, seven_o=True))
    ev2 = m2.apply_timeout(P1)
    assert events.HandsSwapped(P1, P2) in ev2


def test_timeout_always_moves_on_in_random_games() -> None:
    r = random.Random(11)
    from .helpers import random_rules

    for g in range(150):
        m = Match.new([1, 2, 3], random_rules(r), random.Random(g))
        for _ in range(300):
            if m.match_over:
                break
            if m.hand_over:
                m.start_next_hand()
                continue
            before = m.to_act
            v0 = m.version
            ev = m.apply_timeout(before)  # type: ignore[arg-type]
            assert m.version > v0 and ev
            assert m.hand_over or any(isinstance(e, events.TurnStarted) for e in ev)
            check_i1(m)
            check_i2(m)


def test_choose_color_refused_when_not_pending() -> None:
    m = stage({P1: ["g4", "g2"], P2: ["b9", "W"]}, "r5")
    with pytest.raises(InvalidAction):
        m.apply(P1, ChooseColor("red"))
