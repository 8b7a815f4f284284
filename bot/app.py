"""``build()``: every service of the tables made once, in dependency order, each handed
what it uses through its constructor. Nothing is set afterwards and nothing is looked up
by name: what a cog or the client needs it takes from the ``Services`` built here.

The one knot, the write path and the jobs it sets off (a change schedules a timer; a
timer makes a change), is cut by the write path handing itself to the effects it runs
(``Followups.effects(..., changes)``), never by a setter."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import discord

from bot.config import Settings
from bot.game.changes import Changes
from bot.game.clock import Clock
from bot.game.config import TableConfig
from bot.game.looks import Looks
from bot.game.prefs import PlayerPrefs
from bot.game.registry import TableRegistry
from bot.game.writes import TableWrites
from bot.jobs.aftermath import TableAftermath
from bot.jobs.ai_seats import AiSeats
from bot.jobs.resume import Refresh
from bot.jobs.timers import Timers
from bot.plumbing.channels import Channels
from bot.plumbing.clicks import Clicks
from bot.plumbing.control import Control
from bot.plumbing.effects import run_effect
from bot.plumbing.emoji_sync import CardEmoji
from bot.plumbing.lobby import Lobby
from bot.plumbing.lost_channels import LostChannels
from bot.plumbing.notices import ClosingNotices
from bot.plumbing.threads import GameThreads
from bot.screens.moves import move_lines
from bot.screens.table_message import Display
from bot.storage import Storage


@dataclass(frozen=True, slots=True)
class Services:
    storage: Storage
    config: TableConfig
    prefs: PlayerPrefs  # players' preferences: the one place they are read, kept and written
    looks: Looks  # the servers' looks (art, palettes), kept
    registry: TableRegistry  # channel -> Table
    writes: TableWrites  # every write of a live game
    changes: Changes  # the only write path: every change to a game
    display: Display
    lobby: Lobby
    control: Control
    timers: Timers
    ai: AiSeats
    clicks: Clicks
    refresh: Refresh  # the pass after READY (resume.py)
    threads: GameThreads  # where /uno start opens its game (a thread per game)
    lost: LostChannels  # games whose thread or channel is archived, locked or deleted


class HasServices(Protocol):
    """The client, as the cogs and the buttons see it."""

    services: Services


def build(client: discord.Client, storage: Storage, settings: Settings,
          card_emoji: CardEmoji, clock: Clock) -> Services:
    config = TableConfig(card_emoji=card_emoji, clock=clock, ai_delay=settings.ai_delay,
                         ai_think_ms=settings.ai_think_ms)
    channels = Channels(client)
    prefs = PlayerPrefs(storage)
    looks = Looks(storage, prefs)
    writes = TableWrites(storage, config, move_lines)
    registry = TableRegistry(writes, config, ClosingNotices(config, channels))
    lost = LostChannels(registry, channels)
    display = Display(config, storage, writes, registry, channels, looks, lost)
    timers = Timers(config, registry, channels, display, prefs)
    ai = AiSeats(config, storage, registry, display)
    changes = Changes(registry, writes, config,
                      TableAftermath(config, channels, display, timers, ai), run_effect)
    lobby = Lobby(config, registry, changes, channels, display)
    control = Control(config, changes, channels, display, lobby)
    clicks = Clicks(config, prefs, registry, changes, looks, lobby, control, settings.shards)
    refresh = Refresh(writes, registry, channels, display, timers, changes, lost)
    return Services(storage=storage, config=config, prefs=prefs, looks=looks,
                    registry=registry, writes=writes, changes=changes, display=display,
                    lobby=lobby, control=control, timers=timers, ai=ai, clicks=clicks,
                    refresh=refresh, threads=GameThreads(registry, channels), lost=lost)
