"""One Table per channel: a lobby or a match, plus the UI data kept with it."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.ai import SeatMemory, memories_from_json, memories_to_json
from bot.engine import Match, Rules
from bot.storage import LiveGame
from bot.tables.answer import HandMessage
from bot.ui.components import view_of
from bot.ui.ids import with_game


@dataclass(slots=True)
class Runtime:
    """The part of a table that lives only in memory: its lock, its tasks, the hand messages
    it can still edit, and the snapshot it last saved."""

    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    # a player's hand message: (how to edit it, when it was shown, state version shown)
    hands: dict[int, tuple[HandMessage, float, int]] = field(default_factory=dict)
    # one edit of a player's hand at a time, so a background refresh cannot land after (and
    # wipe) the answer to that player's own click
    hand_edits: dict[int, asyncio.Lock] = field(default_factory=dict)
    pages: dict[int, int] = field(default_factory=dict)
    page_at: dict[int, int] = field(default_factory=dict)  # state version the page was picked at
    notes: dict[int, str] = field(default_factory=dict)  # said once in the next hand shown
    prefs: dict[int, dict[str, Any]] = field(default_factory=dict)  # player_prefs.py
    # players whose hand message can no longer be refreshed (its token expired)
    expired: set[int] = field(default_factory=set)
    # hand messages of players who left or were removed, to be closed with these words
    retired: dict[int, tuple[HandMessage, float, str]] = field(default_factory=dict)
    hand_palettes: dict[int, str] = field(default_factory=dict)  # card art of each hand (looks.py)
    timer: asyncio.Task[None] | None = None
    # results posts that failed, to deliver again (catchup.py): (what, how, attempt)
    pending: list[tuple[str, Callable[[], Awaitable[Any]], int]] = field(default_factory=list)
    retry: asyncio.Task[None] | None = None
    warned: float | None = None  # the turn deadline its player was warned about (nudges.py)
    noticed: tuple[int, float] | None = None  # (player, turn start) DM-noticed (nudges.py)
    editor: asyncio.Task[None] | None = None
    dirty: bool = False
    repost: bool = False  # the next table update posts a new message
    saved: dict[str, Any] | None = None  # the snapshot last written (restored on failure)
    writing: dict[str, Any] | None = None  # the snapshot being written

    def hand_edit(self, user: int) -> asyncio.Lock:
        """The lock held while ``user``'s hand message is edited."""
        return self.hand_edits.setdefault(user, asyncio.Lock())


