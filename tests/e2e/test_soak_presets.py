"""Soak: whole hands played through the fake Discord by a seeded random player, for every
preset and a few house-rule combos.

Whoever must act opens their hand and presses a random ENABLED button (cards, Draw, Pass,
Keep, Challenge/Take, color and target pickers, UNO!, ◀ ▶); now and then someone presses
Catch on the table, and with jump-in on a player holding the top card may jump in. After
every click: the stored live game is the engine's state, the table shows the player to act,
Discord's limits hold, and the player to act always has an enabled button that moves the
game (no stuck state). An enabled button must never be refused.

A soak sized to a time budget (tests/soak.py): each case plays its seeded hand to the end
or for a few seconds (at least 20 clicks), whichever comes first; UNO_SOAK=full plays
every hand to its end.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from bot.game.table import Table
from bot.plumbing import ids
from tests.e2e.conftest import Game
from tests.e2e.seated import (
    enabled_by_verb,
    moves,
    open_hand,
    picks,
    press_next_hand,
    version_of,
)
from tests.fakediscord.driver import Message
from tests.soak import budget

pytestmark = pytest.mark.timeout(120)


class Soak:
    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self.rng = random.Random(seed)
        self.clicks = 0
        self.out_of_time = False  # stopped by its time budget, not by the end of the hand
        self.log: list[str] = []
        self.hands: dict[int, int] = {}  # player -> their hand message

    @property
    def driver(self) -> Any:
        return self.game.driver

    def user(self, pid: int) -> Any:
        return self.game.by_id[pid]

    async def check(self, table: Table) -> None:
        fake = self.game.fake
        assert not fake.breaches, fake.breaches
        m = table.match
        if table.closed or m is None:
            return
        assert await self.game.stored() == m.to_dict(), self.trail()
        if m.hand_over:
            return
        await self.game.settle()
        assert table.message_id is not None
        text = self.driver.get(table.message_id).text
        assert f"Turn: <@{m.to_act}>" in text, (text, self.trail())

    def trail(self) -> str:
        return "\n".join(self.log[-25:])

    async def open_hand(self, table: Table, pid: int, *, fresh: bool = False) -> Message:
        """The hand as the player sees it: mostly the message they already have (the bot
        keeps it up to date), else a fresh one from /uno hand or the table's My hand."""
        who = self.user(pid)
        m = table.match
        assert m is not None
        mid = self.hands.get(pid)
        if mid is not None and not fresh and self.rng.random() < 0.6:
            await self.game.settle()
            msg = self.driver.get(mid)
            if version_of(msg) == m.version:
                return msg
        if self.rng.random() < 0.2 and table.message_id is not None:
            msg = await open_hand(self.driver, who, table_message=table.message_id)
        else:
            msg = await open_hand(self.driver, who)
        self.hands[pid] = msg.id
        return msg

    async def press(self, who: Any, msg: Message, custom_id: str) -> Message:
        self.clicks += 1
        self.log.append(f"{who.username}: {custom_id}")
        it = await self.driver.click(who, msg, custom_id=custom_id)
        if it.ack_type == 4:  # a new ephemeral (a refusal, or a reply from the table)
            assert it.response is not None
            self.log.append(f"  -> {it.response.text[:200]}")
            return it.response
        return self.driver.get(msg.id)

    async def maybe_catch(self, table: Table) -> None:
        m = table.match
        if m is None or table.message_id is None or self.rng.random() > 0.5:
            return
        await self.game.settle()
        tmsg = self.driver.get(table.message_id)
        catches = enabled_by_verb(tmsg).get("catch", [])
        if not catches:
            return
        cid = self.rng.choice(catches)
        target = int(ids.parse(cid).arg)  # type: ignore[union-attr]
        others = [p for p in m.players if p != target]
        who = self.user(self.rng.choice(others))
        before = m.version
        await self.press(who, tmsg, cid)
        assert m.version > before, f"catch refused\n{self.trail()}"

    async def maybe_jump(self, table: Table) -> bool:
        m = table.match
        if m is None or not m.rules.jump_in or self.rng.random() > 0.5:
            return False
        for pid in m.players:
            if pid == m.to_act:
                continue
            pv = m.view_for(pid)
            if not any(type(a).__name__ == "JumpIn" for a in pv.legal):
                continue
            msg = await self.open_hand(table, pid)
            jumps = enabled_by_verb(msg).get("jump", [])
            assert jumps, f"{pid} may jump in but has no Jump button\n{self.trail()}"
            await self.finish(table, self.user(pid), msg, self.rng.choice(jumps))
            return True
        return False

    async def finish(self, table: Table, who: Any, msg: Message, custom_id: str) -> None:
        """Press ``custom_id``, answer the pickers; the game must move."""
        # not seated.play_move: it also presses Back at random and asserts every picker step
        m = table.match
        assert m is not None
        before = m.version
        cur = await self.press(who, msg, custom_id)
        for _ in range(6):
            if table.closed or m.version != before:
                return
            offered = picks(cur)
            assert offered, (f"enabled {custom_id} did nothing: {cur.text[:300]}\n"
                             f"{self.trail()}")
            back = enabled_by_verb(cur).get("hand", [])
            if back and self.rng.random() < 0.1:  # changed their mind: back to the hand
                cur = await self.press(who, cur, back[0])
                back_moves = moves(cur)
                assert back_moves, f"Back shows no move\n{self.trail()}"
                cur = await self.press(who, cur, self.rng.choice(back_moves))
                continue
            cur = await self.press(who, cur, self.rng.choice(offered))
        raise AssertionError(f"pickers never ended\n{self.trail()}")

    async def turn(self, table: Table) -> None:
        # not seated.SeededRandom: its own odds (UNO!, paging, jump-in, cards first) and seeds
        m = table.match
        assert m is not None and m.to_act is not None
        if await self.maybe_jump(table):
            return
        pid = m.to_act
        who = self.user(pid)
        msg = await self.open_hand(table, pid)
        verbs = enabled_by_verb(msg)
        offered = moves(msg)
        decision = m.view_for(pid).decision
        assert offered, (f"stuck: {pid} must act ({decision}) but has no enabled move: "
                         f"{[(b.custom_id, b.disabled) for b in msg.buttons]}\n{self.trail()}")
        if verbs.get("uno") and self.rng.random() < 0.7:
            before = m.version
            msg = await self.press(who, msg, verbs["uno"][0])
            assert m.version > before, f"UNO! refused\n{self.trail()}"
            return
        if verbs.get("page") and self.rng.random() < 0.3:
            msg = await self.press(who, msg, self.rng.choice(verbs["page"]))
            page_moves = moves(msg)
            if not page_moves:  # a page of unplayable cards (must play the drawn card)
                msg = await self.open_hand(table, pid, fresh=True)
                page_moves = moves(msg)
                assert page_moves, f"stuck after paging\n{self.trail()}"
            await self.finish(table, who, msg, self.rng.choice(page_moves))
            return
        # prefer playing a card a bit, so hands end
        plays = verbs.get("play", []) + verbs.get("jump", [])
        if plays and self.rng.random() < 0.6:
            choice = self.rng.choice(plays)
        else:
            choice = self.rng.choice(offered)
        await self.finish(table, who, msg, choice)

    async def play(self, options: dict[str, Any], players: int, *, hands: int = 1,
                   max_clicks: int = 1500, seconds: float | None = None,
                   at_least: int = 20) -> Table:
        """Play until ``hands`` hands ended or the match is over, or (``seconds``) the
        time is up once ``at_least`` clicks were made (``out_of_time``)."""
        loop = asyncio.get_running_loop()
        end = None if seconds is None else loop.time() + seconds
        await self.game.start(options, players=players)
        table = self.game.table
        await self.check(table)
        done = 0
        while not table.closed:
            m = table.match
            assert m is not None
            if end is not None and loop.time() >= end and self.clicks >= at_least:
                self.out_of_time = True
                break
            if m.hand_over:
                done += 1
                if done >= hands:
                    break
                await self.game.settle()
                await press_next_hand(self.driver, self.user(table.host_id))
                await self.check(table)
                continue
            assert self.clicks < max_clicks, f"no end after {self.clicks} clicks"
            await self.turn(table)
            await self.check(table)
            await self.maybe_catch(table)
            await self.check(table)
        await self.game.settle()
        assert not self.game.fake.breaches
        return table


