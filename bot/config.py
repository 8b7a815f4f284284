"""Configuration read from the environment (and `.env`) into a frozen Settings."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from bot.shards import Shards
from bot.storage.connect import URL_SCHEMES, describe_target

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
DEFAULT_DATABASE = "data/uno.sqlite3"
# PostgreSQL connections one process opens at most (UNO_DB_POOL); each transaction takes one
DEFAULT_DB_POOL = 10
MAX_DB_POOL = 1000
# seconds an AI player waits before it acts (UNO_AI_DELAY), so people can follow
DEFAULT_AI_DELAY = 1.5
# A strong AI's thinking time per move (UNO_AI_THINK_MS): below 20 ms it barely searches;
# above 5 s the table waits on it
DEFAULT_AI_THINK_MS = 200.0
MIN_AI_THINK_MS = 20
MAX_AI_THINK_MS = 5000


class ConfigError(Exception):
    """A missing or malformed setting; the message is one line meant for the operator."""


@dataclass(frozen=True, slots=True)
class Settings:
    token: str
    database: Path | str  # a SQLite file (Path), or a postgresql:// URL (str)
    dev_guild: int | None
    log_level: str
    api_base: str | None
    gateway_url: str | None
    ai_delay: float = DEFAULT_AI_DELAY  # UNO_AI_DELAY
    ai_think_ms: float = DEFAULT_AI_THINK_MS  # UNO_AI_THINK_MS
    db_pool: int = DEFAULT_DB_POOL  # UNO_DB_POOL: PostgreSQL connections at most (pool size)
    # The gateway shards this process holds (UNO_SHARD_COUNT, UNO_SHARDS); default: all.
    shards: Shards = Shards()
    loop_probe: bool = False  # UNO_LOOP_PROBE=1: log the event loop's stalls (benchmarks)
    # UNO_MEMORY_PROBE=PATH: trace allocations, a snapshot on SIGUSR1 (benchmarks)
    memory_probe: str | None = None

    def __repr__(self) -> str:  # the token must never reach a log line
        return (
            f"Settings(database={self.database_label!r}, dev_guild={self.dev_guild!r}, "
            f"log_level={self.log_level!r}, api_base={self.api_base!r}, "
            f"gateway_url={self.gateway_url!r}, ai_delay={self.ai_delay!r}, "
            f"ai_think_ms={self.ai_think_ms!r}, db_pool={self.db_pool!r}, "
            f"shards={self.shards.describe()!r})"
        )

    __str__ = __repr__

    @property
    def database_label(self) -> str:
        """``database`` for logs and messages: a URL's password is hidden."""
        return describe_target(self.database)

    @property
    def log_level_number(self) -> int:
        return logging.getLevelNamesMapping()[self.log_level]


def _get(environ: Mapping[str, str], name: str) -> str | None:
    value = environ.get(name, "").strip()
    return value or None


def _parse_snowflake(name: str, raw: str) -> int:
    if not raw.isdigit() or not 0 < int(raw) < 2**64:
        raise ConfigError(f"{name} must be a numeric Discord id (got {raw!r}).")
    return int(raw)


def _parse_url(name: str, raw: str, schemes: tuple[str, ...]) -> str:
    if not raw.startswith(tuple(f"{scheme}://" for scheme in schemes)):
        allowed = " or ".join(f"{scheme}://" for scheme in schemes)
        raise ConfigError(f"{name} must start with {allowed} (got {raw!r}).")
    return raw.rstrip("/")


def _parse_shard_count(raw: str) -> int:
    if not raw.isdigit() or int(raw) < 1:
        raise ConfigError(f"UNO_SHARD_COUNT must be a whole number of shards, 1 or more "
                          f"(got {raw!r}).")
    return int(raw)


def _parse_shard_ids(raw: str, count: int) -> tuple[int, ...]:
    """``0-3``, ``0,2``, ``0-1,4``: shard ids and ranges, each shard at most once."""
    example = "use ids and ranges like 0-3 or 0,2 or 0-1,4"
    ids: list[int] = []
    for part in raw.replace(" ", "").split(","):
        low, dash, high = part.partition("-")
        if not low.isdigit() or (dash and not high.isdigit()):
            raise ConfigError(f"UNO_SHARDS must list shard ids: {example} (got {raw!r}).")
        first, last = int(low), int(high) if dash else int(low)
        if last < first:
            raise ConfigError(f"UNO_SHARDS has the range {part} backwards: write "
                              f"{last}-{first} (got {raw!r}).")
        for shard in range(first, last + 1):
            if shard >= count:
                raise ConfigError(f"UNO_SHARDS lists shard {shard}, but with UNO_SHARD_COUNT="
                                  f"{count} the shards are 0-{count - 1} (got {raw!r}).")
            if shard in ids:
                raise ConfigError(f"UNO_SHARDS lists shard {shard} twice (got {raw!r}).")
            ids.append(shard)
    return tuple(sorted(ids))


