"""/uno leaderboard through the fake Discord: paging, sorting, empty boards, restarts,
and servers never seeing each other's standings."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot.config import Settings
from bot.storage import PlayerStats, Storage
from tests.fakediscord import Driver, FakeDiscord, InProcessBot, Message, running_bot

pytestmark = pytest.mark.timeout(60)

FIRST_PLAYER = 7_000_000_000_000_000
CHANNEL = 4_242


@dataclass(frozen=True)
class Seed:
    user_id: int
    played: int
    won: int
    hands: int
    points: int

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


async def seed_player(storage: Storage, guild_id: int, seed: Seed) -> None:
    """Give one player exactly these totals, through the real repositories."""
    async with storage.transaction() as tx:
        for number in range(seed.played):
            match_id = await storage.matches.create_match(
                guild_id, CHANNEL, {}, 500, [seed.user_id], tx=tx)
            winners = (seed.user_id,) if number < seed.won else ()
            await storage.matches.finish_match(match_id, winners, tx=tx)
        if seed.hands or seed.points:
            # Hands are recorded in a match that is still going: they count at once.
            match_id = await storage.matches.create_match(
                guild_id, CHANNEL, {}, 5000, [seed.user_id], tx=tx)
            for number in range(max(1, seed.hands)):
                points = seed.points if number == 0 else 0
                winner = seed.user_id if seed.hands else None
                await storage.matches.record_hand(
                    match_id, number + 1, winner, {seed.user_id: points},
                    {seed.user_id: seed.points}, tx=tx)


def twenty_three() -> list[Seed]:
    """23 players whose wins, points, hands and win rates are all different."""
    seeds = []
    for k in range(23):
        won = (k * 5) % 23
        seeds.append(Seed(FIRST_PLAYER + k, played=won + k + 1, won=won, hands=k,
                          points=((k * 7) % 23) * 10 + 3))
    for key in ("won", "hands", "points", "win_rate"):
        assert len({getattr(s, key) for s in seeds}) == len(seeds), key
    return seeds


ORDER = {
    "wins": lambda s: -s.won,
    "points": lambda s: -s.points,
    "hands": lambda s: -s.hands,
    "win_rate": lambda s: -s.win_rate,
}


def expected(seeds: list[Seed], sort: str) -> list[int]:
    return [s.user_id for s in sorted(seeds, key=ORDER[sort])]


def listed(message: Message) -> list[tuple[int, int]]:
    """(rank, user id) of every row on a leaderboard message."""
    assert len(message.embeds) == 1
    text = message.embeds[0].description or ""
    return [(int(r), int(u)) for r, u in re.findall(r"^\*\*(\d+)\.\*\* <@(\d+)>", text, re.M)]


@pytest.fixture
async def seeded(bot: InProcessBot, fake: FakeDiscord) -> list[Seed]:
    seeds = twenty_three()
    for seed in seeds:
        await seed_player(bot.storage, fake.guild.id, seed)
    return seeds


async def test_pages_forward_and_back(driver: Driver, fake: FakeDiscord,
                                      seeded: list[Seed]) -> None:
    order = expected(seeded, "wins")
    result = await driver.slash(fake.alice, "/uno leaderboard sort:wins")
    assert result.ack_type == 4 and not result.ephemeral
    message = result.response
    assert message is not None
    assert listed(message) == list(zip(range(1, 11), order[:10], strict=True))
    assert "page 1/3" in message.text and "23 players" in message.text
    assert message.button("◀").disabled and not message.button("▶").disabled
    # No pings: the bot sent no allowed user mentions.
    callback = result.raw.callbacks[-1]["data"]
    assert callback["allowed_mentions"] == {"parse": []}

    click = await driver.click(fake.bob, message, "▶")
    assert click.ack_type == 7  # the same message is edited
    page2 = driver.get(message.id)
    assert listed(page2) == list(zip(range(11, 21), order[10:20], strict=True))
    assert "page 2/3" in page2.text
    assert not page2.button("◀").disabled and not page2.button("▶").disabled

    await driver.click(fake.carol, page2, "▶")
    page3 = driver.get(message.id)
    assert listed(page3) == list(zip(range(21, 24), order[20:], strict=True))
    assert "page 3/3" in page3.text
    assert page3.button("▶").disabled

    await driver.click(fake.alice, page3, "◀")
    assert listed(driver.get(message.id)) == listed(page2)
    assert driver.get(message.id).edits == 3
    assert len(driver.messages(fake.alice)) == 1  # paging never posts new messages


@pytest.mark.parametrize("sort", ["wins", "points", "hands", "win_rate"])
async def test_each_sort(driver: Driver, fake: FakeDiscord, seeded: list[Seed],
                         sort: str) -> None:
    order = expected(seeded, sort)
    result = await driver.slash(fake.alice, f"/uno leaderboard sort:{sort}")
    message = result.response
    assert message is not None
    assert [u for _, u in listed(message)] == order[:10]
    await driver.click(fake.alice, message, "▶")
    assert [u for _, u in listed(driver.get(message.id))] == order[10:20]  # sort kept


async def test_row_contents(driver: Driver, fake: FakeDiscord, seeded: list[Seed]) -> None:
    top = max(seeded, key=lambda s: s.won)
    message = (await driver.slash(fake.alice, "/uno leaderboard sort:wins")).response
    assert message is not None
    first = (message.embeds[0].description or "").splitlines()[0]
    assert first.startswith(f"**1.** <@{top.user_id}>")
    assert f"{top.won} wins" in first and f"{top.played} played" in first
    assert f"{top.hands} hands" in first and f"{top.points} pts" in first
    assert f"{top.won / top.played * 100:.1f}%" in first


async def test_empty_leaderboard(driver: Driver, fake: FakeDiscord) -> None:
    result = await driver.slash(fake.alice, "/uno leaderboard sort:wins")
    message = result.response
    assert message is not None
    assert "No games finished here yet — start one with /uno start" in message.text
    assert message.buttons == ()
    ratings = (await driver.slash(fake.alice, "/uno leaderboard")).response  # by rating
    assert ratings is not None and "No rated hands here yet" in ratings.text
    assert "Season 1" in ratings.text and ratings.buttons == ()


async def test_servers_never_see_each_others_standings(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, seeded: list[Seed]) -> None:
    other_channel = fake.other_guild.text_channels[0]
    empty = (await driver.slash(fake.alice, "/uno leaderboard sort:wins",
                                channel=other_channel)).response
    assert empty is not None and "No games finished here yet" in empty.text

    erin = Seed(fake.erin.id, played=50, won=50, hands=99, points=9999)
    await seed_player(bot.storage, fake.other_guild.id, erin)
    theirs = (await driver.slash(fake.erin, "/uno leaderboard sort:wins",
                                 channel=other_channel)).response
    assert theirs is not None and listed(theirs) == [(1, fake.erin.id)]
    assert not theirs.buttons

    ours = (await driver.slash(fake.alice, "/uno leaderboard sort:wins")).response
    assert ours is not None
    seen = [u for _, u in listed(ours)]
    assert fake.erin.id not in seen and seen == expected(seeded, "wins")[:10]


async def test_page_buttons_work_after_a_restart(fake: FakeDiscord, tmp_path: Path,
                                                 bot_settings: Settings) -> None:
    driver = Driver(fake)
    seeds = twenty_three()
    async with running_bot(fake, bot_settings) as first:
        for seed in seeds:
            await seed_player(first.storage, fake.guild.id, seed)
        message = (await driver.slash(fake.alice, "/uno leaderboard sort:points")).response
        assert message is not None
    async with running_bot(fake, bot_settings):
        click = await driver.click(fake.bob, message, "▶")
        assert click.ack_type == 7
        assert [u for _, u in listed(driver.get(message.id))] == \
            expected(seeds, "points")[10:20]
    await driver.check_clean()


async def test_player_stats_row_matches_repository(bot: InProcessBot, fake: FakeDiscord,
                                                   seeded: list[Seed]) -> None:
    # The seeding helper gives exactly the totals it was asked for.
    seed = seeded[5]
    stats = await bot.storage.stats.player_stats(fake.guild.id, seed.user_id)
    assert stats == PlayerStats(fake.guild.id, seed.user_id, seed.played, seed.won,
                                seed.hands, seed.points)


async def bot_message_with_button(fake: FakeDiscord, channel_id: int, custom_id: str
                                  ) -> int:
    """A bot message carrying a page button, as an older version of the board would."""
    payload = {"content": "old board", "components": [{"type": 1, "components": [
        {"type": 2, "style": 2, "label": "▶", "custom_id": custom_id}]}]}
    stored = await fake.create_message(fake.channels[channel_id], payload)
    return stored.id


async def test_button_from_another_server_shows_nothing(
        driver: Driver, fake: FakeDiscord, seeded: list[Seed]) -> None:
    elsewhere = fake.other_guild.text_channels[0]
    message_id = await bot_message_with_button(
        fake, elsewhere.id, f"uno-lb:{fake.guild.id}:wins:2")
    click = await driver.click(fake.erin, message_id, "▶")
    assert click.ephemeral and click.response is not None
    assert "another server" in click.response.text
    assert driver.get(message_id).edits == 0
    assert all(str(s.user_id) not in click.response.text for s in seeded)


async def test_stale_page_shows_the_last_page(driver: Driver, fake: FakeDiscord,
                                              seeded: list[Seed]) -> None:
    message_id = await bot_message_with_button(
        fake, fake.channel.id, f"uno-lb:{fake.guild.id}:hands:9")
    click = await driver.click(fake.alice, message_id, "▶")
    assert click.ack_type == 7
    board = driver.get(message_id)
    assert "page 3/3" in board.text
    assert [u for _, u in listed(board)] == expected(seeded, "hands")[20:]


async def test_reloading_the_extension_keeps_one_copy(bot: InProcessBot) -> None:
    group = bot.tree.get_command("uno")
    assert group is not None and hasattr(group, "get_command")
    await bot.unload_extension("cogs.stats")
    assert group.get_command("leaderboard") is None and group.get_command("help") is not None
    await bot.load_extension("cogs.stats")
    names = [c.name for c in group.commands]
    assert names.count("leaderboard") == 1 and names.count("stats") == 1
    assert names.count("settings") == 1


async def test_a_slow_page_is_deferred_not_failed(
        driver: Driver, fake: FakeDiscord, seeded: list[Seed], bot: InProcessBot,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 11: the page buttons get the same 1.5 s guard as every other button, and read
    the storage the cog was given."""
    board = await driver.slash(fake.alice, "/uno leaderboard sort:wins")
    assert board.response is not None
    stats = bot.storage.stats
    real = stats.leaderboard

    def deferred() -> bool:
        return any(i.user_id == fake.bob.id and i.ack_type == 6
                   for i in fake.interactions.values())

    async def slow_disk(*args: Any, **kwargs: Any) -> Any:
        await fake.wait_for(deferred, what="the guard's deferral")  # a slow disk
        return await real(*args, **kwargs)

    monkeypatch.setattr(stats, "leaderboard", slow_disk)
    monkeypatch.setattr("bot.plumbing.answer.ANSWER_WITHIN", 0.01)  # the guard, shortened
    click = await driver.click(fake.bob, board.response, "▶")
    assert click.ack_type == 6  # deferred in time, then the message edited
    await driver.settle()
    assert "page 2/" in driver.get(board.response.id).text
