"""/uno commands."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

HELP_TEXT = (
    "**UNO** — `/uno start` opens a lobby in this channel; players press **Join**, "
    "the host presses **Start**. Your hand is shown only to you (press **My hand**)."
)


class Uno(commands.GroupCog, group_name="uno", group_description="Play UNO in this channel"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="help", description="How to play UNO with this bot")
    async def help(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(HELP_TEXT, ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Uno(bot))
