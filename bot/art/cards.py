"""Card faces: every UNO card drawn with Pillow, classic look, antialiased.

Faces are drawn at SUPERSAMPLE times the asked size and reduced with a Lanczos filter
(Pillow's ImageDraw does not antialias).  Each face is drawn once per (code, height,
palette, chosen colour) and kept: there are fewer than 200 of them per size.

Codes are the engine's (``r0``..``b9``, ``rS`` skip, ``rR`` reverse, ``rD`` draw two, ``W``,
``W4``, ``B``) plus ``back`` for the card back.  Below SMALL_LAYOUT px the corner indices
would be unreadable, so small faces show the colour mark in the corners instead.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from PIL import Image, ImageChops, ImageDraw

from bot.art import shapes
from bot.art.fonts import ArtError, font
from bot.art.palette import COLOR_LETTERS, COLOR_MARKS, RGB, Palette, palette

SUPERSAMPLE: Final = 4
SMALL_LAYOUT: Final = 100  # px; below this the compact layout is used
ASPECT: Final = 0.66  # width / height of a card (56 x 87 mm is 0.64)
OVAL_TILT: Final = 32.0  # degrees clockwise: the oval leans right, as on the printed cards
WILD_RANKS: Final = ("W", "W4", "B")
RANKS: Final = ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "S", "R", "D")
WHITE: Final = (255, 255, 255)
# the quadrants of the wild oval, clockwise from the top
WILD_QUADRANTS: Final = ("r", "b", "g", "y")


@dataclass(frozen=True, slots=True)
class Face:
    """What one card looks like: its colour letter (None for wilds and the back) and rank."""

    color: str | None
    rank: str  # 0-9, S, R, D, W, W4, B, back
    chosen: str | None = None  # the colour a wild was given

    @staticmethod
    def parse(code: str, chosen: str | None = None) -> Face:
        if code == "back":
            return Face(None, "back")
        if code in WILD_RANKS:
            if chosen is not None and chosen not in COLOR_LETTERS:
                raise ValueError(f"unknown colour {chosen!r}; use one of r, y, g, b")
            return Face(None, code, chosen)
        if len(code) == 2 and code[0] in COLOR_LETTERS and code[1] in RANKS:
            if chosen is not None:
                raise ValueError(f"only a wild card takes a chosen colour, not {code!r}")
            return Face(code[0], code[1])
        raise ValueError(f"unknown card code {code!r}")


def all_codes() -> list[str]:
    """Every card code the deck can hold (52 coloured, W, W4, B)."""
    return [c + r for c in COLOR_LETTERS for r in RANKS] + list(WILD_RANKS)


def card_size(height: int) -> tuple[int, int]:
    return round(height * ASPECT), height


def render_card(code: str, height: int, *, palette_name: str = "classic",
                chosen: str | None = None, compact: bool | None = None) -> Image.Image:
    """The face of `code` (RGBA, transparent round corners), `height` px high.

    `compact` (default: below SMALL_LAYOUT px) trades the corner indices for big colour
    marks, for faces shown small (emoji).

    The image is shared by every caller: paste or copy it, never draw on it.
    Raises ValueError for an unknown code, ArtError when Pillow cannot draw text.
    """
    if not 16 <= height <= 1024:
        raise ValueError(f"card height {height} px is outside 16..1024")
    face = Face.parse(code, chosen)
    palette(palette_name)  # a clear error for an unknown name
    return _render(face, height, palette_name,
                   height < SMALL_LAYOUT if compact is None else compact)


def card_png(code: str, height: int, *, palette_name: str = "classic",
             chosen: str | None = None, compact: bool | None = None) -> bytes:
    buf = io.BytesIO()
    render_card(code, height, palette_name=palette_name, chosen=chosen, compact=compact).save(
        buf, "PNG", optimize=True)
    return buf.getvalue()


@lru_cache(maxsize=1024)
def _render(face: Face, height: int, palette_name: str, compact: bool) -> Image.Image:
    width = card_size(height)[0]
    big = _Painter(face, width * SUPERSAMPLE, height * SUPERSAMPLE, palette(palette_name),
                   small=compact).paint()
    return big.resize((width, height), Image.Resampling.LANCZOS)


class _Painter:
    """Draws one face on a supersampled canvas."""

    def __init__(self, face: Face, w: int, h: int, pal: Palette, *, small: bool) -> None:
        self.face, self.w, self.h, self.pal, self.small = face, w, h, pal, small
        self.img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
        self.draw = ImageDraw.Draw(self.img)
        self.margin = round(w * (0.075 if small else 0.06))
        self.ink: RGB = pal.ink
        wild = face.color is None
        self.body: RGB = pal.wild if wild else pal.fill(face.color or "r")
        # the colour the symbols in the oval take
        self.accent: RGB = pal.fill(face.chosen) if face.chosen else self.body

    # --------------------------------------------------------------- outline
    def paint(self) -> Image.Image:
        w, h, m = self.w, self.h, self.margin
        radius = round(w * 0.1)
        border = round(w * self.pal.outline_scale)
        self.draw.rounded_rectangle((0, 0, w - 1, h - 1), radius, fill=WHITE,
                                    outline=self.ink if border else None, width=border)
        inner = (m, m, w - 1 - m, h - 1 - m)
        self.draw.rounded_rectangle(inner, round(radius * 0.7), fill=self.body)
        self.inner_mask = Image.new("L", (w, h), 0)
        ImageDraw.Draw(self.inner_mask).rounded_rectangle(inner, round(radius * 0.7), fill=255)
        rank = self.face.rank
        if rank == "back":
            self._back()
        elif self.face.color is None:
            self._wild()
        else:
            self._oval(self.pal.oval)
            self._center_symbol(rank, self.body)
            self._corners(rank)
        return self.img

    def _oval_geometry(self, scale: float = 1.0) -> tuple[float, float, float, float]:
        return self.w / 2, self.h / 2, self.w * 0.36 * scale, self.h * 0.42 * scale

    def _oval(self, fill: RGB | None, *, scale: float = 1.0) -> list[shapes.Point]:
        cx, cy, rx, ry = self._oval_geometry(scale)
        pts = shapes.ellipse_points(cx, cy, rx, ry, OVAL_TILT, steps=160)
        if fill is not None:
            self._clipped_polygon(pts, fill)
        return pts

    def _clipped_polygon(self, pts: list[shapes.Point], fill: RGB) -> None:
        mask = Image.new("L", self.img.size, 0)
        ImageDraw.Draw(mask).polygon(pts, fill=255)
        mask = ImageChops.multiply(mask, self.inner_mask)
        self.img.paste((*fill, 255), (0, 0, *self.img.size), mask)

    # ------------------------------------------------------------ the middle
    def _center_symbol(self, rank: str, color: RGB) -> None:
        cx, cy = self.w / 2, self.h / 2
        if rank.isdigit():
            self._big_text(rank, color, underline=rank in "69")
        elif rank == "D":
            self._big_text("+2", color, scale=0.62 if self.small else 0.72)
        elif rank == "S":
            self._skip(cx, cy, self.w * 0.25, color)
        elif rank == "R":
            self._reverse(cx, cy, self.w * 0.34, color)

    def _big_text(self, text: str, color: RGB, *, scale: float = 1.0,
                  underline: bool = False, outline: RGB | None = None) -> None:
        size = round(self.h * (0.56 if self.small else 0.46) * scale)
        self._text(text, self.w / 2, self.h / 2, size, color, outline or self.ink,
                   stroke=max(1, round(size * 0.05)), shadow=round(size * 0.06),
                   underline=underline, shear=0.16)

    def _text(self, text: str, cx: float, cy: float, size: int, fill: RGB, ink: RGB, *,
              stroke: int, shadow: int = 0, underline: bool = False, shear: float = 0.0,
              rotate180: bool = False) -> None:
        """Bold (stroked), optionally slanted text centred on (cx, cy), drawn on its own layer."""
        f = font(size)
        left, top, right, bottom = f.getbbox(text, stroke_width=stroke)
        tw, th = round(right - left), round(bottom - top)
        pad = stroke + shadow + round(size * 0.25)
        layer = Image.new("RGBA", (tw + 2 * pad, th + 2 * pad), (0, 0, 0, 0))
        d = ImageDraw.Draw(layer)
        ox, oy = pad - left, pad - top
        if underline:
            uy = pad + th + stroke * 0.6
            bar = (pad + tw * 0.18, uy, pad + tw * 0.82, uy + size * 0.07)
            if shadow:
                d.rectangle((bar[0] + shadow, bar[1] + shadow, bar[2] + shadow, bar[3] + shadow),
                            fill=ink)
            d.rectangle(bar, fill=fill, outline=ink, width=max(1, stroke // 2))
        if shadow:
            d.text((ox + shadow, oy + shadow), text, font=f, fill=ink, stroke_width=stroke,
                   stroke_fill=ink)
        d.text((ox, oy), text, font=f, fill=fill, stroke_width=stroke, stroke_fill=ink)
        if shear:
            layer = layer.transform(layer.size, Image.Transform.AFFINE,
                                    (1, shear, -shear * layer.height / 2, 0, 1, 0),
                                    resample=Image.Resampling.BILINEAR)
        if rotate180:
            layer = layer.rotate(180)
        x = round(cx - layer.width / 2 + (shadow / 2 if shadow else 0))
        y = round(cy - layer.height / 2 + (shadow / 2 if shadow else 0))
        if underline:
            y += round(size * 0.06)
        self.img.alpha_composite(layer, (max(0, x), max(0, y)),
                                 (max(0, -x), max(0, -y)))

    def _skip(self, cx: float, cy: float, r: float, color: RGB) -> None:
        d, ink = self.draw, self.ink
        ring = r * 0.3
        out = max(2, round(r * 0.08))
        sh = r * 0.12
        for dx, fill, extra in ((sh, ink, out), (0.0, ink, out), (0.0, color, 0)):
            rr = r + extra
            d.ellipse((cx - rr + dx, cy - rr + dx, cx + rr + dx, cy + rr + dx),
                      outline=fill, width=round(ring + 2 * extra))
            k = (r - ring / 2) * 0.72
            d.line((cx - k + dx, cy + k + dx, cx + k + dx, cy - k + dx), fill=fill,
                   width=round(ring + 2 * extra))

    def _reverse(self, cx: float, cy: float, size: float, color: RGB) -> None:
        """Two arrows side by side pointing opposite ways along the oval's diagonal."""
        ink = self.ink
        out = max(2, round(size * 0.06))
        sh = size * 0.08
        gap = size * 0.36
        length, width = size * 1.3, size * 0.34
        # (1, 1) is across the diagonal the arrows run along
        for sign, angle in ((-1, -50.0), (1, 130.0)):
            ax, ay = cx + sign * gap * 0.8, cy + sign * gap * 0.6
            pts = shapes.arrow(ax, ay, length, width, angle)
            self.draw.polygon([(x + sh, y + sh) for x, y in pts], fill=ink)
            self.draw.polygon(pts, fill=color, outline=ink, width=out)

    # ------------------------------------------------------------ the corners
    def _corners(self, rank: str) -> None:
        mark = COLOR_MARKS[self.face.color or self.face.chosen or "r"] \
            if (self.face.color or self.face.chosen) else None
        if self.small:
            if mark:
                self._corner_marks(mark, self.w * 0.26)
            return
        label = {"S": None, "R": None, "D": "+2", "W4": "+4", "W": None, "B": None}.get(
            rank, rank)
        m, w, h = self.margin, self.w, self.h
        size = round(h * 0.15)
        x, y = m + w * 0.13, m + h * 0.1
        if label is not None:
            for rot, px, py in ((False, x, y), (True, w - x, h - y)):
                self._text(label, px, py, size, WHITE, self.ink,
                           stroke=max(1, round(size * 0.07)), rotate180=rot,
                           underline=label in ("6", "9"))
        elif rank == "S":
            for px, py in ((x, y), (w - x, h - y)):
                self._skip(px, py, w * 0.07, WHITE)
        elif rank == "R":
            for px, py in ((x, y), (w - x, h - y)):
                self._reverse(px, py, w * 0.1, WHITE)
        elif rank == "W" and not self.face.chosen:
            for px, py in ((x, y), (w - x, h - y)):
                self._quadrant_oval(px, py, w * 0.06, h * 0.075)
        if mark:
            ms = w * 0.15
            my = y + h * 0.145
            for px, py in ((x, my), (w - x, h - my)):
                shapes.draw_mark(self.draw, mark, px, py, ms, WHITE, self.ink,
                                 max(2, round(ms * 0.12)))

    def _corner_marks(self, mark: str, size: float) -> None:
        m = self.margin
        for px, py in ((m + size * 0.55, m + size * 0.6),
                       (self.w - m - size * 0.55, self.h - m - size * 0.6)):
            shapes.draw_mark(self.draw, mark, px, py, size, WHITE, self.ink,
                             max(2, round(size * 0.1)))

    def _quadrant_oval(self, cx: float, cy: float, rx: float, ry: float,
                       tilt: float = OVAL_TILT) -> None:
        for i, letter in enumerate(WILD_QUADRANTS):
            start = -90 + 90 * i - 45
            pts = shapes.ellipse_sector(cx, cy, rx, ry, tilt, start, start + 90)
            self.draw.polygon(pts, fill=self.pal.fill(letter))
        self.draw.polygon(shapes.ellipse_points(cx, cy, rx, ry, tilt), outline=WHITE,
                          width=max(2, round(rx * 0.12)))

    # ------------------------------------------------------------ wilds, back
    def _wild(self) -> None:
        rank, chosen = self.face.rank, self.face.chosen
        cx, cy, rx, ry = self._oval_geometry()
        if rank == "B":
            pts = self._oval(self.pal.oval)
            if chosen:
                self.draw.polygon(pts, outline=self.pal.fill(chosen),
                                  width=round(self.w * 0.07))
                self._big_mark(chosen, self.pal.fill(chosen), self.w * 0.34)
            self._corners(rank)
            return
        if chosen:
            self._oval(self.pal.fill(chosen))
        else:
            self._clipped_quadrants(cx, cy, rx, ry)
        pts = self._oval(None)
        self.draw.polygon(pts, outline=WHITE, width=round(self.w * 0.025))
        if rank == "W4":
            self._big_text("+4", WHITE, scale=0.62 if self.small else 0.72)
        elif chosen:
            self._big_mark(chosen, WHITE, self.w * 0.34)
        self._corners(rank)

    def _clipped_quadrants(self, cx: float, cy: float, rx: float, ry: float) -> None:
        for i, letter in enumerate(WILD_QUADRANTS):
            start = -90 + 90 * i - 45
            self._clipped_polygon(
                shapes.ellipse_sector(cx, cy, rx, ry, OVAL_TILT, start, start + 90, steps=40),
                self.pal.fill(letter))

    def _big_mark(self, letter: str, fill: RGB, size: float) -> None:
        cx, cy = self.w / 2, self.h / 2
        out = max(2, round(size * 0.06))
        sh = size * 0.06
        shape = COLOR_MARKS[letter]
        shapes.draw_mark(self.draw, shape, cx + sh, cy + sh, size, self.ink)
        shapes.draw_mark(self.draw, shape, cx, cy, size, fill, self.ink, out)

    def _back(self) -> None:
        red = self.pal.fill("r")
        self._oval(red)
        size = round(self.h * 0.2)
        self._text("UNO", self.w / 2, self.h / 2, size, self.pal.fill("y"), self.ink,
                   stroke=max(1, round(size * 0.06)), shadow=round(size * 0.07), shear=0.2)


def validate_face(code: str, chosen: str | None = None) -> None:
    """Raise ValueError if `code` (and `chosen`) name no face."""
    Face.parse(code, chosen)


__all__ = ["ArtError", "Face", "all_codes", "card_png", "card_size", "render_card"]
