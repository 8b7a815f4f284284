"""The embedded Discord-compatible server (REST + gateway on aiohttp): the playground's
Discord, and the one the end-to-end tests run the bot against (tests/fakediscord)."""

from bot.local.server.members import Refused
from bot.local.server.server import LocalDiscord
from bot.local.server.state import FakeChannel, FakeGuild, FakeMember, FakeUser, StoredMessage

__all__ = ["FakeChannel", "FakeGuild", "FakeMember", "FakeUser", "LocalDiscord", "Refused",
           "StoredMessage"]
