"""Card emoji sync against the fake Discord, and the fake's emoji and attachment rules."""

from __future__ import annotations

import asyncio
import io
import logging

import discord
import pytest

from bot.art.emoji import emoji_specs
from bot.art.table import Seat, TableScene, table_image
from bot.plumbing.emoji_sync import CardEmoji, sync_card_emoji
from tests.fakediscord import FakeDiscord

SPECS = emoji_specs()[:6]  # a few faces keep the tests fast; the logic is per name
FOREIGN = {"id": "1", "name": "party_parrot", "roles": [], "require_colons": True,
           "managed": False, "animated": False, "available": True}


def uploads(fake: FakeDiscord) -> int:
    return len([r for r in fake.requests_to("POST", "/applications/*/emojis")
                if r.status == 200])


def names(fake: FakeDiscord) -> set[str]:
    return {e["name"] for e in fake.emojis}


async def test_uploads_only_missing_and_is_idempotent(fake: FakeDiscord,
                                                      bot: discord.Client) -> None:
    fake.emojis.append(dict(FOREIGN))
    first = await sync_card_emoji(bot, CardEmoji(), specs=SPECS[:2])
    assert first.complete and len(first.uploaded) == 2
    emoji = CardEmoji()
    result = await sync_card_emoji(bot, emoji, specs=SPECS)
    assert result.complete and result.kept == 2 and result.deleted == []
    assert result.uploaded == [s.name for s in SPECS[2:]]
    assert uploads(fake) == 6
    red_zero = emoji.get("r0")
    assert red_zero is not None and red_zero.name == SPECS[0].name and red_zero.id
    assert emoji.get("r6") is None  # not in this run's set

    restarted = CardEmoji()  # the next start: nothing to upload
    again = await sync_card_emoji(bot, restarted, specs=SPECS)
    assert again.complete and again.uploaded == [] and again.kept == 6
    assert uploads(fake) == 6
    assert restarted.get("r0") == red_zero
    assert names(fake) == {s.name for s in SPECS} | {"party_parrot"}


async def test_processes_syncing_at_once_share_one_set(fake: FakeDiscord,
                                                       bot: discord.Client) -> None:
    """Several processes of one bot (shards) start together: each gets the whole set,
    every name is uploaded once, the one refused as taken is picked up from the list."""
    sets = [CardEmoji(), CardEmoji()]
    results = await asyncio.gather(*(sync_card_emoji(bot, e, specs=SPECS) for e in sets))
    assert all(r.complete for r in results)
    assert sorted(n for r in results for n in r.uploaded) == sorted(s.name for s in SPECS)
    assert uploads(fake) == len(SPECS) and names(fake) == {s.name for s in SPECS}
    for spec in SPECS:
        mine = sets[0].get(spec.code, spec.chosen, spec.palette)
        assert mine is not None and mine == sets[1].get(spec.code, spec.chosen, spec.palette)
    breaches = fake.take_breaches()
    assert breaches and all(b.status == 400 and "already taken" in str(b) for b in breaches)


async def test_new_art_version_replaces_the_emoji_of_two_versions_before(
        fake: FakeDiscord, bot: discord.Client) -> None:
    """Version 2 keeps version 1's set (its processes may still run during the upgrade);
    version 3 deletes it and keeps version 2's."""
    fake.emojis.append(dict(FOREIGN))
    await sync_card_emoji(bot, CardEmoji(), specs=emoji_specs(1)[:3], version=1)
    kept = await sync_card_emoji(bot, CardEmoji(), specs=emoji_specs(2)[:3], version=2)
    assert kept.complete and kept.deleted == []
    emoji = CardEmoji()
    result = await sync_card_emoji(bot, emoji, specs=emoji_specs(3)[:3], version=3)
    assert result.complete
    assert sorted(result.deleted) == ["uno_v1_r0", "uno_v1_r1", "uno_v1_r2"]
    assert names(fake) == {"uno_v2_r0", "uno_v2_r1", "uno_v2_r2", "uno_v3_r0", "uno_v3_r1",
                           "uno_v3_r2", "party_parrot"}
    got = emoji.get("r1")
    assert got is not None and got.name == "uno_v3_r1"


