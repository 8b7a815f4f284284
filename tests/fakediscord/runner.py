"""Running the real bot against the fake: in-process (a task in the test's loop) or as the
real ``python -m bot`` subprocess."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import os
import signal
import sys
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Any

import discord
from discord.http import Route

from bot.art.emoji import EmojiSpec, emoji_png
from bot.client import UnoBot, apply_endpoints
from bot.config import Settings
from bot.plumbing.emoji_sync import SyncResult, sync_card_emoji
from tests.fakediscord.server import FakeDiscord

REPO_ROOT = Path(__file__).resolve().parents[2]


def settings_for(fake: FakeDiscord, database: Path | str, *, dev_guild: int | None = None,
                 log_level: str = "INFO") -> Settings:
    return Settings(token=fake.token, database=database, dev_guild=dev_guild,
                    log_level=log_level, api_base=fake.api_base, gateway_url=fake.gateway_url,
                    ai_delay=0.0)


@functools.cache
def drawn(spec: EmojiSpec) -> bytes:
    """A card emoji's picture, drawn once a test session (the set is ~3 s of CPU)."""
    return emoji_png(spec)


class InProcessBot(UnoBot):
    """UnoBot plus test-only extensions, without the 5 s sleep before re-IDENTIFY; its card
    emoji sync (``card_emoji`` tests) draws each picture once a session."""

    def __init__(self, settings: Settings, *, extra_extensions: Sequence[str] = (),
                 **options: Any) -> None:
        super().__init__(settings, **options)
        self.extra_extensions = tuple(extra_extensions)

    async def setup_hook(self) -> None:
        for extension in self.extra_extensions:
            await self.load_extension(extension)
        await super().setup_hook()

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        return None

    async def _sync_card_emoji(self) -> SyncResult | None:
        return await sync_card_emoji(self, self.card_emoji, render=drawn)


HANDLER_TASK_PREFIXES = (
    "CommandTree-invoker", "discord-ui-view-dispatch", "discord-ui-dynamic-item",
    "discord-ui-modal-dispatch", "discord.py: on_interaction",
)


def bot_busy() -> bool:
    """True while discord.py is still running an interaction handler in this loop."""
    return any(not t.done() and t.get_name().startswith(HANDLER_TASK_PREFIXES)
               for t in asyncio.all_tasks())


class ErrorCollector(logging.Handler):
    """Collects ERROR records logged by the bot and discord.py (not by the fake)."""

    def __init__(self, sink: list[logging.LogRecord]) -> None:
        super().__init__(logging.ERROR)
        self.sink = sink

    def emit(self, record: logging.LogRecord) -> None:
        if not record.name.startswith("bot.local.server"):
            self.sink.append(record)


@contextlib.asynccontextmanager
async def running_bot(fake: FakeDiscord, settings: Settings, *,
                      extensions: Sequence[str] = (), ready_timeout: float = 10.0,
                      errors: list[logging.LogRecord] | None = None,
                      **options: Any) -> AsyncIterator[InProcessBot]:
    """Start the bot as a task in this loop; yield it once READY; close it cleanly."""
    old_base, old_gateway = Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    apply_endpoints(settings)
    collector = ErrorCollector(errors if errors is not None else [])
    logging.getLogger().addHandler(collector)
    options.setdefault("guild_ready_timeout", 0.05)
    bot = InProcessBot(settings, extra_extensions=extensions, **options)
    task = asyncio.create_task(bot.start(settings.token), name="uno-bot")
    try:
        ready = asyncio.create_task(bot.wait_until_ready())
        done, _ = await asyncio.wait({task, ready}, timeout=ready_timeout,
                                     return_when=asyncio.FIRST_COMPLETED)
        if ready not in done:
            ready.cancel()
            if task in done:
                task.result()  # re-raise the bot's startup error
                raise AssertionError("the bot stopped before it was ready")
            raise AssertionError(f"the bot was not ready within {ready_timeout}s; "
                                 f"fake problems: {fake.problems()}")
        await fake.wait_for(lambda: fake.connected, what="the bot's gateway connection")
        yield bot
    finally:
        await bot.close()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await asyncio.wait_for(task, 5)
        logging.getLogger().removeHandler(collector)
        Route.BASE = old_base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = old_gateway


