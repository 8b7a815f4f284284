"""/uno settings: a server's default preset, house rules, turn timer and target, table
features, and its rating seasons (a new one now, or one on the first of each month).

Joins the ``/uno`` group owned by ``cogs.uno`` the same way ``cogs.stats`` does.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.engine.rules import OPTION_BY_NAME, PRESET_DESCRIPTIONS, PRESETS
from bot.errors import UserError
from bot.game.features import FEATURE_BY_NAME, FEATURES
from bot.game.settings_rules import (
    DEFAULT_VALUE,
    HOUSE_OPTIONS,
    TARGET_MAX,
    TARGET_MIN,
    TURN_TIMER_MAX,
    TURN_TIMER_MIN,
    apply_changes,
    setting_named,
)
from bot.i18n import EN, Lang, Msg
from bot.i18n.interactions import player_lang
from bot.plumbing.answer import Answer
from bot.screens.pages.settings_view import (
    SEASON_CHOICES,
    about,
    option_embed,
    season_note,
    settings_embed,
)
from bot.storage import Storage
from bot.storage.models import GuildSettings
from cogs.uno_group import GUILD_ONLY, UnoSubcommands

if TYPE_CHECKING:
    from bot.client import UnoBot

log = logging.getLogger(__name__)

NOT_ALLOWED = "settings-not-allowed"


def can_manage(interaction: discord.Interaction[Any]) -> bool:
    """Manage Server (or Administrator) in this channel, as Discord resolved it."""
    perms = interaction.permissions
    return bool(perms.manage_guild or perms.administrator)


def _preset_choices() -> list[app_commands.Choice[str]]:
    return [
        app_commands.Choice(name=app_commands.locale_str(
            f"{name} — {PRESET_DESCRIPTIONS.get(name, '')}"[:100], key=f"choice-preset-{name}"),
            value=name)
        for name in PRESETS
    ]


class Admin(UnoSubcommands):
    """Server defaults for new UNO games."""

    def __init__(self, bot: UnoBot, storage: Storage,
                 changed: Callable[[int], None] = lambda guild_id: None,
                 now: Callable[[], float] | None = None) -> None:
        self.bot = bot
        self.storage = storage  # injected: UnoBot.storage
        self.changed = changed  # told a guild's settings changed (tables' looks forget them)
        config = bot.services.config
        self.now = now or (lambda: config.clock.now())  # (seasons start at this time)
        self.subcommands = (
            app_commands.Command(
                name="settings",
                description="Show or change this server's UNO defaults (Manage Server)",
                callback=self.settings,
            ),
        )

    async def option_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        text = current.strip().lower()
        lang = player_lang(interaction)
        named = [(o.name, f"{o.name} — {about(o, lang)}") for o in (*HOUSE_OPTIONS, *FEATURES)]
        return [app_commands.Choice(name=shown[:100], value=name)
                for name, shown in named if text in shown.lower()][:25]

    async def value_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        name = str(getattr(interaction.namespace, "option", "") or "").strip().lower()
        opt = FEATURE_BY_NAME.get(name) or OPTION_BY_NAME.get(name)
        if opt is None or opt.name == "target":
            return []
        if opt.kind == "bool":
            values = ["on", "off"]
        elif opt.kind == "int":
            lo, hi = opt.choices
            values = [str(v) for v in range(lo, hi + 1)][:24]
        else:
            values = [str(c) for c in opt.choices]
        values.append(DEFAULT_VALUE)
        text = current.strip().lower()
        if opt.name == "language":  # each language by its own name too
            named = [(v, v if v == DEFAULT_VALUE else f"{v} — {Lang(v).name}") for v in values]
            return [app_commands.Choice(name=shown, value=v) for v, shown in named
                    if text in shown.lower()][:25]
        return [app_commands.Choice(name=v, value=v) for v in values if text in v][:25]

    # Discord only honours default permissions on top-level commands, and admins can
    # override them anyway: the check inside the command is what enforces the rule.
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.describe(
        preset="The default rule preset for new games",
        option="A house-rule option or a table feature (art, threads, ...) to change",
        value="The option's new value ('default' = the preset's value)",
        turn_timer=f"Seconds per turn: 0 = off, or {TURN_TIMER_MIN} to {TURN_TIMER_MAX}",
        target=f"Points that end a match ({TARGET_MIN} to {TARGET_MAX})",
        reset="Restore every default first",
        season="Ratings: start a new season now, or a new one on the first of each month",
    )
    @app_commands.choices(preset=_preset_choices(), season=[
        app_commands.Choice(name=label, value=key) for key, label in SEASON_CHOICES.items()])
    @app_commands.autocomplete(option=option_autocomplete, value=value_autocomplete)
    async def settings(
        self,
        interaction: discord.Interaction[Any],
        preset: str | None = None,
        option: str | None = None,
        value: str | None = None,
        turn_timer: int | None = None,
        target: int | None = None,
        reset: bool = False,
        season: str | None = None,
    ) -> None:
        if interaction.guild_id is None:
            raise UserError(GUILD_ONLY)
        if not can_manage(interaction):
            raise UserError(NOT_ALLOWED)
        guild_id = interaction.guild_id
        repo = self.storage.settings
        lang = player_lang(interaction)
        if season is not None and season not in SEASON_CHOICES:
            raise UserError("unknown-season-choice", choices=", ".join(SEASON_CHOICES))
        wants_change = any(a is not None for a in (preset, option, value, turn_timer, target))
        if not wants_change and not reset:
            said = await self.seasons(interaction, guild_id, season, lang) if season else None
            await Answer.of(interaction).send(embed=settings_embed(
                await repo.get(guild_id), note=said,
                seasons=await self.storage.ratings.seasons(guild_id, self.now()), lang=lang))
            return
        alone = option is not None and value is None and not reset and all(
            a is None for a in (preset, turn_timer, target))
        if alone and (chosen := setting_named(option or "")) is not None:
            # one setting in full (its value, default and values), nothing changed
            await Answer.of(interaction).send(embed=option_embed(await repo.get(guild_id),
                                                                 chosen, lang))
            return
        base = GuildSettings(guild_id=guild_id) if reset else await repo.get(guild_id)
        new, changes = apply_changes(
            base, preset=preset, option=option, value=value, turn_timer=turn_timer, target=target,
        )
        if reset:
            changes.insert(0, Msg("change-reset"))
            async with self.storage.transaction() as tx:
                await repo.reset(guild_id, tx=tx)
                if wants_change:
                    await repo.save(new, tx=tx)
        else:
            await repo.save(new)
        self.changed(guild_id)
        log.info("guild %s settings changed by %s: %s", guild_id, interaction.user.id,
                 "; ".join(c(EN) for c in changes) or "nothing")
        note = lang("settings-saved", changes="; ".join(c(lang) for c in changes)) \
            if changes else lang("settings-nothing")
        if season:
            note += " " + await self.seasons(interaction, guild_id, season, lang)
        await Answer.of(interaction).send(embed=settings_embed(
            new, note=note, seasons=await self.storage.ratings.seasons(guild_id, self.now()),
            lang=lang))

    async def seasons(self, interaction: discord.Interaction[Any], guild_id: int,
                      choice: str, lang: Lang) -> str:
        """Start a season now (``new``) or switch monthly seasons on or off; what it did."""
        ratings = self.storage.ratings
        now = self.now()
        if choice == "new":
            current, started = await ratings.new_season(guild_id, now)
            log.info("guild %s: season %s %s by %s", guild_id, current.number,
                     "started" if started else "kept (no rated hand yet)", interaction.user.id)
            return season_note(choice, current.number, started, lang)
        seasons = await ratings.set_monthly(guild_id, choice == "monthly", now)
        number = seasons.current.number if seasons.current is not None else 1
        return season_note(choice, number, True, lang)


async def setup(bot: commands.Bot) -> None:
    uno_bot = cast("UnoBot", bot)
    await bot.add_cog(Admin(uno_bot, uno_bot.storage, uno_bot.services.looks.forget_server))
