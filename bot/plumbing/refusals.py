"""The ONE error path: every refusal or failure becomes an ephemeral reply."""

from __future__ import annotations

import logging

import aiohttp
import discord
from discord import app_commands

from bot.engine import RuleError
from bot.errors import MESSAGE_LIMIT, UserError
from bot.i18n import EN, Lang
from bot.i18n.interactions import player_lang
from bot.screens.texts import LOST_ANSWER, rule_refusal
from bot.storage import StorageError

log = logging.getLogger(__name__)

SORRY = "sorry"
STORAGE_APOLOGY = "storage-apology"


__all__ = ["DISCORD_FAILURES", "SORRY", "STORAGE_APOLOGY", "UserError", "handle_error",
           "describe", "emoji_refused", "message_for", "our_bug", "reply", "transient"]

#: What a request to Discord can fail with through no bug of ours: a refusal or a 5xx
#: (HTTPException), a dropped connection (aiohttp.ClientError, OSError), a timeout. These
#: are warnings; ERROR is for our own bugs.
DISCORD_FAILURES: tuple[type[BaseException], ...] = (
    discord.HTTPException, aiohttp.ClientError, OSError, TimeoutError)


def transient(error: BaseException) -> bool:
    """A failure that trying again can mend: Discord's 5xx or the way to it failing (a
    refusal, 4xx, stays a refusal)."""
    if isinstance(error, discord.HTTPException):
        return error.status >= 500
    return isinstance(error, DISCORD_FAILURES)


def emoji_refused(error: BaseException) -> bool:
    """Discord refused a message over an emoji (400, 50035 "Invalid emoji"): one of the
    bot's card emoji was deleted while it runs."""
    return isinstance(error, discord.HTTPException) and error.code == 50035 \
        and "invalid emoji" in str(error).lower()


def our_bug(error: BaseException) -> bool:
    """A request Discord refused as malformed (400, 50035 Invalid Form Body): a message
    we built wrong, unless it was refused over a deleted emoji."""
    return isinstance(error, discord.HTTPException) and error.code == 50035 \
        and not emoji_refused(error)


def describe(error: BaseException) -> str:
    """An error for a warning line: its text, or its type when it has none (a dropped
    connection's ServerDisconnectedError may say nothing)."""
    return str(error) or type(error).__name__


def message_for(error: BaseException, lang: Lang = EN) -> str | None:
    """The user-facing sentence for a known refusal (in ``lang``), or None for an
    unexpected error."""
    if isinstance(error, UserError):
        return error.said(lang)
    if isinstance(error, RuleError):
        return rule_refusal(error, lang)
    if isinstance(error, app_commands.NoPrivateMessage):
        return lang("no-dms")
    if isinstance(error, app_commands.MissingPermissions):
        return lang("no-permission")
    if isinstance(error, app_commands.CheckFailure):
        return lang("not-here")
    return None


async def reply(interaction: discord.Interaction, text: str) -> None:
    """Send ``text`` ephemerally, whether or not the interaction was answered."""
    text = text if len(text) <= MESSAGE_LIMIT else text[:MESSAGE_LIMIT - 1] + "…"
    try:
        # The interaction's Answer (bot.plumbing.answer), if it has one, orders this reply
        # after a deferral in flight.
        answer = interaction.extras.get("uno.answer")
        if answer is not None:
            await answer.send(text, ephemeral=True)
        elif interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except DISCORD_FAILURES as exc:
        log.warning("Could not send an error reply for interaction %s: %s", interaction.id,
                    describe(exc))


async def handle_error(interaction: discord.Interaction, error: BaseException) -> None:
    """Used by the command tree and by every DynamicItem callback."""
    while isinstance(error, (app_commands.CommandInvokeError,)) and error.original:
        error = error.original
    lang = player_lang(interaction)  # the clicking member's language
    text = message_for(error, lang)
    if isinstance(error, StorageError):
        log.warning("Storage failed in interaction %s", interaction.id, exc_info=error)
        text = lang(STORAGE_APOLOGY)
    elif text is None and isinstance(error, DISCORD_FAILURES) and not our_bug(error):
        # Discord failing a request is no bug of ours; and what the handler did before it
        # may stand, so the player is not told that it failed
        log.warning("Discord failed a request of interaction %s: %s", interaction.id,
                    describe(error))
        text = lang(LOST_ANSWER)
    elif text is None:
        log.exception("Unexpected error in interaction %s", interaction.id, exc_info=error)
        text = lang(SORRY)
    await reply(interaction, text)
