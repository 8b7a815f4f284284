"""Leaderboard and player-stats rendering, and the restart-proof leaderboard page buttons.

Rendering is pure (records in, embeds out) so it can be tested without Discord. Boards
sort by rating (a season's, or all time: issue 27) or by the all-time counts (wins,
points, hands won, win rate). The ◀ ▶ buttons are :class:`discord.ui.DynamicItem` s whose
custom id carries everything needed to redraw the page
(``uno-lb:<guild>:<sort>:<page>[:<season>]``), so they keep working after a restart once
registered with ``bot.add_dynamic_items(page_buttons(boards))``: the registered class is
bound to the ``Boards`` it reads (injected, not found through the bot). Like every other
button, a click is deferred if the answer is not ready within 1.5 s (``Answer.guard``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, ClassVar, Final, Protocol, cast

import discord
from babel import Locale
from babel.dates import format_date

from bot.game.features import feature
from bot.i18n import EN, Lang
from bot.i18n.interactions import server_lang
from bot.plumbing.answer import Answer
from bot.plumbing.refusals import UserError, handle_error
from bot.ratings.model import PROVISIONAL_HANDS, Skill, shown
from bot.storage.models import (
    ALL_TIME,
    LEADERBOARD_SORTS,
    GuildSettings,
    LeaderboardPage,
    LeaderboardSort,
    PlayerStats,
    RatingPage,
    Seasons,
)


class StatsSource(Protocol):
    """What the count boards read (``Storage.stats``)."""

    async def leaderboard(self, guild_id: int, sort: LeaderboardSort, page: int,
                          per_page: int) -> LeaderboardPage: ...


class RatingsSource(Protocol):
    """What the rating boards read (``Storage.ratings``)."""

    async def leaderboard(self, guild_id: int, season: int, page: int, per_page: int
                          ) -> RatingPage: ...

    async def seasons(self, guild_id: int, at: float | None = None) -> Seasons: ...


class SettingsSource(Protocol):
    """Where the server's language setting is read (``Storage.settings``)."""

    async def get(self, guild_id: int) -> GuildSettings: ...


PER_PAGE: Final = 10
EMBED_COLOUR: Final = discord.Colour.from_rgb(237, 28, 36)  # UNO red

RATING: Final = "rating"
# the sorts (their names: the /uno leaderboard choices' own, commands.ftl choice-<sort>)
SORTS: Final[tuple[str, ...]] = (RATING, *LEADERBOARD_SORTS)

EMPTY_LEADERBOARD: Final = "lb-empty"
EMPTY_RATINGS: Final = "lb-empty-ratings"
RATING_MEANS: Final = "lb-rating-means"  # the one line that says what the number means
ALL_TIME_WORDS: Final = ("all", "all time", "all-time", "alltime")
TREND_HANDS: Final = 10  # the change /uno stats shows is over this many rated hands
SPARK_HANDS: Final = 20  # ... and its small picture over this many
SPARKS: Final = "▁▂▃▄▅▆▇█"

# Embed limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits)
EMBED_TITLE_LIMIT: Final = 256
EMBED_DESCRIPTION_LIMIT: Final = 4096
EMBED_TOTAL_LIMIT: Final = 6000

CUSTOM_ID_TEMPLATE: Final = (
    r"uno-lb:(?P<guild>[0-9]{1,20}):(?P<sort>[a-z_]{1,16}):(?P<page>[0-9]{1,6})"
    r"(?::(?P<season>[0-9]{1,6}))?"
)


def format_win_rate(stats: PlayerStats, lang: Lang = EN) -> str:
    """``"66.7%"``; a dash before the first finished match (0 of 0 is not 0%)."""
    if stats.matches_played == 0:
        return "—"
    return lang("win-rate", rate=stats.win_rate * 100)


def leaderboard_line(rank: int, stats: PlayerStats, lang: Lang = EN) -> str:
    """One row: rank, mention, wins, played, win rate, hands, points."""
    return lang("lb-line", rank=str(rank), player=f"<@{stats.user_id}>",
                wins=stats.matches_won, played=stats.matches_played,
                rate=format_win_rate(stats, lang), hands=stats.hands_won,
                points=stats.points_scored)


