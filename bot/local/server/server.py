"""A Discord-compatible REST + gateway server on 127.0.0.1: the playground's Discord, and
the tests' fake Discord (tests/fakediscord adds fault injection and teardown checks).

The real discord.py client connects to it exactly as it would to Discord.  The server keeps
every message (with an edit history), every interaction and what the bot answered, a log of
every request, and every request it refused the way Discord would (`breaches`).

`LocalDiscord` is assembled from one part per job:

- world.py: the state (users, guilds, channels, logs), building the world, addresses
- gateway.py: the websocket (identify, resume, dispatch)
- messages.py: storing, editing and deleting messages
- app.py / http.py: REST routing, shared request and error helpers
- routes/: the REST routes by subject
- members.py: what members send (commands with options, clicks, selects, modals)
- observe.py: waiting for changes, reading the request log
"""

from __future__ import annotations

from aiohttp import web

from bot.local.server.app import RestApp
from bot.local.server.http import RouteTable
from bot.local.server.members import Members
from bot.local.server.observe import Observe
from bot.local.server.routes.emojis import EmojiRoutes
from bot.local.server.routes.guilds import GuildRoutes
from bot.local.server.routes.messages import MessageRoutes
from bot.local.server.routes.threads import ThreadRoutes
from bot.local.server.state import Snowflakes
from bot.local.server.world import HOST


class LocalDiscord(RestApp, Observe, Members, MessageRoutes, ThreadRoutes, EmojiRoutes,
                   GuildRoutes):
    """The server.  Use ``async with LocalDiscord() as discord:`` or start()/close()."""

    def __init__(self, *, token: str = "fake.bot.token", ids: Snowflakes | None = None) -> None:
        super().__init__(token=token, ids=ids)
        self._build_routes()

    def _route_table(self) -> RouteTable:
        return [*self._guild_routes(), *self._command_routes(), *self._emoji_routes(),
                *self._interaction_routes(), *self._message_routes(), *self._thread_routes()]

    async def start(self) -> LocalDiscord:
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

    async def __aenter__(self) -> LocalDiscord:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()
