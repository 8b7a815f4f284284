"""What the events of one accepted action mean for the table and for storage."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.engine import Event
from bot.engine import events as E
from bot.game.config import TableConfig
from bot.game.seats import humans, is_ai
from bot.game.table import Table
from bot.i18n import Lang
from bot.storage import HandResult, MatchEnd

Words = Callable[[Sequence[Event], Callable[[int], str], Lang], list[str]]


def note_events(table: Table, events: Sequence[Event], config: TableConfig,
                words: Words) -> None:
    """Keep the last moves in ``words`` (screens/moves.py; in the table's language), and
    move the turn deadline / next-hand time."""
    now = config.clock.now()
    table.events.extend(words(events, table.name_of, table.lang))
    del table.events[:-config.events_kept]
    m = table.match
    if m is None or m.hand_over:
        table.deadline = table.deadline_for = None
    elif table.turn_timer > 0 and (m.to_act != table.deadline_for or table.deadline is None
                                   or any(isinstance(e, E.TurnStarted) for e in events)):
        table.deadline = now + table.turn_timer
        table.deadline_for = m.to_act
    if m is not None and m.hand_over and not m.match_over and \
            any(isinstance(e, E.HandEnded) for e in events):
        table.next_hand_at = now + config.next_hand_delay
    if any(isinstance(e, E.HandStarted) for e in events):
        table.next_hand_at = None


def hand_result(table: Table, events: Sequence[Event]) -> HandResult | None:
    """The hand as stored: members only. AI seats score in the match (the engine keeps
    their points) but never in the records or the leaderboard."""
    if table.match_id is None or table.match is None:
        return None
    for e in events:
        if isinstance(e, E.HandEnded):
            scoring = table.match.rules.scoring
            if scoring == "winner_takes":
                points = {e.winner: e.points}
            elif scoring == "lowest_wins":
                points = dict(e.hand_points)
            else:
                points = {}
            return HandResult(table.match_id, table.match.hand_no,
                              None if is_ai(e.winner) else e.winner, _members(points),
                              _members(dict(e.scores)))
    return None


def match_end(table: Table, events: Sequence[Event]) -> MatchEnd | None:
    """How the match ends in the records, if these events end it: its member winners (an
    AI winner is no winner on record); a walkover when the winner is the one member left
    of several; and at once, with no winner, when only AI seats remain."""
    m = table.match
    if table.match_id is None:
        return None
    for e in events:
        if isinstance(e, E.MatchEnded):
            winners = tuple(humans(e.winners))
            left = humans(m.players) if m is not None else []
            seated = humans(m.scores) if m is not None else []
            walkover = len(seated) > 1 and len(left) == 1 and winners == tuple(left)
            return MatchEnd(table.match_id, winners, "finished", walkover=walkover)
    if only_ai_left(table):
        return MatchEnd(table.match_id, (), "finished")
    return None


def only_ai_left(table: Table) -> bool:
    """Every member has left a match still going: nobody to play for, it ends now."""
    m = table.match
    return (m is not None and not m.match_over and bool(m.players)
            and not humans(m.players))


def _members(points: dict[int, int]) -> dict[int, int]:
    return {p: v for p, v in points.items() if not is_ai(p)}


