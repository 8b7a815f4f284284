"""The rollout policy: its cut-off score and its normal turn from the playable cards."""

from __future__ import annotations

import random

from bot.ai.rollout import Policy, plain_turn
from bot.engine import Match, Rules, events

from .helpers import P1, P2, P3, staged


def test_a_cut_rollout_scores_fewer_cards_as_a_better_chance() -> None:
    m = staged({P1: ["r1"], P2: ["b1", "b2", "b3"], P3: ["g1", "g2", "g3", "g4", "g5"]},
               "r5")
    policy = Policy(m.rules, m.players)
    shares = [policy.share(m, p) for p in (P1, P2, P3)]
    assert shares[0] > shares[1] > shares[2] > 0
    assert abs(sum(shares) - 1) < 1e-9


def test_a_rollout_cut_at_zero_steps_is_the_share_and_played_out_is_a_win_or_loss() -> None:
    m = staged({P1: ["r1", "r2"], P2: ["b1", "b2", "b3"], P3: ["g1", "g2"]}, "r5")
    policy = Policy(m.rules, m.players)
    assert policy.rollout(m.copy(), P1, random.Random(1), 1, horizon=0) == \
        policy.share(m, P1)
    assert policy.rollout(m.copy(), P1, random.Random(1)) in (0.0, 1.0)


def test_the_turn_from_playable_cards_is_the_pick_from_legal_actions() -> None:
    """On normal turns of real games, ``turn`` (no action built per card) chooses what
    ``pick`` chooses from ``legal_actions``."""
    compared = 0
    for seed in range(30):
        m = Match.new([P1, P2, P3, 404], Rules.from_preset("official"), random.Random(seed))
        policy = Policy(m.rules, m.players)
        direction = 1
        while not m.hand_over:
            pid = m.to_act
            assert pid is not None
            acts = m.legal_actions(pid)
            move = policy.pick(m, pid, acts, random.Random(seed), direction)
            if plain_turn(m, pid):
                assert policy.turn(m, pid, random.Random(seed), direction) == move
                compared += 1
            for e in m.apply(pid, move):
                if isinstance(e, events.DirectionReversed):
                    direction = e.direction
    assert compared > 500
