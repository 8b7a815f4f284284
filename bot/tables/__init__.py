"""Tables: one per channel (lobby or match), locks, persistence, timers, messages."""

from bot.tables.config import TableConfig
from bot.tables.registry import TableRegistry
from bot.tables.table import Table

__all__ = ["Table", "TableConfig", "TableRegistry"]
