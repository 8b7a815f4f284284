"""Per-table timer: turn deadline (R10/R11 timeout, R26 removal after strikes), the next
hand, an idle lobby and an idle game. Never leaves a channel stuck."""

from __future__ import annotations

import asyncio
import logging
import time
from functools import partial

from discord.utils import escape_markdown

from bot.engine import Event
from bot.errors import UserError
from bot.game.config import TableConfig
from bot.game.pipeline import Pipeline
from bot.game.prefs import Prefs
from bot.game.registry import TableRegistry
from bot.game.seats import is_ai
from bot.game.table import Table
from bot.jobs import nudges
from bot.jobs.ai_seats import cover_turn
from bot.plumbing import lobby
from bot.plumbing.channels import Channels
from bot.plumbing.control import Control
from bot.plumbing.effects import run_effect
from bot.screens.table_message import Display
from bot.storage import Storage, StorageError

log = logging.getLogger(__name__)


class Timers:
    def __init__(self, config: TableConfig, storage: Storage, registry: TableRegistry,
                 pipeline: Pipeline, channels: Channels, display: Display,
                 control: Control, prefs: Prefs) -> None:
        self._config = config
        self._storage = storage
        self._prefs = prefs
        self._registry = registry
        self._pipeline = pipeline
        self._channels = channels
        self._display = display
        self._control = control
        registry.watch(woken=self.schedule, closed=self.cancel)

    def cancel(self, table: Table) -> None:
        task = table.rt.timer
        if task is not None and task is not asyncio.current_task() and not task.done():
            task.cancel()
        table.rt.timer = None

    def next_wake(self, table: Table) -> float | None:
        cfg = self._config
        if table.closed:
            return None
        if table.is_lobby:
            return table.last_activity + cfg.lobby_idle
        m = table.match
        assert m is not None
        times = [table.last_activity + cfg.game_idle]
        if (notice_at := nudges.notice_due(table, cfg.dm_notice_after)) is not None:
            times.append(notice_at)
        if m.hand_over and not m.match_over and table.next_hand_at is not None:
            times.append(table.next_hand_at)
        if not m.hand_over and table.turn_timer > 0 and table.deadline is not None:
            times.append(table.deadline)
            if (warn_at := nudges.warning_due(table, cfg.turn_warning)) is not None:
                times.append(warn_at)
        return min(times)

    def schedule(self, table: Table) -> None:
        self.cancel(table)
        when = self.next_wake(table)
        if when is not None:
            table.rt.timer = asyncio.create_task(self._sleep(table, when))

    async def _sleep(self, table: Table, when: float) -> None:
        await asyncio.sleep(max(0.0, when - time.time()))
        try:
            await self.fire(table)
        except StorageError as exc:
            # Its deadline is still due: without a pause a lasting fault (storage down)
            # would spin here.
            log.warning("Timer in channel %s could not save (%s); trying again in %ss",
                        table.channel_id, exc, self._config.timer_retry)
            await asyncio.sleep(self._config.timer_retry)
        except Exception as exc:
            if isinstance(exc, UserError) and table.closed:  # let go (another process
                return  # runs it now): said once, not retried
            fault = table.fault()
            if fault is not None:  # the game's own state is broken: close it, no retry loop
                await self._registry.close_damaged(table, fault)
                return
            log.exception("Timer failed in channel %s", table.channel_id)
            await asyncio.sleep(self._config.timer_retry)
        if table.rt.timer is asyncio.current_task() and not table.closed:
            self.schedule(table)

    async def fire(self, table: Table) -> None:
        cfg = self._config
        now = time.time()
        events: tuple[Event, ...] = ()
        ended: tuple[str, bool] | None = None
        warning: tuple[int, float] | None = None
        notice: tuple[int, float] | None = None
        async with table.rt.lock:
            if table.closed:
                return
            if table.is_lobby:
                if now >= table.last_activity + cfg.lobby_idle:
                    await lobby.close(self._registry, self._storage, table)
                    ended = (f"This lobby closed itself after {span(cfg.lobby_idle)} without "
                             "a start.", True)
            else:
                m = table.match
                assert m is not None
                if now >= table.last_activity + cfg.game_idle:
                    await self._control.close_game(table)
                    ended = (f"The game ended: no move for {span(cfg.game_idle)}. The channel "
                             "is free for a new game.", False)
                elif m.hand_over and not m.match_over:
                    if table.next_hand_at is not None and now >= table.next_hand_at:
                        events = await self._control.deal_next(table)
                elif (table.turn_timer > 0 and table.deadline is not None
                      and now >= table.deadline and m.to_act is not None):
                    events = await self._expire(table, m.to_act)
                else:
                    warning = nudges.take_warning(table, now, cfg.turn_warning)
                    notice = nudges.take_notice(table, now, cfg.dm_notice_after)
        if warning is not None:
            await run_effect("turn warning", table.channel_id,
                             partial(nudges.warn, self._config, self._channels,
                                     self._display.pings, table, *warning))
        if notice is not None:
            await run_effect("DM turn notice", table.channel_id,
                             partial(nudges.dm_notice, self._prefs, self._channels, table,
                                     *notice))
        if ended is not None:
            await self._control.announce_end(table, *ended)
        elif events:
            await self._pipeline.after_change(table, events)

    async def _expire(self, table: Table, player: int) -> tuple[Event, ...]:
        """The player's turn ran out: the engine's timeout move; strikes -> removal."""
        m = table.match
        assert m is not None
        snap = table.snapshot()
        if is_ai(player) or table.afk_cover:  # an AI seat that stalled, or AFK cover
            events = cover_turn(table, m, player)
            strikes = 0 if is_ai(player) else table.strikes.get(player, 0) + 1
            if not is_ai(player):
                table.events.append(f"🤖 played for {escape_markdown(table.name_of(player))} "
                                    "(their time ran out):")
        else:
            events = m.apply_timeout(player)
            strikes = table.strikes.get(player, 0) + 1
        if strikes:
            table.strikes[player] = strikes
        table.deadline = None
        await self._pipeline.commit(table, events, snap)
        if strikes >= self._config.max_strikes and not m.match_over and player in m.players:
            why = (f"⏰ {escape_markdown(table.name_of(player))} was removed for inactivity "
                   f"({strikes} turns missed in a row).")
            try:
                events += await self._control.remove(
                    table, player, why=why,
                    hand_note=f"You were removed from the game after {strikes} missed turn"
                        + ("s in a row." if strikes != 1 else "."))
            except Exception:
                # The timeout itself is saved and must still be shown; the removal is
                # tried again at this player's next expired turn.
                log.exception("Could not remove player %s in channel %s", player,
                              table.channel_id)
        return events


def span(seconds: float) -> str:
    """``1800`` -> "30 minutes", ``3600`` -> "1 hour", ``0.2`` -> "a moment"."""
    for unit, size in (("hour", 3600), ("minute", 60), ("second", 1)):
        if seconds >= size:
            n = round(seconds / size)
            return f"{n} {unit}" + ("s" if n != 1 else "")
    return "a moment"
