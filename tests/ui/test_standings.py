"""Leaderboard / stats / settings rendering: text, limits, page buttons (no Discord)."""

from __future__ import annotations

import calendar
import re
from dataclasses import replace

import discord
import pytest

from bot.errors import UserError
from bot.i18n import EN
from bot.ratings.model import PROVISIONAL_HANDS, Skill
from bot.screens.pages.settings_view import settings_embed
from bot.screens.pages.standings import (
    CUSTOM_ID_TEMPLATE,
    EMBED_DESCRIPTION_LIMIT,
    EMBED_TOTAL_LIMIT,
    EMPTY_LEADERBOARD,
    PER_PAGE,
    RATING_MEANS,
    Board,
    LeaderboardPageButton,
    PlayerRating,
    board_view,
    format_win_rate,
    leaderboard_embed,
    leaderboard_line,
    leaderboard_view,
    parse_season,
    rating_embed,
    season_choices,
    stats_embed,
    trend_text,
)
from bot.storage.models import (
    ALL_TIME,
    GuildSettings,
    LeaderboardPage,
    LeaderboardRow,
    PlayerStats,
    RatingPage,
    RatingRow,
    Season,
    Seasons,
)

FEB = float(calendar.timegm((2025, 2, 1, 0, 0, 0)))
MARCH = float(calendar.timegm((2025, 3, 1, 0, 0, 0)))


def seasons() -> Seasons:
    return Seasons(GUILD, (Season(2, MARCH, None, "monthly", 30),
                           Season(1, FEB, MARCH, "first", 120)), monthly=True)

GUILD = 1_000_000_000_000_001
BIG_ID = 18_446_744_073_709_551_615  # the largest snowflake


def stats(uid: int = 42, played: int = 0, won: int = 0, hands: int = 0, points: int = 0
          ) -> PlayerStats:
    return PlayerStats(GUILD, uid, played, won, hands, points)


def page(total: int, number: int = 1, sort: str = "wins", rows: list[PlayerStats] | None = None
         ) -> LeaderboardPage:
    if rows is None:
        first = (number - 1) * PER_PAGE
        count = max(0, min(PER_PAGE, total - first))
        rows = [stats(uid=1000 + first + i, played=10, won=5) for i in range(count)]
    first_rank = (number - 1) * PER_PAGE + 1
    return LeaderboardPage(GUILD, sort, number, PER_PAGE, total,  # type: ignore[arg-type]
                           tuple(LeaderboardRow(first_rank + i, s) for i, s in enumerate(rows)))


def test_win_rate_formatting() -> None:
    assert format_win_rate(stats(played=0, won=0)) == "—"
    assert format_win_rate(stats(played=3, won=2)) == "66.7%"
    assert format_win_rate(stats(played=2, won=1)) == "50%"
    assert format_win_rate(stats(played=1, won=1)) == "100%"
    assert format_win_rate(stats(played=7, won=0)) == "0%"
    assert format_win_rate(stats(played=1000, won=1)) == "0.1%"


def test_row_shows_rank_mention_and_every_number() -> None:
    line = leaderboard_line(3, stats(uid=77, played=12, won=1, hands=40, points=12345))
    assert line.startswith("**3.** <@77>")
    assert "1 win " in line and "12 played" in line and "8.3%" in line
    assert "40 hands" in line and "12,345 pts" in line
    assert "2 wins" in leaderboard_line(1, stats(played=2, won=2))


def test_empty_leaderboard_says_so() -> None:
    embed = leaderboard_embed(page(0), "UNO Club")
    assert (embed.description or "").startswith(EN(EMPTY_LEADERBOARD))
    assert "stopped match" in (embed.description or "")  # what counts (issue 25.4)
    assert "/uno start" in EN(EMPTY_LEADERBOARD)
    assert embed.title is not None and "UNO Club" in embed.title
    assert leaderboard_view(page(0)) is None


def test_full_page_of_huge_numbers_fits_embed_limits() -> None:
    rows = [stats(uid=BIG_ID - i, played=10**9, won=10**9 - 1, hands=10**12, points=10**15)
            for i in range(PER_PAGE)]
    embed = leaderboard_embed(page(10**6, 99_999, "points", rows), "x" * 100)
    assert embed.description is not None
    assert len(embed.description) <= EMBED_DESCRIPTION_LIMIT
    assert len(embed) <= EMBED_TOTAL_LIMIT
    assert len(embed.title or "") <= 256
    assert embed.description.count("\n") == PER_PAGE - 1
    assert "page 99999/100000" in (embed.footer.text or "")
    assert "1,000,000 players" in (embed.footer.text or "")
    assert "points" in (embed.footer.text or "")


def test_page_past_the_end_is_explained() -> None:
    embed = leaderboard_embed(page(12, 5, rows=[]))
    assert "no page 5" in (embed.description or "")


def test_single_page_has_no_buttons() -> None:
    assert leaderboard_view(page(PER_PAGE)) is None


