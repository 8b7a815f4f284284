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


def match_chart(records: Sequence[HandRecord], seats: Sequence[int],
                name_of: Callable[[int], str], target: int, lang: Lang = EN
                ) -> MatchChart | None:
    """The chart of a match whose hands are ``records`` (in order), one line per player
    in seat order (anyone else found in the records after them). A player who left stops
    at the last hand they were in. None before the first hand ends."""
    if not records or target <= 0:
        return None
    players = list(dict.fromkeys([*seats, *(p for r in records for p in r.totals)]))
    lines = []
    for pid in players[:len(MARKERS)]:
        totals: list[int] = []
        for record in records:
            if pid not in record.totals:
                break
            totals.append(record.totals[pid])
        lines.append(PlayerLine(name_of(pid), tuple(totals)))
    return in_language(MatchChart(tuple(lines), target), lang) if lines else None


def in_language(chart: MatchChart, lang: Lang) -> MatchChart:
    """The chart with its words (axis, target) in ``lang``."""
    return dataclasses.replace(chart, axis=lang("chart-axis"),
                               target_label=lang("chart-target", target=chart.target))


def chart_embed(chart: MatchChart, hands: int, *, over: bool, lowest_wins: bool,
                lang: Lang = EN) -> discord.Embed:
    """The words around the chart picture (shown with ``attachment://match.png``)."""
    e = discord.Embed(title=lang("chart-title", over=over, hands=hands),
                      description=lang("chart-about", target=chart.target,
                                       lowest_wins=lowest_wins),
                      color=discord.Color.gold() if over else discord.Color.blurple())
    e.set_image(url=f"attachment://{CHART_PICTURE}")
    return e
