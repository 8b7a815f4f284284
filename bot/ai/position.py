"""Adapter: a playable ``Match`` for one guess of the hidden cards, built only from a
seat's view and that guess, with the engine's public position API (``Match.staged``
with a ``Moment``: the drawn card, the pending draw, the Wild Draw Four open to
challenge, UNO calls and the catch window). ``tests/ai/test_position.py`` checks that a
position rebuilt with the true hidden cards gives the seat exactly the view it had.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from bot.engine import Card, Match, Moment, PlayerView

from .cards import CARD


@dataclass(frozen=True, slots=True)
class Template:
    """What one view says of the position: the keyword arguments of ``Match.staged``
    but the cards, and the ``Moment`` but the Wild Draw Four's player and verdict."""

    staged: dict[str, Any]
    moment: Moment


def template(view: PlayerView, seed: int) -> Template:
    """The position in ``view`` without the hidden cards; ``build`` places each guess."""
    players = [s.player for s in view.players]
    kind = view.decision.kind if view.decision is not None else None
    staged = {
        "players": players, "rules": view.rules,
        "current": view.current_player if view.current_player is not None else players[0],
        "direction": view.direction, "color": view.color, "dealer": view.dealer,
        "seed": seed, "fill_draw": False, "scores": dict(view.scores),
        "departed": list(view.departed), "hand_number": view.hand_number}
    moment = Moment(
        has_drawn=kind in ("play_or_keep", "play_or_pass"), drawn=view.drawn_card,
        pending_draw=view.pending_draw,
        uno_called=[s.player for s in view.players if s.called_uno and s.cards == 2],
        called_at_one=[s.player for s in view.players if s.called_uno and s.cards == 1],
        catchable=list(view.catchable), version=view.version)
    return Template(staged, moment)


def build(tpl: Template, hands: list[list[int]], discard: list[int], draw: list[int],
          wd4_by: int | None, wd4_guilty: bool) -> Match:
    """The match of ``tpl`` with the cards placed: ``hands`` in seat order, ``discard``
    bottom..top, ``draw`` bottom..top (the engine draws from the end); checked as a
    saved game is (a StateError names what the guess got wrong)."""
    players = tpl.staged["players"]
    return Match.staged(
        **tpl.staged, hands=dict(zip(players, map(cards, hands), strict=True)),
        discard=cards(discard), draw=cards(reversed(draw)),
        moment=replace(tpl.moment, wd4_by=wd4_by, wd4_guilty=wd4_guilty), validate=True)


def cards(ids: Iterable[int]) -> list[Card]:
    return [CARD[i] for i in ids]
