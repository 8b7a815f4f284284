"""The custom_id scheme of every game component.

``uno:<verb>:<channel id>[.<game>]:<state version>[:<arg>]`` (at most 100 characters).
The channel finds the table after a restart; the game (the id of the ``/uno start`` that
opened it) tells a button of an earlier game in that channel from one of this game, whose
versions also start at 0; the version makes a click on an out-of-date message (or a double
click) harmless. A custom_id without a game is from before games had one (game 0).
``arg`` depends on the verb:

* ``play`` / ``jump``: ``<card code>[.<color letter>[.<target id>]]``
* ``color`` (first-card Wild): a color letter; ``catch``: the target id;
  ``page``: the hand page number; others: empty.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

PREFIX = "uno:"
TEMPLATE = r"uno:(?P<body>.*)"
VERBS = frozenset({
    # lobby
    "join", "leave", "begin", "cancel", "addai", "rmai", "afk",
    # table
    "hand", "uno", "catch", "stop", "next",
    # hand
    "play", "jump", "draw", "pass", "keep", "chal", "acc", "color", "page",
})
_BODY = re.compile(r"(?P<verb>[a-z]+):(?P<channel>[0-9]{1,20})(?:\.(?P<game>[0-9]{1,20}))?"
                   r":(?P<version>[0-9]{1,12})(?::(?P<arg>[A-Za-z0-9.]{0,60}))?")


@dataclass(frozen=True, slots=True)
class ComponentId:
    verb: str
    channel: int
    version: int
    arg: str = ""
    game: int = 0

    def __str__(self) -> str:
        place = f"{self.channel}.{self.game}" if self.game else str(self.channel)
        s = f"{PREFIX}{self.verb}:{place}:{self.version}"
        return f"{s}:{self.arg}" if self.arg else s


def make(verb: str, channel: int, version: int, arg: str = "", *, game: int = 0) -> str:
    if verb not in VERBS:
        raise ValueError(f"unknown verb {verb!r}")
    cid = str(ComponentId(verb, channel, version, arg, game))
    if len(cid) > 100:
        raise ValueError("custom_id longer than 100 characters")
    return cid


def parse(custom_id: str) -> ComponentId | None:
    """The parts of one of our custom_ids, or None if it is not a valid one."""
    if not custom_id.startswith(PREFIX) or len(custom_id) > 100:
        return None
    m = _BODY.fullmatch(custom_id[len(PREFIX):])
    if m is None or m["verb"] not in VERBS:
        return None
    return ComponentId(m["verb"], int(m["channel"]), int(m["version"]), m["arg"] or "",
                       int(m["game"] or 0))


def with_game(custom_id: str, game: int) -> str:
    """``custom_id`` (made without a game, as the ui modules make them) for game ``game``."""
    cid = parse(custom_id)
    if cid is None or not game:
        return custom_id
    return make(cid.verb, cid.channel, cid.version, cid.arg, game=game)


def play_arg(code: str, color: str | None = None, target: int | None = None) -> str:
    parts = [code]
    if color is not None or target is not None:
        parts.append(color or "")
    if target is not None:
        parts.append(str(target))
    return ".".join(parts)


def split_play_arg(arg: str) -> tuple[str, str, int | None]:
    """``"W.r"`` -> ("W", "r", None); ``"r7..123"`` -> ("r7", "", 123)."""
    parts = arg.split(".")
    code = parts[0]
    color = parts[1] if len(parts) > 1 else ""
    target = int(parts[2]) if len(parts) > 2 and parts[2].isdigit() else None
    return code, color, target
