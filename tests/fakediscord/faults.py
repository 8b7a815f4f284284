"""Fault injection (tests only): answer chosen REST requests with a 5xx or a 429 instead of
serving them, drop their connection unanswered (``DROP``) or hold them until released
(``hold``); on the gateway, drop the bot's websocket, send RECONNECT or INVALID_SESSION."""

from __future__ import annotations

import asyncio
import contextlib
import fnmatch
from dataclasses import dataclass, field

from aiohttp import web

from bot.local.server.gateway import Gateway, GatewaySession, control, send_json
from bot.local.server.http import JSON, json_response, rate_limited
from bot.local.server.state import LoggedRequest

#: the status of a fault that closes the connection without an answer (the client sees
#: the server disconnect, as when Discord's edge drops it)
DROP = 0


@dataclass
class Fault:
    method: str
    pattern: str  # fnmatch glob over the path after /api/v10, e.g. "/interactions/*/callback"
    status: int
    times: int = 1
    retry_after: float = 0.2
    is_global: bool = False
    hits: int = 0


@dataclass
class Hold:
    """The next request matching METHOD + glob waits, once it has arrived (``reached``),
    until ``release()``: a test does something while that request is in flight."""
    method: str
    pattern: str
    reached: asyncio.Event = field(default_factory=asyncio.Event)
    released: asyncio.Event = field(default_factory=asyncio.Event)

    def release(self) -> None:
        self.released.set()


class Faults(Gateway):
    faults: list[Fault]
    holds: list[Hold]

    # ------------------------------------------------------------------ REST
    def inject_fault(self, method: str, pattern: str, status: int, *, times: int = 1,
                     retry_after: float = 0.2, is_global: bool = False) -> Fault:
        """Answer the next `times` requests matching METHOD + glob (path after /api/v10)."""
        fault = Fault(method.upper(), pattern, status, times, retry_after, is_global)
        self.faults.append(fault)
        return fault

    def hold(self, method: str, pattern: str) -> Hold:
        """Hold the next request matching METHOD + glob until the test releases it."""
        held = Hold(method.upper(), pattern)
        self.holds.append(held)
        return held

    async def _before_serving(self, entry: LoggedRequest) -> None:
        for held in self.holds:
            if not held.reached.is_set() and held.method == entry.method and \
                    fnmatch.fnmatchcase(entry.path, held.pattern):
                held.reached.set()
                self._inflight -= 1  # (held on purpose: settling does not wait for it)
                try:
                    await held.released.wait()
                finally:
                    self._inflight += 1
                return

    def _intercept(self, entry: LoggedRequest, request: web.Request) -> web.StreamResponse | None:
        fault = self._take_fault(entry.method, entry.path)
        return None if fault is None else self._fault_response(fault, entry, request)

    def _take_fault(self, method: str, path: str) -> Fault | None:
        for fault in self.faults:
            if fault.hits < fault.times and fault.method == method and \
                    fnmatch.fnmatchcase(path, fault.pattern):
                fault.hits += 1
                return fault
        return None

    def _fault_response(self, fault: Fault, entry: LoggedRequest,
                        request: web.Request) -> web.Response:
        entry.status = fault.status
        entry.route = "fault"
        if fault.status == DROP:  # closed unanswered: what is returned is never sent
            if request.transport is not None:
                request.transport.close()
            return web.Response()
        if fault.status == 429:
            error = rate_limited(fault.retry_after, bucket="fault", is_global=fault.is_global)
            entry.response = error.payload()
            return json_response(error.payload(), 429, error.headers)
        body = {"message": "500: Internal Server Error", "code": 0}
        entry.response = body
        return json_response(body, fault.status)

    # --------------------------------------------------------------- gateway
    async def _send_raw(self, session: GatewaySession, payload: JSON) -> None:
        ws = session.ws
        if ws is None or ws.closed:
            return
        async with session.lock:
            with contextlib.suppress(ConnectionError, RuntimeError):
                await send_json(ws, payload)

    async def drop_connection(self, code: int = 4000, *, shard: int | None = None) -> None:
        """Close the bot's websocket with a resumable close code; the bot should RESUME."""
        session = self._require_session(shard)
        assert session.ws is not None
        await session.ws.close(code=code, message=b"dropped by test")

    async def send_reconnect(self, *, shard: int | None = None) -> None:
        """Gateway op 7 RECONNECT."""
        await self._send_raw(self._require_session(shard), control(7, None))

    async def invalidate_session(self, *, resumable: bool = False,
                                 shard: int | None = None) -> None:
        """Gateway op 9 INVALID_SESSION; the bot identifies again (after before_identify_hook)."""
        session = self._require_session(shard)
        if not resumable:
            session.invalid = True
        await self._send_raw(session, control(9, resumable))

    def _require_session(self, shard: int | None = None) -> GatewaySession:
        """The live session of ``shard`` (default: the one identified last)."""
        sessions = [s for s in self.active_sessions if shard is None or s.shard_id == shard]
        session = sessions[-1] if sessions else None
        assert session is not None and session.ws is not None, (
            "the bot is not connected" + (f" on shard {shard}" if shard is not None else ""))
        return session
