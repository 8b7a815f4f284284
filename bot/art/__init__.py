"""Pictures of the game drawn with Pillow: card faces, card emoji, the table, the match chart.

Pure: never imports discord.  Every function raises ArtError when Pillow cannot draw (no
FreeType...); the caller falls back to text and logs one line.  Drawing is CPU work: call
it through ``asyncio.to_thread``, never on the event loop.
"""

from bot.art.cards import all_codes, card_png, card_size, render_card
from bot.art.chart import MatchChart, PlayerLine, chart_png
from bot.art.emoji import ART_VERSION, emoji_key, emoji_name, emoji_png, emoji_specs
from bot.art.fonts import ArtError
from bot.art.table import FORMAT as TABLE_FORMAT
from bot.art.table import BadgeWords, Seat, TableScene, table_image

__all__ = [
    "ART_VERSION", "TABLE_FORMAT", "ArtError", "BadgeWords", "MatchChart", "PlayerLine", "Seat",
    "TableScene",
    "all_codes", "card_png", "card_size", "chart_png", "emoji_key", "emoji_name", "emoji_png",
    "emoji_specs", "render_card", "table_image",
]
