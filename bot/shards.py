"""Which gateway shards this process holds, and so which guilds' games it owns.

Discord puts a guild on shard ``(guild_id >> 22) % shard_count`` and sends every event and
interaction of that guild to that shard's connection only. A process that holds a set of
shards therefore owns the games of exactly those guilds: it loads, resumes and changes
them, and nothing else.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from bot.errors import UserError

log = logging.getLogger(__name__)

# Discord sends a guild's interactions to its shard only, so this is said only when
# something routes one wrongly (e.g. two processes started with different shard counts).
NOT_HERE = "shard-elsewhere"


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard Discord puts ``guild_id`` on."""
    return (guild_id >> 22) % shard_count


@dataclass(frozen=True, slots=True)
class Shards:
    """``count`` None: Discord's recommended count, every shard in this process.
    ``ids`` None: every shard of ``count`` in this process."""

    count: int | None = None
    ids: tuple[int, ...] | None = None

    def __post_init__(self) -> None:
        if self.ids is not None:
            if self.count is None:
                raise ValueError("shard ids need a shard count")
            if not self.ids or any(not 0 <= i < self.count for i in self.ids):
                raise ValueError(f"shard ids {self.ids} are not within 0-{self.count - 1}")

    @property
    def all(self) -> bool:
        """This process holds every shard: it owns every guild."""
        return self.ids is None or (self.count is not None
                                    and set(self.ids) == set(range(self.count)))

    @property
    def subset(self) -> tuple[tuple[int, ...], int] | None:
        """(shard ids, shard count) when this process holds only some shards; else None."""
        if self.all or self.ids is None or self.count is None:
            return None
        return self.ids, self.count

    def owns(self, guild_id: int | None) -> bool:
        """Whether the games of ``guild_id`` belong to this process (None: a DM, which
        Discord sends to shard 0)."""
        if self.all:
            return True
        assert self.ids is not None and self.count is not None
        return shard_of(guild_id or 0, self.count) in self.ids

    def require(self, guild_id: int | None) -> None:
        """Refuse (a player-facing UserError) an interaction of a guild this process does
        not own: its games are another process's, and must not change here."""
        if not self.owns(guild_id):
            log.warning("Refused an interaction of guild %s: not on %s", guild_id,
                        self.describe())
            raise UserError(NOT_HERE)

    def describe(self) -> str:
        if self.count is None:
            return "every shard (Discord's recommended count)"
        if self.ids is None:
            return f"every shard of {self.count}"
        return f"shards {','.join(map(str, self.ids))} of {self.count}"
