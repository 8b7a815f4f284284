"""Database URLs in logs and messages: the password hidden. Apart from connect.py so that
the PostgreSQL backend can use it without importing the module that imports it."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit, urlunsplit


def redact_url(url: str) -> str:
    """The URL without its password, for logs and error messages."""
    try:
        parts = urlsplit(url)
        password = parts.password
    except ValueError:
        return "<malformed URL>"
    if password is None:
        return url
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit(parts._replace(netloc=f"{parts.username or ''}:***@{host}"))


def describe_target(target: Path | str) -> str:
    """The target for a log line or an error message (a URL's password hidden)."""
    return redact_url(target) if isinstance(target, str) and "://" in target else str(target)
