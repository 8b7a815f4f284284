"""Discord-facing rendering: card faces, embeds, component layouts, DynamicItems."""
