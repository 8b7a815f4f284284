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


# Short faces for the compact hand list: the code's rank, "+2" / "+4" for draw cards.
_SHORT = {"D": "+2", "W": "W", "W4": "W+4", "B": "Blank"}


def short_face(card: Card) -> str:
    """"5", "S", "R", "+2" for colored cards; "W", "W+4", "Blank" for the black ones."""
    code = card.code if card.color is None else card.code[1:]
    return _SHORT.get(code, code)


def compact_hand(cards: tuple[Card, ...] | list[Card]) -> str:
    """The whole hand on one line, by color in the order given:
    ``🟥 1 5 S  🟦 3 3 +2  ⬛ W`` (a 35-card hand still reads at a glance)."""
    groups: dict[str | None, list[str]] = {}
    for c in cards:
        groups.setdefault(c.color, []).append(short_face(c))
    return "  ".join(f"{COLOR_EMOJI[color]} {' '.join(faces)}"
                     for color, faces in groups.items()) or "(no cards)"


def count_text(n: int, thing: str = "card") -> str:
    """"1 card", "3 cards"."""
    return f"{n} {thing}" if n == 1 else f"{n} {thing}s"
