"""Card faces for Discord: buttons have no yellow, so the color reads from the label/emoji."""

from __future__ import annotations

from bot.engine import Card

COLOR_EMOJI: dict[str | None, str] = {
    "red": "🟥", "yellow": "🟨", "green": "🟩", "blue": "🟦", None: "⬛",
}
COLOR_LETTER: dict[str, str] = {"red": "r", "yellow": "y", "green": "g", "blue": "b"}
LETTER_COLOR: dict[str, str] = {v: k for k, v in COLOR_LETTER.items()}


def card_emoji(card: Card) -> str:
    return COLOR_EMOJI[card.color]


def card_text(card: Card) -> str:
    """"🟥 Red 5" — color emoji plus the full name (which names the color too)."""
    return f"{card_emoji(card)} {card.label}"


def color_text(color: str | None) -> str:
    if color is None:
        return "⬛ (to be named)"
    return f"{COLOR_EMOJI[color]} {color.capitalize()}"


def hand_text(cards: tuple[Card, ...] | list[Card]) -> str:
    return ", ".join(card_text(c) for c in cards) or "(no cards)"
