"""The preferences of a table's players (bot/features.py PREFS), as the tables use them.

Read from storage when a player asks for their hand (so a change made with `/uno prefs`
shows the next time they open it) and kept with the table in memory, so refreshing hands
after every move reads nothing.

Not yet the only reader: looks.py keeps its own cache of players' preferences (forgotten
by `/uno prefs`) for the palettes drawn at a game's start and for `/uno prefs` itself.
Folding that cache into this module means every write goes through one place that forgets
it (``turn_off`` here, and tests that save preferences straight to storage), so it was
left for its own change."""

from __future__ import annotations

import logging
from typing import Any

from bot.features import pref
from bot.storage import PlayerPrefs, Storage, StorageError
from bot.tables.table import Table

log = logging.getLogger(__name__)


async def load(storage: Storage, table: Table, user: int) -> None:
    """Read ``user``'s preferences into the table; on a storage failure keep what it had
    (or the defaults): a preference is never worth refusing a hand over."""
    try:
        found = await storage.prefs.get(table.guild_id, user)
    except StorageError as exc:
        log.warning("Could not read the preferences of %s: %s", user, exc)
        return
    table.rt.prefs[user] = dict(found.values)


async def ensure(storage: Storage, table: Table, user: int) -> None:
    """``load`` unless the table already has them (a click on a hand it showed)."""
    if user not in table.rt.prefs:
        await load(storage, table, user)


def value(table: Table, user: int, name: str) -> Any:
    return pref(table.rt.prefs.get(user, {}), name)


async def turn_off(storage: Storage, table: Table, user: int, name: str) -> bool:
    """Switch a preference off (e.g. DMs that cannot be delivered); False if not saved."""
    try:
        current = await storage.prefs.get(table.guild_id, user)
        values = {**current.values, name: False}
        await storage.prefs.save(PlayerPrefs(table.guild_id, user, values))
    except StorageError as exc:
        log.warning("Could not turn off %s for %s: %s", name, user, exc)
        return False
    table.rt.prefs[user] = values
    return True
