"""Pure UNO engine (no discord imports). See match.py for the entry point."""

from .actions import (
    AcceptDraw,
    Action,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    Draw,
    JumpIn,
    KeepDrawn,
    Pass,
    PlayCard,
    PlayDrawn,
    action_from_dict,
    action_to_dict,
)
from .cards import COLORS, Card
from .errors import RuleError
from .events import Event, describe
from .match import Match
from .rules import OPTIONS, PRESETS, Option, Rules
from .view import Decision, PlayerView, PublicView, SeatInfo

__all__ = [
    "COLORS", "OPTIONS", "PRESETS", "AcceptDraw", "Action", "CallUno", "Card", "Catch",
    "Challenge", "ChooseColor", "Decision", "Draw", "Event", "JumpIn", "KeepDrawn", "Match",
    "Option", "Pass", "PlayCard", "PlayDrawn", "PlayerView", "PublicView", "Rules",
    "RuleError", "SeatInfo", "action_from_dict", "action_to_dict", "describe",
]
