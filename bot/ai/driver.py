"""Applying an AI's move: a move the engine refuses is a bug in the AI. It is logged with
the seat's view and replaced by the first legal move, so a game never stalls."""

from __future__ import annotations

import logging
from typing import NamedTuple

from bot.engine import Action, Match, PlayerView, RuleError, events

from .basics import fill

log = logging.getLogger("bot.ai")


class Applied(NamedTuple):
    events: tuple[events.Event, ...]
    refused: RuleError | None  # the AI's move was refused (a bug), the fallback was played


def first_legal(view: PlayerView) -> Action | None:
    return fill(view, view.legal[0]) if view.legal else None


def apply_checked(match: Match, player: int, action: Action) -> Applied:
    """``match.apply(player, action)``; if refused, log and play the first legal move."""
    try:
        return Applied(match.apply(player, action), None)
    except RuleError as exc:
        view = match.view_for(player)
        log.error("AI move refused for player %s: %r (%s); view: %r", player, action,
                  exc.reason, view)
        fallback = first_legal(view)
        if fallback is None:
            return Applied((), exc)
        return Applied(match.apply(player, fallback), exc)
