"""The only write path: every change to a game, whatever starts it (a click, a command, a
timer, an AI seat), is made inside ``async with changes.open(table) as change:``.

On entry the table's lock is taken and a snapshot kept. The body checks (a refusal is a
UserError raised before anything is touched) and changes the game through ``change``:
``play``, ``timeout``, ``deal_next``, ``remove``, ``start_match``, ``lobby`` (before a
lobby's own fields are edited) or ``end``. On exit the change is written in ONE
transaction (restoring the snapshot if the body raised or the write failed), the lock is
released, and then the effects run, each on its own so one failing never skips another:
first the ones the caller asked for (``then``: the answer to the interaction), then what
follows any change (``Followups``: results, hands, the table edit, timers, AI seats).

No Discord request is made while a table's lock is held: effects are where they go.
A structural test (tests/test_layers.py) fails when any other module applies an engine
action, writes a live game or takes a table's lock.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from bot.engine import Action, Event, Match
from bot.errors import NOT_PLAYING, NOT_STARTED, OVER, UserError
from bot.game.config import TableConfig
from bot.game.registry import TableRegistry
from bot.game.seats import is_ai
from bot.game.table import Table
from bot.game.writes import GoneAway, MovedAway, TableWrites

log = logging.getLogger(__name__)

Effect = Callable[[], Awaitable[Any]]
RunEffect = Callable[[str, int, Effect], Awaitable[None]]
Write = Literal["state", "start", "end", "new"]


AT_REST_WITHIN = 5.0  # a render waits this long at most for a change being written


async def at_rest(table: Table) -> None:
    """Return once no change of ``table`` is under way (its lock free), so that what is
    drawn right after, with no await in between, is the game as written: a change applied
    in memory while its write is awaited may still be rolled back (storage refused it),
    and a hand or table drawn from it would show moves that never happened. (A change
    that hangs past ``AT_REST_WITHIN`` is not waited out: the drawing goes on.)"""
    lock = table.rt.lock
    if not lock.locked():
        return
    try:
        await asyncio.wait_for(lock.acquire(), AT_REST_WITHIN)
    except TimeoutError:
        return
    lock.release()


class Followups(Protocol):
    """What follows a change (jobs/aftermath.py decides which effects, in what order)."""

    def applied(self, table: Table, events: Sequence[Event]) -> None:
        """Lock held, the change applied and about to be written: the AI seats' memories,
        saved with the table (a failed write puts them back with the rest)."""

    def effects(self, table: Table, events: Sequence[Event],
                changes: Changes) -> list[tuple[str, Effect]]:
        """The effects once the lock is released. ``changes`` is this write path: the jobs
        behind the effects (timers, AI seats) make their own changes through it."""

    def written(self, table: Table, events: Sequence[Event]) -> None:
        """Lock held, the change saved: what the session keeps of it (a caught player's
        note of the cards they drew)."""

    def woken(self, table: Table, changes: Changes) -> None:
        """A stored game was built (after a restart): its jobs start (never blocks)."""


@dataclass(eq=False, slots=True)
class Change:
    """One change in progress, lock held. Its methods are the only ways to move a game."""

    table: Table
    now: float
    rng: Callable[[], random.Random]
    events: list[Event] = field(default_factory=list)
    leavers: list[int] = field(default_factory=list)
    # the table's Last moves in other words (a removal for inactivity, not "left")
    words: dict[str, str] = field(default_factory=dict)
    write: Write | None = None
    first: list[tuple[str, Effect]] = field(default_factory=list)
    # what the session keeps about this change once it is saved (lock held), e.g. a
    # leaver's hand message to close: not done at all if the write fails
    written: list[Callable[[], None]] = field(default_factory=list)
    followups: bool = True  # what follows any change (off: a game ended, said by the caller)

    @property
    def match(self) -> Match:
        assert self.table.match is not None
        return self.table.match

    def then(self, name: str, effect: Effect) -> None:
        """An effect of this change of the caller's own (the answer to a click), run once
        the lock is released, before what follows any change."""
        self.first.append((name, effect))

    def once_written(self, hook: Callable[[], None]) -> None:
        """``hook`` runs once this change is saved, lock still held (never if it fails)."""
        self.written.append(hook)

    def play(self, player: int, action: Action, *, by_player: bool = True
             ) -> tuple[Event, ...]:
        """A seat's engine action: a click or an AI seat's move (``by_player``: clears the
        seat's missed turns and the game's idle time), or AFK cover's for an absent one."""
        events = self.match.apply(player, action)
        self._moved(events)
        if by_player:
            self.table.strikes.pop(player, None)
            self.table.last_activity = self.now
        return events

    def timeout(self, player: int) -> tuple[Event, ...]:
        """The engine's move for a seat whose turn ran out (R10/R11)."""
        events = self.match.apply_timeout(player)
        self._moved(events)
        return events

    def deal_next(self) -> tuple[Event, ...]:
        events = self.match.start_next_hand()
        self._moved(events)
        self.table.hand_leavers = []
        return events

    def remove(self, player: int, *, by_player: bool, forfeit: bool = True
               ) -> tuple[Event, ...]:
        """A player leaves the match (C9); ``by_player``: they (or the host) chose it.
        ``forfeit``: leaving a hand in play places them last in its rating (not when the
        host removed them: a host cannot hand anyone a loss)."""
        in_hand = not self.match.hand_over and not is_ai(player)
        events = self.match.remove_player(player)
        self._moved(events)
        if forfeit and in_hand:
            self.table.hand_leavers.append(player)
        self.leavers.append(player)
        self.table.strikes.pop(player, None)
        if by_player:
            self.table.last_activity = self.now
        return events

    def start_match(self) -> tuple[Event, ...]:
        """The lobby's seats become a match (its row and first state written together)."""
        table = self.table
        table.match = Match.new(table.players, table.rules, self.rng())
        table.last_activity = self.now
        table.hand_leavers = []
        events = table.match.opening_events
        self.events.extend(events)
        self.write = "start"
        return events

    def lobby(self) -> None:
        """The body is about to edit the lobby's own fields (seats, host, options)."""
        self.table.last_activity = self.now
        self.write = self.write or "state"

    def end(self) -> None:
        """The game ends here (a stop, an idle game or lobby, everybody left): closed, its
        match abandoned with its totals kept. What follows is the caller's to say."""
        self.write = "end"
        self.followups = False

    def _moved(self, events: Sequence[Event]) -> None:
        self.events.extend(events)
        self.write = self.write or "state"


