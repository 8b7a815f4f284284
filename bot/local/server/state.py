"""The server's world: users, guilds, channels, stored messages, interactions, logs."""

from __future__ import annotations

import asyncio
import copy
import datetime as dt
import time
from dataclasses import dataclass, field
from typing import Any

JSON = dict[str, Any]

DISCORD_EPOCH_MS = 1420070400000
EVERYONE_PERMISSIONS = 0x6_3E7C_0E41  # view, send, history, reactions, embed, attach, app cmds...
ADMINISTRATOR = 1 << 3
ATTACH_FILES = 1 << 15
ALL_PERMISSIONS = (1 << 51) - 1

TEXT_CHANNEL = 0
DM_CHANNEL = 1
PUBLIC_THREAD = 11


class FakeClock:
    """Monotonic seconds that tests can push forward (token expiry, rate-limit windows)."""

    def __init__(self) -> None:
        self.offset = 0.0

    def now(self) -> float:
        return time.monotonic() + self.offset

    def advance(self, seconds: float) -> None:
        self.offset += seconds


class Snowflakes:
    """Ids as Discord makes them (milliseconds since 2015 << 22), always increasing.
    ``pinned_ms``: ids made as at that moment, the same every run (a world whose users,
    guilds and channels keep their ids across restarts), until ``unpin()``."""

    def __init__(self, pinned_ms: int | None = None) -> None:
        self._last = 0
        self._pinned_ms = pinned_ms

    def unpin(self) -> None:
        self._pinned_ms = None

    def next(self) -> int:
        ms = self._pinned_ms if self._pinned_ms is not None else \
            int(time.time() * 1000) - DISCORD_EPOCH_MS
        value = max(ms << 22, self._last + 1)
        self._last = value
        return value

    def next_on_shard(self, shard_id: int, shard_count: int) -> int:
        """The next id whose guild shard ``(id >> 22) % count`` is ``shard_id``."""
        ms = (self.next() >> 22) + 1
        ms += (shard_id - ms) % shard_count
        self._last = ms << 22
        return self._last


def iso_now() -> str:
    return dt.datetime.now(dt.UTC).isoformat()


