"""The tests' fake Discord: the embedded Discord-compatible server of the package
(bot/local/server), with the tests' world (two guilds, alice to erin), fault injection
(faults.py) and the teardown checks (checks.py)."""

from __future__ import annotations

from bot.local.server.gateway import INTENT_GUILD_MESSAGES, INTENT_MESSAGE_CONTENT, GatewaySession
from bot.local.server.http import (
    JSON,
    ApiError,
    Call,
    Handler,
    RouteTable,
    check_or_raise,
    invalid_form,
    json_response,
    rate_limited,
)
from bot.local.server.messages import ATTACHMENT_SIZE_LIMIT
from bot.local.server.routes.commands import COMMAND_NAME
from bot.local.server.server import LocalDiscord
from bot.local.server.world import log
from tests.fakediscord.checks import Checks
from tests.fakediscord.faults import Fault, Faults, Hold

__all__ = [
    "ATTACHMENT_SIZE_LIMIT", "COMMAND_NAME", "INTENT_GUILD_MESSAGES", "INTENT_MESSAGE_CONTENT",
    "JSON", "ApiError", "Call", "FakeDiscord", "GatewaySession", "Handler", "RouteTable",
    "check_or_raise", "invalid_form", "json_response", "log", "rate_limited",
]


class FakeDiscord(Faults, Checks, LocalDiscord):
    """The fake Discord.  Use ``async with FakeDiscord() as fake:`` or start()/close()."""

    def __init__(self, *, token: str = "fake.bot.token", populate: bool = True) -> None:
        super().__init__(token=token)
        self.faults: list[Fault] = []
        self.holds: list[Hold] = []
        if populate:
            self.populate()

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

    async def start(self) -> FakeDiscord:
        await super().start()
        return self

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()
