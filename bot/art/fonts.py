"""The one font the art uses: Pillow's bundled scalable font (no system font needed)."""

from __future__ import annotations

from functools import lru_cache

from PIL import ImageFont


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
