"""Upgrading from the released version 95132db (issue "Behaviour unchanged"): games it
saved load and play on, and the buttons it left on screen keep working.

``fixtures/saved_95132db.json`` was written by 95132db itself (the last release before
bot/tables and bot/ui were split into bot/game, bot/plumbing, bot/screens and bot/jobs).
A throwaway e2e test in a checkout of 95132db (not kept) ran that version's in-process bot
against the fake Discord (``running_bot``, config tuned as in its tests: ``edit_gap`` 0,
deck seed 7, ``ai_delay`` 3600 so an AI seat waits, ``quiet_hand`` 0 so the turn ping is
posted) and made, in one SQLite database:

* ``match`` (#general): alice's ``/uno start turn_timer:600``, bob and carol pressed Join,
  alice Start; the player to act opened ``/uno hand`` and made the first legal move, five
  moves and on until alice was to act (version 5); her turn ping was posted; then alice
  opened ``/uno hand``: her hand message (enabled: Red 3, Draw a card);
* ``lobby`` (#uno): bob's ``/uno start ai:1``: bob and a normal AI seat;
* ``strong`` (#off-topic): carol's ``/uno start ai:1 ai_level:strong``, Start; carol drew
  and passed: the strong seat is to act (version 1).

Then the bot was stopped and the test dumped, as JSON: the database (``schema``: the SQL
``sqlite_master`` holds, in order; ``tables``: every row of every table, read with
sqlite3, columns as stored, the ``*_json`` columns as the exact text written), the fake's
public messages in those channels and alice's hand message (content, embeds, components:
the custom_ids on screen), a summary of each game's buttons (``games``), the ids of the
guild, channels, members and bot (``ids``) and the time of the dump (``saved_at``). To
redo it: check out the release, write that test (``tests/e2e/seated.py`` and
``tests/e2e/conftest.py`` have what it needs), run it once, copy its output here.

Here (``upgraded``) every old id of a guild, channel, member or the bot is replaced in the
JSON text by this fake's (snowflakes differ per run); the rest is kept byte for byte, but
for one thing: the times in each game's UI data (``deadline``, ``last_activity``,
``message_posted``, ``next_hand_at``, epoch seconds) are moved by the time since the save,
as if the new version started right after the old one stopped (else the turn timer would
have run out and the game's idle time passed). The schema is created as the old version
left it and the new version migrates it at start-up; the old messages are put in the fake
with their old ids, so the bot edits them as it would on Discord. A test marked ``only``
loads the live rows of its own game only (the strong seat's search workers cost a second
of CPU in each test otherwise); the first test loads all three.

Old buttons are pressed with their custom_ids exactly as saved (channel ids rewritten):
alice's hand message is an ephemeral the new version never saw, so it still shows them
and is clicked as it is; the table, ping and lobby messages are edited by the resume
before a test acts, so their old buttons are pressed as the message was shown then
(``press_as_shown``: a client that has not caught the edit yet).
"""

from __future__ import annotations

import copy
import json
import re
import sqlite3
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import replace
from pathlib import Path
from typing import Any, TypeVar

import pytest

from bot.config import MIN_AI_THINK_MS, Settings
from bot.game.seats import is_ai
from bot.game.table import Table
from bot.i18n import EN
from bot.local.server.state import StoredMessage
from bot.local.server.validate import BUTTON
from bot.plumbing import ids
from bot.screens.texts import STALE
from tests.e2e.conftest import tune
from tests.e2e.seated import FirstLegal, open_hand, play_move, version_of
from tests.fakediscord import Driver, FakeDiscord, InProcessBot, running_bot
from tests.fakediscord.driver import MESSAGE_COMPONENT, Interaction
from tests.fakediscord.runner import settings_for
from tests.fakediscord.views import walk_components

pytestmark = [pytest.mark.sqlite, pytest.mark.timeout(60)]  # (writes the SQLite file)

FIXTURE = Path(__file__).parent / "fixtures" / "saved_95132db.json"
GAMES = ("match", "lobby", "strong")  # the fixture's channels: this fake's first three
UI_TIMES = re.compile(r'"(deadline|last_activity|message_posted|next_hand_at)":'
                      r"(-?[0-9]+(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?)")

