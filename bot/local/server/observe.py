"""Reading the server back: waiting for a change, and the request log by route."""

from __future__ import annotations

import asyncio
import contextlib
import fnmatch
from collections.abc import Callable

from bot.local.server.state import LoggedRequest
from bot.local.server.world import World


class Observe(World):
    async def wait_for(self, predicate: Callable[[], bool], timeout: float = 5.0,  # noqa: ASYNC109
                       what: str = "condition") -> None:
        """Wait until predicate() is true (re-checked on every change in the server)."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while not predicate():
            remaining = end - loop.time()
            if remaining <= 0:
                raise AssertionError(f"fake Discord: timed out after {timeout}s waiting for {what}")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), min(remaining, 0.05))

    def requests_to(self, method: str, pattern: str) -> list[LoggedRequest]:
        return [r for r in self.requests
                if r.method == method and fnmatch.fnmatchcase(r.path, pattern)]
