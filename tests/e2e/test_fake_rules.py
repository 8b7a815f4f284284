"""The fake enforces Discord's limits (checked here directly over HTTP, without the bot)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest

from bot.local.server.validate import Errors, check_message
from tests.fakediscord import FakeDiscord

pytestmark = pytest.mark.timeout(30)


def row(*children: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(children)}


def button(i: int, label: str = "ok", custom_id: str | None = None) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": label, "custom_id": custom_id or f"b{i}"}


def select(n_options: int) -> dict[str, Any]:
    return {"type": 3, "custom_id": "s", "options": [
        {"label": f"o{i}", "value": f"v{i}"} for i in range(n_options)]}


def errors_of(payload: dict[str, Any]) -> list[str]:
    errors = Errors()
    check_message(payload, errors, creating=True)
    return errors.messages


CASES: list[tuple[str, dict[str, Any], str]] = [
    ("content", {"content": "x" * 2001}, "content: Must be 2000 or fewer"),
    ("custom_id", {"components": [row(button(0, custom_id="x" * 101))]},
     "components.0.components.0.custom_id: Must be 100 or fewer"),
    ("label", {"components": [row(button(0, label="x" * 81))]},
     "components.0.components.0.label: Must be 80 or fewer"),
    ("6 buttons", {"components": [row(*(button(i) for i in range(6)))]},
     "components.0.components: Must be 5 or fewer"),
    ("6 rows", {"components": [row(button(i)) for i in range(6)]},
     "components: Must be 5 or fewer"),
    ("26 options", {"components": [row(select(26))]},
     "components.0.components.0.options: Must be 25 or fewer"),
    ("select and button", {"components": [row(select(2), button(1))]},
     "exceeds the maximum width"),
    ("duplicate custom_id", {"components": [row(button(0), button(1, custom_id="b0"))]},
     "cannot be duplicated"),
    ("11 embeds", {"embeds": [{"title": "t"}] * 11}, "embeds: Must be 10 or fewer"),
    ("title", {"embeds": [{"title": "x" * 257}]}, "embeds.0.title: Must be 256 or fewer"),
    ("description", {"embeds": [{"description": "x" * 4097}]},
     "embeds.0.description: Must be 4096 or fewer"),
    ("26 fields", {"embeds": [{"fields": [{"name": "n", "value": "v"}] * 26}]},
     "embeds.0.fields: Must be 25 or fewer"),
    ("6000 total", {"embeds": [{"description": "x" * 4000}, {"description": "y" * 2001}]},
     "Embed size exceeds maximum size of 6000"),
    ("v2 41 components", {"flags": 1 << 15, "components": [
        {"type": 17, "components": [row(button(i)) for i in range(20)]}]},
     "maximum number of components is 40"),
    ("v2 with content", {"flags": 1 << 15, "content": "hi",
                         "components": [{"type": 10, "content": "x"}]}, "cannot be used"),
    ("empty", {"content": ""}, "Cannot send an empty message"),
]


@pytest.mark.parametrize(("payload", "expected"), [c[1:] for c in CASES],
                         ids=[c[0] for c in CASES])
def test_limits(payload: dict[str, Any], expected: str) -> None:
    messages = errors_of(payload)
    assert any(expected in m for m in messages), messages


def test_limits_at_the_edge_are_fine() -> None:
    assert errors_of({
        "content": "x" * 2000,
        "components": [row(*(button(5 * r + i, label="l" * 80, custom_id=f"{r}{i}" + "c" * 98)
                             for i in range(5))) for r in range(4)] + [row(select(25))],
        "embeds": [{"title": "t" * 256, "description": "d" * 4096,
                    "fields": [{"name": "n", "value": "v"}] * 25}],
    }) == []


@pytest.fixture
async def http(fake: FakeDiscord) -> AsyncIterator[aiohttp.ClientSession]:
    headers = {"Authorization": f"Bot {fake.token}"}
    async with aiohttp.ClientSession(fake.api_base + "/", headers=headers) as session:
        yield session


async def test_http_breach_body_and_record(fake: FakeDiscord,
                                           http: aiohttp.ClientSession) -> None:
    url = f"channels/{fake.channel.id}/messages"
    async with http.post(url, json={"content": "x" * 2001}) as response:
        assert response.status == 400
        assert response.headers["Content-Type"] == "application/json"
        body = await response.json()
    assert body["code"] == 50035 and body["message"] == "Invalid Form Body"
    assert body["errors"]["content"]["_errors"][0]["code"] == "BASE_TYPE_MAX_LENGTH"
    (breach,) = fake.take_breaches()
    assert breach.status == 400 and "content" in breach.errors  # type: ignore[operator]
    async with http.post(url, json={"content": "fine"}) as response:
        assert response.status == 200
        message = await response.json()
    async with http.get(f"{url}/{message['id']}") as response:
        assert (await response.json())["content"] == "fine"
    async with http.get("nope/route") as response:
        assert response.status == 404
    assert [r.path for r in fake.unknown_routes] == ["/nope/route"]
    with pytest.raises(AssertionError, match="unknown route"):
        await fake.check_clean()
    fake.unknown_routes.clear()


async def test_auth_and_emojis(fake: FakeDiscord, http: aiohttp.ClientSession) -> None:
    async with aiohttp.ClientSession() as anonymous, \
            anonymous.get(f"{fake.api_base}/users/@me") as response:
        assert response.status == 401
    fake.take_breaches()
    url = f"applications/{fake.application_id}/emojis"
    image = "data:image/png;base64,iVBORw0KGgo="
    async with http.post(url, json={"name": "uno_red_5", "image": image}) as response:
        emoji = await response.json()
    async with http.get(url) as response:
        assert (await response.json())["items"] == [emoji]


async def test_thread_rules(fake: FakeDiscord, http: aiohttp.ClientSession) -> None:
    """Threads: started in a text channel only (50024), name 1-100, archive durations;
    archived threads refuse message edits and deletes (50083) and unarchive on a send."""
    async def codes(method: str, url: str, body: dict[str, Any]) -> tuple[int, Any]:
        async with http.request(method, url, json=body) as response:
            data = await response.json() if response.status != 204 else None
            return response.status, data

    url = f"channels/{fake.channel.id}/threads"
    status, body = await codes("POST", url, {"name": "", "type": 11})
    assert status == 400 and body["code"] == 50035 and "name" in body["errors"]
    status, body = await codes("POST", url, {"name": "t", "type": 11,
                                             "auto_archive_duration": 30})
    assert status == 400 and "auto_archive_duration" in body["errors"]
    status, body = await codes("POST", f"channels/{fake.thread.id}/threads",
                               {"name": "nested", "type": 11})
    assert status == 400 and body["code"] == 50024
    status, thread = await codes("POST", url, {"name": "game", "type": 11,
                                               "auto_archive_duration": 1440})
    assert status == 200 and thread["parent_id"] == str(fake.channel.id)
    tid = thread["id"]
    status, msg = await codes("POST", f"channels/{tid}/messages", {"content": "hi"})
    assert status == 200
    status, body = await codes("PATCH", f"channels/{fake.channel.id}", {"archived": True})
    assert status == 400 and "archived" in body["errors"]  # not a thread
    status, body = await codes("PATCH", f"channels/{tid}", {"archived": True})
    assert status == 200 and body["thread_metadata"]["archived"] is True
    status, body = await codes("PATCH", f"channels/{tid}/messages/{msg['id']}",
                               {"content": "edited"})
    assert status == 400 and body["code"] == 50083
    status, _ = await codes("POST", f"channels/{tid}/messages", {"content": "back"})
    assert status == 200 and fake.channels[int(tid)].archived is False
    assert len(fake.take_breaches()) == 5


async def test_deleted_channels_and_threads(fake: FakeDiscord,
                                            http: aiohttp.ClientSession) -> None:
    """A deleted thread or channel answers Unknown Channel (10003) from then on; a text
    channel takes its threads with it."""
    async def codes(method: str, url: str, body: dict[str, Any] | None = None
                    ) -> tuple[int, Any]:
        async with http.request(method, url, json=body) as response:
            return response.status, await response.json()

    status, body = await codes("DELETE", f"channels/{fake.thread.id}")
    assert status == 200 and body["id"] == str(fake.thread.id)
    for method, url, payload in (("GET", f"channels/{fake.thread.id}", None),
                                 ("POST", f"channels/{fake.thread.id}/messages", {"content": "x"}),
                                 ("DELETE", f"channels/{fake.thread.id}", None)):
        status, body = await codes(method, url, payload)
        assert status == 404 and body["code"] == 10003
    parent = fake.guild.text_channels[1]
    thread = fake.add_thread(parent, "another")
    await fake.delete_channel(parent)
    assert parent.id not in fake.channels and thread.id not in fake.channels
    assert thread not in fake.guild.threads and parent not in fake.guild.channels
    assert len(fake.take_breaches()) == 3


async def test_interaction_answers_in_archived_and_locked_threads(
        fake: FakeDiscord, http: aiohttp.ClientSession) -> None:
    """A public answer in an archived thread unarchives it (as a send does); a locked thread
    refuses public answers (403 50083), and every answer once it is archived too."""
    thread = fake.thread

    async def answer(flags: int = 0) -> tuple[int, Any]:
        interaction = await fake.send_interaction(2, fake.alice, thread,
                                                  {"name": "uno", "type": 1}, name="probe")
        url = f"interactions/{interaction.id}/{interaction.token}/callback"
        body = {"type": 4, "data": {"content": "hi", "flags": flags}}
        async with http.post(url, json=body) as response:
            return response.status, (await response.json() if response.status != 204
                                     else None)

    await fake.moderate_thread(thread, archived=True)
    assert (await answer(flags=64))[0] == 204 and thread.archived  # ephemeral: stays so
    assert (await answer())[0] == 204 and not thread.archived
    await fake.moderate_thread(thread, locked=True)
    status, body = await answer()
    assert status == 403 and body["code"] == 50083
    assert (await answer(flags=64))[0] == 204
    await fake.moderate_thread(thread, archived=True)
    status, body = await answer(flags=64)
    assert status == 403 and body["code"] == 50083
    assert len(fake.take_breaches()) == 2
