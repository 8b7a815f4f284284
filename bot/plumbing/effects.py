"""The effects of a committed change, each on its own: one failing never skips another."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp
import discord

from bot.errors import UserError
from bot.i18n.interactions import player_lang
from bot.plumbing.answer import Answer
from bot.plumbing.refusals import SORRY, handle_error
from bot.plumbing.refusals import reply as send_reply
from bot.storage import StorageError

log = logging.getLogger(__name__)

Effect = Callable[[], Awaitable[Any]]


async def answer_effect(answer: Answer, reply: Effect | None) -> None:
    """The answer to the interaction behind a change: ``reply``, and if that fails, the one
    error path (an apology), so the member never sees "This interaction failed"."""
    try:
        if reply is not None:
            await reply()
    except discord.HTTPException as exc:  # too late, or refused: the change stands anyway
        log.warning("Could not answer interaction %s: %s", answer.interaction.id, exc)
        await send_reply(answer.interaction, player_lang(answer.interaction)(SORRY))
    except Exception as exc:  # noqa: BLE001 - handle_error decides what to log and say
        await handle_error(answer.interaction, exc)


async def run_effect(name: str, channel_id: int, effect: Effect) -> None:
    """One effect of a committed change; its failure is logged and skips nothing else.
    Discord refusing it or not answering (a dropped connection, a timeout) is a warning:
    the change stands and the next one redraws; anything else is a bug, logged as one."""
    try:
        await effect()
    except (discord.HTTPException, UserError, StorageError, aiohttp.ClientError,
            TimeoutError) as exc:
        log.warning("The %s of a change in channel %s failed: %s", name, channel_id, exc)
    except Exception:
        log.exception("The %s of a change in channel %s failed", name, channel_id)
