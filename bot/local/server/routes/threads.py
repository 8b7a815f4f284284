"""REST routes for threads: start one without a message (POST /channels/{id}/threads),
change one (PATCH /channels/{id}: name, archived, locked) and delete a channel or thread
(DELETE /channels/{id}), with Discord's rules:

- a thread starts in a text or announcement channel only (50024 elsewhere, threads
  included); ``name`` 1-100 characters; ``type`` 10/11/12; ``auto_archive_duration`` one of
  60, 1440, 4320, 10080 minutes (50035 otherwise);
- PATCH of ``archived`` / ``locked`` only on a thread (50035 on other channels);
- in an archived thread, messages cannot be edited or deleted (50083); sending a message
  unarchives it unless it is locked (50083 then); what a locked thread refuses to an
  interaction's answer is in routes_messages.py (``answer_in_thread``);
- a deleted channel or thread is gone with its messages: Unknown Channel (10003) from then
  on; a text channel takes its threads with it;
- THREAD_CREATE / THREAD_UPDATE / THREAD_DELETE / CHANNEL_DELETE are dispatched like the
  real gateway does (a thread deleted with its channel gets no event of its own).

What a moderator does in Discord's client (archive, lock, delete) the tests do with
``moderate_thread`` and ``delete_channel``: the bot hears of it over the gateway only."""

from __future__ import annotations

from urllib.parse import unquote

from bot.local.server.http import JSON, ApiError, Call, RouteTable, check_or_raise
from bot.local.server.messages import Messages
from bot.local.server.routes.messages import THREAD_TYPES
from bot.local.server.state import PUBLIC_THREAD, TEXT_CHANNEL, FakeChannel, FakeGuild
from bot.local.server.validate import Errors

ANNOUNCEMENT_CHANNEL = 5
ARCHIVE_DURATIONS = (60, 1440, 4320, 10080)


class ThreadRoutes(Messages):
    def _thread_routes(self) -> RouteTable:
        return [
            ("POST", "/channels/{channel_id}/threads", self._r_start_thread),
            ("PATCH", "/channels/{channel_id}", self._r_edit_channel),
            ("DELETE", "/channels/{channel_id}", self._r_delete_channel),
        ]

    def _thread_channel(self, call: Call) -> FakeChannel:
        channel = self.channels.get(int(call.params["channel_id"]))
        if channel is None:
            raise ApiError(404, 10003, "Unknown Channel")
        return channel

    async def _r_start_thread(self, call: Call) -> JSON:
        parent = self._thread_channel(call)
        if parent.type not in (TEXT_CHANNEL, ANNOUNCEMENT_CHANNEL):
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        body = call.body or {}
        name = body.get("name")

        def check(errors: Errors) -> None:
            if not isinstance(name, str):
                errors.add(["name"], "BASE_TYPE_REQUIRED", "This field is required")
            else:
                errors.length_between(["name"], name, 1, 100)
            if body.get("type", 12) not in THREAD_TYPES:
                errors.add(["type"], "BASE_TYPE_CHOICES", "Value must be one of (10, 11, 12).")
            duration = body.get("auto_archive_duration")
            if duration is not None and duration not in ARCHIVE_DURATIONS:
                errors.add(["auto_archive_duration"], "BASE_TYPE_CHOICES",
                           "Value must be one of (60, 1440, 4320, 10080).")

        check_or_raise(check)
        thread = self.add_thread(parent, str(name))
        thread.owner_id = self.bot_user.id
        if body.get("auto_archive_duration") is not None:
            thread.auto_archive_duration = int(body["auto_archive_duration"])
        if (reason := call.request.headers.get("X-Audit-Log-Reason")) is not None:
            thread.audit_reason = unquote(reason)  # (clients send it URL-encoded)
        data = thread.payload()
        self._announce("channel", thread)
        await self.dispatch("THREAD_CREATE", {**data, "newly_created": True})
        return data

    async def _r_edit_channel(self, call: Call) -> JSON:
        channel = self._thread_channel(call)
        body = call.body or {}
        is_thread = channel.type in THREAD_TYPES

        def check(errors: Errors) -> None:
            for key in ("archived", "locked", "auto_archive_duration"):
                if key in body and not is_thread:
                    errors.add([key], "CHANNEL_TYPE_INVALID",
                               "This field is only valid for threads.")
            if "name" in body:
                errors.length_between(["name"], str(body["name"]), 1, 100)

        check_or_raise(check)
        if "name" in body:
            channel.name = str(body["name"])
        if "archived" in body:
            channel.archived = bool(body["archived"])
        if "locked" in body:
            channel.locked = bool(body["locked"])
        data = channel.payload()
        self._announce("channel", channel)
        await self.dispatch("THREAD_UPDATE" if is_thread else "CHANNEL_UPDATE", data)
        return data

    async def _r_delete_channel(self, call: Call) -> JSON:
        channel = self._thread_channel(call)
        data = channel.payload()
        await self.delete_channel(channel)
        return data

    # -- what a moderator does in Discord's client
    async def moderate_thread(self, thread: FakeChannel, *, archived: bool | None = None,
                              locked: bool | None = None) -> None:
        """A moderator archives, locks (or reopens, unlocks) ``thread``: THREAD_UPDATE."""
        assert thread.type in THREAD_TYPES, f"{thread.name} is not a thread"
        if archived is not None:
            thread.archived = archived
        if locked is not None:
            thread.locked = locked
        await self.dispatch("THREAD_UPDATE", thread.payload())

    async def delete_channel(self, channel: FakeChannel, *, event: bool = True) -> None:
        """``channel`` deleted (by a moderator, or by the bot's DELETE), with its messages
        and, for a text channel, its threads: THREAD_DELETE for a thread, CHANNEL_DELETE
        for a channel (``event=False``: the bot misses it)."""
        gone = [channel, *(c for c in self.channels.values() if c.parent_id == channel.id)]
        guild: FakeGuild | None = self.guilds.get(channel.guild_id or 0)
        for c in gone:
            self.channels.pop(c.id, None)
            if guild is not None and c in guild.channels:
                guild.channels.remove(c)
        if not event:
            pass
        elif channel.type in THREAD_TYPES:
            await self.dispatch("THREAD_DELETE", {
                "id": str(channel.id), "guild_id": str(channel.guild_id),
                "parent_id": str(channel.parent_id), "type": channel.type})
        else:
            await self.dispatch("CHANNEL_DELETE", channel.payload())
        self._notify()


__all__ = ["PUBLIC_THREAD", "ThreadRoutes"]
