"""One Table per channel: a lobby or a match, plus the UI data kept with it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, Field, dataclass, field, fields
from typing import Any

from bot.ai import SeatMemory, memories_from_json, memories_to_json
from bot.engine import Match, Rules
from bot.game.session import Session
from bot.i18n import Lang
from bot.storage import LiveGame


def saved(default: Any = None, *, key: str | None = None, on_screen: bool = False,
          factory: Callable[[], Any] | None = None,
          codec: tuple[Callable[[Any], Any], Callable[[Any], Any]] | None = None) -> Any:
    """A field kept with the live game (``Table.ui``): declared once, here. ``key``: its
    name in the stored dict; ``on_screen``: a message Discord shows, which a change that
    fails to save does not take back; ``codec``: (to JSON, from JSON) for a value that is
    not plain data."""
    meta = {"saved": key, "on_screen": on_screen, "codec": codec}
    if factory is not None:
        return field(default_factory=factory, metadata=meta)
    return field(default=default, metadata=meta)


@dataclass(slots=True)
class Table:
    """A channel's lobby or match. Its game (``state()``: the lobby's seats and rules, or
    the match) and the fields declared with ``saved`` (``ui()``) are kept with its live
    game; ``rt`` is its session in memory only."""

    channel_id: int
    guild_id: int
    host_id: int = saved(0, key="host")
    rules: Rules = field(default_factory=Rules)
    preset: str = saved("official")
    turn_timer: int = saved(0)
    players: list[int] = field(default_factory=list)  # lobby seats (before the match)
    match: Match | None = None
    match_id: int | None = None
    names: dict[int, str] = saved(factory=dict)
    message_id: int | None = None  # the table message (a column of its own)
    message_posted: float = saved(0.0, on_screen=True)
    messages_after: int = saved(0, on_screen=True)
    events: list[str] = saved(factory=list)  # Last moves, in words
    deadline: float | None = saved()  # turn deadline, epoch seconds
    deadline_for: int | None = saved()
    strikes: dict[int, int] = saved(factory=dict)
    last_activity: float = saved(0.0)  # set by the write path (changes.py) at every change
    next_hand_at: float | None = saved()
    ping_message_id: int | None = saved(on_screen=True)  # the turn ping on screen (pings.py)
    pinged: int | None = saved(on_screen=True)  # whom it pinged
    results_message_id: int | None = saved(on_screen=True)  # the results showing Next hand
    # an earlier table, now "moved down here" (table_message.py)
    stub_message_id: int | None = saved(on_screen=True)
    # the id of the /uno start that opened it, in every button (ids.py)
    game: int = saved(0, codec=(lambda v: v, lambda v: _opt_int(v) or 0))
    # a game in its own thread (threads.py): the channel and message of its one line there
    line_channel: int | None = saved()
    line_message: int | None = saved()
    ai: dict[int, str] = saved(factory=dict)  # AI seat -> level (bot/game/seats.py)
    # strong seat -> what it saw (bot/ai/memory.py), so it remembers across a restart
    ai_memory: dict[int, SeatMemory] = saved(factory=dict,
                                             codec=(memories_to_json, memories_from_json))
    afk_cover: bool = saved(False)  # an AI plays the expired turn of an absent member
    # members who left (or were removed for inactivity) during the hand in play: they place
    # last in its rating (results.rated_hand); a hand dealt starts the list afresh
    hand_leavers: list[int] = saved(factory=list)
    # what everyone reads (table, lobby, results, pings): the server's, at the game's start
    language: str = saved("en")
    closed: bool = False
    rt: Session = field(default_factory=lambda: Session())  # never saved

    @property
    def is_lobby(self) -> bool:
        return self.match is None

    @property
    def version(self) -> int:
        return self.match.version if self.match is not None else 0

    def turn_ends(self, lang: Lang | None = None) -> str:
        """The turn deadline as a Discord relative timestamp (each client shows it counting
        down in its own words), or "" when no turn timer runs; in ``lang`` (the table's
        by default)."""
        m = self.match
        if (self.closed or self.turn_timer <= 0 or self.deadline is None or m is None or m.hand_over
                or m.to_act is None or m.to_act != self.deadline_for):
            return ""
        return (lang or self.lang)("table-turn-ends", when=f"<t:{int(self.deadline)}:R>")

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

    @property
    def lang(self) -> Lang:
        """The language everyone reads this game in (the server's, at its start)."""
        return Lang(self.language)

    def lang_of(self, player: int) -> Lang:
        """The language ``player`` reads their own messages in (as of their last click
        here), else the table's."""
        return Lang(self.rt.langs.get(player, self.language))

    def name_of(self, pid: int) -> str:
        return self.names.get(pid) or self.lang("player-unknown", digits=str(pid)[-4:])

    def seat_name(self, pid: int) -> str:
        """The name with an AI seat's level, where the level is chosen (the lobby)."""
        level = self.ai.get(pid)
        name = self.name_of(pid)
        if not level or name.endswith(f"({level})"):
            return name
        return f"{name} ({self.lang('ai-level', level=level).lower()})"

    # -- persistence ---------------------------------------------------------------
    def ui(self) -> dict[str, Any]:
        return {key: encode(getattr(self, name)) for name, key, encode, _ in _SAVED}

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
        on_screen = [(name, getattr(self, name)) for name in _ON_SCREEN]
        message_id = self.message_id
        self.match_id = snap["match_id"]
        self._load_state(snap["state"])
        self._load_ui(snap["ui"])
        self.message_id = message_id
        for name, value in on_screen:
            setattr(self, name, value)

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
        """The saved fields from a stored dict; one it lacks (a row saved before the field
        existed) takes the field's default."""
        for name, key, _, decode in _SAVED:
            value = ui.get(key)
            setattr(self, name, decode(value) if value is not None else _default(name))

    @classmethod
    def from_live_game(cls, game: LiveGame, now: float) -> Table:
        """The table a stored game holds; ``now`` stands for a time the row lacks."""
        t = cls(channel_id=game.channel_id, guild_id=game.guild_id,
                host_id=int(dict(game.ui).get("host", 0)), rules=Rules(), last_activity=now)
        t.match_id = game.match_id
        t.message_id = game.table_message_id
        t._load_state(dict(game.state))
        t._load_ui(dict(game.ui))
        if t.last_activity <= 0:  # (not known: from now, not idle since 1970)
            t.last_activity = now
        t.rt.saved = {"state": dict(game.state), "ui": dict(game.ui),
                   "message_id": game.table_message_id, "match_id": game.match_id}
        return t


def _opt_int(v: object) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def _opt_float(v: object) -> float | None:
    return float(v) if isinstance(v, (int, float)) else None


def _encode(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): v for k, v in value.items()}
    if isinstance(value, list):
        return list(value)
    return value


