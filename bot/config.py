"""Configuration read from the environment (and `.env`) into a frozen Settings."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from bot.storage.connect import URL_SCHEMES, describe_target

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
DEFAULT_DATABASE = "data/uno.sqlite3"


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
    ai_delay: float = 1.5  # UNO_AI_DELAY: seconds an AI player waits before it acts

    def __repr__(self) -> str:  # the token must never reach a log line
        return (
            f"Settings(database={self.database_label!r}, dev_guild={self.dev_guild!r}, "
            f"log_level={self.log_level!r}, api_base={self.api_base!r}, "
            f"gateway_url={self.gateway_url!r}, ai_delay={self.ai_delay!r})"
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


def load_settings(environ: Mapping[str, str]) -> Settings:
    """Build Settings from an environment mapping; raise ConfigError on the first problem."""
    token = _get(environ, "DISCORD_TOKEN")
    if token is None:
        raise ConfigError(
            "DISCORD_TOKEN is not set: copy .env.example to .env and put your bot token in it "
            "(or export DISCORD_TOKEN)."
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

    ai_delay = 1.5
    ai_delay_raw = _get(environ, "UNO_AI_DELAY")
    if ai_delay_raw is not None:
        try:
            ai_delay = float(ai_delay_raw)
        except ValueError:
            ai_delay = -1.0
        if not 0 <= ai_delay <= 60:
            raise ConfigError(
                f"UNO_AI_DELAY must be a number of seconds from 0 to 60 (got {ai_delay_raw!r}).")

    return Settings(
        token=token,
        database=_parse_database(_get(environ, "UNO_DATABASE") or DEFAULT_DATABASE),
        dev_guild=dev_guild,
        log_level=log_level,
        api_base=api_base,
        gateway_url=gateway_url,
        ai_delay=ai_delay,
    )
