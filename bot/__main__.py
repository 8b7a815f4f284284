"""`python -m bot` / `uno-bot`: configuration, logging, then run the bot."""

from __future__ import annotations

import os
import sys

from dotenv import find_dotenv, load_dotenv

from bot.config import ConfigError, load_settings
from bot.logs import setup_logging


def main() -> int:
    # The .env of the folder the bot is started from; real environment variables win.
    load_dotenv(find_dotenv(usecwd=True), override=False)
    try:
        settings = load_settings(os.environ)
    except ConfigError as error:
        print(f"uno-bot: configuration error: {error}", file=sys.stderr)
        return 2
    from bot.i18n import CatalogError, load

    try:  # the languages: a catalog that cannot be read stops the bot now, not mid-game
        load()
    except CatalogError as error:
        print(f"uno-bot: language catalog error: {error}", file=sys.stderr)
        return 2
    from bot.storage import StorageError, check_database

    try:
        check_database(settings.database)
    except StorageError as error:
        print(f"uno-bot: UNO_DATABASE={settings.database_label} cannot be used: {error}",
              file=sys.stderr)
        return 2
    setup_logging(settings.log_level_number)

    # Imported late so a configuration error answers fast and without discord.py's import cost.
    import discord

    from bot.client import UnoBot, apply_endpoints

    apply_endpoints(settings)
    bot = UnoBot(settings)
    try:
        bot.run(settings.token, log_handler=None)
    except discord.LoginFailure:
        print("uno-bot: Discord refused the token: check DISCORD_TOKEN.", file=sys.stderr)
        return 1
    except StorageError as error:  # e.g. a migration the database refuses
        print(f"uno-bot: UNO_DATABASE={settings.database_label} cannot be used: {error}",
              file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
