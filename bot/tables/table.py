"""One Table per channel: a lobby or a match, plus the UI data kept with it."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.engine import Match, Rules
from bot.storage import LiveGame


@dataclass(slots=True)
class Table:
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
    closed: bool = False
    # in memory only
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    hands: dict[int, tuple[discord.Interaction, float, int]] = field(default_factory=dict)
    pages: dict[int, int] = field(default_factory=dict)
    page_at: dict[int, int] = field(default_factory=dict)  # state version the page was picked at
    timer: asyncio.Task[None] | None = None
    editor: asyncio.Task[None] | None = None
    dirty: bool = False
    repost: bool = False  # the next table update posts a new message

    @property
    def is_lobby(self) -> bool:
        return self.match is None

    @property
    def version(self) -> int:
        return self.match.version if self.match is not None else 0

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
        }

    def state(self) -> dict[str, Any]:
        if self.match is not None:
            return self.match.to_dict()
        return {"lobby": {"players": list(self.players), "rules": self.rules.to_dict()}}

    def live_game(self) -> LiveGame:
        return LiveGame(channel_id=self.channel_id, guild_id=self.guild_id,
                        match_id=self.match_id, state=self.state(), version=self.version,
                        table_message_id=self.message_id, ui=self.ui())

    def snapshot(self) -> dict[str, Any]:
        return {"state": self.state(), "ui": self.ui(), "message_id": self.message_id,
                "match_id": self.match_id}

    def restore(self, snap: dict[str, Any]) -> None:
        self.message_id = snap["message_id"]
        self.match_id = snap["match_id"]
        self._load_state(snap["state"])
        self._load_ui(snap["ui"])

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

    @classmethod
    def from_live_game(cls, game: LiveGame) -> Table:
        t = cls(channel_id=game.channel_id, guild_id=game.guild_id,
                host_id=int(dict(game.ui).get("host", 0)), rules=Rules())
        t.match_id = game.match_id
        t.message_id = game.table_message_id
        t._load_state(dict(game.state))
        t._load_ui(dict(game.ui))
        return t


def _opt_int(v: object) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def _opt_float(v: object) -> float | None:
    return float(v) if isinstance(v, (int, float)) else None
