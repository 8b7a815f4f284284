"""/uno game commands (thin: parse, find the table, hand over to bot.game and bot.plumbing)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.engine import OPTIONS, PRESETS, Rules
from bot.errors import UserError
from bot.game.changes import Changes
from bot.game.config import TableConfig
from bot.game.features import feature
from bot.game.new_game import new_game_rules, parse_options
from bot.game.registry import TableRegistry
from bot.game.seats import LEVELS
from bot.i18n.interactions import player_lang, server_lang
from bot.plumbing import ids, lobby
from bot.plumbing.answer import Answer
from bot.plumbing.clicks import Clicks
from bot.plumbing.control import Control
from bot.plumbing.lobby import Lobby
from bot.plumbing.lost_channels import LostChannels
from bot.plumbing.refusals import handle_error
from bot.plumbing.threads import GameThreads
from bot.screens.pages.help_text import help_text, what_counts_embed
from bot.screens.pings import is_ping
from bot.screens.table import is_table_title, rules_text
from bot.storage import Storage
from cogs.uno_group import GROUP_NAME

if TYPE_CHECKING:
    from bot.client import UnoBot

log = logging.getLogger(__name__)

PRESET_CHOICES = [app_commands.Choice(name=p, value=p) for p in PRESETS]
AI_LEVEL_CHOICES = [app_commands.Choice(name=level, value=level) for level in LEVELS]
SKIP_OPTIONS = {"target", "max_players"}


def _guild_channel(interaction: discord.Interaction) -> int:
    if interaction.guild_id is None or interaction.channel_id is None:
        raise UserError("no-dms")
    return interaction.channel_id


def _is_table(message: discord.Message) -> bool:
    return any(is_table_title(e.title or "") for e in message.embeds)


class Uno(commands.GroupCog, group_name=GROUP_NAME, group_description="Play UNO in this channel"):
    def __init__(self, bot: commands.Bot | commands.AutoShardedBot, storage: Storage,
                 config: TableConfig, tables: TableRegistry, lobby: Lobby,
                 control: Control, clicks: Clicks, changes: Changes, threads: GameThreads,
                 lost: LostChannels) -> None:
        self.bot = bot
        # injected (UnoBot's): the server settings, the live tables and their jobs
        self.storage = storage
        self.config = config
        self.tables = tables
        self.lobby = lobby
        self.control = control
        self.clicks = clicks
        self.changes = changes
        self.threads = threads
        self.lost = lost

    @app_commands.command(name="help", description="How to play UNO with this bot")
    async def help(self, interaction: discord.Interaction) -> None:
        lang = player_lang(interaction)
        await Answer.of(interaction).send(help_text(lang), embed=what_counts_embed(lang))

    @app_commands.command(name="start", description="Open an UNO lobby in this channel",
                          extras={"public": True})
    @app_commands.guild_only()
    @app_commands.describe(
        preset="Rule preset (default: the server's)",
        options="House rules, e.g. 'stacking=on jump_in=on' (see /uno rules)",
        target="Points that win the match (100-5000)",
        turn_timer="Seconds per turn, 0 = off",
        max_players="Most players at the table (2-10)",
        ai="How many AI players to seat (you can add or remove them in the lobby)",
        ai_level="How well the AI players play (default: normal)")
    @app_commands.choices(preset=PRESET_CHOICES, ai_level=AI_LEVEL_CHOICES)
    async def start(self, interaction: discord.Interaction, preset: str | None = None,
                    options: str | None = None,
                    target: app_commands.Range[int, 100, 5000] | None = None,
                    turn_timer: app_commands.Range[int, 0, 3600] | None = None,
                    max_players: app_commands.Range[int, 2, 10] | None = None,
                    ai: app_commands.Range[int, 0, 9] = 0,
                    ai_level: str = "normal") -> None:
        _guild_channel(interaction)
        assert interaction.guild_id is not None
        settings = await self.storage.settings.get(interaction.guild_id)
        new = new_game_rules(settings, preset=preset, options=parse_options(options),
                             target=target, max_players=max_players, turn_timer=turn_timer,
                             default_turn_timer=self.config.default_turn_timer)
        lobby.check_seats(new.rules, ai)  # every check runs before a thread is opened
        language = server_lang(interaction, feature(settings.features, "language"))
        async with self.threads.place(interaction, bool(feature(settings.features, "threads")),
                                      language) as thread:
            # (thread None: played in the channel)
            await self.lobby.open(interaction, new.rules, new.preset, new.turn_timer,
                                  ai=ai, ai_level=ai_level if ai_level in LEVELS else "normal",
                                  afk_cover=bool(feature(settings.features, "afk_cover")),
                                  thread=thread, language=language.code)

    @start.autocomplete("options")
    async def _options_autocomplete(self, interaction: discord.Interaction,
                                    current: str) -> list[app_commands.Choice[str]]:
        head, _, last = current.rpartition(" ")
        prefix = f"{head} " if head else ""
        out: list[app_commands.Choice[str]] = []
        for o in OPTIONS:
            if o.name in SKIP_OPTIONS:
                continue
            values = ("on", "off") if o.kind == "bool" else tuple(str(c) for c in o.choices)
            for v in values:
                text = f"{o.name}={v}"
                if text.startswith(last.lower()):
                    out.append(app_commands.Choice(name=(prefix + text)[:100],
                                                   value=(prefix + text)[:100]))
        return out[:25]

    @app_commands.command(name="join", description="Join the UNO lobby in this channel")
    @app_commands.guild_only()
    async def join(self, interaction: discord.Interaction) -> None:
        table = self.changes.require(_guild_channel(interaction))
        text = await self.lobby.join(interaction, table)
        await Answer.of(interaction).send(text)
        await self.lobby.edit_message(table, **lobby.render(table))

    @app_commands.command(name="leave", description="Leave the UNO lobby or game")
    @app_commands.guild_only()
    async def leave(self, interaction: discord.Interaction) -> None:
        table = self.changes.require(_guild_channel(interaction))
        # answered first: leaving can end the match, and its results may be slow to post
        answer = Answer.of(interaction)
        await answer.defer()
        text = await self.control.leave(interaction, table)  # (the lobby shows it)
        await answer.send(text(player_lang(interaction)))

    @app_commands.command(name="hand", description="Show your UNO hand again")
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction) -> None:
        table = self.changes.require(_guild_channel(interaction))
        await self.clicks.show_hand(interaction, table, None, edit=False)

    @app_commands.command(name="stop", description="End the UNO game (host or Manage Channels)")
    @app_commands.guild_only()
    async def stop(self, interaction: discord.Interaction) -> None:
        table = self.changes.require(_guild_channel(interaction))
        await self.control.stop(interaction, table)

    @app_commands.command(name="kick", description="Remove a player from the game (host)")
    @app_commands.guild_only()
    @app_commands.describe(member="The player to remove")
    async def kick(self, interaction: discord.Interaction, member: discord.User) -> None:
        # discord.User, not Member: someone who left the server is still a valid target
        # (and gets "not in this game", not a conversion error).
        table = self.changes.require(_guild_channel(interaction))
        answer = Answer.of(interaction)
        await answer.defer()  # as in leave
        text = await self.control.kick(interaction, table, member)
        await answer.send(text(player_lang(interaction)))

    @app_commands.command(name="rules", description="The rules of the game in this channel")
    async def rules(self, interaction: discord.Interaction) -> None:
        table = self.tables.get(interaction.channel_id or 0)
        lang = player_lang(interaction)
        if table is not None:
            text = rules_text(table.rules, table.preset, lang)
        else:
            text = f"{rules_text(Rules(), lang=lang)}\n{lang('rules-no-game')}"
        await Answer.of(interaction).send(text)

    # -- listeners ---------------------------------------------------------------------------
    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Count the messages under the table; the next table update reposts it when it is
        buried (turn pings and the table's own reposts do not count)."""
        table = self.tables.get(message.channel.id)
        if table is None or table.is_lobby or message.id == table.message_id:
            return
        me = self.bot.user
        if me is not None and message.author.id == me.id and (
                is_ping(message.content) or _is_table(message)):
            return
        table.messages_after += 1

    @commands.Cog.listener()
    async def on_raw_thread_update(self, payload: discord.RawThreadUpdateEvent) -> None:
        """A game's thread archived (reopened, or the game ends) or locked (it ends)."""
        meta: dict[str, Any] = dict(payload.data.get("thread_metadata") or {})
        await self.lost.thread_changed(payload.thread_id, payload.parent_id,
                                       archived=bool(meta.get("archived")),
                                       locked=bool(meta.get("locked")), changes=self.changes)

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.lost.deleted(payload.thread_id, payload.parent_id, self.changes)

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.lost.deleted(channel.id, None, self.changes)

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A uno: button that is not on its message (forged) gets an answer too."""
        if interaction.type is not discord.InteractionType.component:
            return
        data: dict[str, Any] = dict(interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        if not custom_id.startswith(ids.PREFIX):
            return
        msg = interaction.message
        present = msg is not None and any(
            getattr(child, "custom_id", None) == custom_id
            for row in msg.components for child in getattr(row, "children", [row]))
        if not present:
            await handle_error(interaction, UserError("unknown-button-hand"))


async def setup(bot: commands.Bot) -> None:
    uno_bot = cast("UnoBot", bot)
    s = uno_bot.services
    await bot.add_cog(Uno(uno_bot, s.storage, s.config, s.registry, s.lobby, s.control,
                          s.clicks, s.changes, s.threads, s.lost))