def _parse_shards(environ: Mapping[str, str]) -> Shards:
    count_raw = _get(environ, "UNO_SHARD_COUNT")
    ids_raw = _get(environ, "UNO_SHARDS")
    if count_raw is None:
        if ids_raw is not None:
            raise ConfigError("UNO_SHARDS needs UNO_SHARD_COUNT, the total number of shards "
                              "of every process together.")
        return Shards()
    count = _parse_shard_count(count_raw)
    return Shards(count, _parse_shard_ids(ids_raw, count) if ids_raw is not None else None)


def _parse_database(raw: str) -> Path | str:
    """A file path (SQLite), or a postgresql:// URL checked for what asyncpg needs."""
    if "://" not in raw:
        return Path(raw)
    shown = describe_target(raw)
    schemes = " or ".join(f"{scheme}://" for scheme in URL_SCHEMES)
    if not raw.startswith(tuple(f"{scheme}://" for scheme in URL_SCHEMES)):
        raise ConfigError(f"UNO_DATABASE must be a file path or a {schemes} URL (got {shown!r}).")
    try:
        parts = urlsplit(raw)
        parts.port  # noqa: B018 - raises ValueError when the port is not a number
    except ValueError as exc:
        raise ConfigError(f"UNO_DATABASE is not a valid URL ({exc}): {shown!r}.") from None
    if not parts.hostname and "host=" not in parts.query:
        raise ConfigError(f"UNO_DATABASE names no server (postgresql://user@host/database):"
                          f" {shown!r}.")
    if any(ch.isspace() for ch in raw):
        raise ConfigError(f"UNO_DATABASE must not contain spaces: {shown!r}.")
    return raw


def _number(environ: Mapping[str, str], name: str, default: float, low: float, high: float,
            unit: str) -> float:
    raw = _get(environ, name)
    if raw is None:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = float("nan")
    if not low <= value <= high:  # NaN included
        raise ConfigError(f"{name} must be a number of {unit} from {low} to {high} "
                          f"(got {raw!r}).")
    return value


def load_settings(environ: Mapping[str, str]) -> Settings:
    """Build Settings from an environment mapping; raise ConfigError on the first problem."""
    token = _get(environ, "DISCORD_TOKEN")
    if token is None:
        raise ConfigError(
            "DISCORD_TOKEN is not set: copy .env.example to .env and put your bot token in it "
            "(or export DISCORD_TOKEN), or play in your browser without Discord: "
            "uno-bot --local"
        )
    if any(ch.isspace() for ch in token):
        raise ConfigError("DISCORD_TOKEN must not contain spaces: paste the token alone.")

    log_level = (_get(environ, "LOG_LEVEL") or "INFO").upper()
    if log_level not in LOG_LEVELS:
        raise ConfigError(
            f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)} "
            f"(got {environ.get('LOG_LEVEL', '')!r})."
        )

    dev_guild_raw = _get(environ, "UNO_DEV_GUILD")
    dev_guild = _parse_snowflake("UNO_DEV_GUILD", dev_guild_raw) if dev_guild_raw else None

    api_base_raw = _get(environ, "DISCORD_API_BASE")
    gateway_raw = _get(environ, "DISCORD_GATEWAY_URL")
    api_base = gateway_url = None
    if api_base_raw:
        api_base = _parse_url("DISCORD_API_BASE", api_base_raw, ("http", "https"))
    if gateway_raw:
        gateway_url = _parse_url("DISCORD_GATEWAY_URL", gateway_raw, ("ws", "wss"))

    ai_delay = _number(environ, "UNO_AI_DELAY", DEFAULT_AI_DELAY, 0, 60, "seconds")
    ai_think_ms = _number(environ, "UNO_AI_THINK_MS", DEFAULT_AI_THINK_MS, MIN_AI_THINK_MS,
                          MAX_AI_THINK_MS, "milliseconds")

    db_pool = DEFAULT_DB_POOL
    db_pool_raw = _get(environ, "UNO_DB_POOL")
    if db_pool_raw is not None:
        db_pool = int(db_pool_raw) if db_pool_raw.isdigit() else 0
        if not 1 <= db_pool <= MAX_DB_POOL:
            raise ConfigError(f"UNO_DB_POOL must be a number of connections from 1 to "
                              f"{MAX_DB_POOL} (got {db_pool_raw!r}).")

    return Settings(
        token=token,
        database=_parse_database(_get(environ, "UNO_DATABASE") or DEFAULT_DATABASE),
        dev_guild=dev_guild,
        log_level=log_level,
        api_base=api_base,
        gateway_url=gateway_url,
        ai_delay=ai_delay,
        ai_think_ms=ai_think_ms,
        db_pool=db_pool,
        shards=_parse_shards(environ),
        loop_probe=_get(environ, "UNO_LOOP_PROBE") == "1",
        memory_probe=_get(environ, "UNO_MEMORY_PROBE"),
    )
