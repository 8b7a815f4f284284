"""`/uno help`: how to play in a few short paragraphs, then the commands; and what the
leaderboard counts (ratings, seasons, leavers, stops, AI players) in an embed (in the
reader's language: help.ftl)."""

from __future__ import annotations

import discord

from bot.i18n import EN, Lang
from bot.ratings.model import PROVISIONAL_HANDS

HOW_TO_PLAY = ("help-title", "help-join", "help-hand", "help-playing", "help-uno",
               "help-winning")
COMMANDS = ("help-commands", "help-cmd-start", "help-cmd-join", "help-cmd-hand",
            "help-cmd-rules", "help-cmd-stop", "help-cmd-stats", "help-cmd-settings",
            "help-cmd-prefs")
WHAT_COUNTS = ("counts-rating", "counts-leaving", "counts-stops", "counts-ai",
               "counts-seasons")


def help_text(lang: Lang = EN) -> str:
    """The whole `/uno help` answer (fits one message)."""
    return ("\n\n".join(map(lang, HOW_TO_PLAY)) + "\n\n"
            + "\n".join(map(lang, COMMANDS)))[:1990]


def what_counts_embed(lang: Lang = EN) -> discord.Embed:
    """The rules of the leaderboard (under `/uno help`)."""
    text = "\n\n".join(lang(key, provisional=PROVISIONAL_HANDS) for key in WHAT_COUNTS)
    return discord.Embed(title=lang("counts-title"), description=text,
                         colour=discord.Colour.from_rgb(255, 222, 0))
