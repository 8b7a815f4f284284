"""What the table picture is told to show (issue 25, point 6): a pending draw on the seat
that faces it, who can be caught, the hand's winner, AI seats by their bare names."""

from __future__ import annotations

import dataclasses

from bot.engine import Match, Rules
from bot.engine.positions import Moment
from bot.screens.table import seat_picture_name, table_scene

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