SECONDS = 1.0  # each case's budget (UNO_SOAK)
CASES: list[tuple[str, dict[str, Any], int, int]] = [
    ("official", {"preset": "official"}, 3, 1),
    ("classic", {"preset": "classic"}, 4, 2),
    ("family", {"preset": "family"}, 3, 3),
    ("online", {"preset": "online"}, 3, 13),
    ("party", {"preset": "party"}, 4, 13),
    ("party-2p", {"preset": "party"}, 2, 11),
    ("blanks-swap-7o-jump", {"options": "stacking=on seven_o=on jump_in=on deck=with_blanks "
                                        "blank_effect=swap"}, 3, 7),
    ("until-playable-must-play", {"options": "draw_until_playable=on after_draw=must_play_drawn "
                                             "forced_play=on uno_penalty=automatic "
                                             "deck=with_blanks blank_effect=shuffle"}, 3, 8),
]


@pytest.mark.parametrize(("options", "players", "seed"), [c[1:] for c in CASES],
                         ids=[c[0] for c in CASES])
async def test_soak_one_hand(game: Game, options: dict[str, Any], players: int,
                             seed: int) -> None:
    game.bot.table_config.seed_source = lambda: seed
    soak = Soak(game, seed)
    table = await soak.play({"target": 100, **options}, players, max_clicks=600,
                            seconds=budget(SECONDS))
    m = table.match
    assert m is not None and (m.hand_over or soak.out_of_time) and soak.clicks >= 20


