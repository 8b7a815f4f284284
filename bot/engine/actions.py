"""Actions a player can take: small frozen records passed to ``Match.apply``.

Colors are the strings ``"red" "yellow" "green" "blue"``; targets are player ids.

* ``PlayCard(card, color, target)``: play a card on your turn. ``color`` is needed
  for Wild / Wild Draw Four / blank; ``target`` for a Seven-O 7 or a ``swap``
  blank (not when it is your last card). While a drawn card is pending, playing
  that card is the same as ``PlayDrawn``; under ``after_draw=play_any`` any
  playable card may be played after drawing.
* ``JumpIn(card, color)``: play an identical card out of turn (R22). A
  ``PlayCard`` sent out of turn is treated as a jump-in too when allowed.
* ``Draw``: draw instead of playing (R10/R11).
* ``PlayDrawn(color, target)`` / ``KeepDrawn``: decide on the card just drawn.
* ``Pass``: end the turn after drawing (``KeepDrawn`` is accepted as a synonym).
* ``ChooseColor(color)``: the color for a first-card Wild (R7).
* ``CallUno`` / ``Catch(target)``: R18/R19, anyone, any time.
* ``Challenge`` / ``AcceptDraw``: face a Wild Draw Four or a draw stack (R15/R17).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, get_args

from .cards import Card
from .errors import InvalidAction


@dataclass(frozen=True, slots=True)
class PlayCard:
    card: Card
    color: str | None = None
    target: int | None = None


@dataclass(frozen=True, slots=True)
class JumpIn:
    card: Card
    color: str | None = None
    target: int | None = None


@dataclass(frozen=True, slots=True)
class Draw:
    pass


@dataclass(frozen=True, slots=True)
class PlayDrawn:
    color: str | None = None
    target: int | None = None


@dataclass(frozen=True, slots=True)
class KeepDrawn:
    pass


@dataclass(frozen=True, slots=True)
class Pass:
    pass


@dataclass(frozen=True, slots=True)
class ChooseColor:
    color: str


@dataclass(frozen=True, slots=True)
class CallUno:
    pass


@dataclass(frozen=True, slots=True)
class Catch:
    target: int


@dataclass(frozen=True, slots=True)
class Challenge:
    pass


@dataclass(frozen=True, slots=True)
class AcceptDraw:
    pass


Action = (
    PlayCard | JumpIn | Draw | PlayDrawn | KeepDrawn | Pass | ChooseColor | CallUno | Catch |
    Challenge | AcceptDraw
)

DRAW = Draw()
KEEP = KeepDrawn()
PASS = Pass()
CALL_UNO = CallUno()
CHALLENGE = Challenge()
ACCEPT = AcceptDraw()


def action_to_dict(a: Action) -> dict[str, object]:
    """JSON-able form (for logs/replays)."""
    d: dict[str, object] = {"type": type(a).__name__}
    for name in getattr(a, "__slots__", ()):
        v = getattr(a, name)
        d[name] = v.code if isinstance(v, Card) else v
    return d


_TYPES: dict[str, type[Action]] = {t.__name__: t for t in get_args(Action)}


def action_from_dict(d: object) -> Action:
    """The action ``action_to_dict`` wrote; anything malformed is an InvalidAction."""
    kind = _TYPES.get(str(d.get("type"))) if isinstance(d, dict) else None
    if not isinstance(d, dict) or kind is None:
        raise InvalidAction("That action is not possible now.")
    try:
        kwargs: dict[str, Any] = {str(k): (Card.from_code(str(v)) if k == "card" else v)
                                  for k, v in d.items() if k != "type"}
        return kind(**kwargs)
    except (TypeError, ValueError):
        raise InvalidAction("That action is not possible now.") from None
