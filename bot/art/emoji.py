"""Card emoji: their names (carrying the art version) and their square PNG images.

Names look like ``uno_v2_r5`` (classic) and ``uno_v2_hc_r5`` (high contrast); a wild given
a colour is ``uno_v2_W4g``; the card back is ``uno_v2_back``.  Bump ART_VERSION whenever the
drawings change: the bot then uploads the new set and deletes the old one.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from PIL import Image, ImageDraw

from bot.art import shapes
from bot.art.cards import OVAL_TILT, WILD_QUADRANTS, WILD_RANKS, Face, all_codes
from bot.art.fonts import font
from bot.art.palette import COLOR_LETTERS, COLOR_MARKS, Palette, palette

ART_VERSION: Final = 2  # 2: drawn for 20 px (issue 25)
EMOJI_SIZE: Final = 128  # Discord shows emoji from a square image of at most 128 x 128
MAX_EMOJI_BYTES: Final = 256 * 1024
NAME_RE: Final = re.compile(r"uno_v(\d+)_(\w+)")
PALETTE_PREFIX: Final[dict[str, str]] = {"classic": "", "high_contrast": "hc_"}


@dataclass(frozen=True, slots=True)
class EmojiSpec:
    """One card emoji: its name and the face it shows."""

    name: str
    code: str
    chosen: str | None
    palette: str

    @property
    def key(self) -> str:
        """What the bot looks it up by: ``r5``, ``W4g``, ``hc_r5``..."""
        return self.name.split("_", 2)[2]


def emoji_key(code: str, chosen: str | None = None, palette: str = "classic") -> str:
    return PALETTE_PREFIX[palette] + code + (chosen or "")


def emoji_name(code: str, chosen: str | None = None, palette: str = "classic",
               version: int = ART_VERSION) -> str:
    return f"uno_v{version}_{emoji_key(code, chosen, palette)}"


def emoji_specs(version: int = ART_VERSION) -> list[EmojiSpec]:
    """Every card emoji: all faces, wilds in each colour, the back; both palettes."""
    faces: list[tuple[str, str | None]] = [(code, None) for code in all_codes()]
    faces += [(w, c) for w in WILD_RANKS for c in COLOR_LETTERS]
    faces.append(("back", None))
    return [EmojiSpec(emoji_name(code, chosen, pal, version), code, chosen, pal)
            for pal in PALETTE_PREFIX for code, chosen in faces]


def version_of(name: str) -> int | None:
    """The art version in a card emoji's name; None if the name is not one of ours."""
    m = NAME_RE.fullmatch(name)
    return int(m.group(1)) if m else None


def emoji_png(spec: EmojiSpec) -> bytes:
    """The card drawn for a button (about 20 px), on a transparent square, EMOJI_SIZE px,
    as PNG bytes."""
    buf = io.BytesIO()
    render_emoji(spec.code, spec.palette, spec.chosen).save(buf, "PNG", optimize=True)
    return buf.getvalue()


# Drawn for 20 px (a button's emoji), not shrunk from the card face: the card fills the
# square's height and most of its width; one big rank glyph; the colour's mark big in the
# top-left corner (a third of the card's width: ~6 px at 20); a dark edge outside a white
# rim, so the card keeps its edge on a button of its own colour and on either theme.
SS: Final = 4
CARD_W: Final = 118
CARD_H: Final = 126
EDGE: Final = 10  # dark outline (1.5 px at 20: it survives any scaling)
RIM: Final = 6  # white rim inside it (~1 px)
MARK: Final = 40  # the colour mark's size (6 px at 20)
BOLD, OUTLINE = 0.035, 0.075  # of a glyph's size: bolder fills the 6, 8 and 9 at 20 px
INK: Final = (16, 16, 20)
WHITE: Final = (255, 255, 255)


def render_emoji(code: str, palette_name: str = "classic", chosen: str | None = None
                 ) -> Image.Image:
    """The emoji of a card face (see emoji_png), EMOJI_SIZE px square, RGBA."""
    face = Face.parse(code, chosen)
    return _emoji(face, palette_name)


@lru_cache(maxsize=512)
def _emoji(face: Face, palette_name: str) -> Image.Image:
    return _EmojiPainter(face, palette(palette_name)).paint().resize(
        (EMOJI_SIZE, EMOJI_SIZE), Image.Resampling.LANCZOS)