def sort_label(sort: str, lang: Lang = EN) -> str:
    return lang(f"choice-{sort}") if sort in SORTS else sort


def _fit(text: str) -> str:
    """Never a 400: cut to the description limit (10 rows cannot reach it)."""
    if len(text) > EMBED_DESCRIPTION_LIMIT:
        return text[: EMBED_DESCRIPTION_LIMIT - 1] + "…"
    return text


def _title(key: str, guild_name: str | None, lang: Lang, **args: Any) -> str:
    """``key``'s title, or ``key``-in's naming the server."""
    if guild_name:
        return lang(f"{key}-in", guild=guild_name, **args)[:EMBED_TITLE_LIMIT]
    return lang(key, **args)[:EMBED_TITLE_LIMIT]


def leaderboard_embed(page: LeaderboardPage, guild_name: str | None = None,
                      lang: Lang = EN) -> discord.Embed:
    """The embed for one page of a count board (an empty board says so)."""
    embed = discord.Embed(title=_title("lb-title", guild_name, lang), colour=EMBED_COLOUR)
    if page.total == 0:
        embed.description = f"{lang(EMPTY_LEADERBOARD)}\n*{lang(COUNTS)}*"
        return embed
    lines = [leaderboard_line(row.rank, row.stats, lang) for row in page.rows]
    if not lines:
        lines = [lang("lb-no-page", page=str(page.page), pages=str(page.pages))]
    embed.description = _fit("\n".join(lines))
    embed.add_field(name=lang("lb-what-counts"), value=lang(COUNTS), inline=False)
    embed.set_footer(text=lang("lb-footer", sort=lang("lb-sort", sort=page.sort),
                               page=str(page.page), pages=str(page.pages), players=page.total))
    return embed


# -- ratings ----------------------------------------------------------------------------


def day(at: float, lang: Lang = EN) -> str:
    """``"Mar 1, 2025"``, ``"01.03.2025"``: the day (UTC, as the seasons turn) as ``lang``
    writes dates (CLDR)."""
    return format_date(datetime.fromtimestamp(at, UTC).date(), format="medium",
                       locale=Locale.parse(lang.code, sep="-"))


def season_name(season: int, seasons: Seasons | None = None, lang: Lang = EN) -> str:
    """``"Season 3 (since 2025-03-01)"``, ``"Season 2 (2025-02-01 – 2025-03-01)"``,
    ``"All time"``."""
    if season == ALL_TIME:
        return lang("season-all-time")
    found = seasons.find(season) if seasons is not None else None
    if found is None:
        return lang("season-name", number=str(season))
    if found.ended_at is None:
        return lang("season-since", number=str(season), since=day(found.started_at, lang))
    return lang("season-between", number=str(season), since=day(found.started_at, lang),
                until=day(found.ended_at, lang))


def rating_line(place: int | None, user_id: int, skill: Skill, lang: Lang = EN) -> str:
    """A ranked row: place, mention, rating, hands; a provisional one says so instead of a
    place."""
    values = {"player": f"<@{user_id}>", "rating": skill.shown, "hands": skill.hands,
              "wins": skill.wins}
    if place is None:
        return lang("lb-rating-provisional", needed=PROVISIONAL_HANDS, **values)
    return lang("lb-rating-line", place=str(place), **values)


def rating_embed(page: RatingPage, seasons: Seasons | None,
                 guild_name: str | None = None, lang: Lang = EN) -> discord.Embed:
    """The embed for one page of a rating board: ranked players by rating, then the
    provisional ones; one line says what the number means."""
    title = _title("lb-ratings-title", guild_name, lang,
                   season=season_name(page.season, seasons, lang))
    embed = discord.Embed(title=title, colour=EMBED_COLOUR)
    means = lang(RATING_MEANS, needed=PROVISIONAL_HANDS)
    if page.total == 0:
        embed.description = lang(EMPTY_RATINGS) + "\n\n" + means
        return embed
    lines = [rating_line(row.place, row.user_id, row.skill, lang) for row in page.rows]
    if not lines:
        lines = [lang("lb-no-page", page=str(page.page), pages=str(page.pages))]
    embed.description = _fit("\n".join(lines) + "\n\n" + means)
    embed.set_footer(text=lang("lb-ratings-footer", page=str(page.page), pages=str(page.pages),
                               ranked=page.ranked, provisional=page.total - page.ranked))
    return embed


