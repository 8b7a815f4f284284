"""AIs playing whole hands and matches against each other, with the engine as referee
(for the tests and bench/ai.py; the Discord side drives AIs through its own table).

Out-of-turn moves (UNO calls, catches, jump-ins) are offered to the other seats before
the seat to act plays, in seat order from the one to act."""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass, field

from bot.engine import Match, PublicView, events

from . import decide_with_stats
from .driver import apply_checked, first_legal
from .memory import SeatMemory
from .strong import Budget

MAX_ACTIONS = 100_000  # far above any real hand (random play with Seven-O can run
# to thousands of actions): a loop is a bug, not a long hand


class HandTooLong(RuntimeError):
    """A hand ran past MAX_ACTIONS: a loop, or random play under Seven-O that keeps
    passing the winning hand around (easy against easy can run past 100,000 actions)."""


@dataclass
class Arena:
    match: Match
    levels: dict[int, str]  # player -> level
    seed: int = 0
    budget: Budget | None = None
    max_actions: int = MAX_ACTIONS  # per hand; past it play_hand raises HandTooLong
    memories: dict[int, SeatMemory] = field(default_factory=dict)
    times_ms: dict[str, list[float]] = field(default_factory=dict)  # wall clock
    cpu_ms: dict[str, list[float]] = field(default_factory=dict)  # this process's CPU
    # strong's own-turn searches: (simulations, the time cap cut it)
    searches: list[tuple[int, bool]] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    actions: int = 0

    def __post_init__(self) -> None:
        for p, level in self.levels.items():
            if level == "strong":  # only the search reads the memory
                self.memories[p] = SeatMemory(p)
        self._feed(self.match.opening_events)

    def _feed(self, seen: Iterable[events.Event]) -> None:
        batch = tuple(seen)
        seated = set(self.match.players)
        for p, mem in self.memories.items():
            if p in seated:
                mem.observe(batch, self.match.view_for(p))

    def act(self, player: int, out_of_turn: bool) -> bool:
        """Ask ``player`` for a move and apply it; False when it had nothing to do."""
        m = self.match
        view = m.view_for(player)
        level = self.levels[player]
        seed = (self.seed * 1_000_003 + m.version * 7919 + player) & 0xFFFFFFFF
        memory = self.memories.get(player) or SeatMemory(player)
        t0, c0 = time.perf_counter(), time.process_time()
        action, stats = decide_with_stats(view, memory, level, seed, self.budget)
        if not out_of_turn:
            self.times_ms.setdefault(level, []).append((time.perf_counter() - t0) * 1000)
            self.cpu_ms.setdefault(level, []).append((time.process_time() - c0) * 1000)
            if stats.candidates > 1:
                self.searches.append((stats.simulations, stats.capped))
        if action is None:
            if out_of_turn:
                return False
            self.refused.append(f"{level} seat {player} had no move: {view!r}")
            action = first_legal(view)
            if action is None:
                return False
        done = apply_checked(m, player, action)
        if done.refused is not None:
            self.refused.append(f"{level} seat {player}: {action!r}: {done.refused.reason}")
        self.actions += 1
        self._feed(done.events)
        return True

    def play_hand(self) -> int:
        """Play until the hand is over; returns its winner."""
        m = self.match
        start = self.actions
        while not m.hand_over:
            if self.actions - start > self.max_actions:
                raise HandTooLong(f"the hand did not end after {self.max_actions} actions")
            to_act = m.to_act
            assert to_act is not None
            ids = m.players  # (a whole public view per action cost a third of a hand)
            i = ids.index(to_act)
            others = [ids[(i + k) % len(ids)] for k in range(1, len(ids))]
            if any(m.legal_actions(p) and self.act(p, True) for p in others):
                continue
            self.act(to_act, False)
        end: PublicView = m.public_view()
        assert end.hand_winner is not None
        return end.hand_winner

    def play_match(self) -> tuple[int, ...]:
        """Play hands until the match is over; returns the winners."""
        m = self.match
        while True:
            self.play_hand()
            if m.match_over:
                return tuple(m.public_view().winners)
            self._feed(m.start_next_hand())
