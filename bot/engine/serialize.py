"""Match <-> plain JSON-able dict (only dict/list/str/int/bool/None/float).

The rng state goes with it, so a restored match continues identically (I4).
"""

from __future__ import annotations

import base64
import random
import struct
from typing import TYPE_CHECKING, Any

from .rules import Rules
from .state import SCHEMA_VERSION

if TYPE_CHECKING:
    from .match import Match


class SchemaError(ValueError):
    pass


def _pack(words: tuple[int, ...]) -> str:
    """The Mersenne Twister state (625 uint32) as compact base64 text."""
    return base64.b64encode(struct.pack(f"<{len(words)}I", *words)).decode("ascii")


def _unpack(text: str | list[int]) -> tuple[int, ...]:
    if isinstance(text, list):
        return tuple(text)
    raw = base64.b64decode(text)
    return struct.unpack(f"<{len(raw) // 4}I", raw)


def match_to_dict(m: Match) -> dict[str, Any]:
    version, internal, gauss = m.rng.getstate()
    return {
        "schema": SCHEMA_VERSION,
        "rules": m.rules.to_dict(),
        "rng": [version, _pack(internal), gauss],
        "players": list(m.players),
        "hands": [list(h) for h in m.hands],
        "draw": list(m.draw),
        "discard": list(m.discard),
        "color": m.color,
        "direction": m.direction,
        "current": m.current,
        "dealer": m.dealer,
        "phase": m.phase,
        "drawn": m.drawn,
        "pending": m.pending,
        "stack": m.stack,
        "wd4_by": m.wd4_by,
        "wd4_guilty": m.wd4_guilty,
        "uno_ok": sorted(m.uno_ok),
        "catchable": list(m.catchable),
        "scores": [[p, s] for p, s in m.scores.items()],
        "departed": list(m.departed),
        "hand_no": m.hand_no,
        "version": m.version,
        "winners": list(m.winners),
        "hand_winner": m.hand_winner,
    }


def match_from_dict(d: dict[str, Any]) -> Match:
    from .match import Match

    if d.get("schema") != SCHEMA_VERSION:
        raise SchemaError(f"unsupported schema {d.get('schema')!r}")
    rules = Rules.from_dict(d["rules"])
    rng = random.Random()
    v, internal, gauss = d["rng"]
    rng.setstate((v, _unpack(internal), gauss))
    m = Match(list(d["players"]), rules, rng)
    m.hands = [list(h) for h in d["hands"]]
    m.draw = list(d["draw"])
    m.discard = list(d["discard"])
    m.color = d["color"]
    m.direction = d["direction"]
    m.current = d["current"]
    m.dealer = d["dealer"]
    m.phase = d["phase"]
    m.drawn = d["drawn"]
    m.pending = d["pending"]
    m.stack = d["stack"]
    m.wd4_by = d["wd4_by"]
    m.wd4_guilty = d["wd4_guilty"]
    m.uno_ok = set(d["uno_ok"])
    m.catchable = list(d["catchable"])
    m.scores = {p: s for p, s in d["scores"]}
    m.departed = list(d["departed"])
    m.hand_no = d["hand_no"]
    m.version = d["version"]
    m.winners = list(d["winners"])
    m.hand_winner = d["hand_winner"]
    return m
