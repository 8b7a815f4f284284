"""A Discord-compatible REST + gateway server on 127.0.0.1 for end-to-end tests.

The real discord.py client connects to it exactly as it would to Discord.  The server keeps
every message (with an edit history), every interaction and what the bot answered, a log of
every request, and every request it refused the way Discord would (`breaches`).

`FakeDiscord` is assembled from one part per job:

- world.py: the state (users, guilds, channels, logs), building the world, addresses
- gateway.py: the websocket (identify, resume, dispatch) and gateway faults
- messages.py: storing, editing and deleting messages
- app.py / http.py / faults.py: REST routing, shared request and error helpers, REST faults
- routes_*.py: the REST routes by subject
- observe.py: what tests wait for and read back
"""

from __future__ import annotations

from aiohttp import web

from tests.fakediscord.app import RestApp
from tests.fakediscord.gateway import INTENT_GUILD_MESSAGES, INTENT_MESSAGE_CONTENT, GatewaySession
from tests.fakediscord.http import (
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
from tests.fakediscord.messages import ATTACHMENT_SIZE_LIMIT
from tests.fakediscord.observe import Observe
from tests.fakediscord.routes_commands import COMMAND_NAME, CommandRoutes
from tests.fakediscord.routes_emojis import EmojiRoutes
from tests.fakediscord.routes_guilds import GuildRoutes
from tests.fakediscord.routes_interactions import InteractionRoutes
from tests.fakediscord.routes_messages import MessageRoutes
from tests.fakediscord.routes_threads import ThreadRoutes
from tests.fakediscord.world import HOST, log

__all__ = [
    "ATTACHMENT_SIZE_LIMIT", "COMMAND_NAME", "INTENT_GUILD_MESSAGES", "INTENT_MESSAGE_CONTENT",
    "JSON", "ApiError", "Call", "FakeDiscord", "GatewaySession", "Handler", "check_or_raise",
    "invalid_form", "json_response", "log", "rate_limited",
]


class FakeDiscord(RestApp, Observe, InteractionRoutes, MessageRoutes, ThreadRoutes,
                  CommandRoutes, EmojiRoutes, GuildRoutes):
    """The fake Discord.  Use ``async with FakeDiscord() as fake:`` or start()/close()."""

    def __init__(self, *, token: str = "fake.bot.token", populate: bool = True) -> None:
        super().__init__(token=token)
        self._build_routes()
        if populate:
            self.populate()

    def _route_table(self) -> RouteTable:
        return [*self._guild_routes(), *self._command_routes(), *self._emoji_routes(),
                *self._interaction_routes(), *self._message_routes(), *self._thread_routes()]

    async def start(self) -> FakeDiscord:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_get("/resume", self._gateway)
        app.router.add_get("/attachments/{cid}/{aid}/{filename}", self._attachment)
        app.router.add_route("*", "/api/v{version:\\d+}/{tail:.*}", self._api)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False,
                                     shutdown_timeout=0.1)
        await self._runner.setup()
        site = web.TCPSite(self._runner, HOST, 0)
        await site.start()
        server = site._server
        assert server is not None and server.sockets  # type: ignore[attr-defined]
        self.port = server.sockets[0].getsockname()[1]  # type: ignore[attr-defined]
        return self

    async def close(self) -> None:
        for timer in self._timers:
            timer.cancel()
        await self._close_sessions()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()
