"""The repositories bundled over one Database, and the one-call atomic commit."""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

from bot.storage.backend import Database, Transaction
from bot.storage.connect import open_database
from bot.storage.errors import CommitUnknownError, StaleVersionError, StorageError
from bot.storage.live_games import LiveGameRepository
from bot.storage.matches import MatchRepository
from bot.storage.models import HandResult, LiveGame, MatchEnd, RatedHand
from bot.storage.ratings import RatingsRepository
from bot.storage.settings import PrefsRepository, SettingsRepository
from bot.storage.stats import StatsRepository


class Storage:
    """``storage.settings``, ``storage.prefs``, ``storage.matches``, ``storage.stats``,
    ``storage.ratings``, ``storage.live_games``."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.settings = SettingsRepository(db)
        self.prefs = PrefsRepository(db)
        self.matches = MatchRepository(db)
        self.stats = StatsRepository(db)
        self.ratings = RatingsRepository(db)
        self.live_games = LiveGameRepository(db)

    @classmethod
    async def open(cls, target: Path | str, *, migrations_dir: Path | None = None,
                   pool_size: int | None = None) -> Storage:
        """Open (creating and migrating as needed) the database ``target``: a SQLite file
        path, or a ``postgresql://`` URL (see ``bot.storage.connect``) with at most
        ``pool_size`` connections (default 10)."""
        return cls(await open_database(target, migrations_dir=migrations_dir,
                                       pool_size=pool_size))

    async def close(self) -> None:
        await self.db.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        """A write transaction to pass as ``tx=`` to several repository calls."""
        async with self.db.transaction() as tx:
            yield tx

    async def start_match(self, game: LiveGame, rules: Mapping[str, Any], target: int,
                          players: Sequence[int]) -> int:
        """Create the match and save its first live state in ONE transaction.

        ``game.match_id`` is ignored: the new match's id is filled in and returned. On any
        failure neither the match nor the state is written.
        """
        async with self.db.transaction() as tx:
            match_id = await self.matches.create_match(
                game.guild_id, game.channel_id, rules, target, players, tx=tx)
            await self._save_live_game(replace(game, match_id=match_id), tx)
        return match_id

    async def abandon(self, channel_id: int, match_id: int | None) -> None:
        """A game that stops without a result: its match (if any) is marked abandoned
        and its live game dropped, in one transaction (StorageError: neither)."""
        end = MatchEnd(match_id, (), "abandoned") if match_id else None
        await self.commit_action(None, None, end, remove_live_game=channel_id)

    async def _save_live_game(self, game: LiveGame, tx: Transaction) -> None:
        if not await self.live_games.save(game, tx=tx):
            held = self.live_games.held_version(game.channel_id)
            raise StaleVersionError(
                f"live game in channel {game.channel_id}: version {game.version} not written:"
                f" the stored one is newer, or not version {held} this process last saw"
                " (another process owns the game)"
            )

    async def commit_action(
        self,
        game: LiveGame | None,
        hand: HandResult | None = None,
        match_end: MatchEnd | None = None,
        *,
        remove_live_game: int | None = None,
        left_players: Sequence[int] = (),
        rated: RatedHand | None = None,
    ) -> None:
        """Write everything one accepted action changed, in ONE transaction.

        - ``game``: the new live state, written over the version this Storage last read or
          wrote and never older than it (``LiveGameRepository.save``, compare-and-set);
        - ``hand``: the hand that just ended (totals, hands won, guild stats);
        - ``match_end``: the match that just ended (status, winners, guild stats);
        - ``remove_live_game``: a channel id whose live game row is deleted
          (e.g. the match is over), done after the rest;
        - ``left_players``: players who left the match (R26): flagged ``has_left``
          in the match of ``game`` / ``hand`` / ``match_end`` (their points stay);
        - ``rated``: the hand's finishing order, applied to its players' ratings
          (``RatingsRepository.rate_hand``).

        Raises StaleVersionError (a StorageError) if ``game`` is older than the
        stored state or the stored state is not the one this Storage holds (another
        owner wrote it), StorageError on any database failure; in both cases
        nothing at all was written.
        """
        left_match = _match_of(game, hand, match_end) if left_players else None
        try:
            await self._commit_action(game, hand, match_end, remove_live_game, left_players,
                                      left_match, rated)
        except CommitUnknownError as exc:
            # The connection went during COMMIT: read back whether it was written (the
            # version this owner holds follows the read). Written, the action stands;
            # not written, it is refused like any failure; unknown still, the game is
            # marked in doubt so its next save is not taken for another owner's.
            channel = game.channel_id if game is not None else remove_live_game
            if channel is None:
                raise
            try:
                stored = await self.live_games.get(channel)
            except StorageError:
                self.live_games.doubt(channel)
                raise exc from None
            if (stored.version if stored is not None else None) == (
                    game.version if game is not None else None):
                return
            raise StorageError(f"not written: {exc}") from exc

    async def _commit_action(self, game: LiveGame | None, hand: HandResult | None,
                             match_end: MatchEnd | None, remove_live_game: int | None,
                             left_players: Sequence[int], left_match: int | None,
                             rated: RatedHand | None) -> None:
        # Most actions only write the game's row: one statement, atomic without BEGIN and
        # COMMIT (a refused compare-and-set writes nothing, so nothing needs a rollback).
        only_game = (hand is None and match_end is None and remove_live_game is None
                     and left_match is None and rated is None)
        async with self.db.transaction(single=only_game) as tx:
            if left_match is not None:
                for user_id in left_players:
                    await self.matches.mark_player_left(left_match, user_id, tx=tx)
            if hand is not None:
                await self.matches.record_hand_result(hand, tx=tx)
            if match_end is not None:
                await self.matches.end_match(match_end, tx=tx)
            if rated is not None:  # (after the player_stats rows: ratings.py, lock order)
                await self.ratings.rate_hand(rated, tx=tx)
            if game is not None:
                await self._save_live_game(game, tx)
            if remove_live_game is not None:
                await self.live_games.delete(remove_live_game, tx=tx)


def _match_of(game: LiveGame | None, hand: HandResult | None,
              match_end: MatchEnd | None) -> int:
    """The match the leavers of ``commit_action`` left: the one its records name."""
    ids = {m for m in (game.match_id if game is not None else None,
                       hand.match_id if hand is not None else None,
                       match_end.match_id if match_end is not None else None)
           if m is not None}
    if len(ids) != 1:
        raise ValueError("left_players needs exactly one match among game, hand and match_end"
                         f" (got {sorted(ids)})")
    return ids.pop()
