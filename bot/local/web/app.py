"""The playground's page: plain HTML, CSS and JavaScript (static/) served by aiohttp, the
pictures the bot posted (attachments, card emoji), a session per member, what the page
sends (POST /api/act) and the live updates (GET /ws).

Refusals are Discord's error bodies (``{"message", "code"}``): no session 401, a request
naming another member than its session's 403, someone else's ephemeral message 404."""

from __future__ import annotations

import json
import mimetypes
from collections.abc import Awaitable, Callable
from importlib import resources
from typing import Any

from aiohttp import web

from bot.local.server import FakeUser, LocalDiscord, Refused
from bot.local.web.acts import Acts
from bot.local.web.live import Live
from bot.local.web.sessions import Sessions
from bot.local.world import find_member, members

STATIC = resources.files("bot.local.web") / "static"
STATIC_FILES = {"app.js": "text/javascript", "app.css": "text/css",
                "favicon.svg": "image/svg+xml"}
# the page loads nothing from elsewhere and runs no inline script
POLICY = ("default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
          "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'")
IMAGE_TYPES = ((b"\x89PNG", "image/png"), (b"GIF8", "image/gif"), (b"RIFF", "image/webp"))

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def error(status: int, code: int, message: str, sentence: str | None = None) -> web.Response:
    body: dict[str, Any] = {"message": message, "code": code}
    if sentence:
        body["detail"] = sentence
    return web.json_response(body, status=status)


class Page:
    def __init__(self, discord: LocalDiscord) -> None:
        self.discord = discord
        self.sessions = Sessions()
        self.live = Live(discord)
        self.acts = Acts(discord)
        self.ready = False  # the bot is logged in: until then the page is told to wait

    def app(self) -> web.Application:
        app = web.Application(middlewares=[self._headers], client_max_size=64 * 1024)
        app.router.add_get("/", self._index)
        app.router.add_get("/static/{name}", self._static)
        app.router.add_get("/emojis/{name}", self._emoji)
        app.router.add_get("/attachments/{cid}/{aid}/{filename}", self._attachment)
        app.router.add_post("/api/session", self._session)
        app.router.add_post("/api/act", self._act)
        app.router.add_get("/ws", self._ws)
        return app

    @web.middleware
    async def _headers(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        response = await handler(request)
        response.headers.setdefault("Content-Security-Policy", POLICY)
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        response.headers.setdefault("Referrer-Policy", "no-referrer")
        return response

    # ------------------------------------------------------------ the page
    async def _index(self, request: web.Request) -> web.Response:
        html = (STATIC / "index.html").read_text(encoding="utf-8")
        return web.Response(text=html, content_type="text/html",
                            headers={"Cache-Control": "no-cache"})

    async def _static(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in STATIC_FILES:
            raise web.HTTPNotFound()
        return web.Response(body=(STATIC / name).read_bytes(), content_type=STATIC_FILES[name],
                            headers={"Cache-Control": "no-cache"})

    async def _emoji(self, request: web.Request) -> web.Response:
        emoji_id = request.match_info["name"].split(".", 1)[0]
        data = self.discord.emoji_images.get(emoji_id)
        if data is None:
            raise web.HTTPNotFound()
        kind = next((t for sig, t in IMAGE_TYPES if data.startswith(sig)), "image/jpeg")
        return web.Response(body=data, content_type=kind,
                            headers={"Cache-Control": "public, max-age=86400, immutable"})

    async def _attachment(self, request: web.Request) -> web.Response:
        aid = request.match_info["aid"]
        data = self.discord.attachment_data.get(int(aid)) if aid.isdigit() else None
        if data is None:
            raise web.HTTPNotFound()
        kind = mimetypes.guess_type(request.match_info["filename"])[0]
        return web.Response(body=data, content_type=kind or "application/octet-stream",
                            headers={"Cache-Control": "public, max-age=86400, immutable"})

    # ------------------------------------------------------------- members
    def _member(self, request: web.Request) -> FakeUser | None:
        header = request.headers.get("Authorization", "")
        token = header.removeprefix("Session ").strip() if header.startswith("Session ") \
            else request.query.get("session")
        return self.sessions.member(token)

    async def _session(self, request: web.Request) -> web.Response:
        """A session for the member named (the switcher, or ``?as=``); none named: the
        server's owner."""
        try:
            body = await request.json()
        except ValueError:
            body = {}
        name = str((body or {}).get("member") or "") if isinstance(body, dict) else ""
        member = find_member(self.discord, name) if name else members(self.discord)[0]
        if member is None:
            names = ", ".join(u.username for u in members(self.discord))
            return error(404, 10013, "Unknown User", f"no member {name!r} here: {names}")
        return web.json_response({"session": self.sessions.open(member),
                                  "member": {"id": str(member.id), "username": member.username}})

    async def _act(self, request: web.Request) -> web.Response:
        member = self._member(request)
        if member is None:
            return error(401, 0, "401: Unauthorized", "open a session first (POST /api/session)")
        if not self.ready:
            return error(503, 0, "The bot is starting", "try again in a moment")
        try:
            body = json.loads(await request.text())
        except ValueError:
            body = None
        if not isinstance(body, dict):
            return error(400, 50109, "The request body contains invalid JSON.")
        claimed = body.get("as")
        if claimed is not None and str(claimed) not in (member.username, str(member.id)):
            # acting as someone else without being them: the session is who you are
            return error(403, 50001, "Missing Access",
                         f"this session is {member.username}'s, not {claimed}'s")
        try:
            answer = await self.acts.act(member, body)
        except Refused as refused:
            return error(refused.status, refused.code, refused.message, refused.sentence)
        return web.json_response(answer)

    async def _ws(self, request: web.Request) -> web.StreamResponse:
        member = self._member(request)
        if member is None:
            return error(401, 0, "401: Unauthorized", "open a session first (POST /api/session)")
        if not self.ready:
            return error(503, 0, "The bot is starting", "try again in a moment")
        return await self.live.serve(request, member)
