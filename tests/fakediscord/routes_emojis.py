"""Application emojis: list, upload, fetch and delete."""

from __future__ import annotations

import re

from tests.fakediscord import validate
from tests.fakediscord.http import JSON, ApiError, Call, RouteTable, invalid_form
from tests.fakediscord.world import World

EMOJIS = "/applications/{app_id}/emojis"


class EmojiRoutes(World):
    def _emoji_routes(self) -> RouteTable:
        return [
            ("GET", EMOJIS, self._r_list_emojis),
            ("POST", EMOJIS, self._r_create_emoji),
            ("GET", EMOJIS + "/{emoji_id}", self._r_get_emoji),
            ("DELETE", EMOJIS + "/{emoji_id}", self._r_delete_emoji),
        ]

    async def _r_list_emojis(self, call: Call) -> JSON:
        call.check_app(self.application_id)
        return {"items": self.emojis}

    async def _r_create_emoji(self, call: Call) -> JSON:
        call.check_app(self.application_id)
        body = call.body or {}
        name = body.get("name", "")
        errors = validate.Errors()
        if not re.fullmatch(r"[A-Za-z0-9_]{2,32}", name or ""):
            errors.add(["name"], "BASE_TYPE_BAD_LENGTH", "Must be between 2 and 32 in length.")
        if not str(body.get("image", "")).startswith("data:image/"):
            errors.add(["image"], "BINARY_TYPE_INVALID", "Invalid image data")
        if any(e["name"] == name for e in self.emojis):
            errors.add(["name"], "APPLICATION_EMOJI_NAME_ALREADY_TAKEN",
                       "Application emoji name already taken")
        if errors:
            raise invalid_form(errors)
        emoji = {"id": str(self.ids.next()), "name": name, "roles": [],
                 "user": self.owner.payload(), "require_colons": True, "managed": False,
                 "animated": body.get("image", "").startswith("data:image/gif"),
                 "available": True}
        self.emojis.append(emoji)
        return emoji

    async def _r_get_emoji(self, call: Call) -> JSON:
        call.check_app(self.application_id)
        for emoji in self.emojis:
            if emoji["id"] == call.params["emoji_id"]:
                return emoji
        raise ApiError(404, 10014, "Unknown Emoji")

    async def _r_delete_emoji(self, call: Call) -> None:
        await self._r_get_emoji(call)
        self.emojis = [e for e in self.emojis if e["id"] != call.params["emoji_id"]]
