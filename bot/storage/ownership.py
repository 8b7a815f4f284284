"""What one owner (one bot process, one Storage) holds: the version of each live game it
last read or wrote. ``LiveGameRepository`` writes a game only over that version, so the
database refuses a second process that works from an older copy."""

from __future__ import annotations

import asyncio

from bot.storage.backend import Transaction


class Holdings:
    """Versions held per game, following committed transactions only, and one write at a
    time per game for this owner (its own concurrent writes queue instead of failing)."""

    def __init__(self) -> None:
        self._commits = 0  # committed changes so far: orders a read against the writes
        self._held: dict[int, tuple[int, int]] = {}  # game -> (version, self._commits then)
        self._queues: dict[int, tuple[asyncio.Lock, list[int]]] = {}  # game -> lock, users

    def version(self, game: int) -> int | None:
        """The version held, as committed."""
        held = self._held.get(game)
        return None if held is None else held[0]

    def seen(self, t: Transaction, game: int) -> int | None:
        """The version held as seen inside ``t`` (its own reads and writes first)."""
        key = (self, game)
        return t.notes[key] if key in t.notes else self.version(game)

    async def claim(self, t: Transaction, game: int) -> None:
        """Before writing ``game`` in ``t``: wait until this owner's other transactions
        writing it have ended, so each one compares against the version the previous one
        left (on PostgreSQL they would otherwise race on the pool's connections)."""
        key = (self, "claim", game)
        if key in t.notes:
            return
        lock, users = self._queues.setdefault(game, (asyncio.Lock(), [0]))
        users[0] += 1
        try:
            await lock.acquire()
        except BaseException:
            self._leave(game, users)
            raise
        t.notes[key] = True

        def release() -> None:
            lock.release()
            self._leave(game, users)
        t.on_end(release)

    def _leave(self, game: int, users: list[int]) -> None:
        users[0] -= 1
        if not users[0]:
            del self._queues[game]

    def wrote(self, t: Transaction, game: int, version: int | None) -> None:
        """``t`` wrote ``game`` at ``version`` (None: deleted); held once ``t`` commits."""
        t.notes[(self, game)] = version

        def commit() -> None:
            self._commits += 1
            self._set(game, version)
        t.on_commit(commit)

    def read(self, t: Transaction, game: int, version: int | None) -> None:
        """``t`` read ``game`` at ``version``; held once ``t`` commits, unless a write of
        this owner committed in the meantime (it knows better)."""
        t.notes[(self, game)] = version
        since = self._commits

        def commit() -> None:
            held = self._held.get(game)
            if held is None or held[1] <= since:
                self._set(game, version)
        t.on_commit(commit)

    def _set(self, game: int, version: int | None) -> None:
        if version is None:
            self._held.pop(game, None)
        else:
            self._held[game] = (version, self._commits)
