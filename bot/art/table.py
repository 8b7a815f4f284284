"""The table picture: top card, colour in play, direction, seats with fanned backs.

Input is a small frozen value (:class:`TableScene`) so this module knows nothing of the
engine.  :func:`table_png` is cached by content in a bounded LRU: the same scene is never
drawn twice.  The parts every picture shares (felt, fans of backs, direction arrows, card
faces) are drawn once and pasted, so a new picture costs a few pastes, a little text and
the PNG encoding.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from PIL import Image, ImageDraw, ImageOps

from bot.art import shapes
from bot.art.cards import WILD_RANKS, Face, render_card
from bot.art.fonts import drawable, fit_text, font
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
INK: Final = (0, 0, 0)
# Text for a picture shown 400 px wide (x 0.625): a name's letters ("Judy": 25 px of ink at
# 28 px) stay 15 px tall there, the card count 13 px, a badge's words 11 px.
NAME_PX: Final = 28
NAME_H: Final = 36
NAME_STROKE: Final = 3
COUNT_PX: Final = 24
BADGE_PX: Final = 20
BADGE_MIN_PX: Final = 15
BADGE_TEXT_W: Final = 80  # the widest badge words (px): "WINNER" at BADGE_PX
BADGE_H: Final = 30
POINTER_W: Final = 18
ROBOT_W: Final = 32
# the widest name (px) by number of seats (index): a side seat stays clear of the chip, a
# row of three seats (nine or ten) of each other
NAME_ROOM: Final = (300, 300, 300, 270, 170, 170, 170, 170, 170, 136, 136)
PAD: Final = 4  # inside the turn frame
GAP: Final = 4  # between the badge, the fan and the count
EDGE: Final = 4  # a seat keeps this far from the picture's edge
CHIP: Final = 48  # the colour chip's diameter
RING_RY: Final = 90  # the direction arrows' vertical radius: clear of the seats above, below


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    count: int
    is_turn: bool = False
    called_uno: bool = False
    catchable: bool = False  # one card and no UNO! called: anyone may catch them
    winner: bool = False  # won the hand
    ai: bool = False  # an AI seat (the font has no 🤖: a robot is drawn)
    pending: int = 0  # cards this seat must draw (a +2/+4 pending on its turn)


@dataclass(frozen=True, slots=True)
class BadgeWords:
    """The words drawn on the badges, in the reader's language (bot/screens/table.py says
    them); a pending draw is a number and a called UNO! is UNO! in every language."""

    winner: str = "WINNER"
    catch: str = "CATCH!"


@dataclass(frozen=True, slots=True)
class TableScene:
    """What the table picture shows.  `color` is the colour in play (r/y/g/b); direction
    is 1 for clockwise (seat order) and -1 for the other way.  Seats are in play order."""

    top: str
    color: str
    direction: int
    seats: tuple[Seat, ...]
    palette: str = "classic"
    words: BadgeWords = BadgeWords()
    ended: bool = False  # the game ended (stopped, idle): drawn greyed, as its message is

    def __post_init__(self) -> None:
        Face.parse(self.top)
        if self.color not in COLOR_LETTERS:
            raise ValueError(f"unknown colour {self.color!r}; use one of r, y, g, b")
        if self.direction not in (1, -1):
            raise ValueError("direction is 1 or -1")
        if not 1 <= len(self.seats) <= 10:
            raise ValueError("a table has 1 to 10 seats")
        palette(self.palette)


FORMAT: Final = "png"  # the file type table_image returns (its extension)


def table_image(scene: TableScene) -> bytes:
    """The picture of `scene` as PNG bytes (cached by content).

    A PNG of 256 colours, mapped to one palette made once from sample tables:
    the picture is flat colours and their edges, so it is ~28 kB where JPEG at quality 90
    without chroma subsampling was ~60 kB (the flat felt alone costs JPEG 14 kB), without
    JPEG's ringing round red on green; mapping to a palette made beforehand takes ~0.4 ms
    and the PNG at compression 1 ~1.3 ms (JPEG: ~1.5 ms; an RGB PNG took 8-14 ms, a
    palette made per picture ~8 ms). Raises ArtError if Pillow cannot draw.
    """
    return _table_image(scene)


@lru_cache(maxsize=1)
def palette_image() -> Image.Image:
    """The 256 colours every table picture is mapped to, quantized once (octree) from
    samples of what tables show, in both card palettes: a table with a wild top card (all
    four colours), the turn frame, each badge, a robot, names and fans; the felt with the
    arrows and chip of each colour (~0.2 s, once)."""
    w, h = SIZE
    parts: list[Image.Image] = []
    for pal in PALETTE_SOURCES:
        seats = (Seat("Judy Pyg", 7, True, ai=True), Seat("winner", 0, winner=True),
                 Seat("draw", 2, pending=4), Seat("catch", 1, catchable=True),
                 Seat("uno", 2, called_uno=True), Seat("many", 12))
        parts.append(render_table(TableScene("W4", "r", 1, seats, pal)))
        parts.append(render_table(TableScene("W4", "r", 1, seats, pal, ended=True)))
        parts += [_base(1, c, pal) for c in COLOR_LETTERS]
    montage = Image.new("RGB", (w * len(parts), h))
    for i, part in enumerate(parts):
        montage.paste(part, (i * w, 0))
    return montage.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


PALETTE_SOURCES: Final = ("classic", "high_contrast")


def table_cache_info() -> tuple[int, int, int]:
    """(hits, misses, current size) of the table picture cache."""
    info = _table_image.cache_info()
    return info.hits, info.misses, info.currsize


def clear_table_cache() -> None:
    _table_image.cache_clear()


@lru_cache(maxsize=CACHE_SIZE)
def _table_image(scene: TableScene) -> bytes:
    img = render_table(scene).quantize(palette=palette_image(), dither=Image.Dither.NONE)
    buf = io.BytesIO()
    img.save(buf, "PNG", compress_level=1)
    return buf.getvalue()


def render_table(scene: TableScene) -> Image.Image:
    w, h = SIZE
    img = _base(scene.direction, scene.color, scene.palette).copy()
    cx, cy = w / 2, h / 2 + 4
    chosen = scene.color if scene.top in WILD_RANKS else None
    face = render_card(scene.top, TOP_CARD_HEIGHT, palette_name=scene.palette, chosen=chosen)
    img.paste(face, (round(cx - face.width / 2), round(cy - face.height / 2)), face)
    draw = ImageDraw.Draw(img)
    room = name_room(len(scene.seats))
    for seat, (sx, sy) in zip(scene.seats, seat_centers(len(scene.seats)), strict=True):
        _seat(img, draw, seat, sx, sy, scene.palette, room, scene.words)
    return greyed(img) if scene.ended else img


def greyed(img: Image.Image) -> Image.Image:
    """An ended game's picture: its colours drained to a fifth and darkened, so it reads as
    over beside a live table, the cards and names still legible."""
    grey = ImageOps.grayscale(img).convert("RGB")
    return Image.blend(grey, img.convert("RGB"), 0.2).point(lambda v: round(v * 0.8))


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
    rx, ry = 118 * SS, RING_RY * SS
    for base in (-150.0, 30.0):
        start, end = (base, base + 120) if direction == 1 else (base + 120, base)
        pts = shapes.arc_arrow(cx, cy, rx, ry, start, end, 16 * SS)
        d.polygon([(x + 3 * SS, y + 3 * SS) for x, y in pts], fill=(0, 0, 0, 110))
        # outlined black (a line round the edge: half of it outside) then white (inside
        # the edge): any colour, green too, stands out on the green felt
        d.line([*pts, pts[0]], fill=(0, 0, 0, 255), width=6 * SS, joint="curve")
        d.polygon(pts, fill=fill, outline=(255, 255, 255, 255), width=2 * SS)
    return big.resize((w, h), Image.Resampling.LANCZOS)


def _color_chip(img: Image.Image, color: str, palette_name: str) -> None:
    chip = _chip(color, palette_name)
    img.paste(chip, (SIZE[0] // 2 + 118 - chip.width // 2, SIZE[1] // 2 + 4 - chip.height // 2),
              chip)


@lru_cache(maxsize=16)
def _chip(color: str, palette_name: str) -> Image.Image:
    """A disc in the colour in play with that colour's mark (readable without colour),
    ringed black then white so that it stands out on the felt whatever its colour."""
    size = CHIP
    big = Image.new("RGBA", (size * SS * 2, size * SS * 2), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    s = size * 2 * SS
    d.ellipse((0, 0, s - 1, s - 1), fill=(0, 0, 0, 255))
    ring = 4 * SS * 2
    d.ellipse((ring, ring, s - 1 - ring, s - 1 - ring),
              fill=(*palette(palette_name).fill(color), 255), outline=(255, 255, 255, 255),
              width=3 * SS * 2)
    shapes.draw_mark(d, COLOR_MARKS[color], s / 2, s / 2, s * 0.4, (255, 255, 255, 255),
                     (0, 0, 0, 255), 3 * SS)
    return big.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=2 * (MAX_FAN + 1))
def _fan(count: int, palette_name: str) -> Image.Image:
    """Up to MAX_FAN card backs spread like a hand, cropped to what is drawn (so the count
    beside it is placed by the fan's real size, never on it)."""
    shown = max(0, min(count, MAX_FAN))
    back = render_card("back", BACK_HEIGHT, palette_name=palette_name)
    box = Image.new("RGBA", (96, 64), (0, 0, 0, 0))
    if shown == 0:
        return box.crop((40, 8, 56, 56))  # an empty hand: a narrow gap, the count says 0
    spread = 12.0 if shown > 1 else 0.0
    for k in range(shown):
        angle = -spread * (k - (shown - 1) / 2) / max(1, (shown - 1) / 2) if shown > 1 else 0
        turned = back.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True)
        x = 48 + (k - (shown - 1) / 2) * 6 - turned.width / 2
        y = 32 - turned.height / 2 + abs(k - (shown - 1) / 2) * 1.2
        box.alpha_composite(turned, (round(x), round(y)))
    return box.crop(box.getbbox() or (0, 0, box.width, box.height))


