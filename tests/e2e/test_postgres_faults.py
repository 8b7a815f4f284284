"""PostgreSQL faults during a game (issue 15), on a real server, the connection of a change
lost during its COMMIT:

- killed with pg_terminate_backend from another connection while the COMMIT waits: not
  written; the change is refused and the game goes on from the next click;
- cut by the network after the server committed, before its answer reached the bot (a
  TCP proxy between them drops the connection there): written; the bot finds that out and
  the change stands, instead of working on from the state before it (which the version
  check would refuse at every later click, until a restart).

Neither needs a restart."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import pytest

from bot.errors import MOVED
from bot.i18n import EN
from tests.e2e.conftest import Game
from tests.fakediscord.driver import Interaction, Message

pytestmark = [pytest.mark.timeout(60), pytest.mark.postgres]

# A COMMIT that waits: a deferred trigger runs at COMMIT time and sleeps there, so the test
# can kill that connection in the middle of its COMMIT.
SLOW_COMMIT = """
CREATE FUNCTION slow_commit() RETURNS trigger LANGUAGE plpgsql AS
  $$ BEGIN PERFORM pg_sleep(30); RETURN NULL; END $$;
CREATE CONSTRAINT TRIGGER slow_commit AFTER UPDATE ON live_games
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION slow_commit();
"""
# (a move that writes only its game's row is one statement with no BEGIN/COMMIT: its own
# commit runs the trigger at the statement's end, so the statement is what waits)
IN_COMMIT = ("SELECT pid FROM pg_stat_activity WHERE wait_event = 'PgSleep'"
             " AND datname = current_database()")


# A move that writes only its game's row is one statement with no BEGIN/COMMIT (its own
# commit): the save of the game's row, sent as a prepared statement.
SAVE_SQL = b"INSERT INTO live_games"


class Saves:
    """Reads the bot's messages to the server (after the startup packet: type byte, int32
    length) and tells which ones commit a change: a COMMIT, or an Execute of the save of a
    game's row (asyncpg prepares it once per connection, then binds it by name)."""

    def __init__(self) -> None:
        self._buf = b""
        self._started = False
        self._save_names: set[bytes] = set()
        self._bound_save = False

    def commits(self, data: bytes) -> bool:
        if not self._started:  # the startup packet has no type byte
            self._started = True
            return False
        self._buf += data
        found = False
        while len(self._buf) >= 5:
            size = int.from_bytes(self._buf[1:5], "big")
            if len(self._buf) < 1 + size:
                break
            kind, body = self._buf[:1], self._buf[5:1 + size]
            self._buf = self._buf[1 + size:]
            if kind == b"Q" and body.rstrip(b"\x00") == b"COMMIT":
                found = True
            elif kind == b"P":  # Parse: statement name, query
                name, _, rest = body.partition(b"\x00")
                if rest.startswith(SAVE_SQL):
                    self._save_names.add(name)
            elif kind == b"B":  # Bind: portal name, statement name
                _portal, _, rest = body.partition(b"\x00")
                self._bound_save = rest.partition(b"\x00")[0] in self._save_names
            elif kind == b"E" and self._bound_save:
                found = True
        return found


class CutAtCommit:
    """A TCP proxy to the PostgreSQL server. Armed, it lets the next COMMIT (or a save
    that commits on its own) reach the server, waits for the server's answer, and then
    cuts the connection instead of passing the answer on: the transaction is committed,
    and the bot cannot know it."""

    def __init__(self, host: str, port: int) -> None:
        self._upstream = (host, port)
        self.armed = False
        self.cut = asyncio.Event()
        # with the cut, the server becomes unreachable (every connection dropped, new ones
        # refused) until this is cleared
        self.outage = False
        self._bots: list[asyncio.StreamWriter] = []
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self.port = 0

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.outage and self.cut.is_set():
            writer.transport.abort()
            return
        self._bots.append(writer)
        up_reader, up_writer = await asyncio.open_connection(*self._upstream)
        committing = asyncio.Event()
        saves = Saves()

        async def to_server() -> None:
            while data := await reader.read(65536):
                if saves.commits(data) and self.armed:
                    self.armed = False
                    committing.set()
                up_writer.write(data)
                await up_writer.drain()
            up_writer.close()

        async def to_bot() -> None:
            while data := await up_reader.read(65536):
                if committing.is_set():  # the server's answer to the COMMIT: dropped
                    writer.transport.abort()
                    up_writer.transport.abort()
                    self.cut.set()
                    if self.outage:
                        for other in self._bots:
                            other.transport.abort()
                    return
                writer.write(data)
                await writer.drain()
            writer.close()

        for pump in (to_server(), to_bot()):
            task = asyncio.create_task(pump)
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)


@pytest.fixture
async def cutter(postgres_server: str) -> AsyncIterator[CutAtCommit]:
    server = urlsplit(postgres_server)
    proxy = CutAtCommit(server.hostname or "127.0.0.1", server.port or 5432)
    await proxy.start()
    yield proxy
    await proxy.close()


