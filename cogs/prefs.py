"""/uno prefs: a player's own choices in this server (high contrast cards, playable cards
first, a DM when it is their turn), shown and set one at a time, privately.

Joins the ``/uno`` group owned by ``cogs.uno`` the same way ``cogs.stats`` does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import UserError
from bot.features import PREFS
from bot.storage import Storage
from bot.storage.models import PlayerPrefs
from bot.tables import TableRegistry
from bot.tables.answer import Answer
from bot.tables.looks import Looks
from bot.ui.prefs_view import PREF_VALUES, apply_pref, prefs_embed
from cogs.stats import GUILD_ONLY, attach_to_uno_group, detach_from_uno_group

if TYPE_CHECKING:
    from bot.client import UnoBot


class Prefs(commands.Cog):
    """Each player's preferences, per server."""

    def __init__(self, bot: commands.Bot | commands.AutoShardedBot, storage: Storage,
                 looks: Looks, tables: TableRegistry) -> None:
        self.bot = bot
        self.storage = storage  # injected: the stored preferences
        self.looks = looks  # the kept ones
        self.tables = tables  # the live tables, which take a change at once
        self.subcommands: tuple[app_commands.Command[Any, ..., Any], ...] = (
            app_commands.Command(
                name="prefs",
                description="Show or change your own UNO preferences in this server",
                callback=self.prefs,
            ),
        )

    async def cog_load(self) -> None:
        attach_to_uno_group(self.bot, self.subcommands)

    async def cog_unload(self) -> None:
        detach_from_uno_group(self.bot, self.subcommands)

    async def option_autocomplete(self, interaction: discord.Interaction[Any],
                                  current: str) -> list[app_commands.Choice[str]]:
        text = current.strip().lower()
        return [app_commands.Choice(name=f"{o.name} — {o.description}"[:100], value=o.name)
                for o in PREFS if text in o.name or text in o.description.lower()][:25]

    async def value_autocomplete(self, interaction: discord.Interaction[Any],
                                 current: str) -> list[app_commands.Choice[str]]:
        text = current.strip().lower()
        return [app_commands.Choice(name=v, value=v) for v in PREF_VALUES if text in v]

    @app_commands.describe(option="The preference to change (see the list with no option)",
                           value="on, off, or default (the server's choice)")
    @app_commands.autocomplete(option=option_autocomplete, value=value_autocomplete)
    async def prefs(self, interaction: discord.Interaction[Any], option: str | None = None,
                    value: str | None = None) -> None:
        if interaction.guild_id is None:
            raise UserError(GUILD_ONLY)
        guild, user = interaction.guild_id, interaction.user.id
        stored = (await self.storage.prefs.get(guild, user)).values
        note = ""
        if option is not None or value is not None:
            values, note = apply_pref(stored, option, value)
            await self.storage.prefs.save(PlayerPrefs(guild, user, values))
            self.looks.forget_player(guild, user)
            stored = values
            await self._follow(guild, user)
        server = {"high_contrast": (await self.looks.server(guild)).high_contrast}
        await Answer.of(interaction).send(embed=prefs_embed(stored, server, note=note))

    async def _follow(self, guild: int, user: int) -> None:
        """The player's live games take the new palette at their hand's next update."""
        palette = await self.looks.hand_palette(guild, user)
        for table in list(self.tables.tables.values()):
            if table.guild_id == guild and table.match is not None \
                    and user in table.match.players:
                table.rt.hand_palettes[user] = palette


async def setup(bot: commands.Bot) -> None:
    uno_bot = cast("UnoBot", bot)
    await bot.add_cog(Prefs(uno_bot, uno_bot.storage, uno_bot.looks, uno_bot.tables))
