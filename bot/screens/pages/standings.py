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
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Final, Protocol, cast

import discord

from bot.plumbing.answer import Answer
from bot.plumbing.refusals import UserError, handle_error
from bot.ratings.model import PROVISIONAL_HANDS, Skill, shown
from bot.storage.models import (
    ALL_TIME,
    LEADERBOARD_SORTS,
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


PER_PAGE: Final = 10
EMBED_COLOUR: Final = discord.Colour.from_rgb(237, 28, 36)  # UNO red

RATING: Final = "rating"
SORT_LABELS: Final[dict[str, str]] = {
    RATING: "Rating",
    "wins": "Wins",
    "points": "Points",
    "hands": "Hands won",
    "win_rate": "Win rate",
}
assert set(SORT_LABELS) == {RATING, *LEADERBOARD_SORTS}

EMPTY_LEADERBOARD: Final = "No games finished here yet — start one with /uno start"
EMPTY_RATINGS: Final = ("No rated hands here yet: every hand two or more people play to "
                        "the end is rated. Start one with /uno start")
# the one line that says what the number means
RATING_MEANS: Final = (f"*Rating: skill from every hand played against people (openskill, "
                       f"μ − 3σ, scaled): beating stronger players moves it most; newcomers "
                       f"start at 1,000 and are provisional until {PROVISIONAL_HANDS} "
                       f"hands.*")
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


def format_win_rate(stats: PlayerStats) -> str:
    """``"66.7%"``; a dash before the first finished match (0 of 0 is not 0%)."""
    if stats.matches_played == 0:
        return "—"
    rate = stats.win_rate * 100
    if rate == int(rate):
        return f"{int(rate)}%"
    return f"{rate:.1f}%"


def _plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n:,} {one if n == 1 else (many or one + 's')}"


def leaderboard_line(rank: int, stats: PlayerStats) -> str:
    """One row: rank, mention, wins, played, win rate, hands, points."""
    return (
        f"**{rank}.** <@{stats.user_id}> — {_plural(stats.matches_won, 'win')} · "
        f"{stats.matches_played:,} played · {format_win_rate(stats)} · "
        f"{_plural(stats.hands_won, 'hand')} · {_plural(stats.points_scored, 'pt')}"
    )


def sort_label(sort: str) -> str:
    return SORT_LABELS.get(sort, sort)


def _fit(text: str) -> str:
    """Never a 400: cut to the description limit (10 rows cannot reach it)."""
    if len(text) > EMBED_DESCRIPTION_LIMIT:
        return text[: EMBED_DESCRIPTION_LIMIT - 1] + "…"
    return text


def leaderboard_embed(page: LeaderboardPage, guild_name: str | None = None) -> discord.Embed:
    """The embed for one page of a count board (an empty board says so)."""
    where = f" — {guild_name}" if guild_name else ""
    title = f"🏆 UNO leaderboard{where}"[:EMBED_TITLE_LIMIT]
    embed = discord.Embed(title=title, colour=EMBED_COLOUR)
    if page.total == 0:
        embed.description = f"{EMPTY_LEADERBOARD}\n*{COUNTS}*"
        return embed
    lines = [leaderboard_line(row.rank, row.stats) for row in page.rows]
    if not lines:
        lines = [f"There is no page {page.page}; the last page is {page.pages}."]
    embed.description = _fit("\n".join(lines))
    embed.add_field(name="What counts", value=COUNTS, inline=False)
    embed.set_footer(
        text=f"Sorted by {sort_label(page.sort).lower()} (all time) · page {page.page}/"
        f"{page.pages} · {_plural(page.total, 'player')}"
    )
    return embed


# -- ratings ----------------------------------------------------------------------------


def day(at: float) -> str:
    """``"1 Mar 2025"`` (UTC, as the seasons turn)."""
    t = time.gmtime(at)
    return f"{t.tm_mday} {time.strftime('%b', t)} {t.tm_year}"