def _buttons(view: discord.ui.View | None) -> list[discord.ui.Button[discord.ui.View]]:
    assert view is not None
    items = [i.item for i in view.children if isinstance(i, LeaderboardPageButton)]
    return [i for i in items if isinstance(i, discord.ui.Button)]


def test_page_buttons_carry_guild_sort_and_target_page() -> None:
    first, middle, last = (_buttons(leaderboard_view(page(23, n, "win_rate"))) for n in (1, 2, 3))
    assert [b.label for b in first] == ["◀", "▶"]
    assert [b.disabled for b in first] == [True, False]
    assert [b.disabled for b in middle] == [False, False]
    assert [b.disabled for b in last] == [False, True]
    assert [b.custom_id for b in middle] == [f"uno-lb:{GUILD}:win_rate:1",
                                             f"uno-lb:{GUILD}:win_rate:3"]
    for buttons in (first, middle, last):
        ids = [b.custom_id for b in buttons]
        assert len(set(ids)) == len(ids)
        for cid in ids:
            assert cid is not None and len(cid) <= 100
            assert re.fullmatch(CUSTOM_ID_TEMPLATE, cid)
            # The game buttons' DynamicItem claims every "uno:..." id; ours must not collide.
            assert not cid.startswith("uno:")


async def test_button_rebuilt_from_custom_id() -> None:
    cid = f"uno-lb:{BIG_ID}:hands:7"
    match = re.fullmatch(CUSTOM_ID_TEMPLATE, cid)
    assert match is not None
    item = discord.ui.Button[discord.ui.View](label="◀", custom_id=cid)
    button = await LeaderboardPageButton.from_custom_id(None, item, match)  # type: ignore[arg-type]
    assert (button.guild_id, button.sort, button.page) == (BIG_ID, "hands", 7)
    assert button.custom_id == cid and button.item.label == "◀"


def test_stats_embed_for_a_player() -> None:
    record = replace(stats(uid=5, played=4, won=3, hands=9, points=876), ai_matches_played=3,
                     ai_matches_won=2)
    skill = Skill(27.0, 2.0, hands=30, wins=11, streak=0, best_streak=4)
    recent = [(25.0 + i * 0.1, 2.0) for i in range(20)]
    rating = PlayerRating(2, skill, 2, 23, recent, replace(skill, hands=42, wins=17))
    embed = stats_embed(record, "bob", rating, seasons())
    fields = {f.name: f.value for f in embed.fields}
    assert fields["Rating · Season 2 (since Mar 1, 2025)"] == "**1,840** · #2 of 23"
    assert fields["Trend"].startswith("▲ +40 over the last 10 hands\n`")  # 10 × 0.1 mu × 40
    assert fields["All time"] == "1,840" and fields["Rated hands"] == "42 played · 17 won"
    assert fields["Best streak"] == "4 hands won in a row"
    assert fields["Matches won"] == "3" and fields["Matches played"] == "4"
    assert fields["Win rate"] == "75%"
    assert fields["Hands won"] == "9" and fields["Points scored"] == "876"
    assert fields["Against AI players"].startswith("3 matches played · 2 won")
    ai = next(f for f in embed.fields if f.name == "Against AI players")
    assert not ai.inline  # a line of its own
    assert "bob" in (embed.title or "")


def test_a_provisional_rating_and_a_new_players_trend() -> None:
    skill = Skill(29.0, 7.0, hands=2, wins=2, streak=2, best_streak=2)
    rating = PlayerRating(1, skill, None, 4, [(27.0, 7.5), (29.0, 7.0)], skill)
    fields = {f.name: f.value for f in stats_embed(stats(uid=5, hands=2), "d", rating).fields}
    assert fields["Rating · Season 1"] == f"{skill.shown:,} · provisional (2 of 5 hands)"
    # from where everyone starts (1,000), over the 2 hands played
    assert fields["Trend"].startswith(f"▲ +{skill.shown - 1000:,} over the last 2 hands")
    assert trend_text(replace(rating, recent=[])) == "—"


def test_stats_embed_for_someone_who_never_played() -> None:
    embed = stats_embed(stats(uid=5), "carol")
    assert "hasn't finished a hand" in (embed.description or "")
    assert not embed.fields


def test_settings_embed_marks_overrides_and_fits() -> None:
    settings = GuildSettings(GUILD, "party", {"stacking": False, "bogus": 1}, 30, 1000)
    embed = settings_embed(settings, note="Saved: x.")
    text = embed.description or ""
    assert "`party`" in text and "30 s" in text and "1,000 points" in text
    assert "`stacking` **off** ✱" in text  # changed from the preset: listed
    assert "seven_o" not in text  # as the preset has it: only in its own view
    assert "bogus" in text  # reported as ignored
    assert len(embed) <= EMBED_TOTAL_LIMIT and len(text) <= EMBED_DESCRIPTION_LIMIT


