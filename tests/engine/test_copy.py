"""``Match.copy()``: an independent deep copy of a match (for AI simulations)."""

from __future__ import annotations

import dataclasses
import random

from bot.engine import Match
from bot.engine.state import State

from .helpers import pick, random_rules


def _random_positions(n: int, seed: int) -> list[Match]:
    r = random.Random(seed)
    out = []
    for g in range(n):
        m = Match.new(list(range(1, r.randint(2, 6) + 1)), random_rules(r), random.Random(g))
        for _ in range(r.randint(0, 60)):
            if m.match_over:
                break
            if m.hand_over:
                m.start_next_hand()
                continue
            pid = m.to_act
            assert pid is not None
            m.apply(pid, pick(r, m.legal_actions(pid, expand=True)))
        out.append(m)
    return out


def test_copy_is_the_same_position_with_the_same_future() -> None:
    r = random.Random(3)
    for m in _random_positions(60, 11):
        c = m.copy()
        assert c.to_dict() == m.to_dict()
        for _ in range(40):  # the same moves give the same events (rng copied too)
            if m.match_over:
                break
            if m.hand_over:
                assert m.start_next_hand() == c.start_next_hand()
                continue
            pid = m.to_act
            assert pid is not None
            act = pick(r, m.legal_actions(pid, expand=True))
            assert m.apply(pid, act) == c.apply(pid, act)
        assert c.to_dict() == m.to_dict()


def test_playing_on_a_copy_leaves_the_original_unchanged() -> None:
    r = random.Random(4)
    for m in _random_positions(60, 12):
        before = m.to_dict()
        c = m.copy()
        for _ in range(80):
            if c.match_over:
                break
            if c.hand_over:
                c.start_next_hand()
                continue
            pid = c.to_act
            assert pid is not None
            c.apply(pid, pick(r, c.legal_actions(pid, expand=True)))
        if c.players[1:] and not c.match_over:
            c.remove_player(c.players[-1])
        assert m.to_dict() == before


def test_copy_shares_no_mutable_field() -> None:
    m = _random_positions(1, 13)[0]
    c = m.copy()
    for f in dataclasses.fields(State):
        mine, theirs = getattr(m.state, f.name), getattr(c.state, f.name)
        if isinstance(mine, list | set | dict | random.Random):
            assert mine is not theirs, f.name
        if f.name == "hands":
            assert all(a is not b for a, b in zip(mine, theirs, strict=True))
