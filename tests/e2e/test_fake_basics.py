"""The real bot against the fake Discord: login, sync, slash commands, buttons."""

from __future__ import annotations

import pytest

from tests.fakediscord import Driver, FakeDiscord, InProcessBot

pytestmark = [pytest.mark.timeout(30), pytest.mark.bot_extensions("tests.e2e.probe_ext")]


async def test_login_and_sync(fake: FakeDiscord, bot: InProcessBot, driver: Driver) -> None:
    assert bot.user is not None and bot.user.id == fake.bot_user.id
    assert {g.id for g in bot.guilds} == {fake.guild.id, fake.other_guild.id}
    assert fake.requests_to("GET", "/users/@me")
    assert fake.requests_to("GET", "/oauth2/applications/@me")
    scope, body = fake.command_puts[-1]
    assert scope is None  # global sync (no UNO_DEV_GUILD)
    uno = next(c for c in body if c["name"] == "uno")
    subcommands = {o["name"]: o for o in uno["options"] if o["type"] == 1}
    assert "help" in subcommands
    assert subcommands["help"]["description"]
    stored = {c["name"]: c for c in fake.synced_commands(global_=True)}
    assert stored["uno"]["id"] and stored["uno"]["application_id"] == str(fake.application_id)


async def test_uno_help_is_ephemeral(driver: Driver, fake: FakeDiscord) -> None:
    result = await driver.slash(fake.alice, "/uno help")
    assert result.ack_type == 4 and result.ephemeral
    reply = result.response
    assert reply is not None and "UNO" in reply.content and reply.ephemeral
    assert reply.id in [m.id for m in driver.messages(fake.alice)]
    assert reply.id not in [m.id for m in driver.messages(fake.bob)]


async def test_counter_button_edits_in_place(driver: Driver, fake: FakeDiscord) -> None:
    result = await driver.slash(fake.alice, "/probe counter", {"start": 3})
    message = result.response
    assert message is not None and message.content == "count=3" and not message.ephemeral
    assert message.button("Count 3").custom_id == "probe:count:3"
    click = await driver.click(fake.bob, message, "Count 3")
    assert click.ack_type == 7
    after = driver.get(message.id)
    assert after.content == "count=4" and after.buttons[0].custom_id == "probe:count:4"
    await driver.click(fake.carol, after, custom_id="probe:count:4")
    assert driver.get(message.id).content == "count=5"
    assert driver.get(message.id).edits == 2
    assert [h["content"] for h in driver.get(message.id).history] == [
        "count=3", "count=4", "count=5"]


async def test_deferred_followups(driver: Driver, fake: FakeDiscord) -> None:
    result = await driver.slash(fake.alice, "/probe slow")
    assert result.ack_type == 5
    assert [m.content for m in result.messages] == ["done thinking", "second follow-up"]
    hidden = await driver.slash(fake.bob, "/probe slow ephemeral:true")
    assert all(m.ephemeral for m in hidden.messages)
    assert not any(m.id in {x.id for x in hidden.messages} for m in driver.messages(fake.alice))


async def test_select_modal_options_and_ephemeral_edit(driver: Driver, fake: FakeDiscord
                                                       ) -> None:
    picked = await driver.slash(fake.alice, "/probe pick")
    assert picked.response is not None
    select = picked.response.select("probe:pick")
    assert select.values == ["red", "green", "blue"] and select.max_values == 2
    answer = await driver.select(fake.alice, picked.response, ["red", "blue"])
    assert answer.response is not None and answer.response.content == "picked red,blue"

    asked = await driver.slash(fake.bob, "/probe ask")
    assert asked.ack_type == 9 and asked.modal is not None
    submitted = await driver.submit_modal(asked, {"probe:name": "Bob"})
    assert submitted.response is not None and submitted.response.content == "hello Bob"

    greet = await driver.slash(fake.alice, "/probe greet", {"who": fake.carol, "style": "warm"})
    assert greet.response is not None and greet.response.content == "warm hello carol"
    with pytest.raises(AssertionError, match="not one of"):
        await driver.slash(fake.alice, "/probe greet", {"who": fake.carol, "style": "hot"})

    secret = await driver.slash(fake.dave, "/probe secret")
    assert secret.response is not None and secret.response.content == "secret v2"
    assert secret.response.ephemeral and secret.response.edits == 1


async def test_channel_messages_with_attachments(driver: Driver, fake: FakeDiscord) -> None:
    result = await driver.slash(fake.alice, "/probe post edits:3")
    table = [m for m in driver.messages(fake.bob) if m.content.startswith("table")]
    assert len(table) == 1 and table[0].content == "table v3" and table[0].edits == 3
    assert table[0].attachments[0]["filename"] == "probe.py"
    # the first follow-up after a deferral completes the "thinking" message
    assert result.response is not None and result.response.content == f"posted {table[0].id}"
    assert result.followups == []


async def test_ephemeral_counter_is_edited_for_its_owner_only(driver: Driver, fake: FakeDiscord
                                                              ) -> None:
    result = await driver.slash(fake.alice, "/probe hidden")
    hidden = result.response
    assert hidden is not None and hidden.ephemeral
    with pytest.raises(AssertionError, match="cannot see"):
        await driver.click(fake.bob, hidden, "Count 0")
    click = await driver.click(fake.alice, hidden, "Count 0")
    assert click.ack_type == 7 and click.ephemeral
    assert driver.last_message(fake.alice).content == "count=1"
    assert driver.messages(fake.bob) == []


async def test_components_v2_layout(driver: Driver, fake: FakeDiscord) -> None:
    result = await driver.slash(fake.alice, "/probe layout")
    table = result.response
    assert table is not None and table.texts == ("## Table",) and table.content == ""
    assert [b.label for b in table.buttons] == ["Count 0", "Count 100"]
    click = await driver.click(fake.bob, table, "Count 100")
    assert click.ack_type == 6
    assert [m.content for m in click.followups] == ["clicked 100"]


async def test_autocomplete(driver: Driver, fake: FakeDiscord) -> None:
    choices = await driver.autocomplete(fake.alice, "/probe colour", {"name": "g"}, "name")
    assert choices == [{"name": "Green", "value": "green"}]
    everything = await driver.autocomplete(fake.alice, "probe colour", None, focused="name")
    assert [c["value"] for c in everything] == ["red", "green", "blue", "yellow"]
    done = await driver.slash(fake.alice, "/probe colour name:blue")
    assert done.response is not None and done.response.content == "colour blue"
