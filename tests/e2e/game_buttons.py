"""Reading UNO game buttons off a message as a member sees it (shared by the soak test and
bench/load.py): which verbs are offered, and which state version the buttons carry."""

from __future__ import annotations

from bot.ui import ids
from tests.fakediscord.driver import Message


def enabled_by_verb(msg: Message) -> dict[str, list[str]]:
    """The custom_ids of the enabled game buttons of ``msg``, by verb (play, draw, ...)."""
    out: dict[str, list[str]] = {}
    for b in msg.buttons:
        cid = ids.parse(b.custom_id or "")
        if cid is not None and not b.disabled and b.custom_id:
            out.setdefault(cid.verb, []).append(b.custom_id)
    return out


def version_of(msg: Message) -> int | None:
    """The engine state version the message's game buttons were made for."""
    for b in msg.buttons:
        cid = ids.parse(b.custom_id or "")
        if cid is not None:
            return cid.version
    return None
