"""/uno leaderboard and /uno stats.

The ``/uno`` group belongs to the gameplay cog (``cogs.uno``, a GroupCog). This cog adds its
subcommands to that group when it loads and takes them out when it unloads, so the group
keeps one owner; see :func:`attach_to_uno_group`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import UserError, quote
from bot.storage import Storage
from bot.storage.models import LEADERBOARD_SORTS, LeaderboardSort
from bot.tables.answer import Answer
from bot.ui.standings import (
    SORT_LABELS,
    leaderboard_embed,
    leaderboard_view,
    load_page,
    page_buttons,
    stats_embed,
)

if TYPE_CHECKING:
    from bot.client import UnoBot


GROUP_NAME = "uno"
GUILD_ONLY = "UNO records are kept per server — use this command in a server channel."

def uno_group(bot: commands.Bot | commands.AutoShardedBot) -> app_commands.Group:
    """The ``/uno`` group registered by ``cogs.uno`` (which must be loaded first)."""
    group = bot.tree.get_command(GROUP_NAME)
    if not isinstance(group, app_commands.Group):
        raise commands.ExtensionFailed(
            __name__, RuntimeError("the /uno group is missing: load cogs.uno first")
        )
    return group


def attach_to_uno_group(
    bot: commands.Bot | commands.AutoShardedBot,
    commands_: Sequence[app_commands.Command[Any, ..., Any]],
) -> None:
    group = uno_group(bot)
    for command in commands_:
        group.add_command(command, override=True)


def detach_from_uno_group(
    bot: commands.Bot | commands.AutoShardedBot,
    commands_: Sequence[app_commands.Command[Any, ..., Any]],
) -> None:
    group = bot.tree.get_command(GROUP_NAME)
    if not isinstance(group, app_commands.Group):
        return
    for command in commands_:
        if group.get_command(command.name) is command:
            group.remove_command(command.name)


class Stats(commands.Cog):
    """Standings and personal records, per server."""

    def __init__(self, bot: UnoBot, storage: Storage) -> None:
        self.bot = bot
        self.storage = storage  # injected: UnoBot.storage
        self.page_buttons = page_buttons(storage.stats)  # the ◀ ▶ buttons, reading it
        # Built here (not as class attributes) so that the Cog machinery does not also
        # register them as top-level commands; bound methods give the cog as binding.
        self.subcommands: tuple[app_commands.Command[Any, ..., Any], ...] = (
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
        attach_to_uno_group(self.bot, self.subcommands)
        self.bot.add_dynamic_items(self.page_buttons)

    async def cog_unload(self) -> None:
        detach_from_uno_group(self.bot, self.subcommands)
        self.bot.remove_dynamic_items(self.page_buttons)

    @app_commands.describe(sort="What to rank players by (default: wins)")
    @app_commands.choices(
        sort=[app_commands.Choice(name=label, value=key) for key, label in SORT_LABELS.items()]
    )
    async def leaderboard(self, interaction: discord.Interaction[Any], sort: str = "wins") -> None:
        if interaction.guild_id is None:
            raise UserError(GUILD_ONLY)
        if sort not in LEADERBOARD_SORTS:
            raise UserError(f"Unknown sort {quote(sort)}; choose one of "
                            f"{', '.join(LEADERBOARD_SORTS)}.")
        page = await load_page(self.storage.stats, interaction.guild_id,
                               cast(LeaderboardSort, sort), 1)
        guild_name = interaction.guild.name if interaction.guild is not None else None
        view = leaderboard_view(page, self.page_buttons)
        embed = leaderboard_embed(page, guild_name)
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
            embed=stats_embed(record, target.display_name, place, ranked),
            allowed_mentions=discord.AllowedMentions.none(),
        )


async def setup(bot: commands.Bot) -> None:
    uno_bot = cast("UnoBot", bot)
    await bot.add_cog(Stats(uno_bot, uno_bot.storage))
