"""Per-table timer: turn deadline (R10/R11 timeout, R26 removal after strikes), the next
hand, an idle lobby and an idle game. Never leaves a channel stuck."""

from __future__ import annotations

import asyncio
import logging
from functools import partial
from typing import Any, Literal

from discord.utils import escape_markdown

from bot.errors import UserError
from bot.game.changes import Change, Changes
from bot.game.clock import sleep_for
from bot.game.config import TableConfig
from bot.game.prefs import PlayerPrefs
from bot.game.registry import TableRegistry
from bot.game.seats import is_ai
from bot.game.table import Table
from bot.i18n import Msg
from bot.jobs import nudges
from bot.jobs.ai_seats import cover_turn
from bot.plumbing.channels import Channels
from bot.plumbing.control import announce_end, remove
from bot.screens.table_message import Display
from bot.storage import StorageError

log = logging.getLogger(__name__)


class Timers:
    """Each table's one timer task (``table.rt.timer.task``), woken at the next time something
    is due; what it does is a change like any other, through the write path it is given
    with the table (``schedule``)."""

    def __init__(self, config: TableConfig, registry: TableRegistry, channels: Channels,
                 display: Display, prefs: PlayerPrefs) -> None:
        self._config = config
        self._prefs = prefs
        self._registry = registry
        self._channels = channels
        self._display = display

    def cancel(self, table: Table) -> None:
        """Stop the table's timer while it sleeps. One that is firing runs to its end (its
        change, the effects after it, a removal): cut short by the next change's reschedule
        it skipped them, a removal after missed turns included."""
        timer = table.rt.timer
        task = timer.task
        if (task is not None and task is not asyncio.current_task() and not task.done()
                and task is not timer.firing):
            task.cancel()
        timer.task = None

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

    def schedule(self, table: Table, changes: Changes) -> None:
        self.cancel(table)
        when = self.next_wake(table)
        if when is not None:
            table.rt.timer.task = asyncio.create_task(self._sleep(table, when, changes))

    async def _sleep(self, table: Table, when: float, changes: Changes) -> None:
        clock = self._config.clock
        await clock.sleep_until(when)
        outcome = await self._fire_through(table, changes)
        if outcome == "stop":
            return
        if outcome == "retry":
            await sleep_for(clock, self._config.timer_retry)
        if table.rt.timer.task is asyncio.current_task() and not table.closed:
            self.schedule(table, changes)

    async def _fire_through(self, table: Table, changes: Changes
                            ) -> Literal["done", "retry", "stop"]:
        """``fire`` once, as the table's firing timer (``cancel`` lets it be)."""
        timer = table.rt.timer
        timer.firing = asyncio.current_task()
        try:
            await self.fire(table, changes)
        except StorageError as exc:
            # Its deadline is still due: without a pause a lasting fault (storage down)
            # would spin here.
            log.warning("Timer in channel %s could not save (%s); trying again in %ss",
                        table.channel_id, exc, self._config.timer_retry)
            return "retry"
        except Exception as exc:
            if isinstance(exc, UserError) and table.closed:  # let go (another process
                return "stop"  # runs it now): said once, not retried
            fault = table.fault()
            if fault is not None:  # the game's own state is broken: close it, no retry loop
                await self._registry.close_damaged(table, fault)
                return "stop"
            log.exception("Timer failed in channel %s", table.channel_id)
            return "retry"
        finally:
            if timer.firing is asyncio.current_task():
                timer.firing = None
        return "done"

    async def fire(self, table: Table, changes: Changes) -> None:
        cfg = self._config
        now = cfg.clock.now()
        removal: tuple[int, int] | None = None  # (player, missed turns) to remove after
        async with changes.open(table) as change:
            if table.closed:
                return
            if table.is_lobby:
                if now >= table.last_activity + cfg.lobby_idle:
                    change.end()
                    self._say_end(change, Msg("lobby-idle", **span(cfg.lobby_idle)))
                return
            m = change.match
            if now >= table.last_activity + cfg.game_idle:
                change.end()
                self._say_end(change, Msg("game-idle", **span(cfg.game_idle)))
            elif m.hand_over and not m.match_over:
                if table.next_hand_at is not None and now >= table.next_hand_at:
                    change.deal_next()
            elif (table.turn_timer > 0 and table.deadline is not None
                  and now >= table.deadline and m.to_act is not None):
                removal = self._expire(change, m.to_act)
            else:
                warning = nudges.take_warning(table, now, cfg.turn_warning)
                notice = nudges.take_notice(table, now, cfg.dm_notice_after)
                if warning is not None:
                    change.then("turn warning", partial(
                        nudges.warn, self._config, self._channels, self._display.pings,
                        table, *warning))
                if notice is not None:
                    change.then("DM turn notice", partial(
                        nudges.dm_notice, self._prefs, self._channels, table, *notice))
        if removal is not None:
            await self._remove(table, changes, *removal)

    def _say_end(self, change: Change, why: Msg) -> None:
        table = change.table
        change.then("end of game", partial(announce_end, self._config, self._channels,
                                           self._display, table, why, table.is_lobby))

    def _expire(self, change: Change, player: int) -> tuple[int, int] | None:
        """The player's turn ran out: the engine's timeout move, and (player, missed turns)
        when that many strikes remove them (R26)."""
        table = change.table
        m = change.match
        if is_ai(player) or table.afk_cover:  # an AI seat that stalled, or AFK cover
            cover_turn(change, player)
            strikes = 0 if is_ai(player) else table.strikes.get(player, 0) + 1
            if not is_ai(player):
                table.events.append(table.lang("move-covered", player=escape_markdown(
                    table.name_of(player))))
        else:
            change.timeout(player)
            strikes = table.strikes.get(player, 0) + 1
        if strikes:
            table.strikes[player] = strikes
        table.deadline = None
        if strikes >= self._config.max_strikes and not m.match_over and player in m.players:
            return player, strikes
        return None

    async def _remove(self, table: Table, changes: Changes, player: int, strikes: int) -> None:
        """A change of its own, after the timeout's: the timeout is saved and shown even if
        the removal fails, which is tried again at this player's next expired turn."""
        why = Msg("removed-inactive", player=escape_markdown(table.name_of(player)),
                  count=strikes)
        note = Msg("removed-inactive-note", count=strikes)
        try:
            async with changes.open(table) as change:
                m = table.match
                if table.closed or m is None or m.match_over or player not in m.players \
                        or table.strikes.get(player, 0) < strikes:
                    return  # (ended, gone, or back meanwhile: a move of theirs cleared it)
                remove(change, player, by_player=False, why=why, hand_note=note)
        except Exception:
            log.exception("Could not remove player %s in channel %s", player,
                          table.channel_id)


def span(seconds: float) -> dict[str, Any]:
    """The values of the catalog's ``span``: ``1800`` -> 30 minutes, ``3600`` -> 1 hour,
    ``0.2`` -> a moment."""
    for unit, size in (("hour", 3600), ("minute", 60), ("second", 1)):
        if seconds >= size:
            return {"unit": unit, "count": round(seconds / size)}
    return {"unit": "moment", "count": 0}
