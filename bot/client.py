"""The discord.py Bot subclass: wiring of extensions, endpoints and command sync."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import signal
from typing import Any, Final

import discord
import yarl
from discord import app_commands
from discord.ext import commands

from bot.app import Services, build
from bot.config import Settings
from bot.engine import RuleError
from bot.errors import UserError
from bot.game.changes import Changes
from bot.game.clock import Clock, WallClock
from bot.game.config import TableConfig
from bot.game.features import pref
from bot.game.prefs import PlayerPrefs
from bot.game.registry import TableRegistry
from bot.i18n.commands import CommandTranslator
from bot.i18n.interactions import choose
from bot.jobs import resume
from bot.jobs.ai_seats import AiSeats
from bot.jobs.resume import Refresh
from bot.jobs.timers import Timers
from bot.plumbing.answer import Answer
from bot.plumbing.components import UnoButton
from bot.plumbing.control import Control
from bot.plumbing.emoji_sync import CardEmoji, SyncResult, sync_card_emoji
from bot.plumbing.refusals import handle_error
from bot.screens.table_message import Display
from bot.shards import Shards
from bot.storage import Storage, StorageError

log = logging.getLogger(__name__)

# The collector's thresholds from READY on (gen0 allocations, gen1 and gen2 passes). 64
# tables in flight (bench.load --loop-probe, worst 2 s): the default (700, 10, 10) spent
# ~200 ms of each 2 s collecting (76 gen0 passes of 1.6 ms, 6 gen1 of 12 ms, a gen2 of
# 62 ms); these ~70 ms (3 gen0 passes of ~22 ms, no gen1), and 10-20% less CPU per action.
# A gen1 pass every 5 gen0 passes, not 20: each walks what the clicks in flight at the
# last gen0 passes left (their views and messages, garbage in cycles by then), so after
# 20 it took 180-360 ms at 64 tables (every click waiting), after 5 it takes 50-65 ms.
GC_THRESHOLDS: Final = (10_000, 5, 10)

EXTENSIONS: tuple[str, ...] = ("cogs.uno", "cogs.stats", "cogs.admin", "cogs.prefs", "cogs.match")


def apply_endpoints(settings: Settings) -> None:
    """Point discord.py at a Discord-compatible endpoint (a proxy, or the tests' fake)."""
    if settings.api_base:
        discord.http.Route.BASE = settings.api_base
    if settings.gateway_url:
        # discord.py calls .with_query() on it, so it has to be a yarl.URL.
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway_url)


