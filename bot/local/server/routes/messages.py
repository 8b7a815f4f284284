"""REST routes for channels and their messages (list, create, edit, delete, typing, reactions)."""

from __future__ import annotations

from bot.local.server.http import JSON, ApiError, Call, RouteTable
from bot.local.server.messages import Messages
from bot.local.server.state import DM_CHANNEL, FakeChannel, StoredMessage

THREAD_TYPES = (10, 11, 12)
ARCHIVED = (400, 50083, "Thread is archived")
CHANNEL = "/channels/{channel_id}"
MESSAGE = CHANNEL + "/messages/{message_id}"


class MessageRoutes(Messages):
    def _message_routes(self) -> RouteTable:
        return [
            ("GET", CHANNEL, self._r_channel),
            ("GET", CHANNEL + "/messages", self._r_list_messages),
            ("POST", CHANNEL + "/messages", self._r_create_message),
            ("GET", MESSAGE, self._r_get_message),
            ("PATCH", MESSAGE, self._r_edit_message),
            ("DELETE", MESSAGE, self._r_delete_message),
            ("POST", CHANNEL + "/typing", self._r_typing),
            ("PUT", MESSAGE + "/reactions/{emoji}/@me", self._r_react),
            ("DELETE", MESSAGE + "/reactions/{emoji}/@me", self._r_unreact),
        ]

    def _channel(self, call: Call) -> FakeChannel:
        channel = self.channels.get(int(call.params["channel_id"]))
        if channel is None:
            raise ApiError(404, 10003, "Unknown Channel")
        return channel

    def _channel_message(self, call: Call) -> StoredMessage:
        channel = self._channel(call)
        message = channel.messages.get(int(call.params["message_id"]))
        if message is None or message.deleted or message.ephemeral:
            # Ephemeral messages do not exist for the channel endpoints.
            raise ApiError(404, 10008, "Unknown Message")
        return message

    async def _r_channel(self, call: Call) -> JSON:
        return self._channel(call).payload()

    async def _r_list_messages(self, call: Call) -> list[JSON]:
        channel = self._channel(call)
        limit = min(max(int(call.query.get("limit", 50)), 1), 100)
        messages = [m for m in channel.messages.values() if not m.deleted and not m.ephemeral]
        if "before" in call.query:
            messages = [m for m in messages if m.id < int(call.query["before"])]
        if "after" in call.query:
            messages = [m for m in messages if m.id > int(call.query["after"])]
            return [m.payload() for m in reversed(messages[:limit])]
        if "around" in call.query:
            around = int(call.query["around"])
            before = [m for m in messages if m.id < around][-(limit // 2):]
            after = [m for m in messages if m.id >= around][: limit - len(before)]
            messages = before + after
            return [m.payload() for m in reversed(messages)]
        return [m.payload() for m in reversed(messages[-limit:])]

    async def _r_create_message(self, call: Call) -> JSON:
        channel = self._channel(call)
        if channel.type == DM_CHANNEL and channel.recipients \
                and channel.recipients[0].id in self.closed_dms:
            raise ApiError(403, 50007, "Cannot send messages to this user")
        await self.unarchive_to_send(channel)
        message = await self.create_message(channel, call.body or {}, files=call.files)
        return message.payload()

    async def _r_get_message(self, call: Call) -> JSON:
        return self._channel_message(call).payload()

    async def _r_edit_message(self, call: Call) -> JSON:
        message = self._channel_message(call)
        self.check_not_archived(self._channel(call))
        if message.author.get("id") != str(self.bot_user.id):
            raise ApiError(403, 50005, "Cannot edit a message authored by another user")
        return await self._edit_and_show(message, call)

    async def _r_delete_message(self, call: Call) -> None:
        message = self._channel_message(call)
        self.check_not_archived(self._channel(call))
        await self.delete_message(message)

    async def _r_typing(self, call: Call) -> None:
        self._channel(call)

    async def _r_react(self, call: Call) -> None:
        message = self._channel_message(call)
        message.reactions.setdefault(call.params["emoji"], set()).add(self.bot_user.id)
        self._announce("message", message)
        self._notify()

    async def _r_unreact(self, call: Call) -> None:
        message = self._channel_message(call)
        message.reactions.get(call.params["emoji"], set()).discard(self.bot_user.id)
        self._announce("message", message)
        self._notify()

    # -- what an archived thread refuses
    def check_not_archived(self, channel: FakeChannel) -> None:
        if channel.type in THREAD_TYPES and channel.archived:
            raise ApiError(*ARCHIVED)

    async def answer_in_thread(self, channel: FakeChannel, *, public: bool) -> None:
        """An interaction's answer (a callback, a follow-up) in a thread. A locked thread
        refuses it with 403 50083, as Discord answers there (discord-api-docs #5517,
        #6884, #7707): every answer once it is archived too, a public one while it is
        open; a public answer in an archived thread unarchives it, as a send does."""
        if channel.type not in THREAD_TYPES:
            return
        if channel.locked and (channel.archived or public):
            raise ApiError(403, 50083, "Thread is archived")
        if public:
            await self.unarchive_to_send(channel)

    async def unarchive_to_send(self, channel: FakeChannel) -> None:
        if channel.type in THREAD_TYPES and channel.archived:
            if channel.locked:
                raise ApiError(*ARCHIVED)
            channel.archived = False
            self._announce("channel", channel)
            await self.dispatch("THREAD_UPDATE", channel.payload())
