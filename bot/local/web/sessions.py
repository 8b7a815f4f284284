"""Who a page is: a session token handed out for one member (the switcher, or ``?as=``).

The playground has no accounts: anyone who reaches the page may choose any member. What a
session is held to is being that member and no one else: every request names its session,
and what it sends is checked as that member's (their ephemeral messages, their modals)."""

from __future__ import annotations

import secrets
from collections import OrderedDict

from bot.local.server import FakeUser

# sessions kept (each page load of a new tab makes one); the oldest go first
MAX_SESSIONS = 1000


class Sessions:
    def __init__(self) -> None:
        self._members: OrderedDict[str, FakeUser] = OrderedDict()

    def open(self, member: FakeUser) -> str:
        token = secrets.token_urlsafe(24)
        self._members[token] = member
        while len(self._members) > MAX_SESSIONS:
            self._members.popitem(last=False)
        return token

    def member(self, token: str | None) -> FakeUser | None:
        if not token:
            return None
        return self._members.get(token)