def season_name(season: int, seasons: Seasons | None = None) -> str:
    """``"Season 3 (since 1 Mar 2025)"``, ``"Season 2 (1 Feb 2025 – 1 Mar 2025)"``,
    ``"All time"``."""
    if season == ALL_TIME:
        return "All time"
    found = seasons.find(season) if seasons is not None else None
    if found is None:
        return f"Season {season}"
    if found.ended_at is None:
        return f"Season {season} (since {day(found.started_at)})"
    return f"Season {season} ({day(found.started_at)} – {day(found.ended_at)})"


def rating_line(place: int | None, user_id: int, skill: Skill) -> str:
    """A ranked row: place, mention, rating, hands; a provisional one says so instead of a
    place."""
    hands = f"{_plural(skill.hands, 'hand')}, {skill.wins:,} won"
    if place is None:
        return (f"**·** <@{user_id}> — {skill.shown:,} · {hands} · provisional "
                f"({skill.hands} of {PROVISIONAL_HANDS} hands)")
    return f"**{place}.** <@{user_id}> — **{skill.shown:,}** · {hands}"


def rating_embed(page: RatingPage, seasons: Seasons | None,
                 guild_name: str | None = None) -> discord.Embed:
    """The embed for one page of a rating board: ranked players by rating, then the
    provisional ones; one line says what the number means."""
    where = f" — {guild_name}" if guild_name else ""
    title = f"🏆 UNO ratings{where} · {season_name(page.season, seasons)}"
    embed = discord.Embed(title=title[:EMBED_TITLE_LIMIT], colour=EMBED_COLOUR)
    if page.total == 0:
        embed.description = EMPTY_RATINGS + "\n\n" + RATING_MEANS
        return embed
    lines = [rating_line(row.place, row.user_id, row.skill) for row in page.rows]
    if not lines:
        lines = [f"There is no page {page.page}; the last page is {page.pages}."]
    embed.description = _fit("\n".join(lines) + "\n\n" + RATING_MEANS)
    provisional = page.total - page.ranked
    waiting = f", {provisional:,} provisional" if provisional else ""
    embed.set_footer(
        text=f"Sorted by rating · page {page.page}/{page.pages} · "
        f"{_plural(page.ranked, 'ranked player')}{waiting}"
    )
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
    raise UserError(f"There is no season {raw[:20]!r} here: choose `current`, `all` "
                    f"(all time) or a season from 1 to {current}.")


def season_choices(seasons: Seasons, typed: str) -> list[tuple[str, str]]:
    """(label, value) for the ``season:`` autocomplete: the seasons newest first, all
    time, filtered by what was typed."""
    rows: list[tuple[str, str]] = []
    for s in seasons.seasons:
        now = " — current" if s.ended_at is None else ""
        rows.append((f"{season_name(s.number, seasons)}{now} · {_plural(s.hands, 'hand')}",
                     str(s.number)))
    if not rows:
        rows.append(("Season 1 (the current one)", "1"))
    rows.append(("All time", "all"))
    text = typed.strip().lower()
    return [(label, value) for label, value in rows if text in label.lower()][:25]


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


def trend_text(rating: PlayerRating) -> str:
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
    hands = len(window) - 1
    low, high = min(values), max(values)
    spark = "".join(SPARKS[0 if high == low else round((v - low) * (len(SPARKS) - 1)
                                                      / (high - low))] for v in values)
    return f"{arrow} {change:+,} over the last {_plural(hands, 'hand')}\n`{spark}`"


