"""One logging format for the bot and discord.py."""

from __future__ import annotations

import logging
import sys

LOG_FORMAT = "%(asctime)s %(levelname)-8s %(name)s: %(message)s"


def setup_logging(level: int) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(LOG_FORMAT, datefmt="%Y-%m-%d %H:%M:%S"))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    # discord.py is chatty at INFO; its logs matter only when debugging.
    discord_level = logging.DEBUG if level <= logging.DEBUG else logging.WARNING
    logging.getLogger("discord").setLevel(discord_level)