@pytest.fixture
def bot_database(postgres_url: str, cutter: CutAtCommit) -> str:
    """The bot reaches the test's schema through the proxy (in clear, so that it sees
    the COMMIT go by)."""
    parts = urlsplit(postgres_url)
    host = parts.netloc.rpartition("@")
    netloc = f"{host[0]}{host[1]}127.0.0.1:{cutter.port}"
    return urlunsplit(parts._replace(netloc=netloc, query=f"{parts.query}&sslmode=disable"))


async def alice_to_play(game: Game) -> Message:
    """A started game where alice plays Red 5 (or 6) next, then bob Red 2."""
    table_msg = await game.start()
    a, b, c = game.fake.alice.id, game.fake.bob.id, game.fake.carol.id
    await game.stage(hands={a: ["r5", "r6"], b: ["b1", "r2"], c: ["y1", "y2"]},
                     discard=["r1"], current=a)
    await game.settle()
    return table_msg


def said(it: Interaction) -> str:
    return " ".join(m.text for m in (it.response, *it.followups) if m is not None)


async def test_connection_killed_during_commit_the_next_click_plays(
        game: Game, postgres_url: str) -> None:
    table_msg = await alice_to_play(game)
    before = game.match.to_dict()
    admin = await asyncpg.connect(postgres_url)
    try:
        await admin.execute(SLOW_COMMIT)
        move = await game.driver.click(game.fake.alice, await game.hand(game.fake.alice),
                                       "Red 5", wait=False)
        for _ in range(200):  # the move's COMMIT under way (waiting in its trigger)
            pids = [r["pid"] for r in await admin.fetch(IN_COMMIT)]
            if pids:
                break
            await asyncio.sleep(0.05)
        assert pids, "the move's COMMIT was never under way"
        await admin.execute("SELECT pg_terminate_backend($1)", pids[0])
        await move.wait()
        await admin.execute("DROP TRIGGER slow_commit ON live_games;"
                            " DROP FUNCTION slow_commit()")
    finally:
        await admin.close()
    assert "couldn't save" in said(move)
    assert game.match.to_dict() == before == await game.stored()
    game.driver.bot_errors.clear()  # the failed save is logged as an error, once

    # the game is not stuck: the same move now plays, and is saved
    again = await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    assert "couldn't save" not in said(again)
    await game.settle()
    assert game.match.to_act == game.fake.bob.id
    assert await game.stored() == game.match.to_dict()
    assert game.driver.get(table_msg.id) is not None


async def test_connection_cut_after_the_server_committed_the_change_stands(
        game: Game, cutter: CutAtCommit) -> None:
    table_msg = await alice_to_play(game)
    version = game.match.version
    cutter.armed = True
    move = await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    assert cutter.cut.is_set()  # the COMMIT's answer never reached the bot
    # the move was written: it stands, at the table and in the database
    assert "couldn't save" not in said(move)
    assert game.match.version > version and game.match.to_act == game.fake.bob.id
    assert await game.stored() == game.match.to_dict()
    # and the game goes on
    again = await game.click(game.fake.bob, await game.hand(game.fake.bob), "Red 2")
    assert "couldn't save" not in said(again)
    await game.settle()
    assert game.match.to_act == game.fake.carol.id and await game.stored() == game.match.to_dict()
    assert "Red 2" in game.driver.get(table_msg.id).text
    game.driver.bot_errors.clear()  # the lost connection is logged


async def test_commit_unanswered_and_server_unreachable_the_game_reloads_not_let_go(
        game: Game, cutter: CutAtCommit) -> None:
    """The answer to COMMIT is lost and the server stays unreachable for a moment, so
    the bot cannot read back whether the move was written: refused. Once the server is
    back, the next save finds the stored game newer; that is this process's own lost
    write, not another process's: the table is reloaded (and that click refused once),
    not let go as moved."""
    await alice_to_play(game)
    version = game.match.version
    cutter.armed = cutter.outage = True
    move = await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 5")
    assert cutter.cut.is_set() and "couldn't save" in said(move)
    assert game.match.version == version  # not known to be written: the table as before
    cutter.outage = False
    # alice tries again: the save finds the game moved on (her lost write); reloaded
    again = await game.click(game.fake.alice, await game.hand(game.fake.alice), "Red 6")
    assert EN(MOVED) not in said(again)
    assert game.reg.get(game.channel.id) is not None  # still this process's game
    # her Red 5 stands
    assert game.match.version > version and game.match.to_act == game.fake.bob.id
    assert await game.stored() == game.match.to_dict()
    # and the game goes on
    await game.click(game.fake.bob, await game.hand(game.fake.bob), "Red 2")
    await game.settle()
    assert game.match.to_act == game.fake.carol.id and await game.stored() == game.match.to_dict()
    game.driver.bot_errors.clear()  # the lost connections are logged
    game.fake.take_breaches()
