"""What the page is sent: the server, its channels and members, the commands, and each
message as a member sees it, with the embedded Discord's addresses made relative (the page
serves attachments and emoji images itself, from whatever address it was opened at)."""

from __future__ import annotations

from typing import Any

from bot.local.server import FakeChannel, FakeUser, LocalDiscord, StoredMessage
from bot.local.server.state import PUBLIC_THREAD, TEXT_CHANNEL
from bot.local.server.validate import FLAG_LOADING
from bot.local.world import members

JSON = dict[str, Any]
# messages of a channel the page gets at once (Discord's client loads 50 at a time)
HISTORY = 100


def message(discord: LocalDiscord, stored: StoredMessage) -> JSON:
    data = stored.payload()
    data["ephemeral"] = stored.ephemeral
    data["loading"] = bool(stored.flags & FLAG_LOADING)
    meta = data.get("interaction_metadata")
    if meta and meta.get("type") == 2:  # "alice used /uno start": the whole command
        used = discord.interactions.get(int(meta["id"]))
        if used is not None:
            meta["name"] = command_path(used.payload.get("data") or {})
    return _plain(data, discord.base_url)


def command_path(data: JSON) -> str:
    """``uno start`` for the data of ``/uno start ...``."""
    parts = [str(data.get("name", ""))]
    options = data.get("options") or []
    while options and options[0].get("type") in (1, 2):
        parts.append(str(options[0]["name"]))
        options = options[0].get("options") or []
    return " ".join(parts)


def channel(found: FakeChannel) -> JSON:
    return {"id": str(found.id), "name": found.name, "type": found.type,
            "position": found.position,
            "parent_id": str(found.parent_id) if found.parent_id else None,
            "archived": found.archived}


def channels(discord: LocalDiscord) -> list[FakeChannel]:
    """The server's text channels and threads, in the sidebar's order."""
    return [c for c in discord.guild.channels if c.type in (TEXT_CHANNEL, PUBLIC_THREAD)]


def world(discord: LocalDiscord, me: FakeUser) -> JSON:
    guild = discord.guild
    people = [{"id": str(u.id), "username": u.username, "name": u.global_name or u.username,
               "owner": u.id == guild.owner_id, "bot": False} for u in members(discord)]
    bot = discord.bot_user
    people.append({"id": str(bot.id), "username": bot.username, "name": bot.username,
                   "owner": False, "bot": True})
    commands = discord.commands.get(guild.id, []) + discord.commands.get(None, [])
    return {
        "guild": {"id": str(guild.id), "name": guild.name},
        "channels": [channel(c) for c in channels(discord)],
        "members": people,
        "me": str(me.id),
        "commands": [c for c in commands if c.get("type", 1) == 1],
    }


def history(discord: LocalDiscord, me: FakeUser) -> dict[str, list[JSON]]:
    """Each channel's latest messages that ``me`` can see, oldest first."""
    out: dict[str, list[JSON]] = {}
    for found in channels(discord):
        seen = [m for m in found.messages.values() if m.visible_to(me.id)][-HISTORY:]
        out[str(found.id)] = [message(discord, m) for m in seen]
    return out


def _plain(value: Any, base: str) -> Any:
    """What JavaScript reads as sent: every address of the embedded Discord relative (no
    ``base``), and ids given as numbers (an emoji's) as strings, past 2**53 they round."""
    if isinstance(value, str):
        return value[len(base):] if value.startswith(base) else value
    if isinstance(value, dict):
        return {k: _plain(v, base) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v, base) for v in value]
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 2**53:
        return str(value)
    return value
