"""The playground's world: one server with a few channels and members, the same every run.

Its ids are fixed (snowflakes made as at one moment), so the database in data/ keeps
meaning across restarts: the members' stats, match records and a game left running are
found again by the same server, channel and member ids."""

from __future__ import annotations

import secrets

from bot.local.server import FakeUser, LocalDiscord
from bot.local.server.state import DISCORD_EPOCH_MS, Snowflakes

GUILD_NAME = "UNO Playground"
CHANNELS = ("general", "uno", "off-topic")
MEMBERS = ("alice", "bob", "carol", "dave")  # alice owns the server (an administrator)
# 2025-01-01T00:00:00Z: the moment the world's ids are made as
WORLD_MS = 1735689600000 - DISCORD_EPOCH_MS


def build_world() -> LocalDiscord:
    """The embedded Discord with the playground's server in it (not started). The bot's
    token is new every run: only this process's bot can log in."""
    ids = Snowflakes(pinned_ms=WORLD_MS)
    discord = LocalDiscord(token=f"local.{secrets.token_urlsafe(24)}", ids=ids)
    members = [discord.add_user(name) for name in MEMBERS]
    discord.guild = discord.add_guild(GUILD_NAME, CHANNELS, members=members, owner=members[0])
    ids.unpin()
    return discord


def members(discord: LocalDiscord) -> list[FakeUser]:
    """The people of the server (the bot aside), the owner first."""
    guild = discord.guild
    return [m.user for m in guild.members.values() if not m.user.bot]


def find_member(discord: LocalDiscord, name: str) -> FakeUser | None:
    name = name.strip().lower()
    return next((u for u in members(discord) if u.username == name or str(u.id) == name), None)

