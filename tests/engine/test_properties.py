"""Properties over random rule combinations: I1-I4 after every step, refused
actions change nothing, serialisation round-trips, every game ends."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from bot.engine import (
    AcceptDraw,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    Draw,
    JumpIn,
    KeepDrawn,
    Match,
    Pass,
    PlayCard,
    PlayDrawn,
    RuleError,
    Rules,
)
from bot.engine.cards import CARDS
from bot.engine.rules import OPTIONS
from tests.soak import Soak

from .helpers import check_i1, check_i2, pick, play_random_match, random_rules, snapshot

COLORS_OR_JUNK = ["red", "yellow", "green", "blue", None, "pink"]


def rules_strategy() -> st.SearchStrategy[Rules]:
    parts: dict[str, st.SearchStrategy[Any]] = {}
    for o in OPTIONS:
        if o.name == "target":
            parts[o.name] = st.sampled_from([100, 200, 500])
        elif o.name != "max_players":
            parts[o.name] = st.sampled_from(o.choices)
    return st.fixed_dictionaries(parts).map(lambda kw: Rules.from_preset("official", **kw))


def any_action(r: random.Random, players: list[int]) -> Any:
    """A random action, most of them illegal."""
    card = r.choice(CARDS)
    target = r.choice([*players, 9999])
    color = r.choice(COLORS_OR_JUNK)
    return r.choice([
        PlayCard(card, color, target if r.random() < 0.3 else None),
        JumpIn(card, color), Draw(), PlayDrawn(color, None), KeepDrawn(), Pass(),
        ChooseColor(color or "x"), CallUno(), Catch(target), Challenge(), AcceptDraw(),
    ])


class GameMachine(RuleBasedStateMachine):
    """Random legal and illegal actions; I1-I4 checked after every step."""

    m: Match

    @initialize(rules=rules_strategy(), n=st.integers(2, 6), seed=st.integers(0, 2**32))
    def start(self, rules: Rules, n: int, seed: int) -> None:
        self.seed = seed
        self.players = [1000 + 7 * i for i in range(n)]
        self.m = Match.new(self.players, rules, random.Random(seed))
        self.log: list[tuple[str, Any]] = []
        self.r = random.Random(seed)

    @precondition(lambda self: not self.m.hand_over)
    @rule()
    def legal_step(self) -> None:
        m = self.m
        pid = m.to_act if self.r.random() < 0.85 else self.r.choice(m.players)
        acts = m.legal_actions(pid, expand=True)  # type: ignore[arg-type]
        if not acts:
            return
        a = pick(self.r, acts)
        v = m.version
        m.apply(pid, a)  # type: ignore[arg-type]
        assert m.version == v + 1
        self.log.append(("act", (pid, a)))

    @precondition(lambda self: not self.m.match_over)
    @rule(who=st.integers(0, 12))
    def random_step(self, who: int) -> None:
        m = self.m
        pid = (m.players + [4242])[who % (len(m.players) + 1)]
        a = any_action(self.r, m.players)
        before = snapshot(m)
        try:
            m.apply(pid, a)
        except RuleError as exc:
            assert exc.reason
            assert snapshot(m) == before, f"refused {a} changed the state (I3)"
        else:
            self.log.append(("act", (pid, a)))

    @precondition(lambda self: self.m.hand_over and not self.m.match_over)
    @rule()
    def next_hand(self) -> None:
        self.m.start_next_hand()
        self.log.append(("next", None))

    @precondition(lambda self: not self.m.match_over and len(self.m.players) > 2)
    @rule(k=st.integers(0, 9))
    def leave(self, k: int) -> None:
        pid = self.m.players[k % len(self.m.players)]
        self.m.remove_player(pid)
        self.log.append(("leave", pid))

    @precondition(lambda self: not self.m.hand_over)
    @rule()
    def timeout(self) -> None:
        pid = self.m.to_act
        self.m.apply_timeout(pid)  # type: ignore[arg-type]
        self.log.append(("timeout", pid))

    @rule()
    def look(self) -> None:
        """Views never fail and show the right player's hand."""
        for pid in self.m.players:
            v = self.m.view_for(pid)
            assert len(v.hand) == len(self.m.hand_of(pid))
            assert v.version == self.m.version

    @rule()
    def playable(self) -> None:
        """playable_cards are legal_actions' play entries, in order, and exactly the
        distinct cards of the hand a PlayCard of which the referee accepts (on the
        player's turn; the card just drawn is played with PlayDrawn)."""
        m = self.m
        for pid in m.players:
            cards = m.playable_cards(pid)
            assert cards == [a.card for a in m.legal_actions(pid) if type(a) is PlayCard]
            assert len(set(cards)) == len(cards)
            if pid != m.to_act:
                assert cards == []
                continue
            drawn = m.view_for(pid).drawn_card
            others = [q for q in m.players if q != pid]
            accepted = {c for c in m.hand_of(pid) if c != drawn and any(
                m.check(pid, PlayCard(c, color, target)) is None
                for color in ("red", None) for target in (others[0], None))}
            assert set(cards) == accepted

    @invariant()
    def invariants(self) -> None:
        m = self.m
        check_i1(m)
        check_i2(m)
        data = m.to_dict()
        text = json.dumps(data)
        again = Match.from_dict(json.loads(text))
        assert again.to_dict() == data
        v = m.public_view()
        assert sum(s.cards for s in v.players) + v.draw_pile + v.discard_pile == \
            m.rules.deck_size

    def teardown(self) -> None:
        if not hasattr(self, "m"):
            return
        # I4: the same seed and the same actions give the same game
        m2 = Match.new(self.players, self.m.rules, random.Random(self.seed))
        for kind, arg in self.log:
            if kind == "act":
                m2.apply(*arg)
            elif kind == "next":
                m2.start_next_hand()
            elif kind == "leave":
                m2.remove_player(arg)
            else:
                m2.apply_timeout(arg)
        assert m2.to_dict() == self.m.to_dict()


