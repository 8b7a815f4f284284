"""Application emojis: list, upload, fetch, rename and delete, with Discord's rules.

Names are 2-32 letters, digits or underscores and unique within the application; the image
is a data URI of at most 256 KiB (PNG, JPEG, GIF or WebP); an application holds at most
2,000 emojis (code 30008 past that).  429s come from the usual fault injection.
"""

from __future__ import annotations

import base64
import binascii
import re

from bot.local.server import validate
from bot.local.server.http import JSON, ApiError, Call, RouteTable, invalid_form
from bot.local.server.world import World

EMOJIS = "/applications/{app_id}/emojis"
MAX_APPLICATION_EMOJIS = 2000
MAX_EMOJI_IMAGE = 256 * 1024
NAME_RE = re.compile(r"[A-Za-z0-9_]{2,32}")
IMAGE_RE = re.compile(r"data:image/(png|jpeg|jpg|gif|webp);base64,(.*)", re.DOTALL)


class EmojiRoutes(World):
    def _emoji_routes(self) -> RouteTable:
        return [
            ("GET", EMOJIS, self._r_list_emojis),
            ("POST", EMOJIS, self._r_create_emoji),
            ("GET", EMOJIS + "/{emoji_id}", self._r_get_emoji),
            ("PATCH", EMOJIS + "/{emoji_id}", self._r_edit_emoji),
            ("DELETE", EMOJIS + "/{emoji_id}", self._r_delete_emoji),
        ]

    async def _r_list_emojis(self, call: Call) -> JSON:
        call.check_app(self.application_id)
        return {"items": self.emojis}

    def _check_name(self, name: object, errors: validate.Errors, *,
                    except_id: str | None = None) -> None:
        if not isinstance(name, str) or not NAME_RE.fullmatch(name):
            errors.add(["name"], "BASE_TYPE_BAD_LENGTH" if not isinstance(name, str)
                       or not 2 <= len(name) <= 32 else "STRING_TYPE_REGEX",
                       "Must be between 2 and 32 in length and contain only letters, "
                       "digits and underscores.")
        elif any(e["name"] == name and e["id"] != except_id for e in self.emojis):
            errors.add(["name"], "APPLICATION_EMOJI_NAME_ALREADY_TAKEN",
                       "Application emoji name already taken")

    async def _r_create_emoji(self, call: Call) -> JSON:
        call.check_app(self.application_id)
        body = call.body or {}
        name = body.get("name", "")
        errors = validate.Errors()
        self._check_name(name, errors)
        image = str(body.get("image") or "")
        m = IMAGE_RE.fullmatch(image)
        data = b""
        if m is not None:
            try:
                data = base64.b64decode(m.group(2), validate=True)
            except (binascii.Error, ValueError):
                m = None
        if m is None or not data:
            errors.add(["image"], "BINARY_TYPE_INVALID", "Invalid image data")
        elif len(data) > MAX_EMOJI_IMAGE:
            errors.add(["image"], "BINARY_TYPE_MAX_SIZE", "File cannot be larger than 256.0 kb.")
        if errors:
            raise invalid_form(errors)
        if len(self.emojis) >= MAX_APPLICATION_EMOJIS:
            raise ApiError(400, 30008, "Maximum number of emojis reached (2000)")
        emoji = {"id": str(self.ids.next()), "name": name, "roles": [],
                 "user": self.owner.payload(), "require_colons": True, "managed": False,
                 "animated": image.startswith("data:image/gif"), "available": True}
        self.emojis.append(emoji)
        self.emoji_images[emoji["id"]] = data
        return emoji

    async def _r_get_emoji(self, call: Call) -> JSON:
        call.check_app(self.application_id)
        for emoji in self.emojis:
            if emoji["id"] == call.params["emoji_id"]:
                return emoji
        raise ApiError(404, 10014, "Unknown Emoji")

    async def _r_edit_emoji(self, call: Call) -> JSON:
        emoji = await self._r_get_emoji(call)
        body = call.body or {}
        if "name" in body:
            errors = validate.Errors()
            self._check_name(body["name"], errors, except_id=emoji["id"])
            if errors:
                raise invalid_form(errors)
            emoji["name"] = body["name"]
        return emoji

    async def _r_delete_emoji(self, call: Call) -> None:
        await self._r_get_emoji(call)
        self.emojis = [e for e in self.emojis if e["id"] != call.params["emoji_id"]]
        self.emoji_images.pop(call.params["emoji_id"], None)
