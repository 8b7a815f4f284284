"""Card faces for Discord: buttons have no yellow, so the color reads from the label/emoji."""

from __future__ import annotations

from bot.engine import Card
from bot.i18n import EN, Lang

COLOR_EMOJI: dict[str | None, str] = {
    "red": "🟥", "yellow": "🟨", "green": "🟩", "blue": "🟦", None: "⬛",
}
COLOR_LETTER: dict[str, str] = {"red": "r", "yellow": "y", "green": "g", "blue": "b"}
LETTER_COLOR: dict[str, str] = {v: k for k, v in COLOR_LETTER.items()}


def card_emoji(card: Card) -> str:
    return COLOR_EMOJI[card.color]


def card_name(card: Card, lang: Lang = EN) -> str:
    """"Red 5", "Roba dos rojo": the card as players of ``lang`` call it."""
    return lang("card-name", rank=card.rank, color=card.color or "")


def card_text(card: Card, lang: Lang = EN) -> str:
    """"🟥 Red 5" — color emoji plus the full name (which names the color too)."""
    return f"{card_emoji(card)} {card_name(card, lang)}"


def color_name(color: str, lang: Lang = EN) -> str:
    """"Red": a colour as a label."""
    return lang("color-name", color=color)


def color_text(color: str | None, lang: Lang = EN) -> str:
    if color is None:
        return f"⬛ {lang('color-unnamed')}"
    return f"{COLOR_EMOJI[color]} {color_name(color, lang)}"


def hand_text(cards: tuple[Card, ...] | list[Card], lang: Lang = EN) -> str:
    return ", ".join(card_text(c, lang) for c in cards) or lang("cards-none")


def short_face(card: Card, lang: Lang = EN) -> str:
    """"5", "S", "R", "+2" for colored cards; "W", "W+4", "Blank" for the black ones."""
    return lang("card-face", rank=card.rank)


def compact_hand(cards: tuple[Card, ...] | list[Card], lang: Lang = EN) -> str:
    """The whole hand on one line, by color in the order given:
    ``🟥 1 5 S  🟦 3 3 +2  ⬛ W`` (a 35-card hand still reads at a glance)."""
    groups: dict[str | None, list[str]] = {}
    for c in cards:
        groups.setdefault(c.color, []).append(short_face(c, lang))
    return "  ".join(f"{COLOR_EMOJI[color]} {' '.join(faces)}"
                     for color, faces in groups.items()) or lang("cards-none")


def count_text(n: int, lang: Lang = EN) -> str:
    """"1 card", "3 cards"."""
    return lang("cards-count", count=n)
