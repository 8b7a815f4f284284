"""The fake Discord of the end-to-end tests: the package's embedded Discord-compatible
server (bot/local/server) with the tests' world, fault injection and teardown checks, the
Driver acting as members, and ways to run the real bot against it."""

from bot.local.server.state import FakeChannel, FakeGuild, FakeMember, FakeUser
from tests.fakediscord.driver import Driver, Interaction, InteractionFailed, Modal
from tests.fakediscord.runner import BotProcess, InProcessBot, running_bot, settings_for
from tests.fakediscord.server import FakeDiscord
from tests.fakediscord.views import Button, Embed, Message, Select, SelectOption

__all__ = [
    "BotProcess", "Button", "Driver", "Embed", "FakeChannel", "FakeDiscord", "FakeGuild",
    "FakeMember", "FakeUser", "InProcessBot", "Interaction", "InteractionFailed", "Message",
    "Modal", "Select", "SelectOption", "running_bot", "settings_for",
]
