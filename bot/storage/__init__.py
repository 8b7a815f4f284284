"""Persistence: SQLite (aiosqlite) or PostgreSQL (asyncpg), behind small repositories.

Callers use ``Storage`` (or the repositories) and catch ``StorageError``; all SQL lives in
this package. ``UNO_DATABASE`` picks the backend (``connect.py``): a file path is SQLite,
the embedded default for one process; a ``postgresql://`` URL is PostgreSQL, for several
bot processes sharing live games, totals and settings. Both keep the same guarantees:
each accepted action is committed before the answer, a hand's end is one transaction,
reads never cross guilds, any failure is one StorageError with nothing half-written, and
a live game is written only over the version its owner holds (``ownership.py``:
StaleVersionError for a second process working from an older copy).

Why asyncpg and aiosqlite directly, not SQLAlchemy Core: the repositories already write
plain parameterised SQL, and every statement we need (``ON CONFLICT`` upserts,
``RETURNING``, window functions, ``>>`` and ``%``) reads the same in SQLite and PostgreSQL,
so the only dialect difference left outside the migration files is the placeholder style,
converted in one function (``postgres.dollar_placeholders``). SQLAlchemy would replace that
one function with an engine, a connection pool and a greenlet bridge on every statement:
measured on this machine (one live-game upsert per transaction, one in flight, p50),
aiosqlite 115-125 us against 410-1,140 us through SQLAlchemy's aiosqlite dialect, and
asyncpg 240-370 us against 460-510 us through SQLAlchemy's asyncpg dialect. So the SQLite
click path stays what it was (``db.py``: one connection, the same statements; a save of a
live game measures the same before and after this backend, ``bench/storage.py``), and
PostgreSQL gets asyncpg's own pool and its prepared-statement cache per connection.
"""

from bot.storage.backend import Database, Transaction
from bot.storage.connect import (
    check_database,
    describe_target,
    is_postgres_url,
    open_database,
)
from bot.storage.errors import (
    CommitUnknownError,
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
    MatchEnd,
    MatchPlayer,
    MatchRecord,
    MatchStatus,
    PlayerPrefsRecord,
    PlayerStats,
    RatedHand,
    RatingPage,
    RatingRow,
    Season,
    Seasons,
)
from bot.storage.ratings import RatingsRepository
from bot.storage.settings import PrefsRepository, SettingsRepository
from bot.storage.stats import StatsRepository
from bot.storage.storage import Storage

__all__ = [
    "CorruptLiveGame",
    "CorruptRecordError",
    "Database",
    "CommitUnknownError",
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
    "MatchEnd",
    "MatchPlayer",
    "MatchRecord",
    "MatchRepository",
    "MatchStatus",
    "MigrationError",
    "PlayerPrefsRecord",
    "PlayerStats",
    "PrefsRepository",
    "RatedHand",
    "RatingPage",
    "RatingRow",
    "RatingsRepository",
    "Season",
    "Seasons",
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
