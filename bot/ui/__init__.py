"""Discord-facing rendering: card faces, embeds, component layouts, game buttons."""
