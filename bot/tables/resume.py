"""After a restart: rebuild every table from storage, refresh its message, restart timers.
A corrupt row or an unreachable channel closes that game only."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.storage import StorageError
from bot.tables import lobby
from bot.tables.table import Table
from bot.tables.texts import DAMAGED

if TYPE_CHECKING:
    from bot.tables.registry import TableRegistry

log = logging.getLogger(__name__)

RESUME_FAILED = "This game could not be resumed after a restart (damaged state)."


async def load(reg: TableRegistry) -> list[Table]:
    """Rebuild the tables in memory (no Discord calls); returns them."""
    loaded = await reg.storage.live_games.load_all()
    tables: list[Table] = []
    for game in loaded.games:
        try:
            table = Table.from_live_game(game)
            fault = table.fault()
        except Exception as exc:  # noqa: BLE001 - whatever the engine refuses to load
            fault = exc
        if fault is not None:
            # One line: the state is damaged (the engine refused it, or cannot show it).
            log.error("Live game in channel %s cannot be resumed (damaged state): %s: %s",
                      game.channel_id, type(fault).__name__, fault)
            reg.damaged[game.channel_id] = DAMAGED
            await _close_row(reg, game.channel_id, game.match_id, RESUME_FAILED)
            continue
        reg.tables[table.channel_id] = table
        tables.append(table)
    for bad in loaded.corrupt:
        log.error("Live game in channel %s is corrupt: %s", bad.channel_id, bad.error)
        reg.damaged[bad.channel_id] = DAMAGED
        await _close_row(reg, bad.channel_id, bad.match_id, RESUME_FAILED)
    return tables


async def _close_row(reg: TableRegistry, channel_id: int, match_id: int | None,
                     why: str) -> None:
    try:
        await reg.storage.abandon(channel_id, match_id)
    except StorageError:
        log.exception("Could not close the live game of channel %s", channel_id)
    try:
        ch = await reg.display.channel(channel_id)
        await ch.send(why)
    except (discord.HTTPException, AttributeError):
        log.warning("Channel %s is unreachable", channel_id)


async def refresh(reg: TableRegistry, tables: list[Table]) -> None:
    """Make each resumed table visible again and restart its timer."""
    for table in tables:
        try:
            await reg.display.channel(table.channel_id)
        except (discord.NotFound, discord.Forbidden):
            log.warning("Channel %s is gone; closing its game", table.channel_id)
            reg.close(table)
            try:
                await reg.storage.abandon(table.channel_id, table.match_id)
            except StorageError:
                log.exception("Could not close the game of channel %s", table.channel_id)
            continue
        except discord.HTTPException:
            log.exception("Channel %s unreachable for now", table.channel_id)
        try:
            if table.is_lobby:
                await lobby.edit_message(reg, table, **lobby.render(table))
            else:
                reg.display.request(table)
        except Exception:
            log.exception("Could not refresh the table in channel %s", table.channel_id)
        reg.timers.schedule(table)
        reg.ai.poke(table)  # an AI whose turn it was when the bot stopped acts now
