"""Hand buttons through the fake Discord: the card emoji once synced, colored by card."""

from __future__ import annotations

import pytest

from bot.art import ART_VERSION
from tests.e2e.conftest import Game
from tests.fakediscord import FakeDiscord, InProcessBot
from tests.fakediscord.driver import Message

V = f"uno_v{ART_VERSION}_"  # card emoji names of this art version

HAND = ["r5", "b3", "g2", "y7", "W"]
LABELS = {"r5": "Red 5", "b3": "Blue 3", "g2": "Green 2", "y7": "Yellow 7", "W": "Wild"}
# Discord's style numbers: 1 primary (blurple), 2 secondary (grey), 3 success, 4 danger
STYLES = {"r5": 4, "b3": 1, "g2": 3, "y7": 2, "W": 2}
SQUARES = {"r5": "🟥", "b3": "🟦", "g2": "🟩", "y7": "🟨", "W": "⬛"}


async def dealt(game: Game) -> tuple[Message, dict[str, dict[str, object]]]:
    """Alice's hand message, and its card buttons by card code: style, emoji, enabled."""
    await game.start()
    f = game.fake
    a, b, c = f.alice.id, f.bob.id, f.carol.id
    await game.stage(hands={a: HAND, b: ["b1", "b4"], c: ["y4", "y5"]}, discard=["r1"],
                     current=a)
    hand = await game.hand(f.alice)
    cards = {}
    for button in hand.buttons:
        if button.label in LABELS.values():
            code = next(k for k, v in LABELS.items() if v == button.label)
            cards[code] = {"style": button.style, "emoji": button.raw.get("emoji"),
                           "enabled": not button.disabled}
    assert set(cards) == set(HAND)
    return hand, cards


@pytest.mark.card_emoji
async def test_card_buttons_carry_the_uploaded_emoji_and_their_color(
        game: Game, bot: InProcessBot, fake: FakeDiscord) -> None:
    await fake.wait_for(lambda: bot.card_emoji.ready, what="the card emoji", timeout=30)
    uploaded = {e["name"]: int(e["id"]) for e in fake.emojis}
    hand, cards = await dealt(game)
    for code, button in cards.items():
        emoji = button["emoji"]
        assert isinstance(emoji, dict) and emoji["name"] == f"{V}{code}"
        assert int(emoji["id"]) == uploaded[f"{V}{code}"]
        assert button["style"] == STYLES[code], code
    assert cards["r5"]["enabled"] and cards["W"]["enabled"] and not cards["b3"]["enabled"]
    played = await game.click(fake.alice, hand, "Red 5")
    assert played.acknowledged and game.match.public_view().top_card.code == "r5"


@pytest.mark.card_emoji
async def test_without_card_emoji_buttons_keep_the_color_squares(
        game: Game, bot: InProcessBot, fake: FakeDiscord) -> None:
    fake.emojis.extend({"id": str(10_000 + i), "name": f"other_{i}", "roles": [],
                        "require_colons": True, "managed": False, "animated": False,
                        "available": True} for i in range(2000))  # the limit: refused
    await fake.wait_for(lambda: any(r.status == 400 for r in fake.requests_to(
        "POST", "/applications/*/emojis")), what="the refused upload", timeout=30)
    assert [b.code for b in fake.take_breaches()] == [30008]
    hand, cards = await dealt(game)
    assert not bot.card_emoji.ready
    for code, button in cards.items():
        emoji = button["emoji"]
        assert isinstance(emoji, dict) and emoji["name"] == SQUARES[code]
        assert emoji.get("id") is None  # a unicode emoji, not an uploaded one
        assert button["style"] == STYLES[code], code
