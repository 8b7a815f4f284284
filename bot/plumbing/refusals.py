"""The ONE error path: every refusal or failure becomes an ephemeral reply."""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from bot.engine import RuleError
from bot.errors import MESSAGE_LIMIT, UserError
from bot.i18n import EN, Lang
from bot.i18n.interactions import player_lang
from bot.screens.texts import rule_refusal
from bot.storage import StorageError

log = logging.getLogger(__name__)

SORRY = "sorry"
STORAGE_APOLOGY = "storage-apology"


__all__ = ["SORRY", "STORAGE_APOLOGY", "UserError", "handle_error", "message_for", "reply"]


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
    except discord.HTTPException:
        log.warning("Could not send an error reply for interaction %s", interaction.id)


async def handle_error(interaction: discord.Interaction, error: BaseException) -> None:
    """Used by the command tree and by every DynamicItem callback."""
    while isinstance(error, (app_commands.CommandInvokeError,)) and error.original:
        error = error.original
    lang = player_lang(interaction)  # the clicking member's language
    text = message_for(error, lang)
    if isinstance(error, StorageError):
        log.warning("Storage failed in interaction %s", interaction.id, exc_info=error)
        text = lang(STORAGE_APOLOGY)
    elif text is None:
        log.exception("Unexpected error in interaction %s", interaction.id, exc_info=error)
        text = lang(SORRY)
    await reply(interaction, text)
