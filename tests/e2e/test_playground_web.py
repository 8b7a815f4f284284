"""The playground's page server (bot/local/web) with the real bot, in-process: sessions,
what each member is sent (another's ephemeral never), what a page may send, and the
refusals of forged requests, as Discord gives them."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from aiohttp import ClientWebSocketResponse
from aiohttp.test_utils import TestClient, TestServer

from bot.local.server import LocalDiscord
from bot.local.web import shown
from bot.local.web.app import Page
from bot.local.world import build_world
from tests.fakediscord import running_bot, settings_for

pytestmark = pytest.mark.timeout(60)
JSON = dict[str, Any]


class Member:
    """One page: a session for a member, its live updates, what it sends."""

    def __init__(self, client: TestClient, name: str) -> None:
        self.client = client
        self.name = name
        self.session = ""
        self.ws: ClientWebSocketResponse | None = None
        self.hello: JSON = {}
        self.frames: list[JSON] = []
        self._reader: asyncio.Task[None] | None = None

    async def open(self) -> Member:
        response = await self.client.post("/api/session", json={"member": self.name})
        assert response.status == 200
        self.session = (await response.json())["session"]
        self.ws = await self.client.ws_connect(f"/ws?session={self.session}")
        self.hello = await self.ws.receive_json(timeout=5)
        assert self.hello["op"] == "hello"
        self._reader = asyncio.create_task(self._read())
        return self

    async def _read(self) -> None:
        assert self.ws is not None
        async for msg in self.ws:
            self.frames.append(json.loads(msg.data))

    async def act(self, body: JSON, *, session: str | None = None) -> tuple[int, JSON]:
        token = self.session if session is None else session
        headers = {"Authorization": f"Session {token}"} if token else {}
        response = await self.client.post("/api/act", json=body, headers=headers)
        return response.status, await response.json()

    def seen(self) -> dict[str, JSON]:
        """Every message this page was sent (hello, then live), latest state by id."""
        out = {m["id"]: m for ms in self.hello["messages"].values() for m in ms}
        for frame in self.frames:
            if frame["op"] == "message":
                out[frame["message"]["id"]] = frame["message"]
        return out

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            await self._reader


@pytest.fixture
async def world() -> AsyncIterator[LocalDiscord]:
    async with build_world() as discord:
        yield discord


@contextlib.asynccontextmanager
async def page_client(world: LocalDiscord, database: Path,
                      extensions: tuple[str, ...] = ()) -> AsyncIterator[TestClient]:
    """The real bot against ``world`` and the page server in front of it."""
    page = Page(world)
    settings = settings_for(world, database)  # type: ignore[arg-type]
    async with running_bot(world, settings, extensions=extensions,  # type: ignore[arg-type]
                           sync_emoji=False) as bot:
        bot.table_config.ai_delay = 0.0
        page.ready = True
        async with TestClient(TestServer(page.app())) as test_client:
            yield test_client
        await page.live.close()


@pytest.fixture
async def client(world: LocalDiscord, tmp_path: Path) -> AsyncIterator[TestClient]:
    async with page_client(world, tmp_path / "uno.sqlite3") as test_client:
        yield test_client


def general(world: LocalDiscord) -> str:
    return str(world.guild.text_channels[0].id)


def find(seen: dict[str, JSON], text: str) -> JSON:
    found = [m for m in seen.values() if text in json.dumps(m)]
    assert found, f"no message with {text!r}"
    return found[-1]


def custom_id(message: JSON, label: str) -> str:
    for row in message["components"]:
        for c in row.get("components") or []:
            if c.get("label") == label:
                return str(c["custom_id"])
    raise AssertionError(f"no button {label!r}")


async def wait_until(predicate: Any, what: str) -> None:
    for _ in range(200):
        if predicate():
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what}")


async def test_a_member_sees_the_server_and_only_their_own_ephemeral_messages(
        client: TestClient, world: LocalDiscord) -> None:
    alice = await Member(client, "alice").open()
    bob = await Member(client, "bob").open()
    hello = alice.hello["world"]
    assert hello["guild"]["name"] == "UNO Playground"
    assert [c["name"] for c in hello["channels"]] == ["general", "uno", "off-topic"]
    assert [m["username"] for m in hello["members"]] == ["alice", "bob", "carol", "dave",
                                                         "UnoBot"]
    assert hello["members"][0]["owner"] and hello["me"] == alice.hello["world"]["members"][0]["id"]
    assert any(c["name"] == "uno" for c in hello["commands"])

    status, answer = await alice.act({"kind": "command", "channel_id": general(world),
                                      "command": "/uno start"})
    assert status == 200 and answer["ok"] and answer["ack_type"] == 4
    await wait_until(lambda: "UNO lobby" in json.dumps(bob.seen()), "bob sees the lobby")
    lobby = find(alice.seen(), "UNO lobby")
    assert find(bob.seen(), "UNO lobby")["id"] == lobby["id"]
    meta = lobby["interaction_metadata"]
    assert meta["name"] == "uno start" and meta["user"]["username"] == "alice"

    status, answer = await alice.act({"kind": "button", "message_id": lobby["id"],
                                      "custom_id": custom_id(lobby, "Add AI (host)")})
    assert status == 200 and answer["ok"]
    await wait_until(lambda: "Which level" in json.dumps(alice.seen()), "the picker")
    picker = find(alice.seen(), "Which level")
    assert picker["ephemeral"] and picker["id"] not in bob.seen()

    # a forged click: bob on alice's picker (it does not exist for him), and a button that
    # is not on the lobby
    status, refused = await bob.act({"kind": "button", "message_id": picker["id"],
                                     "custom_id": custom_id(picker, "Easy")})
    assert (status, refused["code"], refused["message"]) == (404, 10008, "Unknown Message")
    status, refused = await bob.act({"kind": "button", "message_id": lobby["id"],
                                     "custom_id": custom_id(picker, "Easy")})
    assert (status, refused["code"]) == (400, 50035)
    assert "no component" in refused["detail"]
    # bob's page reconnecting gets everything again, still without alice's picker
    again = await Member(client, "bob").open()
    assert picker["id"] not in again.seen() and lobby["id"] in again.seen()
    for member in (alice, bob, again):
        await member.close()


async def test_a_request_is_its_sessions_member_or_refused(client: TestClient,
                                                           world: LocalDiscord) -> None:
    bob = await Member(client, "bob").open()
    message = {"kind": "message", "channel_id": general(world), "content": "hi"}
    status, refused = await bob.act(message, session="")
    assert (status, refused["message"]) == (401, "401: Unauthorized")
    status, refused = await bob.act(message, session="not-a-session")
    assert status == 401
    status, refused = await bob.act({**message, "as": "alice"})
    assert (status, refused["code"], refused["message"]) == (403, 50001, "Missing Access")
    status, answer = await bob.act({**message, "as": "bob"})
    assert status == 200 and answer["ok"]
    posted = world.message(int(answer["message_id"]))
    assert posted.content == "hi" and posted.author["username"] == "bob"
    unknown = await client.post("/api/session", json={"member": "mallory"})
    assert unknown.status == 404 and (await unknown.json())["code"] == 10013
    status, refused = await bob.act({"kind": "command", "channel_id": "123",
                                     "command": "/uno help"})
    assert (status, refused["code"]) == (404, 10003)
    await bob.close()


async def test_commands_take_their_options_and_autocomplete(client: TestClient,
                                                            world: LocalDiscord) -> None:
    alice = await Member(client, "alice").open()
    status, answer = await alice.act({"kind": "autocomplete", "channel_id": general(world),
                                      "command": "/uno start", "focused": "options",
                                      "options": {"options": "stack"}})
    assert status == 200 and answer["ok"] and answer["ack_type"] == 8
    assert any("stacking" in c["name"] for c in answer["choices"]), answer["choices"]
    status, refused = await alice.act({"kind": "command", "channel_id": general(world),
                                       "command": "/uno start ai:99"})
    assert (status, refused["code"]) == (400, 50035)
    assert refused["detail"] == "option ai: 99 outside [0, 9]"
    status, refused = await alice.act({"kind": "command", "channel_id": general(world),
                                       "command": "/dance"})
    assert (status, refused["code"]) == (404, 10063)
    status, answer = await alice.act({"kind": "command", "channel_id": general(world),
                                      "command": '/uno start ai:2 options:"stacking=on"'})
    assert status == 200 and answer["ok"]
    await wait_until(lambda: "Pixel" in json.dumps(alice.seen()), "the lobby with 2 AI")
    lobby = json.dumps(find(alice.seen(), "UNO lobby"))
    assert "Nova" in lobby and "Pixel" in lobby and "Draw cards stack" in lobby, lobby
    await alice.close()


async def test_pictures_and_card_art_are_served_from_the_page(client: TestClient,
                                                              world: LocalDiscord) -> None:
    alice = await Member(client, "alice").open()
    await alice.act({"kind": "command", "channel_id": general(world),
                     "command": "/uno start ai:1"})
    await wait_until(lambda: "UNO lobby" in json.dumps(alice.seen()), "the lobby")
    lobby = find(alice.seen(), "UNO lobby")
    status, _ = await alice.act({"kind": "button", "message_id": lobby["id"],
                                 "custom_id": custom_id(lobby, "Start (host)")})
    assert status == 200
    await wait_until(lambda: any(m["attachments"] for m in alice.seen().values()),
                     "the table picture")
    table = next(m for m in alice.seen().values() if m["attachments"])
    url = table["attachments"][0]["url"]
    assert url.startswith("/attachments/"), url  # relative: the page serves it
    assert table["embeds"][0]["image"]["url"] == url
    picture = await client.get(url)
    assert picture.status == 200 and picture.content_type == "image/png"  # (256 colours)
    # an application emoji the bot uploaded is served as an image; its id (a number in
    # components) reaches the page as a string (JavaScript rounds numbers past 2**53)
    emoji_id = str(world.ids.next())
    world.emojis.append({"id": emoji_id, "name": "uno_r5", "animated": False})  # uploaded
    world.emoji_images[emoji_id] = b"\x89PNG\r\n\x1a\n" + bytes(32)
    emoji = await client.get(f"/emojis/{emoji_id}.png")
    assert emoji.status == 200 and emoji.content_type == "image/png"
    assert (await client.get("/emojis/123.png")).status == 404
    button = {"type": 2, "style": 2, "label": "Red 5", "custom_id": "x",
              "emoji": {"id": int(emoji_id), "name": "uno_r5"}}
    stored = await world.create_message(world.guild.text_channels[0], {
        "content": "card", "components": [{"type": 1, "components": [button]}]})
    sent = shown.message(world, stored)
    assert sent["components"][0]["components"][0]["emoji"]["id"] == emoji_id
    page = await client.get("/")
    assert page.status == 200 and "default-src 'self'" in page.headers["Content-Security-Policy"]
    await alice.close()


async def test_selects_modals_and_member_options_go_through_as_discord_sends_them(
        world: LocalDiscord, tmp_path: Path) -> None:
    async with page_client(world, tmp_path / "uno.sqlite3", ("tests.e2e.probe_ext",)) as client:
        alice = await Member(client, "alice").open()
        bob = await Member(client, "bob").open()
        where = general(world)
        status, answer = await alice.act({"kind": "command", "channel_id": where,
                                          "command": "/probe pick"})
        assert status == 200 and answer["ok"]
        await wait_until(lambda: "Pick colours" in json.dumps(alice.seen()), "the select")
        menu = find(alice.seen(), "Pick colours")
        select = {"kind": "select", "message_id": menu["id"], "custom_id": "probe:pick"}
        status, refused = await alice.act({**select, "values": ["purple"]})
        assert (status, refused["code"]) == (400, 50035) and "not in" in refused["detail"]
        status, refused = await alice.act({**select, "values": ["red", "green", "blue"]})
        assert status == 400 and "takes 1..2 values" in refused["detail"]
        status, refused = await bob.act({**select, "values": ["red"]})
        assert (status, refused["code"]) == (404, 10008)  # alice's ephemeral
        status, answer = await alice.act({**select, "values": ["red", "blue"]})
        assert status == 200 and answer["ok"]
        await wait_until(lambda: "picked red,blue" in json.dumps(alice.seen()), "the pick")

        status, opened = await alice.act({"kind": "command", "channel_id": where,
                                          "command": "/probe ask"})
        assert status == 200 and opened["ack_type"] == 9
        assert opened["modal"]["title"] == "Your name"
        submit = {"kind": "modal", "interaction_id": opened["interaction_id"]}
        status, refused = await bob.act({**submit, "values": {"probe:name": "Bob"}})
        assert (status, refused["code"]) == (404, 10062)  # not bob's modal
        status, answer = await alice.act({**submit, "values": {"probe:name": "Ann"}})
        assert status == 200 and answer["ok"]
        await wait_until(lambda: "hello Ann" in json.dumps(bob.seen()), "the greeting")

        status, answer = await bob.act({"kind": "command", "channel_id": where,
                                        "command": "/probe greet who:@alice style:warm"})
        assert status == 200 and answer["ok"]
        await wait_until(lambda: "warm hello alice" in json.dumps(alice.seen()), "greet")
        for member in (alice, bob):
            await member.close()
