"""`python -m bot` / `uno-bot`: configuration, logging, then run the bot on Discord; or,
with `--local`, the browser playground (bot/local/run.py)."""

from __future__ import annotations

import argparse
import os
import sys

from dotenv import find_dotenv, load_dotenv

from bot.config import ConfigError, load_settings
from bot.logs import setup_logging

# the playground's page (uno-bot --local)
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8080


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="uno-bot", description="Run the UNO bot on Discord (DISCORD_TOKEN in the "
        "environment or .env), or with --local in a browser playground that needs no "
        "Discord account.")
    p.add_argument("--local", action="store_true",
                   help="play in the browser: an embedded Discord, the bot and a web page")
    p.add_argument("--port", type=_port, default=None,
                   help=f"the page's port with --local (default {DEFAULT_PORT})")
    p.add_argument("--host", default=None,
                   help=f"the page's address with --local (default {DEFAULT_HOST}; 0.0.0.0 "
                   "lets others on your network play)")
    return p


def _port(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"a port is a number from 1 to 65535 (got {text!r})")
    return int(text)


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(sys.argv[1:] if argv is None else argv)
    # The .env of the folder the bot is started from; real environment variables win.
    load_dotenv(find_dotenv(usecwd=True), override=False)
    from bot.i18n import CatalogError, load

    try:  # the languages: a catalog that cannot be read stops the bot now, not mid-game
        load()
    except CatalogError as error:
        print(f"uno-bot: language catalog error: {error}", file=sys.stderr)
        return 2
    if args.local:
        from bot.local.run import main as play_locally

        return play_locally(args.host or DEFAULT_HOST, args.port or DEFAULT_PORT)
    if args.port is not None or args.host is not None:
        print("uno-bot: --port and --host are for the playground: uno-bot --local --port N",
              file=sys.stderr)
        return 2
    try:
        settings = load_settings(os.environ)
    except ConfigError as error:
        print(f"uno-bot: configuration error: {error}", file=sys.stderr)
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
