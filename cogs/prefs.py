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
from bot.game import prefs as player_prefs
from bot.game.features import PREFS, pref
from bot.game.looks import Looks
from bot.game.registry import TableRegistry
from bot.i18n import LANGUAGES, Lang, lang_for
from bot.i18n.interactions import choose, player_lang
from bot.plumbing.answer import Answer
from bot.screens.pages.prefs_view import (
    DEFAULT_VALUE,
    PREF_VALUES,
    about,
    apply_pref,
    prefs_embed,
)
from cogs.uno_group import GUILD_ONLY, UnoSubcommands

if TYPE_CHECKING:
    from bot.client import UnoBot


class PrefsCommands(UnoSubcommands):
    """Each player's preferences, per server."""

    def __init__(self, bot: commands.Bot | commands.AutoShardedBot,
                 prefs: player_prefs.PlayerPrefs, looks: Looks, tables: TableRegistry) -> None:
        self.bot = bot
        self.player_prefs = prefs  # injected: where preferences are read and written
        self.looks = looks  # the servers' looks (the palette a default stands for)
        self.tables = tables  # the live tables, which take a change at once
        self.subcommands = (
            app_commands.Command(
                name="prefs",
                description="Show or change your own UNO preferences in this server",
                callback=self.prefs,
            ),
        )

    async def option_autocomplete(self, interaction: discord.Interaction[Any],
                                  current: str) -> list[app_commands.Choice[str]]:
        text = current.strip().lower()
        lang = player_lang(interaction)
        named = [(o.name, f"{o.name} — {about(o.name, lang)}") for o in PREFS]
        return [app_commands.Choice(name=shown[:100], value=name)
                for name, shown in named if text in shown.lower()][:25]

    async def value_autocomplete(self, interaction: discord.Interaction[Any],
                                 current: str) -> list[app_commands.Choice[str]]:
        text = current.strip().lower()
        if str(getattr(interaction.namespace, "option", "") or "").strip().lower() == "language":
            named = [(f"{code} — {Lang(code).name}", code) for code in LANGUAGES]
            return [app_commands.Choice(name=name, value=code)
                    for name, code in (*named, (DEFAULT_VALUE, DEFAULT_VALUE))
                    if text in name.lower()]
        return [app_commands.Choice(name=v, value=v) for v in PREF_VALUES if text in v]

    @app_commands.describe(option="The preference to change (see the list with no option)",
                           value="on, off, or default (the server's choice)")
    @app_commands.autocomplete(option=option_autocomplete, value=value_autocomplete)
    async def prefs(self, interaction: discord.Interaction[Any], option: str | None = None,
                    value: str | None = None) -> None:
        if interaction.guild_id is None:
            raise UserError(GUILD_ONLY)
        guild, user = interaction.guild_id, interaction.user.id
        stored = await self.player_prefs.read(guild, user)
        note = ""
        app = lang_for(str(interaction.locale))  # their Discord app's language
        if option is not None or value is not None:
            values, _ = apply_pref(stored, option, value)
            await self.player_prefs.save(guild, user, values)
            stored = values
            # (this answer already speaks a language just chosen)
            lang = choose(interaction, pref(stored, "language"))
            _, note = apply_pref({}, option, value, lang)  # (said in it)
            await self._follow(guild, user, lang.code)
        lang = player_lang(interaction)
        server = {"high_contrast": (await self.looks.server(guild)).high_contrast}
        await Answer.of(interaction).send(embed=prefs_embed(stored, server, note=note,
                                                            lang=lang, app=app))

    async def _follow(self, guild: int, user: int, lang: str) -> None:
        """The player's live games take the new preferences (palette, language) at their
        hand's next update."""
        palette = await self.looks.hand_palette(guild, user)
        for table in list(self.tables.tables.values()):
            if table.guild_id == guild and table.match is not None \
                    and user in table.match.players:
                await self.player_prefs.take(table, user)
                table.rt.hands.palettes[user] = palette
                table.rt.langs[user] = lang


async def setup(bot: commands.Bot) -> None:
    uno_bot = cast("UnoBot", bot)
    await bot.add_cog(PrefsCommands(uno_bot, uno_bot.services.prefs, uno_bot.services.looks,
                            uno_bot.services.registry))