def parse_season(text: str | None, seasons: Seasons) -> int:
    """What ``season:`` names: the current season (nothing, or "current"), all time ("all"),
    or a season's number; a UserError says which exist otherwise."""
    current = seasons.current.number if seasons.current is not None else 1
    raw = (text or "").strip().lower().removeprefix("season").strip()
    if raw in ("", "current", "now"):
        return current
    if raw in ALL_TIME_WORDS:
        return ALL_TIME
    if raw.isdigit() and 1 <= int(raw) <= current:
        return int(raw)
    raise UserError("no-such-season", season=repr(raw[:20]), current=current)


def season_choices(seasons: Seasons, typed: str, lang: Lang = EN) -> list[tuple[str, str]]:
    """(label, value) for the ``season:`` autocomplete: the seasons newest first, all
    time, filtered by what was typed."""
    rows: list[tuple[str, str]] = []
    for s in seasons.seasons:
        rows.append((lang("season-choice", season=season_name(s.number, seasons, lang),
                          current=s.ended_at is None, hands=s.hands), str(s.number)))
    if not rows:
        rows.append((lang("season-first"), "1"))
    rows.append((lang("season-all-time"), "all"))
    text = typed.strip().lower()
    return [(label[:100], value) for label, value in rows if text in label.lower()][:25]


# -- one player -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayerRating:
    """What /uno stats shows of a player's rating: this season's (with their place among
    the ranked players), its last values, and all time."""

    season: int
    skill: Skill | None
    place: int | None
    ranked: int
    recent: Sequence[tuple[float, float]]  # (mu, sigma) after each of the last rated hands
    all_time: Skill | None


def trend_text(rating: PlayerRating, lang: Lang = EN) -> str:
    """An arrow and the change over the last TREND_HANDS rated hands, and a small picture of
    the last SPARK_HANDS (from 1,000 for a player with fewer)."""
    values = [shown(mu, sigma) for mu, sigma in rating.recent]
    if len(values) <= SPARK_HANDS:
        values.insert(0, Skill().shown)  # where everyone starts
    if len(values) < 2:
        return "—"
    window = values[-(TREND_HANDS + 1):]
    change = window[-1] - window[0]
    arrow = "▲" if change > 0 else "▼" if change < 0 else "▶"
    low, high = min(values), max(values)
    spark = "".join(SPARKS[0 if high == low else round((v - low) * (len(SPARKS) - 1)
                                                      / (high - low))] for v in values)
    sign = "-" if change < 0 else "+"
    return lang("stats-trend", arrow=arrow, sign=sign, change=abs(change),
                hands=len(window) - 1) + f"\n`{spark}`"


def stats_embed(stats: PlayerStats, display_name: str, rating: PlayerRating | None = None,
                seasons: Seasons | None = None, lang: Lang = EN) -> discord.Embed:
    """One player's record in this server: their rating and its trend, hands and matches
    against people, best streak, and their record against AI players on its own line."""
    embed = discord.Embed(title=lang("stats-title", name=display_name)[:EMBED_TITLE_LIMIT],
                          colour=EMBED_COLOUR)
    rated = rating is not None and rating.all_time is not None
    who = f"<@{stats.user_id}>"
    if not has_played(stats) and not rated:
        embed.description = lang("stats-none", player=who) + " " + lang(COUNTS)
        return embed
    embed.description = lang("stats-record", player=who)
    if rating is not None:
        embed.add_field(name=lang("stats-rating", season=season_name(rating.season, seasons,
                                                                     lang)),
                        value=rating_value(rating, lang), inline=False)
        if rating.skill is not None:
            embed.add_field(name=lang("stats-trend-title"), value=trend_text(rating, lang))
        if rating.all_time is not None:
            every = rating.all_time
            embed.add_field(name=lang("season-all-time"), value=lang("number", n=every.shown))
            embed.add_field(name=lang("stats-rated-hands"),
                            value=lang("stats-rated-hands-value", hands=every.hands,
                                       wins=every.wins))
            embed.add_field(name=lang("stats-streak"),
                            value=lang("stats-streak-value", hands=every.best_streak))
    number = {"won": stats.matches_won, "played": stats.matches_played,
              "hands": stats.hands_won, "points": stats.points_scored}
    embed.add_field(name=lang("stats-won"), value=lang("number", n=number["won"]))
    embed.add_field(name=lang("stats-played"), value=lang("number", n=number["played"]))
    embed.add_field(name=lang("stats-rate"), value=format_win_rate(stats, lang))
    embed.add_field(name=lang("stats-hands"), value=lang("number", n=number["hands"]))
    embed.add_field(name=lang("stats-points"), value=lang("number", n=number["points"]))
    embed.add_field(name=lang("stats-ai"), value=ai_record(stats, lang), inline=False)
    return embed


