"""The one answer to an interaction, always in time.

Discord fails an interaction not acknowledged within 3 s. Work behind it can block (the
database locked by a backup, a slow disk, a table lock held by such a change), so every
interaction the bot handles gets a guard: if it is still unanswered after
``ANSWER_WITHIN`` seconds it is deferred, and the answer, when it comes, completes the
deferral. Every answer goes through one ``Answer`` (kept in ``interaction.extras``) whose
lock orders the deferral and the answer, so the two never race into a double
acknowledgement.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any, Final, cast

import discord

from bot.plumbing.refusals import DISCORD_FAILURES

ANSWER_WITHIN = 1.5  # seconds; leaves Discord's 3 s for the deferral request itself
_KEY = "uno.answer"


def _given(**kwargs: Any) -> dict[str, Any]:
    """discord.py's follow-up calls take MISSING, not None, for "not given"."""
    return {k: v for k, v in kwargs.items() if v is not None}


class Answer:
    def __init__(self, interaction: discord.Interaction, *, public: bool = False) -> None:
        self.interaction = interaction
        self.public = public  # a slash command whose answer everyone sees (/uno start)
        self._lock = asyncio.Lock()
        self._guarded = False
        # the guard while it waits: a finished one is let go (a hand message keeps its
        # answer, through its interaction, for 15 minutes)
        self._guard: asyncio.Task[None] | None = None
        self._deferring = False
        self.deferred = False
        self.message_id: int | None = None  # a follow-up this answer created

    @classmethod
    def of(cls, interaction: discord.Interaction, *, public: bool = False) -> Answer:
        found = interaction.extras.get(_KEY)
        if isinstance(found, Answer):
            return found
        answer = cls(interaction, public=public)
        interaction.extras[_KEY] = answer
        return answer

    @property
    def is_component(self) -> bool:
        return self.interaction.type is discord.InteractionType.component

    @property
    def done(self) -> bool:
        return self.interaction.response.is_done()

    # -- the guard -----------------------------------------------------------------------
    def guard(self, within: float | None = None) -> Answer:
        """Defer the answer if it is not given within ``within`` seconds (``ANSWER_WITHIN``,
        read when the guard is set: tests shorten it instead of waiting it out)."""
        if not self._guarded and self.interaction.type in (
                discord.InteractionType.component, discord.InteractionType.application_command):
            self._guarded = True
            delay = ANSWER_WITHIN if within is None else within
            self._guard = asyncio.create_task(self._defer_after(delay),
                                              name=f"uno-answer-guard-{self.interaction.id}")
        return self

    async def _defer_after(self, delay: float) -> None:
        await asyncio.sleep(delay)
        self._deferring = True
        # a refusal, a 5xx or a dropped connection: the answer, when it comes, tries again
        # (nothing may escape this task unretrieved)
        with contextlib.suppress(*DISCORD_FAILURES):
            await self.defer()
        self._guard = None

    def release(self) -> None:
        """The handler is finished: its answer (or refusal) is sent or being sent."""
        if self._guard is not None and not self._guard.done() and not self._deferring:
            self._guard.cancel()
            self._guard = None  # a cancelled task keeps its error and the frames it was in

    async def defer(self) -> None:
        async with self._lock:
            if self.done:
                return
            if self.is_component:
                await self.interaction.response.defer()  # "deferred update": nothing shown
            else:
                await self.interaction.response.defer(ephemeral=not self.public, thinking=True)
            self.deferred = True

    # -- answers -------------------------------------------------------------------------
    async def send(self, content: str | None = None, *, ephemeral: bool = True,
                   embed: discord.Embed | None = None, view: discord.ui.View | None = None,
                   allowed_mentions: discord.AllowedMentions | None = None,
                   file: discord.File | None = None) -> None:
        """A new message (ephemeral by default), or the completion of a deferred command."""
        async with self._lock:
            response = self.interaction.response
            if not response.is_done():
                await response.send_message(content, ephemeral=ephemeral, **_given(
                    embed=embed, view=view, allowed_mentions=allowed_mentions, file=file))
            elif self.is_component or not self.deferred:
                msg = await self.interaction.followup.send(
                    content or discord.utils.MISSING, ephemeral=ephemeral, wait=True,
                    **_given(embed=embed, view=view, allowed_mentions=allowed_mentions,
                             file=file))
                self.message_id = msg.id
            elif ephemeral and self.public:
                # A public command deferred by the guard, answered privately (a refusal):
                # its public "thinking" message must not become words for everyone. It
                # goes; the answer is a private follow-up.
                with contextlib.suppress(discord.HTTPException):
                    await self.interaction.delete_original_response()
                msg = await self.interaction.followup.send(
                    content or discord.utils.MISSING, ephemeral=True, wait=True,
                    **_given(embed=embed, view=view, allowed_mentions=allowed_mentions))
                self.message_id = msg.id
            else:  # a command deferred by the guard: its "thinking" message becomes this
                await self.interaction.edit_original_response(
                    content=content, embed=embed, view=view,
                    **_given(allowed_mentions=allowed_mentions,
                             attachments=None if file is None else [file]))

    async def update(self, **kwargs: Any) -> None:
        """Edit the message the clicked component is on."""
        async with self._lock:
            if not self.interaction.response.is_done():
                await self.interaction.response.edit_message(**kwargs)
            else:
                await self.interaction.edit_original_response(**kwargs)

    async def original(self) -> discord.Message:
        """The message this answer created (a command's response, or its follow-up)."""
        if self.message_id is not None and self.deferred and self.is_component:
            return await self.interaction.followup.fetch_message(self.message_id)
        return await self.interaction.original_response()

    def handle(self) -> HandMessage:
        """How to edit later the hand message this answer showed."""
        return HandMessage(self.interaction,
                           self.message_id if self.deferred and self.is_component else None)


class HandMessage:
    """A player's ephemeral hand message, editable while its token lives (15 minutes):
    the interaction's own response, or a follow-up it sent after a deferral.

    It keeps the interaction's webhook, not the interaction: that one holds its message
    (every button of the hand clicked), member and answer in reference cycles only the
    collector frees, and kept for as long as the hand lives they filled its older
    generation (at 16 busy tables a pass every few seconds walked ~85,000 objects for
    ~125 ms, the clicks waiting)."""

    __slots__ = ("webhook", "message_id")

    def __init__(self, interaction: discord.Interaction, message_id: int | None) -> None:
        self.webhook = interaction.followup
        self.message_id = message_id

    async def edit(self, **kwargs: Any) -> None:
        await self.webhook.edit_message(
            ORIGINAL if self.message_id is None else self.message_id, **kwargs)

    async def send(self, text: str) -> None:
        """A private message under the hand (a follow-up of its interaction)."""
        await self.webhook.send(text, ephemeral=True)

    async def resend(self, **kwargs: Any) -> HandMessage:
        """The hand as a new private message at the bottom of the channel (a follow-up of
        the same interaction, while its token lives): the one to edit from now on."""
        msg = await self.webhook.send(ephemeral=True, wait=True, **kwargs)
        moved = HandMessage.__new__(HandMessage)
        moved.webhook, moved.message_id = self.webhook, msg.id
        return moved


# Discord's name for an interaction's own response in the webhook message routes (what
# discord.py's edit_original_response edits); discord.py types the id as a number
ORIGINAL: Final = cast(int, "@original")
