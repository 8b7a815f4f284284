"""Every write of a table's live game, in one place: an accepted change (state, hand result,
match end in ONE transaction), a match's start, a game's end, and its message ids.

Only the write path (changes.py) and the table's own screens (message ids, under the
table's lock) call these; a structural test keeps every other module from writing a game.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from typing import Any

from bot.engine import Event
from bot.errors import MOVED, SAVE_FAILED, START_FAILED, UserError
from bot.game import results
from bot.game.config import TableConfig
from bot.game.seats import humans
from bot.game.table import Table
from bot.storage import (
    DatabaseReplacedError,
    LiveGame,
    StaleVersionError,
    Storage,
    StorageError,
)

log = logging.getLogger(__name__)


class MovedAway(UserError):
    """Another process saved this game since this one last read it (a shard moved): the
    game is that process's now, and this one lets it go."""


class GoneAway(UserError):
    """A write whose answer was lost turned out to have ended the game (its row is gone)."""


class TableWrites:
    """Given nothing but storage and the durations: the registry and the write path are
    built on it, so what a write means for the registry (a game let go, closed) is theirs."""

    def __init__(self, storage: Storage, config: TableConfig, words: results.Words) -> None:
        self._storage = storage
        self._config = config
        self._words = words  # the Last moves' words (screens/moves.py)

    async def state(self, table: Table, events: Sequence[Event], snap: dict[str, Any],
                    leavers: Sequence[int] = (), words: Mapping[str, str] | None = None
                    ) -> bool:
        """Persist one accepted change (state, hand result, its ratings, match end) in ONE
        transaction (lock held); True when it ended the match (its live row gone).
        ``words``: lines of the table's Last moves said otherwise. On failure the table
        goes back to ``snap`` and the change is refused (UserError; MovedAway, GoneAway)."""
        rated = results.rated_hand(table, events, self._config.clock.now())
        results.note_events(table, events, self._config, self._words)
        if words:
            table.events = [words.get(line, line) for line in table.events]
        hand = results.hand_result(table, events)
        end = results.match_end(table, events)
        game: LiveGame | None = None if end is not None else table.live_game()
        try:
            await self._storage.commit_action(
                game, hand, end,
                remove_live_game=table.channel_id if end is not None else None,
                left_players=tuple(leavers) if table.match_id is not None else (),
                rated=rated)
        except StaleVersionError as exc:
            table.restore(snap)
            if self._storage.live_games.doubted(table.channel_id):
                # the refusal may be this process's own write whose COMMIT went unanswered
                # (the database unreachable since): the stored game is this one's
                if not await self._reload(table):
                    raise GoneAway(SAVE_FAILED) from exc
                raise UserError(SAVE_FAILED) from exc
            raise MovedAway(MOVED) from exc
        except StorageError as exc:
            if not isinstance(exc, DatabaseReplacedError):  # that one is logged once
                log.error("Could not save the game in channel %s: %s", table.channel_id, exc)
            table.restore(snap)
            raise UserError(SAVE_FAILED) from exc
        table.written()
        return end is not None

    async def start(self, table: Table, snap: dict[str, Any]) -> None:
        """A match's first state and its match row, together (lock held): no match without
        a game. The records are the members' (results.py)."""
        try:
            table.match_id = await self._storage.start_match(
                table.live_game(), table.rules.to_dict(), table.rules.target,
                humans(table.players))
        except StorageError as exc:
            log.error("Could not start the game in channel %s: %s", table.channel_id, exc)
            table.restore(snap)
            raise UserError(START_FAILED) from exc
        table.written()
        if table.rt.saved is not None:  # the row was written with its new match id
            table.rt.saved["match_id"] = table.match_id

    async def end(self, table: Table) -> None:
        """Forget the game (lock held, the table closed): a lobby's row deleted, a match
        abandoned (its totals kept). A failure is logged: a stop always works."""
        if table.is_lobby:
            try:
                await self._storage.live_games.delete(table.channel_id)
            except StorageError as exc:
                log.warning("Could not delete the lobby of channel %s: %s", table.channel_id,
                            exc)
            return
        await self.abandon(table.channel_id, table.match_id)

    async def abandon(self, channel_id: int, match_id: int | None) -> None:
        """A match's end without a winner on record, its live row gone; if that cannot be
        recorded, at least the live row goes (the channel is free)."""
        try:
            await self._storage.abandon(channel_id, match_id)
        except StorageError:
            log.exception("Could not record the end of the game in channel %s", channel_id)
            try:
                await self._storage.live_games.delete(channel_id)
            except StorageError:
                log.exception("Could not delete the live game of channel %s", channel_id)

    async def screen(self, table: Table, what: str) -> None:
        """Keep the table's message ids with its game (lock held), so a restart still finds
        them; a failure is logged, the game goes on."""
        try:
            await self._storage.live_games.set_ui(
                table.channel_id, table_message_id=table.message_id, ui=table.ui())
        except StorageError as exc:
            log.warning("Could not save the %s of channel %s: %s", what, table.channel_id,
                        exc)
        else:
            table.ui_written()

    @asynccontextmanager
    async def screen_change(self, table: Table, what: str) -> AsyncIterator[bool]:
        """Under the table's lock, the caller records which messages are on screen (yields
        False when the table closed meanwhile: nothing to record); saved on exit."""
        async with table.rt.lock:
            live = not table.closed
            yield live
            if live and not table.closed:
                await self.screen(table, what)

    async def _reload(self, table: Table) -> bool:
        """The table as stored (lock held): after a write that may have committed without
        this process hearing of it. False when the write ended the game (its row gone)."""
        game = await self._storage.live_games.get(table.channel_id)
        if game is None:
            return False
        saved = {"state": dict(game.state), "ui": dict(game.ui),
                 "message_id": game.table_message_id, "match_id": game.match_id}
        table.restore(saved)
        table.rt.saved = saved
        log.warning("The game in channel %s was reloaded from storage (version %s)",
                    table.channel_id, game.version)
        return True
