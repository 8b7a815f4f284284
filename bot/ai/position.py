"""Adapter: a playable ``Match`` for one guess of the hidden cards, built only from a
seat's view and that guess.

The engine offers ``Match.staged`` (hands, piles, turn, color) but not the rest of a
position (a pending draw, a drawn card waiting, a Wild Draw Four open to challenge, UNO
calls, the catch window). Those few fields are set on the JSON form (``to_dict`` /
``from_dict``); the phase numbers are learnt from positions the engine itself builds,
never hard-coded. The engine should offer this (``Match.from_position``): see the
package README. ``tests/ai/test_position.py`` checks that a position rebuilt with the
true hidden cards gives the seat exactly the view it had.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from bot.engine import Card, Draw, Match, PlayerView, Rules

from .cards import CARD


@cache
def phases() -> dict[str, int]:
    """The engine's phase values for: a normal turn, a first Wild's color, a drawn card."""
    a, b = 1, 2
    play = Match.staged([a, b], Rules(), hands={a: ["r1"], b: ["b1"]}, discard=["r5"],
                        fill_draw=False)
    color = Match.staged([a, b], Rules(), hands={a: ["r1"], b: ["b1"]}, discard=["W"],
                         fill_draw=False)
    drawn = Match.staged([a, b], Rules(), hands={a: ["b2", "g2"], b: ["b1"]},
                         discard=["r5"], draw=["r3"], fill_draw=False)
    drawn.apply(a, Draw())
    return {"play": play.to_dict()["phase"], "color": color.to_dict()["phase"],
            "drawn": drawn.to_dict()["phase"]}


def template(view: PlayerView, seed: int) -> dict[str, Any]:
    """The JSON form of the position in ``view`` with placeholder hands and piles; fill
    it with ``place`` for each guess."""
    players = [s.player for s in view.players]
    staged = Match.staged(
        players, view.rules, hands={}, discard=[view.top_card], draw=[],
        current=view.current_player if view.current_player is not None else players[0],
        direction=view.direction, color=view.color, dealer=view.dealer, seed=seed,
        fill_draw=False, scores=dict(view.scores))
    d = staged.to_dict()
    ph = phases()
    kind = view.decision.kind if view.decision is not None else None
    d["phase"] = {"choose_color": ph["color"], "play_or_keep": ph["drawn"],
                  "play_or_pass": ph["drawn"]}.get(kind or "", ph["play"])
    d["drawn"] = view.drawn_card.id if view.drawn_card is not None else -1
    d["pending"] = view.pending_draw
    d["stack"] = 1 if view.pending_draw else 0
    d["wd4_by"] = None
    d["wd4_guilty"] = False
    d["uno_ok"] = sorted(s.player for s in view.players if s.called_uno and s.cards == 2)
    d["called_at_one"] = sorted(s.player for s in view.players
                                if s.called_uno and s.cards == 1)
    d["catchable"] = list(view.catchable)
    d["departed"] = list(view.departed)
    d["hand_no"] = view.hand_number
    d["version"] = view.version
    return d


def place(tpl: dict[str, Any], hands: list[list[int]], discard: list[int],
          draw: list[int], wd4_by: int | None, wd4_guilty: bool) -> dict[str, Any]:
    """``tpl`` with the cards placed: ``hands`` in seat order, ``discard`` bottom..top,
    ``draw`` bottom..top (the engine draws from the end)."""
    d = dict(tpl)
    d["hands"] = hands
    d["discard"] = discard
    d["draw"] = draw
    d["wd4_by"] = wd4_by
    d["wd4_guilty"] = wd4_guilty
    return d


def build(tpl: dict[str, Any]) -> Match:
    return Match.from_dict(tpl)


def cards(ids: list[int]) -> list[Card]:
    return [CARD[i] for i in ids]