JSON = dict[str, Any]
Test = TypeVar("Test", bound=Callable[..., Any])


# ------------------------------------------------------------------------------- loading
def id_map(fake: FakeDiscord, old: JSON) -> dict[int, int]:
    """The fixture's guild, channel, member and bot ids -> this fake's."""
    channels = dict(zip(GAMES, fake.guild.text_channels[:3], strict=True))
    mapping = {old["guild"]: fake.guild.id, old["bot"]: fake.bot_user.id}
    mapping.update({cid: channels[name].id for name, cid in old["channels"].items()})
    mapping.update({uid: getattr(fake, name).id for name, uid in old["members"].items()})
    return mapping


def upgraded(fake: FakeDiscord) -> JSON:
    """The fixture with this fake's ids, its games' UI times moved to now."""
    text = FIXTURE.read_text(encoding="utf-8")
    mapping = id_map(fake, json.loads(text)["ids"])
    pattern = re.compile(r"(?<![0-9])(" + "|".join(map(str, mapping)) + r")(?![0-9])")
    saved: JSON = json.loads(pattern.sub(lambda m: str(mapping[int(m[1])]), text))
    shift = time.time() - saved["saved_at"]
    live = saved["database"]["tables"]["live_games"]
    ui = live["columns"].index("ui_json")
    for row in live["rows"]:
        row[ui] = UI_TIMES.sub(lambda m: f'"{m[1]}":{float(m[2]) + shift!r}', row[ui])
    return saved


def write_database(path: Path, database: JSON) -> None:
    """The old version's schema and rows, as it left them."""
    conn = sqlite3.connect(path)
    try:
        for statement in database["schema"]:
            conn.execute(statement)
        for name, table in database["tables"].items():
            columns = table["columns"]
            conn.executemany(
                f'INSERT INTO "{name}" ({", ".join(columns)})'
                f' VALUES ({", ".join("?" * len(columns))})', table["rows"])
        conn.commit()
    finally:
        conn.close()


def as_stored(fake: FakeDiscord, shown: JSON) -> StoredMessage:
    """A message of the fixture as the fake stores one (not put anywhere)."""
    shown = copy.deepcopy(shown)
    message = StoredMessage(
        id=shown["id"], channel_id=shown["channel_id"], guild_id=shown["guild_id"],
        author=fake.users[shown["author_id"]].payload(), content=shown["content"],
        embeds=shown["embeds"], components=shown["components"], flags=shown["flags"],
        attachments=shown["attachments"], ephemeral_for=shown["ephemeral_for"],
        webhook_id=shown["webhook_id"], application_id=shown["application_id"],
        interaction_metadata=shown["interaction_metadata"],
        message_reference=shown["message_reference"], message_type=shown["message_type"],
        timestamp=shown["timestamp"], edited_timestamp=shown["edited_timestamp"])
    message.history.append(message.snapshot())
    return message


@pytest.fixture
def bot_settings(fake: FakeDiscord, bot_database: Path) -> Settings:
    """The strong seat thinks for the shortest time allowed: it plays all the same."""
    return replace(settings_for(fake, bot_database), ai_think_ms=MIN_AI_THINK_MS)


@pytest.fixture
def saved(fake: FakeDiscord) -> JSON:
    return upgraded(fake)


def only(*games: str) -> Callable[[Test], Test]:
    """The test's database holds the live games of ``games`` only (the other rows all as
    saved): the strong seat of a game left out starts no search workers, and moves in no
    other test's way."""
    def keep(test: Test) -> Test:
        test.games = games  # type: ignore[attr-defined]
        return test
    return keep


