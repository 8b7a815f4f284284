"""``uno-bot --local [--port 8080] [--host 127.0.0.1]``: the playground.

Starts the embedded Discord (on 127.0.0.1, a free port, a token made for this run), the
real bot against it (the same cogs, engine and storage; SQLite in data/), and the page
at http://HOST:PORT/. Stops on Ctrl-C or SIGTERM. No Discord account, no token."""

from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
import os
import signal
import socket
import sys
from collections.abc import Mapping
from pathlib import Path

from aiohttp import web

from bot.config import ConfigError, Settings, load_settings
from bot.local.web.app import Page
from bot.local.world import build_world, members

DATABASE = Path("data") / "playground.sqlite3"
# what the playground takes from the environment (and .env): how the bot plays and logs;
# never a token, an endpoint or a database of a real deployment
KEPT = ("UNO_AI_DELAY", "UNO_AI_THINK_MS", "LOG_LEVEL")
READY_TIMEOUT = 60.0
EMOJI_TIMEOUT = 30.0


class PlaygroundError(Exception):
    """Why the playground cannot start: one line for the operator."""


def settings_for(environ: Mapping[str, str], token: str, api_base: str,
                 gateway_url: str) -> Settings:
    env = {k: environ[k] for k in KEPT if environ.get(k)}
    env.setdefault("LOG_LEVEL", "WARNING")  # the start-up lines stand out
    env.update({"DISCORD_TOKEN": token, "DISCORD_API_BASE": api_base,
                "DISCORD_GATEWAY_URL": gateway_url, "UNO_DATABASE": str(DATABASE)})
    return load_settings(env)


def main(host: str, port: int, environ: Mapping[str, str] | None = None) -> int:
    environ = os.environ if environ is None else environ
    try:
        return asyncio.run(_run(host, port, environ))
    except PlaygroundError as problem:
        print(f"uno-bot: {problem}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 0


async def _run(host: str, port: int, environ: Mapping[str, str]) -> int:
    from bot.logs import setup_logging
    from bot.storage import StorageError

    discord = build_world()
    page = Page(discord)
    runner = web.AppRunner(page.app(), access_log=None, handle_signals=False,
                           shutdown_timeout=0.5)
    await runner.setup()
    try:
        await _listen(runner, host, port)
        print("UNO playground: starting the bot and uploading its card art…", flush=True)
        await discord.start()
        try:
            settings = settings_for(environ, discord.token, discord.api_base,
                                    discord.gateway_url)
        except ConfigError as error:
            raise PlaygroundError(f"configuration error: {error}") from None
        setup_logging(settings.log_level_number)
        if not environ.get("LOG_LEVEL"):
            # The embedded Discord forgets its messages when it stops, so after a restart the
            # bot's first edits of a game's messages are refused (it posts them anew): said
            # only when asked for (LOG_LEVEL), like every refusal it logs
            logging.getLogger("bot.local.server").setLevel(logging.ERROR)
        DATABASE.parent.mkdir(parents=True, exist_ok=True)
        try:
            await asyncio.to_thread(_check_database, settings)
        except StorageError as error:
            raise PlaygroundError(f"{DATABASE} cannot be used: {error}") from None
        return await _play(page, settings, host, port)
    finally:
        await page.live.close()
        await runner.cleanup()
        await discord.close()


async def _listen(runner: web.AppRunner, host: str, port: int) -> None:
    site = web.TCPSite(runner, host, port)
    try:
        await site.start()
    except OSError as error:
        if error.errno == errno.EADDRINUSE:
            raise PlaygroundError(f"port {port} is in use on {host}: stop what uses it, or "
                                  f"choose another port with --port") from None
        reason = error.strerror or str(error)
        raise PlaygroundError(f"cannot listen on {host}:{port}: {reason}") from None


def _check_database(settings: Settings) -> None:
    from bot.storage import check_database

    check_database(settings.database)


async def _play(page: Page, settings: Settings, host: str, port: int) -> int:
    from bot.client import UnoBot, apply_endpoints

    apply_endpoints(settings)
    bot = UnoBot(settings, guild_ready_timeout=0.2)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop.set)
    running = asyncio.create_task(bot.start(settings.token), name="uno-bot")
    try:
        end = loop.time() + READY_TIMEOUT
        while not bot.is_ready():  # (wait_until_ready() refuses a client not logged in yet)
            if running.done():
                raise PlaygroundError(f"the bot stopped while starting: {running.exception()!r}")
            if stop.is_set():
                return 0
            if loop.time() > end:
                raise PlaygroundError(f"the bot was not ready within {READY_TIMEOUT:g} s")
            await asyncio.sleep(0.05)
        # The card art is uploaded anew each run (the embedded Discord starts empty): a few
        # seconds; hands shown before it is complete would show text labels
        with contextlib.suppress(AssertionError):
            await page.discord.wait_for(lambda: bot.card_emoji.ready or running.done(),
                                        timeout=EMOJI_TIMEOUT, what="the card art")
        page.ready = True
        for line in start_lines(page, host, port):
            print(line, flush=True, file=sys.stderr if "warning:" in line else sys.stdout)
        stopping = asyncio.create_task(stop.wait())
        await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
        stopping.cancel()
        if running.done() and not stop.is_set():
            raise PlaygroundError(f"the bot stopped: {running.exception()!r}")
        return 0
    finally:
        page.ready = False
        await bot.close()
        if not running.done():
            running.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await running
        print("UNO playground stopped.", flush=True)


def start_lines(page: Page, host: str, port: int) -> list[str]:
    names = [u.username for u in members(page.discord)]
    local = "127.0.0.1" if host in ("0.0.0.0", "", "::") else host
    shown = f"[{local}]" if ":" in local else local
    lines = [f"UNO playground: open http://{shown}:{port}/ in your browser "
             f"(you are {names[0]}; another tab as {names[1]}: http://{shown}:{port}/?as="
             f"{names[1]})"]
    if host not in ("127.0.0.1", "localhost", "::1"):
        lines.append(f"uno-bot: warning: the page listens on {host}:{port}: anyone who can "
                     f"reach this port can play as any member ({', '.join(names)})")
        address = _network_address()
        if address and host in ("0.0.0.0", ""):
            lines.append(f"On your network: http://{address}:{port}/?as={names[1]}")
    lines.append("Stop with Ctrl-C.")
    return lines


def _network_address() -> str | None:
    """This machine's address on its network (a UDP socket sends nothing to connect)."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere
        address: str = s.getsockname()[0]
        return address
    return None