@dataclass
class FakeUser:
    id: int
    username: str
    bot: bool = False
    global_name: str | None = None
    locale: str = "en-US"  # the language of the user's Discord client (interaction.locale)

    def payload(self) -> JSON:
        return {
            "id": str(self.id),
            "username": self.username,
            "global_name": self.global_name or self.username,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
        }

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass
class FakeMember:
    user: FakeUser
    guild_id: int
    roles: list[int] = field(default_factory=list)
    nick: str | None = None
    permissions: int = EVERYONE_PERMISSIONS
    joined_at: str = field(default_factory=iso_now)
    locale: str | None = None  # the client's language when acting here (else the user's)

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def name(self) -> str:
        return self.nick or self.user.global_name or self.user.username

    @property
    def mention(self) -> str:
        return self.user.mention

    def payload(self, *, with_user: bool = True, with_permissions: bool = False) -> JSON:
        data: JSON = {
            "roles": [str(r) for r in self.roles],
            "nick": self.nick,
            "avatar": None,
            "joined_at": self.joined_at,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "pending": False,
            "flags": 0,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.user.payload()
        if with_permissions:
            data["permissions"] = str(self.permissions)
        return data


@dataclass
class FakeRole:
    id: int
    name: str
    permissions: int = EVERYONE_PERMISSIONS
    position: int = 0

    def payload(self) -> JSON:
        return {
            "id": str(self.id), "name": self.name, "color": 0, "colors": {"primary_color": 0},
            "hoist": False, "icon": None, "unicode_emoji": None, "position": self.position,
            "permissions": str(self.permissions), "managed": False, "mentionable": False,
            "flags": 0,
        }


@dataclass
class StoredMessage:
    id: int
    channel_id: int
    guild_id: int | None
    author: JSON
    content: str = ""
    embeds: list[JSON] = field(default_factory=list)
    components: list[JSON] = field(default_factory=list)
    flags: int = 0
    attachments: list[JSON] = field(default_factory=list)
    ephemeral_for: int | None = None
    webhook_id: int | None = None
    application_id: int | None = None
    interaction_metadata: JSON | None = None
    message_reference: JSON | None = None
    timestamp: str = field(default_factory=iso_now)
    edited_timestamp: str | None = None
    deleted: bool = False
    history: list[JSON] = field(default_factory=list)
    message_type: int = 0
    tts: bool = False
    reactions: dict[str, set[int]] = field(default_factory=dict)

    @property
    def ephemeral(self) -> bool:
        return self.ephemeral_for is not None

    @property
    def edits(self) -> int:
        return max(len(self.history) - 1, 0)

    def visible_to(self, user_id: int) -> bool:
        return not self.deleted and (self.ephemeral_for is None or self.ephemeral_for == user_id)

    def snapshot(self) -> JSON:
        return {
            "content": self.content,
            "embeds": copy.deepcopy(self.embeds),
            "components": copy.deepcopy(self.components),
            "flags": self.flags,
            "attachments": copy.deepcopy(self.attachments),
            "edited_timestamp": self.edited_timestamp,
        }

    def payload(self) -> JSON:
        data: JSON = {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "type": self.message_type,
            "author": self.author,
            "content": self.content,
            "timestamp": self.timestamp,
            "edited_timestamp": self.edited_timestamp,
            "tts": self.tts,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": copy.deepcopy(self.attachments),
            "embeds": copy.deepcopy(self.embeds),
            "pinned": False,
            "flags": self.flags,
            "components": copy.deepcopy(self.components),
        }
        if self.reactions:
            data["reactions"] = [
                {"emoji": {"id": None, "name": name}, "count": len(users), "me": False,
                 "count_details": {"burst": 0, "normal": len(users)}, "burst_colors": [],
                 "me_burst": False, "burst_me": False, "burst_count": 0}
                for name, users in self.reactions.items() if users
            ]
        if self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
        if self.application_id is not None:
            data["application_id"] = str(self.application_id)
        if self.interaction_metadata is not None:
            data["interaction_metadata"] = copy.deepcopy(self.interaction_metadata)
        if self.message_reference is not None:
            data["message_reference"] = self.message_reference
        return data


@dataclass
class FakeChannel:
    id: int
    name: str
    guild_id: int | None
    type: int = TEXT_CHANNEL
    position: int = 0
    parent_id: int | None = None
    owner_id: int | None = None
    recipients: list[FakeUser] = field(default_factory=list)
    messages: dict[int, StoredMessage] = field(default_factory=dict)
    archived: bool = False  # threads only
    locked: bool = False
    auto_archive_duration: int = 1440
    audit_reason: str | None = None  # what its creator told the audit log (threads)

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    def payload(self, *, permissions: int | None = None) -> JSON:
        data: JSON = {"id": str(self.id), "type": self.type, "name": self.name,
                      "last_message_id": None, "flags": 0}
        if self.type == DM_CHANNEL:
            data["recipients"] = [u.payload() for u in self.recipients]
            data.pop("name")
            return data
        data.update({
            "guild_id": str(self.guild_id), "position": self.position,
            "permission_overwrites": [], "nsfw": False, "rate_limit_per_user": 0,
            "parent_id": str(self.parent_id) if self.parent_id else None, "topic": None,
        })
        if self.type == PUBLIC_THREAD:
            data.update({
                "owner_id": str(self.owner_id or 0), "member_count": 1, "message_count": 0,
                "total_message_sent": 0,
                "thread_metadata": {"archived": self.archived,
                                    "auto_archive_duration": self.auto_archive_duration,
                                    "archive_timestamp": iso_now(), "locked": self.locked},
            })
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass
class FakeGuild:
    id: int
    name: str
    owner_id: int
    roles: list[FakeRole] = field(default_factory=list)
    channels: list[FakeChannel] = field(default_factory=list)
    members: dict[int, FakeMember] = field(default_factory=dict)
    locale: str = "en-US"  # the server's language (guild_locale, preferred_locale)

    @property
    def text_channels(self) -> list[FakeChannel]:
        return [c for c in self.channels if c.type == TEXT_CHANNEL]

    @property
    def threads(self) -> list[FakeChannel]:
        return [c for c in self.channels if c.type == PUBLIC_THREAD]

    def payload(self) -> JSON:
        return {
            "id": str(self.id), "name": self.name, "icon": None, "splash": None,
            "discovery_splash": None, "owner_id": str(self.owner_id), "afk_channel_id": None,
            "afk_timeout": 300, "verification_level": 0, "default_message_notifications": 0,
            "explicit_content_filter": 0, "roles": [r.payload() for r in self.roles],
            "emojis": [], "stickers": [], "features": [], "mfa_level": 0,
            "system_channel_id": None, "system_channel_flags": 0, "rules_channel_id": None,
            "public_updates_channel_id": None, "vanity_url_code": None, "description": None,
            "banner": None, "premium_tier": 0, "premium_subscription_count": 0,
            "preferred_locale": self.locale, "nsfw_level": 0, "premium_progress_bar_enabled": False,
            "max_members": 500000, "max_video_channel_users": 25, "application_id": None,
            "safety_alerts_channel_id": None, "incidents_data": None,
        }

    def create_payload(self) -> JSON:
        data = self.payload()
        data.update({
            "unavailable": False, "large": False, "member_count": len(self.members),
            "joined_at": iso_now(), "lazy": True,
            "channels": [c.payload() for c in self.channels if c.type != PUBLIC_THREAD],
            "threads": [c.payload() for c in self.threads if not c.archived],  # active ones
            "members": [m.payload() for m in self.members.values()],
            "presences": [], "voice_states": [], "stage_instances": [],
            "guild_scheduled_events": [], "soundboard_sounds": [],
        })
        return data


@dataclass
class FakeInteraction:
    """One interaction the fake sent to the bot, and what the bot did with it."""

    id: int
    token: str
    type: int
    name: str
    user_id: int
    channel_id: int
    guild_id: int | None
    created_at: float  # FakeClock time
    deadline: float  # loop time
    payload: JSON
    message_id: int | None = None  # the message a component/modal-from-component was on
    ack_type: int | None = None
    acked_at: float | None = None
    acknowledged: asyncio.Event = field(default_factory=asyncio.Event)
    original_message_id: int | None = None
    followup_ids: list[int] = field(default_factory=list)
    ephemeral: bool = False
    modal: JSON | None = None
    callbacks: list[JSON] = field(default_factory=list)
    rejections: list[Breach] = field(default_factory=list)
    expired: bool = False
    excused: bool = False  # a test took its breaches: do not report it at teardown

    @property
    def deferred(self) -> bool:
        return self.ack_type in (5, 6)


@dataclass
class Breach:
    """A request the fake refused the way Discord would (4xx with Discord's error body)."""

    method: str
    path: str
    status: int
    code: int
    message: str
    errors: JSON | None = None
    details: list[str] = field(default_factory=list)
    body: Any = None

    def __str__(self) -> str:
        extra = f" {'; '.join(self.details)}" if self.details else ""
        return f"{self.method} {self.path} -> {self.status} ({self.code} {self.message}){extra}"


@dataclass
class LoggedRequest:
    method: str
    path: str
    query: dict[str, str]
    body: Any
    status: int = 0
    response: Any = None
    route: str | None = None
    at: float = field(default_factory=time.monotonic)
    files: list[str] = field(default_factory=list)
