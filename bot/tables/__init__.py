"""Tables: one per channel (lobby or match), and the one pipeline that changes them.

The core:
  table.py     Table (what is saved with the live game) and Table.rt (memory only)
  registry.py  channel -> Table, resting games, games closed as damaged
  pipeline.py  lock -> engine -> one transaction -> release -> effects (``act`` for a
               click, ``submit`` for a seat without an interaction such as an AI player,
               ``commit`` + ``after_change`` for the rest)
  effects.py   each effect of a committed change on its own; the answer, or an apology
  answer.py    the one answer to an interaction, deferred if it would be late
The jobs, built on the core:
  lobby.py, control.py (stop, kick, leave, next hand), timers.py, display.py (table
  message), pings.py, hands.py (hand messages), results.py (what events mean for storage),
  resume.py (after a restart), clicks.py (button -> job), new_game.py (a new game's rules),
  texts.py (shared sentences), config.py (durations)
"""

from bot.tables.config import TableConfig
from bot.tables.registry import TableRegistry
from bot.tables.table import Table

__all__ = ["Table", "TableConfig", "TableRegistry"]
