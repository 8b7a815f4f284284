"""What a server's UNO settings may be (``/uno settings``): the ranges, which stored
overrides still count, the rules a new game starts from, and how a change is checked and
applied. No Discord: ``cogs.admin`` answers, ``bot.screens.pages.settings_view`` renders."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any, Final

from bot.engine.errors import InvalidRules
from bot.engine.rules import OPTION_BY_NAME, OPTIONS, PRESETS, Option, Rules
from bot.errors import UserError, quote
from bot.game.features import FEATURE_BY_NAME, FEATURES, typed
from bot.i18n import Msg
from bot.storage.models import GuildSettings

TURN_TIMER_MIN: Final = 10
TURN_TIMER_MAX: Final = 600
TARGET_OPTION: Final = OPTION_BY_NAME["target"]
TARGET_MIN: Final[int] = TARGET_OPTION.choices[0]
TARGET_MAX: Final[int] = TARGET_OPTION.choices[1]

# "target" is a rules option too, but the server default lives in GuildSettings.target.
HOUSE_OPTIONS: Final[tuple[Option, ...]] = tuple(o for o in OPTIONS if o.name != "target")

DEFAULT_VALUE: Final = "default"


class SettingsRefused(UserError):
    """A request the admin can fix; the message says how."""


def option_values(option: Option) -> dict[str, Any]:
    """What the catalog needs to say the values ``option`` takes (``option-allowed``)."""
    low, high = option.choices if option.kind == "int" else ("", "")
    return {"kind": option.kind, "min": low, "max": high,
            "choices": ", ".join(str(c) for c in option.choices)}


def option_refusal(option: Option, value: object, key: str = "option-bad-value") -> UserError:
    """The refusal of ``value`` for ``option`` (what the engine's InvalidRules says, in the
    reader's language)."""
    return SettingsRefused(key, name=option.name, value=quote(value), **option_values(option))


def valid_overrides(options: Mapping[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """Stored overrides split into the usable ones and the names of broken ones.

    A stored value the engine no longer accepts (an option renamed or removed) must not
    lock the server out of its own settings: it is dropped and reported.
    """
    good: dict[str, Any] = {}
    bad: list[str] = []
    for name, value in options.items():
        option = OPTION_BY_NAME.get(name)
        if option is None or option.name == "target":
            bad.append(name)
            continue
        try:
            good[name] = option.coerce(value)
        except InvalidRules:
            bad.append(name)
    return good, bad


def usable_settings(settings: GuildSettings) -> tuple[GuildSettings, list[str]]:
    """Stored settings as they count: every stored value that the check a change must pass
    refuses falls back to its default (the storage only asks, say, target > 0, so a
    hand-edited or older row must not refuse every start). Also what was dropped, as
    "name" for an option and "name value" for the turn timer or the target."""
    options, dropped = valid_overrides(settings.options)
    default = GuildSettings(settings.guild_id)

    def checked(name: str, value: int, check: Callable[[int], int], fallback: int) -> int:
        try:
            return check(value)
        except SettingsRefused:
            dropped.append(f"{name} {value}")
            return fallback

    turn_timer = checked("turn_timer", settings.turn_timer, parse_turn_timer,
                         default.turn_timer)
    target = checked("target", settings.target, parse_target, default.target)
    return dataclasses.replace(settings, options=options, turn_timer=turn_timer,
                               target=target), dropped


def effective_rules(settings: GuildSettings) -> Rules:
    """The rules a new game here starts from (preset + valid overrides + target)."""
    usable, _ = usable_settings(settings)
    try:
        return Rules.from_preset(usable.preset, **usable.options, target=usable.target)
    except InvalidRules:
        return Rules.from_preset("official", target=usable.target)


def setting_named(name: str) -> Option | None:
    """The house rule or table feature called ``name`` (as typed), or None."""
    key = name.strip().lower()
    if key == "target":
        return None
    return FEATURE_BY_NAME.get(key) or OPTION_BY_NAME.get(key)


def parse_turn_timer(seconds: int) -> int:
    if seconds == 0 or TURN_TIMER_MIN <= seconds <= TURN_TIMER_MAX:
        return seconds
    raise SettingsRefused("bad-turn-timer", min=TURN_TIMER_MIN, max=TURN_TIMER_MAX,
                          value=str(seconds))


def parse_target(points: int) -> int:
    """The target check on store, on a stored value and (through Rules) at start: the
    engine's own option decides."""
    try:
        return int(TARGET_OPTION.coerce(points))
    except InvalidRules:
        raise SettingsRefused("bad-target", min=TARGET_MIN, max=TARGET_MAX,
                              value=str(points)) from None


def apply_changes(
    current: GuildSettings,
    *,
    preset: str | None = None,
    option: str | None = None,
    value: str | None = None,
    turn_timer: int | None = None,
    target: int | None = None,
) -> tuple[GuildSettings, list[Msg]]:
    """The new settings and a list of what changed (to be said in the admin's language);
    SettingsRefused on anything invalid.

    Validation builds the engine's Rules from preset + overrides, so whatever is saved is
    something the engine accepts. Choosing another preset clears the house-rule changes
    made on top of the old one (an option given in the same command still applies).
    """
    # new_game imports valid_overrides from here: imported on use, not in a cycle at load.
    from bot.game.new_game import new_game_rules

    changes: list[Msg] = []
    features = dict(current.features)
    usable, broken = usable_settings(current)
    overrides = dict(usable.options)
    if broken:
        changes.append(Msg("change-dropped", names=", ".join(broken)))
    new_preset = current.preset if current.preset in PRESETS else "official"

    if preset is not None:
        key = preset.strip().lower()
        if key not in PRESETS:
            raise SettingsRefused("unknown-preset", value=quote(preset),
                                  choices=", ".join(PRESETS))
        if key != current.preset or overrides:
            changes.append(Msg("change-preset", preset=key, cleared=bool(overrides)))
            overrides = {}
        new_preset = key

    if value is not None and option is None:
        raise SettingsRefused("option-without-name")
    if option is not None:
        name = option.strip().lower()
        if name == "target":
            raise SettingsRefused("target-as-option", min=TARGET_MIN, max=TARGET_MAX)
        opt = FEATURE_BY_NAME.get(name) or OPTION_BY_NAME.get(name)
        if opt is None:
            raise SettingsRefused("unknown-option", value=quote(option), choices=", ".join(
                o.name for o in (*HOUSE_OPTIONS, *FEATURES)))
        if value is None:
            raise SettingsRefused("option-needs-value", name=name, **option_values(opt))
        # a feature is a server choice, not a rule: it lives beside the overrides
        chosen = features if name in FEATURE_BY_NAME else overrides
        if value.strip().lower() == DEFAULT_VALUE:
            chosen.pop(name, None)
            changes.append(Msg("change-default", name=name, feature=chosen is features))
        else:
            try:
                chosen[name] = opt.coerce(typed(opt, value))
            except InvalidRules as exc:
                raise option_refusal(opt, value) from exc
            changes.append(Msg("change-value", name=name, value=str(chosen[name]) if
                               opt.kind == "choice" else value.strip().lower()))

    base = Rules.from_preset(new_preset)
    # Keep only real changes from the preset, so a later preset tweak is not masked.
    overrides = {k: v for k, v in overrides.items() if getattr(base, k) != v}

    new_timer = usable.turn_timer
    if turn_timer is not None:
        new_timer = parse_turn_timer(turn_timer)
        changes.append(Msg("change-timer", seconds=new_timer))
    new_target = usable.target
    if target is not None:
        new_target = parse_target(target)
        changes.append(Msg("change-target", target=new_target))
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
