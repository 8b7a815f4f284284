"""The gateway websocket: HELLO/IDENTIFY/RESUME, dispatching events, gateway-side faults.

Sharding as Discord does it: IDENTIFY carries ``shard: [id, count]``; a guild belongs to
shard ``(guild_id >> 22) % count``; READY lists, and GUILD_CREATE and every other guild
event go to, only the session of the guild's shard; events without a guild go to shard 0.
A new IDENTIFY replaces the session of the same shard only, so several bot processes can
each hold their own shards at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
from collections import deque
from dataclasses import dataclass, field

from aiohttp import WSMsgType, web

from bot.local.server.http import JSON
from bot.local.server.state import FakeGuild
from bot.local.server.world import World

# Discord's HEARTBEAT_ACK comes a network round trip after the heartbeat. Sent at once, it
# reaches discord.py before its heartbeat thread has noted the send, and the bot then logs
# "Can't keep up, ... websocket is 41.3s behind" (the whole interval) every heartbeat.
HEARTBEAT_ACK_DELAY = 0.05

INTENT_GUILD_MESSAGES = 1 << 9
INTENT_MESSAGE_CONTENT = 1 << 15


def shard_of(guild_id: int, shard_count: int) -> int:
    return (guild_id >> 22) % shard_count


@dataclass
class GatewaySession:
    id: str
    intents: int
    shard_id: int = 0
    shard_count: int = 1
    seq: int = 0
    ws: web.WebSocketResponse | None = None
    buffer: deque[JSON] = field(default_factory=lambda: deque(maxlen=5000))
    invalid: bool = False
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    def receives(self, guild_id: int | None) -> bool:
        """Whether this session's shard gets the events of ``guild_id`` (None: no guild)."""
        if guild_id is None:
            return self.shard_id == 0
        return shard_of(guild_id, self.shard_count) == self.shard_id

    @property
    def live(self) -> bool:
        return self.ws is not None and not self.ws.closed


async def send_json(ws: web.WebSocketResponse, payload: JSON) -> None:
    await ws.send_str(json.dumps(payload))


def control(op: int, d: object) -> JSON:
    """A non-dispatch gateway frame (HELLO, HEARTBEAT_ACK, RECONNECT, INVALID_SESSION)."""
    return {"op": op, "d": d, "s": None, "t": None}


def guild_of(event: str, data: JSON) -> int | None:
    """The guild an event belongs to, which decides the shard that receives it."""
    if data.get("guild_id"):
        return int(data["guild_id"])
    if event.startswith("GUILD_") and data.get("id"):
        return int(data["id"])
    return None


