"""/uno settings: a server's default preset, house rules, turn timer and target.

Joins the ``/uno`` group owned by ``cogs.uno`` the same way ``cogs.stats`` does.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.engine.errors import InvalidRules
from bot.engine.rules import OPTION_BY_NAME, PRESET_DESCRIPTIONS, PRESETS, Rules
from bot.errors import UserError, quote, shorten_input
from bot.game.features import FEATURE_BY_NAME, FEATURES
from bot.game.new_game import new_game_rules
from bot.plumbing.answer import Answer
from bot.screens.settings_view import (
    HOUSE_OPTIONS,
    TARGET_MAX,
    TARGET_MIN,
    TURN_TIMER_MAX,
    TURN_TIMER_MIN,
    format_turn_timer,
    settings_embed,
    valid_overrides,
)
from bot.storage import Storage
from bot.storage.models import GuildSettings
from cogs.uno_group import GUILD_ONLY, UnoSubcommands

if TYPE_CHECKING:
    from bot.client import UnoBot

log = logging.getLogger(__name__)

NOT_ALLOWED = "Only members with the **Manage Server** permission can view or change UNO settings."
DEFAULT_VALUE = "default"


class SettingsRefused(UserError):
    """A request the admin can fix; the message says how."""


def can_manage(interaction: discord.Interaction[Any]) -> bool:
    """Manage Server (or Administrator) in this channel, as Discord resolved it."""
    perms = interaction.permissions
    return bool(perms.manage_guild or perms.administrator)


def parse_turn_timer(seconds: int) -> int:
    if seconds == 0 or TURN_TIMER_MIN <= seconds <= TURN_TIMER_MAX:
        return seconds
    raise SettingsRefused(
        f"turn_timer must be 0 (off) or from {TURN_TIMER_MIN} to {TURN_TIMER_MAX} seconds, "
        f"not {seconds}."
    )


def parse_target(points: int) -> int:
    if TARGET_MIN <= points <= TARGET_MAX:
        return points
    raise SettingsRefused(f"target must be from {TARGET_MIN} to {TARGET_MAX:,} points, "
                          f"not {points}.")


def apply_changes(
    current: GuildSettings,
    *,
    preset: str | None = None,
    option: str | None = None,
    value: str | None = None,
    turn_timer: int | None = None,
    target: int | None = None,
) -> tuple[GuildSettings, list[str]]:
    """The new settings and a list of what changed; SettingsRefused on anything invalid.

    Validation builds the engine's Rules from preset + overrides, so whatever is saved is
    something the engine accepts. Choosing another preset clears the house-rule changes
    made on top of the old one (an option given in the same command still applies).
    """
    changes: list[str] = []
    features = dict(current.features)
    overrides, broken = valid_overrides(current.options)
    if broken:
        changes.append(f"dropped unusable stored options: {', '.join(broken)}")
    new_preset = current.preset if current.preset in PRESETS else "official"

    if preset is not None:
        key = preset.strip().lower()
        if key not in PRESETS:
            raise SettingsRefused(
                f"Unknown preset {quote(preset)}; choose one of {', '.join(PRESETS)}."
            )
        if key != current.preset or overrides:
            changes.append(f"preset → {key}" + (" (house-rule changes cleared)"
                                                 if overrides else ""))
            overrides = {}
        new_preset = key

    if value is not None and option is None:
        raise SettingsRefused("Pick the option to change as well as its value.")
    if option is not None:
        name = option.strip().lower()
        if name == "target":
            raise SettingsRefused("Set the target with the target argument "
                                  f"({TARGET_MIN} to {TARGET_MAX:,}).")
        opt = FEATURE_BY_NAME.get(name) or OPTION_BY_NAME.get(name)
        if opt is None:
            raise SettingsRefused(
                f"Unknown option {quote(option)}; options are "
                f"{', '.join(o.name for o in (*HOUSE_OPTIONS, *FEATURES))}."
            )
        if value is None:
            raise SettingsRefused(
                f"Give a value for {name}: {opt.allowed()} (or {DEFAULT_VALUE} for the "
                "preset's value)."
            )
        # a feature is a server choice, not a rule: it lives beside the overrides
        chosen = features if name in FEATURE_BY_NAME else overrides
        if value.strip().lower() == DEFAULT_VALUE:
            chosen.pop(name, None)
            changes.append(f"{name} → " + ("default" if chosen is features else "preset value"))
        else:
            try:
                chosen[name] = opt.coerce(value)
            except InvalidRules as exc:
                raise SettingsRefused(shorten_input(exc.reason, value)) from exc
            changes.append(f"{name} → {value.strip().lower()}")

    base = Rules.from_preset(new_preset)
    # Keep only real changes from the preset, so a later preset tweak is not masked.
    overrides = {k: v for k, v in overrides.items() if getattr(base, k) != v}

    new_timer = current.turn_timer
    if turn_timer is not None:
        new_timer = parse_turn_timer(turn_timer)
        changes.append(f"turn timer → {format_turn_timer(new_timer)}")
    new_target = current.target
    if target is not None:
        new_target = parse_target(target)
        changes.append(f"target → {new_target:,}")
    # Saved settings must be able to start a game: checked by the function /uno start uses.
    new_game_rules(GuildSettings(current.guild_id, preset=new_preset, options=overrides,
                                 target=new_target))

    return (
        GuildSettings(
            guild_id=current.guild_id,
            preset=new_preset,
            options=overrides,
            turn_timer=new_timer,
            target=new_target,
            features={k: v for k, v in features.items()
                      if k in FEATURE_BY_NAME and v != FEATURE_BY_NAME[k].default},
        ),
        changes,
    )


def _preset_choices() -> list[app_commands.Choice[str]]:
    return [
        app_commands.Choice(name=f"{name} — {PRESET_DESCRIPTIONS.get(name, '')}"[:100],
                            value=name)
        for name in PRESETS
    ]


class Admin(UnoSubcommands):
    """Server defaults for new UNO games."""

    def __init__(self, bot: UnoBot, storage: Storage,
                 changed: Callable[[int], None] = lambda guild_id: None) -> None:
        self.bot = bot
        self.storage = storage  # injected: UnoBot.storage
        self.changed = changed  # told a guild's settings changed (tables' looks forget them)
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
        return [
            app_commands.Choice(name=f"{o.name} — {o.description}"[:100], value=o.name)
            for o in (*HOUSE_OPTIONS, *FEATURES)
            if text in o.name or text in o.description.lower()
        ][:25]

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
    )
    @app_commands.choices(preset=_preset_choices())
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
    ) -> None:
        if interaction.guild_id is None:
            raise UserError(GUILD_ONLY)
        if not can_manage(interaction):
            raise UserError(NOT_ALLOWED)
        guild_id = interaction.guild_id
        repo = self.storage.settings
        wants_change = any(a is not None for a in (preset, option, value, turn_timer, target))
        if not wants_change and not reset:
            await Answer.of(interaction).send(embed=settings_embed(await repo.get(guild_id)))
            return
        base = GuildSettings(guild_id=guild_id) if reset else await repo.get(guild_id)
        new, changes = apply_changes(
            base, preset=preset, option=option, value=value, turn_timer=turn_timer, target=target,
        )
        if reset:
            changes.insert(0, "everything reset to the defaults")
            async with self.storage.transaction() as tx:
                await repo.reset(guild_id, tx=tx)
                if wants_change:
                    await repo.save(new, tx=tx)
        else:
            await repo.save(new)
        self.changed(guild_id)
        log.info("guild %s settings changed by %s: %s", guild_id, interaction.user.id,
                 "; ".join(changes) or "nothing")
        note = "Saved: " + "; ".join(changes) + "." if changes else "Nothing changed."
        await Answer.of(interaction).send(embed=settings_embed(new, note=note))


async def setup(bot: commands.Bot) -> None:
    uno_bot = cast("UnoBot", bot)
    await bot.add_cog(Admin(uno_bot, uno_bot.storage, uno_bot.services.looks.forget_server))
