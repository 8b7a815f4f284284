"""Plain frozen records passed in and out of the repositories (no SQL here)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

import orjson

from bot.ratings.model import Skill
from bot.storage.errors import CorruptRecordError, StorageError

DEFAULT_PRESET = "official"
DEFAULT_TARGET = 500
DEFAULT_TURN_TIMER = 60

MatchStatus = Literal["active", "finished", "abandoned"]
LeaderboardSort = Literal["wins", "points", "hands", "win_rate"]
LEADERBOARD_SORTS: tuple[str, ...] = ("wins", "points", "hands", "win_rate")
SeasonStart = Literal["first", "admin", "monthly"]
ALL_TIME = 0  # the season number of the ratings that never start afresh


@dataclass(frozen=True, slots=True)
class GuildSettings:
    """A guild's defaults; ``SettingsRepository.get`` returns these when nothing is stored."""

    guild_id: int
    preset: str = DEFAULT_PRESET
    options: Mapping[str, Any] = field(default_factory=dict)
    turn_timer: int = DEFAULT_TURN_TIMER  # seconds; 0 = no turn timer
    target: int = DEFAULT_TARGET
    features: Mapping[str, Any] = field(default_factory=dict)  # bot/game/features.py FEATURES


@dataclass(frozen=True, slots=True)
class PlayerPrefsRecord:
    """One player's preferences in one guild (bot/game/features.py PREFS); empty when unset."""

    guild_id: int
    user_id: int
    values: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class MatchPlayer:
    user_id: int
    seat: int
    points: int
    hands_won: int
    has_left: bool


@dataclass(frozen=True, slots=True)
class MatchRecord:
    id: int
    guild_id: int
    channel_id: int
    rules: Mapping[str, Any]
    target: int
    status: MatchStatus
    winner_ids: tuple[int, ...]
    created_at: float
    finished_at: float | None
    players: tuple[MatchPlayer, ...]  # in seat order
    walkover: bool = False

    @property
    def totals(self) -> dict[int, int]:
        return {p.user_id: p.points for p in self.players}


