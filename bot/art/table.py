"""The table picture: top card, colour in play, direction, seats with fanned backs.

Input is a small frozen value (:class:`TableScene`) so this module knows nothing of the
engine.  :func:`table_png` is cached by content in a bounded LRU: the same scene is never
drawn twice.  The parts every picture shares (felt, fans of backs, direction arrows, card
faces) are drawn once and pasted, so a new picture costs a few pastes, a little text and
the PNG encoding.
"""

from __future__ import annotations

import io
import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from PIL import Image, ImageDraw

from bot.art import shapes
from bot.art.cards import WILD_RANKS, Face, render_card
from bot.art.fonts import font
from bot.art.palette import COLOR_LETTERS, COLOR_MARKS, palette

SIZE: Final = (640, 420)  # fits a phone's embed width without downscaling text away
SS: Final = 2  # supersampling of the shared shapes
TOP_CARD_HEIGHT: Final = 150
BACK_HEIGHT: Final = 44
MAX_FAN: Final = 7  # backs drawn in a fan; the number says the rest
# A scene is drawn again only when a table is shown again unchanged (4 hits in 106 draws at
# 16 busy tables): a few recent pictures, not 256 of ~50 KB each (13 MB held for nothing)
CACHE_SIZE: Final = 16
FELT: Final = (22, 94, 60)
FELT_EDGE: Final = (14, 66, 42)
BACKGROUND: Final = (43, 45, 49)
TEXT: Final = (240, 240, 240)
TURN: Final = (255, 214, 64)
MAX_NAME: Final = 14


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    count: int
    is_turn: bool = False
    called_uno: bool = False


@dataclass(frozen=True, slots=True)
class TableScene:
    """What the table picture shows.  `color` is the colour in play (r/y/g/b); direction
    is 1 for clockwise (seat order) and -1 for the other way.  Seats are in play order."""

    top: str
    color: str
    direction: int
    seats: tuple[Seat, ...]
    palette: str = "classic"

    def __post_init__(self) -> None:
        Face.parse(self.top)
        if self.color not in COLOR_LETTERS:
            raise ValueError(f"unknown colour {self.color!r}; use one of r, y, g, b")
        if self.direction not in (1, -1):
            raise ValueError("direction is 1 or -1")
        if not 1 <= len(self.seats) <= 10:
            raise ValueError("a table has 1 to 10 seats")
        palette(self.palette)


FORMAT: Final = "jpeg"  # the file type table_image returns (its extension)


def table_image(scene: TableScene) -> bytes:
    """The picture of `scene` as JPEG bytes (cached by content).

    JPEG, not PNG: the picture is opaque and PNG encoding alone took ~8-14 ms of the
    10 ms budget; JPEG at quality 90 without chroma subsampling takes ~1.5 ms, keeps the
    edges of red on green clean and is half the bytes.  Raises ArtError if Pillow cannot
    draw.
    """
    return _table_image(scene)


def table_cache_info() -> tuple[int, int, int]:
    """(hits, misses, current size) of the table picture cache."""
    info = _table_image.cache_info()
    return info.hits, info.misses, info.currsize


def clear_table_cache() -> None:
    _table_image.cache_clear()


@lru_cache(maxsize=CACHE_SIZE)
def _table_image(scene: TableScene) -> bytes:
    img = render_table(scene)
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=90, subsampling=0)
    return buf.getvalue()


def render_table(scene: TableScene) -> Image.Image:
    w, h = SIZE
    img = _base(scene.direction, scene.color, scene.palette).copy()
    cx, cy = w / 2, h / 2 + 4
    chosen = scene.color if scene.top in WILD_RANKS else None
    face = render_card(scene.top, TOP_CARD_HEIGHT, palette_name=scene.palette, chosen=chosen)
    img.paste(face, (round(cx - face.width / 2), round(cy - face.height / 2)), face)
    draw = ImageDraw.Draw(img)
    n = len(scene.seats)
    for i, seat in enumerate(scene.seats):
        angle = math.radians(-90 + 360 * i / n)
        sx = cx + 250 * math.cos(angle)
        sy = cy + 152 * math.sin(angle)
        _seat(img, draw, seat, sx, sy, scene.palette)
    return img