@pytest.fixture
async def bot(fake: FakeDiscord, bot_settings: Settings, bot_errors: list[object],
              saved: JSON, request: pytest.FixtureRequest) -> AsyncIterator[InProcessBot]:
    """The new version started on the old version's database, its messages on screen."""
    games = getattr(request.function, "games", GAMES)
    kept = {fake.guild.text_channels[GAMES.index(game)].id for game in games}
    live = saved["database"]["tables"]["live_games"]
    live["rows"] = [row for row in live["rows"] if row[0] in kept]
    write_database(Path(bot_settings.database), saved["database"])
    for shown in saved["messages"]["public"] + saved["messages"]["ephemeral"]:
        message = as_stored(fake, shown)
        fake.channels[message.channel_id].messages[message.id] = message
    async with running_bot(fake, bot_settings, errors=bot_errors) as client:  # type: ignore[arg-type]
        tune(client.table_config, edit_gap=0.0, next_hand_delay=3600.0, ai_delay=0.0)
        if client._resume is not None:  # the pass after READY: every table shown again
            await client._resume
        yield client


# ------------------------------------------------------------------------------- helpers
def shown(saved: JSON, message_id: int) -> JSON:
    """The fixture's message ``message_id``, as the old version left it on screen."""
    every = saved["messages"]["public"] + saved["messages"]["ephemeral"]
    return next(m for m in every if m["id"] == message_id)


def old_buttons(message: JSON) -> list[JSON]:
    return [c for _, c in walk_components(message["components"]) if c.get("type") == BUTTON]


def old_button(message: JSON, label: str) -> str:
    """The custom_id of the button ``label`` on the old message."""
    found = [b["custom_id"] for b in old_buttons(message) if b.get("label") == label]
    assert len(found) == 1, (label, [b.get("label") for b in old_buttons(message)])
    return str(found[0])


async def press_as_shown(driver: Driver, fake: FakeDiscord, user: Any, message: JSON,
                         custom_id: str) -> Interaction:
    """``user`` presses ``custom_id`` on ``message`` as the old version left it on screen:
    what a member's client sends that has not caught the new version's edit of it yet (the
    resume edits the table and lobby messages at once). The click carries that old
    message; the answer lands on the message the fake holds under its id."""
    assert custom_id in [b.get("custom_id") for b in old_buttons(message)]
    channel = fake.channels[message["channel_id"]]
    errors_before = len(driver.bot_errors)
    raw = await fake.send_interaction(
        MESSAGE_COMPONENT, user, channel, {"custom_id": custom_id, "component_type": BUTTON},
        name=f"old {custom_id!r} by {user.username}", message=as_stored(fake, message))
    return await Interaction(driver, raw, errors_before).wait()


def table_of(bot: InProcessBot, fake: FakeDiscord, game: str) -> Table:
    table = bot.tables.get(fake.guild.text_channels[GAMES.index(game)].id)
    assert table is not None, f"the {game} game was not resumed"
    return table


async def settle(driver: Driver, bot: InProcessBot, table: Table) -> None:
    """The table's AI seats have moved (a member is to act) and their last move is
    stored; its edits are done. The AI seats of the other games are not waited for."""
    m = table.match
    if table.ai and m is not None:
        await driver.wait_until(lambda: m.hand_over or m.to_act is None or not is_ai(m.to_act),
                                timeout=30, what="the AI seats to move")
        async with table.rt.lock:  # (a move is stored before the lock is let go)
            pass
    await bot.tables.edits_done()


async def stored_as_played(driver: Driver, bot: InProcessBot, table: Table) -> None:
    """The live game row holds the table's match as it is now (once its AI seats moved)."""
    await settle(driver, bot, table)
    assert table.match is not None
    row = await bot.storage.live_games.get(table.channel_id)
    assert row is not None
    assert (dict(row.state), row.version) == (table.match.to_dict(), table.match.version)


def saved_row(saved: JSON, channel_id: int) -> JSON:
    live = saved["database"]["tables"]["live_games"]
    row = next(r for r in live["rows"] if r[0] == channel_id)
    return dict(zip(live["columns"], row, strict=True))


async def member_to_act(driver: Driver, bot: InProcessBot, table: Table) -> int:
    """Wait for the AI seats to move; the member whose turn it is."""
    m = table.match
    assert m is not None
    await settle(driver, bot, table)
    assert not m.hand_over and m.to_act is not None
    return m.to_act


