"""What every REST route shares: the request as handlers see it, Discord's error answers."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Any

from aiohttp import BodyPartReader, web

from bot.local.server import validate

JSON = dict[str, Any]
Files = list[tuple[int, str, str, bytes]]
Handler = Callable[["Call"], Awaitable[Any]]
RouteTable = list[tuple[str, str, Handler]]


class ApiError(Exception):
    def __init__(self, status: int, code: int, message: str, *, errors: JSON | None = None,
                 details: Iterable[str] = (), headers: dict[str, str] | None = None,
                 body: JSON | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors
        self.details = list(details)
        self.headers = headers or {}
        self.body = body

    def payload(self) -> JSON:
        if self.body is not None:
            return self.body
        data: JSON = {"message": self.message, "code": self.code}
        if self.errors is not None:
            data["errors"] = self.errors
        return data


def invalid_form(errors: validate.Errors) -> ApiError:
    return ApiError(400, 50035, "Invalid Form Body", errors=errors.tree, details=errors.messages)


def check_or_raise(fn: Callable[[validate.Errors], None]) -> None:
    errors = validate.Errors()
    fn(errors)
    if errors:
        raise invalid_form(errors)


def rate_limited(retry_after: float, *, bucket: str, is_global: bool = False, limit: int = 5,
                 window: float = 5.0) -> ApiError:
    headers = {
        "Retry-After": str(max(1, int(retry_after + 0.999))),
        "X-RateLimit-Limit": str(limit),
        "X-RateLimit-Remaining": "0",
        "X-RateLimit-Reset": f"{time.time() + retry_after:.3f}",
        "X-RateLimit-Reset-After": f"{retry_after:.3f}",
        "X-RateLimit-Bucket": bucket,
        "X-RateLimit-Scope": "global" if is_global else "user",
        "Via": "1.1 google",  # discord.py treats a 429 without Via as a Cloudflare ban
    }
    if is_global:
        headers["X-RateLimit-Global"] = "true"
    body = {"message": "You are being rate limited.", "retry_after": retry_after,
            "global": is_global}
    return ApiError(429, 0, "You are being rate limited.", headers=headers, body=body)


def json_response(data: Any, status: int = 200, headers: dict[str, str] | None = None
                  ) -> web.Response:
    # Exactly "application/json": discord.py treats "...; charset=utf-8" as text.
    all_headers = {"Content-Type": "application/json"}
    all_headers.update(headers or {})
    return web.Response(body=json.dumps(data).encode(), status=status, headers=all_headers)


@dataclass
class Call:
    """One REST request as the route handlers see it."""

    request: web.Request
    method: str
    path: str
    params: dict[str, str]
    query: dict[str, str]
    body: Any
    files: Files

    def flag(self, name: str) -> bool:
        """A boolean query parameter (``?wait=true``, ``?with_response=1``)."""
        return self.query.get(name) in ("1", "true", "True")

    def check_app(self, application_id: int, code: int = 10002,
                  message: str = "Unknown Application") -> None:
        """Refuse a route whose {app_id} is not the bot's application."""
        if int(self.params["app_id"]) != application_id:
            raise ApiError(404, code, message)


async def read_body(request: web.Request) -> tuple[Any, Files]:
    """A JSON body, or a multipart one (payload_json plus files[n] parts)."""
    files: Files = []
    if not request.can_read_body:
        return None, files
    ctype = request.content_type
    if ctype.startswith("multipart/"):
        body: Any = None
        reader = await request.multipart()
        async for part in reader:
            if not isinstance(part, BodyPartReader):
                continue
            name = part.name or ""
            data = await part.read()
            if name == "payload_json":
                body = json.loads(data)
            else:
                m = re.match(r"files\[(\d+)\]", name)
                index = int(m.group(1)) if m else len(files)
                filename = part.filename or f"file{index}"
                part_type = part.headers.get("Content-Type", "application/octet-stream")
                files.append((index, filename, part_type, bytes(data)))
        return body, files
    raw = await request.read()
    if not raw:
        return None, files
    try:
        return json.loads(raw), files
    except ValueError:
        return raw.decode(errors="replace"), files