class UnoCommandTree(app_commands.CommandTree):
    """Every slash command is answered in time (``Answer.guard``) and its errors go through
    the one error path."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        client = interaction.client
        shards = client.shard_set if isinstance(client, UnoBot) else Shards()
        try:
            shards.require(interaction.guild_id)
        except UserError as refusal:
            if interaction.type is discord.InteractionType.application_command:
                await handle_error(interaction, refusal)
            return False
        if interaction.type is discord.InteractionType.application_command:
            command = interaction.command
            public = bool(command is not None and command.extras.get("public"))
            Answer.of(interaction, public=public).guard()
        if isinstance(client, UnoBot) and client.built and interaction.guild_id is not None:
            # the member's language: their /uno prefs choice, else their Discord app's
            stored = await client.services.prefs.get(interaction.guild_id, interaction.user.id)
            choose(interaction, pref(stored, "language"))
        return True

    async def on_error(self, interaction: discord.Interaction,
                       error: app_commands.AppCommandError, /) -> None:
        cause: BaseException = error
        if isinstance(error, app_commands.CommandInvokeError):
            cause = error.original
        client = interaction.client
        tables = client.services.registry if isinstance(client, UnoBot) and client.built \
            else None
        if tables is not None and not isinstance(
                cause, (UserError, RuleError, StorageError, discord.DiscordException)):
            try:  # the game's own state may be what failed: closed as damaged, said so
                await tables.check_damaged(tables.get(interaction.channel_id or 0), cause)
            except UserError as refusal:
                cause = refusal
        await handle_error(interaction, cause)


class UnoBot(commands.AutoShardedBot):
    """Always discord.py's sharded bot: with UNO_SHARD_COUNT/UNO_SHARDS it holds those shards
    (its share of a bot run as several processes); without them it holds every shard of the
    count Discord recommends (one for a small bot), so one process keeps working past the
    2,500 servers from which Discord requires sharding.

    What the cogs and the tables need is built once in ``setup_hook`` by ``bot.app.build``
    (``services``); each part is handed what it uses, nothing reaches through the bot.
    The properties below name the parts tests and cogs read most."""

    services: Services  # built in setup_hook, once storage is open

    def __init__(self, settings: Settings, *, sync_emoji: bool = True,
                 clock: Clock | None = None, **options: object) -> None:
        # The bot never joins voice: discord.py's warnings about voice libraries are noise.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        intents = discord.Intents.default()
        self.shard_set: Shards = settings.shards
        if settings.shards.count is not None:
            options.setdefault("shard_count", settings.shards.count)
        if settings.shards.ids is not None:
            options.setdefault("shard_ids", list(settings.shards.ids))
        # No message cache: nothing reads it (message events only count, by id), and
        # discord.py's 1,000 messages would be kept and searched at every message update
        options.setdefault("max_messages", None)
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            tree_cls=UnoCommandTree,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            **options,  # type: ignore[arg-type]
        )
        self.settings = settings
        # Opened in setup_hook and handed to what needs it (the tables, the cogs).
        self._storage: Storage | None = None
        self.built = False  # the services exist (setup_hook got that far)
        # Card emoji for the UI: empty (text labels) until the start-up sync has them all;
        # one refused by Discord (deleted meanwhile) empties it until a new sync is done
        self.card_emoji = CardEmoji(on_lost=self._resync_card_emoji)
        self._sync_emoji = sync_emoji
        # the tables' clock: the wall clock, or one a test drives
        self._clock: Clock = clock if clock is not None else WallClock()
        self._emoji_sync: asyncio.Task[SyncResult | None] | None = None
        self._stop_on_sigterm = False
        self._resume: asyncio.Task[None] | None = None  # the pass after READY (resume.py)
        self._art_warm: asyncio.Task[None] | None = None  # Display.warm, at the start
        self._probe: asyncio.Task[None] | None = None  # UNO_LOOP_PROBE (bot/probes/loop.py)
        self._frozen = False  # gc.freeze() at the first READY

    def run(self, token: str, **kwargs: Any) -> None:
        """As discord.py's, and SIGTERM (docker stop, systemd) stops the bot cleanly:
        gateway closed, database closed, exit code 0. Every acknowledged action is
        already committed, so a SIGKILL loses nothing either."""
        self._stop_on_sigterm = True
        super().run(token, **kwargs)

    async def start(self, token: str, *, reconnect: bool = True) -> None:
        if self._stop_on_sigterm:
            loop = asyncio.get_running_loop()
            try:
                loop.add_signal_handler(signal.SIGTERM, self._on_sigterm)
            except (NotImplementedError, RuntimeError):  # not the main thread, or Windows
                log.debug("SIGTERM handler not installed")
        await super().start(token, reconnect=reconnect)

    def _on_sigterm(self) -> None:
        log.info("SIGTERM: stopping")
        self.loop.create_task(self.close())

    @property
    def storage(self) -> Storage:
        if self._storage is None:
            raise RuntimeError("storage is opened in setup_hook; it is not available yet")
        return self._storage

    async def setup_hook(self) -> None:
        if self.settings.loop_probe:
            from bot.probes import loop as loop_probe

            self._probe = loop_probe.start()
        if self.settings.memory_probe:
            from bot.probes import memory as memory_probe

            memory_probe.start(self.settings.memory_probe)
        self._storage = await Storage.open(self.settings.database,
                                           pool_size=self.settings.db_pool)
        log.info("Database ready at %s", self.settings.database_label)
        self.services = build(self, self._storage, self.settings, self.card_emoji,
                              self._clock)
        self.built = True
        if self._sync_emoji:
            # In the background: a long rate limit must not hold up the start; until the
            # set is complete the UI shows text labels.
            self._emoji_sync = asyncio.create_task(self._sync_card_emoji(),
                                                   name="uno-card-emoji-sync")
        # the table pictures' palette, made once (~0.3 s of drawing), before a first table
        self._art_warm = asyncio.create_task(self.services.display.warm(), name="uno-art-warm")
        self.add_dynamic_items(UnoButton)
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        # descriptions and choices in each member's language (bot/i18n/commands.py)
        await self.tree.set_translator(CommandTranslator())
        await self.sync_commands()
        resumed = await resume.load(self.tables, self._storage, self.shard_set)
        log.info("Holding %s: %d live games resumed", self.shard_set.describe(), len(resumed))
        if resumed:
            self._resume = asyncio.create_task(self._refresh_tables(resumed),
                                               name="uno-resume-refresh")

    @property
    def tables(self) -> TableRegistry:
        return self.services.registry

    @property
    def table_config(self) -> TableConfig:
        return self.services.config

    @property
    def prefs(self) -> PlayerPrefs:
        return self.services.prefs

    @property
    def changes(self) -> Changes:
        return self.services.changes

    @property
    def display(self) -> Display:
        return self.services.display

    @property
    def control(self) -> Control:
        return self.services.control

    @property
    def timers(self) -> Timers:
        return self.services.timers

    @property
    def ai(self) -> AiSeats:
        return self.services.ai

    @property
    def refresher(self) -> Refresh:
        return self.services.refresh

    async def settle_tables(self) -> None:
        """Let pending AI moves and table edits settle (tests)."""
        await self.ai.wait()
        await self.tables.edits_done()

    def _resync_card_emoji(self) -> None:
        """A card emoji was refused (deleted while the bot runs): sync the set again in the
        background, once at a time."""
        if self._sync_emoji and (self._emoji_sync is None or self._emoji_sync.done()):
            self._emoji_sync = asyncio.create_task(self._sync_card_emoji(),
                                                   name="uno-card-emoji-resync")

    async def _sync_card_emoji(self) -> SyncResult | None:
        try:
            return await sync_card_emoji(self, self.card_emoji)
        except Exception:  # a refusal is handled inside; anything else must not go unseen
            log.warning("Card emoji sync failed; using text labels", exc_info=True)
            return None

    async def _refresh_tables(self, channels: list[int]) -> None:
        await self.wait_until_ready()
        await self.refresher.run(channels)

    async def sync_commands(self) -> None:
        if self.settings.dev_guild is not None:
            guild = discord.Object(id=self.settings.dev_guild)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("Synced %d commands to guild %s", len(synced), self.settings.dev_guild)
        else:
            synced = await self.tree.sync()
            log.info("Synced %d global commands", len(synced))

    async def close(self) -> None:
        for task in (self._emoji_sync, self._resume, self._art_warm):
            if task is not None and not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        if self.built:
            await self.ai.close()
            await self.tables.stop()
        await super().close()
        if self._storage is not None:
            await self._storage.close()
            self._storage = None

    async def on_ready(self) -> None:
        log.info("Logged in as %s (%s) in %d guilds", self.user, getattr(self.user, "id", "?"),
                 len(self.guilds))
        # What exists at READY (modules, fonts, caches, resumed games) lives as long as the
        # process: out of the collector's sight, so its full passes, which hold the event
        # loop, walk only what came after (bench.load --loop-probe, 64 busy tables: the
        # longest pass 70 ms instead of 220). Once: a later READY (a reconnect) would freeze
        # garbage of the moment for good. Then a young generation of 10,000 instead of 700:
        # every click allocates thousands of objects (discord.py's interaction, message and
        # request objects), nearly all freed by their counts; collecting every 700 kept
        # walking the ones in flight, and promoted them to gen1, whose passes walked them
        # again (GC_THRESHOLDS).
        if not self._frozen:
            self._frozen = True
            gc.freeze()
            gc.set_threshold(*GC_THRESHOLDS)
