"""The rating maths: openskill's Plackett–Luce model over one hand's finishing order.

Pure (no I/O) and deterministic: the same ratings and places give the same floats, so a
replay of the stored hands in their stored order gives exactly the stored ratings
(``recompute.py``). The model is openskill's with its defaults (mu 25, sigma 25/3, beta
25/6, tau 25/300): tau widens every sigma a little before each update, so a rating keeps
moving with a player's form instead of freezing after a few hundred hands.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Final

from openskill.models import PlackettLuce

MODEL: Final = PlackettLuce()
# The number players read: openskill's ordinal, mu - 3 sigma (a skill the player is very
# likely above), scaled so a newcomer reads 1000 and a step of one mu reads 40.
# bot/storage/ratings.py sorts by the same expression in SQL (ORDINAL_SQL).
Z: Final = 3.0
ALPHA: Final = 40.0
TARGET: Final = 1000.0
# Below this many rated hands in a season a player is "provisional": listed below the
# ranked players, without a place.
PROVISIONAL_HANDS: Final = 5


@dataclass(frozen=True, slots=True)
class Skill:
    """One player's rating in one season (0 = all time), and the hands behind it."""

    mu: float = MODEL.mu
    sigma: float = MODEL.sigma
    hands: int = 0  # rated hands played
    wins: int = 0  # rated hands won (first place)
    streak: int = 0  # rated hands won in a row, up to the last one
    best_streak: int = 0

    @property
    def shown(self) -> int:
        return shown(self.mu, self.sigma)

    @property
    def provisional(self) -> bool:
        return self.hands < PROVISIONAL_HANDS


def shown(mu: float, sigma: float) -> int:
    """The friendly number: ``ALPHA * (mu - Z * sigma) + TARGET``, rounded (openskill's
    ``ordinal(z, alpha, target)``); 1000 for a newcomer."""
    return round(ALPHA * (mu - Z * sigma) + TARGET)


def rate(before: Mapping[int, Skill], places: Mapping[int, int]) -> dict[int, Skill]:
    """Everyone's skill after one hand. ``places``: player -> place (1 = went out first;
    equal places are ties; at least two players); ``before``: their skills so far (a
    player missing starts afresh). The players are given to openskill in id order, so the
    result never depends on the order of the mapping."""
    if len(places) < 2:
        raise ValueError("a rated hand needs at least two players")
    players = sorted(places)
    old = [before.get(p, Skill()) for p in players]
    teams = [[MODEL.rating(mu=s.mu, sigma=s.sigma)] for s in old]
    new = MODEL.rate(teams, ranks=[float(places[p]) for p in players])
    out: dict[int, Skill] = {}
    for player, skill, team in zip(players, old, new, strict=True):
        won = places[player] == 1
        streak = skill.streak + 1 if won else 0
        out[player] = replace(skill, mu=team[0].mu, sigma=team[0].sigma,
                              hands=skill.hands + 1, wins=skill.wins + int(won),
                              streak=streak, best_streak=max(skill.best_streak, streak))
    return out


def finishing_places(order: Mapping[int, int], winner: int) -> dict[int, int]:
    """Places from the end of a hand: the winner first, then the others by the points left
    in their hands (fewer is better), equal points sharing a place (competition ranking:
    1, 2, 2, 4). ``order``: player -> points left."""
    ranked = sorted(order, key=lambda p: (p != winner, order[p]))
    places: dict[int, int] = {}
    for index, player in enumerate(ranked):
        prev = ranked[index - 1] if index else None
        tied = prev is not None and prev != winner and order[prev] == order[player]
        places[player] = places[prev] if tied and prev is not None else index + 1
    return places
