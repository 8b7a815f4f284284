"""House rules: one frozen, validated :class:`Rules` (the options and presets of
docs/RULES.md).

``Rules.from_preset("official", stacking=True)`` builds a preset plus overrides;
an unknown option or a bad value raises :class:`~bot.engine.errors.InvalidRules`
naming the valid choices. :data:`OPTIONS` lists every option with its allowed
values, default and a one-line description (for ``/uno rules`` and ``/uno start``).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, Final, Literal

from .errors import InvalidRules


@dataclass(frozen=True, slots=True)
class Option:
    name: str
    kind: str  # "choice", "bool" or "int"
    choices: tuple[Any, ...]  # allowed values; for "int": (minimum, maximum)
    default: Any
    description: str
    rule: str  # the rule id in docs/RULES.md

    def allowed(self) -> str:
        """Human text of the allowed values."""
        if self.kind == "int":
            return f"an integer from {self.choices[0]} to {self.choices[1]}"
        if self.kind == "bool":
            return "on or off"
        return ", ".join(str(c) for c in self.choices)

    def coerce(self, value: Any) -> Any:
        """Validate (and convert text like "on"/"4") -> the typed value, or raise."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str):
                v = value.strip().lower()
                if v in ("on", "true", "yes", "1", "enabled"):
                    return True
                if v in ("off", "false", "no", "0", "disabled"):
                    return False
            raise InvalidRules(f"Option {self.name} must be on or off, not {value!r}.")
        if self.kind == "int":
            lo, hi = self.choices
            try:
                iv = int(value) if not isinstance(value, bool) else None
            except (TypeError, ValueError):
                iv = None
            if iv is None or (isinstance(value, float) and value != iv) or not lo <= iv <= hi:
                raise InvalidRules(
                    f"Option {self.name} must be an integer from {lo} to {hi}, not {value!r}."
                )
            return iv
        for c in self.choices:
            if value == c or (isinstance(value, str) and str(c) == value.strip().lower()):
                return c
        raise InvalidRules(
            f"Option {self.name} cannot be {value!r}; choose one of {self.allowed()}."
        )


OPTIONS: Final[tuple[Option, ...]] = (
    Option("deck", "choice", ("standard", "with_blanks"), "standard",
           "Deck: standard 108 cards, or with_blanks (112, four blank wild cards).", "R1/R2"),
    Option("blank_effect", "choice", ("none", "swap", "shuffle", "all_draw_one"), "none",
           "What a blank card does besides naming a color.", "R2"),
    Option("wd4", "choice", ("official", "anytime", "no_playable"), "official",
           "When Wild Draw Four is legal: no card of the current color, anytime, "
           "or no other playable card.", "R9"),
    Option("forced_play", "bool", (False, True), False,
           "A player holding a playable card must play instead of drawing.", "R10"),
    Option("after_draw", "choice", ("may_play_drawn", "must_play_drawn", "play_any"),
           "may_play_drawn", "After drawing: may play the drawn card, must play it, "
           "or may play any card.", "R11"),
    Option("draw_until_playable", "bool", (False, True), False,
           "Keep drawing until a playable card comes.", "R11"),
    Option("stacking", "bool", (False, True), False,
           "Draw Two / Wild Draw Four can be stacked to pass the penalty on.", "R15"),
    Option("challenge", "bool", (False, True), True,
           "The victim of a Wild Draw Four may challenge it.", "R17"),
    Option("uno_penalty", "choice", ("catch", "automatic"), "catch",
           "Missed UNO call: others may catch it, or the penalty is automatic.", "R19"),
    Option("uno_penalty_cards", "choice", (2, 4), 2,
           "Cards drawn for a missed UNO call.", "R20"),
    Option("seven_o", "bool", (False, True), False,
           "Seven-O: a 7 swaps hands with a chosen player, a 0 passes all hands on.", "R21"),
    Option("jump_in", "bool", (False, True), False,
           "Jump in out of turn with a card identical to the top card.", "R22"),
    Option("scoring", "choice", ("winner_takes", "lowest_wins", "single_hand"), "winner_takes",
           "Scoring: winner takes the points, lowest total wins, or one hand only.", "R25"),
    Option("target", "int", (100, 5000), 500,
           "Points that end the match.", "R25"),
    Option("max_players", "int", (2, 10), 10,
           "Most players allowed at the table.", "C11"),
)
OPTION_BY_NAME: Final[dict[str, Option]] = {o.name: o for o in OPTIONS}

