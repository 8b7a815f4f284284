"""What tests read back: waiting for changes, breaches, unanswered interactions, the log."""

from __future__ import annotations

import asyncio
import contextlib
import fnmatch
from collections.abc import Callable

from tests.fakediscord.state import Breach, FakeInteraction, LoggedRequest
from tests.fakediscord.world import World


class Observe(World):
    async def wait_for(self, predicate: Callable[[], bool], timeout: float = 5.0,  # noqa: ASYNC109
                       what: str = "condition") -> None:
        """Wait until predicate() is true (re-checked on every change in the fake)."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while not predicate():
            remaining = end - loop.time()
            if remaining <= 0:
                raise AssertionError(f"fake Discord: timed out after {timeout}s waiting for {what}")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), min(remaining, 0.05))

    def take_breaches(self) -> list[Breach]:
        """Return and forget the recorded breaches (for tests that provoke them)."""
        taken, self.breaches = self.breaches, []
        for interaction in self.interactions.values():
            if any(b in taken for b in interaction.rejections):
                interaction.excused = True
        self.unacknowledged = [i for i in self.unacknowledged if not i.excused]
        return taken

    def excuse(self, interaction: FakeInteraction) -> None:
        """A test meant this interaction to go unanswered: do not report it at teardown."""
        interaction.excused = True
        if interaction in self.unacknowledged:
            self.unacknowledged.remove(interaction)

    def requests_to(self, method: str, pattern: str) -> list[LoggedRequest]:
        return [r for r in self.requests
                if r.method == method and fnmatch.fnmatchcase(r.path, pattern)]

    def problems(self) -> list[str]:
        out = [f"breach: {b}" for b in self.breaches]
        out += [f"unknown route: {r.method} {r.path}" for r in self.unknown_routes]
        out += [f"interaction not acknowledged within {self.ack_deadline:g}s: {i.name}"
                for i in self.unacknowledged]
        return out

    async def check_clean(self) -> None:
        """Teardown check: all interactions acknowledged, no breaches, no unknown routes."""
        pending = [i for i in self.interactions.values()
                   if i.ack_type is None and not i.expired and not i.excused]
        if pending:
            loop = asyncio.get_running_loop()
            latest = max(i.deadline for i in pending)
            with contextlib.suppress(AssertionError):
                await self.wait_for(lambda: all(i.ack_type is not None or i.expired
                                                for i in pending),
                                    timeout=max(latest - loop.time(), 0) + 0.1)
        problems = self.problems()
        if problems:
            raise AssertionError("fake Discord saw problems:\n  " + "\n  ".join(problems))
