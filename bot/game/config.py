"""Timer durations and limits, as attributes so tests can shrink them; the clock, the
deck's seed and the card emoji the UI draws with, injected."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bot.game.clock import Clock

if TYPE_CHECKING:  # (the game layer never imports discord: the screens draw with it)
    from bot.plumbing.emoji_sync import CardEmoji


@dataclass(slots=True)
class TableConfig:
    # the bot's application emoji for cards (empty: text labels); filled by the start-up sync
    card_emoji: CardEmoji
    # the one clock: deadlines, idle times, message and token ages (tests drive their own)
    clock: Clock
    default_turn_timer: int = 60  # seconds; 0 = off (a guild setting overrides it)
    lobby_idle: float = 300.0  # an idle lobby closes itself
    game_idle: float = 1800.0  # a game with no move for this long ends
    next_hand_delay: float = 15.0  # pause before the next hand deals itself
    max_strikes: int = 3  # expired turns in a row before a player is removed (R26)
    timer_retry: float = 5.0  # a timer that failed (storage down) tries again after this
    edit_gap: float = 1.0  # minimum seconds between two edits of the table message
    # a table update Discord fails (5xx, dropped connection) is tried again after this
    # pause, doubled each time (edit_retries times: 1 + 2 + 4 + 8 + 16 s at most)
    edit_retry_pause: float = 1.0
    edit_retries: int = 5
    # All tables together are edited (with their other hands refreshed and turn pings)
    # at about this rate at most: when more tables are busy each one's gap grows. Discord
    # allows a bot 50 requests/s in all (answers to interactions aside), and the requests
    # of many busy tables would otherwise crowd out the answers on one process.
    table_edits_per_second: float = 25.0
    repost_after_messages: int = 10  # table buried under this many messages -> post anew
    repost_age: float = 3300.0  # table older than this (s) -> post anew (30046 after 1 h)
    hand_token_ttl: float = 14 * 60.0  # interaction tokens last 15 minutes
    events_kept: int = 6
    turn_warning: float = 15.0  # seconds before a turn deadline its player is warned once
    dm_notice_after: float = 60.0  # without a turn timer: DM notice after this long
    ai_delay: float = 1.5  # seconds an AI seat waits before it acts (UNO_AI_DELAY)
    ai_think_ms: float = 200.0  # a strong AI seat's thinking time per move (UNO_AI_THINK_MS)
    quiet_hand: float = 90.0  # a player who used their hand this recently is not pinged
    quiet_after_acting: float = 60.0  # nor one who clicked at the table this recently
    seed_source: Callable[[], int | None] = field(default=lambda: None)

    def rng(self) -> random.Random:
        seed = self.seed_source()
        return random.Random(seed) if seed is not None else random.Random()
