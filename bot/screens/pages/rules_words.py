"""The active rules in plain sentences, for `/uno rules` and the lobby.

One function per option, each returning the sentence for the value in force. The option
keys (``stacking=on``) stay what people type in `/uno start`; players read sentences."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine import Rules
from bot.i18n import EN, Lang


def _deck(r: Rules, lang: Lang) -> str:
    if r.deck == "standard":
        return lang("rules-deck-standard")
    return lang("rules-deck-blanks", effect=r.blank_effect)


def _wd4(r: Rules, lang: Lang) -> str:
    return lang("rules-wd4", when=r.wd4)


def _challenge(r: Rules, lang: Lang) -> str:
    return lang("rules-challenge", on=r.challenge_possible)


def _forced(r: Rules, lang: Lang) -> str:
    return lang("rules-forced", on=r.forced_play)


def _after_draw(r: Rules, lang: Lang) -> str:
    return lang("rules-after-draw", until=r.draw_until_playable, then=r.after_draw)


def _stacking(r: Rules, lang: Lang) -> str:
    return lang("rules-stacking", on=r.stacking)


def _uno(r: Rules, lang: Lang) -> str:
    return lang("rules-uno", automatic=r.uno_penalty == "automatic",
                count=r.uno_penalty_cards)


def _seven_o(r: Rules, lang: Lang) -> str | None:
    return lang("rules-seven-o") if r.seven_o else None


def _jump_in(r: Rules, lang: Lang) -> str | None:
    return lang("rules-jump-in") if r.jump_in else None


def _scoring(r: Rules, lang: Lang) -> str:
    return lang("rules-scoring", scoring=r.scoring, target=r.target)


SENTENCES: tuple[Callable[[Rules, Lang], str | None], ...] = (
    _scoring, _deck, _after_draw, _forced, _stacking, _wd4, _challenge, _uno, _seven_o,
    _jump_in,
)


def rule_sentences(rules: Rules, lang: Lang = EN) -> list[str]:
    """Every rule in force, one plain sentence each (variants only when on)."""
    return [s for f in SENTENCES if (s := f(rules, lang)) is not None]


def changed_sentences(rules: Rules, lang: Lang = EN) -> list[str]:
    """Only the sentences that differ from the official rules (for the lobby)."""
    official = set(rule_sentences(Rules(target=rules.target), lang))
    return [s for s in rule_sentences(rules, lang) if s not in official]


def preset_title(preset: str | None, rules: Rules, lang: Lang = EN) -> str:
    name = preset if preset is not None else rules.preset_name()
    from bot.engine import PRESETS

    changed = name in PRESETS and Rules.from_preset(
        name, target=rules.target, max_players=rules.max_players) != rules
    return lang("rules-preset", preset=name if name in PRESETS else "custom",
                changed=bool(changed))


def rules_text(rules: Rules, preset: str | None = None, lang: Lang = EN) -> str:
    """The `/uno rules` answer: a title, the rules as sentences, how to change them."""
    lines = [lang("rules-title", preset=preset_title(preset, rules, lang),
                  max=rules.max_players)]
    lines += [f"• {s}" for s in rule_sentences(rules, lang)]
    lines.append(lang("rules-how-to-change"))
    return "\n".join(lines)[:1990]
