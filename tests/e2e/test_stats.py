"""/uno stats through the fake Discord."""

from __future__ import annotations

import pytest

from bot.local.server.state import DM_CHANNEL, FakeChannel
from tests.e2e.test_leaderboard import Seed, seed_player
from tests.fakediscord import Driver, FakeDiscord, InProcessBot

pytestmark = pytest.mark.timeout(30)


def fields(driver: Driver, result_message_id: int) -> dict[str, str]:
    embed = driver.get(result_message_id).embeds[0]
    return {f.name: f.value for f in embed.fields}


async def test_stats_for_a_member(driver: Driver, fake: FakeDiscord, bot: InProcessBot) -> None:
    await seed_player(bot.storage, fake.guild.id, Seed(fake.bob.id, 4, 3, 9, 876))
    await seed_player(bot.storage, fake.guild.id, Seed(fake.alice.id, 10, 5, 2, 100))
    await seed_player(bot.storage, fake.guild.id, Seed(fake.dave.id, 1, 0, 0, 0))

    result = await driver.slash(fake.alice, "/uno stats", {"member": fake.bob})
    assert result.ack_type == 4
    message = result.response
    assert message is not None
    assert f"<@{fake.bob.id}>" in message.text and "bob" in (message.embeds[0].title or "")
    assert fields(driver, message.id) == {
        "Rating · Season 1": "No rated hand this season yet.",  # (seeded without hands)
        "Matches won": "3", "Matches played": "4",
        "Win rate": "75%", "Hands won": "9", "Points scored": "876",
        "Against AI players": "No match against AI players only.",
    }
    assert result.raw.callbacks[-1]["data"]["allowed_mentions"] == {"parse": []}

    mine = (await driver.slash(fake.alice, "/uno stats")).response  # default: yourself
    assert mine is not None
    assert fields(driver, mine.id)["Matches won"] == "5"
    assert fields(driver, mine.id)["Win rate"] == "50%"

    dave = (await driver.slash(fake.carol, "/uno stats", {"member": fake.dave})).response
    assert dave is not None and fields(driver, dave.id)["Win rate"] == "0%"


async def test_stats_for_someone_who_never_played(driver: Driver, fake: FakeDiscord,
                                                  bot: InProcessBot) -> None:
    await seed_player(bot.storage, fake.guild.id, Seed(fake.bob.id, 4, 3, 9, 876))
    result = await driver.slash(fake.alice, "/uno stats", {"member": fake.carol})
    message = result.response
    assert message is not None
    assert "hasn't finished a hand" in message.text
    assert not message.embeds[0].fields
    assert "hasn't finished a hand" in (
        (await driver.slash(fake.carol, "/uno stats")).response or message).text


async def test_stats_are_per_server(driver: Driver, fake: FakeDiscord, bot: InProcessBot
                                    ) -> None:
    await seed_player(bot.storage, fake.guild.id, Seed(fake.alice.id, 6, 6, 6, 600))
    await seed_player(bot.storage, fake.other_guild.id, Seed(fake.alice.id, 2, 1, 1, 11))
    elsewhere = fake.other_guild.text_channels[0]
    there = (await driver.slash(fake.alice, "/uno stats", channel=elsewhere)).response
    assert there is not None
    assert fields(driver, there.id)["Matches played"] == "2"
    assert fields(driver, there.id)["Matches won"] == "1"
    here = (await driver.slash(fake.alice, "/uno stats")).response
    assert here is not None and fields(driver, here.id)["Points scored"] == "600"
    nobody = (await driver.slash(fake.erin, "/uno stats", channel=elsewhere)).response
    assert nobody is not None and "hasn't finished a hand" in nobody.text


async def test_outside_a_server(driver: Driver, fake: FakeDiscord) -> None:
    dm = FakeChannel(fake.ids.next(), "dm-alice", None, type=DM_CHANNEL,
                     recipients=[fake.alice])
    fake.channels[dm.id] = dm
    for command in ("/uno stats", "/uno leaderboard"):
        result = await driver.slash(fake.alice, command, channel=dm)
        assert result.ephemeral
        assert result.response is not None and "in a server channel" in result.response.text


async def test_storage_failure_is_a_polite_apology(driver: Driver, fake: FakeDiscord,
                                                   bot: InProcessBot) -> None:
    await bot.storage.close()  # every query now fails with a StorageError
    for command in ("/uno stats", "/uno leaderboard"):
        result = await driver.slash(fake.alice, command)
        assert result.ephemeral
        assert result.response is not None and "Sorry" in result.response.text


async def test_a_stopped_match_counts_the_same_on_the_board_and_in_stats(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot) -> None:
    """Issue 25.4: a match stopped before any hand ended counts for nothing on both: bob
    is not on the count board (not "0 played") and /uno stats says he has not finished a
    hand; both say what a stopped match counts for."""
    from tests.e2e.conftest import Game
    from tests.e2e.test_play_decisions import ids3

    game = Game(driver, fake, bot)
    await ids3(game)
    for _ in range(6):
        await game.take_turn()
    await driver.slash(fake.alice, "/uno stop")
    await game.settle()
    board = (await driver.slash(fake.carol, "/uno leaderboard", {"sort": "wins"})).response
    assert board is not None and f"<@{fake.bob.id}>" not in board.text
    assert "a stopped match counts only the hands finished before the stop" in board.text
    stats = (await driver.slash(fake.carol, "/uno stats", {"member": fake.bob})).response
    assert stats is not None and "hasn't finished a hand" in stats.text
    assert "a stopped match counts only the hands finished before the stop" in stats.text
