"""The repositories bundled over one Database, and the one-call atomic commit."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from bot.storage.db import Database, Transaction, open_database
from bot.storage.errors import StaleVersionError
from bot.storage.live_games import LiveGameRepository
from bot.storage.matches import MatchRepository
from bot.storage.models import HandResult, LiveGame, MatchEnd
from bot.storage.settings import SettingsRepository
from bot.storage.stats import StatsRepository


class Storage:
    """``storage.settings``, ``storage.matches``, ``storage.stats``, ``storage.live_games``."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.settings = SettingsRepository(db)
        self.matches = MatchRepository(db)
        self.stats = StatsRepository(db)
        self.live_games = LiveGameRepository(db)

    @classmethod
    async def open(cls, path: Path | str, *, migrations_dir: Path | None = None) -> Storage:
        """Open (creating and migrating as needed) the database at ``path``."""
        return cls(await open_database(path, migrations_dir=migrations_dir))

    async def close(self) -> None:
        await self.db.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        """A write transaction to pass as ``tx=`` to several repository calls."""
        async with self.db.transaction() as tx:
            yield tx

    async def commit_action(
        self,
        game: LiveGame | None,
        hand: HandResult | None = None,
        match_end: MatchEnd | None = None,
        *,
        remove_live_game: int | None = None,
    ) -> None:
        """Write everything one accepted action changed, in ONE transaction.

        - ``game``: the new live state (version must be >= the stored one);
        - ``hand``: the hand that just ended (totals, hands won, guild stats);
        - ``match_end``: the match that just ended (status, winners, guild stats);
        - ``remove_live_game``: a channel id whose live game row is deleted
          (e.g. the match is over), done after the rest.

        Raises StaleVersionError (a StorageError) if ``game`` is older than the
        stored state, StorageError on any database failure; in both cases
        nothing at all was written.
        """
        async with self.db.transaction() as tx:
            if hand is not None:
                await self.matches.record_hand_result(hand, tx=tx)
            if match_end is not None:
                await self.matches.end_match(match_end, tx=tx)
            if game is not None and not await self.live_games.save(game, tx=tx):
                raise StaleVersionError(
                    f"live game in channel {game.channel_id}: version {game.version}"
                    " is older than the stored one"
                )
            if remove_live_game is not None:
                await self.live_games.delete(remove_live_game, tx=tx)
