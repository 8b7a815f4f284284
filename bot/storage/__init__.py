"""Persistence: SQLite through aiosqlite, behind small repositories.

Callers use ``Storage`` (or the repositories) and catch ``StorageError``;
all SQL lives in this package.
"""

from bot.storage.backend import Database, Transaction
from bot.storage.connect import (
    check_database,
    describe_target,
    is_postgres_url,
    open_database,
)
from bot.storage.errors import (
    CorruptRecordError,
    DatabaseReplacedError,
    MigrationError,
    StaleVersionError,
    StorageError,
)
from bot.storage.live_games import LiveGameRepository
from bot.storage.matches import MatchRepository
from bot.storage.models import (
    CorruptLiveGame,
    GuildSettings,
    HandRecord,
    HandResult,
    LeaderboardPage,
    LeaderboardRow,
    LeaderboardSort,
    LiveGame,
    LiveGamesLoad,
    Match,
    MatchEnd,
    MatchPlayer,
    MatchStatus,
    PlayerPrefs,
    PlayerStats,
)
from bot.storage.settings import PrefsRepository, SettingsRepository
from bot.storage.stats import StatsRepository
from bot.storage.storage import Storage

__all__ = [
    "CorruptLiveGame",
    "CorruptRecordError",
    "Database",
    "DatabaseReplacedError",
    "GuildSettings",
    "HandRecord",
    "HandResult",
    "LeaderboardPage",
    "LeaderboardRow",
    "LeaderboardSort",
    "LiveGame",
    "LiveGameRepository",
    "LiveGamesLoad",
    "Match",
    "MatchEnd",
    "MatchPlayer",
    "MatchRepository",
    "MatchStatus",
    "MigrationError",
    "PlayerPrefs",
    "PlayerStats",
    "PrefsRepository",
    "SettingsRepository",
    "StaleVersionError",
    "StatsRepository",
    "Storage",
    "StorageError",
    "Transaction",
    "check_database",
    "describe_target",
    "is_postgres_url",
    "open_database",
]
