"""UNO for Discord: a discord.py bot with a pure rules engine."""

__version__ = "0.1.0"
