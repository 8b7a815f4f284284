"""A table's session: what it keeps in memory only, split by the module that owns each
part. The write path owns the lock and the snapshots (changes.py, writes.py); the others
are owned by the screens and jobs named on them."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # (the game layer never imports discord)
    from bot.i18n import Msg
    from bot.plumbing.answer import HandMessage


@dataclass(slots=True)
class HandSession:
    """The players' private hand messages (screens/hands.py)."""

    # a player's hand message: (how to edit it, when it was shown, state version shown)
    shown: dict[int, tuple[HandMessage, float, int]] = field(default_factory=dict)
    # one edit of a player's hand at a time, so a background refresh cannot land after (and
    # wipe) the answer to that player's own click
    edits: dict[int, asyncio.Lock] = field(default_factory=dict)
    pages: dict[int, int] = field(default_factory=dict)
    page_at: dict[int, int] = field(default_factory=dict)  # state version the page was picked at
    notes: dict[int, str] = field(default_factory=dict)  # said once in the next hand shown
    # what only the player may see about their last action or being caught (cards drawn,
    # a verdict): on their hand through the others' moves, until their own next action
    kept: dict[int, str] = field(default_factory=dict)
    # players whose hand message can no longer be refreshed (its token expired)
    expired: set[int] = field(default_factory=set)
    # hand messages of players who left or were removed, to be closed with these words
    retired: dict[int, tuple[HandMessage, float, str | Msg]] = field(default_factory=dict)
    palettes: dict[int, str] = field(default_factory=dict)  # card art of each hand (looks.py)
    # the order hand messages were sent in, and the point in it the table was last posted
    # at: a hand sent after the table is below it already (move_hands leaves it)
    sent: dict[int, int] = field(default_factory=dict)
    count: int = 0
    table_at: int = 0

    def edit(self, user: int) -> asyncio.Lock:
        """The lock held while ``user``'s hand message is edited."""
        return self.edits.setdefault(user, asyncio.Lock())


@dataclass(slots=True)
class TimerSession:
    """The table's one timer (jobs/timers.py) and the nudges it sends (jobs/nudges.py)."""

    task: asyncio.Task[None] | None = None
    # the task running a due timer's change and what follows it (the effects, a removal):
    # a change made meanwhile reschedules the timer but does not cut this one short
    firing: asyncio.Task[None] | None = None
    warned: float | None = None  # the turn deadline its player was warned about
    noticed: tuple[int, float] | None = None  # (player, turn start) DM-noticed


@dataclass(slots=True)
class EditSession:
    """The table message's coalesced edits (screens/table_message.py)."""

    task: asyncio.Task[None] | None = None
    rendering: bool = False  # the task is drawing or sending an edit (not pausing)
    dirty: bool = False
    repost: bool = False  # the next table update posts a new message
    # ... for a new hand: the old table goes (the results tell that hand) and the players'
    # hands follow the new table down, so table and hand are on one screen
    new_hand: bool = False
    # set when the game ends: an editor waiting to try a failed update again stops waiting
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    # one change of the turn ping at a time (screens/pings.py): the table's update and a
    # turn warning posting theirs together would each replace the ping they found, and
    # leave two
    ping: asyncio.Lock = field(default_factory=asyncio.Lock)
    # what the table message's picture shows now (a bot.art TableScene; None: no picture,
    # or not known since a restart): an edit keeps it unless what a player needs changed
    shown: Any = None


@dataclass(slots=True)
class ResultsSession:
    """Results posts that failed, to deliver again (jobs/catchup.py)."""

    pending: list[tuple[str, Callable[[], Awaitable[Any]], int]] = field(
        default_factory=list)  # (what, how, attempt)
    retry: asyncio.Task[None] | None = None
    # the last hand results as posted (their embed, image resolved): the next hand takes
    # their countdown off (screens/table_message.py hand_dealt)
    shown: Any = None


@dataclass(slots=True)
class Session:
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    saved: dict[str, Any] | None = None  # the snapshot last written (restored on failure)
    writing: dict[str, Any] | None = None  # the snapshot being written
    jobs: bool = False  # its timer and AI seats were started (changes.py: find, open)
    hands: HandSession = field(default_factory=HandSession)
    timer: TimerSession = field(default_factory=TimerSession)
    edits: EditSession = field(default_factory=EditSession)
    results: ResultsSession = field(default_factory=ResultsSession)
    prefs: dict[int, dict[str, Any]] = field(default_factory=dict)  # game/prefs.py
    # when each member last clicked at this table (plumbing/clicks.py): one who just did is
    # plainly there, so no turn ping (screens/pings.py)
    acted: dict[int, float] = field(default_factory=dict)
    # each player's language (bot/i18n: their /uno prefs choice, else their Discord app's),
    # as of their last click here: their hand is redrawn in it after others' moves too
    langs: dict[int, str] = field(default_factory=dict)
    ai_task: asyncio.Task[None] | None = None  # its AI seats' runner (jobs/ai_seats.py)
