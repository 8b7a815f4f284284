"""The match chart's content from stored hands (issue 13): one line per player in seat
order, each player's running totals, a player who left stopping where they left."""

from __future__ import annotations

import discord

from bot.screens.pages.match_chart import chart_embed, match_chart, stored_names
from bot.storage.models import HandRecord


def hand(n: int, totals: dict[int, int]) -> HandRecord:
    return HandRecord(1, n, None, 0, {}, totals, 0.0)


def test_lines_follow_the_seats_and_the_totals() -> None:
    records = [hand(1, {1: 30, 2: 0, 3: 0}), hand(2, {1: 30, 2: 55, 3: 0}),
               hand(3, {1: 30, 2: 55})]  # player 3 left after hand 2
    chart = match_chart(records, [2, 1, 3], {1: "ann", 2: "bo", 3: "cy"}.__getitem__, 100)
    assert chart is not None and chart.target == 100
    assert [(p.name, p.totals) for p in chart.players] == [
        ("bo", (0, 55, 55)), ("ann", (30, 30, 30)), ("cy", (0, 0))]


def seated(n: int, seats: tuple[tuple[int, int], ...], names: dict[int, str]) -> HandRecord:
    """A hand as stored since issue 25: players' totals plus every seat's (AI seats too)."""
    members = {p: t for p, t in seats if p > 99}
    return HandRecord(1, n, None, 0, {}, members, 0.0, seats, names)


def test_ai_seats_have_their_lines_from_the_hands_seats() -> None:
    alice = 10**17
    records = [seated(1, ((alice, 0), (1, 20), (2, 0)), {1: "🤖 Nova", 2: "🤖 Pixel"}),
               seated(2, ((alice, 35), (1, 20), (2, 0)), {1: "🤖 Nova", 2: "🤖 Pixel"})]
    names = {alice: "alice", **stored_names(records)}
    chart = match_chart(records, [alice, 1, 2], names.__getitem__, 500)
    assert chart is not None
    assert [(p.name, p.totals) for p in chart.players] == [
        ("alice", (0, 35)), ("🤖 Nova", (20, 20)), ("🤖 Pixel", (0, 0))]
    # a hand stored before seats were kept: its players' totals, as before
    old = match_chart([hand(1, {alice: 5})], [alice], names.__getitem__, 500)
    assert old is not None and [p.totals for p in old.players] == [(5,)]


def test_no_chart_before_the_first_hand() -> None:
    assert match_chart([], [1, 2], str, 500) is None


def test_at_most_ten_lines() -> None:
    records = [hand(1, {p: p for p in range(12)})]
    chart = match_chart(records, list(range(12)), str, 500)
    assert chart is not None and len(chart.players) == 10


def test_the_embed_says_what_the_chart_shows() -> None:
    chart = match_chart([hand(1, {1: 5})], [1], str, 500)
    assert chart is not None
    e = chart_embed(chart, 1, over=False, lowest_wins=False)
    assert e.title == "UNO match chart — after 1 hand"
    assert "**500** points" in (e.description or "") and "first to reach" in (e.description or "")
    assert e.image.url == "attachment://match.png"
    final = chart_embed(chart, 4, over=True, lowest_wins=True)
    assert final.title == "UNO match chart — final" and "lowest total" in (final.description or "")
    assert final.color == discord.Color.gold()
