"""Edge cases across rules: first cards with 2 players, leaving at odd moments,
jump-ins with effects, stacking with challenges, play_any timeouts."""

from __future__ import annotations

import random

import pytest

from bot.engine import (
    AcceptDraw,
    Challenge,
    ChooseColor,
    Draw,
    JumpIn,
    Match,
    Pass,
    Rules,
    events,
)
from bot.engine.errors import CannotPass, TargetRequired
from bot.engine.state import Phase

from .helpers import P1, P2, P3, P4, C, check_i1, check_i2, codes, play, stage


def test_r7_first_draw_two_with_two_players_dealer_plays() -> None:
    for seed in range(5000):
        m = Match.new([1, 2], Rules(), random.Random(seed))
        if m.public_view().top_card.rank == "draw2":
            break
    left = (m.state.dealer + 1) % 2
    assert len(m.state.hands[left]) == 9
    assert m.state.current == m.state.dealer
    check_i1(m)


def test_c9_leaving_while_choosing_the_first_color_passes_the_choice_on() -> None:
    m = stage({P1: ["g4", "g2"], P2: ["b9", "b8"], P3: ["y1", "y2"]}, "W")
    assert m.public_view().decision.kind == "choose_color"  # type: ignore[union-attr]
    m.remove_player(P1)
    v = m.public_view()
    assert v.decision is not None and v.decision.kind == "choose_color"
    assert v.decision.player == P2
    m.apply(P2, ChooseColor("blue"))
    check_i2(m)


def test_c9_leaving_after_drawing_next_player_plays() -> None:
    m = stage({P1: ["g4", "g2"], P2: ["b9", "b8"], P3: ["y1", "y2"]}, "r5", draw=["r7"])
    m.apply(P1, Draw())
    assert m.state.phase is Phase.DRAWN
    m.remove_player(P1)
    assert m.to_act == P2 and m.state.phase is Phase.PLAY and m.state.drawn == -1
    check_i1(m)


def test_c9_dealer_leaving_deal_passes_to_the_next_seat() -> None:
    m = stage({P1: ["r4"], P2: ["b9", "b8"], P3: ["y1", "y2"], P4: ["g1"]}, "r5",
              dealer=P2)
    m.apply(P1, play("r4"))
    m.remove_player(P2)
    m.start_next_hand()
    assert m.players[m.state.dealer] == P3


def test_r22_jump_in_with_a_seven_needs_a_target() -> None:
    rules = Rules(jump_in=True, seven_o=True)
    m = stage({P1: ["g4", "g2"], P2: ["b9", "b8"], P3: ["r7", "y2", "y3"]}, "r7",
              rules=rules)
    with pytest.raises(TargetRequired):
        m.apply(P3, JumpIn(C("r7")))
    ev = m.apply(P3, JumpIn(C("r7"), target=P1))
    assert events.HandsSwapped(P3, P1) in ev
    assert codes(m, P3) == ["g2", "g4"]
    assert m.to_act == P1


def test_r22_jump_in_by_the_player_who_just_played() -> None:
    m = stage({P1: ["r4", "r4", "g2"], P2: ["b9", "b8"], P3: ["y1", "y2"]}, "r5",
              rules=Rules(jump_in=True))
    m.apply(P1, play("r4"))
    m.apply(P1, JumpIn(C("r4")))
    assert m.to_act == P2
    assert codes(m, P1) == ["g2"]
    assert m.catchable == [P1]


def test_c4_stacking_on_then_challenge_guilty_resets_the_stack() -> None:
    m = stage({P1: ["W4", "g7", "b2"], P2: ["b9", "b8", "b7"], P3: ["y1", "y2"]}, "g5",
              rules=Rules(stacking=True))
    m.apply(P1, play("W4", "red"))
    m.apply(P2, Challenge())
    assert m.state.pending == 0 and m.state.stack == 0
    assert len(m.state.hands[0]) == 6 and m.to_act == P2
    m.apply(P2, Draw())  # a normal turn afterwards
    check_i2(m)


def test_c4_wd4_on_draw_two_under_no_playable() -> None:
    rules = Rules(stacking=True, wd4="no_playable")
    m = stage({P1: ["rD", "g2"], P2: ["W4", "g9"], P3: ["y1", "y2"]}, "r5", rules=rules)
    m.apply(P1, play("rD"))
    m.apply(P2, play("W4", "green"))  # g9 doesn't match red or D: fair
    assert m.state.pending == 6 and m.to_act == P3
    m.apply(P3, AcceptDraw())
    assert len(m.state.hands[2]) == 8


def test_timeout_under_play_any_and_forced_play() -> None:
    rules = Rules(after_draw="play_any", forced_play=True)
    m = stage({P1: ["g4", "g2", "g3"], P2: ["b9", "b8"]}, "r5", draw=["y7", "r1"],
              rules=rules)
    ev = m.apply_timeout(P1)  # draws y7: nothing playable -> passes
    assert [type(e).__name__ for e in ev] == ["CardsDrawn", "Passed", "TurnStarted"]
    m2 = stage({P1: ["g4", "g2", "g3"], P2: ["b9", "b8"]}, "g5", rules=rules)
    ev2 = m2.apply_timeout(P1)  # must play a playable card
    assert isinstance(ev2[0], events.CardPlayed)


def test_play_any_with_forced_play_cannot_pass_holding_a_playable_card() -> None:
    rules = Rules(after_draw="play_any", forced_play=True)
    m = stage({P1: ["g4", "g2", "g3"], P2: ["b9", "b8"]}, "r5", draw=["r1"], rules=rules)
    m.apply(P1, Draw())
    with pytest.raises(CannotPass):
        m.apply(P1, Pass())


def test_reshuffle_keeps_every_card_in_a_long_game() -> None:
    m = Match.new([1, 2, 3], Rules(draw_until_playable=True), random.Random(4))
    r = random.Random(4)
    reshuffles = 0
    for _ in range(3000):
        if m.hand_over:
            if m.match_over:
                break
            m.start_next_hand()
            continue
        pid = m.to_act
        acts = m.legal_actions(pid, expand=True)  # type: ignore[arg-type]
        a = Draw() if Draw() in acts and r.random() < 0.7 else acts[0]
        ev = m.apply(pid, a)  # type: ignore[arg-type]
        reshuffles += sum(isinstance(e, events.Reshuffled) for e in ev)
        check_i1(m)
    assert reshuffles > 0