class _EmojiPainter:
    def __init__(self, face: Face, pal: Palette) -> None:
        self.face, self.pal = face, pal
        n = EMOJI_SIZE * SS
        self.img = Image.new("RGBA", (n, n), (0, 0, 0, 0))
        self.d = ImageDraw.Draw(self.img)
        self.x0 = (EMOJI_SIZE - CARD_W) / 2 * SS
        self.y0 = (EMOJI_SIZE - CARD_H) / 2 * SS
        self.x1, self.y1 = self.x0 + CARD_W * SS, self.y0 + CARD_H * SS
        inset = (EDGE + RIM) * SS
        self.body_box = (self.x0 + inset, self.y0 + inset, self.x1 - inset, self.y1 - inset)

    def paint(self) -> Image.Image:
        face, pal, d = self.face, self.pal, self.d
        radius = 16 * SS
        d.rounded_rectangle((self.x0, self.y0, self.x1, self.y1), radius, fill=INK)
        e = EDGE * SS
        d.rounded_rectangle((self.x0 + e, self.y0 + e, self.x1 - e, self.y1 - e),
                            radius - e, fill=WHITE)
        body = pal.wild if face.color is None else pal.fill(face.color)
        d.rounded_rectangle(self.body_box, radius - e, fill=body)
        bx0, by0, bx1, by1 = self.body_box
        cx, cy = (bx0 + bx1) / 2, (by0 + by1) / 2
        if face.rank == "back":
            self._oval(cx, cy, pal.fill("r"))
            self._glyph("UNO", cx, cy, 30, fill=pal.fill("y"))
            return self.img
        letter = face.color or face.chosen
        if face.color is None:  # wild, wild draw four, blank: the oval says it
            if face.chosen:
                self._oval(cx, cy, pal.fill(face.chosen))
            elif face.rank == "B":
                self._oval(cx, cy, pal.oval)
            else:
                self._quadrants(cx, cy)
            if face.rank == "W4":
                self._glyph("+4", cx + 8 * SS, cy + 12 * SS, 54)
        else:
            self._rank(face.rank, cx + 9 * SS, cy + 9 * SS)
        if letter is not None:
            mx, my = bx0 + (MARK / 2 + 1) * SS, by0 + (MARK / 2 + 1) * SS
            self._mark(COLOR_MARKS[letter], mx, my)
        return self.img

    # ---------------------------------------------------------------- the parts
    def _rank(self, rank: str, cx: float, cy: float) -> None:
        if rank.isdigit():
            self._glyph(rank, cx, cy, 80)
        elif rank == "D":
            self._glyph("+2", cx - 4 * SS, cy + 2 * SS, 54)
        elif rank == "S":
            self._skip(cx, cy, 30 * SS)
        elif rank == "R":
            self._reverse(cx, cy)

    def _glyph(self, text: str, cx: float, cy: float, size: int, *,
               fill: tuple[int, int, int] = WHITE) -> None:
        """Bold text (a stroke of its own colour) with a dark outline, centred. (An emoji is
        never seen upside down: a 6 and a 9 need no underline.)"""
        f = font(size * SS)
        bold, out = round(size * SS * BOLD), round(size * SS * OUTLINE)
        self.d.text((cx, cy), text, font=f, fill=INK, anchor="mm", stroke_width=bold + out,
                    stroke_fill=INK)
        self.d.text((cx, cy), text, font=f, fill=fill, anchor="mm", stroke_width=bold,
                    stroke_fill=fill)

    def _mark(self, shape: str, cx: float, cy: float) -> None:
        """The colour's mark, white with a dark outline outside it."""
        size = MARK * SS
        out = 5 * SS
        grow = 1.45 if shape == "triangle" else 1.0  # a triangle's edge needs more to show
        shapes.draw_mark(self.d, shape, cx, cy, size + 2 * out * grow, INK)
        shapes.draw_mark(self.d, shape, cx, cy, size, WHITE)

    def _skip(self, cx: float, cy: float, r: float) -> None:
        ring = r * 0.36
        k = (r - ring / 2) * 0.72
        for fill, extra in ((INK, 5 * SS), (WHITE, 0)):
            rr = r + extra / 2
            self.d.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), outline=fill,
                           width=round(ring + extra))
            self.d.line((cx - k, cy + k, cx + k, cy - k), fill=fill, width=round(ring + extra))

    def _reverse(self, cx: float, cy: float) -> None:
        """Two thick arrows side by side, one up, one down."""
        length, width = 70 * SS, 27 * SS
        for dx, angle in ((-17 * SS, -90.0), (17 * SS, 90.0)):
            pts = shapes.arrow(cx + dx, cy, length, width, angle)
            self.d.line([*pts, pts[0]], fill=INK, width=9 * SS, joint="curve")
            self.d.polygon(pts, fill=WHITE)

    def _oval(self, cx: float, cy: float, fill: tuple[int, int, int]) -> None:
        pts = shapes.ellipse_points(cx, cy, 34 * SS, 50 * SS, OVAL_TILT, steps=120)
        self.d.line([*pts, pts[0]], fill=WHITE, width=6 * SS, joint="curve")
        self.d.polygon(pts, fill=fill)

    def _quadrants(self, cx: float, cy: float) -> None:
        pts = shapes.ellipse_points(cx, cy, 34 * SS, 50 * SS, OVAL_TILT, steps=120)
        self.d.line([*pts, pts[0]], fill=WHITE, width=6 * SS, joint="curve")
        for i, letter in enumerate(WILD_QUADRANTS):
            start = -90 + 90 * i - 45
            self.d.polygon(shapes.ellipse_sector(cx, cy, 34 * SS, 50 * SS, OVAL_TILT, start,
                                                 start + 90, steps=30),
                           fill=self.pal.fill(letter))
