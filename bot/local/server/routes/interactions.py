"""Interactions: sending them to the bot, the callback route and the interaction webhooks."""

from __future__ import annotations

import asyncio
import copy
import secrets
from typing import TYPE_CHECKING

from bot.local.server import validate
from bot.local.server.http import JSON, ApiError, Call, RouteTable, check_or_raise, invalid_form
from bot.local.server.messages import ATTACHMENT_SIZE_LIMIT, Messages
from bot.local.server.state import (
    ATTACH_FILES,
    EVERYONE_PERMISSIONS,
    FakeChannel,
    FakeInteraction,
    FakeMember,
    FakeUser,
    StoredMessage,
)
from bot.local.server.world import log

WEBHOOK_MESSAGE = "/webhooks/{app_id}/{token}/messages/{message_id}"
# interaction type -> the callback types Discord accepts for it
ALLOWED_CALLBACKS = {1: {1}, 2: {4, 5, 9}, 3: {4, 5, 6, 7, 9}, 4: {8}, 5: {4, 5}}


class InteractionRoutes(Messages):
    if TYPE_CHECKING:  # (MessageRoutes', in the composed FakeDiscord)
        async def answer_in_thread(self, channel: FakeChannel, *, public: bool) -> None: ...

    def _interaction_routes(self) -> RouteTable:
        return [
            ("POST", "/interactions/{interaction_id}/{token}/callback", self._r_callback),
            ("POST", "/webhooks/{app_id}/{token}", self._r_followup),
            ("GET", WEBHOOK_MESSAGE, self._r_wh_get),
            ("PATCH", WEBHOOK_MESSAGE, self._r_wh_edit),
            ("DELETE", WEBHOOK_MESSAGE, self._r_wh_delete),
        ]

    # ------------------------------------------------------------- sending
    def bot_permissions(self, channel: FakeChannel | None = None) -> int:
        """The bot's permissions (app_permissions) in ``channel``: less what deny_bot took."""
        # the bot's role adds Manage Messages, threads, Embed Links, Attach Files and
        # Read Message History to what everyone may do
        granted = EVERYONE_PERMISSIONS | (1 << 13) | (1 << 34) | (1 << 38) | (1 << 14) \
            | ATTACH_FILES | (1 << 16)
        return granted & ~self.denied_to_bot(channel) if channel is not None else granted

    async def send_interaction(self, itype: int, user: FakeUser | FakeMember,
                               channel: FakeChannel, data: JSON, *, name: str,
                               message: StoredMessage | None = None) -> FakeInteraction:
        """Create an interaction as `user` in `channel` and dispatch INTERACTION_CREATE."""
        interaction_id = self.ids.next()
        token = f"itok.{interaction_id}.{secrets.token_urlsafe(24)}"
        payload: JSON = {
            "id": str(interaction_id), "application_id": str(self.application_id),
            "type": itype, "token": token, "version": 1, "channel_id": str(channel.id),
            "data": data, "app_permissions": str(self.bot_permissions(channel)),
            "entitlements": [], "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        }
        fake_user = user.user if isinstance(user, FakeMember) else user
        if channel.guild_id is not None:
            guild = self.guilds[channel.guild_id]
            member = guild.members.get(fake_user.id)
            assert member is not None, f"{fake_user.username} is not a member of {guild.name}"
            payload.update({
                "locale": member.locale or fake_user.locale,
                "guild_id": str(guild.id), "guild_locale": guild.locale,
                "guild": {"id": str(guild.id), "locale": guild.locale, "features": []},
                "member": member.payload(with_permissions=True),
                "channel": channel.payload(permissions=member.permissions),
                "authorizing_integration_owners": {"0": str(guild.id)}, "context": 0,
            })
        else:
            payload.update({
                "locale": fake_user.locale,
                "user": fake_user.payload(), "channel": channel.payload(),
                "authorizing_integration_owners": {"1": str(fake_user.id)}, "context": 1,
            })
        if message is not None:
            payload["message"] = message.payload()
        loop = asyncio.get_running_loop()
        interaction = FakeInteraction(
            id=interaction_id, token=token, type=itype, name=name, user_id=fake_user.id,
            channel_id=channel.id, guild_id=channel.guild_id, created_at=self.clock.now(),
            deadline=loop.time() + self.ack_deadline, payload=payload,
            message_id=message.id if message is not None else None,
        )
        self.interactions[interaction_id] = interaction
        self._by_token[token] = interaction
        self._later(self.ack_deadline, self._expire, interaction)
        await self.dispatch("INTERACTION_CREATE", payload)
        return interaction

    def _expire(self, interaction: FakeInteraction) -> None:
        if interaction.ack_type is None and not interaction.expired:
            interaction.expired = True
            if not interaction.excused:
                self.unacknowledged.append(interaction)
            log.error("interaction not acknowledged within %ss: %s", self.ack_deadline,
                      interaction.name)
            self._notify()

    # ------------------------------------------------------------ callback
    async def _r_callback(self, call: Call) -> JSON | None:
        interaction = self.interactions.get(int(call.params["interaction_id"]))
        if interaction is None or interaction.token != call.params["token"]:
            raise ApiError(404, 10062, "Unknown interaction")
        interaction.callbacks.append(call.body)
        loop = asyncio.get_running_loop()
        if interaction.ack_type is not None:
            raise ApiError(400, 40060, "Interaction has already been acknowledged.",
                           details=[f"{interaction.name} was already answered with type "
                                    f"{interaction.ack_type}"])
        if interaction.expired or loop.time() > interaction.deadline:
            raise ApiError(404, 10062, "Unknown interaction",
                           details=[f"{interaction.name}: answered after the "
                                    f"{self.ack_deadline:g}s deadline"])
        body = call.body or {}
        rtype = body.get("type")
        data = body.get("data") or {}
        channel = self._interaction_channel(interaction)
        component_like = interaction.type == 3 or (
            interaction.type == 5 and interaction.message_id is not None)
        allowed = ALLOWED_CALLBACKS[interaction.type]
        if component_like:
            allowed = allowed | {6, 7}
        if rtype not in allowed:
            errors = validate.Errors()
            errors.add(["type"], "INTERACTION_RESPONSE_TYPE_INVALID",
                       f"Interaction response type {rtype} is not valid for interaction "
                       f"type {interaction.type}")
            raise invalid_form(errors)
        ephemeral = bool(int(data.get("flags") or 0) & validate.FLAG_EPHEMERAL)
        await self.answer_in_thread(channel, public=rtype in (4, 5) and not ephemeral)
        message: StoredMessage | None = None
        owner = interaction.user_id if ephemeral else None
        if rtype == 4:
            message = await self.create_message(channel, data, files=call.files,
                                                ephemeral_for=owner, interaction=interaction,
                                                prefix=("data",))
            interaction.original_message_id = message.id
        elif rtype == 5:
            message = await self.create_message(channel, data, ephemeral_for=owner,
                                                interaction=interaction, loading=True)
            interaction.original_message_id = message.id
        elif rtype in (6, 7):
            assert interaction.message_id is not None
            message = self.message(interaction.message_id)
            interaction.original_message_id = message.id
            ephemeral = message.ephemeral
            if rtype == 7:
                await self.edit_message(message, data, files=call.files, prefix=("data",))
            else:
                message = None
        elif rtype == 9:
            check_or_raise(lambda e: validate.check_modal(data, e))
            interaction.modal = copy.deepcopy(data)
        elif rtype == 8:
            check_or_raise(lambda e: _check_choices(data.get("choices") or [], e))
            interaction.modal = None
        interaction.ack_type = rtype
        interaction.acked_at = loop.time()
        interaction.ephemeral = ephemeral
        interaction.acknowledged.set()
        self._notify()
        if not call.flag("with_response"):
            return None
        info: JSON = {"id": str(interaction.id), "type": interaction.type,
                      "response_message_loading": rtype == 5,
                      "response_message_ephemeral": ephemeral}
        if interaction.original_message_id is not None and rtype != 6:
            info["response_message_id"] = str(interaction.original_message_id)
        resource: JSON = {"type": rtype}
        if message is not None:
            resource["message"] = message.payload()
        return {"interaction": info, "resource": resource}

    def _interaction_channel(self, interaction: FakeInteraction) -> FakeChannel:
        channel = self.channels.get(interaction.channel_id)
        if channel is None:  # deleted since
            raise ApiError(404, 10003, "Unknown Channel")
        return channel

    # ------------------------------------------------------------ webhooks
    def _token_interaction(self, call: Call) -> FakeInteraction:
        call.check_app(self.application_id, 10015, "Unknown Webhook")
        interaction = self._by_token.get(call.params["token"])
        if interaction is None:
            raise ApiError(401, 50027, "Invalid Webhook Token")
        if self.clock.now() - interaction.created_at > self.token_lifetime:
            raise ApiError(401, 50027, "Invalid Webhook Token",
                           details=[f"the token of {interaction.name} is older than "
                                    f"{self.token_lifetime / 60:g} minutes"])
        if interaction.ack_type is None:
            raise ApiError(404, 10015, "Unknown Webhook",
                           details=[f"{interaction.name} has not been acknowledged yet"])
        return interaction

    def _webhook_message(self, call: Call) -> StoredMessage:
        interaction = self._token_interaction(call)
        original = interaction.original_message_id
        message_id = call.params["message_id"]
        target = original if message_id == "@original" else int(message_id)
        try:
            message = self.message(target) if target is not None else None
        except KeyError:
            message = None
        if message is None or message.deleted or (
                message.webhook_id != self.application_id and target != original) or \
                message.ephemeral_for not in (None, interaction.user_id):
            # Other apps' messages and other users' ephemeral ones do not exist for this token.
            raise ApiError(404, 10008, "Unknown Message")
        return message

    async def _r_followup(self, call: Call) -> JSON | None:
        interaction = self._token_interaction(call)
        data = call.body or {}
        channel = self._interaction_channel(interaction)
        original = (self.message(interaction.original_message_id)
                    if interaction.original_message_id is not None else None)
        completes = interaction.ack_type == 5 and original is not None and \
            not original.deleted and bool(original.flags & validate.FLAG_LOADING)
        ephemeral = bool(int(data.get("flags") or 0) & validate.FLAG_EPHEMERAL)
        await self.answer_in_thread(channel, public=not (
            original.ephemeral if completes and original is not None else ephemeral))
        if completes and original is not None:
            # The first follow-up after a deferred response completes the "thinking" message
            # (once deleted, a follow-up is a message of its own, with its own flags).
            message = await self.edit_message(original, data, files=call.files)
        else:
            message = await self.create_message(
                channel, data, files=call.files, interaction=interaction,
                ephemeral_for=interaction.user_id if ephemeral else None)
            interaction.followup_ids.append(message.id)
        if not call.flag("wait"):
            return None
        return message.payload()

    async def _r_wh_get(self, call: Call) -> JSON:
        return self._webhook_message(call).payload()

    async def _r_wh_edit(self, call: Call) -> JSON:
        return await self._edit_and_show(self._webhook_message(call), call)

    async def _r_wh_delete(self, call: Call) -> None:
        await self.delete_message(self._webhook_message(call))


def _check_choices(choices: list[JSON], errors: validate.Errors) -> None:
    """An autocomplete answer: at most 25 choices, names and values up to 100 characters."""
    errors.max_items(["data", "choices"], choices, 25)
    for i, choice in enumerate(choices):
        errors.max_length(["data", "choices", i, "name"], choice.get("name"), 100)
        errors.max_length(["data", "choices", i, "value"], choice.get("value"), 100)
