"""Card emoji in message text.

The table's words name a card as ``card_text`` writes it ("🟥 Red 5"). Where the bot has
its card emoji, the finished text trades the colour square for the card's picture
("<:uno_v1_r5:…> Red 5"). It is done on the finished text, when a message is sent, so the
stored lines (Last moves) stay plain: they never point at emoji an art update deleted,
and a server that turns pictures off gets them back as plain text.

Discord's limits hold either way: a part that would grow past its limit keeps its plain
text (a description 4096, a field 1024, a whole embed 6000 characters).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

import discord

from bot.engine.cards import CARDS, Card
from bot.i18n import EN, LANGUAGES, Lang
from bot.screens.cards import COLOR_LETTER, card_emoji, card_name, card_text

# (card code, chosen colour letter) -> the emoji as text, or None when there is none
Markup = Callable[[str, str | None], str | None]

DESCRIPTION_LIMIT: Final = 4096
FIELD_LIMIT: Final = 1024
EMBED_LIMIT: Final = 6000

# every card in every language: the words of a table are in its server's language
_CODE_OF_TEXT: Final[dict[str, str]] = {card_text(c, Lang(lang)): c.code
                                        for lang in LANGUAGES for c in CARDS}
# the longest first: "⬛ Wild Draw Four" is not "⬛ Wild" followed by " Draw Four"
_PATTERN: Final = re.compile("|".join(
    re.escape(t) for t in sorted(_CODE_OF_TEXT, key=len, reverse=True)))


def with_card_emoji(text: str, markup: Markup | None) -> str:
    """``text`` with each card named as ``card_text`` writes it shown with its emoji; the
    text as it was when there is no emoji for a card (or no ``markup`` at all)."""
    if markup is None or not text:
        return text

    def swap(m: re.Match[str]) -> str:
        card = Card.from_code(_CODE_OF_TEXT[m.group(0)])
        emoji = markup(card.code, None)
        # the name as written (in whichever language), its square traded for the picture
        name = m.group(0).removeprefix(card_emoji(card)).lstrip()
        return m.group(0) if emoji is None else f"{emoji} {name}"

    return _PATTERN.sub(swap, text)


def card_with_emoji(card: Card, markup: Markup | None, chosen: str | None = None,
                    lang: Lang = EN) -> str:
    """One card's words with its emoji; a wild given a colour (``chosen``: red, yellow...)
    shows its coloured face."""
    letter = COLOR_LETTER.get(chosen or "") if card.is_wild else None
    emoji = markup(card.code, letter) if markup is not None else None
    return card_text(card, lang) if emoji is None else f"{emoji} {card_name(card, lang)}"


def dress_embed(embed: discord.Embed, markup: Markup | None,
                first: tuple[str, str] | None = None) -> discord.Embed:
    """``embed`` with card emoji in its description and field values, in place. ``first``:
    (plain, dressed) replaced once in the description before the rest (the top card, whose
    wild face shows the chosen colour). Any part that would pass its limit stays plain,
    and the whole embed stays plain if it would pass Discord's 6000 characters."""
    if markup is None:
        return embed
    plain_description = embed.description
    plain_fields = [(f.name, f.value, f.inline) for f in embed.fields]
    if embed.description:
        text = embed.description
        if first is not None and first[0] in text:
            text = text.replace(first[0], first[1], 1)
        text = with_card_emoji(text, markup)
        if len(text) <= DESCRIPTION_LIMIT:
            embed.description = text
    for i, (name, value, inline) in enumerate(plain_fields):
        dressed = with_card_emoji(value or "", markup)
        if dressed != value and len(dressed) <= FIELD_LIMIT:
            embed.set_field_at(i, name=name or "", value=dressed, inline=bool(inline))
    if len(embed) > EMBED_LIMIT:  # back to the words that fitted before
        embed.description = plain_description
        for i, (name, value, inline) in enumerate(plain_fields):
            embed.set_field_at(i, name=name or "", value=value or "", inline=bool(inline))
    return embed
