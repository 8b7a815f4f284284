"""AI seats at the table: after every change, each AI seat is asked for a move, and one
that has something to do acts after a short pause through the same pipeline as a click
(lock -> engine -> one transaction -> release -> effects).

An AI decides from its seat's ``PlayerView`` and the ``SeatMemory`` of the public events
its seat saw (bot/ai), never from the match; a strong seat's memory is kept with the table
(``Table.ai_memory``) and saved with its live game. ``strong`` searches for up to its budget
(200 ms): that runs in a worker process so no click waits behind it; ``easy`` and
``normal`` take well under a millisecond and run inline.

One runner task per table: it sleeps the AI delay, asks the AI seats (out of turn first:
UNO calls, catches, jump-ins; then the seat to act), applies one move if the state did not
change meanwhile, and goes on until no AI has anything to do. A change made by someone
else while it runs only makes it look again.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import logging
import multiprocessing
import os
from collections.abc import Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor

from bot.ai import Budget, SeatMemory, decide, first_legal, ready
from bot.engine import Action, Event, PlayerView
from bot.errors import UserError
from bot.game.changes import Change, Changes
from bot.game.clock import sleep_for
from bot.game.config import TableConfig
from bot.game.features import feature
from bot.game.registry import TableRegistry
from bot.game.results import only_ai_left
from bot.game.seats import is_ai
from bot.game.table import Table
from bot.screens.table_message import Display
from bot.storage import Storage, StorageError

log = logging.getLogger(__name__)

ONLY_AI = "only-ai"
MAX_STEPS = 5000  # AI moves in one run without anybody else acting: a loop is a bug
COVER_LEVEL = "normal"  # the AI that plays an absent member's expired turn


def seed_for(table: Table, version: int, player: int) -> int:
    """The same position at the same table gives the same decision."""
    return (table.game * 1_000_003 + version * 7919 + player) & 0xFFFFFFFF


def delay_of(features: object, default: float) -> float:
    """The server's ``ai_delay`` feature (seconds), or the bot's default."""
    value = feature(features if isinstance(features, dict) else {}, "ai_delay")
    try:
        return float(value) if value is not None else default
    except ValueError:
        return default


def cover_turn(change: Change, player: int) -> None:
    """AFK cover: the ``normal`` AI answers ``player``'s expired turn in ``change``. Like
    the timeout move it always moves the game on: a refused or missing move falls back to
    the engine's timeout move. Not the player's own move: their strikes and the game's
    idle time stay."""
    table, match = change.table, change.match
    moved = False
    for _ in range(5):  # a turn is a few decisions at most (draw, then keep or play)
        if match.hand_over or match.to_act != player:
            break
        view = match.view_for(player)
        action = decide(view, SeatMemory(player), COVER_LEVEL,
                        seed_for(table, view.version, player))
        if action is None or match.check(player, action) is not None:
            if action is not None:
                log.error("AFK cover move refused for player %s: %r; view: %r", player,
                          action, view)
            change.timeout(player)
            return
        change.play(player, action, by_player=False)
        moved = True
    if not moved:
        change.timeout(player)


def lower_priority() -> None:
    """In a search worker: the event loop's process gets the CPU first (a click is
    answered before a search step on a busy machine)."""
    with contextlib.suppress(OSError, AttributeError):
        os.nice(10)


class AiSeats:
    def __init__(self, config: TableConfig, storage: Storage, registry: TableRegistry,
                 display: Display, pool: Executor | None = None) -> None:
        self._config = config
        self._storage = storage
        self._registry = registry
        self._display = display
        self._pool = pool
        # the no-op each search worker ran on start (``warm``); None until then
        self.warming: list[Future[bool]] | None = None
        self._size = 1  # worker processes of the pool
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()

    @property
    def budget(self) -> Budget:
        """A strong seat's search budget: the configured thinking time (UNO_AI_THINK_MS)."""
        return Budget.thinking(self._config.ai_think_ms)

    # -- fed by the pipeline ---------------------------------------------------------------
    def observe(self, table: Table, events: Sequence[Event]) -> None:
        """Fold a batch of events, applied and about to be written, into the memory of each
        ``strong`` seat (the only level that reads it); lock held. The memories are saved
        with the table (``Table.ai_memory``), so they survive a restart, and a write that
        fails puts them back with the rest of the table."""
        m = table.match
        if m is None or not events or not table.ai:
            return
        for p, level in table.ai.items():
            if level == "strong" and p in m.players and not m.match_over:
                table.ai_memory.setdefault(p, SeatMemory(p)).observe(events, m.view_for(p))

    def warm(self, table: Table) -> None:
        """Start the search workers if ``table`` seats a ``strong`` AI and they are not
        started yet (never blocks): a worker process takes a good second to spawn and
        import the search, which the first strong move would otherwise wait for."""
        if self.warming is not None or table.closed or "strong" not in table.ai.values():
            return
        pool = self._executor()
        # one no-op per worker: a spawn pool starts a worker only when none is idle
        self.warming = [pool.submit(ready) for _ in range(self._size)]

    def poke(self, table: Table, changes: Changes) -> None:
        """Something changed at ``table``: let its AI seats look (never blocks). A table
        with a strong seat (seated, started or resumed) starts the search workers."""
        self.warm(table)
        if table.closed or table.match is None or not table.ai:
            return
        ch = table.channel_id
        task = self._tasks.get(ch)
        if task is not None and not task.done():
            self._again.add(ch)
            return
        self._tasks[ch] = table.rt.ai_task = asyncio.create_task(self._run(table, changes),
                                                                 name=f"ai-{ch}")

    async def after(self, table: Table, events: Sequence[Event], changes: Changes) -> None:
        """The effect of a committed change: the AI seats look at it; a match left to AI
        seats alone was ended by the change (results.only_ai_left) and says so."""
        if table.closed and only_ai_left(table):
            await self._display.post_final(table, table.lang(ONLY_AI))
            return
        self.poke(table, changes)

    def cancel(self, table: Table) -> None:
        """Stop ``table``'s runner (a closed table's is stopped by the registry)."""
        task = table.rt.ai_task
        if task is not None and task is not asyncio.current_task() and not task.done():
            task.cancel()

    async def wait(self) -> None:
        """Until no AI seat has anything left to do (tests)."""
        while busy := [t for t in self._tasks.values() if not t.done()]:
            await asyncio.gather(*busy, return_exceptions=True)

    async def close(self) -> None:
        for task in list(self._tasks.values()):
            task.cancel()
        await asyncio.gather(*self._tasks.values(), return_exceptions=True)
        self._tasks.clear()
        if isinstance(self._pool, ProcessPoolExecutor):
            self._pool.shutdown(wait=False, cancel_futures=True)
        self._pool = None
        self.warming = None

    # -- the runner -------------------------------------------------------------------------
    async def _run(self, table: Table, changes: Changes) -> None:
        ch = table.channel_id
        try:
            delay = await self._delay(table)
            for _ in range(MAX_STEPS):
                self._again.discard(ch)
                if self._live(table) and self._anyone_to_ask(table):
                    try:
                        if await self._step(table, changes,
                                           self._config.clock.now() + delay):
                            continue
                    except (UserError, StorageError) as exc:  # not saved: nothing changed
                        if table.closed:  # let go (another process runs it): said once
                            return
                        log.warning("An AI move in channel %s could not be saved (%s); "
                                    "trying again in %ss", ch, exc,
                                    self._config.timer_retry)
                        # (the tables' one clock, as a timer's retry)
                        await sleep_for(self._config.clock, self._config.timer_retry)
                        continue
                if ch not in self._again:  # nobody changed anything while it looked
                    return
            log.error("AI players in channel %s made %s moves in a row; pausing them",
                      ch, MAX_STEPS)
        except asyncio.CancelledError:
            raise
        except Exception:
            fault = table.fault()
            if fault is not None:
                await self._registry.close_damaged(table, fault)
            else:
                log.exception("AI players failed in channel %s", ch)
        finally:
            if self._tasks.get(ch) is asyncio.current_task():
                del self._tasks[ch]

    def _live(self, table: Table) -> bool:
        m = table.match
        return (self._registry.holds(table)
                and m is not None and not m.hand_over)

    def _order(self, table: Table) -> list[int]:
        """The AI seats to ask: out of turn first, in seat order from the seat to act, then
        the seat to act (as bot/ai/arena.py does)."""
        m = table.match
        assert m is not None
        seats = list(m.players)
        to_act = m.to_act
        start = seats.index(to_act) if to_act in seats else 0
        ring = [seats[(start + k) % len(seats)] for k in range(1, len(seats) + 1)]
        return [p for p in ring if is_ai(p) and p in table.ai]

    def _anyone_to_ask(self, table: Table) -> bool:
        m = table.match
        assert m is not None
        return any(p == m.to_act or m.legal_actions(p) for p in self._order(table))

    async def _step(self, table: Table, changes: Changes, not_before: float) -> bool:
        """One AI move at most, made at the clock's time ``not_before`` (the pause people
        follow the game by) or later; True when one was made (or the state moved
        meanwhile). A strong seat searches during the pause: its move is not later for
        the thinking."""
        m = table.match
        assert m is not None
        for p in self._order(table):
            if not self._live(table) or table.match is not m or p not in m.players:
                return True
            view = m.view_for(p)
            if not view.legal:
                continue
            action = await self._decide(table, p, view)
            if action is None and p != m.to_act:
                continue  # nothing worth doing out of turn
            await self._config.clock.sleep_until(not_before)  # (the tables' one clock)
            if await self._apply(table, changes, p, action, view):
                return True
        return False

    async def _decide(self, table: Table, p: int, view: PlayerView) -> Action | None:
        level = table.ai.get(p, "normal")
        seed = seed_for(table, view.version, p)
        if level != "strong":
            return decide(view, SeatMemory(p), level, seed)
        memory = table.ai_memory.setdefault(p, SeatMemory(p))
        memory.observe((), view)  # a fresh memory (an old saved game) syncs with the view
        # a copy: the pool pickles it in a thread of its own, while the loop may fold the
        # next events into the original
        frozen = copy.deepcopy(memory)
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor(), decide, view, frozen, level,
                                          seed, self.budget)

    async def _apply(self, table: Table, changes: Changes, p: int, action: Action | None,
                     view: PlayerView) -> bool:
        """Under the lock: if the state is still the one decided on, play ``action`` (a
        refused move is logged with the view and replaced by the first legal one)."""
        async with changes.open(table) as change:
            m = table.match
            if not self._live(table) or m is None or m.version != view.version:
                return True  # someone else moved: look again
            refused = None if action is None else m.check(p, action)
            if action is None or refused is not None:
                log.error("AI move refused for seat %s (%s) in channel %s: %r (%s); view: %r",
                          p, table.ai.get(p), table.channel_id, action,
                          refused.reason if refused else "no move", view)
                if p != m.to_act:
                    return False
                action = first_legal(view)
                if action is None:
                    return False
            change.play(p, action)
        return True

    async def _delay(self, table: Table) -> float:
        default = self._config.ai_delay
        try:
            settings = await self._storage.settings.get(table.guild_id)
        except StorageError:
            return default
        return delay_of(dict(settings.features), default)

    def _executor(self) -> Executor:
        if self._pool is None:
            # spawn: a fork of a process running an event loop and threads is not safe
            self._size = max(1, min(2, (os.cpu_count() or 2) - 1))
            self._pool = ProcessPoolExecutor(
                max_workers=self._size, mp_context=multiprocessing.get_context("spawn"),
                initializer=lower_priority)
        return self._pool
