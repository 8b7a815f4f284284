"""Several bot processes on one database, SQLite or PostgreSQL (issue 15): the real
``python -m bot`` twice, holding shards 0-1 and 2-3 of 4, against the fake with a guild on
each shard, games played in all four at once. The process of shards 0-1 is SIGKILLed
mid-game while the other plays on; a third process started with shards 0-1 resumes those
games: every acknowledged action is there and the games continue on the buttons sent
before the kill.

The deal is random in the subprocesses: who acts is read from the stored state and only
moves the hand message offers are pressed."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.engine import Match
from bot.local.server.state import FakeChannel, FakeGuild
from bot.storage import Storage
from tests.e2e.seated import FirstLegal, open_hand, play_move, start_game, version_of
from tests.fakediscord import BotProcess, Driver, FakeDiscord, FakeUser
from tests.fakediscord.driver import Message

pytestmark = pytest.mark.timeout(180)

COUNT = 4
POLICY = FirstLegal()


@dataclass
class GuildGame:
    """The game in one guild's channel, as its players see it."""

    guild: FakeGuild
    channel: FakeChannel
    table: Message | None = None
    acked: list[int] = field(default_factory=list)  # versions acknowledged to a click
    over: bool = False  # a move of the test's ended the hand: it plays no more

    @property
    def shard(self) -> int:
        return (self.guild.id >> 22) % COUNT


class World:
    def __init__(self, fake: FakeDiscord, driver: Driver, storage: Storage) -> None:
        self.fake = fake
        self.driver = driver
        self.storage = storage
        self.users = {u.id: u for u in (fake.alice, fake.bob)}

    async def stored(self, game: GuildGame) -> tuple[int, dict[str, Any], int | None]:
        """(version, engine state, table message id) as the database has it now."""
        live = await self.storage.live_games.get(game.channel.id)
        assert live is not None, f"the game of shard {game.shard} is stored"
        return live.version, dict(live.state), live.table_message_id

    async def to_act(self, game: GuildGame) -> FakeUser | None:
        _, state, _ = await self.stored(game)
        m = Match.from_dict(state)
        return None if m.hand_over or m.to_act is None else self.users[m.to_act]

    async def hand_to_act(self, game: GuildGame) -> tuple[FakeUser, Message] | None:
        user = await self.to_act(game)
        if user is None:
            return None
        return user, await open_hand(self.driver, user, channel=game.channel)

    async def press(self, game: GuildGame, user: FakeUser, hand: Message) -> None:
        """A legal move on ``hand`` (pickers answered); the version its answer shows is
        acknowledged."""
        first = await play_move(self.driver, user, hand, POLICY)
        assert first.acknowledged, first

        def shown() -> int | None:
            version = version_of(self.driver.get(hand.id))
            return version if version is not None and (
                not game.acked or version > game.acked[-1]) else None
        def ended() -> bool:  # the move ended the hand: its message closed (or, once the
            return not self.driver.get(hand.id).buttons  # next hand is dealt, moved)

        # a click the bot deferred (its 1.5 s guard on a busy machine) shows the move later
        try:
            await self.driver.wait_until(lambda: shown() is not None or ended(), timeout=30,
                                         what="the hand showing the move")
        except AssertionError as error:
            stored = await self.stored(game)
            raise AssertionError(
                f"{error}: shard {game.shard}, acknowledged {game.acked}, stored version "
                f"{stored[0]}, the hand now: {self.driver.get(hand.id).text!r}") from None
        version = shown()
        if version is None:  # (rare: a player out after a dozen moves) stored, then no more
            version, state, _ = await self.stored(game)
            assert Match.from_dict(state).hand_over or version > max(game.acked, default=0)
            game.over = True
        game.acked.append(version)

    async def play(self, game: GuildGame, moves: int) -> None:
        for _ in range(moves):
            if game.over:
                return
            turn = await self.hand_to_act(game)
            if turn is None:  # the hand is over (rare this early): nothing more to check
                return
            await self.press(game, *turn)


def holding(fake: FakeDiscord, shards: set[int]) -> bool:
    return fake.connected_shards == shards and fake.connected


async def start(fake: FakeDiscord, *processes: BotProcess) -> None:
    """Start the processes at once; return when the fake has all their shards connected."""
    await asyncio.gather(*(p.start(wait_ready=False) for p in processes))
    expected = set(range(COUNT))
    try:
        await fake.wait_for(lambda: holding(fake, expected)
                            or any(p.proc is not None and p.proc.returncode is not None
                                   for p in processes),
                            timeout=60, what=f"shards {sorted(expected)} connected")
    except AssertionError as error:
        raise AssertionError(f"{error}\n" + "\n".join(p.output() for p in processes)) from None
    for p in processes:
        assert p.running, p.output()