class Gateway(World):
    @property
    def active_sessions(self) -> list[GatewaySession]:
        """The sessions not replaced or invalidated: one per shard the bot(s) identified."""
        return [s for s in self.sessions.values() if not s.invalid]

    @property
    def active_session(self) -> GatewaySession | None:
        live = self.active_sessions
        return live[-1] if live else None

    @property
    def connected(self) -> bool:
        """Every identified shard has its websocket open (and there is at least one)."""
        live = self.active_sessions
        return bool(live) and all(s.live for s in live)

    @property
    def connected_shards(self) -> set[int]:
        return {s.shard_id for s in self.active_sessions if s.live}

    # ------------------------------------------------------------ sending
    async def dispatch(self, event: str, data: JSON, *,
                       to: GatewaySession | None = None) -> None:
        """Send a DISPATCH event (buffered for RESUME) to ``to``, or else to the session of
        the shard that owns the event's guild."""
        guild_id = guild_of(event, data)
        for session in list(self.sessions.values()):
            if session.invalid or (to is not None and session is not to):
                continue
            if to is None and not session.receives(guild_id):
                continue
            if event.startswith("MESSAGE_") and not session.intents & INTENT_GUILD_MESSAGES:
                continue
            async with session.lock:
                session.seq += 1
                payload = {"op": 0, "t": event, "s": session.seq, "d": data}
                session.buffer.append(payload)
                ws = session.ws
                if ws is not None and not ws.closed:
                    with contextlib.suppress(ConnectionError, RuntimeError):
                        await send_json(ws, payload)

    # ---------------------------------------------------------- the socket
    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        self.gateway_connections.append(str(request.rel_url))
        session: GatewaySession | None = None
        await send_json(ws, control(10, {"heartbeat_interval": self.heartbeat_interval_ms}))
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                op, data = frame.get("op"), frame.get("d")
                if op == 1:
                    self._later(HEARTBEAT_ACK_DELAY, self._ack_heartbeat, ws)
                elif op == 2:
                    if data.get("token") != self.token:
                        await ws.close(code=4004, message=b"Authentication failed.")
                        break
                    session = await self._identify(ws, data)
                    if session is None:
                        break
                elif op == 6:
                    session = await self._resume(ws, data)
                elif op == 8 and session is not None:
                    await self._member_chunk(session, data)
        finally:
            if session is not None and session.ws is ws:
                session.ws = None
            self._notify()
        return ws

    def _ack_heartbeat(self, ws: web.WebSocketResponse) -> None:
        if not ws.closed:
            task = asyncio.create_task(send_json(ws, control(11, None)))
            self._sending.add(task)
            task.add_done_callback(self._sending.discard)

    async def _identify(self, ws: web.WebSocketResponse,
                        data: JSON) -> GatewaySession | None:
        shard_id, shard_count = (int(x) for x in data.get("shard") or (0, 1))
        if not 0 <= shard_id < shard_count:
            await ws.close(code=4010, message=b"Invalid shard.")
            return None
        if shard_count < self.required_shards:
            await ws.close(code=4011, message=b"Sharding required.")
            return None
        for old in self.sessions.values():
            # the same shard identifying again replaces its session; a new shard count
            # (resharding) replaces every session of the old count
            if old.shard_id == shard_id or old.shard_count != shard_count:
                old.invalid = True
        session = GatewaySession(secrets.token_hex(16), int(data.get("intents", 0)),
                                 shard_id=shard_id, shard_count=shard_count, ws=ws)
        self.sessions[session.id] = session
        guilds = [g for g in self._bot_guilds() if session.receives(g.id)]
        ready = {
            "v": 10, "user": self.bot_user.payload(), "session_id": session.id,
            "resume_gateway_url": self.resume_gateway_url, "session_type": "normal",
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [], "relationships": [], "presences": [],
            "geo_ordered_rtc_regions": [], "user_settings": {}, "guild_join_requests": [],
            "shard": [shard_id, shard_count], "_trace": ["fakediscord"],
        }
        await self.dispatch("READY", ready, to=session)
        for guild in guilds:
            await self.dispatch("GUILD_CREATE", guild.create_payload(), to=session)
        self.identifies += 1
        self.identified_shards.append((shard_id, shard_count))
        self._notify()
        return session

    async def _resume(self, ws: web.WebSocketResponse, data: JSON) -> GatewaySession | None:
        session = self.sessions.get(str(data.get("session_id")))
        if session is None or session.invalid or data.get("token") != self.token:
            await send_json(ws, control(9, False))
            return None
        since = int(data.get("seq") or 0)
        async with session.lock:
            session.ws = ws
            for payload in list(session.buffer):
                if payload["s"] > since:
                    await send_json(ws, payload)
        await self.dispatch("RESUMED", {"_trace": ["fakediscord"]}, to=session)
        self.resumes += 1
        self._notify()
        return session

    async def _member_chunk(self, session: GatewaySession, data: JSON) -> None:
        guild = self.guilds.get(int(data.get("guild_id", 0)))
        if guild is None:
            return
        wanted = {int(u) for u in data.get("user_ids") or []}
        members = [m.payload() for m in guild.members.values() if not wanted or m.id in wanted]
        chunk: JSON = {"guild_id": str(guild.id), "members": members, "chunk_index": 0,
                       "chunk_count": 1}
        if data.get("nonce"):
            chunk["nonce"] = data["nonce"]
        await self.dispatch("GUILD_MEMBERS_CHUNK", chunk, to=session)

    def _bot_guilds(self) -> list[FakeGuild]:
        return [g for g in self.guilds.values() if self.bot_user.id in g.members]

    async def _close_sessions(self) -> None:
        for session in self.sessions.values():
            if session.ws is not None and not session.ws.closed:
                with contextlib.suppress(Exception):
                    await session.ws.close(code=1001)