async def plays_on(driver: Driver, fake: FakeDiscord, bot: InProcessBot, table: Table,
                   channel: Any) -> None:
    """The member to act opens a fresh ``/uno hand`` and moves; the move is stored."""
    m = table.match
    assert m is not None
    who = fake.users[await member_to_act(driver, bot, table)]
    version = m.version
    hand = await open_hand(driver, who, channel=channel)
    await play_move(driver, who, hand, FirstLegal(), moved=lambda: m.version != version)
    assert m.version > version
    await stored_as_played(driver, bot, table)


# --------------------------------------------------------------------------------- tests
async def test_saved_games_resume_and_the_match_is_as_saved_on_its_old_table_message(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, saved: JSON) -> None:
    game = saved["games"]["match"]
    assert set(bot.tables.tables) == {ch.id for ch in fake.guild.text_channels[:3]}
    table = table_of(bot, fake, "match")
    await settle(driver, bot, table)
    m = table.match
    assert m is not None and m.version == game["version"] and m.to_act == fake.alice.id
    row = saved_row(saved, fake.channel.id)
    stored = await bot.storage.live_games.get(fake.channel.id)
    assert stored is not None
    # the row as the old version wrote it: state, version, message, match untouched
    assert json.loads(row["state_json"]) == dict(stored.state) == m.to_dict()
    assert (stored.version, stored.table_message_id, stored.match_id) == (
        row["version"], row["table_message_id"], row["match_id"])
    ui = json.loads(row["ui_json"])
    assert (table.turn_timer, table.events, table.pinged, table.ping_message_id, table.game) \
        == (600, ui["events"], fake.alice.id, game["ping_message_id"], ui["game"])
    assert table.deadline is not None and 0 < table.deadline - time.time() <= 600
    # the resume edited the old table message (young, not buried): no new one posted
    assert table.message_id == game["table_message_id"]
    on_screen = driver.get(game["table_message_id"])
    assert on_screen.edits >= 1 and f"<@{fake.alice.id}>" in on_screen.text
    assert "Turn ends <t:" in on_screen.text
    assert [msg.id for msg in driver.messages(fake.carol)] == [
        game["table_message_id"], game["ping_message_id"]]


@only("match")
async def test_old_hand_card_button_of_the_current_version_plays_that_card(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, saved: JSON) -> None:
    game = saved["games"]["match"]
    table = table_of(bot, fake, "match")
    await settle(driver, bot, table)
    m = table.match
    assert m is not None
    hand = shown(saved, game["alice_hand_message_id"])
    card = next(b for b in old_buttons(hand) if not b.get("disabled")
                and (cid := ids.parse(b["custom_id"])) is not None and cid.verb == "play")
    assert ids.parse(card["custom_id"]).version == m.version  # type: ignore[union-attr]
    # alice's hand message is still on her screen with the old version's buttons
    assert [b.custom_id for b in driver.get(hand["id"]).buttons] == [
        b["custom_id"] for b in old_buttons(hand)]
    click = await driver.click(fake.alice, hand["id"], custom_id=card["custom_id"])
    assert click.ack_type == 7 and click.response is not None  # her hand, updated in place
    assert m.version == game["version"] + 1 and m.to_act != fake.alice.id
    played = f"alice played {card['emoji']['name']} {card['label']}."
    assert table.events[-1] == played
    assert version_of(driver.get(hand["id"])) == m.version
    await stored_as_played(driver, bot, table)
    # the saved turn ping was replaced: the old one deleted, the next player pinged
    assert fake.message(game["ping_message_id"]).deleted
    assert table.pinged == m.to_act and table.ping_message_id != game["ping_message_id"]
    await plays_on(driver, fake, bot, table, fake.channel)


