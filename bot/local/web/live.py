"""Live updates: each open page holds a websocket, and every change in the embedded Discord
is pushed to the pages whose member can see it (an ephemeral message to its member only).
A page that connects (or reconnects) first gets the whole picture (``hello``)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from bot.local.server import FakeChannel, FakeUser, LocalDiscord, StoredMessage
from bot.local.web import shown

log = logging.getLogger(__name__)


@dataclass(eq=False)
class Viewer:
    """One open page: its member, its websocket, what is waiting to be sent to it."""

    member: FakeUser
    ws: web.WebSocketResponse
    queue: asyncio.Queue[str] = field(default_factory=asyncio.Queue)


class Live:
    def __init__(self, discord: LocalDiscord) -> None:
        self.discord = discord
        self.viewers: set[Viewer] = set()
        discord.listeners.append(self._changed)

    def _changed(self, event: str, subject: StoredMessage | FakeChannel) -> None:
        if not self.viewers:
            return
        if isinstance(subject, FakeChannel):
            if subject.guild_id == self.discord.guild.id:
                self._send(None, {"op": "channel", "channel": shown.channel(subject)})
            return
        if subject.guild_id != self.discord.guild.id:
            return
        if event == "delete":
            frame: dict[str, Any] = {"op": "delete", "id": str(subject.id),
                                     "channel_id": str(subject.channel_id)}
        else:
            frame = {"op": "message", "message": shown.message(self.discord, subject)}
        self._send(subject.ephemeral_for, frame)

    def _send(self, only: int | None, frame: dict[str, Any]) -> None:
        text = json.dumps(frame)
        for page in self.viewers:
            if only is None or page.member.id == only:
                page.queue.put_nowait(text)

    async def serve(self, request: web.Request, member: FakeUser) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(heartbeat=30)
        await ws.prepare(request)
        page = Viewer(member, ws)
        # registered before the hello is built: nothing that changes meanwhile is missed
        self.viewers.add(page)
        hello = {"op": "hello", "world": shown.world(self.discord, member),
                 "messages": shown.history(self.discord, member)}
        writer = asyncio.create_task(self._write(page, json.dumps(hello)),
                                     name=f"playground-page-{member.username}")
        try:
            async for msg in ws:  # the page only listens; anything it sends is ignored
                if msg.type == WSMsgType.ERROR:
                    break
        finally:
            self.viewers.discard(page)
            writer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await writer
        return ws

    async def _write(self, page: Viewer, hello: str) -> None:
        with contextlib.suppress(ConnectionError, RuntimeError):
            await page.ws.send_str(hello)
            while not page.ws.closed:
                await page.ws.send_str(await page.queue.get())

    async def close(self) -> None:
        for page in list(self.viewers):
            with contextlib.suppress(Exception):
                await page.ws.close()
