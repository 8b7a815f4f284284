"""How the game looks in a server and to each player: the server's ``art`` and
``high_contrast`` features and each player's ``high_contrast`` preference.

A table is redrawn after every move, so a server's are read from storage once and kept
(``/uno settings`` forgets what it changes); a player's come from the one cache of
preferences (player_prefs.py). A storage failure reads as the defaults (pictures on,
classic colours) for that one message, and is not kept.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from bot.game.features import feature, pref
from bot.game.prefs import PlayerPrefs
from bot.storage import Storage, StorageError

if TYPE_CHECKING:
    pass

log = logging.getLogger(__name__)

CLASSIC: Final = "classic"
HIGH_CONTRAST: Final = "high_contrast"


@dataclass(frozen=True, slots=True)
class ServerLooks:
    """A server's choices about pictures: ``art`` off means text tables, no pictures."""

    art: bool = True
    high_contrast: bool = False

    @property
    def palette(self) -> str:
        return HIGH_CONTRAST if self.high_contrast else CLASSIC


def server_looks(features: Mapping[str, Any]) -> ServerLooks:
    return ServerLooks(art=bool(feature(features, "art")),
                       high_contrast=bool(feature(features, "high_contrast")))


def hand_palette(server: ServerLooks, prefs: Mapping[str, Any]) -> str:
    """The palette of one player's hand: their own choice when they made one, else the
    server's."""
    mine = pref(prefs, "high_contrast")
    if mine is None:
        return server.palette
    return HIGH_CONTRAST if mine else CLASSIC


class Looks:
    def __init__(self, storage: Storage, prefs: PlayerPrefs) -> None:
        self._storage = storage
        self._prefs = prefs
        self._servers: dict[int, ServerLooks] = {}

    async def server(self, guild_id: int) -> ServerLooks:
        known = self._servers.get(guild_id)
        if known is not None:
            return known
        try:
            settings = await self._storage.settings.get(guild_id)
        except StorageError as exc:
            log.warning("Could not read the features of guild %s (%s): defaults for now",
                        guild_id, exc)
            return ServerLooks()
        looks = self._servers[guild_id] = server_looks(settings.features)
        return looks

    async def hand_palette(self, guild_id: int, user_id: int) -> str:
        return hand_palette(await self.server(guild_id), await self._prefs.get(guild_id, user_id))

    def forget_server(self, guild_id: int) -> None:
        self._servers.pop(guild_id, None)
