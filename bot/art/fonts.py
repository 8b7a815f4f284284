"""The one font the art uses: Pillow's bundled scalable font (no system font needed), and
what of a text it can draw."""

from __future__ import annotations

import io
import unicodedata
from functools import lru_cache
from typing import Final

from fontTools.ttLib import TTFont
from PIL import ImageFont

# Latin letters that do not decompose into a base letter and accents (NFKD)
_SPELLED: Final[dict[str, str]] = {
    "ß": "ss", "æ": "ae", "Æ": "AE", "ø": "o", "Ø": "O", "œ": "oe", "Œ": "OE", "ł": "l",
    "Ł": "L", "đ": "d", "Đ": "D", "ı": "i", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D",
}


class ArtError(RuntimeError):
    """A picture could not be drawn (no font, Pillow without FreeType...).

    Callers catch it, fall back to text and log one line.
    """


@lru_cache(maxsize=128)
def font(size: int) -> ImageFont.FreeTypeFont:
    """Pillow's bundled font at `size` px (Pillow >= 10.1 built with FreeType)."""
    try:
        loaded = ImageFont.load_default(size=max(1, size))
    except (OSError, ImportError, TypeError) as exc:  # no FreeType / an old Pillow
        raise ArtError(f"Pillow cannot load its bundled font at {size}px: {exc}") from exc
    if not isinstance(loaded, ImageFont.FreeTypeFont):
        raise ArtError("Pillow was built without FreeType; scalable text is not available")
    return loaded


@lru_cache(maxsize=1)
def charset() -> frozenset[int]:
    """The code points the font has a glyph for (its cmap). The bundled font (Aileron) is
    small: ASCII and a few signs, no accents, no emoji; a character it lacks draws as an
    empty box. Printable ASCII if the font's bytes cannot be read."""
    data = getattr(font(16), "font_bytes", None)
    try:
        return frozenset(TTFont(io.BytesIO(data)).getBestCmap()) if data else _ASCII
    except Exception:  # noqa: BLE001 - an unreadable font: the conservative set
        return _ASCII


_ASCII: Final = frozenset(range(0x20, 0x7F))


@lru_cache(maxsize=1024)
def drawable(text: str, fallback: str = "?") -> str:
    """``text`` as the font can draw it: a letter with an accent it lacks loses the accent
    ("Zoë" -> "Zoe"), anything else it lacks (emoji, other scripts) is left out, spaces
    are tidied. ``fallback`` when nothing drawable is left."""
    have = charset()
    out: list[str] = []
    for ch in text:
        if ord(ch) in have:
            out.append(ch)
        elif ch in _SPELLED:
            out.append(_SPELLED[ch])
        else:
            out.extend(c for c in unicodedata.normalize("NFKD", ch)
                       if ord(c) in have and not unicodedata.combining(c))
    return " ".join("".join(out).split()) or fallback


def fit_text(text: str, f: ImageFont.FreeTypeFont, width: float) -> str:
    """``text`` cut (with "…") to ``width`` px in font ``f``."""
    if f.getlength(text) <= width:
        return text
    while text and f.getlength(text.rstrip() + "…") > width:
        text = text[:-1]
    return text.rstrip() + "…"