@lru_cache(maxsize=32)
def _base(direction: int, color: str, palette_name: str) -> Image.Image:
    """The felt with the direction arrows and the colour chip: 16 per palette."""
    img = _felt().copy()
    ring = _direction_ring(direction, color, palette_name)
    img.paste(ring, (0, 0), ring)
    _color_chip(img, color, palette_name)
    return img


@lru_cache(maxsize=1)
def _felt() -> Image.Image:
    w, h = SIZE
    big = Image.new("RGB", (w * SS, h * SS), BACKGROUND)
    d = ImageDraw.Draw(big)
    d.ellipse((14 * SS, 14 * SS, (w - 14) * SS, (h - 14) * SS), fill=FELT_EDGE)
    d.ellipse((24 * SS, 24 * SS, (w - 24) * SS, (h - 24) * SS), fill=FELT)
    return big.resize((w, h), Image.Resampling.LANCZOS)


def _direction_ring(direction: int, color: str, palette_name: str) -> Image.Image:
    """Two curved arrows around the top card in the colour in play, turning with play."""
    w, h = SIZE
    big = Image.new("RGBA", (w * SS, h * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    pal = palette(palette_name)
    fill = (*pal.fill(color), 255)
    cx, cy = w / 2 * SS, (h / 2 + 4) * SS
    rx, ry = 118 * SS, 100 * SS
    for base in (-150.0, 30.0):
        start, end = (base, base + 120) if direction == 1 else (base + 120, base)
        pts = shapes.arc_arrow(cx, cy, rx, ry, start, end, 14 * SS)
        d.polygon([(x + 3 * SS, y + 3 * SS) for x, y in pts], fill=(0, 0, 0, 110))
        d.polygon(pts, fill=fill, outline=(255, 255, 255, 255), width=2 * SS)
    return big.resize((w, h), Image.Resampling.LANCZOS)


def _color_chip(img: Image.Image, color: str, palette_name: str) -> None:
    chip = _chip(color, palette_name)
    img.paste(chip, (SIZE[0] // 2 + 118 - chip.width // 2, SIZE[1] // 2 + 4 - chip.height // 2),
              chip)


@lru_cache(maxsize=16)
def _chip(color: str, palette_name: str) -> Image.Image:
    """A disc in the colour in play with that colour's mark: readable without colour."""
    size = 40
    big = Image.new("RGBA", (size * SS * 2, size * SS * 2), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    s = size * 2 * SS
    d.ellipse((4, 4, s - 4, s - 4), fill=(*palette(palette_name).fill(color), 255),
              outline=(255, 255, 255, 255), width=5 * SS)
    shapes.draw_mark(d, COLOR_MARKS[color], s / 2, s / 2, s * 0.42, (255, 255, 255, 255),
                     (0, 0, 0, 255), 3 * SS)
    return big.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=2 * (MAX_FAN + 1))
def _fan(count: int, palette_name: str) -> Image.Image:
    """Up to MAX_FAN card backs spread like a hand, cropped to what is drawn (so the count
    beside it is placed by the fan's real width, never on it)."""
    shown = max(0, min(count, MAX_FAN))
    back = render_card("back", BACK_HEIGHT, palette_name=palette_name)
    box = Image.new("RGBA", (96, 64), (0, 0, 0, 0))
    if shown == 0:
        return box.crop((40, 0, 56, 64))  # an empty hand: a narrow gap, the count says 0
    spread = 12.0 if shown > 1 else 0.0
    for k in range(shown):
        angle = -spread * (k - (shown - 1) / 2) / max(1, (shown - 1) / 2) if shown > 1 else 0
        turned = back.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)
        x = 48 + (k - (shown - 1) / 2) * 6 - turned.width / 2
        y = 36 - turned.height / 2 + abs(k - (shown - 1) / 2) * 1.2
        box.alpha_composite(turned, (round(x), round(y)))
    left, _, right, _ = box.getbbox() or (0, 0, box.width, box.height)
    return box.crop((left, 0, right, box.height))


@lru_cache(maxsize=512)
def _label(name: str, is_turn: bool) -> Image.Image:
    """A seat's name (kept: the same names come back in every picture of a game)."""
    name = name if len(name) <= MAX_NAME else name[:MAX_NAME - 1] + "…"
    f = font(14)
    width = round(f.getlength(name)) + 30
    img = Image.new("RGBA", (width, 22), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.text((width / 2, 11), name, font=f, fill=TURN if is_turn else TEXT, anchor="mm",
           stroke_width=2, stroke_fill=(0, 0, 0))
    if is_turn:  # a pointer too, so the seat to act reads without colour
        x = width / 2 - f.getlength(name) / 2 - 5
        d.polygon([(x - 9, 5), (x, 11), (x - 9, 17)], fill=TURN, outline=(0, 0, 0))
    return img


@lru_cache(maxsize=128)
def _count(count: int) -> Image.Image:
    """The number of cards, cropped to its ink (stroke included)."""
    f = font(18)
    text = str(count)
    left, top, right, bottom = (round(v) for v in f.getbbox(text, stroke_width=3))
    img = Image.new("RGBA", (right - left + 2, bottom - top + 2), (0, 0, 0, 0))
    ImageDraw.Draw(img).text((1 - left, 1 - top), text, font=f, fill=TEXT, stroke_width=3,
                             stroke_fill=(0, 0, 0))
    return img


SEAT_W: Final = 116  # the seat's box (the turn frame)
SEAT_H: Final = 88
COUNT_GAP: Final = 3  # px between the fan and its count
UNO_BADGE_W: Final = 44


Box = tuple[int, int, int, int]


def seat_boxes(seat: Seat, sx: float, sy: float, palette_name: str = "classic"
               ) -> dict[str, Box]:
    """Where a seat's parts go (left, top, right, bottom): fan and count side by side,
    the UNO! badge left of the fan, the three centred together on the seat; the name below."""
    left, top = round(sx - SEAT_W / 2), round(sy - SEAT_H / 2)
    fan = _fan(min(seat.count, MAX_FAN), palette_name)
    count = _count(seat.count)
    label = _label(seat.name, seat.is_turn)
    badge = UNO_BADGE_W + 2 if seat.called_uno else 0
    fx = round(sx - (badge + fan.width + COUNT_GAP + count.width) / 2) + badge
    cx = fx + fan.width + COUNT_GAP
    cy = top + 37 - count.height // 2
    lx = round(sx - label.width / 2)
    boxes = {"seat": (left, top, left + SEAT_W, top + SEAT_H),
             "fan": (fx, top + 1, fx + fan.width, top + 1 + fan.height),
             "count": (cx, cy, cx + count.width, cy + count.height),
             "label": (lx, top + 56, lx + label.width, top + 56 + label.height)}
    if seat.called_uno:
        boxes["uno"] = (fx - badge, top + 40, fx - 2, top + 56)
    return boxes


def _seat(img: Image.Image, draw: ImageDraw.ImageDraw, seat: Seat, sx: float, sy: float,
          palette_name: str) -> None:
    boxes = seat_boxes(seat, sx, sy, palette_name)
    if seat.is_turn:
        draw.rounded_rectangle(boxes["seat"], 12, fill=(60, 64, 40), outline=TURN, width=3)
    for part, drawn in (("fan", _fan(min(seat.count, MAX_FAN), palette_name)),
                        ("count", _count(seat.count)),
                        ("label", _label(seat.name, seat.is_turn))):
        img.paste(drawn, boxes[part][:2], drawn)
    if "uno" in boxes:
        badge = boxes["uno"]
        draw.rounded_rectangle(badge, 6, fill=(226, 35, 42), outline=(255, 255, 255), width=1)
        draw.text(((badge[0] + badge[2]) / 2, (badge[1] + badge[3]) / 2), "UNO!",
                  font=font(11), fill=(255, 255, 255), anchor="mm")
