"""/uno leaderboard and /uno stats."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import UserError, quote
from bot.i18n.interactions import player_lang
from bot.plumbing.answer import Answer
from bot.screens.standings import (
    SORT_LABELS,
    board_lang,
    leaderboard_embed,
    leaderboard_view,
    load_page,
    page_buttons,
    stats_embed,
)
from bot.storage import Storage
from bot.storage.models import LEADERBOARD_SORTS, LeaderboardSort
from cogs.uno_group import GUILD_ONLY, UnoSubcommands

if TYPE_CHECKING:
    from bot.client import UnoBot


class Stats(UnoSubcommands):
    """Standings and personal records, per server."""

    def __init__(self, bot: UnoBot, storage: Storage) -> None:
        self.bot = bot
        self.storage = storage  # injected: UnoBot.storage
        # the ◀ ▶ buttons, reading it (and the server's language setting)
        self.page_buttons = page_buttons(storage.stats, storage.settings)
        self.subcommands = (
            app_commands.Command(
                name="leaderboard",
                description="This server's UNO standings",
                callback=self.leaderboard,
                extras={"public": True},
            ),
            app_commands.Command(
                name="stats",
                description="A player's UNO record in this server",
                callback=self.stats,
            ),
        )

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.add_dynamic_items(self.page_buttons)

    async def cog_unload(self) -> None:
        await super().cog_unload()
        self.bot.remove_dynamic_items(self.page_buttons)

    @app_commands.describe(sort="What to rank players by (default: wins)")
    @app_commands.choices(
        sort=[app_commands.Choice(name=label, value=key) for key, label in SORT_LABELS.items()]
    )
    async def leaderboard(self, interaction: discord.Interaction[Any], sort: str = "wins") -> None:
        if interaction.guild_id is None:
            raise UserError(GUILD_ONLY)
        if sort not in LEADERBOARD_SORTS:
            raise UserError("unknown-sort", value=quote(sort),
                            choices=", ".join(LEADERBOARD_SORTS))
        page = await load_page(self.storage.stats, interaction.guild_id,
                               cast(LeaderboardSort, sort), 1)
        guild_name = interaction.guild.name if interaction.guild is not None else None
        view = leaderboard_view(page, self.page_buttons)
        embed = leaderboard_embed(page, guild_name,
                                  await board_lang(interaction, self.storage.settings))
        none = discord.AllowedMentions.none()
        await Answer.of(interaction).send(embed=embed, view=view, allowed_mentions=none,
                                          ephemeral=False)

    @app_commands.describe(member="Whose record to show (default: you)")
    async def stats(
        self, interaction: discord.Interaction[Any], member: discord.User | None = None
    ) -> None:
        if interaction.guild_id is None:
            raise UserError(GUILD_ONLY)
        guild_id = interaction.guild_id
        target: discord.abc.User = member if member is not None else interaction.user
        repo = self.storage.stats
        record = await repo.player_stats(guild_id, target.id)
        place = await repo.rank(guild_id, target.id, "wins")
        ranked = (await repo.leaderboard(guild_id, "wins", 1, 1)).total
        await Answer.of(interaction).send(
            embed=stats_embed(record, target.display_name, place, ranked,
                              player_lang(interaction)),
            allowed_mentions=discord.AllowedMentions.none(),
        )


async def setup(bot: commands.Bot) -> None:
    uno_bot = cast("UnoBot", bot)
    await bot.add_cog(Stats(uno_bot, uno_bot.storage))