GameMachine.TestCase.settings = settings(
    max_examples=100, stateful_step_count=80, deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestGameMachine = GameMachine.TestCase


def test_i3_refused_actions_change_nothing_in_random_positions() -> None:
    r = random.Random(99)
    refused = 0
    for g in range(60):
        m = Match.new([1, 2, 3, 4], random_rules(r), random.Random(g))
        for _ in range(120):
            if m.match_over:
                break
            if m.hand_over:
                m.start_next_hand()
                continue
            for _ in range(3):
                pid = r.choice([*m.players, 77])
                before = snapshot(m)
                a = any_action(r, m.players)
                try:
                    m.apply(pid, a)
                except RuleError:
                    refused += 1
                    assert snapshot(m) == before
            if m.hand_over:
                continue
            pid = m.to_act  # type: ignore[assignment]
            m.apply(pid, pick(r, m.legal_actions(pid, expand=True)))
    assert refused > 1000


def test_every_legal_action_is_accepted() -> None:
    """legal_actions never lists something apply refuses (checked on copies)."""
    r = random.Random(5)
    for g in range(40):
        m = Match.new([1, 2, 3], random_rules(r), random.Random(g))
        for _ in range(150):
            if m.hand_over:
                break
            data = m.to_dict()
            for pid in m.players:
                for a in m.legal_actions(pid, expand=True):
                    Match.from_dict(data).apply(pid, a)
            pid = m.to_act  # type: ignore[assignment]
            m.apply(pid, pick(r, m.legal_actions(pid, expand=True)))


def test_serialisation_round_trip_continues_identically() -> None:
    r = random.Random(8)
    for g in range(30):
        rules = random_rules(r)
        a = Match.new([5, 6, 7], rules, random.Random(g))
        steps = 0
        while not a.match_over and steps < 400:
            b = Match.from_dict(json.loads(json.dumps(a.to_dict())))
            if a.hand_over:
                ea, eb = a.start_next_hand(), b.start_next_hand()
            else:
                pid = a.to_act
                act = pick(r, a.legal_actions(pid, expand=True))  # type: ignore[arg-type]
                ea, eb = a.apply(pid, act), b.apply(pid, act)  # type: ignore[arg-type]
            assert ea == eb
            assert a.to_dict() == b.to_dict()
            steps += 1


def test_every_preset_game_ends() -> None:
    r = random.Random(2)
    for preset in ("official", "classic", "family", "online", "party"):
        for g in range(20):
            m = Match.new(list(range(r.randint(2, 8))), Rules.from_preset(preset, target=200),
                          random.Random(g))
            play_random_match(m, r, every_step=check_i1)
            assert m.match_over and m.winners


def _fast_game(m: Match, r: random.Random, cap: int) -> int:
    """One hand of random legal play; returns steps (asserts termination)."""
    steps = 0
    players = m.players
    while not m.hand_over:
        pid = players[m.state.current] if r.random() < 0.95 else r.choice(players)
        acts = m.legal_actions(pid, True)
        if acts:
            m.apply(pid, pick(r, acts))
        steps += 1
        assert steps < cap, "game did not end"
    return steps


@pytest.mark.timeout(600)  # UNO_SOAK=full: ~1 min (legal_actions runs every check)
def test_ten_thousand_random_games_end_with_i1_i2() -> None:
    """A soak sized to a time budget (tests/soak.py): the first games in every run, the
    10,000 with UNO_SOAK=full."""
    r = random.Random(2024)
    rule_pool = [random_rules(r) for _ in range(200)] + [
        Rules.from_preset(p) for p in ("official", "classic", "family", "online", "party")]
    for g in Soak(10_000, seconds=3.0, at_least=200):
        rules = rule_pool[g % len(rule_pool)]
        m = Match.new(list(range(r.randint(2, 10))), rules, random.Random(g))
        _fast_game(m, r, 100_000)
        check_i1(m)
        check_i2(m)
        if m.match_over:
            assert m.winners
        if g % 1000 == 0 and len(m.players) > 2 and not m.match_over:
            m.remove_player(m.players[0])
            check_i1(m)
