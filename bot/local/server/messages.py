"""Messages as the fake stores them: create, edit (with history), delete, attachments."""

from __future__ import annotations

import contextlib
from collections import deque

from bot.local.server import validate
from bot.local.server.gateway import Gateway
from bot.local.server.http import (
    JSON,
    ApiError,
    Call,
    Files,
    check_or_raise,
    invalid_form,
    rate_limited,
)
from bot.local.server.state import (
    ATTACH_FILES,
    FakeChannel,
    FakeInteraction,
    FakeUser,
    StoredMessage,
    iso_now,
)

ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024  # all the files of one request together
MAX_ATTACHMENTS = 10
EMBED_MEDIA = ("image", "thumbnail", "author", "footer")


class Messages(Gateway):
    def _emoji_ids(self) -> set[str]:
        """The custom emoji a message of the bot may show: its application's."""
        return {str(e["id"]) for e in self.emojis}

    def _public_author(self) -> JSON:
        return self.bot_user.payload()

    def _attachments_from(self, channel: FakeChannel, payload: JSON, files: Files,
                          existing: list[JSON] | None) -> list[JSON]:
        if sum(len(data) for *_, data in files) > ATTACHMENT_SIZE_LIMIT:
            raise ApiError(413, 40005, "Request entity too large")
        if files and self.bot_lacks(channel, ATTACH_FILES):
            # as for a channel message, so for an interaction's answer in that channel
            raise ApiError(403, 50013, "Missing Permissions",
                           details=[f"no Attach Files in #{channel.name}"])
        by_index = {index: (filename, ctype, data) for index, filename, ctype, data in files}
        existing_by_id = {a["id"]: a for a in existing or []}
        out: list[JSON] = []
        specs = payload.get("attachments")
        if specs is None:
            out = list(existing or [])
            specs = [{"id": index} for index in sorted(by_index)]
        used: set[int] = set()
        for spec in specs:
            key = str(spec.get("id"))
            if key in existing_by_id:
                out.append(existing_by_id[key])
                continue
            with contextlib.suppress(ValueError):
                index = int(key)
                if index in by_index and index not in used:
                    used.add(index)
                    filename, ctype, data = by_index[index]
                    attachment_id = self.ids.next()
                    self.attachment_data[attachment_id] = data
                    url = f"{self.base_url}/attachments/{channel.id}/{attachment_id}/{filename}"
                    att: JSON = {"id": str(attachment_id), "filename": spec.get("filename")
                                 or filename, "size": len(data), "url": url, "proxy_url": url,
                                 "content_type": ctype}
                    if spec.get("description"):
                        att["description"] = spec["description"]
                    out.append(att)
        if len(out) > MAX_ATTACHMENTS:
            errors = validate.Errors()
            errors.add(["attachments"], "BASE_TYPE_MAX_LENGTH",
                       f"Must be {MAX_ATTACHMENTS} or fewer in length.")
            raise invalid_form(errors)
        return out

    @staticmethod
    def _resolve_attachment_urls(embeds: list[JSON], attachments: list[JSON]) -> list[JSON]:
        """`attachment://name` in an embed becomes the file's URL, as Discord shows it.

        A name with no such file stays as sent (Discord then shows no picture), so a test
        can see the mistake in the stored embed.
        """
        by_name = {a["filename"]: a for a in attachments}
        out: list[JSON] = []
        for embed in embeds:
            embed = dict(embed)
            for key in EMBED_MEDIA:
                media = embed.get(key)
                if not isinstance(media, dict):
                    continue
                field = "url" if key in ("image", "thumbnail") else "icon_url"
                url = media.get(field)
                if isinstance(url, str) and url.startswith("attachment://"):
                    found = by_name.get(url.removeprefix("attachment://"))
                    if found is not None:
                        embed[key] = {**media, field: found["url"],
                                      "proxy_" + field: found["proxy_url"]}
            out.append(embed)
        return out

    async def create_message(self, channel: FakeChannel, payload: JSON, *,
                             files: Files | None = None,
                             author: JSON | None = None, ephemeral_for: int | None = None,
                             interaction: FakeInteraction | None = None,
                             prefix: tuple[str, ...] = (), loading: bool = False,
                             validate_body: bool = True) -> StoredMessage:
        files = files or []
        flags = int(payload.get("flags") or 0)
        if validate_body and not loading:
            check_or_raise(lambda e: validate.check_message(payload, e, prefix, creating=True,
                                                            has_files=bool(files)))
            check_or_raise(lambda e: validate.check_emojis(payload, e, self._emoji_ids(),
                                                           prefix))
        keep = validate.FLAG_SUPPRESS_EMBEDS | validate.FLAG_COMPONENTS_V2 | \
            validate.FLAG_SUPPRESS_NOTIFICATIONS
        flags &= keep
        if ephemeral_for is not None:
            flags |= validate.FLAG_EPHEMERAL
        if loading:
            flags |= validate.FLAG_LOADING
        message = StoredMessage(
            id=self.ids.next(), channel_id=channel.id, guild_id=channel.guild_id,
            author=author or self._public_author(), content=payload.get("content") or "",
            embeds=list(payload.get("embeds") or []),
            components=list(payload.get("components") or []), flags=flags,
            ephemeral_for=ephemeral_for, tts=bool(payload.get("tts")),
        )
        message.attachments = self._attachments_from(channel, payload, files, None)
        message.embeds = self._resolve_attachment_urls(message.embeds, message.attachments)
        if payload.get("message_reference"):
            ref = dict(payload["message_reference"])
            ref.setdefault("channel_id", str(channel.id))
            message.message_reference = ref
            message.message_type = 19
        if interaction is not None:
            message.webhook_id = self.application_id
            message.application_id = self.application_id
            message.message_type = 20 if interaction.type == 2 else 0
            user = self.users[interaction.user_id]
            message.interaction_metadata = {
                "id": str(interaction.id), "type": interaction.type, "user": user.payload(),
                "authorizing_integration_owners": interaction.payload.get(
                    "authorizing_integration_owners", {}),
            }
            if interaction.type == 2:
                message.interaction_metadata["name"] = interaction.payload["data"]["name"]
        message.history.append(message.snapshot())
        channel.messages[message.id] = message
        self._announce("message", message)
        if ephemeral_for is None:
            await self.dispatch("MESSAGE_CREATE", self._event_payload(message))
        self._notify()
        return message

    def _event_payload(self, message: StoredMessage) -> JSON:
        data = message.payload()
        if message.guild_id is not None:
            member = self.guilds[message.guild_id].members.get(int(message.author["id"]))
            if member is not None:
                data["member"] = member.payload(with_user=False)
        return data

    def _check_edit_rate(self, message: StoredMessage, path: str) -> None:
        if self.edit_rate_limit is None:
            return
        limit, window = self.edit_rate_limit
        now = self.clock.now()
        times = self._edit_times.setdefault(message.id, deque())
        while times and now - times[0] >= window:
            times.popleft()
        if len(times) >= limit:
            retry_after = round(window - (now - times[0]), 3)
            raise rate_limited(retry_after, bucket=f"edit:{message.id}", limit=limit,
                               window=window)
        times.append(now)

    async def edit_message(self, message: StoredMessage, payload: JSON, *,
                           files: Files | None = None,
                           prefix: tuple[str, ...] = ()) -> StoredMessage:
        files = files or []
        merged = message.snapshot()
        for key in ("content", "embeds", "components"):
            if key in payload:
                merged[key] = payload[key] if payload[key] is not None else (
                    "" if key == "content" else [])
        flags = message.flags & ~validate.FLAG_LOADING
        if payload.get("flags") is not None:
            new = int(payload["flags"])
            flags = (flags & ~validate.FLAG_SUPPRESS_EMBEDS) | (new & validate.FLAG_SUPPRESS_EMBEDS)
            flags |= new & validate.FLAG_COMPONENTS_V2
        merged["flags"] = flags
        channel = self.channels[message.channel_id]
        attachments = self._attachments_from(channel, payload, files, message.attachments)
        check_or_raise(lambda e: validate.check_message(merged, e, prefix, creating=True,
                                                        has_files=bool(attachments)))
        if "components" in payload:
            check_or_raise(lambda e: validate.check_emojis(payload, e, self._emoji_ids(),
                                                           prefix))
        if message.flags & validate.FLAG_COMPONENTS_V2 and not flags & validate.FLAG_COMPONENTS_V2:
            errors = validate.Errors()
            errors.add([*prefix, "flags"], "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG",
                       "The IS_COMPONENTS_V2 flag cannot be removed")
            raise invalid_form(errors)
        message.content = merged["content"] or ""
        message.embeds = self._resolve_attachment_urls(list(merged["embeds"] or []), attachments)
        message.components = list(merged["components"] or [])
        message.flags = flags
        message.attachments = attachments
        message.edited_timestamp = iso_now()
        message.history.append(message.snapshot())
        self._announce("message", message)
        if message.ephemeral_for is None:
            await self.dispatch("MESSAGE_UPDATE", self._event_payload(message))
        self._notify()
        return message

    async def _edit_and_show(self, message: StoredMessage, call: Call) -> JSON:
        """An edit through REST (channel or webhook route): rate-limited, answers the message."""
        self._check_edit_rate(message, call.path)
        await self.edit_message(message, call.body or {}, files=call.files)
        return message.payload()

    async def delete_message(self, message: StoredMessage) -> None:
        message.deleted = True
        self._announce("delete", message)
        if message.ephemeral_for is None:
            data: JSON = {"id": str(message.id), "channel_id": str(message.channel_id)}
            if message.guild_id is not None:
                data["guild_id"] = str(message.guild_id)
            await self.dispatch("MESSAGE_DELETE", data)
        self._notify()

    async def post_user_message(self, user: FakeUser, channel: FakeChannel, content: str
                                ) -> StoredMessage:
        """A member writes a plain message in a channel (MESSAGE_CREATE reaches the bot)."""
        return await self.create_message(channel, {"content": content}, author=user.payload())
