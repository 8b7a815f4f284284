"""The recompute command (``python -m bot.ratings recompute``): a replay of a server's
stored hands gives exactly the stored ratings; a damaged rating is found, and put right
with ``--write``."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

from bot.ratings.recompute import recompute
from bot.storage import Storage
from tests.storage.conftest import GUILD, OTHER_GUILD
from tests.storage.test_ratings import random_hands

ROOT = Path(__file__).resolve().parents[2]


async def test_a_replay_gives_exactly_the_stored_ratings(storage: Storage) -> None:
    await random_hands(storage, random.Random(3), 60, [500 + i for i in range(12)])
    report = await recompute(storage, GUILD)
    assert report.same and report.hands == 60 and report.ratings > 12
    empty = await recompute(storage, OTHER_GUILD)
    assert empty.same and empty.hands == 0


async def test_a_damaged_rating_is_found_and_written_back(storage: Storage) -> None:
    await random_hands(storage, random.Random(4), 30, [500 + i for i in range(6)])
    before = await storage.ratings.stored(GUILD)
    async with storage.transaction() as tx:
        await tx.execute("UPDATE ratings SET mu = mu + 0.000001 WHERE user_id = 502")
        await tx.execute("DELETE FROM rating_history WHERE user_id = 503")
    report = await recompute(storage, GUILD)
    assert not report.same and not report.written
    assert any("player 502" in line for line in report.differences)
    assert any("rating history" in line for line in report.differences)
    fixed = await recompute(storage, GUILD, write=True)
    assert fixed.written
    assert await storage.ratings.stored(GUILD) == before
    assert (await recompute(storage, GUILD)).same


def command(database: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.ratings", "recompute", "--guild", str(GUILD),
         "--database", str(database), *args],
        capture_output=True, text=True, cwd=ROOT, timeout=60, check=False)


async def test_the_command_reproduces_the_stored_ratings(db_path: Path) -> None:
    storage = await Storage.open(db_path)
    try:
        await random_hands(storage, random.Random(5), 40, [900 + i for i in range(8)])
    finally:
        await storage.close()
    same = command(db_path)
    assert same.returncode == 0, same.stderr
    assert "40 rated hands replayed" in same.stdout
    assert "exactly the replayed ones" in same.stdout

    storage = await Storage.open(db_path)
    try:
        async with storage.transaction() as tx:
            await tx.execute("UPDATE ratings SET hands = hands + 1 WHERE user_id = 901")
    finally:
        await storage.close()
    damaged = command(db_path)
    assert damaged.returncode == 1 and "player 901" in damaged.stdout
    repaired = command(db_path, "--write")
    assert repaired.returncode == 0 and "stored now" in repaired.stdout
    assert command(db_path).returncode == 0
