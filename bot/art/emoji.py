"""Card emoji: their names (carrying the art version) and their square PNG images.

Names look like ``uno_v1_r5`` (classic) and ``uno_v1_hc_r5`` (high contrast); a wild given
a colour is ``uno_v1_W4g``; the card back is ``uno_v1_back``.  Bump ART_VERSION whenever the
drawings change: the bot then uploads the new set and deletes the old one.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from typing import Final

from PIL import Image

from bot.art.cards import WILD_RANKS, all_codes, render_card
from bot.art.palette import COLOR_LETTERS

ART_VERSION: Final = 1
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
    """The card centred on a transparent square, EMOJI_SIZE px, as PNG bytes."""
    face = render_card(spec.code, EMOJI_SIZE, palette_name=spec.palette, chosen=spec.chosen,
                       compact=True)
    square = Image.new("RGBA", (EMOJI_SIZE, EMOJI_SIZE), (0, 0, 0, 0))
    square.paste(face, ((EMOJI_SIZE - face.width) // 2, 0))
    buf = io.BytesIO()
    square.save(buf, "PNG", optimize=True)
    return buf.getvalue()
