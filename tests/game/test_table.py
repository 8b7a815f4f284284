"""What a table keeps with its live game: every saved field declared once (``saved``), the
same keys as the version before (rows it wrote load), and a failed change takes back the
game but never the messages on screen."""

from __future__ import annotations

import random

from bot.ai import SeatMemory
from bot.engine import Match, Rules
from bot.game.table import Table
from bot.storage import LiveGame

# the keys the version before this one wrote (95132db, bot/tables/table.py Table.ui)
KEYS_BEFORE = {
    "host", "preset", "turn_timer", "names", "message_posted", "messages_after", "events",
    "deadline", "deadline_for", "strikes", "last_activity", "next_hand_at",
    "ping_message_id", "pinged", "results_message_id", "stub_message_id", "game",
    "line_channel", "line_message", "ai", "afk_cover",
}


def a_table() -> Table:
    t = Table(channel_id=10, guild_id=20, host_id=1, rules=Rules(), preset="party",
              turn_timer=30, players=[1, 2, 3])
    t.match = Match.new([1, 2, 3], Rules(), random.Random(4))
    t.match_id = 7
    t.names = {1: "alice", 2: "bob", 3: "🤖 Nova (strong)"}
    t.message_id, t.message_posted, t.messages_after = 100, 1000.5, 3
    t.events = ["alice played Red 5."]
    t.deadline, t.deadline_for, t.strikes = 2000.0, 2, {2: 1}
    t.last_activity, t.next_hand_at = 1500.0, None
    t.ping_message_id, t.pinged, t.results_message_id, t.stub_message_id = 101, 2, 102, 99
    t.game, t.line_channel, t.line_message = 555, 11, 103
    t.ai, t.afk_cover = {3: "strong"}, True
    t.ai_memory = {3: SeatMemory(3)}
    return t


def row(t: Table) -> LiveGame:
    return LiveGame(channel_id=t.channel_id, guild_id=t.guild_id, match_id=t.match_id,
                    state=t.state(), version=t.version, table_message_id=t.message_id,
                    ui=t.ui())


def test_the_saved_keys_are_the_ones_before_plus_the_newer_ones() -> None:
    # newer: the AI seats' memories, the members who left the hand in play (ratings), the
    # table's language
    assert set(a_table().ui()) == KEYS_BEFORE | {"ai_memory", "hand_leavers", "language"}


def test_a_table_keeps_its_language_and_an_old_row_is_english() -> None:
    t = a_table()
    t.language = "es-ES"
    assert Table.from_live_game(row(t), now=9999.0).language == "es-ES"
    old = row(t)
    ui = {k: v for k, v in old.ui.items() if k != "language"}
    back = Table.from_live_game(LiveGame(old.channel_id, old.guild_id, old.match_id, old.state,
                                         old.version, old.table_message_id, ui), now=1.0)
    assert back.language == "en"


def test_a_saved_table_loads_back_field_for_field() -> None:
    t = a_table()
    back = Table.from_live_game(row(t), now=9999.0)
    assert back.ui() == t.ui() and back.state() == t.state()
    assert (back.host_id, back.names, back.strikes, back.ai) == (1, t.names, {2: 1}, {3: "strong"})
    assert back.message_id == 100 and back.match_id == 7 and back.ai_memory.keys() == {3}


def test_a_row_without_newer_keys_loads_with_their_defaults() -> None:
    t = a_table()
    old = row(t)
    ui = {k: v for k, v in old.ui.items() if k not in ("ai_memory", "afk_cover", "line_channel")}
    ui["last_activity"] = 0
    back = Table.from_live_game(LiveGame(old.channel_id, old.guild_id, old.match_id, old.state,
                                         old.version, old.table_message_id, ui), now=9999.0)
    assert back.ai_memory == {} and back.afk_cover is False and back.line_channel is None
    assert back.last_activity == 9999.0  # unknown: from now, not idle since 1970


def test_a_failed_change_goes_back_but_keeps_the_messages_on_screen() -> None:
    t = a_table()
    snap = {"state": t.state(), "ui": t.ui(), "message_id": t.message_id,
            "match_id": t.match_id}
    t.events.append("bob drew a card.")
    t.strikes = {}
    t.message_id, t.ping_message_id, t.messages_after = 200, 201, 0  # posted meanwhile
    t.restore(snap)
    assert t.events == ["alice played Red 5."] and t.strikes == {2: 1}
    assert (t.message_id, t.ping_message_id, t.messages_after) == (200, 201, 0)
