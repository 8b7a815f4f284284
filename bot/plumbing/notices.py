"""What the registry says in Discord when it closes a game it cannot run (a damaged or
unreadable state): the registry (bot/game/) decides, this says it."""

from __future__ import annotations

import logging
from functools import partial

import discord

from bot.game.config import TableConfig
from bot.game.table import Table
from bot.i18n import Lang
from bot.plumbing import threads
from bot.plumbing.channels import Channels
from bot.plumbing.effects import run_effect
from bot.screens.hands import close_hands
from bot.screens.texts import DAMAGED_HAND, RESUME_FAILED

log = logging.getLogger(__name__)


class ClosingNotices:
    def __init__(self, config: TableConfig, channels: Channels) -> None:
        self._config = config
        self._channels = channels

    async def unreadable(self, channel_id: int, language: str = "en") -> None:
        """A stored game that could not be resumed was closed: its channel is told."""
        try:
            ch = await self._channels.channel(channel_id)
            await ch.send(RESUME_FAILED(Lang(language)))
        except (discord.HTTPException, AttributeError):
            log.warning("Channel %s is unreachable", channel_id)

    async def damaged(self, table: Table) -> None:
        """A game closed as damaged: its hands and its thread say so, each on its own."""
        await run_effect("closed hands", table.channel_id,
                         partial(close_hands, self._config, table, DAMAGED_HAND))
        await run_effect("thread", table.channel_id,
                         partial(threads.finish, self._channels, table, DAMAGED_HAND))
