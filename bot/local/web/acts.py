"""What a page sends, as its member: a slash command, a click, a choice in a select menu, a
modal, an autocomplete request, a plain message. Each becomes what Discord would send the
bot (bot/local/server/members.py checks it the way Discord does), and the answer is what
Discord's client shows: acknowledged, or "This interaction failed" after 3 seconds."""

from __future__ import annotations

import contextlib
from typing import Any

from bot.local.server import FakeChannel, FakeUser, LocalDiscord, Refused
from bot.local.server import validate as rules
from bot.local.server.members import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    Redrawn,
)
from bot.local.server.state import FakeInteraction
from bot.local.web.shown import channels

JSON = dict[str, Any]
FAILED = "This interaction failed"


class Acts:
    def __init__(self, discord: LocalDiscord) -> None:
        self.discord = discord

    async def act(self, member: FakeUser, body: JSON) -> JSON:
        """Do what ``body`` asks as ``member``; raise Refused for what Discord refuses."""
        kind = body.get("kind")
        if kind == "command":
            return await self._command(member, body)
        if kind == "autocomplete":
            return await self._autocomplete(member, body)
        if kind in ("button", "select"):
            return await self._component(member, body)
        if kind == "modal":
            return await self._modal(member, body)
        if kind == "message":
            return await self._message(member, body)
        raise Refused(f"unknown kind of request {kind!r}")

    # ------------------------------------------------------------ requests
    def _channel(self, body: JSON) -> FakeChannel:
        found = next((c for c in channels(self.discord)
                      if str(c.id) == str(body.get("channel_id"))), None)
        if found is None:
            raise Refused(f"no channel {body.get('channel_id')!r} in this server", 404, 10003,
                          "Unknown Channel")
        return found

    async def _command(self, member: FakeUser, body: JSON) -> JSON:
        channel = self._channel(body)
        data, text = self.discord.command_data(str(body.get("command") or ""),
                                               _options(body), channel)
        raw = await self.discord.send_interaction(APPLICATION_COMMAND, member, channel, data,
                                                  name=f"/{text} by {member.username}")
        return await self._answer(raw)

    async def _autocomplete(self, member: FakeUser, body: JSON) -> JSON:
        channel = self._channel(body)
        focused = str(body.get("focused") or "")
        data, text = self.discord.command_data(str(body.get("command") or ""),
                                               _options(body), channel, focused=focused)
        raw = await self.discord.send_interaction(
            AUTOCOMPLETE, member, channel, data,
            name=f"autocomplete {focused!r} of /{text} by {member.username}")
        answer = await self._answer(raw)
        choices: list[JSON] = []
        if raw.ack_type == 8 and raw.callbacks:
            choices = ((raw.callbacks[-1] or {}).get("data") or {}).get("choices") or []
        return {**answer, "choices": choices}

    async def _component(self, member: FakeUser, body: JSON) -> JSON:
        stored = self.discord.visible_message(member, _snowflake(body.get("message_id")))
        custom_id = str(body.get("custom_id") or "")
        if body["kind"] == "button":
            try:
                data, name = self.discord.click_data(stored, custom_id=custom_id)
            except Redrawn as redrawn:
                # the page shows the message as it is now: no failure to show
                return {"ok": False, "redrawn": True, "error": redrawn.sentence}
            what = f"click {name!r}"
        else:
            values = body.get("values")
            if not isinstance(values, list):
                raise Refused("a select sends a list of values")
            data, name = self.discord.select_data(stored, [str(v) for v in values],
                                                  custom_id=custom_id)
            what = f"select {values} in {name!r}"
        channel = self.discord.channels[stored.channel_id]
        raw = await self.discord.send_interaction(
            MESSAGE_COMPONENT, member, channel, data, message=stored,
            name=f"{what} on message {stored.id} by {member.username}")
        return await self._answer(raw)

    async def _modal(self, member: FakeUser, body: JSON) -> JSON:
        opened = self.discord.interactions.get(_snowflake(body.get("interaction_id")))
        if opened is None or opened.user_id != member.id or not opened.modal \
                or opened.ack_type != 9:
            # someone else's modal does not exist for this member
            raise Refused("no such modal for this member", 404, 10062, "Unknown interaction")
        values = body.get("values")
        if not isinstance(values, dict):
            raise Refused("a modal sends its values by input")
        data = self.discord.modal_data(opened.modal, {str(k): str(v) for k, v in values.items()})
        channel = self.discord.channels[opened.channel_id]
        message = (self.discord.message(opened.message_id)
                   if opened.message_id is not None else None)
        raw = await self.discord.send_interaction(
            MODAL_SUBMIT, member, channel, data, message=message,
            name=f"submit modal {data['custom_id']!r} by {member.username}")
        return await self._answer(raw)

    async def _message(self, member: FakeUser, body: JSON) -> JSON:
        channel = self._channel(body)
        content = str(body.get("content") or "").strip()
        if not content:
            raise Refused("a message needs some text", 400, 50006,
                          "Cannot send an empty message")
        if len(content) > rules.MAX_CONTENT:
            raise Refused(f"a message holds at most {rules.MAX_CONTENT} characters")
        stored = await self.discord.post_user_message(member, channel, content)
        return {"ok": True, "message_id": str(stored.id)}

    # -------------------------------------------------------------- answers
    async def _answer(self, raw: FakeInteraction) -> JSON:
        """Wait for the bot's acknowledgement (Discord's 3 s), as the client does."""
        discord = self.discord
        with contextlib.suppress(AssertionError):  # timed out: the interaction failed
            await discord.wait_for(
                lambda: raw.ack_type is not None or raw.expired or bool(raw.rejections),
                timeout=discord.ack_deadline + 1, what=f"an answer to {raw.name}")
        if raw.ack_type is None:
            return {"ok": False, "error": FAILED, "interaction_id": str(raw.id)}
        answer: JSON = {"ok": True, "ack_type": raw.ack_type, "interaction_id": str(raw.id)}
        if raw.ack_type == 9 and raw.modal:
            answer["modal"] = raw.modal
        return answer


def _options(body: JSON) -> dict[str, Any]:
    options = body.get("options") or {}
    if not isinstance(options, dict):
        raise Refused("options are sent by name")
    return {str(k): v for k, v in options.items()}


def _snowflake(value: Any) -> int:
    text = str(value or "")
    if not text.isdigit():
        raise Refused(f"{value!r} is not an id")
    return int(text)
