"""Issue 11, reproductions 7, 8 and 10: refusals that quote the user stay short, a kick
aimed at a non-member is a plain refusal, and a stored option the engine no longer knows
never blocks a start (one function decides a new game's rules)."""

from __future__ import annotations

import pytest

from bot.storage import GuildSettings
from tests.e2e.conftest import Game
from tests.fakediscord import Driver, FakeDiscord, InProcessBot, Interaction

pytestmark = pytest.mark.timeout(30)

MANAGE_GUILD = 1 << 5
LONG = "x" * 2500


def said(it: Interaction) -> str:
    return " ".join(m.text for m in (it.response, *it.followups) if m is not None)


@pytest.mark.parametrize("command", [
    ("uno start", {"options": LONG}),
    ("uno start", {"options": f"stacking={LONG}"}),
    ("uno settings", {"option": LONG, "value": "on"}),
    ("uno settings", {"option": "stacking", "value": LONG}),
    ("uno settings", {"option": "uno_penalty_cards", "value": LONG}),
])
async def test_refusal_quoting_a_long_value_is_short(
        driver: Driver, fake: FakeDiscord, command: tuple[str, dict[str, str]]) -> None:
    fake.member(fake.alice).permissions |= MANAGE_GUILD
    it = await driver.slash(fake.alice, *command)
    text = said(it)
    assert it.ephemeral and len(text) < 400, text[:200]
    assert "xxxxx" in text and "x" * 60 not in text


async def test_kick_of_someone_not_in_the_server(game: Game) -> None:
    await game.start()
    it = await game.driver.slash(game.fake.alice, "/uno kick", {"member": game.fake.erin.id})
    assert said(it) == "That player is not in this game."


async def test_kick_of_a_member_not_playing(game: Game) -> None:
    await game.start(players=2)
    it = await game.driver.slash(game.fake.alice, "/uno kick", {"member": game.fake.dave.id})
    assert said(it) == "That player is not in this game."


async def test_kick_of_a_member_not_in_the_lobby(driver: Driver, fake: FakeDiscord) -> None:
    await driver.slash(fake.alice, "/uno start")
    it = await driver.slash(fake.alice, "/uno kick", {"member": fake.erin.id})
    assert said(it) == "That player is not in this game."


async def test_obsolete_stored_option_never_blocks_a_start(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot) -> None:
    guild = fake.guild.id
    await bot.storage.settings.save(GuildSettings(
        guild, "official", {"stacking": True, "no_such_rule": True}, 0, 500))
    fake.member(fake.alice).permissions |= MANAGE_GUILD
    shown = said(await driver.slash(fake.alice, "/uno settings"))
    assert "no_such_rule" in shown  # reported as ignored
    start = await driver.slash(fake.alice, "/uno start")
    assert start.response is not None and not start.ephemeral
    assert "Unknown" not in said(start)
    table = bot.tables.get(fake.channel.id)
    assert table is not None and table.rules.stacking  # the valid stored option applies
    await driver.slash(fake.alice, "/uno stop")
    # /uno start with its own options, on top of the stored ones
    start = await driver.slash(fake.alice, "/uno start", {"options": "jump_in=on"})
    table = bot.tables.get(fake.channel.id)
    assert table is not None and table.rules.stacking and table.rules.jump_in


@pytest.mark.parametrize("stored", [
    {"target": 10000}, {"target": 1}, {"turn_timer": 5}, {"turn_timer": 100000}])
async def test_stored_value_out_of_range_falls_back_to_the_default(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, stored: dict[str, int]) -> None:
    """Issue 24 defect 7: the schema only asks target > 0, so a stored 10000 must neither
    block /uno start nor every other settings change; it counts as the default."""
    guild = fake.guild.id
    await bot.storage.settings.save(GuildSettings(guild, "official", {"stacking": True},
                                                  **{"turn_timer": 30, "target": 300, **stored}))
    fake.member(fake.alice).permissions |= MANAGE_GUILD
    start = await driver.slash(fake.alice, "/uno start")
    assert start.response is not None and not start.ephemeral, said(start)
    table = bot.tables.get(fake.channel.id)
    assert table is not None and table.rules.stacking
    default = GuildSettings(guild)
    target = default.target if "target" in stored else 300
    timer = default.turn_timer if "turn_timer" in stored else 30
    assert (table.rules.target, table.turn_timer) == (target, timer)
    await driver.slash(fake.alice, "/uno stop")

    shown = said(await driver.slash(fake.alice, "/uno settings"))
    name, value = next(iter(stored.items()))
    assert f"{name} {value}" in shown.split("Ignored", 1)[-1], shown  # reported as ignored
    changed = await driver.slash(fake.alice, "/uno settings option:seven_o value:on")
    assert "Saved" in said(changed), said(changed)
    saved = await bot.storage.settings.get(guild)
    assert dict(saved.options) == {"stacking": True, "seven_o": True}
    assert (saved.target, saved.turn_timer) == (target, timer)