async def test_emoji_limit_leaves_text_labels_and_next_start_retries(
        fake: FakeDiscord, bot: discord.Client, caplog: pytest.LogCaptureFixture) -> None:
    fake.emojis.extend({**FOREIGN, "id": str(10_000 + i), "name": f"other_{i}"}
                       for i in range(1998))
    emoji = CardEmoji()
    with caplog.at_level(logging.WARNING, logger="bot.plumbing.emoji_sync"):
        result = await sync_card_emoji(bot, emoji, specs=SPECS)
    assert not result.complete
    assert "Maximum number of emojis" in (result.problem or "")
    assert len(result.uploaded) == 2 and not emoji.ready and emoji.get("r0") is None
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING
                and r.name == "bot.plumbing.emoji_sync"]
    assert len(warnings) == 1 and "text labels" in warnings[0].getMessage()
    (breach,) = fake.take_breaches()
    assert breach.code == 30008

    del fake.emojis[:10]  # the admin made room; the next start completes the set
    result = await sync_card_emoji(bot, emoji, specs=SPECS)
    assert result.complete and result.kept == 2 and len(result.uploaded) == 4
    assert emoji.get("r5") is not None


async def test_rate_limited_upload_gives_up_with_one_warning(
        fake: FakeDiscord, bot: discord.Client, caplog: pytest.LogCaptureFixture) -> None:
    fake.inject_fault("POST", "/applications/*/emojis", 429, times=20, retry_after=0.01)
    emoji = CardEmoji()
    with caplog.at_level(logging.WARNING, logger="bot.plumbing.emoji_sync"):
        result = await sync_card_emoji(bot, emoji, specs=SPECS)
    assert not result.complete and "429" in (result.problem or "")
    assert not emoji.ready
    assert len([r for r in caplog.records if r.name == "bot.plumbing.emoji_sync"]) == 1
    fake.faults.clear()
    assert (await sync_card_emoji(bot, emoji, specs=SPECS)).complete and emoji.ready


async def test_a_drawing_failure_is_one_warning(fake: FakeDiscord, bot: discord.Client,
                                                caplog: pytest.LogCaptureFixture) -> None:
    from bot.art import ArtError

    def broken(_spec: object) -> bytes:
        raise ArtError("no FreeType")

    emoji = CardEmoji()
    with caplog.at_level(logging.WARNING, logger="bot.plumbing.emoji_sync"):
        result = await sync_card_emoji(bot, emoji, specs=SPECS, render=broken)
    assert result.problem is not None and "no FreeType" in result.problem
    assert not emoji.ready and fake.emojis == []


async def test_fake_enforces_emoji_rules(fake: FakeDiscord, bot: discord.Client) -> None:
    png = b"\x89PNG\r\n\x1a\n" + b"0" * 100
    for bad in ("a", "x" * 33, "has-dash", "spa ce"):
        with pytest.raises(discord.HTTPException) as refused:
            await bot.create_application_emoji(name=bad, image=png)
        assert refused.value.code == 50035
    made = await bot.create_application_emoji(name="uno_test", image=png)
    with pytest.raises(discord.HTTPException, match="already taken"):
        await bot.create_application_emoji(name="uno_test", image=png)
    with pytest.raises(discord.HTTPException, match="256"):
        await bot.create_application_emoji(name="too_big", image=png + b"0" * 256 * 1024)
    renamed = await made.edit(name="uno_renamed")
    assert renamed.name == "uno_renamed" and names(fake) == {"uno_renamed"}
    await renamed.delete()
    assert fake.emojis == []
    assert len(fake.take_breaches()) == 6


async def test_attachments_and_attachment_urls(fake: FakeDiscord, bot: discord.Client) -> None:
    channel = bot.get_channel(fake.channel.id)
    assert isinstance(channel, discord.TextChannel)
    scene = TableScene("r7", "r", 1, (Seat("alice", 7, True), Seat("bob", 3)))
    picture = table_image(scene)
    embed = discord.Embed(title="Table").set_image(url="attachment://table.jpg")
    sent = await channel.send(embed=embed, file=discord.File(io.BytesIO(picture), "table.jpg"))
    stored = fake.message(sent.id)
    (attachment,) = stored.attachments
    assert attachment["size"] == len(picture)
    assert stored.embeds[0]["image"]["url"] == attachment["url"]
    assert fake.attachment_data[int(attachment["id"])] == picture

    newer = table_image(TableScene("r8", "r", 1, (Seat("alice", 6), Seat("bob", 3, True))))
    await sent.edit(embed=embed, attachments=[discord.File(io.BytesIO(newer), "table.jpg")])
    (replaced,) = fake.message(sent.id).attachments
    assert replaced["id"] != attachment["id"] and replaced["size"] == len(newer)
    assert fake.message(sent.id).embeds[0]["image"]["url"] == replaced["url"]

    huge = discord.File(io.BytesIO(b"0" * (10 * 1024 * 1024 + 1)), "huge.png")
    with pytest.raises(discord.HTTPException) as refused:
        await channel.send(file=huge)
    assert refused.value.status == 413 and refused.value.code == 40005
    assert [b.code for b in fake.take_breaches()] == [40005]
