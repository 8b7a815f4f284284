"""The active rules in plain sentences, for `/uno rules` and the lobby.

One function per option, each returning the sentence for the value in force. The option
keys (``stacking=on``) stay what people type in `/uno start`; players read sentences."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine import Rules

_PRESET_NAMES = {"official": "Official rules", "classic": "Classic rules",
                 "family": "Family rules", "online": "Online-style rules",
                 "party": "Party rules"}


def _deck(r: Rules) -> str:
    if r.deck == "standard":
        return "Deck: the standard 108 cards."
    blank = {
        "none": "a blank card is a plain wild (name a color)",
        "swap": "a blank card names a color and swaps hands with a player you choose",
        "shuffle": "a blank card names a color, then all hands are gathered, shuffled and "
                   "dealt out again",
        "all_draw_one": "a blank card names a color and every other player draws one card",
    }[r.blank_effect]
    return f"Deck: 112 cards with four blank cards; {blank}."


def _wd4(r: Rules) -> str:
    return {
        "official": "Wild Draw Four: only when you hold no card of the current color.",
        "anytime": "Wild Draw Four: at any time, even on a draw stack.",
        "no_playable": "Wild Draw Four: only when you have no other card you can play.",
    }[r.wd4]


def _challenge(r: Rules) -> str:
    if not r.challenge_possible:
        return "A Wild Draw Four cannot be challenged."
    return ("A Wild Draw Four can be challenged by the player it hits: if it was played "
            "illegally its player draws 4 instead, otherwise the challenger draws 6.")


def _forced(r: Rules) -> str:
    if r.forced_play:
        return "If a card of yours can be played, you must play one (no drawing instead)."
    return "You may draw instead of playing, even when a card of yours fits."


def _after_draw(r: Rules) -> str:
    how = ("You keep drawing until a card you can play comes. " if r.draw_until_playable
           else "You draw one card. ")
    return how + {
        "may_play_drawn": "If it can be played you may play it at once, or keep it.",
        "must_play_drawn": "If it can be played you must play it at once.",
        "play_any": "Then you may play any card that fits, or pass.",
    }[r.after_draw]


def _stacking(r: Rules) -> str:
    if r.stacking:
        return ("Draw cards stack: a +2 can be answered with a +2 or a Wild Draw Four, a Wild "
                "Draw Four with a Wild Draw Four; the first player who doesn't add takes "
                "them all.")
    return "Draw cards don't stack: a +2 or a Wild Draw Four is drawn at once."


def _uno(r: Rules) -> str:
    n = r.uno_penalty_cards
    if r.uno_penalty == "automatic":
        return (f"Press UNO! when you play your next-to-last card; if you don't, you draw {n} "
                "cards automatically.")
    return (f"Press UNO! when you play your next-to-last card; if you don't, anyone can "
            f"catch you before the next player moves, and you draw {n} cards.")


def _seven_o(r: Rules) -> str | None:
    if not r.seven_o:
        return None
    return ("Seven-O: a 7 swaps your hand with a player you choose; a 0 passes every hand "
            "one seat along.")


def _jump_in(r: Rules) -> str | None:
    if not r.jump_in:
        return None
    return ("Jump-in: you can play out of turn a card identical to the top card (same color "
            "and number or symbol); play goes on from you.")


def _scoring(r: Rules) -> str:
    if r.scoring == "single_hand":
        return "One hand only: the first player to go out wins."
    if r.scoring == "lowest_wins":
        return (f"Everyone adds the points left in their own hand; when someone reaches "
                f"{r.target}, the lowest total wins.")
    return (f"The player who goes out scores the points left in the other hands; the first "
            f"to {r.target} points wins the match.")


SENTENCES: tuple[Callable[[Rules], str | None], ...] = (
    _scoring, _deck, _after_draw, _forced, _stacking, _wd4, _challenge, _uno, _seven_o,
    _jump_in,
)


def rule_sentences(rules: Rules) -> list[str]:
    """Every rule in force, one plain sentence each (variants only when on)."""
    return [s for f in SENTENCES if (s := f(rules)) is not None]


def changed_sentences(rules: Rules) -> list[str]:
    """Only the sentences that differ from the official rules (for the lobby)."""
    official = set(rule_sentences(Rules(target=rules.target)))
    return [s for s in rule_sentences(rules) if s not in official]


def preset_title(preset: str | None, rules: Rules) -> str:
    name = preset if preset is not None else rules.preset_name()
    from bot.engine import PRESETS

    title = _PRESET_NAMES.get(name or "", "Custom rules")
    if name in PRESETS and Rules.from_preset(name, target=rules.target,
                                             max_players=rules.max_players) != rules:
        title += ", changed"
    return title


def rules_text(rules: Rules, preset: str | None = None) -> str:
    """The `/uno rules` answer: a title, the rules as sentences, how to change them."""
    lines = [f"**{preset_title(preset, rules)}** · up to {rules.max_players} players"]
    lines += [f"• {s}" for s in rule_sentences(rules)]
    lines.append("-# The host changes them at `/uno start` (`options:`, e.g. "
                 "`stacking=on jump_in=on`; the choices autocomplete).")
    return "\n".join(lines)[:1990]
