"""The pictures as a player sees them (not a test): table pictures, match charts and card
emoji, scaled to Discord's sizes and set on a Discord-like background, written as PNGs.

    python -m bench.picture_shots --out /tmp/pictures-shots --tag after [--no-chart]

* ``table_{2,4,10}seats_{300,400}px_TAG.png``: the table picture of a staged position (the
  bot's own ``table_scene``), in an embed shown 300 or 400 px wide. 2 seats: an AI seat
  facing a pending Wild Draw Four on green, the other at one card, UNO! called; 4 seats:
  green on the felt, play reversed, an AI seat catchable; 10 seats: long names, an accent,
  an emoji, the hand won.
* ``chart_after{1,6}hand_TAG.png``: the match chart the bot attached to the results of
  hands 1 and 6 of an AI game (alice and two normal AI seats, played through the fake
  Discord, as ``bench/table_pictures.py`` plays it), shown 400 px wide.
* ``emoji_20px_TAG.png``: card emoji at 20 px on buttons of each style the hand uses and
  inline, on the dark (#313338) and the light (#ffffff) theme, and 4x for detail.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import io
import logging
import sys
import tempfile
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image, ImageDraw

from bot.art import emoji as emoji_art
from bot.art import table_image
from bot.art.fonts import font
from bot.engine import Match, Rules
from bot.engine.positions import Moment
from bot.screens.table import table_scene

DARK, DARK_EMBED = (49, 51, 56), (43, 45, 49)  # Discord's dark theme: chat, embed
LIGHT, LIGHT_EMBED = (255, 255, 255), (242, 243, 245)
TEXT_DARK, TEXT_LIGHT = (219, 222, 225), (49, 51, 56)
# the button styles of a hand (bot/screens/hand.py COLOR_STYLE): secondary, primary,
# success, danger, in each theme
BUTTONS = {"dark": {"grey": (78, 80, 88), "blurple": (88, 101, 242), "green": (36, 128, 70),
                    "red": (218, 55, 60)},
           "light": {"grey": (116, 127, 141), "blurple": (88, 101, 242),
                     "green": (36, 128, 70), "red": (218, 55, 60)}}
ALICE, BOB, CAROL, DAVE, ERIN = 1001 << 22, 1002 << 22, 1003 << 22, 1004 << 22, 1005 << 22
NAMES = {ALICE: "alice", BOB: "bob", CAROL: "carol", DAVE: "dave 🎲", ERIN: "Zoë Müller",
         1: "🤖 Nova (normal)", 2: "🤖 Pixel (normal)", 3: "🤖 Orbit (strong)",
         4: "🤖 Echo (easy)", 5: "🤖 Bolt (normal)", 6: "🤖 Juno (normal)",
         ERIN + 1: "a very long nickname indeed"}


def name_of(pid: int) -> str:
    return NAMES.get(pid, f"Player {pid}")


def embed_shot(picture: bytes, width: int, stripe: tuple[int, int, int]) -> Image.Image:
    """The picture in an embed, scaled to ``width`` as Discord shows it, on the dark theme."""
    img = Image.open(io.BytesIO(picture)).convert("RGB")
    shown = img.resize((width, round(img.height * width / img.width)),
                       Image.Resampling.LANCZOS)
    pad = 16
    out = Image.new("RGB", (width + 2 * pad + 24, shown.height + 2 * pad + 16), DARK)
    d = ImageDraw.Draw(out)
    d.rounded_rectangle((pad, pad, out.width - pad, out.height - pad), 4, fill=DARK_EMBED)
    d.rectangle((pad, pad, pad + 3, out.height - pad), fill=stripe)
    out.paste(shown, (pad + 12, pad + 8))
    return out


def scenes() -> dict[int, Any]:
    rules = Rules()
    two = Match.staged([ALICE, 2], rules, hands={ALICE: ["r3"], 2: ["b1", "b2", "y5", "g9"]},
                       discard=["g4", "W4"], color="green", current=2,
                       moment=Moment(pending_draw=4, called_at_one=(ALICE,)))
    four = Match.staged([ALICE, 1, ERIN, BOB], rules,
                        hands={ALICE: ["r3", "r4", "b7"], 1: ["g1"], ERIN: ["y1"] * 1 + ["y2"],
                               BOB: ["b1", "b2", "b3", "b4", "b5", "b6", "b8", "b9", "r1"]},
                        discard=["g5"], current=BOB, direction=-1,
                        moment=Moment(catchable=(1,), uno_called=(ERIN,)))
    seats = [ALICE, 1, BOB, 2, CAROL, 3, DAVE, 4, ERIN, ERIN + 1]
    hands = {p: ["r1", "r2", "b3", "y4", "g5", "g6"][: 1 + k % 6] for k, p in enumerate(seats)}
    hands[CAROL] = []
    ten = Match.staged(seats, rules, hands=hands, discard=["b6", "y6"], current=ALICE,
                       fill_draw=False)
    pv10 = dataclasses.replace(ten.public_view(), hand_over=True, hand_winner=CAROL,
                               current_player=None,
                               players=tuple(dataclasses.replace(s, is_current=False)
                                             for s in ten.public_view().players))
    ten_live = Match.staged(seats, rules, hands={**hands, CAROL: ["r5", "r6"]},
                            discard=["b6", "y6"], current=DAVE, fill_draw=False)
    return {2: two.public_view(), 4: four.public_view(), 10: pv10,
            -10: ten_live.public_view()}


STRIPES = {"red": (226, 35, 42), "yellow": (252, 206, 24), "green": (24, 160, 76),
           "blue": (16, 104, 190)}


def tables(out: Path, tag: str) -> list[Path]:
    written = []
    for n, view in scenes().items():
        scene = table_scene(view, name_of)
        assert scene is not None
        picture = table_image(scene)
        for width in (300, 400):
            label = f"{n}seats" if n > 0 else f"{-n}seats_turn"
            path = out / f"table_{label}_{width}px_{tag}.png"
            embed_shot(picture, width, STRIPES[view.color or "red"]).save(path)
            written.append(path)
    return written


def emoji_sheet(out: Path, tag: str) -> Path:
    """Card emoji at 20 px on each button style and inline, dark and light; 4x below."""
    codes = [("r7", None), ("rS", None), ("rR", None), ("rD", None), ("b7", None),
             ("bS", None), ("g2", None), ("gR", None), ("y9", None), ("yD", None),
             ("W", None), ("W4", None), ("W4", "r"), ("W", "g"), ("back", None)]
    style_of = {"r": "red", "b": "blurple", "g": "green", "y": "grey", "W": "grey",
                "b_": "grey"}
    specs = {(s.code, s.chosen, s.palette): s for s in emoji_art.emoji_specs()}
    rows: list[Image.Image] = []
    for theme, bg, fg in (("dark", DARK, TEXT_DARK), ("light", LIGHT, TEXT_LIGHT)):
        for palette in ("classic", "high_contrast"):
            row = Image.new("RGB", (20 + len(codes) * 62, 84), bg)
            d = ImageDraw.Draw(row)
            d.text((6, 2), f"{theme} theme, {palette}: on the hand's buttons, then inline",
                   font=font(12), fill=fg)
            for i, (code, chosen) in enumerate(codes):
                spec = specs[(code, chosen, palette)]
                em = Image.open(io.BytesIO(emoji_art.emoji_png(spec))).convert("RGBA")
                small = em.resize((20, 20), Image.Resampling.LANCZOS)
                x = 10 + i * 62
                style = style_of.get(code[0] if code != "back" else "b_", "grey")
                d.rounded_rectangle((x, 20, x + 56, 52), 4, fill=BUTTONS[theme][style])
                row.paste(small, (x + 6, 26), small)
                d.text((x + 30, 36), code, font=font(11), fill=(255, 255, 255), anchor="lm")
                row.paste(small, (x + 6, 58), small)
                d.text((x + 30, 68), code, font=font(11), fill=fg, anchor="lm")
            rows.append(row)
    sheet = Image.new("RGB", (rows[0].width, sum(r.height for r in rows)), DARK)
    y = 0
    for r in rows:
        sheet.paste(r, (0, y))
        y += r.height
    big = sheet.resize((sheet.width * 3, sheet.height * 3), Image.Resampling.NEAREST)
    both = Image.new("RGB", (big.width, sheet.height + big.height), DARK)
    both.paste(sheet, (0, 0))
    both.paste(big, (0, sheet.height))
    path = out / f"emoji_20px_{tag}.png"
    both.save(path)
    return path


async def charts(out: Path, tag: str, hands: int) -> list[Path]:
    """Play an AI game through the fake Discord; the chart of hands 1 and ``hands``."""
    from tests.e2e.seated import FirstLegal, moves, open_hand, play_move
    from tests.fakediscord import Driver, FakeDiscord, running_bot
    from tests.fakediscord.runner import settings_for

    written: list[Path] = []
    logging.basicConfig(level=logging.WARNING)
    async with FakeDiscord() as fake:
        with tempfile.TemporaryDirectory() as tmp:
            settings = settings_for(fake, Path(tmp) / "uno.sqlite3", log_level="WARNING")
            async with running_bot(fake, settings) as bot:
                cfg = bot.table_config
                cfg.ai_delay, cfg.edit_gap, cfg.next_hand_delay = 0.0, 0.0, 0.05
                cfg.default_turn_timer = 0
                cfg.seed_source = lambda: 11
                driver = Driver(fake)
                alice = fake.alice
                lobby = (await driver.slash(alice, "/uno start", {"ai": 2})).response
                assert lobby is not None
                await driver.click(alice, lobby, "Start (host)")
                table = bot.tables.get(fake.channel.id)
                assert table is not None
                while table.match is not None and not table.closed:
                    m = table.match
                    await driver.wait_until(
                        lambda m=m: table.closed or m.match_over or m.hand_no > hands
                        or (m.hand_over and m.hand_no >= hands)
                        or (not m.hand_over and m.to_act == alice.id),
                        timeout=120, what="alice's turn")
                    if table.closed or m.match_over or m.hand_over and m.hand_no >= hands \
                            or m.hand_no > hands:
                        break
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
                results = [msg for msg in fake.channels[fake.channel.id].messages.values()
                           if any(a.get("filename") == "match.png" for a in msg.attachments)]
                for k, msg in enumerate(results[:hands], 1):
                    if k not in (1, hands):
                        continue
                    (att,) = [a for a in msg.attachments if a["filename"] == "match.png"]
                    data = fake.attachment_data[int(att["id"])]
                    path = out / f"chart_after{k}hand{'s' if k > 1 else ''}_{tag}.png"
                    embed_shot(data, 400, (88, 101, 242)).save(path)
                    (out / f"chart_after{k}hand{'s' if k > 1 else ''}_{tag}_full.png"
                     ).write_bytes(data)
                    written.append(path)
                await driver.slash(alice, "/uno stop")
                await bot.settle_tables()
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=Path("/tmp/pictures-shots"))
    parser.add_argument("--tag", default="after")
    parser.add_argument("--hands", type=int, default=6, help="the chart's last hand")
    parser.add_argument("--no-chart", action="store_true")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    written = tables(args.out, args.tag)
    written.append(emoji_sheet(args.out, args.tag))
    if not args.no_chart:
        written += asyncio.run(charts(args.out, args.tag, args.hands))
    for path in written:
        print(path)


if __name__ == "__main__":
    main()