def test_settings_summary_stays_short_with_every_rule_changed() -> None:
    """A summary, not a wall (issue 25.8): at most 1,200 characters even when every house
    rule and table feature differs from the defaults."""
    from bot.game.features import FEATURES
    from bot.game.settings_rules import HOUSE_OPTIONS
    from bot.screens.pages.settings_view import SUMMARY_LIMIT

    options = {o.name: (not o.default) if o.kind == "bool" else o.choices[-1]
               for o in HOUSE_OPTIONS}
    features = {o.name: (not o.default) if o.kind == "bool" else o.choices[-1]
                for o in FEATURES}
    settings = GuildSettings(GUILD, "official", options, 600, 5000, features=features)
    embed = settings_embed(settings, note="Saved: everything.")
    assert len(embed.description or "") <= SUMMARY_LIMIT == 1200
    assert len(settings_embed(GuildSettings(GUILD)).description or "") < 700


def test_one_setting_in_full() -> None:
    from bot.game.settings_rules import setting_named
    from bot.screens.pages.settings_view import option_embed

    stacking = setting_named("Stacking")
    assert stacking is not None
    text = option_embed(GuildSettings(GUILD, "party", {"stacking": False}), stacking
                        ).description or ""
    assert "**Now:** off ✱ changed" in text and "**Default:** on" in text
    assert "**Values:** on or off" in text


def rating_page(total: int, ranked: int, number: int = 1, season: int = 2) -> RatingPage:
    first = (number - 1) * PER_PAGE
    rows = tuple(
        RatingRow(first + i + 1 if first + i < ranked else None, BIG_ID - first - i,
                  Skill(40.0 - (first + i) * 0.01, 1.0 + (first + i) * 0.001,
                        hands=10**9 if first + i < ranked else 4, wins=10**8))
        for i in range(max(0, min(PER_PAGE, total - first))))
    return RatingPage(GUILD, season, number, PER_PAGE, total, ranked, rows)


def test_rating_board_ranks_then_lists_the_provisional_and_says_what_it_means() -> None:
    embed = rating_embed(rating_page(12, 9), seasons(), "UNO Club")
    text = embed.description or ""
    lines = text.splitlines()
    assert lines[0].startswith(f"**1.** <@{BIG_ID}> — **2,480** · 1,000,000,000 hands")
    assert lines[9].startswith(f"**·** <@{BIG_ID - 9}>") and "provisional (4 of 5" in lines[9]
    means = EN(RATING_MEANS, needed=PROVISIONAL_HANDS)
    assert lines[-1] == means and "μ − 3σ" in means
    assert "Season 2 (since Mar 1, 2025)" in (embed.title or "")
    assert "page 1/2" in (embed.footer.text or "") and "9 ranked players, 3 provisional" in (
        embed.footer.text or "")
    assert len(embed) <= EMBED_TOTAL_LIMIT and len(text) <= EMBED_DESCRIPTION_LIMIT
    past = rating_embed(rating_page(3, 3, season=1), seasons())
    assert "Season 1 (Feb 1, 2025 – Mar 1, 2025)" in (past.title or "")
    assert "All time" in (rating_embed(rating_page(3, 3, season=ALL_TIME), None).title or "")
    assert "No rated hands here yet" in (rating_embed(rating_page(0, 0), None).description
                                         or "")


def test_rating_page_buttons_carry_the_season() -> None:
    board = Board(GUILD, "rating", 1, 2, 3, rating_embed(rating_page(25, 20, 2, 1), None))
    buttons = _buttons(board_view(board))
    assert [b.custom_id for b in buttons] == [f"uno-lb:{GUILD}:rating:1:1",
                                              f"uno-lb:{GUILD}:rating:3:1"]
    for cid in (b.custom_id for b in buttons):
        assert cid is not None and re.fullmatch(CUSTOM_ID_TEMPLATE, cid)


async def test_a_rating_button_is_rebuilt_with_its_season() -> None:
    cid = f"uno-lb:{GUILD}:rating:4:0"
    match = re.fullmatch(CUSTOM_ID_TEMPLATE, cid)
    assert match is not None
    item = discord.ui.Button[discord.ui.View](label="▶", custom_id=cid)
    button = await LeaderboardPageButton.from_custom_id(None, item, match)  # type: ignore[arg-type]
    assert (button.sort, button.page, button.season) == ("rating", 4, ALL_TIME)


def test_season_names_parse_and_complete() -> None:
    known = seasons()
    assert parse_season(None, known) == 2 and parse_season("current", known) == 2
    assert parse_season("1", known) == 1 and parse_season("Season 2", known) == 2
    assert parse_season("all", known) == ALL_TIME and parse_season("All time", known) == 0
    for wrong in ("3", "0", "x" * 500, "-1"):
        with pytest.raises(UserError, match="from 1 to 2"):
            parse_season(wrong, known)
    choices = season_choices(known, "")
    assert [v for _, v in choices] == ["2", "1", "all"]
    assert choices[0][0].startswith("Season 2 (since Mar 1, 2025) — current · 30 hands")
    assert season_choices(known, "feb") == [(choices[1][0], "1")]
    assert [v for _, v in season_choices(Seasons(GUILD, (), False), "")] == ["1", "all"]
