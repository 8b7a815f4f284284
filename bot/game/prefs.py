"""Players' preferences (bot/game/features.py PREFS): the one place they are read, kept and
written.

``PlayerPrefs`` keeps each player's stored preferences per server once read (the least recently
used go past ``MAX_PLAYERS_KEPT``); every write goes through ``save`` or ``turn_off``, which
keep the cache right, so nothing has to be read again after a move. A table holds the ones
in effect for its players (``Table.rt.prefs``), taken from here when a player opens their
hand or first acts, and by ``/uno prefs`` when they change them, so refreshing hands after
every move reads nothing. A storage failure reads as the defaults for that one time (a
preference is never worth refusing a hand over) and is not kept."""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any, Final

from bot.game.features import pref
from bot.game.table import Table
from bot.storage import PlayerPrefsRecord, Storage, StorageError

log = logging.getLogger(__name__)

MAX_PLAYERS_KEPT: Final = 10_000


class PlayerPrefs:
    def __init__(self, storage: Storage) -> None:
        self._storage = storage
        self._kept: OrderedDict[tuple[int, int], dict[str, Any]] = OrderedDict()

    async def get(self, guild_id: int, user_id: int) -> Mapping[str, Any]:
        """A player's stored preferences here (empty when none, or storage fails)."""
        key = (guild_id, user_id)
        known = self._kept.get(key)
        if known is not None:
            self._kept.move_to_end(key)
            return known
        try:
            values = dict((await self._storage.prefs.get(guild_id, user_id)).values)
        except StorageError as exc:
            log.warning("Could not read the preferences of %s in guild %s (%s)", user_id,
                        guild_id, exc)
            return {}
        self._keep(key, values)
        return values

    async def read(self, guild_id: int, user_id: int) -> Mapping[str, Any]:
        """From storage itself, kept: what a change is made to (a StorageError is
        raised, never read as the defaults that the change would then overwrite)."""
        values = dict((await self._storage.prefs.get(guild_id, user_id)).values)
        self._keep((guild_id, user_id), values)
        return values

    async def save(self, guild_id: int, user_id: int, values: Mapping[str, Any]) -> None:
        """Store a player's preferences (a StorageError leaves the kept ones as they were)."""
        await self._storage.prefs.save(PlayerPrefsRecord(guild_id, user_id, dict(values)))
        self._keep((guild_id, user_id), dict(values))

    async def turn_off(self, table: Table, user: int, name: str) -> bool:
        """Switch a preference off (e.g. DMs that cannot be delivered), at ``table`` too;
        False if not saved."""
        try:
            values = {**await self.read(table.guild_id, user), name: False}
            await self.save(table.guild_id, user, values)
        except StorageError as exc:
            log.warning("Could not turn off %s for %s: %s", name, user, exc)
            return False
        table.rt.prefs[user] = values
        return True

    async def take(self, table: Table, user: int) -> None:
        """``user``'s preferences come into effect at ``table`` (they open their hand)."""
        table.rt.prefs[user] = dict(await self.get(table.guild_id, user))

    async def ensure(self, table: Table, user: int) -> None:
        """``take`` unless the table has them already (a click on a hand it showed)."""
        if user not in table.rt.prefs:
            await self.take(table, user)

    def _keep(self, key: tuple[int, int], values: dict[str, Any]) -> None:
        self._kept[key] = values
        self._kept.move_to_end(key)
        while len(self._kept) > MAX_PLAYERS_KEPT:
            self._kept.popitem(last=False)


def value(table: Table, user: int, name: str) -> Any:
    """A preference in effect at ``table`` (the default until the player's are taken)."""
    return pref(table.rt.prefs.get(user, {}), name)
