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

from bot.game.features import feature
from bot.i18n import EN, Lang
from bot.i18n.interactions import server_lang
from bot.plumbing.answer import Answer
from bot.plumbing.refusals import UserError, handle_error
from bot.storage.models import (
    LEADERBOARD_SORTS,
    GuildSettings,
    LeaderboardPage,
    LeaderboardSort,
    PlayerStats,
)


class StatsSource(Protocol):
    """What the leaderboard reads (``Storage.stats``)."""

    async def leaderboard(self, guild_id: int, sort: LeaderboardSort, page: int,
                          per_page: int) -> LeaderboardPage: ...


class SettingsSource(Protocol):
    """Where the server's language setting is read (``Storage.settings``)."""

    async def get(self, guild_id: int) -> GuildSettings: ...


PER_PAGE: Final = 10
EMBED_COLOUR: Final = discord.Colour.from_rgb(237, 28, 36)  # UNO red

# the sorts' names in English (the /uno leaderboard choices' own: commands.ftl choice-<sort>)
SORT_LABELS: Final[dict[str, str]] = {sort: EN(f"choice-{sort}") for sort in LEADERBOARD_SORTS}

EMPTY_LEADERBOARD: Final = "lb-empty"

# Embed limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits)
EMBED_TITLE_LIMIT: Final = 256
EMBED_DESCRIPTION_LIMIT: Final = 4096
EMBED_TOTAL_LIMIT: Final = 6000

CUSTOM_ID_TEMPLATE: Final = (
    r"uno-lb:(?P<guild>[0-9]{1,20}):(?P<sort>[a-z_]{1,16}):(?P<page>[0-9]{1,6})"
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
    return lang(f"choice-{sort}") if sort in SORT_LABELS else sort


def leaderboard_embed(page: LeaderboardPage, guild_name: str | None = None,
                      lang: Lang = EN) -> discord.Embed:
    """The embed for one leaderboard page (an empty board says so)."""
    title = (lang("lb-title-in", guild=guild_name) if guild_name
             else lang("lb-title"))[:EMBED_TITLE_LIMIT]
    embed = discord.Embed(title=title, colour=EMBED_COLOUR)
    if page.total == 0:
        embed.description = lang(EMPTY_LEADERBOARD)
        return embed
    lines = [leaderboard_line(row.rank, row.stats, lang) for row in page.rows]
    if not lines:
        lines = [lang("lb-no-page", page=str(page.page), pages=str(page.pages))]
    text = "\n".join(lines)
    if len(text) > EMBED_DESCRIPTION_LIMIT:  # cannot happen with 10 rows, but never send a 400
        text = text[: EMBED_DESCRIPTION_LIMIT - 1] + "…"
    embed.description = text
    embed.set_footer(
        text=lang("lb-footer", sort=lang("lb-sort", sort=page.sort), page=str(page.page),
                  pages=str(page.pages), players=page.total)
    )
    return embed


def stats_embed(
    stats: PlayerStats, display_name: str, rank: int | None, ranked: int, lang: Lang = EN
) -> discord.Embed:
    """One player's record in this server; ``rank`` by wins among ``ranked`` players."""
    embed = discord.Embed(title=lang("stats-title", name=display_name)[:EMBED_TITLE_LIMIT],
                          colour=EMBED_COLOUR)
    who = f"<@{stats.user_id}>"
    if not has_played(stats):
        embed.description = lang("stats-none", player=who)
        return embed
    embed.description = lang("stats-record", player=who)
    embed.add_field(name=lang("stats-rank"),
                    value=lang("stats-rank-of", rank=str(rank), ranked=ranked)
                    if rank is not None else "—")
    embed.add_field(name=lang("stats-won"), value=lang("number", n=stats.matches_won))
    embed.add_field(name=lang("stats-played"), value=lang("number", n=stats.matches_played))
    embed.add_field(name=lang("stats-rate"), value=format_win_rate(stats, lang))
    embed.add_field(name=lang("stats-hands"), value=lang("number", n=stats.hands_won))
    embed.add_field(name=lang("stats-points"), value=lang("number", n=stats.points_scored))
    return embed


def has_played(stats: PlayerStats) -> bool:
    return bool(stats.matches_played or stats.hands_won or stats.points_scored)


# -- page buttons ---------------------------------------------------------------------


def page_custom_id(guild_id: int, sort: str, page: int) -> str:
    return f"uno-lb:{guild_id}:{sort}:{page}"


class LeaderboardPageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=CUSTOM_ID_TEMPLATE
):
    """◀ or ▶: shows page ``page`` of guild ``guild_id``'s leaderboard sorted by ``sort``.
    Clicks reach the class ``page_buttons`` binds to a storage."""

    stats: ClassVar[StatsSource | None] = None
    settings: ClassVar[SettingsSource | None] = None  # the server's language setting

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
            raise UserError("leaderboard-elsewhere")
        if self.sort not in LEADERBOARD_SORTS:
            raise UserError("leaderboard-stale")
        if self.stats is None:
            raise UserError("leaderboard-starting")
        page = await load_page(self.stats, self.guild_id, cast(LeaderboardSort, self.sort),
                               self.page)
        guild_name = interaction.guild.name if interaction.guild is not None else None
        await answer.update(
            embed=leaderboard_embed(page, guild_name, await board_lang(
                interaction, self.settings)),
            view=leaderboard_view(page, type(self)),
            allowed_mentions=discord.AllowedMentions.none(),
        )


def page_buttons(stats: StatsSource, settings: SettingsSource | None = None
                 ) -> type[LeaderboardPageButton]:
    """The ◀ ▶ button class to register, reading ``stats`` (and the server's language
    from ``settings``)."""
    return cast("type[LeaderboardPageButton]", type(
        "BoundLeaderboardPageButton", (LeaderboardPageButton,),
        {"stats": stats, "settings": settings}, template=CUSTOM_ID_TEMPLATE))


async def board_lang(interaction: discord.Interaction[Any],
                     settings: SettingsSource | None) -> Lang:
    """The leaderboard is public: the server's language (its setting, else its Discord
    locale)."""
    chosen = None
    if settings is not None and interaction.guild_id is not None:
        chosen = feature((await settings.get(interaction.guild_id)).features, "language")
    return server_lang(interaction, chosen)


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
