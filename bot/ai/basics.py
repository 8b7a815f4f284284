"""Moves every level shares: the reflexes (call UNO, catch), filling in a color or a
target, and reading the table from a view."""

from __future__ import annotations

from bot.engine import (
    Action,
    CallUno,
    Card,
    Catch,
    JumpIn,
    PlayCard,
    PlayDrawn,
    PlayerView,
)

from .cards import best_color


def reflex(view: PlayerView) -> Action | None:
    """Call UNO when it is due, catch anyone who forgot: always right, at every level."""
    for a in view.legal:
        if isinstance(a, CallUno):
            return a
    for a in view.legal:
        if isinstance(a, Catch):
            return a
    return None


def cards_of(view: PlayerView, player: int) -> int:
    for s in view.players:
        if s.player == player:
            return s.cards
    return 0


def next_player(view: PlayerView, steps: int = 1) -> int:
    ids = [s.player for s in view.players]
    return ids[(ids.index(view.player) + steps * view.direction) % len(ids)]


def previous_player(view: PlayerView) -> int:
    return next_player(view, -1)


def leader(view: PlayerView) -> int | None:
    """The other player closest to going out (fewest cards)."""
    others = [s for s in view.players if s.player != view.player]
    return min(others, key=lambda s: s.cards).player if others else None


def card_of(view: PlayerView, action: Action) -> Card | None:
    if isinstance(action, PlayCard | JumpIn):
        return action.card
    if isinstance(action, PlayDrawn):
        return view.drawn_card
    return None


def with_choices(action: Action, color: str | None, target: int | None) -> Action:
    if isinstance(action, PlayCard):
        return PlayCard(action.card, color, target)
    if isinstance(action, JumpIn):
        return JumpIn(action.card, color, target)
    if isinstance(action, PlayDrawn):
        return PlayDrawn(color, target)
    return action


def fill(view: PlayerView, action: Action) -> Action:
    """Complete a play from ``view.legal``: the hand's best color for a wild, the leader
    as the Seven-O / swap target."""
    card = card_of(view, action)
    if card is None:
        return action
    color = best_color((c.id for c in view.hand), card.id) if card.is_wild else None
    target = leader(view) if view.needs_target(card, len(view.hand)) else None
    return with_choices(action, color, target)


def expand(view: PlayerView, action: Action) -> list[Action]:
    """Every color/target variant of a play (a wild's colors limited to the colors the
    hand holds, or all four when it holds none)."""
    card = card_of(view, action)
    if card is None:
        return [action]
    colors: list[str | None] = [None]
    if card.is_wild:
        held = sorted({c.color for c in view.hand if c.color is not None and c != card})
        colors = list(held) if held else ["red", "yellow", "green", "blue"]
    targets: list[int | None] = [None]
    if view.needs_target(card, len(view.hand)):
        targets = [s.player for s in view.players if s.player != view.player]
    return [with_choices(action, col, t) for col in colors for t in targets]
