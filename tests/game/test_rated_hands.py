"""What the ratings and the records make of a hand's or a match's end (bot/game/results.py):
the finishing order, leavers last, AI seats left out, walkovers, stops; a match against
AI seats only kept apart (issue 24, defect 8)."""

from __future__ import annotations

import random

from bot.engine import Match
from bot.engine import events as E
from bot.game.results import match_end, rated_hand
from bot.game.table import Table

A, B, C, D = 7_000_000_000_000_001, 7_000_000_000_000_002, 7_000_000_000_000_003, \
    7_000_000_000_000_004
AI = 1  # an AI seat's id (bot/game/seats.py)
AT = 1_700_000_000.0


def table(players: list[int], *, leavers: list[int] = ()) -> Table:  # type: ignore[assignment]
    t = Table(channel_id=5, guild_id=9)
    t.match = Match.new(players, rng=random.Random(1))
    t.match_id = 77
    t.hand_leavers = list(leavers)
    return t


def hand_ended(winner: int, left: dict[int, int]) -> E.HandEnded:
    return E.HandEnded(winner, sum(left.values()), tuple(left.items()), ())


def test_the_winner_first_then_by_points_left_ties_as_ties() -> None:
    t = table([A, B, C, D])
    rated = rated_hand(t, [hand_ended(C, {A: 12, B: 3, C: 0, D: 12})], AT)
    assert rated is not None
    assert dict(rated.places) == {C: 1, B: 2, A: 3, D: 3}
    assert (rated.guild_id, rated.match_id, rated.hand_number, rated.at) == (9, 77, 1, AT)


def test_a_zero_left_in_hand_is_no_tie_with_the_winner() -> None:
    rated = rated_hand(table([A, B]), [hand_ended(A, {A: 0, B: 0})], AT)
    assert rated is not None and dict(rated.places) == {A: 1, B: 2}


def test_ai_seats_take_places_but_no_rating() -> None:
    rated = rated_hand(table([A, AI, B]), [hand_ended(AI, {A: 30, AI: 0, B: 4})], AT)
    assert rated is not None and dict(rated.places) == {B: 2, A: 3}  # nobody won


def test_one_member_against_ai_seats_is_not_rated() -> None:
    assert rated_hand(table([A, AI]), [hand_ended(A, {A: 0, AI: 50})], AT) is None


def test_leavers_place_after_everyone_still_seated() -> None:
    t = table([A, B, C, D], leavers=[D, C])
    rated = rated_hand(t, [hand_ended(B, {A: 9, B: 0})], AT)
    assert rated is not None and dict(rated.places) == {B: 1, A: 2, C: 3, D: 3}


def test_a_walkover_places_the_one_left_first_and_the_leavers_after() -> None:
    t = table([A, B])
    t.match.remove_player(B)  # type: ignore[union-attr]  # (the match is over: C9)
    t.hand_leavers = [B]
    events = [E.PlayerLeft(B), E.MatchEnded((A,), ())]
    rated = rated_hand(t, events, AT)
    assert rated is not None and dict(rated.places) == {A: 1, B: 2}
    end = match_end(t, events)
    assert end is not None and end.walkover and not end.vs_ai and end.winner_ids == (A,)


def test_a_walkover_between_hands_or_by_a_kick_is_not_rated() -> None:
    t = table([A, B])
    t.match.remove_player(B)  # type: ignore[union-attr]
    assert rated_hand(t, [E.PlayerLeft(B), E.MatchEnded((A,), ())], AT) is None


def test_the_last_member_left_with_ai_seats_only_rates_nobody() -> None:
    t = table([A, B, AI, AI + 1])
    t.match.remove_player(A)  # type: ignore[union-attr]
    t.match.remove_player(B)  # type: ignore[union-attr]
    t.hand_leavers = [A, B]
    assert rated_hand(t, [E.PlayerLeft(B)], AT) is None
    end = match_end(t, [E.PlayerLeft(B)])
    assert end is not None and end.winner_ids == () and not end.vs_ai


def test_a_stopped_game_rates_nothing() -> None:
    assert rated_hand(table([A, B], leavers=[B]), [], AT) is None


def test_a_match_against_ai_seats_only_is_kept_apart() -> None:
    t = table([A, AI])
    end = match_end(t, [E.MatchEnded((A,), ())])
    assert end is not None and end.vs_ai and not end.walkover and end.winner_ids == (A,)
    people = match_end(table([A, B, AI]), [E.MatchEnded((A,), ())])
    assert people is not None and not people.vs_ai and not people.walkover
