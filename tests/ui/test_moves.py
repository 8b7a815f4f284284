"""The table's "Last moves" lines: the events of one action read as one sentence."""

from __future__ import annotations

from bot.engine import Card
from bot.engine import events as E
from bot.screens.moves import move_lines

NAMES = {1: "alice", 2: "bob"}


def lines(*events: object) -> list[str]:
    return move_lines(events, NAMES.__getitem__)  # type: ignore[arg-type]


def test_wild_and_its_color_are_one_line() -> None:
    assert lines(E.CardPlayed(1, Card.from_code("W")), E.ColorChosen(1, "red"),
                 E.TurnStarted(2)) == ["alice played ⬛ Wild and named red."]


def test_draw_then_pass_keep_or_play() -> None:
    drawn = E.CardsDrawn(1, 1, "draw", (Card.from_code("r5"),))
    assert lines(drawn, E.Passed(1)) == ["alice drew a card and passed."]
    assert lines(drawn, E.CardKept(1)) == ["alice drew a card and kept it."]
    assert lines(drawn, E.CardPlayed(1, Card.from_code("r5"))) == [
        "alice drew a card and played 🟥 Red 5."]


def test_penalty_and_skip_read_as_one() -> None:
    assert lines(E.CardPlayed(1, Card.from_code("rD")), E.CardsDrawn(2, 2, "penalty"),
                 E.PlayerSkipped(2)) == ["alice played 🟥 Red Draw Two.",
                                         "bob drew 2 cards and lost the turn."]


def test_direction_and_unpaired_events() -> None:
    assert lines(E.CardPlayed(1, Card.from_code("rR")), E.DirectionReversed(-1)) == [
        "alice played 🟥 Red Reverse.", "Play now goes counter-clockwise."]
    assert lines(E.DealerChosen(1, ()), E.UnoCalled(2)) == ["bob called UNO!"]
    assert lines(E.CardsDrawn(2, 0, "draw")) == [
        "bob tried to draw, but there was nothing to draw."]
