"""/uno prefs through the fake Discord: shown and set privately, stored per server, and
the high_contrast preference (or the server's feature) switching a hand's card emoji."""

from __future__ import annotations

import pytest

from bot.art import ART_VERSION
from bot.local.server.state import DM_CHANNEL, FakeChannel
from tests.e2e.conftest import Game
from tests.fakediscord import Driver, FakeDiscord, InProcessBot
from tests.fakediscord.driver import Message

V = f"uno_v{ART_VERSION}_"  # card emoji names of this art version

pytestmark = pytest.mark.timeout(60)


def said(it: object) -> str:
    response = getattr(it, "response", None)
    assert response is not None and response.ephemeral, it
    return str(response.text)


async def test_prefs_shows_every_preference_privately(driver: Driver, fake: FakeDiscord) -> None:
    text = said(await driver.slash(fake.alice, "/uno prefs"))
    assert "**high_contrast**: as the server has it (off)" in text
    assert "**playable_first**: off (default)" in text
    assert "**dm_turn_notice**: off (default)" in text
    assert driver.messages(fake.bob) == []


async def test_prefs_are_set_stored_per_player_and_reset(driver: Driver, fake: FakeDiscord,
                                                         bot: InProcessBot) -> None:
    repo, guild = bot.storage.prefs, fake.guild.id
    text = said(await driver.slash(fake.alice, "/uno prefs option:high_contrast value:on"))
    assert "**high_contrast** is on for you" in text and "**high_contrast**: on" in text
    said(await driver.slash(fake.alice, "/uno prefs option:playable_first value:on"))
    said(await driver.slash(fake.alice, "/uno prefs option:dm_turn_notice value:off"))
    stored = await repo.get(guild, fake.alice.id)
    assert dict(stored.values) == {"high_contrast": True, "playable_first": True,
                                   "dm_turn_notice": False}
    assert dict((await repo.get(guild, fake.bob.id)).values) == {}  # bob's are his own
    text = said(await driver.slash(fake.alice, "/uno prefs option:high_contrast value:default"))
    assert "back to the default (the server's choice)" in text
    assert dict((await repo.get(guild, fake.alice.id)).values) == {
        "playable_first": True, "dm_turn_notice": False}


@pytest.mark.parametrize(("command", "says"), [
    ("/uno prefs option:high_contrast value:maybe", "must be on or off"),
    ("/uno prefs option:colours value:on", "high_contrast, playable_first, dm_turn_notice"),
    ("/uno prefs option:high_contrast", "Give both an option and a value"),
    ("/uno prefs value:on", "Give both an option and a value"),
])
async def test_prefs_refusals_say_how_to_fix_them(driver: Driver, fake: FakeDiscord,
                                                  bot: InProcessBot, command: str,
                                                  says: str) -> None:
    assert says in said(await driver.slash(fake.alice, command))
    assert dict((await bot.storage.prefs.get(fake.guild.id, fake.alice.id)).values) == {}


async def test_prefs_autocomplete(driver: Driver, fake: FakeDiscord) -> None:
    options = await driver.autocomplete(fake.alice, "/uno prefs", {"option": ""}, "option")
    assert [c["value"] for c in options] == ["high_contrast", "playable_first",
                                             "dm_turn_notice", "language"]
    narrowed = await driver.autocomplete(fake.alice, "/uno prefs", {"option": "contr"}, "option")
    assert [c["value"] for c in narrowed] == ["high_contrast"]
    values = await driver.autocomplete(fake.alice, "/uno prefs",
                                       {"option": "high_contrast", "value": ""}, "value")
    assert [c["value"] for c in values] == ["on", "off", "default"]
    languages = await driver.autocomplete(fake.alice, "/uno prefs",
                                          {"option": "language", "value": "deu"}, "value")
    assert [(c["name"], c["value"]) for c in languages] == [("de — Deutsch", "de")]


async def test_prefs_and_match_outside_a_server_are_refused(driver: Driver,
                                                            fake: FakeDiscord) -> None:
    dm = FakeChannel(fake.ids.next(), "dm-alice", None, type=DM_CHANNEL,
                     recipients=[fake.alice])
    fake.channels[dm.id] = dm
    for command in ("/uno prefs", "/uno match"):
        assert "in a server channel" in said(await driver.slash(fake.alice, command,
                                                                channel=dm))


# -- the hand's card emoji -----------------------------------------------------------------
def card_emoji_names(hand: Message) -> set[str]:
    return {str(b.raw["emoji"]["name"]) for b in hand.buttons
            if isinstance(b.raw.get("emoji"), dict) and b.raw["emoji"].get("id")}


async def dealt(game: Game) -> None:
    await game.start()
    f = game.fake
    a, b, c = f.alice.id, f.bob.id, f.carol.id
    await game.stage(hands={a: ["r5", "W"], b: ["b1", "b4"], c: ["y4", "g5"]},
                     discard=["r1"], current=a)


@pytest.mark.card_emoji
async def test_a_players_high_contrast_choice_switches_their_hand_only(
        game: Game, bot: InProcessBot, fake: FakeDiscord) -> None:
    await fake.wait_for(lambda: bot.card_emoji.ready, what="the card emoji", timeout=30)
    said(await game.driver.slash(fake.alice, "/uno prefs option:high_contrast value:on"))
    await dealt(game)
    hand = await game.hand(fake.alice)
    assert card_emoji_names(hand) == {f"{V}hc_r5", f"{V}hc_W"}
    # the high-contrast set is synced like the classic one: these are uploaded emoji
    uploaded = {e["name"]: e["id"] for e in fake.emojis}
    assert all(str(uploaded[b.raw["emoji"]["name"]]) == str(b.raw["emoji"]["id"])
               for b in hand.buttons
               if isinstance(b.raw.get("emoji"), dict) and b.raw["emoji"].get("id"))
    assert sum(name.startswith(f"{V}hc_") for name in uploaded) == 68
    assert card_emoji_names(await game.hand(fake.bob)) == {f"{V}b1", f"{V}b4"}
    # changed during the game: the next hand shown follows
    said(await game.driver.slash(fake.alice, "/uno prefs option:high_contrast value:off"))
    assert card_emoji_names(await game.hand(fake.alice)) == {f"{V}r5", f"{V}W"}
    # the table's words follow the server, not a player
    await game.settle()
    words = game.driver.get(game.table.message_id or 0).text
    assert f"<:{V}r1:" in words and f"{V}hc_" not in words


@pytest.mark.card_emoji
async def test_the_server_feature_sets_every_hand_unless_a_player_chose(
        game: Game, bot: InProcessBot, fake: FakeDiscord) -> None:
    await fake.wait_for(lambda: bot.card_emoji.ready, what="the card emoji", timeout=30)
    await game.driver.slash(fake.owner, "/uno settings option:high_contrast value:on")
    said(await game.driver.slash(fake.bob, "/uno prefs option:high_contrast value:off"))
    await dealt(game)
    assert card_emoji_names(await game.hand(fake.alice)) == {f"{V}hc_r5", f"{V}hc_W"}
    assert card_emoji_names(await game.hand(fake.bob)) == {f"{V}b1", f"{V}b4"}
    await game.settle()
    words = game.driver.get(game.table.message_id or 0).text
    assert f"<:{V}hc_r1:" in words  # the table in the server's high contrast
    text = said(await game.driver.slash(fake.carol, "/uno prefs"))
    assert "**high_contrast**: as the server has it (on)" in text
