"""A full or read-only disk mid-game, through the fake Discord: the move is refused with an
apology, nothing is half-written (the table in memory equals the stored one), and the game
goes on once the disk works again."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from bot.screens.hands import refresh_hands
from bot.storage import StorageError
from bot.storage.db import SqliteTransaction
from tests.e2e.conftest import Game
from tests.fakediscord.driver import Interaction

# each test makes the SQLite database itself refuse writes
pytestmark = [pytest.mark.timeout(30), pytest.mark.sqlite]


def said(it: Interaction) -> str:
    return " ".join(m.text for m in (it.response, *it.followups) if m is not None)


async def start3(game: Game) -> tuple[int, int, int]:
    await game.start()
    return game.fake.alice.id, game.fake.bob.id, game.fake.carol.id


async def test_read_only_database_mid_game_refuses_then_recovers(game: Game) -> None:
    a, b, c = await start3(game)
    await game.stage(hands={a: ["r5", "r6", "g1"], b: ["b1", "r2"], c: ["y1", "y2"]},
                     discard=["r1"], current=a)
    before = game.match.to_dict()
    conn = game.bot.storage.db.connection
    await conn.execute("PRAGMA query_only = ON")  # every write now fails: "readonly database"
    hand = await game.hand(game.fake.alice)
    it = await game.click(game.fake.alice, hand, "Red 5")
    assert "couldn't save" in said(it)
    assert game.match.to_dict() == before == await game.stored()
    assert [r for r in game.driver.bot_errors if "Could not save" in r.getMessage()]  # type: ignore[attr-defined]
    game.driver.bot_errors.clear()

    await conn.execute("PRAGMA query_only = OFF")
    await game.click(game.fake.alice, game.driver.get(hand.id), "Red 5")  # the same button
    assert game.match.to_act == b and game.match.discard[-1] != before["discard"][-1]
    assert await game.stored() == game.match.to_dict()


async def test_disk_full_when_a_hand_ends_writes_neither_hand_nor_state(
        game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    a, b, c = await start3(game)
    await game.stage(hands={a: ["r5"], b: ["b1", "r2"], c: ["y1", "y9"]},
                     discard=["r1"], current=a)
    before = game.match.to_dict()
    match_id = game.table.match_id
    assert match_id is not None
    storage, guild = game.bot.storage, game.fake.guild.id
    real = SqliteTransaction.execute
    writes: list[str] = []

    async def full_disk(self: SqliteTransaction, sql: str, params: object = ()) -> int:
        writes.append(sql)
        if sql.startswith("INSERT INTO live_games"):  # after the hand result was written
            raise sqlite3.OperationalError("database or disk is full")
        return await real(self, sql, params)  # type: ignore[arg-type]

    monkeypatch.setattr(SqliteTransaction, "execute", full_disk)
    it = await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    assert "couldn't save" in said(it)
    assert any("INTO hands" in w for w in writes), writes  # the hand WAS written, then rolled back
    monkeypatch.undo()
    game.driver.bot_errors.clear()
    assert game.match.to_dict() == before == await game.stored()
    assert not game.match.hand_over
    assert await storage.matches.hands(guild, match_id) == []
    assert set((await storage.matches.totals(guild, match_id)).values()) == {0}
    assert (await storage.stats.player_stats(guild, a)).hands_won == 0

    await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    assert game.match.hand_over
    hands = await storage.matches.hands(guild, match_id)
    assert [h.winner_id for h in hands] == [a]
    assert await storage.matches.totals(guild, match_id) == {p: game.match.scores[p]
                                                              for p in (a, b, c)}
    assert await game.stored() == game.match.to_dict()
    await game.settle()


async def test_start_with_a_read_only_database_leaves_the_lobby_and_no_match(game: Game) -> None:
    """The match row and the first state are one write: a failed Start leaves no stray
    active match, the lobby stays open, and Start works once the disk does."""
    fake, driver = game.fake, game.driver
    lobby = (await driver.slash(fake.alice, "/uno start")).response
    assert lobby is not None
    await driver.click(fake.bob, lobby, "Join")
    conn = game.bot.storage.db.connection
    await conn.execute("PRAGMA query_only = ON")
    it = await driver.click(fake.alice, driver.get(lobby.id), "Start (host)")
    assert "couldn't start" in said(it)
    driver.bot_errors.clear()
    guild, channel = fake.guild.id, fake.channel.id
    assert await game.bot.storage.matches.latest_match_id(guild, channel, active=True) is None
    assert game.table.match is None and game.table.match_id is None
    assert game.table.players == [fake.alice.id, fake.bob.id]

    await conn.execute("PRAGMA query_only = OFF")
    await driver.click(fake.alice, driver.get(lobby.id), "Start (host)")
    assert game.table.match is not None
    matches = game.bot.storage.matches
    assert await matches.latest_match_id(guild, channel, active=True) == game.table.match_id
    assert await game.stored() == game.match.to_dict()


async def test_leaving_a_lobby_that_cannot_be_saved_changes_nothing(game: Game) -> None:
    """A failed save answers "nothing changed", and nothing did: the player is still in
    the lobby in memory, as in storage, and can leave once the disk works."""
    fake, driver = game.fake, game.driver
    lobby = (await driver.slash(fake.alice, "/uno start")).response
    assert lobby is not None
    await driver.click(fake.bob, lobby, "Join")
    conn = game.bot.storage.db.connection
    await conn.execute("PRAGMA query_only = ON")
    it = await driver.click(fake.bob, driver.get(lobby.id), "Leave")
    assert "nothing changed" in said(it)
    assert game.table.players == [fake.alice.id, fake.bob.id]
    driver.bot_errors.clear()

    await conn.execute("PRAGMA query_only = OFF")
    await driver.click(fake.bob, driver.get(lobby.id), "Leave")
    assert game.table.players == [fake.alice.id]


async def test_a_hand_drawn_while_a_refused_move_is_saved_shows_the_game_as_written(
        game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    """A hand refreshed while a move's write is still awaited (the table editor, another
    player's move) is drawn once that write is over: the move storage then refuses never
    shows, and the hand keeps buttons of the version that is saved (busy machines met a
    hand drawn from the move in memory, then rolled back)."""
    a, b, c = await start3(game)
    await game.stage(hands={a: ["r5", "r6", "g1"], b: ["b1", "r2"], c: ["y1", "y2"]},
                     discard=["r1"], current=a)
    await game.settle()
    before = game.match.to_dict()
    hand = await game.hand(game.fake.alice)
    entered, release = asyncio.Event(), asyncio.Event()

    async def slow_then_refused(*args: object, **kwargs: object) -> None:
        entered.set()
        await release.wait()
        raise StorageError("disk full")

    monkeypatch.setattr(game.bot.storage, "commit_action", slow_then_refused)
    click = asyncio.create_task(game.click(game.fake.alice, hand, "Red 5"))
    await asyncio.wait_for(entered.wait(), 10)  # the move applied in memory, its write held
    refresh = asyncio.create_task(
        refresh_hands(game.bot.table_config, game.table, only=game.fake.alice.id))
    release.set()  # (the refresh runs first: before the fix it drew the move held)
    it = await click
    await refresh
    assert "couldn't save" in said(it)
    game.driver.bot_errors.clear()  # type: ignore[attr-defined]  # (storage's own ERROR)
    monkeypatch.undo()
    await game.settle()
    assert game.match.to_dict() == before == await game.stored()
    shown = game.driver.get(hand.id)
    assert shown.button("Red 5") is not None
    assert all(f":{game.match.version}:" in (button.custom_id or "")
               for button in shown.buttons
               if (button.custom_id or "").startswith("uno:play:"))
    await game.click(game.fake.alice, shown, "Red 5")  # and it plays once storage is back
    assert game.match.to_act == b and await game.stored() == game.match.to_dict()
