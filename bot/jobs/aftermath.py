"""What follows a committed change, in order: results messages (and those that failed to
post before), the hands of a finished match or of players who left, the next hand's
cleanup, the turn's hand, the table edit (which refreshes hands and the turn ping),
timers, the AI seats. The write path (changes.py) runs them, each on its own, once the
lock is released; this module only decides which and in what order."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from bot.engine import Event
from bot.engine import events as E
from bot.game.changes import Changes, Effect
from bot.game.config import TableConfig
from bot.game.table import Table
from bot.jobs import catchup
from bot.jobs.ai_seats import AiSeats
from bot.jobs.timers import Timers
from bot.plumbing import threads
from bot.plumbing.channels import Channels
from bot.screens.hands import (
    close_hands,
    close_retired,
    match_over_text,
    note_caught,
    refresh_hands,
)
from bot.screens.table_message import Display


class TableAftermath:
    def __init__(self, config: TableConfig, channels: Channels, display: Display,
                 timers: Timers, ai: AiSeats) -> None:
        self._config = config
        self._channels = channels
        self._display = display
        self._timers = timers
        self._ai = ai

    def applied(self, table: Table, events: Sequence[Event]) -> None:
        self._ai.observe(table, events)

    def effects(self, table: Table, events: Sequence[Event],
                changes: Changes) -> list[tuple[str, Effect]]:
        effects: list[tuple[str, Effect]] = []
        retry = catchup.RetryAfter(self._config.clock, self._config.timer_retry)
        if table.rt.results.pending:  # results that failed to post before: caught up first
            effects.append(("caught-up results", partial(catchup.catch_up, table, retry)))
        for e in events:
            if isinstance(e, E.HandEnded):
                effects.append(("hand results", partial(
                    catchup.deliver, table, "hand results",
                    partial(self._hand_result, table, e, table.match.hand_no
                            if table.match is not None else 0), retry)))
            elif isinstance(e, E.MatchEnded):
                effects.append(("match results", partial(
                    catchup.deliver, table, "match results",
                    partial(self._display.post_match_result, table, e), retry)))
                # the table is closed, so no refresh reaches the hands: they are told once
                effects.append(("closed hands", partial(
                    close_hands, self._config, table, match_over_text(table, e.winners))))
                # last: an archived thread refuses edits of its messages
                effects.append(("thread", partial(
                    threads.finish, self._channels, table, match_over_text(table, e.winners))))
        if table.rt.hands.retired:  # players who left: their hands say so, buttons gone
            effects.append(("left hands", partial(close_retired, self._config, table)))
        new_hand = any(isinstance(e, E.HandStarted) and e.hand_number > 1 for e in events)
        if new_hand:
            effects.append(("next hand", lambda: self._display.hand_dealt(table)))
        if events:
            # the player to act sees their turn now, not at the next (coalesced) table edit
            effects.append(("turn hand", lambda: self._refresh_turn(table)))
            effects.append(("table", lambda: self._request(table, changes, new_hand)))
        if events or table.is_lobby:  # (a lobby change moves its idle timer)
            effects.append(("timers", lambda: self._schedule(table, changes)))
        if events:
            effects.append(("AI players", lambda: self._ai.after(table, events, changes)))
        elif table.is_lobby:  # a strong seat: its search workers start now, not at its move
            effects.append(("AI workers", lambda: self._warm(table)))
        return effects

    def written(self, table: Table, events: Sequence[Event]) -> None:
        note_caught(table, events)  # (whoever caught them: a member or an AI seat)

    def woken(self, table: Table, changes: Changes) -> None:
        self._timers.schedule(table, changes)
        self._ai.poke(table, changes)  # an AI whose turn it was when the bot stopped

    async def _warm(self, table: Table) -> None:
        self._ai.warm(table)

    async def _refresh_turn(self, table: Table) -> None:
        m = table.match
        if not table.closed and m is not None and m.to_act is not None:
            await refresh_hands(self._config, table, only=m.to_act)

    async def _hand_result(self, table: Table, e: E.HandEnded, hand_no: int) -> None:
        if not table.closed:  # (a retry may come after the next hand: its number is kept)
            await self._display.post_hand_result(table, e, hand_no)

    async def _request(self, table: Table, changes: Changes, new_hand: bool) -> None:
        if not table.closed:
            self._display.request(table, changes, new_hand=new_hand)

    async def _schedule(self, table: Table, changes: Changes) -> None:
        self._timers.schedule(table, changes)
