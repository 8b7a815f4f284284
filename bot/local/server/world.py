"""The server's state: users, guilds, channels and what the bot and its members did to them."""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from bot.local.server.http import JSON
from bot.local.server.state import (
    ALL_PERMISSIONS,
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
    LoggedRequest,
    Snowflakes,
    StoredMessage,
)

if TYPE_CHECKING:
    import re

    from aiohttp import web

    from bot.local.server.gateway import GatewaySession
    from bot.local.server.http import Handler

log = logging.getLogger("bot.local.server")

HOST = "127.0.0.1"


class World:
    """Everything the server knows; the other parts of LocalDiscord are mixins over it."""

    guild: FakeGuild  # the default guild of lookups (``member``): set by the world's builder

    def __init__(self, *, token: str, ids: Snowflakes | None = None) -> None:
        self.token = token
        self.clock = FakeClock()
        self.ids = ids or Snowflakes()
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
        self.emoji_images: dict[str, bytes] = {}  # emoji id -> the uploaded image
        self.attachment_data: dict[int, bytes] = {}
        # users whose DMs are closed to the bot: a message to their DM channel -> 50007
        self.closed_dms: set[int] = set()
        # channel id -> permissions the bot lacks there (deny_bot; a thread's are its
        # parent's): left out of app_permissions, and e.g. files refused without ATTACH_FILES
        self.bot_denied: dict[int, int] = {}

        self.requests: list[LoggedRequest] = []
        self.unknown_routes: list[LoggedRequest] = []
        self.breaches: list[Breach] = []
        self.interactions: dict[int, FakeInteraction] = {}
        self._by_token: dict[str, FakeInteraction] = {}
        self.unacknowledged: list[FakeInteraction] = []
        self.listeners: list[Callable[[str, StoredMessage | FakeChannel], None]] = []

        self.sessions: dict[str, GatewaySession] = {}
        self.identifies = 0
        self.identified_shards: list[tuple[int, int]] = []
        # /gateway/bot's recommended shard count, and the count below which IDENTIFY is
        # refused with 4011 (Discord requires sharding from 2,500 guilds)
        self.recommended_shards = 1
        self.required_shards = 1
        self.resumes = 0
        self.gateway_connections: list[str] = []
        self._edit_times: dict[int, deque[float]] = {}

        self._inflight = 0
        self._last_activity = time.monotonic()
        self._changed = asyncio.Event()
        self._runner: web.AppRunner | None = None
        self._timers: list[asyncio.TimerHandle] = []
        self._sending: set[asyncio.Task[None]] = set()
        self._routes: list[tuple[str, re.Pattern[str], Handler]] = []

    # ------------------------------------------------------------------ world
    def add_user(self, name: str, *, bot: bool = False) -> FakeUser:
        user = FakeUser(self.ids.next(), name, bot=bot)
        self.users[user.id] = user
        return user

    def add_guild(self, name: str, channel_names: Iterable[str] = ("general",), *,
                  members: Iterable[FakeUser] = (), owner: FakeUser | None = None,
                  shard: tuple[int, int] | None = None) -> FakeGuild:
        """A guild the bot is in, owned by ``owner`` (default: the ``owner`` user, an
        administrator); ``shard=(id, count)`` picks an id on that shard."""
        owner = owner or self.owner
        guild_id = self.ids.next() if shard is None else self.ids.next_on_shard(*shard)
        guild = FakeGuild(guild_id, name, owner_id=owner.id,
                          roles=[FakeRole(guild_id, "@everyone")])
        self.guilds[guild_id] = guild
        for position, channel_name in enumerate(channel_names):
            channel = FakeChannel(self.ids.next(), channel_name, guild_id, position=position)
            guild.channels.append(channel)
            self.channels[channel.id] = channel
        for user in (owner, self.bot_user, *members):
            if user.id not in guild.members:
                self.add_member(guild, user, admin=user is owner)
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

    def deny_bot(self, channel: FakeChannel, permissions: int) -> None:
        """A moderator takes ``permissions`` from the bot in ``channel`` (and its threads)."""
        self.bot_denied[channel.id] = self.bot_denied.get(channel.id, 0) | permissions

    def denied_to_bot(self, channel: FakeChannel) -> int:
        """The permissions the bot lacks in ``channel`` (a thread: in its parent too)."""
        return self.bot_denied.get(channel.id, 0) | self.bot_denied.get(channel.parent_id or 0, 0)

    def bot_lacks(self, channel: FakeChannel, permission: int) -> bool:
        return bool(self.denied_to_bot(channel) & permission)

    def message(self, message_id: int) -> StoredMessage:
        for channel in self.channels.values():
            if message_id in channel.messages:
                return channel.messages[message_id]
        raise KeyError(f"no message {message_id} in the fake")

    # ------------------------------------------------------------- addresses
    @property
    def base_url(self) -> str:
        return f"http://{HOST}:{self.port}"

    @property
    def api_base(self) -> str:
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://{HOST}:{self.port}/gateway"

    @property
    def resume_gateway_url(self) -> str:
        return f"ws://{HOST}:{self.port}/resume"

    # ---------------------------------------------------------------- changes
    def _notify(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()

    def _later(self, delay: float, callback: Callable[..., None], *args: object) -> None:
        """``callback(*args)`` in ``delay`` seconds, cancelled if the server closes first."""
        loop = asyncio.get_running_loop()
        now = loop.time()
        self._timers = [t for t in self._timers if t.when() > now and not t.cancelled()]
        self._timers.append(loop.call_later(delay, callback, *args))

    def _announce(self, event: str, subject: StoredMessage | FakeChannel) -> None:
        """Tell the listeners (the playground's page) what changed: ``message`` (created or
        edited), ``delete``, or ``channel`` (a thread started or changed)."""
        for listener in self.listeners:
            listener(event, subject)
