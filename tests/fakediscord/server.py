"""A Discord-compatible REST + gateway server on 127.0.0.1 for end-to-end tests.

The real discord.py client connects to it exactly as it would to Discord.  The server keeps
every message (with an edit history), every interaction and what the bot answered, a log of
every request, and every request it refused the way Discord would (`breaches`).
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import fnmatch
import json
import logging
import re
import secrets
import time
from collections import deque
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import BodyPartReader, WSMsgType, web

from tests.fakediscord import validate
from tests.fakediscord.state import (
    ALL_PERMISSIONS,
    DM_CHANNEL,
    EVERYONE_PERMISSIONS,
    PUBLIC_THREAD,
    Breach,
    FakeChannel,
    FakeClock,
    FakeGuild,
    FakeInteraction,
    FakeMember,
    FakeRole,
    FakeUser,
    Fault,
    LoggedRequest,
    Snowflakes,
    StoredMessage,
    iso_now,
)

log = logging.getLogger("fakediscord")

JSON = dict[str, Any]
Handler = Callable[["Call"], Awaitable[Any]]

INTENT_GUILD_MESSAGES = 1 << 9
INTENT_MESSAGE_CONTENT = 1 << 15
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024


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


@dataclass
class Call:
    """One REST request as the route handlers see it."""

    request: web.Request
    method: str
    path: str
    params: dict[str, str]
    query: dict[str, str]
    body: Any
    files: list[tuple[int, str, str, bytes]]


@dataclass
class GatewaySession:
    id: str
    intents: int
    seq: int = 0
    ws: web.WebSocketResponse | None = None
    buffer: deque[JSON] = field(default_factory=lambda: deque(maxlen=5000))
    invalid: bool = False
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


def json_response(data: Any, status: int = 200, headers: dict[str, str] | None = None
                  ) -> web.Response:
    # Exactly "application/json": discord.py treats "...; charset=utf-8" as text.
    all_headers = {"Content-Type": "application/json"}
    all_headers.update(headers or {})
    return web.Response(body=json.dumps(data).encode(), status=status, headers=all_headers)


class FakeDiscord:
    """The fake Discord.  Use ``async with FakeDiscord() as fake:`` or start()/close()."""

    def __init__(self, *, token: str = "fake.bot.token", populate: bool = True) -> None:
        self.token = token
        self.clock = FakeClock()
        self.ids = Snowflakes()
        self.port = 0
        self.ack_deadline = 3.0
        self.token_lifetime = 15 * 60.0
        self.heartbeat_interval_ms = 41250
        # per-message edit limit (edits, window seconds); None = off
        self.edit_rate_limit: tuple[int, float] | None = None

        self.bot_user = FakeUser(self.ids.next(), "UnoBot", bot=True)
        self.application_id = self.bot_user.id
        self.owner = FakeUser(self.ids.next(), "owner")
        self.users: dict[int, FakeUser] = {u.id: u for u in (self.bot_user, self.owner)}
        self.guilds: dict[int, FakeGuild] = {}
        self.channels: dict[int, FakeChannel] = {}
        self.commands: dict[int | None, list[JSON]] = {}
        self.command_puts: list[tuple[int | None, list[JSON]]] = []
        self.emojis: list[JSON] = []
        self.attachment_data: dict[int, bytes] = {}

        self.requests: list[LoggedRequest] = []
        self.unknown_routes: list[LoggedRequest] = []
        self.breaches: list[Breach] = []
        self.faults: list[Fault] = []
        self.interactions: dict[int, FakeInteraction] = {}
        self._by_token: dict[str, FakeInteraction] = {}
        self.unacknowledged: list[FakeInteraction] = []

        self.sessions: dict[str, GatewaySession] = {}
        self.identifies = 0
        self.resumes = 0
        self.gateway_connections: list[str] = []
        self._edit_times: dict[int, deque[float]] = {}

        self._inflight = 0
        self._last_activity = time.monotonic()
        self._changed = asyncio.Event()
        self._runner: web.AppRunner | None = None
        self._timers: list[asyncio.TimerHandle] = []
        self._routes: list[tuple[str, re.Pattern[str], Handler]] = []
        self._build_routes()
        if populate:
            self.populate()

    # ------------------------------------------------------------------ world
    def populate(self) -> None:
        """Two guilds, text channels, a thread and a few members (alice, bob, carol, dave)."""
        self.alice = self.add_user("alice")
        self.bob = self.add_user("bob")
        self.carol = self.add_user("carol")
        self.dave = self.add_user("dave")
        self.erin = self.add_user("erin")
        self.guild = self.add_guild("UNO Club", ["general", "uno", "off-topic"],
                                    members=[self.alice, self.bob, self.carol, self.dave])
        self.channel = self.guild.text_channels[0]
        self.thread = self.add_thread(self.guild.text_channels[1], "uno-night")
        self.other_guild = self.add_guild("Other Server", ["lobby"],
                                          members=[self.alice, self.erin])

    def add_user(self, name: str, *, bot: bool = False) -> FakeUser:
        user = FakeUser(self.ids.next(), name, bot=bot)
        self.users[user.id] = user
        return user

    def add_guild(self, name: str, channel_names: Iterable[str] = ("general",), *,
                  members: Iterable[FakeUser] = ()) -> FakeGuild:
        guild_id = self.ids.next()
        guild = FakeGuild(guild_id, name, owner_id=self.owner.id,
                          roles=[FakeRole(guild_id, "@everyone")])
        self.guilds[guild_id] = guild
        for position, channel_name in enumerate(channel_names):
            channel = FakeChannel(self.ids.next(), channel_name, guild_id, position=position)
            guild.channels.append(channel)
            self.channels[channel.id] = channel
        for user in (self.owner, self.bot_user, *members):
            self.add_member(guild, user, admin=user is self.owner)
        return guild

    def add_member(self, guild: FakeGuild, user: FakeUser, *, admin: bool = False) -> FakeMember:
        member = FakeMember(user, guild.id,
                            permissions=ALL_PERMISSIONS if admin else EVERYONE_PERMISSIONS)
        guild.members[user.id] = member
        return member

    def add_thread(self, parent: FakeChannel, name: str) -> FakeChannel:
        thread = FakeChannel(self.ids.next(), name, parent.guild_id, type=PUBLIC_THREAD,
                             parent_id=parent.id, owner_id=self.owner.id)
        self.guilds[parent.guild_id or 0].channels.append(thread)
        self.channels[thread.id] = thread
        return thread

    def member(self, user: FakeUser | FakeMember | int, guild: FakeGuild | int | None = None
               ) -> FakeMember:
        guild_obj = self._guild(guild)
        user_id = user if isinstance(user, int) else user.id
        return guild_obj.members[user_id]

    def _guild(self, guild: FakeGuild | int | None) -> FakeGuild:
        if guild is None:
            return self.guild
        if isinstance(guild, FakeGuild):
            return guild
        return self.guilds[guild]

    # -------------------------------------------------------------- lifecycle
    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    @property
    def resume_gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/resume"

    async def start(self) -> FakeDiscord:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_get("/resume", self._gateway)
        app.router.add_get("/attachments/{cid}/{aid}/{filename}", self._attachment)
        app.router.add_route("*", "/api/v{version:\\d+}/{tail:.*}", self._api)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False,
                                   shutdown_timeout=0.1)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        server = site._server
        assert server is not None and server.sockets  # type: ignore[attr-defined]
        self.port = server.sockets[0].getsockname()[1]  # type: ignore[attr-defined]
        return self

    async def close(self) -> None:
        for timer in self._timers:
            timer.cancel()
        for session in self.sessions.values():
            if session.ws is not None and not session.ws.closed:
                with contextlib.suppress(Exception):
                    await session.ws.close(code=1001)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # ---------------------------------------------------------- observation
    def _notify(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()

    async def wait_for(self, predicate: Callable[[], bool], timeout: float = 5.0,  # noqa: ASYNC109
                       what: str = "condition") -> None:
        """Wait until predicate() is true (re-checked on every change in the fake)."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while not predicate():
            remaining = end - loop.time()
            if remaining <= 0:
                raise AssertionError(f"fake Discord: timed out after {timeout}s waiting for {what}")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), min(remaining, 0.05))

    async def settle(self, quiet: float = 0.03, timeout: float = 5.0) -> None:  # noqa: ASYNC109
        """Wait until no REST request is in flight and none arrived for `quiet` seconds."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while True:
            idle = time.monotonic() - self._last_activity
            if self._inflight == 0 and idle >= quiet:
                return
            if loop.time() > end:
                raise AssertionError(f"fake Discord: the bot kept sending requests for {timeout}s")
            await asyncio.sleep(max(quiet - idle, 0.005))

    @property
    def active_session(self) -> GatewaySession | None:
        for session in reversed(list(self.sessions.values())):
            if not session.invalid:
                return session
        return None

    @property
    def connected(self) -> bool:
        session = self.active_session
        return session is not None and session.ws is not None and not session.ws.closed

    def synced_commands(self, guild: FakeGuild | int | None = None, *, global_: bool = False
                        ) -> list[JSON]:
        if global_:
            return self.commands.get(None, [])
        key = guild.id if isinstance(guild, FakeGuild) else guild
        return self.commands.get(key, [])

    def find_command(self, name: str, guild_id: int | None) -> JSON | None:
        for scope in (guild_id, None):
            for command in self.commands.get(scope, []):
                if command["name"] == name and command.get("type", 1) == 1:
                    return command
        return None

    def message(self, message_id: int) -> StoredMessage:
        for channel in self.channels.values():
            if message_id in channel.messages:
                return channel.messages[message_id]
        raise KeyError(f"no message {message_id} in the fake")

    def take_breaches(self) -> list[Breach]:
        """Return and forget the recorded breaches (for tests that provoke them)."""
        taken, self.breaches = self.breaches, []
        for interaction in self.interactions.values():
            if any(b in taken for b in interaction.rejections):
                interaction.excused = True
        self.unacknowledged = [i for i in self.unacknowledged if not i.excused]
        return taken

    def excuse(self, interaction: FakeInteraction) -> None:
        """A test meant this interaction to go unanswered: do not report it at teardown."""
        interaction.excused = True
        if interaction in self.unacknowledged:
            self.unacknowledged.remove(interaction)

    def requests_to(self, method: str, pattern: str) -> list[LoggedRequest]:
        return [r for r in self.requests
                if r.method == method and fnmatch.fnmatchcase(r.path, pattern)]

    def problems(self) -> list[str]:
        out = [f"breach: {b}" for b in self.breaches]
        out += [f"unknown route: {r.method} {r.path}" for r in self.unknown_routes]
        out += [f"interaction not acknowledged within {self.ack_deadline:g}s: {i.name}"
                for i in self.unacknowledged]
        return out

    async def check_clean(self) -> None:
        """Teardown check: all interactions acknowledged, no breaches, no unknown routes."""
        pending = [i for i in self.interactions.values()
                   if i.ack_type is None and not i.expired and not i.excused]
        if pending:
            loop = asyncio.get_running_loop()
            latest = max(i.deadline for i in pending)
            with contextlib.suppress(AssertionError):
                await self.wait_for(lambda: all(i.ack_type is not None or i.expired
                                                for i in pending),
                                    timeout=max(latest - loop.time(), 0) + 0.1)
        problems = self.problems()
        if problems:
            raise AssertionError("fake Discord saw problems:\n  " + "\n  ".join(problems))

    # ------------------------------------------------------- fault injection
    def inject_fault(self, method: str, pattern: str, status: int, *, times: int = 1,
                     retry_after: float = 0.2, is_global: bool = False) -> Fault:
        """Answer the next `times` requests matching METHOD + glob (path after /api/v10)."""
        fault = Fault(method.upper(), pattern, status, times, retry_after, is_global)
        self.faults.append(fault)
        return fault

    async def drop_connection(self, code: int = 4000) -> None:
        """Close the bot's websocket with a resumable close code; the bot should RESUME."""
        session = self.active_session
        assert session is not None and session.ws is not None, "the bot is not connected"
        await session.ws.close(code=code, message=b"dropped by test")

    async def send_reconnect(self) -> None:
        """Gateway op 7 RECONNECT."""
        await self._send_raw(self._require_session(), {"op": 7, "d": None, "s": None, "t": None})

    async def invalidate_session(self, *, resumable: bool = False) -> None:
        """Gateway op 9 INVALID_SESSION; the bot identifies again (after before_identify_hook)."""
        session = self._require_session()
        if not resumable:
            session.invalid = True
        await self._send_raw(session, {"op": 9, "d": resumable, "s": None, "t": None})

    def _require_session(self) -> GatewaySession:
        session = self.active_session
        assert session is not None and session.ws is not None, "the bot is not connected"
        return session

    # ---------------------------------------------------------------- gateway
    async def _send_raw(self, session: GatewaySession, payload: JSON) -> None:
        ws = session.ws
        if ws is None or ws.closed:
            return
        async with session.lock:
            with contextlib.suppress(ConnectionError, RuntimeError):
                await ws.send_str(json.dumps(payload))

    async def dispatch(self, event: str, data: JSON) -> None:
        """Send a DISPATCH event to every live session (buffered for RESUME)."""
        for session in list(self.sessions.values()):
            if session.invalid:
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
                        await ws.send_str(json.dumps(payload))

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        self.gateway_connections.append(str(request.rel_url))
        session: GatewaySession | None = None
        await ws.send_str(json.dumps({"op": 10, "s": None, "t": None,
                                      "d": {"heartbeat_interval": self.heartbeat_interval_ms}}))
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                op, data = frame.get("op"), frame.get("d")
                if op == 1:
                    await ws.send_str(json.dumps({"op": 11, "d": None, "s": None, "t": None}))
                elif op == 2:
                    if data.get("token") != self.token:
                        await ws.close(code=4004, message=b"Authentication failed.")
                        break
                    session = await self._identify(ws, data)
                elif op == 6:
                    session = await self._resume(ws, data)
                elif op == 8 and session is not None:
                    await self._member_chunk(session, data)
        finally:
            if session is not None and session.ws is ws:
                session.ws = None
            self._notify()
        return ws

    async def _identify(self, ws: web.WebSocketResponse, data: JSON) -> GatewaySession:
        for old in self.sessions.values():
            old.invalid = True
        session = GatewaySession(secrets.token_hex(16), int(data.get("intents", 0)), ws=ws)
        self.sessions[session.id] = session
        ready = {
            "v": 10, "user": self.bot_user.payload(), "session_id": session.id,
            "resume_gateway_url": self.resume_gateway_url, "session_type": "normal",
            "guilds": [{"id": str(g.id), "unavailable": True} for g in self._bot_guilds()],
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [], "relationships": [], "presences": [],
            "geo_ordered_rtc_regions": [], "user_settings": {}, "guild_join_requests": [],
            "shard": data.get("shard", [0, 1]), "_trace": ["fakediscord"],
        }
        await self.dispatch("READY", ready)
        for guild in self._bot_guilds():
            await self.dispatch("GUILD_CREATE", guild.create_payload())
        self.identifies += 1
        self._notify()
        return session

    async def _resume(self, ws: web.WebSocketResponse, data: JSON) -> GatewaySession | None:
        session = self.sessions.get(str(data.get("session_id")))
        if session is None or session.invalid or data.get("token") != self.token:
            await ws.send_str(json.dumps({"op": 9, "d": False, "s": None, "t": None}))
            return None
        since = int(data.get("seq") or 0)
        async with session.lock:
            session.ws = ws
            for payload in list(session.buffer):
                if payload["s"] > since:
                    await ws.send_str(json.dumps(payload))
        await self.dispatch("RESUMED", {"_trace": ["fakediscord"]})
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
        await self.dispatch("GUILD_MEMBERS_CHUNK", chunk)

    def _bot_guilds(self) -> list[FakeGuild]:
        return [g for g in self.guilds.values() if self.bot_user.id in g.members]

    # ----------------------------------------------------------- interactions
    def bot_permissions(self) -> int:
        return EVERYONE_PERMISSIONS | (1 << 13) | (1 << 34) | (1 << 38)

    async def send_interaction(self, itype: int, user: FakeUser | FakeMember,
                               channel: FakeChannel, data: JSON, *, name: str,
                               message: StoredMessage | None = None) -> FakeInteraction:
        """Create an interaction as `user` in `channel` and dispatch INTERACTION_CREATE."""
        interaction_id = self.ids.next()
        token = f"itok.{interaction_id}.{secrets.token_urlsafe(24)}"
        payload: JSON = {
            "id": str(interaction_id), "application_id": str(self.application_id),
            "type": itype, "token": token, "version": 1, "channel_id": str(channel.id),
            "data": data, "locale": "en-US", "app_permissions": str(self.bot_permissions()),
            "entitlements": [], "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        }
        fake_user = user.user if isinstance(user, FakeMember) else user
        if channel.guild_id is not None:
            guild = self.guilds[channel.guild_id]
            member = guild.members.get(fake_user.id)
            assert member is not None, f"{fake_user.username} is not a member of {guild.name}"
            payload.update({
                "guild_id": str(guild.id), "guild_locale": "en-US",
                "guild": {"id": str(guild.id), "locale": "en-US", "features": []},
                "member": member.payload(with_permissions=True),
                "channel": channel.payload(permissions=member.permissions),
                "authorizing_integration_owners": {"0": str(guild.id)}, "context": 0,
            })
        else:
            payload.update({
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
        self._timers.append(loop.call_later(self.ack_deadline, self._expire, interaction))
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

    # ------------------------------------------------------------ messages
    def _public_author(self) -> JSON:
        return self.bot_user.payload()

    def _attachments_from(self, channel: FakeChannel, payload: JSON,
                          files: list[tuple[int, str, str, bytes]],
                          existing: list[JSON] | None) -> list[JSON]:
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
        return out

    async def create_message(self, channel: FakeChannel, payload: JSON, *,
                             files: list[tuple[int, str, str, bytes]] | None = None,
                             author: JSON | None = None, ephemeral_for: int | None = None,
                             interaction: FakeInteraction | None = None,
                             prefix: tuple[str, ...] = (), loading: bool = False,
                             validate_body: bool = True) -> StoredMessage:
        files = files or []
        flags = int(payload.get("flags") or 0)
        if validate_body and not loading:
            check_or_raise(lambda e: validate.check_message(payload, e, prefix, creating=True,
                                                            has_files=bool(files)))
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
                           files: list[tuple[int, str, str, bytes]] | None = None,
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
        if message.flags & validate.FLAG_COMPONENTS_V2 and not flags & validate.FLAG_COMPONENTS_V2:
            errors = validate.Errors()
            errors.add([*prefix, "flags"], "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG",
                       "The IS_COMPONENTS_V2 flag cannot be removed")
            raise invalid_form(errors)
        message.content = merged["content"] or ""
        message.embeds = list(merged["embeds"] or [])
        message.components = list(merged["components"] or [])
        message.flags = flags
        message.attachments = attachments
        message.edited_timestamp = iso_now()
        message.history.append(message.snapshot())
        if message.ephemeral_for is None:
            await self.dispatch("MESSAGE_UPDATE", self._event_payload(message))
        self._notify()
        return message

    async def delete_message(self, message: StoredMessage) -> None:
        message.deleted = True
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

    # ---------------------------------------------------------------- REST
    def _build_routes(self) -> None:
        table: list[tuple[str, str, Handler]] = [
            ("GET", "/gateway", self._r_gateway),
            ("GET", "/gateway/bot", self._r_gateway_bot),
            ("GET", "/users/@me", self._r_me),
            ("GET", "/users/{user_id}", self._r_user),
            ("POST", "/users/@me/channels", self._r_create_dm),
            ("GET", "/oauth2/applications/@me", self._r_application),
            ("GET", "/applications/@me", self._r_application),
            ("GET", "/applications/{app_id}/commands", self._r_get_commands),
            ("PUT", "/applications/{app_id}/commands", self._r_put_commands),
            ("GET", "/applications/{app_id}/guilds/{guild_id}/commands", self._r_get_commands),
            ("PUT", "/applications/{app_id}/guilds/{guild_id}/commands", self._r_put_commands),
            ("GET", "/applications/{app_id}/emojis", self._r_list_emojis),
            ("POST", "/applications/{app_id}/emojis", self._r_create_emoji),
            ("GET", "/applications/{app_id}/emojis/{emoji_id}", self._r_get_emoji),
            ("DELETE", "/applications/{app_id}/emojis/{emoji_id}", self._r_delete_emoji),
            ("POST", "/interactions/{interaction_id}/{token}/callback", self._r_callback),
            ("POST", "/webhooks/{app_id}/{token}", self._r_followup),
            ("GET", "/webhooks/{app_id}/{token}/messages/{message_id}", self._r_wh_get),
            ("PATCH", "/webhooks/{app_id}/{token}/messages/{message_id}", self._r_wh_edit),
            ("DELETE", "/webhooks/{app_id}/{token}/messages/{message_id}", self._r_wh_delete),
            ("GET", "/channels/{channel_id}", self._r_channel),
            ("GET", "/channels/{channel_id}/messages", self._r_list_messages),
            ("POST", "/channels/{channel_id}/messages", self._r_create_message),
            ("GET", "/channels/{channel_id}/messages/{message_id}", self._r_get_message),
            ("PATCH", "/channels/{channel_id}/messages/{message_id}", self._r_edit_message),
            ("DELETE", "/channels/{channel_id}/messages/{message_id}", self._r_delete_message),
            ("POST", "/channels/{channel_id}/typing", self._r_typing),
            ("PUT", "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/@me",
             self._r_react),
            ("DELETE", "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/@me",
             self._r_unreact),
            ("GET", "/guilds/{guild_id}", self._r_guild),
            ("GET", "/guilds/{guild_id}/channels", self._r_guild_channels),
            ("GET", "/guilds/{guild_id}/roles", self._r_guild_roles),
            ("GET", "/guilds/{guild_id}/members/{user_id}", self._r_guild_member),
        ]
        for method, template, handler in table:
            regex = re.sub(r"\\{(\w+)\\}", r"(?P<\1>[^/]+)", re.escape(template))
            self._routes.append((method, re.compile(f"^{regex}$"), handler))

    def _match(self, method: str, path: str) -> tuple[Handler, dict[str, str]] | None:
        for route_method, regex, handler in self._routes:
            if route_method != method:
                continue
            m = regex.match(path)
            if m:
                return handler, m.groupdict()
        return None

    async def _read_body(self, request: web.Request
                         ) -> tuple[Any, list[tuple[int, str, str, bytes]]]:
        files: list[tuple[int, str, str, bytes]] = []
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

    async def _api(self, request: web.Request) -> web.StreamResponse:
        path = "/" + request.match_info["tail"]
        method = request.method
        entry = LoggedRequest(method, path, dict(request.query), None)
        self.requests.append(entry)
        self._inflight += 1
        self._last_activity = time.monotonic()
        try:
            response = await self._handle(request, entry)
        finally:
            self._inflight -= 1
            self._last_activity = time.monotonic()
            self._notify()
        return response

    async def _handle(self, request: web.Request, entry: LoggedRequest) -> web.StreamResponse:
        method, path = entry.method, entry.path
        try:
            entry.body, files = await self._read_body(request)
            entry.files = [f[1] for f in files]
            fault = self._take_fault(method, path)
            if fault is not None:
                return self._fault_response(fault, entry)
            matched = self._match(method, path)
            if matched is None:
                entry.status = 404
                self.unknown_routes.append(entry)
                log.error("fake Discord: unknown route %s %s", method, path)
                return json_response({"message": "404: Not Found", "code": 0}, 404)
            handler, params = matched
            entry.route = handler.__name__
            needs_auth = not path.startswith(("/interactions/", "/webhooks/"))
            if needs_auth and request.headers.get("Authorization") != f"Bot {self.token}":
                raise ApiError(401, 0, "401: Unauthorized")
            call = Call(request, method, path, params, dict(request.query), entry.body, files)
            result = await handler(call)
        except ApiError as error:
            entry.status = error.status
            entry.response = error.payload()
            if error.status != 429:
                breach = Breach(method, path, error.status, error.code, error.message,
                                error.errors, error.details, entry.body)
                self.breaches.append(breach)
                log.warning("fake Discord refused: %s", breach)
                self._attach_rejection(path, breach)
            return json_response(error.payload(), error.status, error.headers)
        if result is None:
            entry.status = 204
            return web.Response(status=204)
        entry.status = 200
        entry.response = result
        return json_response(result)

    def _attach_rejection(self, path: str, breach: Breach) -> None:
        m = re.match(r"^/interactions/(\d+)/", path)
        if m:
            interaction = self.interactions.get(int(m.group(1)))
            if interaction is not None:
                interaction.rejections.append(breach)

    def _take_fault(self, method: str, path: str) -> Fault | None:
        for fault in self.faults:
            if fault.hits < fault.times and fault.method == method and \
                    fnmatch.fnmatchcase(path, fault.pattern):
                fault.hits += 1
                return fault
        return None

    def _fault_response(self, fault: Fault, entry: LoggedRequest) -> web.Response:
        entry.status = fault.status
        entry.route = "fault"
        if fault.status == 429:
            error = rate_limited(fault.retry_after, bucket="fault", is_global=fault.is_global)
            entry.response = error.payload()
            return json_response(error.payload(), 429, error.headers)
        body = {"message": "500: Internal Server Error", "code": 0}
        entry.response = body
        return json_response(body, fault.status)

    async def _attachment(self, request: web.Request) -> web.Response:
        data = self.attachment_data.get(int(request.match_info["aid"]))
        if data is None:
            return web.Response(status=404)
        return web.Response(body=data)

    # -- users / application / gateway
    async def _r_gateway(self, call: Call) -> JSON:
        return {"url": self.gateway_url}

    async def _r_gateway_bot(self, call: Call) -> JSON:
        return {"url": self.gateway_url, "shards": 1,
                "session_start_limit": {"total": 1000, "remaining": 999,
                                        "reset_after": 0, "max_concurrency": 1}}

    async def _r_me(self, call: Call) -> JSON:
        data = self.bot_user.payload()
        data.update({"verified": True, "mfa_enabled": False, "locale": "en-US"})
        return data

    async def _r_user(self, call: Call) -> JSON:
        user = self.users.get(int(call.params["user_id"]))
        if user is None:
            raise ApiError(404, 10013, "Unknown User")
        return user.payload()

    async def _r_create_dm(self, call: Call) -> JSON:
        recipient = self.users.get(int((call.body or {}).get("recipient_id", 0)))
        if recipient is None:
            raise ApiError(400, 50035, "Invalid Form Body")
        for channel in self.channels.values():
            if channel.type == DM_CHANNEL and channel.recipients[0].id == recipient.id:
                return channel.payload()
        channel = FakeChannel(self.ids.next(), f"dm-{recipient.username}", None,
                              type=DM_CHANNEL, recipients=[recipient])
        self.channels[channel.id] = channel
        return channel.payload()

    async def _r_application(self, call: Call) -> JSON:
        return {
            "id": str(self.application_id), "name": self.bot_user.username, "icon": None,
            "description": "UNO bot (fake)", "bot_public": True, "bot_require_code_grant": False,
            "owner": self.owner.payload(), "verify_key": "0" * 64, "team": None, "flags": 0,
            "summary": "", "rpc_origins": [], "interactions_endpoint_url": None,
            "bot": self.bot_user.payload(), "approximate_guild_count": len(self.guilds),
        }

    def _check_app(self, call: Call) -> None:
        if int(call.params["app_id"]) != self.application_id:
            raise ApiError(404, 10002, "Unknown Application")

    # -- application commands
    async def _r_get_commands(self, call: Call) -> list[JSON]:
        self._check_app(call)
        scope = int(call.params["guild_id"]) if "guild_id" in call.params else None
        return self.commands.get(scope, [])

    async def _r_put_commands(self, call: Call) -> list[JSON]:
        self._check_app(call)
        scope = int(call.params["guild_id"]) if "guild_id" in call.params else None
        if scope is not None and scope not in self.guilds:
            raise ApiError(404, 10004, "Unknown Guild")
        body = call.body or []
        check_or_raise(lambda e: _check_commands(body, e))
        previous = {(c["name"], c.get("type", 1)): c for c in self.commands.get(scope, [])}
        stored: list[JSON] = []
        for command in body:
            data = copy.deepcopy(command)
            data.setdefault("type", 1)
            old = previous.get((data["name"], data["type"]))
            data["id"] = old["id"] if old else str(self.ids.next())
            data["application_id"] = str(self.application_id)
            data["version"] = str(self.ids.next())
            data.setdefault("default_member_permissions", None)
            data.setdefault("dm_permission", True)
            data.setdefault("nsfw", False)
            data.setdefault("description", "")
            if scope is not None:
                data["guild_id"] = str(scope)
            stored.append(data)
        self.commands[scope] = stored
        self.command_puts.append((scope, copy.deepcopy(body)))
        self._notify()
        return stored

    # -- emojis
    async def _r_list_emojis(self, call: Call) -> JSON:
        self._check_app(call)
        return {"items": self.emojis}

    async def _r_create_emoji(self, call: Call) -> JSON:
        self._check_app(call)
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
        self._check_app(call)
        for emoji in self.emojis:
            if emoji["id"] == call.params["emoji_id"]:
                return emoji
        raise ApiError(404, 10014, "Unknown Emoji")

    async def _r_delete_emoji(self, call: Call) -> None:
        await self._r_get_emoji(call)
        self.emojis = [e for e in self.emojis if e["id"] != call.params["emoji_id"]]

    # -- interaction callback
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
        channel = self.channels[interaction.channel_id]
        component_like = interaction.type == 3 or (
            interaction.type == 5 and interaction.message_id is not None)
        allowed = {1: {1}, 2: {4, 5, 9}, 3: {4, 5, 6, 7, 9}, 4: {8}, 5: {4, 5}}[interaction.type]
        if component_like:
            allowed = allowed | {6, 7}
        if rtype not in allowed:
            errors = validate.Errors()
            errors.add(["type"], "INTERACTION_RESPONSE_TYPE_INVALID",
                       f"Interaction response type {rtype} is not valid for interaction "
                       f"type {interaction.type}")
            raise invalid_form(errors)
        ephemeral = bool(int(data.get("flags") or 0) & validate.FLAG_EPHEMERAL)
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
            choices = data.get("choices") or []
            errors = validate.Errors()
            if len(choices) > 25:
                errors.add(["data", "choices"], "BASE_TYPE_MAX_LENGTH",
                           "Must be 25 or fewer in length.")
            for i, choice in enumerate(choices):
                errors.max_length(["data", "choices", i, "name"], choice.get("name"), 100)
                errors.max_length(["data", "choices", i, "value"], choice.get("value"), 100)
            if errors:
                raise invalid_form(errors)
            interaction.modal = None
        interaction.ack_type = rtype
        interaction.acked_at = loop.time()
        interaction.ephemeral = ephemeral
        interaction.acknowledged.set()
        self._notify()
        if call.query.get("with_response") not in ("1", "true", "True"):
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

    # -- interaction webhooks
    def _token_interaction(self, call: Call) -> FakeInteraction:
        if int(call.params["app_id"]) != self.application_id:
            raise ApiError(404, 10015, "Unknown Webhook")
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

    def _webhook_message(self, interaction: FakeInteraction, message_id: str) -> StoredMessage:
        if message_id == "@original":
            if interaction.original_message_id is None:
                raise ApiError(404, 10008, "Unknown Message")
            target = interaction.original_message_id
        else:
            target = int(message_id)
        try:
            message = self.message(target)
        except KeyError:
            raise ApiError(404, 10008, "Unknown Message") from None
        if message.deleted or message.webhook_id != self.application_id and \
                target != interaction.original_message_id:
            raise ApiError(404, 10008, "Unknown Message")
        if message.ephemeral_for is not None and message.ephemeral_for != interaction.user_id:
            raise ApiError(404, 10008, "Unknown Message")
        return message

    async def _r_followup(self, call: Call) -> JSON | None:
        interaction = self._token_interaction(call)
        data = call.body or {}
        channel = self.channels[interaction.channel_id]
        original = (self.message(interaction.original_message_id)
                    if interaction.original_message_id is not None else None)
        if interaction.ack_type == 5 and original is not None and \
                original.flags & validate.FLAG_LOADING:
            # The first follow-up after a deferred response completes the "thinking" message.
            message = await self.edit_message(original, data, files=call.files)
        else:
            ephemeral = bool(int(data.get("flags") or 0) & validate.FLAG_EPHEMERAL)
            message = await self.create_message(
                channel, data, files=call.files, interaction=interaction,
                ephemeral_for=interaction.user_id if ephemeral else None)
            interaction.followup_ids.append(message.id)
        if call.query.get("wait") not in ("1", "true", "True"):
            return None
        return message.payload()

    async def _r_wh_get(self, call: Call) -> JSON:
        interaction = self._token_interaction(call)
        return self._webhook_message(interaction, call.params["message_id"]).payload()

    async def _r_wh_edit(self, call: Call) -> JSON:
        interaction = self._token_interaction(call)
        message = self._webhook_message(interaction, call.params["message_id"])
        self._check_edit_rate(message, call.path)
        await self.edit_message(message, call.body or {}, files=call.files)
        return message.payload()

    async def _r_wh_delete(self, call: Call) -> None:
        interaction = self._token_interaction(call)
        await self.delete_message(self._webhook_message(interaction, call.params["message_id"]))

    # -- channels and messages
    def _channel(self, call: Call) -> FakeChannel:
        channel = self.channels.get(int(call.params["channel_id"]))
        if channel is None:
            raise ApiError(404, 10003, "Unknown Channel")
        return channel

    def _channel_message(self, call: Call) -> tuple[FakeChannel, StoredMessage]:
        channel = self._channel(call)
        message = channel.messages.get(int(call.params["message_id"]))
        if message is None or message.deleted or message.ephemeral:
            # Ephemeral messages do not exist for the channel endpoints.
            raise ApiError(404, 10008, "Unknown Message")
        return channel, message

    async def _r_channel(self, call: Call) -> JSON:
        channel = self._channel(call)
        return channel.payload()

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
        message = await self.create_message(channel, call.body or {}, files=call.files)
        return message.payload()

    async def _r_get_message(self, call: Call) -> JSON:
        return self._channel_message(call)[1].payload()

    async def _r_edit_message(self, call: Call) -> JSON:
        _, message = self._channel_message(call)
        if message.author.get("id") != str(self.bot_user.id):
            raise ApiError(403, 50005, "Cannot edit a message authored by another user")
        self._check_edit_rate(message, call.path)
        await self.edit_message(message, call.body or {}, files=call.files)
        return message.payload()

    async def _r_delete_message(self, call: Call) -> None:
        _, message = self._channel_message(call)
        await self.delete_message(message)

    async def _r_typing(self, call: Call) -> None:
        self._channel(call)

    async def _r_react(self, call: Call) -> None:
        _, message = self._channel_message(call)
        message.reactions.setdefault(call.params["emoji"], set()).add(self.bot_user.id)
        self._notify()

    async def _r_unreact(self, call: Call) -> None:
        _, message = self._channel_message(call)
        message.reactions.get(call.params["emoji"], set()).discard(self.bot_user.id)
        self._notify()

    # -- guilds
    def _guild_of(self, call: Call) -> FakeGuild:
        guild = self.guilds.get(int(call.params["guild_id"]))
        if guild is None or self.bot_user.id not in guild.members:
            raise ApiError(404, 10004, "Unknown Guild")
        return guild

    async def _r_guild(self, call: Call) -> JSON:
        guild = self._guild_of(call)
        data = guild.payload()
        data["approximate_member_count"] = len(guild.members)
        return data

    async def _r_guild_channels(self, call: Call) -> list[JSON]:
        guild = self._guild_of(call)
        return [c.payload() for c in guild.channels if c.type != PUBLIC_THREAD]

    async def _r_guild_roles(self, call: Call) -> list[JSON]:
        return [r.payload() for r in self._guild_of(call).roles]

    async def _r_guild_member(self, call: Call) -> JSON:
        guild = self._guild_of(call)
        member = guild.members.get(int(call.params["user_id"]))
        if member is None:
            raise ApiError(404, 10007, "Unknown Member")
        return member.payload()


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


COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")


def _check_commands(commands: list[JSON], errors: validate.Errors) -> None:
    if len(commands) > 100:
        errors.add([], "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer in length.")
    seen: set[tuple[str, int]] = set()
    for i, command in enumerate(commands):
        name = command.get("name", "")
        ctype = command.get("type", 1)
        if (name, ctype) in seen:
            errors.add([i, "name"], "APPLICATION_COMMANDS_DUPLICATE_NAME",
                       f"Application command names must be unique: {name}")
        seen.add((name, ctype))
        if ctype == 1:
            _check_command_node(command, errors, [i])


def _check_command_node(node: JSON, errors: validate.Errors, p: list[str | int]) -> None:
    name = node.get("name", "")
    if not COMMAND_NAME.match(name) or name != name.lower():
        errors.add([*p, "name"], "APPLICATION_COMMAND_INVALID_NAME",
                   f"Command name is invalid: {name!r}")
    description = node.get("description", "")
    if not 1 <= len(description) <= 100:
        errors.add([*p, "description"], "BASE_TYPE_BAD_LENGTH",
                   "Must be between 1 and 100 in length.")
    options = node.get("options") or []
    if len(options) > 25:
        errors.add([*p, "options"], "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    optional_seen = False
    for j, option in enumerate(options):
        op = [*p, "options", j]
        if option.get("type") in (1, 2):
            _check_command_node(option, errors, op)
            continue
        if not COMMAND_NAME.match(option.get("name", "")):
            errors.add([*op, "name"], "APPLICATION_COMMAND_INVALID_NAME", "Option name is invalid")
        if not 1 <= len(option.get("description", "")) <= 100:
            errors.add([*op, "description"], "BASE_TYPE_BAD_LENGTH",
                       "Must be between 1 and 100 in length.")
        if option.get("required"):
            if optional_seen:
                errors.add([*op, "required"], "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                           "Required options must be placed before non-required options")
        else:
            optional_seen = True
        if len(option.get("choices") or []) > 25:
            errors.add([*op, "choices"], "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
