"""Nudges to the player whose turn is running: ONE warning shortly before the turn timer
runs out (a private follow-up to their open hand, else in the turn ping), and, for players
who asked for it (the ``dm_turn_notice`` preference), a direct message with a link to the
table when it has been their turn for a while.

The timer decides when (``warning_due``, ``notice_due``) and marks the turn done under the
table's lock; the nudge itself is an effect, sent once the lock is released."""

from __future__ import annotations

import logging

import discord

from bot.game import prefs as player_prefs
from bot.game.config import TableConfig
from bot.game.prefs import PlayerPrefs
from bot.game.seats import is_ai
from bot.game.table import Table
from bot.i18n import EN, Lang
from bot.plumbing.channels import Channels
from bot.screens.pings import Pings, ping_text

log = logging.getLogger(__name__)


def warning_text(deadline: float, lang: Lang = EN) -> str:
    return lang("turn-warning", when=f"<t:{int(deadline)}:R>")


def warning_due(table: Table, warn_before: float) -> float | None:
    """When the running turn's warning is due; None when there is none to give (no timer,
    a timer too short to warn within, an AI seat's turn, or this deadline was warned
    about already)."""
    if (table.closed or table.turn_timer <= warn_before or table.deadline is None
            or table.deadline_for is None or is_ai(table.deadline_for)
            or table.rt.timer.warned == table.deadline):
        return None
    return table.deadline - warn_before


def take_warning(table: Table, now: float, warn_before: float) -> tuple[int, float] | None:
    """Under the lock: the (player, deadline) to warn now, marked as warned; else None."""
    due = warning_due(table, warn_before)
    m = table.match
    if due is None or now < due or m is None or m.hand_over or m.to_act != table.deadline_for:
        return None
    assert table.deadline is not None and table.deadline_for is not None
    table.rt.timer.warned = table.deadline
    return table.deadline_for, table.deadline


async def warn(config: TableConfig, channels: Channels, pings: Pings, table: Table,
               player: int, deadline: float) -> None:
    """The warning itself (lock released): a private message under the player's open hand
    while its token lives, else the turn ping is posted again with it (a new message, so
    it notifies)."""
    entry = table.rt.hands.shown.get(player)
    if entry is not None and config.clock.now() - entry[1] <= config.hand_token_ttl:
        try:  # under their own hand: in their language
            await entry[0].send(warning_text(deadline, table.lang_of(player)))
            return
        except discord.HTTPException as exc:
            log.warning("Could not warn player %s in channel %s through their hand: %s",
                        player, table.channel_id, exc)
    if table.closed or table.deadline != deadline:  # moved on meanwhile
        return
    channel = await channels.channel(table.channel_id)
    await pings.post(table, channel, player, ping_text(
        player, warning_text(deadline, table.lang), table.lang))  # (public: the table's)


DM_CLOSED = "dm-closed"
DM_PREF = "dm_turn_notice"


def turn_start(table: Table) -> float:
    """When the player to act last had something happen: the start of their turn (a turn
    timer's deadline less its length) or the last move at the table, whichever is later
    (a timed-out turn is no move, and a player who drew and keeps the turn did act)."""
    start = table.last_activity
    if table.turn_timer > 0 and table.deadline is not None:
        start = max(start, table.deadline - table.turn_timer)
    return start


def notice_due(table: Table, no_timer_after: float) -> float | None:
    """When the player to act gets their DM notice if nothing happens meanwhile: after half
    the turn timer, or ``no_timer_after`` seconds without one; None once given this turn
    (or on an AI seat's turn: it reads no DMs)."""
    m = table.match
    if table.closed or m is None or m.hand_over or m.to_act is None or is_ai(m.to_act) \
            or table.rt.timer.noticed == (m.to_act, turn_start(table)):
        return None
    wait = table.turn_timer / 2 if table.turn_timer > 0 else no_timer_after
    return turn_start(table) + wait


def take_notice(table: Table, now: float, no_timer_after: float) -> tuple[int, float] | None:
    """Under the lock: the (player, turn start) to notify now, marked done; else None."""
    due = notice_due(table, no_timer_after)
    m = table.match
    if due is None or now < due or m is None or m.to_act is None:
        return None
    table.rt.timer.noticed = (m.to_act, turn_start(table))
    return table.rt.timer.noticed


def table_link(table: Table) -> str:
    where = f"{table.guild_id}/{table.channel_id}"
    return f"https://discord.com/channels/{where}" + (
        f"/{table.message_id}" if table.message_id is not None else "")


async def dm_notice(prefs: PlayerPrefs, channels: Channels, table: Table, player: int,
                    since: float) -> None:
    """The DM itself (lock released), if the player wants it and still has not acted. DMs
    that cannot be delivered (50007) switch the preference off; the player reads why once,
    in their next hand message (the least noisy place that is theirs alone)."""
    await prefs.take(table, player)  # they may have just switched it
    if not player_prefs.value(table, player, DM_PREF):
        return
    m = table.match
    if table.closed or m is None or m.to_act != player or turn_start(table) != since:
        return  # they (or the game) moved meanwhile
    text = table.lang_of(player)("dm-turn", link=table_link(table))
    try:
        user = await channels.user(player)
        await user.send(text)
    except discord.Forbidden as exc:
        if exc.code != 50007:
            raise
        log.info("DMs of %s are closed: turn notices off", player)
        if await prefs.turn_off(table, player, DM_PREF):
            table.rt.hands.notes[player] = table.lang_of(player)(DM_CLOSED)
