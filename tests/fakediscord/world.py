"""The fake's state: users, guilds, channels and what the bot and the tests did to them."""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Iterable
from typing import TYPE_CHECKING

from tests.fakediscord.http import JSON
from tests.fakediscord.state import (
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
    Fault,
    LoggedRequest,
    Snowflakes,
    StoredMessage,
)

if TYPE_CHECKING:
    import re

    from aiohttp import web

    from tests.fakediscord.gateway import GatewaySession
    from tests.fakediscord.http import Handler

log = logging.getLogger("fakediscord")

HOST = "127.0.0.1"


class World:
    """Everything the fake knows; the other parts of FakeDiscord are mixins over it."""

    def __init__(self, *, token: str) -> None:
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
        self.faults: list[Fault] = []
        self.interactions: dict[int, FakeInteraction] = {}
        self._by_token: dict[str, FakeInteraction] = {}
        self.unacknowledged: list[FakeInteraction] = []

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
        self._routes: list[tuple[str, re.Pattern[str], Handler]] = []

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
                  members: Iterable[FakeUser] = (),
                  shard: tuple[int, int] | None = None) -> FakeGuild:
        """A guild the bot is in; ``shard=(id, count)`` picks an id on that shard."""
        guild_id = self.ids.next() if shard is None else self.ids.next_on_shard(*shard)
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
