"""Refusals. Every refused action raises a :class:`RuleError` subclass whose
``reason`` (also ``str(exc)``) is a sentence a player can read. A refused action
changes nothing (I3)."""

from __future__ import annotations

from collections.abc import Callable


class RuleError(Exception):
    """Base class of every refusal."""

    default_reason = "That is not allowed right now."

    def __init__(self, reason: str | None = None) -> None:
        self.reason = reason or self.default_reason
        super().__init__(self.reason)


class InvalidRules(RuleError, ValueError):
    default_reason = "Invalid rule options."


class NotYourTurn(RuleError):
    default_reason = "It's not your turn."


class UnknownPlayer(RuleError):
    default_reason = "You are not playing in this game."


class CardNotInHand(RuleError):
    default_reason = "You don't have that card."


class CardNotPlayable(RuleError):
    default_reason = "That card can't be played now."


class IllegalWildDrawFour(CardNotPlayable):
    default_reason = "You can't play a Wild Draw Four now."


class ColorRequired(RuleError):
    default_reason = "Choose a color: red, yellow, green or blue."


class TargetRequired(RuleError):
    default_reason = "Choose another player for this card."


class DecisionPending(RuleError):
    default_reason = "A decision is pending first."


class HandOver(RuleError):
    default_reason = "This hand is over."


class MatchOver(RuleError):
    default_reason = "This match is over."


class CannotDraw(RuleError):
    default_reason = "You can't draw now."


class CannotPass(RuleError):
    default_reason = "You can't pass now."


class UnoError(RuleError):
    default_reason = "You can't call UNO now."


class FalseCatch(RuleError):
    default_reason = "There is nobody to catch."


class InvalidAction(RuleError):
    default_reason = "That action is not possible now."


class TooManyPlayers(RuleError):
    default_reason = "Too many players."


#: A refusal not yet built: calling it makes the RuleError. The checks legal_actions
#: asks about every card return one, so listing the legal moves builds no message
#: (an f-string and an exception object per unplayable card) that nobody will read.
Refusal = Callable[[], RuleError]
