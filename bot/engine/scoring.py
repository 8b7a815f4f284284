"""The end of a hand and of the match: points, totals, winners (R3, R24-R26, C10)."""

from __future__ import annotations

from . import events as E
from .cards import CARD_POINTS
from .state import Events, Phase, State


def hand_points(s: State) -> list[int]:
    """R3: the points left in each hand, in seat order."""
    return [sum(CARD_POINTS[c] for c in hand) for hand in s.hands]


def end_hand(s: State, seat: int, ev: Events) -> None:
    """R24: the player at ``seat`` went out; R25 scores the hand, maybe ending the match."""
    winner = s.players[seat]
    points = hand_points(s)
    s.pending = s.stack = 0
    s.wd4_by = None
    s.catchable.clear()
    s.uno_ok.clear()
    s.called_at_one.clear()
    s.drawn = -1
    s.hand_winner = winner
    worth, winners = score(s, winner, points)
    totals = tuple(s.scores.items())
    ev.append(E.HandEnded(winner, worth, tuple(zip(s.players, points, strict=True)), totals))
    if winners:
        s.phase = Phase.MATCH_OVER
        s.winners = winners
        ev.append(E.MatchEnded(tuple(winners), totals))
    else:
        s.phase = Phase.HAND_OVER


def score(s: State, winner: int, points: list[int]) -> tuple[int, list[int]]:
    """Adds the hand to the totals; returns (points the winner scored, the match
    winners if the match is over else [])."""
    rules = s.rules
    if rules.scoring == "winner_takes":
        s.scores[winner] += sum(points)
        return sum(points), [winner] if s.scores[winner] >= rules.target else []
    if rules.scoring == "lowest_wins":  # C10: the lowest totals still in the match win
        for pid, value in zip(s.players, points, strict=True):
            s.scores[pid] += value
        if not any(s.scores[pid] >= rules.target for pid in s.players):
            return 0, []
        low = min(s.scores[pid] for pid in s.players)
        return 0, [pid for pid in s.players if s.scores[pid] == low]
    return 0, [winner]  # single_hand


def last_player_wins(s: State, ev: Events) -> None:
    """C9: when one player is left, they win the match."""
    s.phase = Phase.MATCH_OVER
    s.winners = [s.players[0]]
    ev.append(E.MatchEnded((s.players[0],), tuple(s.scores.items())))