# how each kind of saved field is read back (by its annotation)
_DECODE: dict[str, Callable[[Any], Any]] = {
    "int": lambda v: int(v or 0),
    "float": lambda v: float(v or 0.0),
    "str": str,
    "bool": bool,
    "int | None": _opt_int,
    "float | None": _opt_float,
    "list[str]": lambda v: [str(e) for e in v],
    "list[int]": lambda v: [int(e) for e in v],
    "dict[int, str]": lambda v: {int(k): str(x) for k, x in dict(v).items()},
    "dict[int, int]": lambda v: {int(k): int(x) for k, x in dict(v).items()},
}
Codec = tuple[Callable[[Any], Any], Callable[[Any], Any]]


def _codec(f: Field[Any]) -> Codec:
    codec: Codec | None = f.metadata["codec"]
    return codec if codec is not None else (_encode, _DECODE[str(f.type)])


# (field name, stored key, to JSON, from JSON) of every saved field; the optional ones (None
# when the stored dict lacks them); the ones on screen
_SAVED: tuple[tuple[str, str, Callable[[Any], Any], Callable[[Any], Any]], ...] = tuple(
    (f.name, f.metadata["saved"] or f.name, *_codec(f))
    for f in fields(Table) if "saved" in f.metadata)
_FIELDS: dict[str, Field[Any]] = {f.name: f for f in fields(Table)}


def _default(name: str) -> Any:
    f = _FIELDS[name]
    return f.default_factory() if f.default_factory is not MISSING else f.default
_ON_SCREEN: tuple[str, ...] = tuple(f.name for f in fields(Table) if f.metadata.get("on_screen"))
