"""Write one PNG showing every card face at emoji and table size, in both palettes.

    python bench/contact_sheet.py [--out contact_sheet.png] [--small 48] [--large 200]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image, ImageDraw

from bot.art.cards import RANKS, render_card
from bot.art.fonts import font
from bot.art.palette import COLOR_LETTERS, PALETTES

BACKGROUND = (44, 47, 51)  # Discord's dark theme


def rows_of_codes() -> list[list[tuple[str, str | None]]]:
    rows: list[list[tuple[str, str | None]]] = [
        [(c + r, None) for r in RANKS] for c in COLOR_LETTERS]
    rows.append([("W", None), *[("W", c) for c in COLOR_LETTERS],
                 ("W4", None), *[("W4", c) for c in COLOR_LETTERS], ("back", None)])
    rows.append([("B", None), *[("B", c) for c in COLOR_LETTERS]])
    return rows


def sheet(small: int, large: int) -> Image.Image:
    rows = rows_of_codes()
    gap = 8
    cols = max(len(r) for r in rows)
    blocks: list[Image.Image] = []
    for name in PALETTES:
        for height in (large, small):
            w = round(height * 0.66)
            block = Image.new("RGB", (cols * (w + gap) + gap, len(rows) * (height + gap) + gap
                                      + 30), BACKGROUND)
            ImageDraw.Draw(block).text((gap, 6), f"{name}, {height} px", font=font(18),
                                       fill=(230, 230, 230))
            for y, row in enumerate(rows):
                for x, (code, chosen) in enumerate(row):
                    face = render_card(code, height, palette_name=name, chosen=chosen)
                    block.paste(face, (gap + x * (w + gap), 30 + gap + y * (height + gap)), face)
            blocks.append(block)
    width = max(b.width for b in blocks)
    out = Image.new("RGB", (width, sum(b.height for b in blocks)), BACKGROUND)
    y = 0
    for b in blocks:
        out.paste(b, (0, y))
        y += b.height
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default="contact_sheet.png")
    parser.add_argument("--small", type=int, default=48)
    parser.add_argument("--large", type=int, default=200)
    args = parser.parse_args()
    start = time.perf_counter()
    image = sheet(args.small, args.large)
    image.save(args.out, optimize=True)
    print(f"wrote {args.out}: {image.width}x{image.height}, "
          f"{Path(args.out).stat().st_size} bytes in {time.perf_counter() - start:.2f} s")


if __name__ == "__main__":
    main()
