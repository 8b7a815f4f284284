"""The match chart's content: each player's running total after every hand, from the
stored hands (pure: records in, a :class:`MatchChart` out)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Final

import discord

from bot.art import MatchChart, PlayerLine
from bot.art.chart import MARKERS
from bot.i18n import EN, Lang
from bot.storage.models import HandRecord

CHART_PICTURE: Final = "match.png"  # the attachment's file name
TOTALS_SHOWN: Final = 12  # running totals a player's line shows in words (the latest ones)


def match_chart(records: Sequence[HandRecord], seats: Sequence[int],
                name_of: Callable[[int], str], target: int, lang: Lang = EN
                ) -> MatchChart | None:
    """The chart of a match whose hands are ``records`` (in order), one line per seat, AI
    seats too, in seat order (anyone else found in the records after them): the running
    totals each hand kept of every seat (a hand stored before those were kept: its players'
    totals). A player who left stops at the last hand they were in. None before the first
    hand ends."""
    if not records or target <= 0:
        return None
    hands = [dict(r.seats) if r.seats else r.totals for r in records]
    players = list(dict.fromkeys([*seats, *(p for totals in hands for p in totals)]))
    lines = []
    for pid in players[:len(MARKERS)]:
        run: list[int] = []
        for totals in hands:
            if pid not in totals:
                break
            run.append(totals[pid])
        lines.append(PlayerLine(name_of(pid), tuple(run)))
    return in_language(MatchChart(tuple(lines), target), lang) if lines else None


def in_language(chart: MatchChart, lang: Lang) -> MatchChart:
    """The chart with its words (axis, target) in ``lang``."""
    return dataclasses.replace(
        chart, axis=lang("chart-axis"), target_label=lang("chart-target", target=chart.target),
        target_above=lang("chart-target-above", target=chart.target),
        nameless=tuple(lang("picture-nameless", seat=n + 1) for n in range(len(chart.players))))


def stored_names(records: Sequence[HandRecord]) -> dict[int, str]:
    """The AI seats' names the hands kept (members are named by the guild)."""
    return {pid: name for r in records for pid, name in r.names.items()}


def chart_embed(chart: MatchChart, hands: int, *, over: bool, lowest_wins: bool,
                picture: bool = True, lang: Lang = EN) -> discord.Embed:
    """The words around the chart picture (shown with ``attachment://match.png``); without
    the picture (not allowed or not drawn) the chart in words: each player's running
    totals."""
    e = discord.Embed(title=lang("chart-title", over=over, hands=hands),
                      description=lang("chart-about", target=chart.target,
                                       lowest_wins=lowest_wins, picture=picture),
                      color=discord.Color.gold() if over else discord.Color.blurple())
    if picture:
        e.set_image(url=f"attachment://{CHART_PICTURE}")
    else:
        e.description = f"{e.description}\n\n" + "\n".join(totals_lines(chart))
    return e


def totals_lines(chart: MatchChart) -> list[str]:
    """The chart in words: "**alice**: 0 → 77 → 154" (the latest totals of a long match)."""
    lines = []
    for player in chart.players:
        totals = [str(t) for t in player.totals]
        shown = totals[-TOTALS_SHOWN:]
        head = "… → " if len(totals) > len(shown) else ""
        name = discord.utils.escape_markdown(player.name)
        lines.append(f"**{name}**: {head}{' → '.join(shown) or '—'}")
    return lines
