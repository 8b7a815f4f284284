"""The one pipeline every change to a game takes, whatever starts it (a click, a command,
a timer, an AI seat, the resume): take the table's lock, apply the change to the engine,
write it in ONE transaction, release the lock, then run its effects (the answer, results
messages, the table edit, hand refreshes, pings, timers), each on its own so one failing
never skips the others. No Discord request is made while a table's lock is held. If the
write fails the table goes back to its last saved state and nothing changes.

``act`` is a player's click, ``submit`` a seat without an interaction (an AI player);
other jobs (a timer, a removal) call ``apply`` or ``commit`` under the lock, then
``after_change``.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import discord

from bot.engine import Action, Catch, Event, Match
from bot.engine import events as E
from bot.errors import UserError
from bot.storage import DatabaseReplacedError, LiveGame, StorageError
from bot.tables import catchup, player_prefs, results, threads
from bot.tables.answer import Answer
from bot.tables.effects import Effect, answer_effect, run_effect
from bot.tables.hands import (
    close_hands,
    close_retired,
    match_over_text,
    note_caught,
    refresh_hands,
    send_hand,
)
from bot.tables.table import Table
from bot.tables.texts import SAVE_FAILED, STALE
from bot.ui.moves import move_lines

if TYPE_CHECKING:
    from bot.tables.registry import TableRegistry

log = logging.getLogger(__name__)


class Pipeline:
    def __init__(self, reg: TableRegistry) -> None:
        self.reg = reg

    async def act(self, interaction: discord.Interaction, table: Table, action: Action,
                  version: int | None, *, from_hand: bool) -> tuple[Event, ...]:
        """A player's engine action (a click): the pipeline, answered with their hand or the
        same words as the table's Last moves."""
        user = interaction.user.id
        answer = Answer.of(interaction)
        await player_prefs.ensure(self.reg.storage, table, user)
        async with table.rt.lock:
            m = self.live_match(table, user)
            table.names[user] = interaction.user.display_name
            stale = version is not None and version != m.version
            if not stale:
                events = await self.apply(table, user, action)
        if stale:
            await send_hand(self.reg.config, answer, table, user, STALE, edit=from_hand)
            return ()
        note = results.private_note(events, user)

        async def reply() -> None:
            if from_hand and user in (table.match.players if table.match else ()):
                await send_hand(self.reg.config, answer, table, user, note, edit=True)
            else:
                text = note or " ".join(move_lines(events, table.name_of)) or "Done."
                await answer.send(text[:1900])

        await self.after_change(table, events, answer=answer, reply=reply)
        return events

    async def apply(self, table: Table, player: int, action: Action) -> tuple[Event, ...]:
        """Engine + one transaction, lock held: the core of the pipeline for any seat (a
        player's click, a timer, an AI player); the caller runs ``after_change``."""
        m = table.match
        assert m is not None
        snap = table.snapshot()
        events = m.apply(player, action)
        table.strikes.pop(player, None)
        table.last_activity = time.time()
        await self.commit(table, events, snap)
        if isinstance(action, Catch):
            note_caught(table, events)
        return events

    async def submit(self, table: Table, player: int, action: Action) -> tuple[Event, ...]:
        """An action from a seat with no interaction (an AI player): the whole pipeline."""
        async with table.rt.lock:
            self.live_match(table, player)
            events = await self.apply(table, player, action)
        await self.after_change(table, events)
        return events

    def live_match(self, table: Table, user: int) -> Match:
        if table.closed or self.reg.tables.get(table.channel_id) is not table:
            raise UserError("This game is over.")
        m = table.match
        if m is None:
            raise UserError("The game hasn't started yet: join the lobby and wait for Start.")
        if user not in m.players:
            raise UserError("You're not playing in this game.")
        if m.match_over:
            raise UserError("This game is over.")
        return m

    async def commit(self, table: Table, events: Sequence[Event], snap: dict[str, Any],
                     leavers: Sequence[int] = ()) -> None:
        """Persist one accepted change (state, hand result, match end) in ONE transaction;
        on failure restore ``snap`` and refuse."""
        results.note_events(table, events, self.reg.config)
        hand = results.hand_result(table, events)
        end = results.match_end(table, events)
        game: LiveGame | None = None if end is not None else table.live_game()
        try:
            await self.reg.storage.commit_action(
                game, hand, end,
                remove_live_game=table.channel_id if end is not None else None,
                left_players=tuple(leavers) if table.match_id is not None else ())
        except StorageError as exc:
            if not isinstance(exc, DatabaseReplacedError):  # that one is logged once
                log.error("Could not save the game in channel %s: %s", table.channel_id, exc)
            table.restore(snap)
            raise UserError(SAVE_FAILED) from exc
        table.written()
        self.reg.ai.observe(table, events)
        if end is not None:
            self.reg.close(table)

    async def save_ui(self, table: Table, what: str) -> None:
        """Keep the table's message ids with its game (under its lock), so a restart
        still finds them; a failure is logged, the game goes on."""
        try:
            await self.reg.storage.live_games.set_ui(
                table.channel_id, table_message_id=table.message_id, ui=table.ui())
        except StorageError as exc:
            log.warning("Could not save the %s of channel %s: %s", what, table.channel_id, exc)
        else:
            table.ui_written()

    async def after_change(self, table: Table, events: Sequence[Event],
                           *, answer: Answer | None = None,
                           reply: Effect | None = None) -> None:
        """The effects of a committed change, lock released, each on its own: the answer to
        the interaction behind it (``reply``), results messages, the next hand's cleanup,
        the table edit (which refreshes hands and the turn ping), timers. A failed table
        edit is retried by the editor; a failed answer becomes an apology."""
        effects: list[tuple[str, Effect]] = []
        if answer is not None:
            effects.append(("answer", partial(answer_effect, answer, reply)))
        retry = self.reg.config.timer_retry
        if table.rt.pending:  # results that failed to post before: caught up first
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
                    partial(self.reg.display.post_match_result, table, e), retry)))
                # the table is closed, so no refresh reaches the hands: they are told once
                effects.append(("closed hands", partial(
                    close_hands, self.reg.config, table, match_over_text(table, e.winners))))
                # last: an archived thread refuses edits of its messages
                effects.append(("thread", partial(
                    threads.finish, self.reg, table, match_over_text(table, e.winners))))
        if table.rt.retired:  # players who left: their hands say so, buttons gone
            effects.append(("left hands", partial(close_retired, self.reg.config, table)))
        new_hand = any(isinstance(e, E.HandStarted) and e.hand_number > 1 for e in events)
        if new_hand:
            effects.append(("next hand", lambda: self.reg.display.hand_dealt(table)))
        if events:
            # the player to act sees their turn now, not at the next (coalesced) table edit
            effects.append(("turn hand", lambda: self._refresh_turn(table)))
            effects.append(("table", lambda: self._request(table, new_hand)))
            effects.append(("timers", lambda: self._schedule(table)))
            effects.append(("AI players", lambda: self.reg.ai.after(table, events)))
        for name, effect in effects:
            await run_effect(name, table.channel_id, effect)

    async def refresh_hands(self, table: Table) -> None:
        await refresh_hands(self.reg.config, table)

    async def _refresh_turn(self, table: Table) -> None:
        m = table.match
        if not table.closed and m is not None and m.to_act is not None:
            await refresh_hands(self.reg.config, table, only=m.to_act)

    async def _hand_result(self, table: Table, e: E.HandEnded, hand_no: int) -> None:
        if not table.closed:  # (a retry may come after the next hand: its number is kept)
            await self.reg.display.post_hand_result(table, e, hand_no)

    async def _request(self, table: Table, repost: bool) -> None:
        if not table.closed:
            self.reg.display.request(table, repost=repost)

    async def _schedule(self, table: Table) -> None:
        self.reg.timers.schedule(table)
