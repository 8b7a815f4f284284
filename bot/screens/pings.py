"""Turn pings. Discord never notifies for a mention added by an edit, so when the turn
moves to a player the table posts a short "@Bob, it's your turn." message, mentioning
that user only, and deletes its previous ping: at most one per table. No ping when the
same player keeps the turn, or when the player's hand message was just refreshed in place
and they used it recently (they are looking at it)."""

from __future__ import annotations

import logging
import re
from typing import Any

import discord

from bot.game.config import TableConfig
from bot.game.seats import is_ai
from bot.game.table import Table
from bot.game.writes import TableWrites
from bot.i18n import EN, LANGUAGES, Lang
from bot.plumbing.components import game_view
from bot.screens.table import my_hand_button

log = logging.getLogger(__name__)

# a turn ping in any language: the mention where the sentence names the player
_PING = re.compile("(?:" + "|".join(
    r"<@!?\d+>".join(map(re.escape, Lang(code)("ping", player="\x00").split("\x00")))
    for code in LANGUAGES) + ")( .*)?", re.DOTALL)


OPEN_HAND = "ping-open-hand"


def ping_text(player: int, more: str = "", lang: Lang = EN) -> str:
    """The turn ping (the server's language): a mention and "it's your turn"."""
    return lang("ping", player=f"<@{player}>") + (f" {more}" if more else "")


def is_ping(content: str) -> bool:
    """True for the text of a turn ping (they do not bury the table)."""
    return _PING.fullmatch(content or "") is not None


class Pings:
    def __init__(self, config: TableConfig, writes: TableWrites) -> None:
        self._config = config
        self._writes = writes

    def target(self, table: Table) -> int | None:
        m = table.match
        if m is None or table.closed or m.hand_over or m.match_over:
            return None
        return None if m.to_act is None or is_ai(m.to_act) else m.to_act  # AIs: never

    def quiet(self, table: Table, player: int) -> bool:
        """The player is plainly at the table: they clicked there a moment ago (Start, a
        move), or their hand message shows this state and they used it recently. Pings are
        for players who may have stepped away."""
        now = self._config.clock.now()
        acted = table.rt.acted.get(player)
        if acted is not None and now - acted < self._config.quiet_after_acting:
            return True
        entry = table.rt.hands.shown.get(player)
        m = table.match
        if entry is None or m is None:
            return False
        _, at, version = entry
        return version == m.version and now - at < self._config.quiet_hand

    async def update(self, table: Table, channel: Any) -> None:
        async with table.rt.edits.ping:  # (a warning's ping posted meanwhile is the one)
            who = self.target(table)
            if who == table.pinged:
                return
            text = None
            if who is not None and not self.quiet(table, who):
                # their hand message stopped updating: say so, the ping's button opens a new
                # one
                more = table.lang(OPEN_HAND) if who in table.rt.hands.expired else ""
                text = ping_text(who, more, table.lang)
            await self._post(table, channel, who, text)

    async def post(self, table: Table, channel: Any, who: int | None, text: str | None
                   ) -> None:
        """Replace the table's ping with ``text`` mentioning ``who`` (None: no new ping);
        one at a time per table, so each replaces the one before."""
        async with table.rt.edits.ping:
            await self._post(table, channel, who, text)

    async def _post(self, table: Table, channel: Any, who: int | None, text: str | None
                    ) -> None:
        old = table.ping_message_id
        new: int | None = None
        if who is not None and text is not None:
            mentions = discord.AllowedMentions(everyone=False, roles=False,
                                               users=[discord.Object(who)])
            view = game_view(table, [my_hand_button(table.channel_id, table.version,
                                                    table.lang)])
            try:
                msg = await channel.send(text, allowed_mentions=mentions, view=view)
                new = msg.id
            except discord.HTTPException as exc:
                log.warning("Could not ping player %s in channel %s: %s", who,
                            table.channel_id, exc)
        async with self._writes.screen_change(table, "turn ping") as live:
            ended = not live
            if live:
                # Kept with the game, so the ping on screen is still replaced after a restart.
                table.ping_message_id, table.pinged = new, who
        if ended:  # the game ended while the ping was on its way: take it back
            await self._delete(table, channel, new)
            return
        if old != new:
            await self._delete(table, channel, old)

    async def clear(self, table: Table, channel: Any) -> None:
        async with table.rt.edits.ping:
            old, table.ping_message_id, table.pinged = table.ping_message_id, None, None
            await self._delete(table, channel, old)

    async def _delete(self, table: Table, channel: Any, message_id: int | None) -> None:
        if message_id is None:
            return
        try:
            await channel.get_partial_message(message_id).delete()
        except discord.NotFound:
            pass
        except discord.HTTPException as exc:
            log.warning("Could not delete the turn ping %s in channel %s: %s", message_id,
                        table.channel_id, exc)
