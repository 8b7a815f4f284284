"""Card colours, per-colour marks and the two palettes (classic, high contrast).

A palette maps each card colour letter (``r y g b``) to a fill.  Every colour also has its
own mark (a shape) so the four colours differ without colour vision: the marks differ in
shape, and in the high-contrast palette the fills also differ strongly in lightness.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

RGB = tuple[int, int, int]

COLOR_LETTERS: Final[str] = "rygb"
COLOR_NAMES: Final[dict[str, str]] = {"r": "red", "y": "yellow", "g": "green", "b": "blue"}
#: the shape each colour carries (drawn by :func:`bot.art.shapes.draw_mark`)
COLOR_MARKS: Final[dict[str, str]] = {
    "r": "triangle", "y": "circle", "g": "square", "b": "diamond",
}


@dataclass(frozen=True, slots=True)
class Palette:
    name: str
    fills: dict[str, RGB]
    wild: RGB  # the body of wild / blank cards
    ink: RGB  # outlines, shadows
    oval: RGB
    outline_scale: float  # the card's dark border, as a share of the card width

    def fill(self, letter: str) -> RGB:
        return self.fills[letter]


CLASSIC: Final = Palette(
    name="classic",
    fills={"r": (226, 35, 42), "y": (252, 206, 24), "g": (24, 160, 76), "b": (16, 104, 190)},
    wild=(22, 22, 26), ink=(20, 20, 24), oval=(255, 255, 255), outline_scale=0.0,
)
# Lightness apart (greyscale ~60 / 95 / 150 / 210) and a black border around everything.
HIGH_CONTRAST: Final = Palette(
    name="high_contrast",
    fills={"r": (214, 36, 30), "y": (255, 226, 0), "g": (60, 200, 70), "b": (24, 52, 168)},
    wild=(0, 0, 0), ink=(0, 0, 0), oval=(255, 255, 255), outline_scale=0.035,
)
PALETTES: Final[dict[str, Palette]] = {p.name: p for p in (CLASSIC, HIGH_CONTRAST)}


def palette(name: str) -> Palette:
    try:
        return PALETTES[name]
    except KeyError:
        raise ValueError(f"unknown palette {name!r}; choose one of {', '.join(PALETTES)}")\
            from None