def rating_value(rating: PlayerRating, lang: Lang = EN) -> str:
    skill = rating.skill
    if skill is None:
        return lang("stats-rating-none")
    if skill.provisional:
        return lang("stats-rating-provisional", rating=skill.shown, hands=skill.hands,
                    needed=PROVISIONAL_HANDS)
    if rating.place is None:
        return lang("stats-rating-value", rating=skill.shown)
    return lang("stats-rating-place", rating=skill.shown, place=str(rating.place),
                ranked=rating.ranked)


def ai_record(stats: PlayerStats, lang: Lang = EN) -> str:
    """Matches played alone against AI seats: counted here, not in the matches above."""
    if not stats.ai_matches_played:
        return lang("stats-ai-none")
    return lang("stats-ai-record", played=stats.ai_matches_played, won=stats.ai_matches_won)


def has_played(stats: PlayerStats) -> bool:
    """Anything counted: what lists a player on the count boards (bot/storage/stats.py
    _PLAYED), or a match against AI players."""
    return bool(stats.matches_played or stats.hands_won or stats.points_scored
                or stats.ai_matches_played)


# what the boards and /uno stats count, said on both (issue 25.4)
COUNTS: Final = "lb-counts"


# -- boards and their page buttons -------------------------------------------------------


class Boards:
    """What the leaderboard pages read: the count boards, the rating boards and their
    seasons, and the clock (a monthly season turns at the first read of a new month)."""

    def __init__(self, stats: StatsSource, ratings: RatingsSource,
                 now: Callable[[], float], settings: SettingsSource | None = None) -> None:
        self.stats = stats
        self.ratings = ratings
        self.now = now
        self.settings = settings  # the server's language setting (a board is public)

    async def seasons(self, guild_id: int) -> Seasons:
        return await self.ratings.seasons(guild_id, self.now())


@dataclass(frozen=True, slots=True)
class Board:
    """One page of a board, ready to send."""

    guild_id: int
    sort: str
    season: int | None  # the rating board's season (ALL_TIME: all time); None: counts
    page: int
    pages: int
    embed: discord.Embed


async def load_board(boards: Boards, guild_id: int, sort: str, season: int | None, page: int,
                     guild_name: str | None, seasons: Seasons | None = None,
                     lang: Lang = EN) -> Board:
    """The requested page, clamped to the pages that exist now (data may have changed).
    ``season``: for the rating sort, which season (None: the current one)."""
    if sort == RATING:
        if seasons is None:
            seasons = await boards.seasons(guild_id)
        if season is None:
            season = seasons.current.number if seasons.current is not None else 1
        ratings = await boards.ratings.leaderboard(guild_id, season, max(1, page), PER_PAGE)
        if not ratings.rows and ratings.page > ratings.pages:
            ratings = await boards.ratings.leaderboard(guild_id, season, ratings.pages,
                                                       PER_PAGE)
        return Board(guild_id, sort, season, ratings.page, ratings.pages,
                     rating_embed(ratings, seasons, guild_name, lang))
    counts = await load_page(boards.stats, guild_id, cast(LeaderboardSort, sort), page)
    return Board(guild_id, sort, None, counts.page, counts.pages,
                 leaderboard_embed(counts, guild_name, lang))


def page_custom_id(guild_id: int, sort: str, page: int, season: int | None = None) -> str:
    tail = f":{season}" if season is not None else ""
    return f"uno-lb:{guild_id}:{sort}:{page}{tail}"


class LeaderboardPageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=CUSTOM_ID_TEMPLATE
):
    """◀ or ▶: shows page ``page`` of guild ``guild_id``'s board sorted by ``sort`` (and of
    ``season``, for a rating board). Clicks reach the class ``page_buttons`` binds to the
    boards it reads."""

    boards: ClassVar[Boards | None] = None

    def __init__(
        self, guild_id: int, sort: str, page: int, *, season: int | None = None,
        label: str = "▶", disabled: bool = False
    ) -> None:
        self.guild_id = guild_id
        self.sort = sort
        self.page = page
        self.season = season
        super().__init__(
            discord.ui.Button(
                style=discord.ButtonStyle.secondary,
                label=label,
                custom_id=page_custom_id(guild_id, sort, page, season),
                disabled=disabled,
            )
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> LeaderboardPageButton:
        label = getattr(item, "label", None) or "▶"
        season = int(match["season"]) if match["season"] is not None else None
        return cls(int(match["guild"]), match["sort"], int(match["page"]), season=season,
                   label=label)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        answer = Answer.of(interaction).guard()  # a slow read never fails the click
        try:
            await self._show(interaction, answer)
        except Exception as error:  # the one error path, as for every other button
            await handle_error(interaction, error)
        finally:
            answer.release()

    async def _show(self, interaction: discord.Interaction[Any], answer: Answer) -> None:
        if interaction.guild_id is None or interaction.guild_id != self.guild_id:
            raise UserError("leaderboard-elsewhere")
        if self.sort not in SORTS:
            raise UserError("leaderboard-stale")
        if self.boards is None:
            raise UserError("leaderboard-starting")
        guild_name = interaction.guild.name if interaction.guild is not None else None
        board = await load_board(self.boards, self.guild_id, self.sort, self.season,
                                 self.page, guild_name,
                                 lang=await board_lang(interaction, self.boards.settings))
        await answer.update(
            embed=board.embed,
            view=board_view(board, type(self)),
            allowed_mentions=discord.AllowedMentions.none(),
        )


def page_buttons(boards: Boards) -> type[LeaderboardPageButton]:
    """The ◀ ▶ button class to register, reading ``boards``."""
    return cast("type[LeaderboardPageButton]", type(
        "BoundLeaderboardPageButton", (LeaderboardPageButton,), {"boards": boards},
        template=CUSTOM_ID_TEMPLATE))


async def board_lang(interaction: discord.Interaction[Any],
                     settings: SettingsSource | None) -> Lang:
    """A board is public: the server's language (its setting, else its Discord locale)."""
    chosen = None
    if settings is not None and interaction.guild_id is not None:
        chosen = feature((await settings.get(interaction.guild_id)).features, "language")
    return server_lang(interaction, chosen)


async def load_page(stats: StatsSource, guild_id: int, sort: LeaderboardSort, page: int
                    ) -> LeaderboardPage:
    """The requested page of a count board, clamped to the pages that exist now."""
    result = await stats.leaderboard(guild_id, sort, max(1, page), PER_PAGE)
    if not result.rows and result.page > result.pages:
        result = await stats.leaderboard(guild_id, sort, result.pages, PER_PAGE)
    return result


def board_view(board: Board, buttons: type[LeaderboardPageButton] = LeaderboardPageButton
               ) -> discord.ui.View | None:
    """◀ ▶ for a board with more than one page; None (no buttons) otherwise. ``buttons``:
    the class ``page_buttons`` bound (discord.py may hand a click to the very item sent)."""
    if board.pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(buttons(board.guild_id, board.sort, board.page - 1, season=board.season,
                          label="◀", disabled=board.page <= 1))
    view.add_item(buttons(board.guild_id, board.sort, board.page + 1, season=board.season,
                          label="▶", disabled=board.page >= board.pages))
    return view


def leaderboard_view(page: LeaderboardPage,
                     buttons: type[LeaderboardPageButton] = LeaderboardPageButton
                     ) -> discord.ui.View | None:
    """``board_view`` of a count board's page."""
    return board_view(Board(page.guild_id, page.sort, None, page.page, page.pages,
                            discord.Embed()), buttons)
