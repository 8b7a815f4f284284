"""Who sits in a seat: a member (a Discord snowflake) or an AI player.

An AI seat's player id is a small integer (1..AI_MAX): a Discord snowflake is a timestamp
shifted left 22 bits, so it is never that small, and the two can never be confused in the
engine, in the live game or in storage. Its level and name are kept with the live game.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from bot.ai import LEVELS as LEVELS  # the AI levels a seat may have (defined by bot.ai)

AI_MAX: Final = 99
NAMES: Final = ("Nova", "Pixel", "Orbit", "Echo", "Bolt", "Juno", "Quill", "Rivet", "Sable",
                "Tango")


def is_ai(player: int) -> bool:
    return 0 < player <= AI_MAX


def humans(players: Iterable[int]) -> list[int]:
    return [p for p in players if not is_ai(p)]


def next_ai_id(taken: Iterable[int]) -> int:
    used = set(taken)
    return next(i for i in range(1, AI_MAX + 1) if i not in used)


def ai_name(ai_id: int) -> str:
    """"🤖 Nova": the robot says it is no member (its level is shown where it is chosen,
    in the lobby, not on every line of the game)."""
    return f"{ROBOT}{NAMES[(ai_id - 1) % len(NAMES)]}"


ROBOT: Final = "🤖 "


def picture_name(name: str) -> str:
    """A name as the table picture draws it: its font has no emoji."""
    return name.removeprefix(ROBOT)


def mention(player: int, name: str) -> str:
    """A member as a mention; an AI seat by its name (never pinged)."""
    return name if is_ai(player) else f"<@{player}>"
