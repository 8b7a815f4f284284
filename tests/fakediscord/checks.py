"""What the tests check at teardown: breaches, unanswered interactions, unknown routes."""

from __future__ import annotations

import asyncio
import contextlib

from bot.local.server.observe import Observe
from bot.local.server.state import Breach, FakeInteraction


class Checks(Observe):
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
