"""The one pipeline every change to a game takes, whatever starts it (a click, a command,
a timer, an AI seat, the resume): take the table's lock, apply the change to the engine,
write it in ONE transaction, release the lock, then run its effects (the answer, results
messages, the table edit, hand refreshes, pings, timers), each on its own so one failing
never skips the others. No Discord request is made while a table's lock is held. If the
write fails the table goes back to its last saved state and nothing changes.

``act`` is a player's click, ``submit`` a seat without an interaction (an AI player);
other jobs (a timer, a removal, the lobby) call ``apply`` or ``commit`` under the lock,
then ``after_change``. Which effects a change has is decided in aftermath.py; the
pipeline only runs them.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from typing import Any, Protocol

import discord

from bot.engine import Action, Catch, Event, Match
from bot.errors import UserError
from bot.storage import (
    DatabaseReplacedError,
    LiveGame,
    StaleVersionError,
    Storage,
    StorageError,
)
from bot.tables import results
from bot.tables.answer import Answer
from bot.tables.config import TableConfig
from bot.tables.effects import Effect, answer_effect, run_effect
from bot.tables.hands import note_caught, send_hand
from bot.tables.player_prefs import Prefs
from bot.tables.registry import TableRegistry
from bot.tables.table import Table
from bot.tables.texts import MOVED, SAVE_FAILED, STALE
from bot.ui.moves import move_lines

log = logging.getLogger(__name__)


class Aftermath(Protocol):
    """What follows a committed change (aftermath.py)."""

    def applied(self, table: Table, events: Sequence[Event]) -> None:
        """Lock held, the change applied and about to be written (the AI seats' memory,
        saved with the table: a failed write restores it with the rest)."""

    def effects(self, table: Table, events: Sequence[Event]) -> list[tuple[str, Effect]]:
        """The effects to run once the lock is released, in order."""


class NoAftermath:
    def applied(self, table: Table, events: Sequence[Event]) -> None:
        return None

    def effects(self, table: Table, events: Sequence[Event]) -> list[tuple[str, Effect]]:
        return []


async def save_ui(storage: Storage, table: Table, what: str) -> None:
    """Keep the table's message ids with its game (under its lock), so a restart
    still finds them; a failure is logged, the game goes on."""
    try:
        await storage.live_games.set_ui(
            table.channel_id, table_message_id=table.message_id, ui=table.ui())
    except StorageError as exc:
        log.warning("Could not save the %s of channel %s: %s", what, table.channel_id, exc)
    else:
        table.ui_written()


class Pipeline:
    def __init__(self, registry: TableRegistry, storage: Storage, config: TableConfig,
                 prefs: Prefs) -> None:
        self._registry = registry
        self._storage = storage
        self._config = config
        self._prefs = prefs
        # Plugged in by the bot once built: the jobs behind the effects (timers, AI seats)
        # change games through this pipeline themselves.
        self.aftermath: Aftermath = NoAftermath()

    async def act(self, interaction: discord.Interaction, table: Table, action: Action,
                  version: int | None, *, from_hand: bool) -> tuple[Event, ...]:
        """A player's engine action (a click): the pipeline, answered with their hand or the
        same words as the table's Last moves."""
        user = interaction.user.id
        answer = Answer.of(interaction)
        await self._prefs.ensure(table, user)
        async with table.rt.lock:
            m = self.live_match(table, user)
            table.names[user] = interaction.user.display_name
            stale = version is not None and version != m.version
            if not stale:
                events = await self.apply(table, user, action)
        if stale:
            await send_hand(self._config, answer, table, user, STALE, edit=from_hand)
            return ()
        note = results.private_note(events, user)

        async def reply() -> None:
            if from_hand and user in (table.match.players if table.match else ()):
                await send_hand(self._config, answer, table, user, note, edit=True)
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
        if not self._registry.holds(table):
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
        results.note_events(table, events, self._config)
        hand = results.hand_result(table, events)
        end = results.match_end(table, events)
        self.applied(table, events)
        game: LiveGame | None = None if end is not None else table.live_game()
        try:
            await self._storage.commit_action(
                game, hand, end,
                remove_live_game=table.channel_id if end is not None else None,
                left_players=tuple(leavers) if table.match_id is not None else ())
        except StaleVersionError as exc:
            table.restore(snap)
            if self._storage.live_games.doubted(table.channel_id):
                # the refusal may be this process's own write whose COMMIT went unanswered
                # (the database unreachable since): the stored game is this one's
                await self._reload(table)
                raise UserError(SAVE_FAILED) from exc
            self._registry.let_go(table)  # another process saved it since: its game now
            raise UserError(MOVED) from exc
        except StorageError as exc:
            if not isinstance(exc, DatabaseReplacedError):  # that one is logged once
                log.error("Could not save the game in channel %s: %s", table.channel_id, exc)
            table.restore(snap)
            raise UserError(SAVE_FAILED) from exc
        table.written()
        if end is not None:
            self._registry.close(table)

    async def _reload(self, table: Table) -> None:
        """The table as stored (lock held): after a write that may have committed without
        this process hearing of it. A game the write ended (its row gone) is closed."""
        game = await self._storage.live_games.get(table.channel_id)
        if game is None:
            self._registry.close(table)
            return
        saved = {"state": dict(game.state), "ui": dict(game.ui),
                 "message_id": game.table_message_id, "match_id": game.match_id}
        table.restore(saved)
        table.rt.saved = saved
        log.warning("The game in channel %s was reloaded from storage (version %s)",
                    table.channel_id, game.version)

    def applied(self, table: Table, events: Sequence[Event]) -> None:
        """A change is applied and about to be written (lock held): by ``commit``, or by a
        statement of its own (a match's start, with its match row)."""
        self.aftermath.applied(table, events)

    async def after_change(self, table: Table, events: Sequence[Event],
                           *, answer: Answer | None = None,
                           reply: Effect | None = None) -> None:
        """The effects of a committed change, lock released, each on its own: the answer to
        the interaction behind it (``reply``; a failed answer becomes an apology), then
        what aftermath.py says follows the change."""
        effects: list[tuple[str, Effect]] = []
        if answer is not None:
            effects.append(("answer", lambda: answer_effect(answer, reply)))
        effects.extend(self.aftermath.effects(table, events))
        for name, effect in effects:
            await run_effect(name, table.channel_id, effect)