class BotProcess:
    """The real ``python -m bot`` pointed at the fake through environment variables."""

    def __init__(self, fake: FakeDiscord, workdir: Path, *, database: Path | str | None = None,
                 dev_guild: int | None = None, env: dict[str, str] | None = None) -> None:
        self.fake = fake
        self.workdir = workdir
        self.database = database or workdir / "uno.sqlite3"
        self.dev_guild = dev_guild
        self.extra_env = env or {}
        self.proc: asyncio.subprocess.Process | None = None
        self.starts = 0
        self.log_path = workdir / "bot-process.log"

    def environment(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("DISCORD_", "UNO_")) and k.lower() not in
               ("http_proxy", "https_proxy", "all_proxy")}
        env.update({
            "DISCORD_TOKEN": self.fake.token,
            "DISCORD_API_BASE": self.fake.api_base,
            "DISCORD_GATEWAY_URL": self.fake.gateway_url,
            "UNO_DATABASE": str(self.database),
            "UNO_AI_DELAY": "0",
            "LOG_LEVEL": "INFO",
            "PYTHONUNBUFFERED": "1",
            "NO_PROXY": "127.0.0.1,localhost",
            "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO_ROOT),
                                                        os.environ.get("PYTHONPATH")])),
        })
        if self.dev_guild is not None:
            env["UNO_DEV_GUILD"] = str(self.dev_guild)
        env.update(self.extra_env)
        return env

    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.returncode is None

    async def start(self, *, wait_ready: bool = True, timeout: float = 20.0) -> None:  # noqa: ASYNC109
        assert not self.running, "the bot process is already running"
        identifies, puts = self.fake.identifies, len(self.fake.command_puts)
        self.starts += 1
        with self.log_path.open("ab") as log_file:
            log_file.write(f"\n===== start #{self.starts} =====\n".encode())
            log_file.flush()
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot", cwd=self.workdir, env=self.environment(),
                stdin=asyncio.subprocess.DEVNULL, stdout=log_file, stderr=log_file)
        if wait_ready:
            await self.wait_ready(identifies, puts, timeout)

    async def wait_ready(self, identifies: int, puts: int, timeout: float = 20.0) -> None:  # noqa: ASYNC109
        """Ready per the fake: a new IDENTIFY, commands synced, gateway connected."""
        proc = self.proc
        assert proc is not None
        try:
            await self.fake.wait_for(
                lambda: proc.returncode is not None or (
                    self.fake.identifies > identifies and len(self.fake.command_puts) > puts
                    and self.fake.connected),
                timeout=timeout, what="the bot process to identify and sync")
        except AssertionError as error:
            raise AssertionError(f"{error}\n--- bot output ---\n{self.output()}") from None
        if proc.returncode is not None:
            raise AssertionError(f"the bot process exited with {proc.returncode}\n"
                                 f"--- bot output ---\n{self.output()}")

    async def stop(self, sig: int = signal.SIGTERM, timeout: float = 10.0) -> int:  # noqa: ASYNC109
        """Send `sig` and wait for the process to exit; return its exit code."""
        proc = self.proc
        assert proc is not None, "the bot process was never started"
        if proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                proc.send_signal(sig)
            try:
                await asyncio.wait_for(proc.wait(), timeout)
            except TimeoutError:
                proc.kill()
                await proc.wait()
        assert proc.returncode is not None
        return proc.returncode

    async def kill(self) -> int:
        return await self.stop(signal.SIGKILL)

    async def restart(self, *, sig: int = signal.SIGKILL, timeout: float = 20.0) -> None:  # noqa: ASYNC109
        """Stop (SIGKILL by default) and start again with the same database."""
        await self.stop(sig)
        await self.start(timeout=timeout)

    def output(self) -> str:
        if not self.log_path.exists():
            return ""
        return self.log_path.read_text(errors="replace")