# 26 distinct cards, none playable on r1/red except what the draw brings
BIG_HAND = [f"{c}{n}" for c in "gby" for n in range(2, 10)] + ["g0", "b0"]


async def test_paged_hand_after_must_play_draw_shows_the_drawn_card(game: Game) -> None:
    """A player looking at page 2 draws under must_play_drawn: the hand they see must offer
    the drawn card (the only legal move), not a page of disabled cards."""
    await game.start({"options": "after_draw=must_play_drawn"})
    a, b, c = game.fake.alice.id, game.fake.bob.id, game.fake.carol.id
    await game.stage(hands={a: BIG_HAND, b: ["b1", "b2"], c: ["y1", "y2"]},
                     discard=["r1"], draw=["r5"], current=a)
    hand = await game.hand(game.fake.alice)
    await game.click(game.fake.alice, hand, custom_id=enabled_by_verb(hand)["page"][-1])  # ▶
    hand = game.driver.get(hand.id)
    assert "Page 2/" in hand.text
    await game.click(game.fake.alice, hand, "Draw a card")
    hand = game.driver.get(hand.id)
    assert game.match.to_act == a
    assert any("r5" in c for c in moves(hand)), [b.label for b in hand.buttons]


async def test_paged_hand_after_may_play_draw_shows_the_drawn_card(game: Game) -> None:
    """Same under may_play_drawn: Keep it is there, but so must the drawn card be."""
    await game.start()
    a, b, c = game.fake.alice.id, game.fake.bob.id, game.fake.carol.id
    await game.stage(hands={a: BIG_HAND, b: ["b1", "b2"], c: ["y1", "y2"]},
                     discard=["r1"], draw=["r5"], current=a)
    hand = await game.hand(game.fake.alice)
    await game.click(game.fake.alice, hand, custom_id=enabled_by_verb(hand)["page"][-1])
    await game.click(game.fake.alice, game.driver.get(hand.id), "Draw a card")
    hand = game.driver.get(hand.id)
    assert any("r5" in c for c in enabled_by_verb(hand).get("play", [])), hand.text
    assert enabled_by_verb(hand).get("keep")
    # browsing again at this state is honoured: page 2 stays page 2
    await game.click(game.fake.alice, hand, custom_id=enabled_by_verb(hand)["page"][-1])
    assert "Page 2/" in game.driver.get(hand.id).text


async def test_paged_hand_shows_a_new_jump_in_chance(game: Game) -> None:
    """R22: bob browses page 2; carol plays a card bob holds too: bob's hand (kept up to
    date by the bot) offers Jump in, instead of staying on a page of disabled cards."""
    await game.start({"options": "jump_in=on"})
    a, b, c = game.fake.alice.id, game.fake.bob.id, game.fake.carol.id
    await game.stage(hands={a: ["y1", "r3"], b: BIG_HAND, c: ["g5", "r2"]},
                     discard=["g1"], current=c)
    bob = await game.hand(game.fake.bob)
    await game.click(game.fake.bob, bob, custom_id=enabled_by_verb(bob)["page"][-1])
    assert "Page 2/" in game.driver.get(bob.id).text
    carol = await game.hand(game.fake.carol)
    await game.click(game.fake.carol, carol, "Green 5")
    await game.settle()
    assert game.match.to_act == a
    bob = game.driver.get(bob.id)
    assert version_of(bob) == game.match.version
    assert any(c.endswith(":g5") for c in enabled_by_verb(bob).get("jump", [])), bob.text