@dataclass(slots=True)
class Table:
    """A channel's lobby or match: everything here is saved with its live game (``ui()``,
    ``state()``), except ``rt``."""

    channel_id: int
    guild_id: int
    host_id: int
    rules: Rules
    preset: str = "official"
    turn_timer: int = 0
    players: list[int] = field(default_factory=list)  # lobby seats (before the match)
    match: Match | None = None
    match_id: int | None = None
    names: dict[int, str] = field(default_factory=dict)
    message_id: int | None = None
    message_posted: float = 0.0
    messages_after: int = 0
    events: list[str] = field(default_factory=list)
    deadline: float | None = None  # turn deadline, epoch seconds
    deadline_for: int | None = None
    strikes: dict[int, int] = field(default_factory=dict)
    last_activity: float = field(default_factory=time.time)
    next_hand_at: float | None = None
    ping_message_id: int | None = None  # the turn ping on screen (pings.py)
    pinged: int | None = None  # whom it pinged
    results_message_id: int | None = None  # the hand results showing Next hand
    stub_message_id: int | None = None  # an earlier table, now "moved down here" (display.py)
    game: int = 0  # the id of the /uno start that opened it, in every button (ids.py)
    # a game in its own thread (threads.py): the channel and message of its one line there
    line_channel: int | None = None
    line_message: int | None = None
    ai: dict[int, str] = field(default_factory=dict)  # AI seat -> level (bot/seats.py)
    ai_memory: dict[int, SeatMemory] = field(default_factory=dict)  # strong seat -> what it saw
    afk_cover: bool = False  # an AI plays the expired turn of an absent member
    closed: bool = False
    rt: Runtime = field(default_factory=lambda: Runtime())  # never saved

    @property
    def is_lobby(self) -> bool:
        return self.match is None

    @property
    def version(self) -> int:
        return self.match.version if self.match is not None else 0

    def view(self, items: Iterable[discord.ui.Item[Any]] | discord.ui.View | None
             ) -> discord.ui.View | None:
        """A message's components, each carrying this game's identity."""
        if items is None:
            return None
        view = items if isinstance(items, discord.ui.View) else view_of(items)
        for item in view.children:
            custom_id = getattr(item, "custom_id", None)
            if isinstance(custom_id, str) and self.game:
                item.custom_id = with_game(custom_id, self.game)  # type: ignore[attr-defined]
        return view

    def turn_ends(self) -> str:
        """The turn deadline as a Discord relative timestamp (each client shows it counting
        down in its own words), or "" when no turn timer runs."""
        m = self.match
        if (self.closed or self.turn_timer <= 0 or self.deadline is None or m is None or m.hand_over
                or m.to_act is None or m.to_act != self.deadline_for):
            return ""
        return f"Turn ends <t:{int(self.deadline)}:R>"

    def fault(self) -> Exception | None:
        """What is wrong with this table's game state, if the engine cannot show it (a seat
        out of range, an unknown card...), else None."""
        m = self.match
        if m is None:
            return None
        try:
            m.public_view()
            for player in m.players:
                m.view_for(player)
        except Exception as exc:  # noqa: BLE001 - any failure here means a damaged state
            return exc
        return None

    def name_of(self, pid: int) -> str:
        return self.names.get(pid) or f"Player {str(pid)[-4:]}"

    # -- persistence ---------------------------------------------------------------
    def ui(self) -> dict[str, Any]:
        return {
            "host": self.host_id,
            "preset": self.preset,
            "turn_timer": self.turn_timer,
            "names": {str(k): v for k, v in self.names.items()},
            "message_posted": self.message_posted,
            "messages_after": self.messages_after,
            "events": list(self.events),
            "deadline": self.deadline,
            "deadline_for": self.deadline_for,
            "strikes": {str(k): v for k, v in self.strikes.items()},
            "last_activity": self.last_activity,
            "next_hand_at": self.next_hand_at,
            "ping_message_id": self.ping_message_id,
            "pinged": self.pinged,
            "results_message_id": self.results_message_id,
            "stub_message_id": self.stub_message_id,
            "game": self.game,
            "line_channel": self.line_channel,
            "line_message": self.line_message,
            "ai": {str(k): v for k, v in self.ai.items()},
            "afk_cover": self.afk_cover,
            "ai_memory": memories_to_json(self.ai_memory),
        }

    def state(self) -> dict[str, Any]:
        if self.match is not None:
            return self.match.to_dict()
        return {"lobby": {"players": list(self.players), "rules": self.rules.to_dict()}}

    def live_game(self) -> LiveGame:
        """The row to write. The state is serialised once per change: the same dicts become
        the snapshot a later failed change goes back to (``written``)."""
        state, ui = self.state(), self.ui()
        self.rt.writing = {"state": state, "ui": ui, "message_id": self.message_id,
                         "match_id": self.match_id}
        return LiveGame(channel_id=self.channel_id, guild_id=self.guild_id,
                        match_id=self.match_id, state=state, version=self.version,
                        table_message_id=self.message_id, ui=ui)

    def written(self) -> None:
        """The row from the last ``live_game()`` is committed."""
        if self.rt.writing is not None:
            self.rt.saved, self.rt.writing = self.rt.writing, None

    def ui_written(self) -> None:
        """Only the UI data (message ids) was saved."""
        if self.rt.saved is not None:
            self.rt.saved = {**self.rt.saved, "ui": self.ui(), "message_id": self.message_id}

    def snapshot(self) -> dict[str, Any]:
        """The table as last saved (what a change that fails to save goes back to)."""
        if self.rt.saved is not None:
            return self.rt.saved
        return {"state": self.state(), "ui": self.ui(), "message_id": self.message_id,
                "match_id": self.match_id}

    def restore(self, snap: dict[str, Any]) -> None:
        """Back to ``snap`` (a change failed to save). The messages on screen stay as they
        are: they are what Discord shows, whatever was saved about them."""
        on_screen = (self.message_id, self.message_posted, self.messages_after,
                     self.ping_message_id, self.pinged, self.results_message_id,
                     self.stub_message_id)
        self.match_id = snap["match_id"]
        self._load_state(snap["state"])
        self._load_ui(snap["ui"])
        (self.message_id, self.message_posted, self.messages_after, self.ping_message_id,
         self.pinged, self.results_message_id, self.stub_message_id) = on_screen

    def _load_state(self, state: dict[str, Any]) -> None:
        lobby = state.get("lobby")
        if isinstance(lobby, dict):
            self.match = None
            self.players = [int(p) for p in lobby.get("players", [])]
            self.rules = Rules.from_dict(lobby.get("rules", {}))
        else:
            self.match = Match.from_dict(state)
            self.rules = self.match.rules

    def _load_ui(self, ui: dict[str, Any]) -> None:
        self.host_id = int(ui.get("host", self.host_id))
        self.preset = str(ui.get("preset", self.preset))
        self.turn_timer = int(ui.get("turn_timer", self.turn_timer) or 0)
        self.names = {int(k): str(v) for k, v in dict(ui.get("names", {})).items()}
        self.message_posted = float(ui.get("message_posted", 0.0) or 0.0)
        self.messages_after = int(ui.get("messages_after", 0) or 0)
        self.events = [str(e) for e in ui.get("events", [])]
        self.deadline = _opt_float(ui.get("deadline"))
        df = ui.get("deadline_for")
        self.deadline_for = int(df) if df is not None else None
        self.strikes = {int(k): int(v) for k, v in dict(ui.get("strikes", {})).items()}
        self.last_activity = float(ui.get("last_activity", time.time()) or time.time())
        self.next_hand_at = _opt_float(ui.get("next_hand_at"))
        self.ping_message_id = _opt_int(ui.get("ping_message_id"))
        self.pinged = _opt_int(ui.get("pinged"))
        self.results_message_id = _opt_int(ui.get("results_message_id"))
        self.stub_message_id = _opt_int(ui.get("stub_message_id"))
        self.game = _opt_int(ui.get("game")) or 0
        self.line_channel = _opt_int(ui.get("line_channel"))
        self.line_message = _opt_int(ui.get("line_message"))
        self.ai = {int(k): str(v) for k, v in dict(ui.get("ai", {})).items()}
        self.afk_cover = bool(ui.get("afk_cover", False))
        self.ai_memory = memories_from_json(ui.get("ai_memory"))

    @classmethod
    def from_live_game(cls, game: LiveGame) -> Table:
        t = cls(channel_id=game.channel_id, guild_id=game.guild_id,
                host_id=int(dict(game.ui).get("host", 0)), rules=Rules())
        t.match_id = game.match_id
        t.message_id = game.table_message_id
        t._load_state(dict(game.state))
        t._load_ui(dict(game.ui))
        t.rt.saved = {"state": dict(game.state), "ui": dict(game.ui),
                   "message_id": game.table_message_id, "match_id": game.match_id}
        return t


def _opt_int(v: object) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def _opt_float(v: object) -> float | None:
    return float(v) if isinstance(v, (int, float)) else None
