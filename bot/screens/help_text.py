"""`/uno help`: how to play in a few short paragraphs, then the commands (in the reader's
language: help.ftl)."""

from __future__ import annotations

from bot.i18n import EN, Lang

HOW_TO_PLAY = ("help-title", "help-join", "help-hand", "help-playing", "help-uno",
               "help-winning")
COMMANDS = ("help-commands", "help-cmd-start", "help-cmd-join", "help-cmd-hand",
            "help-cmd-rules", "help-cmd-stop", "help-cmd-stats", "help-cmd-settings",
            "help-cmd-prefs")


def help_text(lang: Lang = EN) -> str:
    """The whole `/uno help` answer (fits one message)."""
    return ("\n\n".join(map(lang, HOW_TO_PLAY)) + "\n\n"
            + "\n".join(map(lang, COMMANDS)))[:1990]
