"""Nudges to the player whose turn is running: ONE warning shortly before the turn timer
runs out (a private follow-up to their open hand, else in the turn ping).

The timer decides when (``warning_due``) and marks the deadline warned under the table's
lock; the nudge itself is an effect, sent once the lock is released."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.tables.pings import ping_text
from bot.tables.table import Table

if TYPE_CHECKING:
    from bot.tables.registry import TableRegistry

log = logging.getLogger(__name__)


def warning_text(deadline: float) -> str:
    return (f"⏰ Your turn ends <t:{int(deadline)}:R>. Make your move, or the timer moves the "
            "game on without you.")


def warning_due(table: Table, warn_before: float) -> float | None:
    """When the running turn's warning is due; None when there is none to give (no timer,
    a timer too short to warn within, or this deadline was warned about already)."""
    if (table.closed or table.turn_timer <= warn_before or table.deadline is None
            or table.deadline_for is None or table.rt.warned == table.deadline):
        return None
    return table.deadline - warn_before


def take_warning(table: Table, now: float, warn_before: float) -> tuple[int, float] | None:
    """Under the lock: the (player, deadline) to warn now, marked as warned; else None."""
    due = warning_due(table, warn_before)
    m = table.match
    if due is None or now < due or m is None or m.hand_over or m.to_act != table.deadline_for:
        return None
    assert table.deadline is not None and table.deadline_for is not None
    table.rt.warned = table.deadline
    return table.deadline_for, table.deadline


async def warn(reg: TableRegistry, table: Table, player: int, deadline: float) -> None:
    """The warning itself (lock released): a private message under the player's open hand
    while its token lives, else the turn ping is posted again with it (a new message, so
    it notifies)."""
    text = warning_text(deadline)
    entry = table.rt.hands.get(player)
    if entry is not None and reg.config.clock() - entry[1] <= reg.config.hand_token_ttl:
        try:
            await entry[0].interaction.followup.send(text, ephemeral=True)
            return
        except discord.HTTPException as exc:
            log.warning("Could not warn player %s in channel %s through their hand: %s",
                        player, table.channel_id, exc)
    if table.closed or table.deadline != deadline:  # moved on meanwhile
        return
    channel = await reg.display.channel(table.channel_id)
    await reg.display.pings.post(table, channel, player, ping_text(player, text))
