"""Tables: one per channel (lobby or match), and the one pipeline that changes them.

The core:
  table.py     Table (what is saved with the live game) and Table.rt (memory only)
  registry.py  channel -> Table, resting games, games closed as damaged
  pipeline.py  lock -> engine -> one transaction -> release -> effects (``act`` for a
               click, ``submit`` for a seat without an interaction such as an AI player,
               ``commit`` + ``after_change`` for the rest)
  aftermath.py which effects follow a committed change, in what order
  effects.py   each effect of a committed change on its own; the answer, or an apology
  answer.py    the one answer to an interaction, deferred if it would be late
  channels.py  Discord channels and users by id (all the tables take from the client)
The jobs, built on the core, each given what it uses (UnoBot._build wires them):
  lobby.py, ai_lobby.py, control.py (stop, kick, leave, next hand), timers.py, nudges.py,
  display.py (table message), pings.py, hands.py (hand messages), ai_seats.py, results.py
  (what events mean for storage), resume.py (after a restart), clicks.py (button -> job),
  new_game.py (a new game's rules), texts.py (shared sentences), config.py (durations)
No job imports the registry to reach another job: a job that needs one is handed it.
"""

from bot.tables.config import TableConfig
from bot.tables.registry import TableRegistry
from bot.tables.table import Table

__all__ = ["Table", "TableConfig", "TableRegistry"]
