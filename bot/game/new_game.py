"""The one place that decides a new game's rules: the server's settings plus the options
given to ``/uno start`` (``/uno settings`` checks a change with it too, so whatever is saved
can start a game)."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.engine import OPTIONS, PRESETS, Rules
from bot.engine.errors import InvalidRules
from bot.engine.rules import OPTION_BY_NAME
from bot.errors import UserError, quote
from bot.game.settings_rules import SettingsRefused, option_refusal, usable_settings
from bot.storage import GuildSettings

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class NewGame:
    rules: Rules
    preset: str
    turn_timer: int


def parse_options(text: str | None) -> dict[str, str]:
    """``"stacking=on, seven_o=on"`` -> {"stacking": "on", ...} (values checked by Rules)."""
    out: dict[str, str] = {}
    if not text:
        return out
    for part in text.replace(",", " ").split():
        name, sep, value = part.partition("=")
        if not sep:
            name, value = part, "on"
        name = name.strip().lower()
        if name not in OPTION_BY_NAME:
            raise UserError("unknown-house-rule", value=quote(name),
                            choices=", ".join(o.name for o in OPTIONS))
        out[name] = value.strip()
    return out


def new_game_rules(settings: GuildSettings, *, preset: str | None = None,
                   options: Mapping[str, Any] | None = None, target: int | None = None,
                   max_players: int | None = None, turn_timer: int | None = None,
                   default_turn_timer: int = 0) -> NewGame:
    """Rules for a new game here. Without a ``preset`` the server's preset and its house
    rules apply; ``options`` go on top. A stored value that ``/uno settings`` would refuse
    now (an option the engine no longer accepts, a target out of range) counts as its
    default (one log line), never a reason to refuse a start."""
    usable, dropped = usable_settings(settings)
    if dropped:
        log.info("Guild %s: stored value(s) %s are no longer valid; ignored",
                 settings.guild_id, ", ".join(dropped))
    overrides: dict[str, Any] = {}
    if preset is None:
        preset = settings.preset if settings.preset in PRESETS else "official"
        overrides.update(usable.options)
    overrides.update(options or {})
    overrides["target"] = target if target is not None else usable.target
    if max_players is not None:
        overrides["max_players"] = max_players
    if preset.strip().lower() not in PRESETS:
        raise SettingsRefused("unknown-preset", value=quote(preset), choices=", ".join(PRESETS))
    for name, value in overrides.items():  # each value, refused in the player's words
        option = OPTION_BY_NAME[name]
        try:
            option.coerce(value)
        except InvalidRules as exc:
            raise option_refusal(option, value) from exc
    rules = Rules.from_preset(preset, **overrides)
    if turn_timer is None:
        turn_timer = (default_turn_timer if settings == GuildSettings(settings.guild_id)
                      or usable.turn_timer != settings.turn_timer else usable.turn_timer)
    return NewGame(rules, preset, int(turn_timer))
