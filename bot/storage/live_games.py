"""Games in progress, one per channel, so they survive a restart."""

from __future__ import annotations

import logging
import time

from bot.storage.db import Database, Row, Transaction
from bot.storage.errors import CorruptRecordError
from bot.storage.models import (
    CorruptLiveGame,
    LiveGame,
    LiveGamesLoad,
    from_json_object,
    to_json,
)

log = logging.getLogger(__name__)

_COLUMNS = (
    "channel_id, guild_id, match_id, state_json, version, table_message_id, ui_json, updated_at"
)


class LiveGameRepository:
    def __init__(self, db: Database) -> None:
        self._db = db

    async def save(self, game: LiveGame, *, tx: Transaction | None = None) -> bool:
        """Insert or update the channel's game if ``game.version`` >= the stored version.

        Returns False (and writes nothing) when the stored version is newer:
        a state never goes back. ``Storage.commit_action`` turns that into
        StaleVersionError so the whole action rolls back.
        """
        state = to_json(dict(game.state), "engine state")
        ui = to_json(dict(game.ui), "live game UI data")
        async with self._db.using(tx) as t:
            changed = await t.execute(
                f"INSERT INTO live_games ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (channel_id) DO UPDATE SET guild_id = excluded.guild_id,"
                " match_id = excluded.match_id, state_json = excluded.state_json,"
                " version = excluded.version, table_message_id = excluded.table_message_id,"
                " ui_json = excluded.ui_json, updated_at = excluded.updated_at"
                " WHERE excluded.version >= live_games.version",
                (
                    game.channel_id,
                    game.guild_id,
                    game.match_id,
                    state,
                    game.version,
                    game.table_message_id,
                    ui,
                    time.time(),
                ),
            )
        return bool(changed)

    async def set_ui(
        self,
        channel_id: int,
        *,
        table_message_id: int | None,
        ui: dict[str, object],
        tx: Transaction | None = None,
    ) -> bool:
        """Update only the table message id and UI data (state and version untouched)."""
        ui_json = to_json(ui, "live game UI data")
        async with self._db.using(tx) as t:
            changed = await t.execute(
                "UPDATE live_games SET table_message_id = ?, ui_json = ?, updated_at = ?"
                " WHERE channel_id = ?",
                (table_message_id, ui_json, time.time(), channel_id),
            )
        return bool(changed)

    async def get(self, channel_id: int, *, tx: Transaction | None = None) -> LiveGame | None:
        """The channel's game, or None. Raises CorruptRecordError if its state is damaged."""
        async with self._db.using(tx, write=False) as t:
            row = await t.fetchone(
                f"SELECT {_COLUMNS} FROM live_games WHERE channel_id = ?", (channel_id,)
            )
        return None if row is None else _decode(row)

    async def load_all(
        self, guild_id: int | None = None, *, tx: Transaction | None = None
    ) -> LiveGamesLoad:
        """Every stored game (optionally of one guild). A row whose state cannot be
        decoded is returned in ``corrupt`` so the caller can close that game while
        every other one resumes."""
        async with self._db.using(tx, write=False) as t:
            if guild_id is None:
                rows = await t.fetchall(f"SELECT {_COLUMNS} FROM live_games ORDER BY channel_id")
            else:
                rows = await t.fetchall(
                    f"SELECT {_COLUMNS} FROM live_games WHERE guild_id = ? ORDER BY channel_id",
                    (guild_id,),
                )
        games: list[LiveGame] = []
        corrupt: list[CorruptLiveGame] = []
        for row in rows:
            try:
                games.append(_decode(row))
            except CorruptRecordError as exc:
                log.warning("Live game in channel %s is corrupt: %s", row["channel_id"], exc)
                corrupt.append(
                    CorruptLiveGame(
                        channel_id=row["channel_id"],
                        guild_id=row["guild_id"],
                        match_id=row["match_id"],
                        version=row["version"],
                        table_message_id=row["table_message_id"],
                        error=str(exc),
                    )
                )
        return LiveGamesLoad(games=tuple(games), corrupt=tuple(corrupt))

    async def delete(self, channel_id: int, *, tx: Transaction | None = None) -> bool:
        """Forget the channel's game; False if there was none."""
        async with self._db.using(tx) as t:
            changed = await t.execute("DELETE FROM live_games WHERE channel_id = ?", (channel_id,))
        return bool(changed)


def _decode(row: Row) -> LiveGame:
    state = from_json_object(row["state_json"], f"engine state of channel {row['channel_id']}")
    try:
        ui = from_json_object(row["ui_json"], "live game UI data")
    except CorruptRecordError as exc:  # UI data is rebuilt on resume; the game is what matters
        log.warning("Live game in channel %s: UI data dropped: %s", row["channel_id"], exc)
        ui = {}
    return LiveGame(
        channel_id=row["channel_id"],
        guild_id=row["guild_id"],
        match_id=row["match_id"],
        state=state,
        version=row["version"],
        table_message_id=row["table_message_id"],
        ui=ui,
        updated_at=row["updated_at"],
    )
