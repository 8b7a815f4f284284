"""The fake's gateway shards like Discord's: IDENTIFY with ``shard: [id, count]``, each
guild's events on its shard's connection only, several processes holding different shards,
a shard moving to another process, and /gateway/bot recommending a count."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator

import aiohttp
import discord
import pytest
import yarl
from discord.http import Route

from bot.local.server.gateway import shard_of
from bot.local.server.state import FakeGuild
from tests.fakediscord import FakeDiscord

pytestmark = pytest.mark.timeout(30)

SHARDS = 4


class ShardedClient(discord.AutoShardedClient):
    """A bare sharded client that answers every interaction and remembers where from."""

    def __init__(self, **options: object) -> None:
        super().__init__(intents=discord.Intents.default(), **options)  # type: ignore[arg-type]
        self.seen: list[tuple[int, int]] = []  # (guild id, shard id) of each interaction

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        return None  # no 5 s pause between shards

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        assert interaction.guild is not None
        self.seen.append((interaction.guild.id, interaction.guild.shard_id))
        await interaction.response.send_message(f"shard {interaction.guild.shard_id}")


@contextlib.asynccontextmanager
async def connected(fake: FakeDiscord, **options: object) -> AsyncIterator[ShardedClient]:
    old_base, old_gateway = Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    Route.BASE = fake.api_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(fake.gateway_url)
    client = ShardedClient(**options)
    task = asyncio.create_task(client.start(fake.token))
    try:
        await asyncio.wait_for(client.wait_until_ready(), 10)
        yield client
    finally:
        await client.close()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await asyncio.wait_for(task, 5)
        Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = old_base, old_gateway


def one_guild_per_shard(fake: FakeDiscord) -> list[FakeGuild]:
    return [fake.add_guild(f"Shard {i} server", members=[fake.alice], shard=(i, SHARDS))
            for i in range(SHARDS)]


async def click_in(fake: FakeDiscord, guild: FakeGuild) -> None:
    """A slash command in ``guild``, answered by whichever client holds its shard."""
    interaction = await fake.send_interaction(
        2, fake.alice, guild.text_channels[0], {"id": "1", "name": "ping", "type": 1},
        name="ping")
    await fake.wait_for(lambda: interaction.ack_type is not None, what="the answer")


def guild_ids_on(fake: FakeDiscord, shards: set[int]) -> set[int]:
    return {g for g in fake.guilds if shard_of(g, SHARDS) in shards}


async def test_two_processes_each_get_only_their_shards_guilds(fake: FakeDiscord) -> None:
    guilds = one_guild_per_shard(fake)
    assert [shard_of(g.id, SHARDS) for g in guilds] == [0, 1, 2, 3]
    async with connected(fake, shard_ids=[0, 1], shard_count=SHARDS) as low, \
            connected(fake, shard_ids=[2, 3], shard_count=SHARDS) as high:
        assert fake.connected and fake.connected_shards == {0, 1, 2, 3}
        assert {g.id for g in low.guilds} == guild_ids_on(fake, {0, 1})
        assert {g.id for g in high.guilds} == guild_ids_on(fake, {2, 3})
        for guild in guilds:
            await click_in(fake, guild)
        assert low.seen == [(guilds[0].id, 0), (guilds[1].id, 1)]
        assert high.seen == [(guilds[2].id, 2), (guilds[3].id, 3)]
    assert sorted(fake.identified_shards) == [(i, SHARDS) for i in range(SHARDS)]


async def test_shards_move_to_another_process(fake: FakeDiscord) -> None:
    guilds = one_guild_per_shard(fake)
    async with connected(fake, shard_ids=[2, 3], shard_count=SHARDS) as high:
        async with connected(fake, shard_ids=[0, 1], shard_count=SHARDS) as first:
            await click_in(fake, guilds[0])
        # the first process is gone: its shards are identified but not connected
        assert fake.connected_shards == {2, 3} and not fake.connected
        async with connected(fake, shard_ids=[0, 1], shard_count=SHARDS) as second:
            assert fake.connected and fake.connected_shards == {0, 1, 2, 3}
            await click_in(fake, guilds[0])
            await click_in(fake, guilds[3])
            assert second.seen == [(guilds[0].id, 0)]
        assert first.seen == [(guilds[0].id, 0)]
        assert high.seen == [(guilds[3].id, 3)]


async def test_gateway_bot_recommends_the_shard_count(fake: FakeDiscord) -> None:
    fake.recommended_shards = 2
    async with connected(fake) as client:
        assert client.shard_count == 2 and set(client.shards) == {0, 1}
        assert sorted(fake.identified_shards) == [(0, 2), (1, 2)]
        assert {g.id for g in client.guilds} == set(fake.guilds)


async def identify_raw(fake: FakeDiscord, shard: list[int]) -> int | None:
    """IDENTIFY over a raw websocket; the close code, or None if READY came."""
    async with aiohttp.ClientSession() as http, http.ws_connect(fake.gateway_url) as ws:
        await ws.receive_json()  # HELLO
        await ws.send_str(json.dumps({"op": 2, "d": {
            "token": fake.token, "intents": 0, "shard": shard,
            "properties": {"os": "linux", "browser": "test", "device": "test"}}}))
        message = await ws.receive()
        if message.type == aiohttp.WSMsgType.TEXT:
            assert json.loads(message.data)["t"] == "READY"
            return None
        return ws.close_code


async def test_identify_with_a_bad_or_missing_shard_is_refused(fake: FakeDiscord) -> None:
    assert await identify_raw(fake, [4, 4]) == 4010
    fake.required_shards = 2
    assert await identify_raw(fake, [0, 1]) == 4011
    assert await identify_raw(fake, [1, 2]) is None
