"""Fixtures for the gameplay e2e tests: fast timers, a seeded deck, helpers."""

from __future__ import annotations

import pytest

from bot.tables import TableConfig, TableRegistry
from tests.fakediscord import InProcessBot


@pytest.fixture
def tables(bot: InProcessBot) -> TableRegistry:
    reg: TableRegistry = bot.tables
    reg.config = TableConfig(default_turn_timer=0, edit_gap=0.0, next_hand_delay=3600.0,
                             seed_source=lambda: 7)
    return reg
