"""Shared helpers for the engine tests: staging positions, invariants, random play."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from bot.engine import Card, Match, PlayCard, Rules
from bot.engine import actions as A
from bot.engine.cards import build_deck
from bot.engine.rules import OPTIONS
from bot.engine.state import Phase

P1, P2, P3, P4 = 101, 202, 303, 404

C = Card.from_code  # "r5" -> Card(r5): tests read like the rule book


def play(code: str, color: str | None = None, target: int | None = None) -> PlayCard:
    return PlayCard(C(code), color, target)


def stage(hands: dict[int, list[str]], top: str | list[str], *, draw: tuple[str, ...] = (),
          current: int = P1, rules: Rules | None = None, color: str | None = None,
          direction: int = 1, players: list[int] | None = None, **kw: Any) -> Match:
    """A match in a chosen position; players default to the keys of ``hands``."""
    discard = [top] if isinstance(top, str) else list(top)
    return Match.staged(players or list(hands), rules or Rules(), hands=hands,
                        discard=discard, draw=list(draw), current=current, color=color,
                        direction=direction, **kw)


def codes(m: Match, pid: int) -> list[str]:
    return sorted(c.code for c in m.hand_of(pid))


def types(events: tuple[Any, ...]) -> list[str]:
    return [type(e).__name__ for e in events]


def check_i1(m: Match) -> None:
    """I1: every card of the deck is somewhere, exactly once."""
    cards = m.state.draw + m.discard + [c for h in m.state.hands for c in h]
    assert len(cards) == m.rules.deck_size
    assert Counter(cards) == Counter(build_deck(m.rules.deck == "with_blanks"))


def check_i2(m: Match) -> None:
    """I2: exactly one player to act (or a decision by one player), or the hand is over."""
    if m.hand_over:
        assert m.to_act is None
        return
    assert 0 <= m.state.current < len(m.players)
    assert m.to_act == m.players[m.state.current]
    assert m.legal_actions(m.to_act), "the player to act must have something to do"
    if m.state.pending:
        assert m.state.phase is Phase.PLAY


def snapshot(m: Match) -> str:
    return json.dumps(m.to_dict(), sort_keys=True)


def random_rules(r: random.Random, **fixed: Any) -> Rules:
    kw: dict[str, Any] = {}
    for o in OPTIONS:
        if o.name == "target":
            kw["target"] = r.choice([100, 150, 300])
        elif o.name == "max_players":
            continue
        else:
            kw[o.name] = r.choice(o.choices)
    kw.update(fixed)
    return Rules.from_preset("official", **kw)


def pick(r: random.Random, acts: list[A.Action]) -> A.Action:
    """A random but purposeful legal action (calls UNO, prefers playing): random
    uniform play never finishes some Seven-O games."""
    for a in acts:
        if isinstance(a, A.CallUno) and r.random() < 0.9:
            return a
    plays = [a for a in acts if isinstance(a, A.PlayCard | A.PlayDrawn | A.JumpIn)]
    if plays and r.random() < 0.95:
        return r.choice(plays)
    return r.choice(acts)


def play_random_match(m: Match, r: random.Random, max_steps: int = 20000,
                      leave_p: float = 0.0, every_step: Any = None) -> int:
    """Play to the end of the match; returns the number of steps."""
    steps = 0
    while not m.match_over:
        assert steps < max_steps, "the game did not end"
        if m.hand_over:
            m.start_next_hand()
            continue
        pid: int = r.choice(m.players) if r.random() < 0.1 else m.players[m.state.current]
        acts = m.legal_actions(pid, expand=True)
        if not acts:
            continue
        m.apply(pid, pick(r, acts))
        steps += 1
        if leave_p and r.random() < leave_p and len(m.players) > 2 and not m.match_over:
            m.remove_player(r.choice(m.players))
        if every_step is not None:
            every_step(m)
    return steps
