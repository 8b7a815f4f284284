"""The registry: channel id -> Table, the games resting (resumed, not built yet) and the
ones closed as damaged. Changes to a game go through the write path (changes.py); a
closed table's own tasks (its timer, its AI seats' runner) are cancelled here."""

from __future__ import annotations

import asyncio
import logging
from typing import Protocol

from bot.errors import DAMAGED, MOVED, NO_GAME, UserError
from bot.game.config import TableConfig
from bot.game.table import Table
from bot.game.writes import TableWrites
from bot.storage import LiveGame

log = logging.getLogger(__name__)


class Notices(Protocol):
    """What a closed game says in Discord (plumbing/notices.py)."""

    async def unreadable(self, channel_id: int, language: str) -> None: ...

    async def damaged(self, table: Table) -> None: ...

class TableRegistry:
    def __init__(self, writes: TableWrites, config: TableConfig, notices: Notices) -> None:
        self._writes = writes
        self._config = config
        self._notices = notices
        self.tables: dict[int, Table] = {}
        # channel -> why its game was closed here (damaged, or run by another process now)
        self.damaged: dict[int, str] = {}
        # Games resumed from storage, not built yet: each is built on first use (``get``) or
        # by the resume's pass after READY (which starts its timer and AI seats), so a
        # start with 10,000 games is ready at once.
        self.resting: dict[int, LiveGame] = {}
        self._closing: dict[int, asyncio.Task[None]] = {}  # unreadable games being closed

    def add(self, table: Table) -> None:
        """A new game takes its channel (the write path, for a lobby just opened)."""
        self.tables[table.channel_id] = table
        self.damaged.pop(table.channel_id, None)

    def get(self, channel_id: int) -> Table | None:
        table = self.tables.get(channel_id)
        if table is None and channel_id in self.resting:
            table = self._wake(channel_id)
        return table

    def require(self, channel_id: int | None) -> Table:
        table = self.get(channel_id) if channel_id is not None else None
        if table is None:
            raise UserError(self.damaged.get(channel_id or 0, NO_GAME))
        return table

    def holds(self, table: Table) -> bool:
        """``table`` is open and still the game of its channel."""
        return not table.closed and self.tables.get(table.channel_id) is table

    def _wake(self, channel_id: int) -> Table | None:
        """Build a resting game's table and start its timer. A state the engine cannot load
        or show closes that game (one log line, a word in its channel), the others go on."""
        game = self.resting.pop(channel_id)
        try:
            table = Table.from_live_game(game, self._config.clock.now())
            fault = table.fault()
        except Exception as exc:  # noqa: BLE001 - whatever the engine refuses to load
            fault = exc
        if fault is not None:
            log.error("Live game in channel %s cannot be resumed (damaged state): %s: %s",
                      channel_id, type(fault).__name__, fault)
            self.close_unreadable(channel_id, game.match_id,
                                  str(dict(game.ui).get("language") or "en"))
            return None
        self.tables[channel_id] = table
        return table

    def close_unreadable(self, channel_id: int, match_id: int | None,
                         language: str = "en") -> None:
        """A stored game that cannot be resumed: refused as damaged from now on; its row is
        closed (match abandoned, totals kept) and its channel told (in ``language``, the
        game's if it could be read), in the background."""
        self.damaged[channel_id] = DAMAGED
        self._closing[channel_id] = asyncio.create_task(
            self._close_row(channel_id, match_id, language),
            name=f"uno-close-unreadable-{channel_id}")

    async def _close_row(self, channel_id: int, match_id: int | None, language: str) -> None:
        await self._writes.abandon(channel_id, match_id)
        await self._notices.unreadable(channel_id, language)

    async def vacant(self, channel_id: int) -> bool:
        """No game in the channel: a resting one is woken first, and an unreadable one is
        closed before a new game may take the channel (its row would be in the way)."""
        if self.get(channel_id) is not None:
            return False
        closing = self._closing.pop(channel_id, None)
        if closing is not None:
            await asyncio.wait({closing})
        return self.get(channel_id) is None

    def close(self, table: Table) -> None:
        """The table is no longer its channel's game: its timer and AI seats stop (unless
        one of them is what closes it)."""
        table.closed = True
        if self.tables.get(table.channel_id) is table:
            del self.tables[table.channel_id]
        for task in (table.rt.timer.task, table.rt.timer.firing, table.rt.ai_task):
            if task is not None and task is not asyncio.current_task() and not task.done():
                task.cancel()
        table.rt.timer.task = None

    def let_go(self, table: Table) -> None:
        """Another process saved this game after this one last read it (a shard moved):
        it runs the game now. Dropped here without touching its row (no retry, no
        apology at every click, one log line); refused as moved from now on."""
        if table.closed:
            return
        log.warning("The game in channel %s is run by another process now (the stored one "
                    "is newer): let go here", table.channel_id)
        self.damaged[table.channel_id] = MOVED
        self.close(table)

    async def check_damaged(self, table: Table | None, error: BaseException) -> None:
        """After an unexpected error: if the table's own state is what fails, close the game
        as damaged and refuse with that sentence; else let the error take its path."""
        if table is None or table.closed:
            return
        fault = table.fault()
        if fault is not None:
            await self.close_damaged(table, fault)
            raise UserError(DAMAGED) from error

    async def close_damaged(self, table: Table, error: BaseException) -> None:
        """A game whose state the engine cannot work with: closed as unreadable ones are at a
        restart (one log line), never retried in a loop."""
        if table.closed:
            return
        log.error("Game in channel %s is damaged and was closed: %s: %s", table.channel_id,
                  type(error).__name__, error)
        self.damaged[table.channel_id] = DAMAGED
        self.close(table)
        await self._writes.abandon(table.channel_id, table.match_id)
        await self._notices.damaged(table)

    async def stop(self) -> None:
        """The bot is closing: no timer fires and no table edit starts after this (they
        would meet a closed connection and database, and retry until the process ends).
        Returns once they are unwound, so a write they were in is rolled back before the
        database closes."""
        self.resting.clear()
        stopping: list[asyncio.Task[None]] = []
        for table in self.tables.values():
            for task in (table.rt.timer.task, table.rt.timer.firing, table.rt.edits.task):
                if task is not None and not task.done():
                    task.cancel()
                    stopping.append(task)
            table.rt.timer.task = None
        stopping.extend(t for t in self._closing.values() if not t.done())
        if stopping:
            await asyncio.wait(stopping, timeout=5)

    async def edits_done(self) -> None:
        """Until no table edit is running (tests)."""
        for _ in range(100):
            busy = [e for e in (t.rt.edits.task for t in self.tables.values())
                    if e is not None and not e.done()]
            if not busy:
                return
            await asyncio.gather(*busy, return_exceptions=True)


__all__ = ["TableRegistry"]
