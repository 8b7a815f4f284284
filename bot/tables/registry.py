"""The registry: channel id -> Table, and the one pipeline every change to a game takes.

Whatever starts it (a click, a command, a timer, an AI seat, the resume), a change is:
take the table's lock, apply it to the engine, write it in ONE transaction, release the lock,
then run its effects (the answer, results messages, the table edit, hand refreshes, pings,
timers), each on its own so one failing never skips the others. No Discord request is made
while a table's lock is held. If the write fails the table goes back to its last saved
state and nothing changes.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import discord

from bot.engine import Action, Catch, Event, Match, RuleError
from bot.engine import events as E
from bot.errors import UserError
from bot.shards import Shards
from bot.storage import DatabaseReplacedError, LiveGame, Storage, StorageError
from bot.tables import catchup, player_prefs, results, threads
from bot.tables.ai_seats import AiSeats
from bot.tables.answer import Answer
from bot.tables.clicks import handle_click
from bot.tables.config import TableConfig
from bot.tables.display import Display
from bot.tables.effects import Effect, answer_effect, run_effect
from bot.tables.hands import (
    close_hands,
    close_retired,
    match_over_text,
    note_caught,
    refresh_hands,
    send_hand,
)
from bot.tables.looks import Looks, hand_palette
from bot.tables.table import Table
from bot.tables.texts import DAMAGED, DAMAGED_HAND, NO_GAME, RESUME_FAILED, SAVE_FAILED, STALE
from bot.tables.timers import Timers
from bot.ui.moves import move_lines

if TYPE_CHECKING:
    from discord.ext import commands

log = logging.getLogger(__name__)



class TableRegistry:
    def __init__(self, bot: commands.Bot | commands.AutoShardedBot, storage: Storage,
                 config: TableConfig | None = None, *, shards: Shards | None = None) -> None:
        self.bot = bot
        self.storage = storage
        self.config = config or TableConfig()
        # The guilds whose games this process owns (loads, resumes, changes).
        self.shards = shards or Shards()
        self.tables: dict[int, Table] = {}
        self.damaged: dict[int, str] = {}  # channel -> why its game was closed as damaged
        self.looks = Looks(storage)  # art features and players' preferences, kept
        # Games resumed from storage, not built yet: each is built on first use (``get``) or
        # by the resume's pass after READY, so a start with 10,000 games is ready at once.
        self.resting: dict[int, LiveGame] = {}
        self._closing: dict[int, asyncio.Task[None]] = {}  # unreadable games being closed
        self.display = Display(self)
        self.timers = Timers(self)
        self.ai = AiSeats(self)

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

    def _wake(self, channel_id: int) -> Table | None:
        """Build a resting game's table and start its timer. A state the engine cannot load
        or show closes that game (one log line, a word in its channel), the others go on."""
        game = self.resting.pop(channel_id)
        try:
            table = Table.from_live_game(game)
            fault = table.fault()
        except Exception as exc:  # noqa: BLE001 - whatever the engine refuses to load
            fault = exc
        if fault is not None:
            log.error("Live game in channel %s cannot be resumed (damaged state): %s: %s",
                      channel_id, type(fault).__name__, fault)
            self.close_unreadable(channel_id, game.match_id)
            return None
        self.tables[channel_id] = table
        self.timers.schedule(table)
        self.ai.poke(table)  # an AI whose turn it was when the bot stopped acts now
        return table

    def close_unreadable(self, channel_id: int, match_id: int | None) -> None:
        """A stored game that cannot be resumed: refused as damaged from now on; its row is
        closed (match abandoned, totals kept) and its channel told, in the background."""
        self.damaged[channel_id] = DAMAGED
        self._closing[channel_id] = asyncio.create_task(
            self._close_row(channel_id, match_id), name=f"uno-close-unreadable-{channel_id}")

    async def _close_row(self, channel_id: int, match_id: int | None) -> None:
        try:
            await self.storage.abandon(channel_id, match_id)
        except StorageError:
            log.exception("Could not close the live game of channel %s", channel_id)
        try:
            ch = await self.display.channel(channel_id)
            await ch.send(RESUME_FAILED)
        except (discord.HTTPException, AttributeError):
            log.warning("Channel %s is unreachable", channel_id)

    async def vacant(self, channel_id: int) -> bool:
        """No game in the channel: a resting one is woken first, and an unreadable one is
        closed before a new game may take the channel (its row would be in the way)."""
        if self.get(channel_id) is not None:
            return False
        closing = self._closing.pop(channel_id, None)
        if closing is not None:
            await asyncio.wait({closing})
        return self.get(channel_id) is None

    # -- clicks --------------------------------------------------------------------------
    async def on_click(self, interaction: discord.Interaction, cid: Any) -> None:
        self.shards.require(interaction.guild_id)
        answer = Answer.of(interaction).guard()
        try:
            await handle_click(self, interaction, cid)
        except (UserError, RuleError, StorageError, discord.DiscordException):
            raise
        except Exception as exc:
            await self.check_damaged(self.tables.get(cid.channel), exc)
            raise
        finally:
            answer.release()

    # -- the pipeline --------------------------------------------------------------------
    async def act(self, interaction: discord.Interaction, table: Table, action: Action,
                  version: int | None, *, from_hand: bool) -> tuple[Event, ...]:
        """A player's engine action (a click): the pipeline, answered with their hand or the
        same words as the table's Last moves."""
        user = interaction.user.id
        answer = Answer.of(interaction)
        await player_prefs.ensure(self.storage, table, user)
        async with table.rt.lock:
            m = self._live_match(table, user)
            table.names[user] = interaction.user.display_name
            stale = version is not None and version != m.version
            if not stale:
                events = await self.apply(table, user, action)
        if stale:
            await send_hand(self.config, answer, table, user, STALE, edit=from_hand)
            return ()
        note = results.private_note(events, user)

        async def reply() -> None:
            if from_hand and user in (table.match.players if table.match else ()):
                await send_hand(self.config, answer, table, user, note, edit=True)
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
            self._live_match(table, player)
            events = await self.apply(table, player, action)
        await self.after_change(table, events)
        return events

    def _live_match(self, table: Table, user: int) -> Match:
        if table.closed or self.tables.get(table.channel_id) is not table:
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
        results.note_events(table, events, self.config)
        hand = results.hand_result(table, events)
        end = results.match_end(table, events)
        game: LiveGame | None = None if end is not None else table.live_game()
        try:
            await self.storage.commit_action(
                game, hand, end,
                remove_live_game=table.channel_id if end is not None else None,
                left_players=tuple(leavers) if table.match_id is not None else ())
        except StorageError as exc:
            if not isinstance(exc, DatabaseReplacedError):  # that one is logged once
                log.error("Could not save the game in channel %s: %s", table.channel_id, exc)
            table.restore(snap)
            raise UserError(SAVE_FAILED) from exc
        table.written()
        self.ai.observe(table, events)
        if end is not None:
            self.close(table)

    async def stop(self) -> None:
        """The bot is closing: no timer fires and no table edit starts after this (they
        would meet a closed connection and database, and retry until the process ends).
        Returns once they are unwound, so a write they were in is rolled back before the
        database closes."""
        self.resting.clear()
        stopping: list[asyncio.Task[None]] = []
        for table in self.tables.values():
            for task in (table.rt.timer, table.rt.editor):
                if task is not None and not task.done():
                    task.cancel()
                    stopping.append(task)
            table.rt.timer = None
        stopping.extend(t for t in self._closing.values() if not t.done())
        if stopping:
            await asyncio.wait(stopping, timeout=5)

    def close(self, table: Table) -> None:
        table.closed = True
        if self.tables.get(table.channel_id) is table:
            del self.tables[table.channel_id]
        self.timers.cancel(table)
        self.ai.cancel(table)

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
        try:
            await self.storage.abandon(table.channel_id, table.match_id)
        except StorageError as exc:
            log.warning("Could not close the damaged game of channel %s: %s",
                        table.channel_id, exc)
        await run_effect("closed hands", table.channel_id,
                         partial(close_hands, self.config, table, DAMAGED_HAND))
        await run_effect("thread", table.channel_id,
                         partial(threads.finish, self, table, DAMAGED_HAND))

    async def save_ui(self, table: Table, what: str) -> None:
        """Keep the table's message ids with its game (under its lock), so a restart
        still finds them; a failure is logged, the game goes on."""
        try:
            await self.storage.live_games.set_ui(
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
        retry = self.config.timer_retry
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
                    partial(self.display.post_match_result, table, e), retry)))
                # the table is closed, so no refresh reaches the hands: they are told once
                effects.append(("closed hands", partial(
                    close_hands, self.config, table, match_over_text(table, e.winners))))
                # last: an archived thread refuses edits of its messages
                effects.append(("thread", partial(
                    threads.finish, self, table, match_over_text(table, e.winners))))
        if table.rt.retired:  # players who left: their hands say so, buttons gone
            effects.append(("left hands", partial(close_retired, self.config, table)))
        new_hand = any(isinstance(e, E.HandStarted) and e.hand_number > 1 for e in events)
        if new_hand:
            effects.append(("next hand", lambda: self.display.hand_dealt(table)))
        if events:
            # the player to act sees their turn now, not at the next (coalesced) table edit
            effects.append(("turn hand", lambda: self._refresh_turn(table)))
            effects.append(("table", lambda: self._request(table, new_hand)))
            effects.append(("timers", lambda: self._schedule(table)))
            effects.append(("AI players", lambda: self.ai.after(table, events)))
        for name, effect in effects:
            await run_effect(name, table.channel_id, effect)

    async def refresh_hands(self, table: Table) -> None:
        await refresh_hands(self.config, table)

    async def _refresh_turn(self, table: Table) -> None:
        m = table.match
        if not table.closed and m is not None and m.to_act is not None:
            await refresh_hands(self.config, table, only=m.to_act)

    async def _hand_result(self, table: Table, e: E.HandEnded, hand_no: int) -> None:
        if not table.closed:  # (a retry may come after the next hand: its number is kept)
            await self.display.post_hand_result(table, e, hand_no)

    async def _request(self, table: Table, repost: bool) -> None:
        if not table.closed:
            self.display.request(table, repost=repost)

    async def _schedule(self, table: Table) -> None:
        self.timers.schedule(table)

    # -- hands -----------------------------------------------------------------------------
    async def show_hand(self, interaction: discord.Interaction, table: Table,
                        page: int | None, *, edit: bool) -> None:
        """A player asks for their hand (/uno hand, My hand: ``page`` None) or for a page of
        it (◀ ▶)."""
        user = interaction.user.id
        # one read of their preferences: the hand's palette is drawn from it too
        await player_prefs.load(self.storage, table, user)
        table.rt.hand_palettes[user] = hand_palette(await self.looks.server(table.guild_id),
                                                    table.rt.prefs.get(user, {}))
        async with table.rt.lock:
            m = self._live_match(table, user)
            if page is None:
                # no page asked for: render_hand opens one with a card they can play
                table.rt.page_at.pop(user, None)
            else:
                table.rt.pages[user] = page
                table.rt.page_at[user] = m.version
        await send_hand(self.config, Answer.of(interaction), table, user, edit=edit)

    async def wait(self) -> None:
        """Let pending AI moves and table edits settle (tests)."""
        await self.ai.wait()
        for _ in range(100):
            busy = [e for e in (t.rt.editor for t in self.tables.values())
                    if e is not None and not e.done()]
            if not busy:
                return
            await asyncio.gather(*busy, return_exceptions=True)


__all__ = ["TableRegistry"]
