"""/uno match: the chart of this channel's match (the one being played, else the last
one), privately: each player's running total after every hand, and the target.

Joins the ``/uno`` group owned by ``cogs.uno`` the same way ``cogs.stats`` does.
"""

from __future__ import annotations

import contextlib
import io
import logging
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.art import MatchChart, chart_png
from bot.engine import Rules
from bot.errors import UserError
from bot.game.registry import TableRegistry
from bot.i18n import Lang
from bot.i18n.interactions import player_lang
from bot.plumbing.answer import Answer
from bot.screens.pages.match_chart import (
    CHART_PICTURE,
    chart_embed,
    in_language,
    match_chart,
    stored_names,
)
from bot.screens.table_message import Display
from bot.storage import Storage
from cogs.uno_group import GUILD_ONLY, UnoSubcommands

if TYPE_CHECKING:
    from bot.client import UnoBot

NO_MATCH = "no-match"
NO_HAND = "no-hand-yet"
log = logging.getLogger(__name__)


class MatchChartCommand(UnoSubcommands):
    def __init__(self, bot: commands.Bot | commands.AutoShardedBot, storage: Storage,
                 tables: TableRegistry, display: Display) -> None:
        self.bot = bot
        self.storage = storage  # injected: the stored matches
        self.tables = tables  # the live tables
        self.display = display  # their last charts
        self.subcommands = (
            app_commands.Command(
                name="match",
                description="The chart of this channel's UNO match: totals after every hand",
                callback=self.match,
            ),
        )

    async def match(self, interaction: discord.Interaction[Any]) -> None:
        if interaction.guild_id is None or interaction.channel_id is None:
            raise UserError(GUILD_ONLY)
        display = self.display
        channel = interaction.channel_id
        # without Attach Files here the chart is given in words (and not drawn)
        pictures = interaction.app_permissions.attach_files
        table = self.tables.get(channel)
        lang = player_lang(interaction)  # (a private answer: in the member's language)
        if table is not None and table.match is not None:  # the match being played
            if await display.current_chart(table, over=False) is None:
                raise UserError(NO_HAND)
            chart, hands, over, lowest = display.charts[channel]
        elif (kept := display.charts.get(channel)) is not None:  # the last one, in memory
            chart, hands, over, lowest = kept
        else:  # the last one, from storage (after a restart)
            chart, hands, over, lowest = await self._stored(interaction)
        chart = in_language(chart, lang)
        data = await display.draw(chart_png, chart, "match chart") if pictures else None
        answer = Answer.of(interaction)
        if data is not None:
            try:
                await answer.send(
                    embed=chart_embed(chart, hands, over=over, lowest_wins=lowest, lang=lang),
                    file=discord.File(io.BytesIO(data), CHART_PICTURE))
                return
            except discord.Forbidden as exc:  # Attach Files taken since: the words instead
                log.warning("Match chart refused in channel %s: %s", channel, exc)
        await answer.send(embed=chart_embed(chart, hands, over=over, lowest_wins=lowest,
                                            picture=False, lang=lang))

    async def _stored(self, interaction: discord.Interaction[Any]
                      ) -> tuple[MatchChart, int, bool, bool]:
        guild, channel = interaction.guild_id or 0, interaction.channel_id or 0
        repo = self.storage.matches
        match_id = await repo.latest_match_id(guild, channel)
        stored = None if match_id is None else await repo.get_match(guild, match_id)
        if match_id is None or stored is None:
            raise UserError(NO_MATCH)
        records = await repo.hands(guild, match_id)
        ai_names = stored_names(records)
        # the hands' seats in order (AI seats among them), else the players on record
        first = records[0].seats if records and records[0].seats else ()
        seats = [p for p, _ in first] or [p.user_id for p in stored.players]
        everyone = dict.fromkeys([*seats, *(p for r in records for p in r.totals),
                                  *(p for r in records for p, _ in r.seats)])
        lang = player_lang(interaction)
        names = {pid: ai_names[pid] if pid in ai_names
                 else await _name(interaction.guild, pid, lang) for pid in everyone}
        chart = match_chart(records, seats, names.__getitem__, stored.target)
        if chart is None:
            raise UserError(NO_HAND)
        try:
            lowest = Rules.from_dict(dict(stored.rules)).scoring == "lowest_wins"
        except Exception:  # noqa: BLE001 - old stored rules: the chart reads the same
            lowest = False
        return chart, len(records), stored.status != "active", lowest


async def _name(guild: discord.Guild | None, user_id: int, lang: Lang) -> str:
    """A member's name for the chart (no member cache: asked once), or "Player 1234"."""
    if guild is not None:
        member = guild.get_member(user_id)
        if member is None:
            with contextlib.suppress(discord.HTTPException):
                member = await guild.fetch_member(user_id)
        if member is not None:
            return member.display_name
    return lang("player-unknown", digits=str(user_id)[-4:])


async def setup(bot: commands.Bot) -> None:
    uno_bot = cast("UnoBot", bot)
    await bot.add_cog(MatchChartCommand(uno_bot, uno_bot.storage,
                                        uno_bot.services.registry, uno_bot.services.display))
