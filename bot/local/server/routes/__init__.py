"""The REST routes of the embedded Discord, by subject."""
