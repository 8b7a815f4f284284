"""What the table picture is told to show (issue 25, point 6): a pending draw on the seat
that faces it, who can be caught, the hand's winner, AI seats by their bare names."""

from __future__ import annotations

import dataclasses

from bot.art import BadgeWords, MatchChart, PlayerLine, Seat, TableScene
from bot.engine import Match, Rules
from bot.engine.positions import Moment
from bot.i18n import Lang
from bot.screens.pages.match_chart import in_language
from bot.screens.table import picture_changed, seat_picture_name, table_scene

ALICE, BOB = 1001 << 22, 1002 << 22
NAMES = {ALICE: "alice 🎲", BOB: "bob", 1: "🤖 Nova (strong)"}


def test_the_scene_carries_the_pending_draw_the_catchable_and_the_ai_seat() -> None:
    m = Match.staged([ALICE, 1, BOB], Rules(), hands={ALICE: ["r3"], 1: ["b1", "b2"],
                                                       BOB: ["y1", "y2"]},
                     discard=["g4", "gD"], current=1,
                     moment=Moment(pending_draw=2, catchable=(ALICE,)))
    scene = table_scene(m.public_view(), NAMES.__getitem__)
    assert scene is not None
    alice, nova, bob = scene.seats
    assert alice.catchable and not alice.pending and not alice.ai
    assert nova.pending == 2 and nova.is_turn and nova.ai and nova.name == "Nova"
    assert not bob.pending and not bob.catchable and not bob.winner
    assert alice.name == "alice 🎲"  # the picture leaves out what its font lacks


def test_the_hand_over_shows_its_winner() -> None:
    m = Match.staged([ALICE, BOB], Rules(), hands={ALICE: ["r3"], BOB: ["y1"]},
                     discard=["r4"], current=ALICE)
    view = dataclasses.replace(m.public_view(), hand_over=True, hand_winner=BOB,
                               current_player=None)
    scene = table_scene(view, NAMES.__getitem__)
    assert scene is not None
    assert [s.winner for s in scene.seats] == [False, True]


def test_only_an_ai_seats_level_is_left_out() -> None:
    assert seat_picture_name(1, "🤖 Nova (strong)") == "Nova"
    assert seat_picture_name(ALICE, "bob (normal)") == "bob (normal)"


def scene(**change: object) -> TableScene:
    seats = (Seat("alice", 5, True), Seat("Nova", 4, ai=True), Seat("bob", 2))
    base = TableScene("r7", "r", 1, seats)
    return dataclasses.replace(base, **change)  # type: ignore[arg-type]


def seats(*pairs: tuple[int, dict[str, object]]) -> tuple[Seat, ...]:
    out = list(scene().seats)
    for k, change in pairs:
        out[k] = dataclasses.replace(out[k], **change)  # type: ignore[arg-type]
    return tuple(out)


def test_a_new_picture_only_when_what_a_player_needs_changed() -> None:
    shown = scene()
    assert picture_changed(None, shown)  # none yet (or since a restart)
    assert not picture_changed(shown, scene())
    for changed in (scene(top="r8"), scene(color="g"), scene(direction=-1),
                    scene(palette="high_contrast"),
                    scene(seats=seats((0, {"is_turn": False}), (1, {"is_turn": True}))),
                    scene(seats=seats((1, {"pending": 4}))),
                    scene(seats=seats((2, {"count": 1, "catchable": True}))),
                    scene(seats=seats((2, {"count": 0, "winner": True}))),
                    scene(seats=seats((2, {"count": 3}))),  # leaves the UNO zone
                    scene(seats=shown.seats[:2])):
        assert picture_changed(shown, changed), changed
    # alice drew (5 -> 6 cards) and still decides; bob called UNO! at two cards
    assert not picture_changed(shown, scene(seats=seats((0, {"count": 6}))))
    assert not picture_changed(shown, scene(seats=seats((2, {"called_uno": True}))))


def test_the_badges_are_drawn_in_the_table_language() -> None:
    m = Match.staged([ALICE, BOB], Rules(), hands={ALICE: ["r3"], BOB: ["y1"]},
                     discard=["r4"], current=ALICE)
    assert table_scene(m.public_view(), NAMES.__getitem__).words == BadgeWords()
    german = table_scene(m.public_view(), NAMES.__getitem__, lang=Lang("de"))
    assert german is not None and german.words == BadgeWords("SIEG!", "FANGEN!")


def test_a_name_the_picture_cannot_draw_is_its_seat_in_the_tables_language() -> None:
    """A name of emoji or another script only would be drawn empty: the picture names the
    seat instead, in the table's language (the chart too)."""
    m = Match.staged([ALICE, BOB], Rules(), hands={ALICE: ["r3"], BOB: ["y1"]},
                     discard=["r4"], current=ALICE)
    names = {ALICE: "🎲🎲", BOB: "ボブ"}
    scene = table_scene(m.public_view(), names.__getitem__, lang=Lang("es-ES"))
    assert scene is not None
    assert [s.name for s in scene.seats] == ["Jugador 1", "Jugador 2"]
    english = table_scene(m.public_view(), names.__getitem__)
    assert english is not None and [s.name for s in english.seats] == ["Player 1", "Player 2"]
    chart = in_language(MatchChart((PlayerLine("🎲🎲", (20,)),), 500), Lang("de"))
    assert chart.nameless == ("Spieler 1",) and chart.players[0].name == "🎲🎲"  # (words)