@only("match")
async def test_old_table_my_hand_button_opens_the_current_hand_and_the_match_plays_on(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, saved: JSON) -> None:
    game = saved["games"]["match"]
    table = table_of(bot, fake, "match")
    m = table.match
    assert m is not None
    tm = shown(saved, game["table_message_id"])
    opened = await press_as_shown(driver, fake, fake.alice, tm, old_button(tm, "My hand"))
    hand = opened.response
    assert hand is not None and hand.ephemeral and hand.ephemeral_for == fake.alice.id
    assert version_of(hand) == m.version and "Your turn" in hand.text
    version = m.version
    await play_move(driver, fake.alice, hand, FirstLegal(), moved=lambda: m.version != version)
    assert m.version > version
    await stored_as_played(driver, bot, table)
    # the ping's My hand (the same button) opens bob's or carol's current hand too
    ping = shown(saved, game["ping_message_id"])
    other = fake.users[await member_to_act(driver, bot, table)]
    theirs = await press_as_shown(driver, fake, other, ping, old_button(ping, "My hand"))
    assert theirs.response is not None and theirs.response.ephemeral_for == other.id
    assert version_of(theirs.response) == m.version
    await plays_on(driver, fake, bot, table, fake.channel)
    await plays_on(driver, fake, bot, table, fake.channel)


@only("match")
async def test_old_hand_button_of_an_older_version_is_answered_with_the_current_hand(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, saved: JSON) -> None:
    game = saved["games"]["match"]
    table = table_of(bot, fake, "match")
    m = table.match
    assert m is not None
    await plays_on(driver, fake, bot, table, fake.channel)  # alice moves: a fresh /uno hand
    version = m.version
    hand = shown(saved, game["alice_hand_message_id"])
    card = old_button(hand, "Draw a card")
    assert ids.parse(card).version == game["version"] < version  # type: ignore[union-attr]
    click = await driver.click(fake.alice, hand["id"], custom_id=card)
    assert click.ack_type == 7  # answered in place, not an error
    now = driver.get(hand["id"])
    assert STALE(EN) in now.text and version_of(now) == version
    assert m.version == version  # nothing played
    await stored_as_played(driver, bot, table)


@only("lobby")
async def test_saved_lobby_takes_join_and_start_from_its_old_buttons(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, saved: JSON) -> None:
    game = saved["games"]["lobby"]
    channel = fake.guild.text_channels[GAMES.index("lobby")]
    table = table_of(bot, fake, "lobby")
    assert table.is_lobby and table.players == [fake.bob.id, 1] and table.ai == {1: "normal"}
    lobby = shown(saved, game["table_message_id"])
    await press_as_shown(driver, fake, fake.carol, lobby, old_button(lobby, "Join"))
    assert table.players == [fake.bob.id, 1, fake.carol.id]
    assert "carol" in driver.get(lobby["id"]).text
    await press_as_shown(driver, fake, fake.bob, lobby, old_button(lobby, "Start (host)"))
    assert table.match is not None and table.match.players == [fake.bob.id, 1, fake.carol.id]
    assert table.match_id is not None
    record = await bot.storage.matches.get_match(fake.guild.id, table.match_id)
    assert record is not None and record.status == "active"
    await plays_on(driver, fake, bot, table, channel)


@only("strong")
async def test_saved_strong_ai_match_plays_on(driver: Driver, fake: FakeDiscord,
                                              bot: InProcessBot, saved: JSON) -> None:
    game = saved["games"]["strong"]
    channel = fake.guild.text_channels[GAMES.index("strong")]
    table = table_of(bot, fake, "strong")
    m = table.match
    assert m is not None and table.ai == {1: "strong"}
    assert bot.ai.warming is not None  # resumed with a strong seat: its workers started
    await driver.wait_until(lambda: m.version > game["version"], timeout=30,
                            what="the strong seat acted")
    await member_to_act(driver, bot, table)
    assert m.to_act == fake.carol.id
    tm = shown(saved, game["table_message_id"])
    opened = await press_as_shown(driver, fake, fake.carol, tm, old_button(tm, "My hand"))
    hand = opened.response
    assert hand is not None and version_of(hand) == m.version
    version = m.version
    await play_move(driver, fake.carol, hand, FirstLegal(), moved=lambda: m.version != version)
    assert m.version > version
    await stored_as_played(driver, bot, table)
    await plays_on(driver, fake, bot, table, channel)