def stats_embed(stats: PlayerStats, display_name: str, rating: PlayerRating | None = None,
                seasons: Seasons | None = None) -> discord.Embed:
    """One player's record in this server: their rating and its trend, hands and matches
    against people, best streak, and their record against AI players on its own line."""
    embed = discord.Embed(title=f"UNO stats — {display_name}"[:EMBED_TITLE_LIMIT],
                          colour=EMBED_COLOUR)
    rated = rating is not None and rating.all_time is not None
    if not has_played(stats) and not rated:
        embed.description = (f"<@{stats.user_id}> hasn't finished a hand in this server yet. "
                             + COUNTS)
        return embed
    embed.description = f"<@{stats.user_id}>'s record in this server."
    if rating is not None:
        embed.add_field(name=f"Rating · {season_name(rating.season, seasons)}",
                        value=rating_value(rating), inline=False)
        if rating.skill is not None:
            embed.add_field(name="Trend", value=trend_text(rating))
        if rating.all_time is not None:
            every = rating.all_time
            embed.add_field(name="All time", value=f"{every.shown:,}")
            embed.add_field(name="Rated hands",
                            value=f"{every.hands:,} played · {every.wins:,} won")
            embed.add_field(name="Best streak",
                            value=f"{_plural(every.best_streak, 'hand')} won in a row")
    embed.add_field(name="Matches won", value=f"{stats.matches_won:,}")
    embed.add_field(name="Matches played", value=f"{stats.matches_played:,}")
    embed.add_field(name="Win rate", value=format_win_rate(stats))
    embed.add_field(name="Hands won", value=f"{stats.hands_won:,}")
    embed.add_field(name="Points scored", value=f"{stats.points_scored:,}")
    embed.add_field(name="Against AI players", value=ai_record(stats), inline=False)
    return embed


def rating_value(rating: PlayerRating) -> str:
    skill = rating.skill
    if skill is None:
        return "No rated hand this season yet."
    if skill.provisional:
        return (f"{skill.shown:,} · provisional ({skill.hands} of {PROVISIONAL_HANDS} "
                "hands)")
    place = f" · #{rating.place} of {rating.ranked:,}" if rating.place is not None else ""
    return f"**{skill.shown:,}**{place}"


def ai_record(stats: PlayerStats) -> str:
    """Matches played alone against AI seats: counted here, not in the matches above."""
    if not stats.ai_matches_played:
        return "No match against AI players only."
    return (f"{_plural(stats.ai_matches_played, 'match', 'matches')} played · "
            f"{stats.ai_matches_won:,} won (not counted in the matches above)")


def has_played(stats: PlayerStats) -> bool:
    """Anything counted: what lists a player on the count boards (bot/storage/stats.py
    _PLAYED), or a match against AI players."""
    return bool(stats.matches_played or stats.hands_won or stats.points_scored
                or stats.ai_matches_played)


# what the boards and /uno stats count, said on both (issue 25.4)
COUNTS: Final = ("Hands count once they are played to the end, matches once they are "
                 "finished: a stopped match counts only the hands finished before the stop.")


# -- boards and their page buttons -------------------------------------------------------


class Boards:
    """What the leaderboard pages read: the count boards, the rating boards and their
    seasons, and the clock (a monthly season turns at the first read of a new month)."""

    def __init__(self, stats: StatsSource, ratings: RatingsSource,
                 now: Callable[[], float]) -> None:
        self.stats = stats
        self.ratings = ratings
        self.now = now

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
                     guild_name: str | None, seasons: Seasons | None = None) -> Board:
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
                     rating_embed(ratings, seasons, guild_name))
    counts = await load_page(boards.stats, guild_id, cast(LeaderboardSort, sort), page)
    return Board(guild_id, sort, None, counts.page, counts.pages,
                 leaderboard_embed(counts, guild_name))


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
            raise UserError("This leaderboard belongs to another server.")
        if self.sort not in SORT_LABELS:
            raise UserError("This leaderboard is out of date — run /uno leaderboard again.")
        if self.boards is None:
            raise UserError("The leaderboard is starting up; try again in a moment.")
        guild_name = interaction.guild.name if interaction.guild is not None else None
        board = await load_board(self.boards, self.guild_id, self.sort, self.season,
                                 self.page, guild_name)
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