def name_room(seats: int) -> int:
    """The widest a seat's name may be drawn at this many seats (px): its neighbours'
    names never touch it (tests/art/test_table_layout.py)."""
    return NAME_ROOM[min(max(seats, 1), len(NAME_ROOM) - 1)]


@lru_cache(maxsize=512)
def _label(name: str, is_turn: bool, ai: bool, room: int) -> Image.Image:
    """A seat's name, big enough to read on a phone, cut to ``room`` px; a pointer before
    the name of the seat to act (so it reads without colour), a robot after an AI seat's.
    Kept: the same names come back in every picture of a game."""
    f = font(NAME_PX)
    pointer = POINTER_W if is_turn else 0
    robot = ROBOT_W if ai else 0
    text = fit_text(drawable(name), f, room - pointer - robot - 2 * NAME_STROKE)
    text_w = round(f.getlength(text))
    width = pointer + text_w + robot + 2 * NAME_STROKE + 2
    img = Image.new("RGBA", (width, NAME_H), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    color = TURN if is_turn else TEXT
    x = pointer + NAME_STROKE + 1
    d.text((x, NAME_H / 2), text, font=f, fill=color, anchor="lm", stroke_width=NAME_STROKE,
           stroke_fill=INK)
    if is_turn:
        d.polygon([(2, 7), (POINTER_W - 5, NAME_H / 2), (2, NAME_H - 7)], fill=TURN,
                  outline=INK, width=2)
    if ai:
        _robot(d, x + text_w + 6, NAME_H / 2, color)
    return img


def _robot(d: ImageDraw.ImageDraw, left: float, cy: float, color: tuple[int, int, int]) -> None:
    """A small robot head (the font has no 🤖): antenna, head, two eyes."""
    w, h = ROBOT_W - 8, 17
    top = cy - h / 2 + 4
    mid = left + w / 2
    d.line((mid, top - 7, mid, top), fill=INK, width=4)
    d.line((mid, top - 7, mid, top), fill=color, width=2)
    d.ellipse((mid - 4, top - 12, mid + 4, top - 4), fill=color, outline=INK, width=2)
    d.rounded_rectangle((left, top, left + w, top + h), 5, fill=color, outline=INK, width=2)
    for ex in (left + w * 0.3, left + w * 0.7):
        d.ellipse((ex - 3, top + h / 2 - 4, ex + 3, top + h / 2 + 2), fill=INK)


@lru_cache(maxsize=128)
def _count(count: int) -> Image.Image:
    """The number of cards, cropped to its ink (stroke included)."""
    f = font(COUNT_PX)
    text = str(count)
    left, top, right, bottom = (round(v) for v in f.getbbox(text, stroke_width=3))
    img = Image.new("RGBA", (right - left + 2, bottom - top + 2), (0, 0, 0, 0))
    ImageDraw.Draw(img).text((1 - left, 1 - top), text, font=f, fill=TEXT, stroke_width=3,
                             stroke_fill=INK)
    return img


# (fill, text) of each badge: a pending draw on the seat to act, a player who can be
# caught, the hand's winner, a called UNO!
BADGES: Final[dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]]] = {
    "draw": ((226, 35, 42), (255, 255, 255)),
    "catch": ((255, 140, 0), (0, 0, 0)),
    "winner": ((255, 214, 64), (0, 0, 0)),
    "uno": ((255, 255, 255), (200, 20, 30)),
}


