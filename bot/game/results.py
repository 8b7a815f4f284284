"""What the events of one accepted action mean for the table and for storage."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.engine import Event
from bot.engine import events as E
from bot.game.config import TableConfig
from bot.game.seats import humans, is_ai
from bot.game.table import Table
from bot.i18n import Lang
from bot.ratings.model import finishing_places
from bot.storage import HandResult, MatchEnd, RatedHand

# (events, name_of, the table's language, its Wild Draw Four rule: what a verdict speaks of)
Words = Callable[[Sequence[Event], Callable[[int], str], Lang, str], list[str]]


def note_events(table: Table, events: Sequence[Event], config: TableConfig,
                words: Words) -> None:
    """Keep the last moves in ``words`` (screens/moves.py; in the table's language), and
    move the turn deadline / next-hand time; a hand's end closes its list of leavers."""
    now = config.clock.now()
    table.events.extend(words(events, table.name_of, table.lang, table.rules.wd4))
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
    if any(isinstance(e, E.HandEnded) for e in events):
        table.hand_leavers = []  # (rated with the hand: rated_hand, before this)


def hand_result(table: Table, events: Sequence[Event]) -> HandResult | None:
    """The hand as stored: members only. AI seats score in the match (the engine keeps
    their points) but never in the records or the leaderboard; every seat's total, AI
    seats named, goes with it for the match chart alone."""
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
            totals = dict(e.scores)
            seats = tuple((p, totals.get(p, 0)) for p, _ in e.hand_points)
            return HandResult(table.match_id, table.match.hand_no,
                              None if is_ai(e.winner) else e.winner, _members(points),
                              _members(totals), seats=seats,
                              names={p: table.name_of(p) for p, _ in seats if is_ai(p)})
    return None


def rated_hand(table: Table, events: Sequence[Event], at: float) -> RatedHand | None:
    """The hand these events end, as the ratings see it, when at least two members played
    it. AI seats are left out: they take places (a member behind one is not first) but no
    rating, so no rating moves for beating them. The others place as they finished: the
    one who went out first, then by the points left in their hands, equal points tied;
    members who left during the hand (``hand_leavers``) place after everyone still seated,
    tied. A hand left by every opponent (a walkover) is rated too: the one still seated
    first, the leavers after. A stopped game rates nothing (its hands already finished
    stay rated)."""
    m = table.match
    if table.match_id is None or m is None:
        return None
    left: dict[int, int] | None = None  # everyone still seated -> points left
    winner = 0
    for e in events:
        if isinstance(e, E.HandEnded):
            left, winner = dict(e.hand_points), e.winner
            break
    else:
        ended = any(isinstance(e, E.MatchEnded) for e in events)
        if ended and table.hand_leavers and any(isinstance(e, E.PlayerLeft) for e in events):
            left, winner = dict.fromkeys(m.players, 0), m.players[0]  # a walkover
    if left is None:
        return None
    places = finishing_places(left, winner)
    members = {p: place for p, place in places.items() if not is_ai(p)}
    members.update(dict.fromkeys((p for p in table.hand_leavers if p not in places),
                                 len(places) + 1))
    if len(members) < 2 or all(is_ai(p) for p in places):  # (leavers alone: no one beat)
        return None
    return RatedHand(table.guild_id, table.match_id, m.hand_no, members, at)


def match_end(table: Table, events: Sequence[Event]) -> MatchEnd | None:
    """How the match ends in the records, if these events end it: its member winners (an
    AI winner is no winner on record); a walkover (no match won) when fewer than two
    members are left at the end of a match several played; a match one member played
    against AI seats counts in their record against AI players; and at once, with no
    winner, when only AI seats remain."""
    m = table.match
    if table.match_id is None:
        return None
    seated = humans(m.scores) if m is not None else []  # every member who played in it
    vs_ai = len(seated) == 1
    for e in events:
        if isinstance(e, E.MatchEnded):
            winners = tuple(humans(e.winners))
            left = humans(m.players) if m is not None else []
            walkover = not vs_ai and len(left) < 2 and bool(winners)
            return MatchEnd(table.match_id, winners, "finished", walkover=walkover,
                            vs_ai=vs_ai)
    if only_ai_left(table):
        return MatchEnd(table.match_id, (), "finished", vs_ai=vs_ai)
    return None


def only_ai_left(table: Table) -> bool:
    """Every member has left a match still going: nobody to play for, it ends now."""
    m = table.match
    return (m is not None and not m.match_over and bool(m.players)
            and not humans(m.players))


def _members(points: dict[int, int]) -> dict[int, int]:
    return {p: v for p, v in points.items() if not is_ai(p)}


