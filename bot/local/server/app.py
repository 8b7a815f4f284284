"""The REST side of the aiohttp app: routing, auth, the request log and refusals (breaches)."""

from __future__ import annotations

import asyncio
import re
import time

from aiohttp import web

from bot.local.server.http import ApiError, Call, Handler, RouteTable, json_response, read_body
from bot.local.server.state import Breach, LoggedRequest
from bot.local.server.world import World, log


class RestApp(World):
    def _route_table(self) -> RouteTable:
        """Every (method, path template, handler); FakeDiscord gathers them from its parts."""
        raise NotImplementedError

    def _build_routes(self) -> None:
        for method, template, handler in self._route_table():
            regex = re.sub(r"\\{(\w+)\\}", r"(?P<\1>[^/]+)", re.escape(template))
            self._routes.append((method, re.compile(f"^{regex}$"), handler))

    def _match(self, method: str, path: str) -> tuple[Handler, dict[str, str]] | None:
        for route_method, regex, handler in self._routes:
            if route_method != method:
                continue
            m = regex.match(path)
            if m:
                return handler, m.groupdict()
        return None

    def _intercept(self, entry: LoggedRequest, request: web.Request) -> web.StreamResponse | None:
        """An answer that replaces serving the request (the tests inject faults here)."""
        return None

    async def _before_serving(self, entry: LoggedRequest) -> None:
        """Awaited before a request is served (the tests hold chosen requests here)."""

    async def _api(self, request: web.Request) -> web.StreamResponse:
        path = "/" + request.match_info["tail"]
        method = request.method
        entry = LoggedRequest(method, path, dict(request.query), None)
        self.requests.append(entry)
        self._inflight += 1
        self._last_activity = time.monotonic()
        try:
            response = await self._handle(request, entry)
        finally:
            self._inflight -= 1
            self._last_activity = time.monotonic()
            self._notify()
        return response

    async def _handle(self, request: web.Request, entry: LoggedRequest) -> web.StreamResponse:
        method, path = entry.method, entry.path
        try:
            entry.body, files = await read_body(request)
            entry.files = [f[1] for f in files]
            await self._before_serving(entry)
            intercepted = self._intercept(entry, request)
            if intercepted is not None:
                return intercepted
            matched = self._match(method, path)
            if matched is None:
                entry.status = 404
                self.unknown_routes.append(entry)
                log.error("fake Discord: unknown route %s %s", method, path)
                return json_response({"message": "404: Not Found", "code": 0}, 404)
            handler, params = matched
            entry.route = handler.__name__
            needs_auth = not path.startswith(("/interactions/", "/webhooks/"))
            if needs_auth and request.headers.get("Authorization") != f"Bot {self.token}":
                raise ApiError(401, 0, "401: Unauthorized")
            call = Call(request, method, path, params, dict(request.query), entry.body, files)
            result = await handler(call)
        except ApiError as error:
            entry.status = error.status
            entry.response = error.payload()
            if error.status != 429:
                breach = Breach(method, path, error.status, error.code, error.message,
                                error.errors, error.details, entry.body)
                self.breaches.append(breach)
                log.warning("the embedded Discord refused: %s", breach)
                self._attach_rejection(path, breach)
            return json_response(error.payload(), error.status, error.headers)
        if result is None:
            entry.status = 204
            return web.Response(status=204)
        entry.status = 200
        entry.response = result
        return json_response(result)

    def _attach_rejection(self, path: str, breach: Breach) -> None:
        m = re.match(r"^/interactions/(\d+)/", path)
        if m:
            interaction = self.interactions.get(int(m.group(1)))
            if interaction is not None:
                interaction.rejections.append(breach)

    async def _attachment(self, request: web.Request) -> web.Response:
        data = self.attachment_data.get(int(request.match_info["aid"]))
        if data is None:
            return web.Response(status=404)
        return web.Response(body=data)

    async def settle(self, quiet: float = 0.03, timeout: float = 5.0) -> None:  # noqa: ASYNC109
        """Wait until no REST request is in flight and none arrived for `quiet` seconds."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while True:
            idle = time.monotonic() - self._last_activity
            if self._inflight == 0 and idle >= quiet:
                return
            if loop.time() > end:
                raise AssertionError(f"fake Discord: the bot kept sending requests for {timeout}s")
            await asyncio.sleep(max(quiet - idle, 0.005))