def badge_of(seat: Seat, words: BadgeWords = BadgeWords()) -> tuple[str, str] | None:
    """(kind, words) of the seat's badge, if any: one at a time, the most pressing."""
    if seat.winner:
        return "winner", drawable(words.winner)
    if seat.pending:
        return "draw", f"+{seat.pending}"
    if seat.catchable:
        return "catch", drawable(words.catch)
    if seat.called_uno:
        return "uno", "UNO!"
    return None


@lru_cache(maxsize=64)
def _badge(kind: str, words: str) -> Image.Image:
    fill, ink = BADGES[kind]
    size = BADGE_PX  # smaller for longer words (another language's): the seat's room holds
    while size > BADGE_MIN_PX and font(size).getlength(words) > BADGE_TEXT_W:  # one as wide
        size -= 1  # as "WINNER"
    f = font(size)
    width = round(f.getlength(words)) + 16
    img = Image.new("RGBA", (width, BADGE_H), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((1, 1, width - 2, BADGE_H - 2), 8, fill=fill, outline=INK, width=2)
    for dx in (-0.5, 0.5):  # bold by a shift, not a stroke: the dot of "!" stays apart
        d.text((width / 2 + dx, BADGE_H / 2), words, font=f, fill=ink, anchor="mm")
    return img


Box = tuple[int, int, int, int]


def seat_boxes(seat: Seat, sx: float, sy: float, palette_name: str = "classic",
               room: int = NAME_ROOM[-1], words: BadgeWords = BadgeWords()) -> dict[str, Box]:
    """Where a seat's parts go (left, top, right, bottom): the badge, the fan and the count
    side by side, the name under them, all centred on (sx, sy) and kept inside the
    picture; ``seat`` is the turn frame around them."""
    fan = _fan(min(seat.count, MAX_FAN), palette_name)
    count = _count(seat.count)
    label = _label(seat.name, seat.is_turn, seat.ai, room)
    badge = _badge(*b) if (b := badge_of(seat, words)) else None
    # a badge too wide for the seat's room covers the left of the fan (never the count)
    cover = 0 if badge is None else min(
        max(0, badge.width + GAP + fan.width + GAP + count.width - room), fan.width * 3 // 5)
    row_w = (badge.width + GAP - cover if badge else 0) + fan.width + GAP + count.width
    row_h = max(fan.height, count.height, badge.height if badge else 0)
    width = max(row_w, label.width) + 2 * PAD
    height = PAD + row_h + 2 + label.height + PAD
    w, h = SIZE
    left = round(min(max(sx - width / 2, EDGE), w - EDGE - width))
    top = round(min(max(sy - height / 2, EDGE), h - EDGE - height))
    mid = left + width / 2
    x = round(mid - row_w / 2)
    row_mid = top + PAD + row_h / 2
    boxes: dict[str, Box] = {"seat": (left, top, left + width, top + height)}
    if badge is not None:
        by = round(row_mid - badge.height / 2)
        boxes["badge"] = (x, by, x + badge.width, by + badge.height)
        x += badge.width + GAP - cover
    fy = round(row_mid - fan.height / 2)
    boxes["fan"] = (x, fy, x + fan.width, fy + fan.height)
    x += fan.width + GAP
    cy = round(row_mid - count.height / 2)
    boxes["count"] = (x, cy, x + count.width, cy + count.height)
    lx, ly = round(mid - label.width / 2), top + PAD + row_h + 2
    boxes["label"] = (lx, ly, lx + label.width, ly + label.height)
    return boxes


# Seats go round the edge of the picture, clear of the middle (top card, arrows, chip):
# along the top and the bottom (one, two or three) and down the sides (one or two), in
# play order clockwise from the top. Round an ellipse, neighbours' names met at the sides.
_TOP, _BOTTOM, _MID, _UPPER, _LOWER = 52, 368, 214, 160, 262
_LEFT, _RIGHT = 71, 569
T, B = (320, _TOP), (320, _BOTTOM)
TL, TR, BL, BR = (174, _TOP), (466, _TOP), (174, _BOTTOM), (466, _BOTTOM)  # rows of 3
TL2, TR2, BL2, BR2 = (200, _TOP), (440, _TOP), (200, _BOTTOM), (440, _BOTTOM)  # rows of 2
L, R = (_LEFT, _MID), (_RIGHT, _MID)
LU, LL, RU, RL = (_LEFT, _UPPER), (_LEFT, _LOWER), (_RIGHT, _UPPER), (_RIGHT, _LOWER)
SEATING: Final[dict[int, tuple[tuple[int, int], ...]]] = {
    1: (T,), 2: (T, B), 3: (T, BR, BL), 4: (T, R, B, L), 5: (T, R, BR2, BL2, L),
    6: (T, RU, RL, B, LL, LU), 7: (T, RU, RL, BR2, BL2, LL, LU),
    8: (TR2, RU, RL, BR2, BL2, LL, LU, TL2),
    9: (T, TR, RU, RL, BR2, BL2, LL, LU, TL),
    10: (T, TR, RU, RL, BR, B, BL, LL, LU, TL),
}


def seat_centers(n: int) -> list[tuple[float, float]]:
    """Where each of ``n`` seats sits (the middle of its box), in play order."""
    return [(float(x), float(y)) for x, y in SEATING[n]]


def _seat(img: Image.Image, draw: ImageDraw.ImageDraw, seat: Seat, sx: float, sy: float,
          palette_name: str, room: int, words: BadgeWords) -> None:
    boxes = seat_boxes(seat, sx, sy, palette_name, room, words)
    if seat.is_turn:
        draw.rounded_rectangle(boxes["seat"], 12, fill=(60, 64, 40), outline=TURN, width=3)
    parts = [("fan", _fan(min(seat.count, MAX_FAN), palette_name)),
             ("count", _count(seat.count)),
             ("label", _label(seat.name, seat.is_turn, seat.ai, room))]
    if (b := badge_of(seat, words)) is not None:
        parts.append(("badge", _badge(*b)))
    for part, drawn in parts:
        img.paste(drawn, boxes[part][:2], drawn)
