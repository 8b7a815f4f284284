"""Issue 24 defect 4: a card emoji deleted while the bot runs (by hand, or by a newer art
version's process during a rolling upgrade). Discord refuses a message whose button
carries it (400, 50035 "Invalid emoji"): the bot resends the hand at once with text
labels and syncs the set again in the background; an upgrade deletes a set only when no
version that may still run uses it."""

from __future__ import annotations

import pytest

from bot.art.emoji import ART_VERSION, emoji_specs
from bot.plumbing.emoji_sync import CardEmoji, sync_card_emoji
from tests.e2e.conftest import Game
from tests.fakediscord import FakeDiscord, InProcessBot
from tests.fakediscord.views import Message

pytestmark = [pytest.mark.timeout(90), pytest.mark.card_emoji]

V = f"uno_v{ART_VERSION}"


def card_emoji(message: Message, label: str) -> tuple[str, str | None]:
    """A card button's emoji: (name, id); a text label's colour square has no id."""
    emoji = message.button(label).raw.get("emoji")
    assert isinstance(emoji, dict)
    return emoji["name"], None if emoji.get("id") is None else str(emoji["id"])


def delete_emoji(fake: FakeDiscord, name: str) -> str:
    """Someone deletes one card emoji (the developer portal, another process)."""
    (gone,) = [e for e in fake.emojis if e["name"] == name]
    fake.emojis.remove(gone)
    return str(gone["id"])


async def staged(game: Game, bot: InProcessBot) -> None:
    await game.fake.wait_for(lambda: bot.card_emoji.ready, what="the card emoji", timeout=30)
    await game.start(players=2)
    a, b = game.fake.alice.id, game.fake.bob.id
    await game.stage(hands={a: ["r5", "r6", "g1"], b: ["r2", "b1", "r3"]},
                     discard=["r1"], current=a)
    await game.settle()


def refusals(fake: FakeDiscord) -> list[object]:
    taken = fake.take_breaches()
    assert all(b.code == 50035 and "Invalid emoji" in str(b.errors) for b in taken), taken
    return taken


async def test_a_hand_refused_over_a_deleted_emoji_is_resent_with_labels_and_the_set_mended(
        game: Game, bot: InProcessBot) -> None:
    fake = game.fake
    await staged(game, bot)
    old_id = delete_emoji(fake, f"{V}_r5")
    it = await game.driver.slash(fake.alice, "/uno hand", wait=False)
    await fake.wait_for(lambda: it.acknowledged, what="the hand, resent")
    await game.settle()
    assert len(refusals(fake)) == 1
    hand = it.response
    assert hand is not None and hand.ephemeral
    assert card_emoji(hand, "Red 5") == ("🟥", None)  # a text label: the colour square
    assert card_emoji(hand, "Green 1") == ("🟩", None)  # the whole hand, not mixed
    # the set is synced again in the background: the deleted emoji is back, used again
    await fake.wait_for(lambda: bot.card_emoji.ready, what="the card emoji again", timeout=30)
    (back,) = [e for e in fake.emojis if e["name"] == f"{V}_r5"]
    assert back["id"] != old_id
    again = await game.hand(fake.alice)
    assert card_emoji(again, "Red 5") == (f"{V}_r5", back["id"])
    await game.click(fake.alice, again, "Red 5")
    assert game.match.public_view().top_card.code == "r5"


async def test_a_hand_refresh_refused_over_a_deleted_emoji_still_brings_the_turn(
        game: Game, bot: InProcessBot) -> None:
    fake = game.fake
    await staged(game, bot)
    bob = await game.hand(fake.bob)
    delete_emoji(fake, f"{V}_r2")
    await game.click(fake.alice, await game.hand(fake.alice), "Red 5")
    await game.driver.wait_until(lambda: "Your turn" in game.driver.get(bob.id).text,
                                 what="bob's hand to say it is his turn")
    await game.settle()
    assert refusals(fake)
    fresh = game.driver.get(bob.id)
    assert not fresh.button("Red 2").disabled and card_emoji(fresh, "Red 2") == ("🟥", None)
    await fake.wait_for(lambda: bot.card_emoji.ready, what="the card emoji again", timeout=30)


async def test_a_newer_art_version_keeps_the_set_the_running_version_uses(
        game: Game, bot: InProcessBot) -> None:
    """A rolling upgrade: a process of the next art version starts and syncs its set while
    this one (ART_VERSION) still runs games. This one's set stays, so its hands are never
    refused; and when this version's process restarts, it leaves the newer set alone."""
    fake = game.fake
    await staged(game, bot)
    ours = {e["name"] for e in fake.emojis}
    newer = emoji_specs(ART_VERSION + 1)[:4]
    result = await sync_card_emoji(bot, CardEmoji(), specs=newer, version=ART_VERSION + 1)
    assert result.complete and result.deleted == []
    assert ours <= {e["name"] for e in fake.emojis}
    hand = await game.hand(fake.alice)
    assert card_emoji(hand, "Red 5")[0] == f"{V}_r5"
    # this version's process restarts during the upgrade: the newer set is not touched
    again = await sync_card_emoji(bot, CardEmoji())
    assert again.complete and again.deleted == [] and again.uploaded == []
    assert {s.name for s in newer} <= {e["name"] for e in fake.emojis}
    # the version after next deletes this one's set (nothing that old runs any more)
    last = await sync_card_emoji(bot, CardEmoji(), specs=emoji_specs(ART_VERSION + 2)[:4],
                                 version=ART_VERSION + 2)
    assert sorted(last.deleted) == sorted(ours)
    assert {s.name for s in newer} <= {e["name"] for e in fake.emojis}
    assert fake.take_breaches() == []