@pytest.fixture(params=("sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)))
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Path | str:
    """One database for every process: a SQLite file, or a PostgreSQL schema of its own
    (``postgres_url``; skipped with one reason when no server answers)."""
    if request.param == "postgresql":
        return str(request.getfixturevalue("postgres_url"))
    return tmp_path / "uno.sqlite3"


@pytest.fixture
async def storage(database: Path | str) -> AsyncIterator[Storage]:
    """The test's own look at the database (it only reads)."""
    db = await Storage.open(database)
    yield db
    await db.close()


def process(fake: FakeDiscord, tmp_path: Path, database: Path | str, name: str,
            shards: str) -> BotProcess:
    workdir = tmp_path / name
    workdir.mkdir()
    return BotProcess(fake, workdir, database=database,
                      env={"UNO_SHARD_COUNT": str(COUNT), "UNO_SHARDS": shards})


async def test_shards_move_from_a_killed_process_with_every_acknowledged_action(
        fake: FakeDiscord, tmp_path: Path, database: Path | str, storage: Storage) -> None:
    games = [GuildGame(g, g.text_channels[0]) for g in (
        fake.add_guild(f"Shard {i}", [f"uno-{i}"], members=[fake.alice, fake.bob],
                       shard=(i, COUNT)) for i in range(COUNT))]
    assert [g.shard for g in games] == [0, 1, 2, 3]
    low = process(fake, tmp_path, database, "low", "0-1")
    high = process(fake, tmp_path, database, "high", "2-3")
    third = process(fake, tmp_path, database, "third", "0-1")
    driver = Driver(fake)
    world = World(fake, driver, storage)
    try:
        await start(fake, low, high)

        # --- four games at once, each in its own process's guild ---------------------
        async def begin(game: GuildGame) -> None:
            game.table = await start_game(driver, fake.alice, [fake.bob], channel=game.channel)

        await asyncio.gather(*(begin(g) for g in games))
        await asyncio.gather(*(world.play(g, 3) for g in games))
        for g in games:
            version, _, table_id = await world.stored(g)
            assert g.table is not None and table_id == g.table.id
            assert g.acked and (version == g.acked[-1] or g.over and version >= g.acked[-1])

        # --- SIGKILL the process of shards 0-1 while the other one plays on ----------
        moved = games[:2]
        before = {g.shard: await world.stored(g) for g in moved}
        hands = {g.shard: await world.hand_to_act(g) for g in moved}  # sent before the kill
        others = asyncio.gather(*(world.play(g, 6) for g in games[2:]))
        await fake.wait_for(lambda: all(len(g.acked) > 3 for g in games[2:]), timeout=30,
                            what="a move in each of the other process's games")
        assert await low.kill() == -9
        await fake.wait_for(lambda: fake.connected_shards == {2, 3}, timeout=10,
                            what="the killed process's shards to drop")
        for g in moved:
            assert await world.stored(g) == before[g.shard]

        # --- a third process takes shards 0-1 and resumes their games ----------------
        edits = {g.shard: driver.get(g.table.id).edits for g in moved if g.table}
        await start(fake, third)
        for g in moved:
            assert await world.stored(g) == before[g.shard]  # nothing lost, nothing redone
            assert g.table is not None
            await driver.wait_until(
                lambda g=g: driver.get(g.table.id).edits > edits[g.shard],  # type: ignore[union-attr]
                timeout=20, what="the resumed table message refreshed")
        for g in moved:  # the hand messages sent before the kill still play
            turn = hands[g.shard]
            assert turn is not None
            user, hand = turn
            assert f":{before[g.shard][0]}" in "".join(b.custom_id or "" for b in hand.buttons)
            await world.press(g, user, hand)
            again = await open_hand(driver, fake.alice, table_message=g.table)
            assert again.buttons  # so does the table message's My hand
        await others

        # --- and every game goes on ---------------------------------------------------
        await asyncio.gather(*(world.play(g, 2) for g in games))
        for g in games:
            version, _, table_id = await world.stored(g)
            assert g.table is not None and table_id == g.table.id
            # (a hand the test ended may have dealt the next one since)
            assert version == g.acked[-1] or (g.over and version >= g.acked[-1]), (
                f"shard {g.shard}: acknowledged {g.acked}")
        # processes starting together upload the same card emoji; Discord refuses the name
        # the second time and that process takes the one uploaded (bot/plumbing/emoji_sync.py)
        assert all(b.status == 400 and "/emojis" in b.path and "already taken" in str(b)
                   for b in fake.take_breaches())
        await driver.check_clean()
        for p in (low, high, third):
            assert "Traceback" not in p.output(), p.output()
            assert "Refused an interaction" not in p.output()
        assert high.starts == 1 and high.running
    except AssertionError as error:  # what the processes logged, to tell a stall from a loss
        raise AssertionError(f"{error}\n" + "\n".join(
            f"--- {name}:\n{p.output()[-4000:]}" for name, p in
            (("low", low), ("high", high), ("third", third)))) from None
    finally:
        for p in (low, high, third):
            if p.running:
                await p.stop()
