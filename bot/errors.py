"""Refusals a player or an admin can read; no imports, so tables, ui and cogs all use it."""

from __future__ import annotations

QUOTE_LIMIT = 50
MESSAGE_LIMIT = 2000  # Discord refuses longer message content


class UserError(Exception):
    """A refusal with a sentence for the user (not your turn, no game here, ...)."""

    def __init__(self, message: str) -> None:
        message = message if len(message) <= MESSAGE_LIMIT else message[:MESSAGE_LIMIT - 1] + "…"
        super().__init__(message)
        self.message = message


def quote(text: object, limit: int = QUOTE_LIMIT) -> str:
    """User input inside a refusal: quoted, and cut to ``limit`` characters (a refusal that
    repeated a 2,500-character value would be too long for Discord to show)."""
    raw = str(text)
    if len(raw) > limit:
        raw = raw[:limit - 1] + "…"
    return repr(raw)


def shorten_input(message: str, raw: object, limit: int = QUOTE_LIMIT) -> str:
    """``message`` (e.g. the engine's) with the user's ``raw`` input in it shortened."""
    text = str(raw)
    if len(text) <= limit:
        return message
    short = text[:limit - 1] + "…"
    return message.replace(repr(text), repr(short)).replace(text, short)