PRESETS: Final[dict[str, dict[str, Any]]] = {
    "official": {},
    "classic": {"deck": "with_blanks", "after_draw": "must_play_drawn", "uno_penalty_cards": 4},
    "family": {"wd4": "no_playable", "challenge": False, "after_draw": "must_play_drawn"},
    "online": {"stacking": True, "wd4": "anytime", "challenge": False,
               "uno_penalty": "automatic", "after_draw": "play_any", "scoring": "single_hand"},
    "party": {"stacking": True, "seven_o": True, "jump_in": True, "draw_until_playable": True},
}
PRESET_DESCRIPTIONS: Final[dict[str, str]] = {
    "official": "Current official rules (the defaults).",
    "classic": "Older printed rules: blank cards, must play a drawn card, 4-card UNO penalty.",
    "family": "Simple table rules: Wild Draw Four only with nothing else to play, no challenge.",
    "online": "Like popular web UNO: stacking, Wild Draw Four anytime, automatic UNO "
              "penalty, single hand.",
    "party": "Stacking, Seven-O, jump-in and draw until playable.",
}


def _coerced(overrides: dict[str, Any]) -> dict[str, Any]:
    """Single-option overrides checked by name and coerced (values may be text like "on")."""
    values: dict[str, Any] = {}
    for name, value in overrides.items():
        opt = OPTION_BY_NAME.get(name)
        if opt is None:
            raise InvalidRules(
                f"Unknown option {name!r}; options are {', '.join(OPTION_BY_NAME)}."
            )
        values[name] = opt.coerce(value)
    return values

Deck = Literal["standard", "with_blanks"]
BlankEffect = Literal["none", "swap", "shuffle", "all_draw_one"]
Wd4Rule = Literal["official", "anytime", "no_playable"]
AfterDraw = Literal["may_play_drawn", "must_play_drawn", "play_any"]
UnoPenalty = Literal["catch", "automatic"]
Scoring = Literal["winner_takes", "lowest_wins", "single_hand"]


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of one game (docs/RULES.md); built from a preset plus overrides."""

    deck: Deck = "standard"
    blank_effect: BlankEffect = "none"
    wd4: Wd4Rule = "official"
    forced_play: bool = False
    after_draw: AfterDraw = "may_play_drawn"
    draw_until_playable: bool = False
    stacking: bool = False
    challenge: bool = True
    uno_penalty: UnoPenalty = "catch"
    uno_penalty_cards: Literal[2, 4] = 2
    seven_o: bool = False
    jump_in: bool = False
    scoring: Scoring = "winner_takes"
    target: int = 500
    max_players: int = 10

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            opt = OPTION_BY_NAME[f.name]
            ok = opt.coerce(value)
            if ok != value or type(ok) is not type(value):
                raise InvalidRules(
                    f"Option {f.name} cannot be {value!r}; choose one of {opt.allowed()}."
                )

    # -- construction -------------------------------------------------------
    @classmethod
    def from_preset(cls, preset: str = "official", **overrides: Any) -> Rules:
        """A preset plus single-option overrides (values may be text like "on")."""
        key = preset.strip().lower() if isinstance(preset, str) else preset
        if key not in PRESETS:
            raise InvalidRules(
                f"Unknown preset {preset!r}; choose one of {', '.join(PRESETS)}."
            )
        return cls(**{**PRESETS[key], **_coerced(overrides)})

    def with_options(self, **overrides: Any) -> Rules:
        """A copy with some options changed (validated like from_preset)."""
        return replace(self, **_coerced(overrides))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        return cls.from_preset("official", **data)

    def to_dict(self) -> dict[str, Any]:
        # every option is a plain value: no deep copy (asdict) needed; saved at every action
        return {name: getattr(self, name) for name in _FIELDS}

    # -- introspection -----------------------------------------------------
    @staticmethod
    def presets() -> dict[str, str]:
        """Preset name -> one-line description."""
        return dict(PRESET_DESCRIPTIONS)

    def changed(self) -> dict[str, Any]:
        """Options that differ from the official defaults."""
        return {o.name: getattr(self, o.name) for o in OPTIONS
                if getattr(self, o.name) != o.default}

    def preset_name(self) -> str | None:
        """The preset these rules equal exactly, if any."""
        for name in PRESETS:
            if Rules.from_preset(name) == self:
                return name
        return None

    def describe(self) -> list[str]:
        """One line per option: ``name: value — description``."""
        out = []
        for o in OPTIONS:
            v = getattr(self, o.name)
            text = ("on" if v else "off") if o.kind == "bool" else str(v)
            out.append(f"{o.name}: {text} — {o.description}")
        return out

    @property
    def deck_size(self) -> int:
        return 112 if self.deck == "with_blanks" else 108

    @property
    def challenge_possible(self) -> bool:
        return self.challenge and self.wd4 != "anytime"


_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Rules))
