"""Pure UNO engine (never imports discord). Rules: docs/RULES.md (R1-R26, C1-C11, I1-I4).

Quick guide for the UI::

    import random
    from bot.engine import Match, Rules, PlayCard, Card, Draw, describe, RuleError

    rules = Rules.from_preset("official", stacking=True)   # InvalidRules names choices
    m = Match.new([id1, id2, id3], rules, random.Random())  # deals hand 1 (R5-R7)
    m.opening_events                      # DealerChosen, HandStarted, ... TurnStarted
    m.view_for(id1)                       # frozen PlayerView (hand, legal, decision...)
    m.public_view()                       # frozen PublicView for the table
    m.legal_actions(id1)                  # one entry per button
    try:
        events = m.apply(id1, PlayCard(Card.from_code("W"), color="red"))
    except RuleError as exc:              # refused: nothing changed (I3)
        reply_ephemeral(exc.reason)
    lines = [describe(e, name_of) for e in events]
    m.version                             # +1 per accepted action (stale-click check)
    m.to_act                              # who the game waits for (None: hand over)
    m.apply_timeout(m.to_act)             # expired turn timer: always moves on
    m.remove_player(id2)                  # C9
    if m.hand_over and not m.match_over:
        m.start_next_hand()
    data = m.to_dict(); m = Match.from_dict(data)   # JSON-able, rng included;
                                          # older schemas upgraded; a damaged state
                                          # raises one ValueError naming the field
    sim = m.copy()                        # independent deep copy (AI simulations)

Positions (tests, puzzles, replays)::

    Match.staged(players, rules, hands={...}, discard=[...], draw=[...], current=...,
                 direction=..., color=..., dealer=..., scores={...}, departed=[...],
                 moment=Moment(drawn=..., pending_draw=..., wd4_by=..., uno_called=...,
                               catchable=..., ...),  # what the hand waits for
                 validate=True)           # checked as a saved game is (StateError)
    Match.dealt(players, rules, deck=[...top card first...], dealer=...)
    m.inspect()                           # Inspection: piles, hands, next dealer,
                                          # a finished hand's points (referee only)

How the engine is built: a ``State`` record (state.py) and one module of rule
functions per subject (deck, turns, playing, drawing, uno, penalties, variants,
scoring); each move has one check, which refuses with a reason a player can read, and
one apply function. ``referee.py`` picks the check for an action and derives
``legal_actions`` from the same checks. docs/RULES.md names the module of each rule.

Card codes (<=3 chars, for custom_ids): ``r0``..``r9``, ``rS`` skip, ``rR`` reverse,
``rD`` draw two (colors r/y/g/b), ``W`` wild, ``W4`` wild draw four, ``B`` blank.
Options for ``/uno rules`` and ``/uno start``: ``OPTIONS`` (name, kind, choices,
default, description) and ``Rules.presets()``.
"""

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
from .positions import Moment
from .rules import OPTIONS, PRESETS, Option, Rules
from .state import Phase
from .validate import StateError
from .view import Decision, Inspection, PlayerView, PublicView, SeatInfo

__all__ = [
    "COLORS", "OPTIONS", "PRESETS", "AcceptDraw", "Action", "CallUno", "Card", "Catch",
    "Challenge", "ChooseColor", "Decision", "Draw", "Event", "Inspection", "JumpIn",
    "KeepDrawn", "Match", "Moment", "Option", "Pass", "Phase", "PlayCard", "PlayDrawn",
    "PlayerView", "PublicView", "Rules", "RuleError", "SeatInfo", "StateError",
    "action_from_dict", "action_to_dict", "describe",
]