class Changes:
    def __init__(self, registry: TableRegistry, writes: TableWrites, config: TableConfig,
                 followups: Followups, run_effect: RunEffect) -> None:
        self._registry = registry
        self._writes = writes
        self._config = config  # (its clock: the one clock)
        self._followups = followups
        self._run_effect = run_effect

    @asynccontextmanager
    async def open(self, table: Table, *, new: bool = False,
                   wait: float | None = None) -> AsyncIterator[Change]:
        """The one way to change ``table``: see the module's docstring. ``new``: a lobby
        just made, registered in its channel here and dropped if its first write fails.
        ``wait``: give up waiting for the lock after that many seconds and go on without
        it (a stop: it must work even if a change hangs)."""
        if new:
            self._registry.add(table)
            table.rt.jobs = True  # (started by what follows its first write)
        change = Change(table, self._config.clock.now(), self._config.rng,
                        write="new" if new else None)
        locked = await self._lock(table, wait)
        try:
            snap = table.snapshot()
            try:
                yield change
            except BaseException:  # refused or failed half-way: nothing of it stays
                if change.write is not None and change.write != "end":
                    table.restore(snap)
                if new:
                    self._registry.close(table)
                raise
            try:
                if change.write in ("state", "start") and not self._registry.holds(table):
                    # ended meanwhile (a stop that went on without the lock, an idle close):
                    # writing would bring its row back
                    raise UserError(OVER)
                await self._write(change, snap)
            except UserError:  # refused by the write (TableWrites put the table back)
                if new:
                    self._registry.close(table)
                if change.write in ("state", "start") and not self._registry.holds(table):
                    table.restore(snap)
                raise
            except Exception:  # a bug before the write reached storage: nothing of it stays
                if change.write is not None and change.write != "end":
                    table.restore(snap)
                if new:
                    self._registry.close(table)
                raise
            for hook in change.written:  # lock still held: the session follows the save
                hook()
        finally:
            if locked:
                table.rt.lock.release()
        effects = list(change.first)
        if change.followups and change.write is not None:
            effects.extend(self._followups.effects(table, change.events, self))
        for name, effect in effects:
            await self._run_effect(name, table.channel_id, effect)

    def find(self, channel_id: int) -> Table | None:
        """The game of a channel, built from storage on first use after a restart (its
        timer and AI seats then start)."""
        table = self._registry.get(channel_id)
        if table is not None and not table.rt.jobs and not table.closed:
            table.rt.jobs = True
            self._followups.woken(table, self)
        return table

    def require(self, channel_id: int | None) -> Table:
        """As ``find``, or the refusal that says there is no game (or why it was closed)."""
        if channel_id is not None:
            self.find(channel_id)
        return self._registry.require(channel_id)

    async def screen(self, table: Table, what: str) -> None:
        """Which messages show ``table`` now (their ids, set by the caller) kept with its
        game, under its lock: not a change of the game, and no effects."""
        async with self._writes.screen_change(table, what):
            pass

    def live_match(self, table: Table, player: int) -> Match:
        """The match ``player`` acts in at ``table``, or the refusal that says why not."""
        if not self._registry.holds(table):
            raise UserError(OVER)
        m = table.match
        if m is None:
            raise UserError(NOT_STARTED)
        if player not in m.players:
            raise UserError(NOT_PLAYING)
        if m.match_over:
            raise UserError(OVER)
        return m

    async def _lock(self, table: Table, wait: float | None) -> bool:
        if wait is None:
            await table.rt.lock.acquire()
            return True
        try:
            await asyncio.wait_for(table.rt.lock.acquire(), wait)
        except TimeoutError:
            log.warning("Changing channel %s without its lock", table.channel_id)
            return False
        return True

    async def _write(self, change: Change, snap: dict[str, Any]) -> None:
        table = change.table
        write = change.write
        if write is None:
            return
        if write == "end":
            if not table.closed:
                self._registry.close(table)
                await self._writes.end(table)
            return
        try:
            self._followups.applied(table, change.events)
        except Exception:  # (the AI seats' memories: never worth refusing a move for)
            log.exception("Could not note a change of channel %s for the AI seats",
                          table.channel_id)
        if write == "start":
            await self._writes.start(table, snap)
            ended = False
        else:
            try:
                ended = await self._writes.state(table, change.events, snap, change.leavers,
                                                change.words)
            except MovedAway:
                self._registry.let_go(table)
                raise
            except GoneAway:
                self._registry.close(table)
                raise
        self._followups.written(table, change.events)
        if ended:
            self._registry.close(table)
