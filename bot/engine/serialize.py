"""A match's state <-> a plain JSON-able dict, with upgrades from older schemas.

One field list: every field of :class:`~bot.engine.state.State` has exactly one codec
in ``CODECS`` (checked at import), and both directions walk that table, so saving and
loading can't drift apart. Loading checks each field's type, then the whole state's
consistency (validate.py): anything wrong raises one ``ValueError`` naming the field.

Schema history (``upgrade`` turns each version into the next):

* 1: phases as numbers 0-4;
* 2: phases by name (``"play"``, ``"color"``, ``"drawn"``, ``"hand_over"``,
  ``"match_over"``);
* 3: ``called_at_one``, the players at one card who called UNO (R18).
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import random
import struct
from collections.abc import Callable
from typing import Any

from .errors import RuleError
from .rules import Rules
from .state import Phase, State
from .validate import StateError, check_consistency

SCHEMA_VERSION = 3

JSON = Any  # a value as json.loads gives it (checked field by field below)


def _pack(words: tuple[int, ...]) -> str:
    """The Mersenne Twister state (625 uint32) as compact base64 text."""
    return base64.b64encode(struct.pack(f"<{len(words)}I", *words)).decode("ascii")


def _unpack(text: JSON) -> tuple[int, ...]:
    if isinstance(text, list):
        return tuple(int(w) for w in text)
    raw = base64.b64decode(text, validate=True)
    return struct.unpack(f"<{len(raw) // 4}I", raw)


def _rng_out(rng: random.Random) -> JSON:
    version, internal, gauss = rng.getstate()
    return [version, _pack(internal), gauss]


def _rng_in(value: JSON) -> random.Random:
    rng = random.Random()
    version, internal, gauss = value
    rng.setstate((version, _unpack(internal), gauss))
    return rng


def _rules_in(value: JSON) -> Rules:
    if not isinstance(value, dict):
        raise StateError("rules", "must be an object")
    try:
        return Rules.from_dict(value)
    except RuleError as exc:
        raise StateError("rules", exc.reason) from None


def _int(value: JSON) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError("must be an integer")
    return value


def _opt_int(value: JSON) -> int | None:
    return None if value is None else _int(value)


def _ints(value: JSON) -> list[int]:
    if not isinstance(value, list):
        raise TypeError("must be a list of integers")
    return [_int(v) for v in value]


def _bool(value: JSON) -> bool:
    if not isinstance(value, bool):
        raise TypeError("must be true or false")
    return value


def _hands(value: JSON) -> list[list[int]]:
    if not isinstance(value, list):
        raise TypeError("must be a list of hands")
    return [_ints(h) for h in value]


def _scores(value: JSON) -> dict[int, int]:
    if not isinstance(value, list):
        raise TypeError("must be a list of [player, points] pairs")
    pairs = [_ints(pair) for pair in value]
    if any(len(pair) != 2 for pair in pairs):
        raise TypeError("must be a list of [player, points] pairs")
    return {p: points for p, points in pairs}


def _same(value: Any) -> Any:
    return value


def _copy_list(value: list[int]) -> list[int]:
    return list(value)


Codec = tuple[Callable[[Any], JSON], Callable[[JSON], Any]]

#: field -> (to JSON, from JSON): the one list of what is saved
CODECS: dict[str, Codec] = {
    "rules": (lambda r: r.to_dict(), _rules_in),
    "rng": (_rng_out, _rng_in),
    "players": (_copy_list, _ints),
    "hands": (lambda hs: [list(h) for h in hs], _hands),
    "draw": (_copy_list, _ints),
    "discard": (_copy_list, _ints),
    "color": (_same, _int),
    "direction": (_same, _int),
    "current": (_same, _int),
    "dealer": (_same, _int),
    "phase": (str, Phase),
    "drawn": (_same, _int),
    "pending": (_same, _int),
    "stack": (_same, _int),
    "wd4_by": (_same, _opt_int),
    "wd4_guilty": (_same, _bool),
    "uno_ok": (sorted, lambda v: set(_ints(v))),
    "catchable": (_copy_list, _ints),
    "called_at_one": (sorted, lambda v: set(_ints(v))),
    "scores": (lambda sc: [[p, v] for p, v in sc.items()], _scores),
    "departed": (_copy_list, _ints),
    "hand_no": (_same, _int),
    "version": (_same, _int),
    "winners": (_copy_list, _ints),
    "hand_winner": (_same, _opt_int),
}

if set(CODECS) != {f.name for f in dataclasses.fields(State)}:  # pragma: no cover
    raise RuntimeError("serialize.CODECS must list exactly the fields of State")


def state_to_dict(s: State) -> dict[str, JSON]:
    out: dict[str, JSON] = {"schema": SCHEMA_VERSION}
    for name, (to_json, _) in CODECS.items():
        out[name] = to_json(getattr(s, name))
    return out


def state_from_dict(data: object) -> State:
    """The saved state, upgraded to the current schema, read field by field, then
    checked as a whole (raises StateError, a ValueError naming the field)."""
    if not isinstance(data, dict):
        raise StateError("schema", "the saved state must be an object")
    data = upgrade(data)
    values: dict[str, Any] = {}
    for name, (_, from_json) in CODECS.items():
        if name not in data:
            raise StateError(name, "is missing")
        try:
            values[name] = from_json(data[name])
        except StateError:
            raise
        except (TypeError, ValueError, KeyError, IndexError, OverflowError,
                binascii.Error, struct.error) as exc:
            raise StateError(name, str(exc) or "is malformed") from None
    state = State(**values)
    check_consistency(state)
    return state


# -- upgrades: each takes a dict of schema N and returns one of schema N + 1 ----------
def _upgrade_1(data: dict[str, JSON]) -> dict[str, JSON]:
    """Schema 1 -> 2: phases by name instead of number."""
    names = ("play", "color", "drawn", "hand_over", "match_over")
    phase = data.get("phase")
    if not isinstance(phase, int) or isinstance(phase, bool) or not 0 <= phase < len(names):
        raise StateError("phase", f"unknown phase {phase!r}")
    return {**data, "schema": 2, "phase": names[phase]}


def _upgrade_2(data: dict[str, JSON]) -> dict[str, JSON]:
    """Schema 2 -> 3: nobody is known to have called UNO at one card (schema 2 did not
    keep it once the card was played), so the table shows no call it cannot vouch for."""
    return {**data, "schema": 3, "called_at_one": []}


UPGRADES: dict[int, Callable[[dict[str, JSON]], dict[str, JSON]]] = {
    1: _upgrade_1, 2: _upgrade_2}


def upgrade(data: dict[str, JSON]) -> dict[str, JSON]:
    """Runs the upgrade steps from the data's schema to the current one."""
    schema = data.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool) or \
            not 1 <= schema <= SCHEMA_VERSION:
        raise StateError("schema", f"unsupported schema {schema!r}")
    while schema < SCHEMA_VERSION:
        data = UPGRADES[schema](data)
        schema += 1
    return data