@dataclass(frozen=True, slots=True)
class HandResult:
    """What ``MatchRepository.record_hand`` / ``Storage.commit_action`` write after a hand.

    ``hand_points``: the points each player scored in this hand (missing = 0).
    ``totals``: each player's running match total after the hand.
    ``seats``: every seat of the hand, AI seats too, in seat order, with its running total
    (for the match chart only: AI seats are never players on record); ``names``: the AI
    seats' names (a member is named by the guild when the chart is drawn).
    """

    match_id: int
    hand_number: int
    winner_id: int | None
    hand_points: Mapping[int, int]
    totals: Mapping[int, int]
    seats: tuple[tuple[int, int], ...] = ()
    names: Mapping[int, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class HandRecord:
    """A stored hand, read back."""

    match_id: int
    hand_number: int
    winner_id: int | None
    points: int  # sum of hand_points
    hand_points: dict[int, int]
    totals: dict[int, int]
    played_at: float
    # every seat of the hand with its running total, in seat order, and the AI seats'
    # names (HandResult); empty for a hand stored before they were kept
    seats: tuple[tuple[int, int], ...] = ()
    names: dict[int, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class MatchEnd:
    """What ``MatchRepository.finish_match`` / ``Storage.commit_action`` write at match end."""

    match_id: int
    winner_ids: tuple[int, ...] = ()
    status: MatchStatus = "finished"
    # won with fewer than two members left at the end (every other member left): not a
    # match won
    walkover: bool = False
    # one member against AI seats only: counted in the record against AI players, not in
    # the matches against people
    vs_ai: bool = False


@dataclass(frozen=True, slots=True)
class PlayerStats:
    guild_id: int
    user_id: int
    matches_played: int = 0
    matches_won: int = 0
    hands_won: int = 0
    points_scored: int = 0
    ai_matches_played: int = 0  # one member against AI seats only (not in matches_played)
    ai_matches_won: int = 0

    @property
    def win_rate(self) -> float:
        """Matches won / matches played (0.0 before the first finished match)."""
        return self.matches_won / self.matches_played if self.matches_played else 0.0


@dataclass(frozen=True, slots=True)
class LeaderboardRow:
    rank: int  # 1-based over the whole guild, in the requested order
    stats: PlayerStats


@dataclass(frozen=True, slots=True)
class LeaderboardPage:
    guild_id: int
    sort: LeaderboardSort
    page: int  # 1-based
    per_page: int
    total: int  # number of ranked players in the guild
    rows: tuple[LeaderboardRow, ...]

    @property
    def pages(self) -> int:
        return max(1, -(-self.total // self.per_page))


@dataclass(frozen=True, slots=True)
class RatedHand:
    """A hand that changes ratings (``Storage.commit_action``, in the hand's transaction).
    ``places``: member -> place (1 = first; equal places are ties), at least two members;
    ``at``: when it ended (the tables' clock), which picks the season of a monthly one."""

    guild_id: int
    match_id: int
    hand_number: int
    places: Mapping[int, int]
    at: float


@dataclass(frozen=True, slots=True)
class Season:
    number: int  # 1, 2, ...
    started_at: float
    ended_at: float | None  # None: the current one
    how: SeasonStart  # first rated hand, an admin, or the first of a month
    hands: int  # rated hands played in it


@dataclass(frozen=True, slots=True)
class Seasons:
    """A server's seasons, newest first (none before its first rated hand)."""

    guild_id: int
    seasons: tuple[Season, ...]
    monthly: bool  # a new season on the first of each month

    @property
    def current(self) -> Season | None:
        return self.seasons[0] if self.seasons else None

    def find(self, number: int) -> Season | None:
        return next((s for s in self.seasons if s.number == number), None)


@dataclass(frozen=True, slots=True)
class RatingRow:
    place: int | None  # 1-based among the ranked players; None: provisional
    user_id: int
    skill: Skill


@dataclass(frozen=True, slots=True)
class RatingPage:
    guild_id: int
    season: int  # ALL_TIME or a season number
    page: int  # 1-based
    per_page: int
    total: int  # players listed (ranked and provisional)
    ranked: int  # players with enough hands for a place
    rows: tuple[RatingRow, ...]

    @property
    def pages(self) -> int:
        return max(1, -(-self.total // self.per_page))


@dataclass(frozen=True, slots=True)
class LiveGame:
    """A game in progress in one channel, as the engine and UI need to resume it.

    ``state`` is the engine's JSON-able dict; ``ui`` holds UI data such as hand
    message references and the turn deadline (epoch seconds). ``updated_at``
    is set by the storage on save (the value passed in is ignored).
    """

    channel_id: int
    guild_id: int
    match_id: int | None
    state: Mapping[str, Any]
    version: int
    table_message_id: int | None = None
    ui: Mapping[str, Any] = field(default_factory=dict)
    updated_at: float = 0.0


@dataclass(frozen=True, slots=True)
class CorruptLiveGame:
    """A live game row whose state could not be decoded: close it, keep the rest."""

    channel_id: int
    guild_id: int
    match_id: int | None
    version: int
    table_message_id: int | None
    error: str


@dataclass(frozen=True, slots=True)
class LiveGamesLoad:
    games: tuple[LiveGame, ...]
    corrupt: tuple[CorruptLiveGame, ...]


def to_json(value: Any, what: str) -> str:
    """Compact, keys sorted: a live game's state is written at every action, so orjson
    (about a fifth of the standard library's time). String keys only; what is stored
    holds no NaN or infinity (orjson would write them as null)."""
    try:
        return orjson.dumps(value, option=orjson.OPT_SORT_KEYS).decode()
    except TypeError as exc:  # (orjson.JSONEncodeError is a TypeError)
        raise StorageError(f"{what} is not JSON-serialisable: {exc}") from exc


def from_json_object(text: str, what: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise CorruptRecordError(f"{what} is not valid JSON: {exc}") from exc
    if not isinstance(value, dict):
        raise CorruptRecordError(f"{what} is not a JSON object")
    return value
