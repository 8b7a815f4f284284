"""The effects of a committed change, each on its own: one failing never skips another."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from bot.errors import UserError
from bot.i18n.interactions import player_lang
from bot.plumbing.answer import Answer
from bot.plumbing.refusals import DISCORD_FAILURES, describe, message_for
from bot.plumbing.refusals import reply as send_reply
from bot.screens.texts import SAVED_UNSHOWN
from bot.storage import StorageError

log = logging.getLogger(__name__)

Effect = Callable[[], Awaitable[Any]]
# what an effect may fail with through no bug of ours: warnings
NOT_OURS: tuple[type[BaseException], ...] = (*DISCORD_FAILURES, UserError, StorageError)


async def answer_effect(answer: Answer, reply: Effect | None) -> None:
    """The answer to the interaction behind a saved change: ``reply``. The change stands
    whatever happens to it, so the member is never told that it failed: Discord failing
    the answer (a 5xx, a dropped connection, too late) is a warning, and the interaction,
    if still open, is acknowledged quietly (the table and the hands show the change); a
    bug of ours drawing it is an ERROR, and the member is told that it counts."""
    if reply is None:
        return
    try:
        await reply()
    except DISCORD_FAILURES as exc:
        log.warning("Could not answer interaction %s (the change stands): %s",
                    answer.interaction.id, describe(exc))
        await _acknowledge(answer)
    except Exception as exc:  # noqa: BLE001 - our bug, or a refusal worded for the member
        lang = player_lang(answer.interaction)
        text = message_for(exc, lang)
        if text is None:
            if isinstance(exc, StorageError):
                log.warning("Could not answer interaction %s (the change stands): %s",
                            answer.interaction.id, exc)
            else:
                log.exception("Could not draw the answer to interaction %s (the change "
                              "stands)", answer.interaction.id)
            text = lang(SAVED_UNSHOWN)
        await send_reply(answer.interaction, text)


async def _acknowledge(answer: Answer) -> None:
    """An interaction whose answer Discord failed, if it is still open: a click gets a
    deferred update (nothing shown changes, no "This interaction failed"), a command the
    sentence that it counts."""
    if answer.done:
        return
    try:
        if answer.is_component:
            await answer.defer()
        else:
            await answer.send(player_lang(answer.interaction)(SAVED_UNSHOWN))
    except DISCORD_FAILURES as exc:
        log.warning("Could not acknowledge interaction %s either: %s", answer.interaction.id,
                    describe(exc))


async def run_effect(name: str, channel_id: int, effect: Effect) -> None:
    """One effect of a committed change; its failure is logged and skips nothing else.
    Discord refusing it or not answering (a dropped connection, a timeout) is a warning:
    the change stands and the next one redraws; anything else is a bug, logged as one."""
    try:
        await effect()
    except NOT_OURS as exc:
        log.warning("The %s of a change in channel %s failed: %s", name, channel_id,
                    describe(exc))
    except Exception:
        log.exception("The %s of a change in channel %s failed", name, channel_id)
