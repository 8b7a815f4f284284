"""/uno leaderboard and /uno stats."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import UserError, quote
from bot.i18n.interactions import player_lang
from bot.plumbing.answer import Answer
from bot.screens.pages.standings import (
    RATING,
    SORTS,
    SPARK_HANDS,
    Boards,
    PlayerRating,
    board_lang,
    board_view,
    load_board,
    page_buttons,
    parse_season,
    season_choices,
    sort_label,
    stats_embed,
)
from bot.storage import Storage, StorageError
from bot.storage.models import ALL_TIME
from cogs.uno_group import GUILD_ONLY, UnoSubcommands

if TYPE_CHECKING:
    from bot.client import UnoBot

log = logging.getLogger(__name__)


class Stats(UnoSubcommands):
    """Standings and personal records, per server."""

    def __init__(self, bot: UnoBot, storage: Storage, boards: Boards) -> None:
        self.bot = bot
        self.storage = storage  # injected: UnoBot.storage
        self.boards = boards
        # the ◀ ▶ buttons, reading them (and the server's language setting)
        self.page_buttons = page_buttons(boards)
        self.subcommands = (
            app_commands.Command(
                name="leaderboard",
                description="This server's UNO standings",
                callback=self.leaderboard,
                extras={"public": True},
            ),
            app_commands.Command(
                name="stats",
                description="A player's UNO record in this server",
                callback=self.stats,
            ),
        )

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.add_dynamic_items(self.page_buttons)

    async def cog_unload(self) -> None:
        await super().cog_unload()
        self.bot.remove_dynamic_items(self.page_buttons)

    async def season_autocomplete(self, interaction: discord.Interaction[Any], current: str
                                  ) -> list[app_commands.Choice[str]]:
        if interaction.guild_id is None:
            return []
        try:
            seasons = await self.boards.seasons(interaction.guild_id)
        except StorageError as exc:  # suggestions are a nicety: none this time
            log.warning("Could not read the seasons of guild %s: %s", interaction.guild_id,
                        exc)
            return []
        return [app_commands.Choice(name=label[:100], value=value)
                for label, value in season_choices(seasons, current,
                                                   player_lang(interaction))]

    @app_commands.describe(
        sort="What to rank players by (default: rating)",
        season="Which season's ratings: current (default), a number, or all (all time)",
    )
    @app_commands.choices(
        sort=[app_commands.Choice(name=sort_label(key), value=key) for key in SORTS]
    )
    @app_commands.autocomplete(season=season_autocomplete)
    async def leaderboard(self, interaction: discord.Interaction[Any], sort: str = RATING,
                          season: str | None = None) -> None:
        if interaction.guild_id is None:
            raise UserError(GUILD_ONLY)
        if sort not in SORTS:
            raise UserError("unknown-sort", value=quote(sort), choices=", ".join(SORTS))
        lang = await board_lang(interaction, self.boards.settings)  # public: the server's
        if season is not None and sort != RATING:
            raise UserError("season-needs-rating", sort=sort_label(sort, lang).lower())
        guild_id = interaction.guild_id
        seasons = await self.boards.seasons(guild_id) if sort == RATING else None
        number = parse_season(season, seasons) if seasons is not None else None
        guild_name = interaction.guild.name if interaction.guild is not None else None
        board = await load_board(self.boards, guild_id, sort, number, 1, guild_name, seasons,
                                 lang)
        await Answer.of(interaction).send(
            embed=board.embed, view=board_view(board, self.page_buttons),
            allowed_mentions=discord.AllowedMentions.none(), ephemeral=False)

    @app_commands.describe(member="Whose record to show (default: you)")
    async def stats(
        self, interaction: discord.Interaction[Any], member: discord.User | None = None
    ) -> None:
        if interaction.guild_id is None:
            raise UserError(GUILD_ONLY)
        guild_id = interaction.guild_id
        target: discord.abc.User = member if member is not None else interaction.user
        record = await self.storage.stats.player_stats(guild_id, target.id)
        seasons = await self.boards.seasons(guild_id)
        rating = await player_rating(self.storage, guild_id, target.id,
                                     seasons.current.number if seasons.current else 1)
        await Answer.of(interaction).send(
            embed=stats_embed(record, target.display_name, rating, seasons,
                              player_lang(interaction)),
            allowed_mentions=discord.AllowedMentions.none(),
        )


async def player_rating(storage: Storage, guild_id: int, user_id: int, season: int
                        ) -> PlayerRating:
    """A player's rating this season (place, recent values) and all time."""
    ratings = storage.ratings
    place, ranked = await ratings.place(guild_id, season, user_id)
    return PlayerRating(
        season=season,
        skill=await ratings.skill(guild_id, season, user_id),
        place=place,
        ranked=ranked,
        recent=await ratings.trend(guild_id, season, user_id, SPARK_HANDS),
        all_time=await ratings.skill(guild_id, ALL_TIME, user_id),
    )


async def setup(bot: commands.Bot) -> None:
    uno_bot = cast("UnoBot", bot)
    storage = uno_bot.storage
    config = uno_bot.services.config  # (its clock read at each use: tests drive it)
    boards = Boards(storage.stats, storage.ratings, lambda: config.clock.now(),
                    storage.settings)
    await bot.add_cog(Stats(uno_bot, storage, boards))
