"""REST fault injection: answer chosen requests with a 5xx or a 429 instead of serving them,
or drop their connection unanswered (``DROP``)."""

from __future__ import annotations

import fnmatch

from aiohttp import web

from tests.fakediscord.http import json_response, rate_limited
from tests.fakediscord.state import Fault, LoggedRequest
from tests.fakediscord.world import World

#: the status of a fault that closes the connection without an answer (the client sees
#: the server disconnect, as when Discord's edge drops it)
DROP = 0


class Faults(World):
    def inject_fault(self, method: str, pattern: str, status: int, *, times: int = 1,
                     retry_after: float = 0.2, is_global: bool = False) -> Fault:
        """Answer the next `times` requests matching METHOD + glob (path after /api/v10)."""
        fault = Fault(method.upper(), pattern, status, times, retry_after, is_global)
        self.faults.append(fault)
        return fault

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
