"""Table pictures sent per hand of an AI game (not a test): the real bot, in-process, against
the tests' fake Discord, one member (alice, playing the first legal move) and AI seats.

    python -m bench.table_pictures [--hands 3 --ai 2 --level normal --speed 10 --seed 7]

The bot's timings are its defaults divided by ``--speed`` (an AI seat waits 1.5 s before it
acts and the table is edited at most once a second: 0.15 s and 0.1 s at speed 10), so the
edits coalesce as they would at full speed, in a tenth of the time. Counted over the hands
played, from what the fake stored: the table message's edits (every state it showed), the
pictures uploaded with them (a new attachment) and their bytes, per hand. The last line:
``table_pictures: hands=N edits/hand=N pictures/hand=N kB/hand=N``.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.e2e.seated import FirstLegal, moves, open_hand, play_move
from tests.fakediscord import Driver, FakeDiscord, running_bot
from tests.fakediscord.runner import settings_for

TABLE_FILES = ("table.jpeg", "table.png")  # before and after issue 25


def uploads(fake: FakeDiscord, channel_id: int) -> tuple[int, int, int]:
    """(table edits, pictures uploaded, bytes uploaded) over the channel's table messages:
    every state a message with the table picture showed, and each attachment once."""
    edits = 0
    seen: dict[str, int] = {}
    for message in fake.channels[channel_id].messages.values():
        states = [s for s in message.history
                  if any(a.get("filename") in TABLE_FILES for a in s.get("attachments", []))
                  or "UNO — hand" in str(s.get("embeds"))]
        edits += len(states)
        for state in states:
            for a in state.get("attachments", []):
                if a.get("filename") in TABLE_FILES:
                    seen[a["id"]] = int(a["size"])
    return edits, len(seen), sum(seen.values())


async def play(args: argparse.Namespace) -> None:
    logging.basicConfig(level=logging.WARNING)
    async with FakeDiscord() as fake:
        with tempfile.TemporaryDirectory() as tmp:
            settings = settings_for(fake, Path(tmp) / "uno.sqlite3", log_level="WARNING")
            async with running_bot(fake, settings) as bot:
                cfg = bot.table_config
                cfg.ai_delay = 1.5 / args.speed
                cfg.edit_gap = 1.0 / args.speed
                cfg.next_hand_delay = 15.0 / args.speed
                cfg.default_turn_timer = 0
                cfg.seed_source = lambda: args.seed
                driver = Driver(fake)
                alice = fake.alice
                lobby = (await driver.slash(alice, "/uno start", {
                    "ai": args.ai, "ai_level": args.level, "target": 5000})).response
                assert lobby is not None
                await driver.click(alice, lobby, "Start (host)")
                table = bot.tables.get(fake.channel.id)
                assert table is not None and table.match is not None
                # the first hand starts here: count from now (the lobby is not a table)
                while True:
                    m = table.match
                    assert m is not None
                    await driver.wait_until(
                        lambda m=m: table.match is not m or m.hand_over
                        or m.hand_no > args.hands or m.to_act == alice.id,
                        timeout=600, what="alice's turn or the end of a hand")
                    if m.hand_no > args.hands or (m.hand_over and m.hand_no >= args.hands):
                        break
                    if m.hand_over:  # the next hand deals itself
                        no = m.hand_no
                        await driver.wait_until(
                            lambda m=m, no=no: table.match is not m or m.hand_no != no,
                            timeout=60, what="the next hand")
                        continue
                    version = m.version
                    hand = await open_hand(driver, alice)
                    if not moves(hand):
                        await driver.wait_until(lambda m=m, v=version: m.version != v,
                                                timeout=30, what="an AI moved")
                        continue
                    await play_move(driver, alice, hand, FirstLegal(),
                                    moved=lambda m=m, v=version: m.version != v)
                await bot.settle_tables()
                await driver.settle()
                edits, pictures, size = uploads(fake, fake.channel.id)
                hands = args.hands
                print(f"{hands} hands, 1 member and {args.ai} {args.level} AI seats, "
                      f"timings / {args.speed:g}")
                print(f"table edits     {edits:6d}  ({edits / hands:.1f} per hand)")
                print(f"pictures sent   {pictures:6d}  ({pictures / hands:.1f} per hand)")
                print(f"picture bytes   {size:6d}  ({size / hands / 1024:.0f} kB per hand, "
                      f"{size / max(1, pictures) / 1024:.1f} kB each)")
                print(f"table_pictures: hands={hands} edits/hand={edits / hands:.1f} "
                      f"pictures/hand={pictures / hands:.1f} kB/hand={size / hands / 1024:.0f}")
                await driver.slash(alice, "/uno stop")
                await bot.settle_tables()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=3)
    parser.add_argument("--ai", type=int, default=2)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--speed", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=7)
    asyncio.run(play(parser.parse_args()))


if __name__ == "__main__":
    main()
