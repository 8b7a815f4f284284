"""Pictures of the game drawn with Pillow: card faces, card emoji, the table, the match chart.

Pure: never imports discord.  Every function raises ArtError when Pillow cannot draw (no
FreeType...); the caller falls back to text and logs one line.
"""

from bot.art.cards import all_codes, card_png, card_size, render_card
from bot.art.fonts import ArtError

__all__ = ["ArtError", "all_codes", "card_png", "card_size", "render_card"]
