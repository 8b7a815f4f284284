"""A local fake Discord (REST + gateway on 127.0.0.1) for end-to-end tests of the bot."""

from tests.fakediscord.driver import Driver, Interaction, InteractionFailed, Modal
from tests.fakediscord.runner import BotProcess, InProcessBot, running_bot, settings_for
from tests.fakediscord.server import FakeDiscord
from tests.fakediscord.state import FakeChannel, FakeGuild, FakeMember, FakeUser
from tests.fakediscord.views import Button, Embed, Message, Select, SelectOption

__all__ = [
    "BotProcess", "Button", "Driver", "Embed", "FakeChannel", "FakeDiscord", "FakeGuild",
    "FakeMember", "FakeUser", "InProcessBot", "Interaction", "InteractionFailed", "Message",
    "Modal", "Select", "SelectOption", "running_bot", "settings_for",
]
