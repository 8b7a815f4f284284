"""Games in progress, one per channel, so they survive a restart."""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable

from bot.storage.backend import Database, Row, Transaction
from bot.storage.errors import CorruptRecordError, StaleVersionError
from bot.storage.models import (
    CorruptLiveGame,
    LiveGame,
    LiveGamesLoad,
    from_json_object,
    to_json,
)
from bot.storage.ownership import Holdings

log = logging.getLogger(__name__)

_COLUMNS = (
    "channel_id, guild_id, match_id, state_json, version, table_message_id, ui_json, updated_at"
)


class LiveGameRepository:
    """The live games of one owner (one bot process).

    The repository remembers the version of each game it last read or wrote (``held``):
    a write goes through only over that version, so a second process holding an older
    copy of the same game (shards moved while it still ran) gets StaleVersionError and
    writes nothing. This is the database's half of "one owner per game"; the shard a
    guild is on is the other half.
    """

    def __init__(self, db: Database) -> None:
        self._db = db
        self._held = Holdings()
        # games whose last write may or may not have committed (the connection went during
        # COMMIT, and reading back failed too): their next refusal may be this owner's own
        # write, not another owner's; a read of the game settles it
        self._doubted: set[int] = set()

    def doubt(self, channel_id: int) -> None:
        self._doubted.add(channel_id)

    def doubted(self, channel_id: int) -> bool:
        return channel_id in self._doubted

    def held_version(self, channel_id: int) -> int | None:
        """The version of the channel's game this owner last read or wrote, if any."""
        return self._held.version(channel_id)

    async def save(self, game: LiveGame, *, tx: Transaction | None = None) -> bool:
        """Write the channel's game: a compare-and-set on the stored version.

        It goes through when the channel has no stored game yet, or when the stored
        version is exactly the one this repository last read or wrote and
        ``game.version`` is not older than it (a state never goes back). Otherwise it
        returns False and writes nothing; ``Storage.commit_action`` turns that into
        StaleVersionError so the whole action rolls back.
        """
        state = to_json(dict(game.state), "engine state")
        ui = to_json(dict(game.ui), "live game UI data")
        async with self._db.using(tx, single=True) as t:  # (one statement)
            await self._held.claim(t, game.channel_id)
            held = self._held.seen(t, game.channel_id)
            changed = await t.execute(
                f"INSERT INTO live_games ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (channel_id) DO UPDATE SET guild_id = excluded.guild_id,"
                " match_id = excluded.match_id, state_json = excluded.state_json,"
                " version = excluded.version, table_message_id = excluded.table_message_id,"
                " ui_json = excluded.ui_json, updated_at = excluded.updated_at"
                " WHERE live_games.version = ? AND excluded.version >= live_games.version",
                (
                    game.channel_id,
                    game.guild_id,
                    game.match_id,
                    state,
                    game.version,
                    game.table_message_id,
                    ui,
                    time.time(),
                    held,  # NULL when unknown: then only a new row is written
                ),
            )
            if changed:
                self._held.wrote(t, game.channel_id, game.version)
        return bool(changed)

    async def set_ui(
        self,
        channel_id: int,
        *,
        table_message_id: int | None,
        ui: dict[str, object],
        tx: Transaction | None = None,
    ) -> bool:
        """Update only the table message id and UI data (state and version untouched);
        like ``save``, only over the version this owner holds (False: nothing written)."""
        ui_json = to_json(ui, "live game UI data")
        async with self._db.using(tx, single=True) as t:  # (one statement)
            await self._held.claim(t, channel_id)
            changed = await t.execute(
                "UPDATE live_games SET table_message_id = ?, ui_json = ?, updated_at = ?"
                " WHERE channel_id = ? AND version = ?",
                (table_message_id, ui_json, time.time(), channel_id,
                 self._held.seen(t, channel_id)),
            )
        return bool(changed)

    async def get(self, channel_id: int, *, tx: Transaction | None = None) -> LiveGame | None:
        """The channel's game, or None. Raises CorruptRecordError if its state is damaged."""
        async with self._db.using(tx, write=False) as t:
            row = await t.fetchone(
                f"SELECT {_COLUMNS} FROM live_games WHERE channel_id = ?", (channel_id,)
            )
            self._held.read(t, channel_id, None if row is None else int(row["version"]))
        self._doubted.discard(channel_id)
        return None if row is None else _decode(row)

    async def load_all(
        self,
        guild_id: int | None = None,
        *,
        shards: Iterable[int] | None = None,
        shard_count: int = 1,
        tx: Transaction | None = None,
    ) -> LiveGamesLoad:
        """Every stored game (optionally of one guild, and/or only of guilds on
        ``shards`` out of ``shard_count``: ``(guild_id >> 22) % shard_count``, Discord's
        rule, filtered in SQL). A row whose state cannot be decoded is returned in
        ``corrupt`` so the caller can close that game while every other one resumes.
        Loading a game makes this repository its owner (see the class)."""
        where: list[str] = []
        params: list[object] = []
        if guild_id is not None:
            where.append("guild_id = ?")
            params.append(guild_id)
        if shards is not None:
            shards = tuple(shards)
            if shard_count < 1 or any(not 0 <= s < shard_count for s in shards):
                raise ValueError(f"shards {shards} are not all in 0..{shard_count - 1}")
            if not shards:
                return LiveGamesLoad(games=(), corrupt=())
            where.append(f"(guild_id >> 22) % ? IN ({', '.join('?' * len(shards))})")
            params.extend((shard_count, *shards))
        condition = f" WHERE {' AND '.join(where)}" if where else ""
        async with self._db.using(tx, write=False) as t:
            rows = await t.fetchall(
                f"SELECT {_COLUMNS} FROM live_games{condition} ORDER BY channel_id", params
            )
            for row in rows:
                self._held.read(t, int(row["channel_id"]), int(row["version"]))
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
        """Forget the channel's game; False if there was none.

        A game this owner holds is deleted only at the version it holds: a row another
        owner has moved on raises StaleVersionError (and nothing is deleted)."""
        async with self._db.using(tx) as t:
            await self._held.claim(t, channel_id)
            held = self._held.seen(t, channel_id)
            changed = await t.execute(
                "DELETE FROM live_games WHERE channel_id = ?"
                " AND (CAST(? AS BIGINT) IS NULL OR version = ?)",
                (channel_id, held, held),
            )
            if not changed and held is not None and await t.fetchval(
                "SELECT version FROM live_games WHERE channel_id = ?", (channel_id,)
            ) is not None:
                raise StaleVersionError(
                    f"live game in channel {channel_id}: not deleted, another owner wrote a"
                    f" newer version than {held}")
            self._held.wrote(t, channel_id, None)
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
