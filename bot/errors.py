"""Refusals a player or an admin can read; only the languages imported, so tables, ui and
cogs all use it."""

from __future__ import annotations

from typing import Any

from bot.i18n import EN, Lang, Msg

# The refusals the game layer raises (catalog keys: refusals.ftl); the screens' own are in
# bot/screens/texts.py.
NO_GAME = "no-game"
DAMAGED = "damaged"  # its stored game could not be read
SAVE_FAILED = "save-failed"
START_FAILED = "start-failed"
# the stored game is newer than this process's copy: another process of the bot runs it now
MOVED = "moved-away"
OVER = "over"
NOT_STARTED = "not-started"
NOT_PLAYING = "not-playing"

QUOTE_LIMIT = 50
MESSAGE_LIMIT = 2000  # Discord refuses longer message content


class UserError(Exception):
    """A refusal for the user (not your turn, no game here, ...): a catalog key and its
    values (or a ``Msg``), said in the user's language by the one error path
    (bot/plumbing/refusals.py); ``str()`` and ``message`` say it in English (logs)."""

    def __init__(self, key: str | Msg, /, **args: Any) -> None:
        self.msg = key if isinstance(key, Msg) else Msg(key, **args)
        super().__init__(self.msg.key)

    def said(self, lang: Lang = EN) -> str:
        text = self.msg(lang)
        return text if len(text) <= MESSAGE_LIMIT else text[:MESSAGE_LIMIT - 1] + "…"

    @property
    def message(self) -> str:
        return self.said(EN)

    def __str__(self) -> str:
        return self.message


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
