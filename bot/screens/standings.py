"""Leaderboard and player-stats rendering, and the restart-proof leaderboard page buttons.

Rendering is pure (records in, embeds out) so it can be tested without Discord. The ◀ ▶
buttons are :class:`discord.ui.DynamicItem` s whose custom id carries everything needed to
redraw the page (``uno-lb:<guild>:<sort>:<page>``), so they keep working after a restart
once registered with ``bot.add_dynamic_items(page_buttons(storage))``: the registered class
is bound to the storage it reads (injected, not found through the bot). Like every other
button, a click is deferred if the answer is not ready within 1.5 s (``Answer.guard``).
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, Final, Protocol, cast

import discord

from bot.plumbing.answer import Answer
from bot.plumbing.refusals import UserError, handle_error
from bot.storage.models import (
    LEADERBOARD_SORTS,
    LeaderboardPage,
    LeaderboardSort,
    PlayerStats,
)


class StatsSource(Protocol):
    """What the leaderboard reads (``Storage.stats``)."""

    async def leaderboard(self, guild_id: int, sort: LeaderboardSort, page: int,
                          per_page: int) -> LeaderboardPage: ...


PER_PAGE: Final = 10
EMBED_COLOUR: Final = discord.Colour.from_rgb(237, 28, 36)  # UNO red

SORT_LABELS: Final[dict[str, str]] = {
    "wins": "Wins",
    "points": "Points",
    "hands": "Hands won",
    "win_rate": "Win rate",
}
assert set(SORT_LABELS) == set(LEADERBOARD_SORTS)

EMPTY_LEADERBOARD: Final = "No games finished here yet — start one with /uno start"

# Embed limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits)
EMBED_TITLE_LIMIT: Final = 256
EMBED_DESCRIPTION_LIMIT: Final = 4096
EMBED_TOTAL_LIMIT: Final = 6000

CUSTOM_ID_TEMPLATE: Final = (
    r"uno-lb:(?P<guild>[0-9]{1,20}):(?P<sort>[a-z_]{1,16}):(?P<page>[0-9]{1,6})"
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


def leaderboard_embed(page: LeaderboardPage, guild_name: str | None = None) -> discord.Embed:
    """The embed for one leaderboard page (an empty board says so)."""
    where = f" — {guild_name}" if guild_name else ""
    title = f"🏆 UNO leaderboard{where}"[:EMBED_TITLE_LIMIT]
    embed = discord.Embed(title=title, colour=EMBED_COLOUR)
    if page.total == 0:
        embed.description = EMPTY_LEADERBOARD
        return embed
    lines = [leaderboard_line(row.rank, row.stats) for row in page.rows]
    if not lines:
        lines = [f"There is no page {page.page}; the last page is {page.pages}."]
    text = "\n".join(lines)
    if len(text) > EMBED_DESCRIPTION_LIMIT:  # cannot happen with 10 rows, but never send a 400
        text = text[: EMBED_DESCRIPTION_LIMIT - 1] + "…"
    embed.description = text
    embed.set_footer(
        text=f"Sorted by {sort_label(page.sort).lower()} · page {page.page}/{page.pages} · "
        f"{_plural(page.total, 'player')}"
    )
    return embed


def stats_embed(
    stats: PlayerStats, display_name: str, rank: int | None, ranked: int
) -> discord.Embed:
    """One player's record in this server; ``rank`` by wins among ``ranked`` players."""
    embed = discord.Embed(title=f"UNO stats — {display_name}"[:EMBED_TITLE_LIMIT],
                          colour=EMBED_COLOUR)
    if not has_played(stats):
        embed.description = f"<@{stats.user_id}> hasn't played yet in this server."
        return embed
    embed.description = f"<@{stats.user_id}>'s record in this server."
    embed.add_field(name="Rank (by wins)",
                    value=f"#{rank} of {ranked:,}" if rank is not None else "—")
    embed.add_field(name="Matches won", value=f"{stats.matches_won:,}")
    embed.add_field(name="Matches played", value=f"{stats.matches_played:,}")
    embed.add_field(name="Win rate", value=format_win_rate(stats))
    embed.add_field(name="Hands won", value=f"{stats.hands_won:,}")
    embed.add_field(name="Points scored", value=f"{stats.points_scored:,}")
    return embed


def has_played(stats: PlayerStats) -> bool:
    return bool(stats.matches_played or stats.hands_won or stats.points_scored
                or stats.ai_matches_played)


# -- page buttons ---------------------------------------------------------------------


def page_custom_id(guild_id: int, sort: str, page: int) -> str:
    return f"uno-lb:{guild_id}:{sort}:{page}"


class LeaderboardPageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=CUSTOM_ID_TEMPLATE
):
    """◀ or ▶: shows page ``page`` of guild ``guild_id``'s leaderboard sorted by ``sort``.
    Clicks reach the class ``page_buttons`` binds to a storage."""

    stats: ClassVar[StatsSource | None] = None

    def __init__(
        self, guild_id: int, sort: str, page: int, *, label: str = "▶", disabled: bool = False
    ) -> None:
        self.guild_id = guild_id
        self.sort = sort
        self.page = page
        super().__init__(
            discord.ui.Button(
                style=discord.ButtonStyle.secondary,
                label=label,
                custom_id=page_custom_id(guild_id, sort, page),
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
        return cls(int(match["guild"]), match["sort"], int(match["page"]), label=label)

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
        if self.sort not in LEADERBOARD_SORTS:
            raise UserError("This leaderboard is out of date — run /uno leaderboard again.")
        if self.stats is None:
            raise UserError("The leaderboard is starting up; try again in a moment.")
        page = await load_page(self.stats, self.guild_id, cast(LeaderboardSort, self.sort),
                               self.page)
        guild_name = interaction.guild.name if interaction.guild is not None else None
        await answer.update(
            embed=leaderboard_embed(page, guild_name),
            view=leaderboard_view(page, type(self)),
            allowed_mentions=discord.AllowedMentions.none(),
        )


def page_buttons(stats: StatsSource) -> type[LeaderboardPageButton]:
    """The ◀ ▶ button class to register, reading ``stats``."""
    return cast("type[LeaderboardPageButton]", type(
        "BoundLeaderboardPageButton", (LeaderboardPageButton,), {"stats": stats},
        template=CUSTOM_ID_TEMPLATE))


async def load_page(stats: StatsSource, guild_id: int, sort: LeaderboardSort, page: int
                    ) -> LeaderboardPage:
    """The requested page, clamped to the pages that exist now (data may have changed)."""
    result = await stats.leaderboard(guild_id, sort, max(1, page), PER_PAGE)
    if not result.rows and result.page > result.pages:
        result = await stats.leaderboard(guild_id, sort, result.pages, PER_PAGE)
    return result


def leaderboard_view(page: LeaderboardPage,
                     buttons: type[LeaderboardPageButton] = LeaderboardPageButton
                     ) -> discord.ui.View | None:
    """◀ ▶ for a board with more than one page; None (no buttons) otherwise. ``buttons``:
    the class ``page_buttons`` bound (discord.py may hand a click to the very item sent)."""
    if page.pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(buttons(page.guild_id, page.sort, page.page - 1, label="◀",
                          disabled=page.page <= 1))
    view.add_item(buttons(page.guild_id, page.sort, page.page + 1, label="▶",
                          disabled=page.page >= page.pages))
    return view
