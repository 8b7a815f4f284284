"""R8-R12 (matching, Wild Draw Four restriction, drawing, empty pile), C3, C5."""

from __future__ import annotations

import pytest

from bot.engine import (
    Draw,
    KeepDrawn,
    Pass,
    PlayCard,
    PlayDrawn,
    Rules,
    events,
)
from bot.engine.errors import (
    CannotDraw,
    CannotPass,
    CardNotInHand,
    CardNotPlayable,
    ColorRequired,
    IllegalWildDrawFour,
    NotYourTurn,
)

from .helpers import P1, P2, P3, C, codes, play, stage, types


def test_r8_match_color_number_or_symbol() -> None:
    m = stage({P1: ["r2", "g5", "bS", "y9", "W"], P2: ["r1", "r3"]}, "g9")
    legal = {a.card.code for a in m.legal_actions(P1) if isinstance(a, PlayCard)}
    assert legal == {"g5", "y9", "W"}
    with pytest.raises(CardNotPlayable):
        m.apply(P1, play("r2"))
    m.apply(P1, play("y9"))
    assert m.public_view().color == "yellow"
    assert m.to_act == P2


def test_r8_after_a_wild_match_the_named_color() -> None:
    m = stage({P1: ["W", "r4"], P2: ["b1", "g1", "r9"]}, "r5")
    ev = m.apply(P1, play("W", "blue"))
    assert types(ev) == ["CardPlayed", "ColorChosen", "TurnStarted"]
    with pytest.raises(CardNotPlayable):
        m.apply(P2, play("r9"))
    m.apply(P2, play("b1"))


def test_r8_symbol_matches_symbol() -> None:
    m = stage({P1: ["bS", "r4"], P2: ["b1", "g1"], P3: ["r1", "r2"]}, "gS")
    ev = m.apply(P1, play("bS"))
    assert events.PlayerSkipped(P2) in ev
    assert m.to_act == P3


@pytest.mark.parametrize("color", [None, "purple", ""])
def test_wild_needs_a_valid_color(color: str | None) -> None:
    m = stage({P1: ["W", "r4"], P2: ["b1"]}, "r5")
    with pytest.raises(ColorRequired):
        m.apply(P1, play("W", color))


def test_r9_wd4_official_refused_when_holding_current_color_without_challenge() -> None:
    m = stage({P1: ["W4", "r4", "b2"], P2: ["b1", "g1"]}, "r5",
              rules=Rules(challenge=False))
    with pytest.raises(IllegalWildDrawFour):
        m.apply(P1, play("W4", "blue"))
    # a card matching only by number does not count (R9)
    m2 = stage({P1: ["W4", "b5"], P2: ["b1", "g1"]}, "r5", rules=Rules(challenge=False))
    m2.apply(P1, play("W4", "blue"))
    assert len(m2.state.hands[1]) == 6


def test_r9_wd4_anytime() -> None:
    m = stage({P1: ["W4", "r4", "r2"], P2: ["b1", "g1"]}, "r5", rules=Rules(wd4="anytime"))
    m.apply(P1, play("W4", "blue"))
    assert codes(m, P2).__len__() == 6  # drawn at once: no challenge under anytime


def test_r9_wd4_no_playable() -> None:
    rules = Rules(wd4="no_playable", challenge=False)
    m = stage({P1: ["W4", "b5", "g2"], P2: ["b1", "g1"]}, "r5", rules=rules)
    with pytest.raises(IllegalWildDrawFour):  # b5 matches the number
        m.apply(P1, play("W4", "blue"))
    m2 = stage({P1: ["W4", "W4", "g2"], P2: ["b1", "g1"]}, "r5", rules=rules)
    m2.apply(P1, play("W4", "green"))  # C2: a second W4 is not "another playable card"
    m3 = stage({P1: ["W4", "W", "g2"], P2: ["b1", "g1"]}, "r5", rules=rules)
    with pytest.raises(IllegalWildDrawFour):  # a Wild is playable
        m3.apply(P1, play("W4", "green"))


def test_r10_draw_instead_of_playing_by_default() -> None:
    m = stage({P1: ["r4", "g2"], P2: ["b1", "g1"]}, "r5", draw=["y7"])
    ev = m.apply(P1, Draw())
    assert types(ev) == ["CardsDrawn", "Passed", "TurnStarted"]  # y7 not playable
    assert ev[0] == events.CardsDrawn(P1, 1, "draw", (C("y7"),))
    assert m.to_act == P2


def test_r10_forced_play_refuses_draw_with_a_playable_card() -> None:
    m = stage({P1: ["r4", "g2"], P2: ["b1", "g1"]}, "r5", rules=Rules(forced_play=True))
    assert Draw() not in m.legal_actions(P1)
    with pytest.raises(CannotDraw):
        m.apply(P1, Draw())
    m3 = stage({P1: ["W4", "y3", "g2"], P2: ["b1"]}, "b5", rules=Rules(forced_play=True))
    with pytest.raises(CannotDraw):  # honest W4 is playable
        m3.apply(P1, Draw())


def test_r11_may_play_drawn_play_it() -> None:
    m = stage({P1: ["g4", "g2"], P2: ["b1", "g1"]}, "r5", draw=["r7"])
    m.apply(P1, Draw())
    v = m.view_for(P1)
    assert v.decision is not None and v.decision.kind == "play_or_keep"
    assert v.drawn_card == C("r7")
    assert set(v.legal) == {PlayDrawn(), KeepDrawn()}
    with pytest.raises(CardNotPlayable):  # no other card from hand
        m.apply(P1, play("g4"))
    ev = m.apply(P1, PlayDrawn())
    assert ev[0] == events.CardPlayed(P1, C("r7"))
    assert m.to_act == P2


def test_r11_may_play_drawn_keep_it() -> None:
    m = stage({P1: ["g4", "g2"], P2: ["b1", "g1"]}, "r5", draw=["r7"])
    m.apply(P1, Draw())
    ev = m.apply(P1, KeepDrawn())
    assert types(ev) == ["CardKept", "TurnStarted"]
    assert "r7" in codes(m, P1)


def test_r11_drawn_card_played_with_playcard_is_the_same() -> None:
    m = stage({P1: ["g4", "g2"], P2: ["b1", "g1"]}, "r5", draw=["W"])
    m.apply(P1, Draw())
    with pytest.raises(ColorRequired):
        m.apply(P1, PlayDrawn())
    m.apply(P1, play("W", "green"))
    assert m.public_view().color == "green"


def test_r11_must_play_drawn() -> None:
    m = stage({P1: ["g4", "g2"], P2: ["b1", "g1"]}, "r5", draw=["r7"],
              rules=Rules(after_draw="must_play_drawn"))
    m.apply(P1, Draw())
    assert m.legal_actions(P1) == [PlayDrawn()]
    with pytest.raises(CannotPass):
        m.apply(P1, KeepDrawn())
    m.apply(P1, PlayDrawn())
    assert m.to_act == P2


def test_r11_play_any_after_drawing() -> None:
    rules = Rules(after_draw="play_any")
    m = stage({P1: ["r4", "g2"], P2: ["b1", "g1"]}, "r5", draw=["y7"], rules=rules)
    m.apply(P1, Draw())
    v = m.view_for(P1)
    assert v.decision is not None and v.decision.kind == "play_or_pass"
    assert set(v.legal) == {play("r4"), Pass()}
    m.apply(P1, play("r4"))
    assert m.to_act == P2
    m2 = stage({P1: ["r4", "g2"], P2: ["b1", "g1"]}, "r5", draw=["y7"], rules=rules)
    m2.apply(P1, Draw())
    assert types(m2.apply(P1, Pass())) == ["Passed", "TurnStarted"]


def test_r11_play_any_with_nothing_playable_passes_at_once() -> None:
    m = stage({P1: ["g4", "g2"], P2: ["b1", "g1"]}, "r5", draw=["y7"],
              rules=Rules(after_draw="play_any"))
    ev = m.apply(P1, Draw())
    assert types(ev) == ["CardsDrawn", "Passed", "TurnStarted"]


def test_r11_forced_play_makes_a_playable_drawn_card_compulsory() -> None:
    m = stage({P1: ["g4", "g2"], P2: ["b1", "g1"]}, "r5", draw=["r7"],
              rules=Rules(forced_play=True))
    m.apply(P1, Draw())
    with pytest.raises(CannotPass):
        m.apply(P1, KeepDrawn())


def test_r11_draw_until_playable() -> None:
    m = stage({P1: ["g4", "g2"], P2: ["b1", "g1"]}, "r5", draw=["y7", "b8", "r9", "y1"],
              rules=Rules(draw_until_playable=True))
    ev = m.apply(P1, Draw())
    assert ev[0] == events.CardsDrawn(P1, 3, "draw", (C("y7"), C("b8"), C("r9")))
    assert m.view_for(P1).drawn_card == C("r9")
    m.apply(P1, PlayDrawn())


def test_r12_empty_pile_reshuffles_discards_keeping_top() -> None:
    m = stage({P1: ["g4", "g2"], P2: ["b1", "g1"]}, ["y1", "y2", "b3", "r5"], fill_draw=False)
    # not I1-complete on purpose: only the piles matter here
    ev = m.apply(P1, Draw())
    assert types(ev)[:2] == ["Reshuffled", "CardsDrawn"]
    assert ev[0] == events.Reshuffled(3)
    assert m.discard == [C("r5").id]
    assert len(m.state.draw) == 2
    assert m.public_view().color == "red"


def test_r12_c5_nothing_to_draw_is_accepted_and_passes() -> None:
    m = stage({P1: ["g4", "g2"], P2: ["b1", "g1"]}, "r5", fill_draw=False)
    ev = m.apply(P1, Draw())
    assert ev[0] == events.CardsDrawn(P1, 0, "draw", ())
    assert "Passed" in types(ev)
    assert m.to_act == P2
    # under play_any the player may still play
    m2 = stage({P1: ["r4", "g2", "g3"], P2: ["b1", "g1"]}, "r5", fill_draw=False,
               rules=Rules(after_draw="play_any"))
    m2.apply(P1, Draw())
    assert set(m2.legal_actions(P1)) == {play("r4"), Pass()}


def test_r12_penalty_with_too_few_cards_draws_what_there_is() -> None:
    m = stage({P1: ["rD", "g2"], P2: ["b1", "g1"], P3: ["y1"]}, ["b5", "r5"], draw=["y9"],
              fill_draw=False)
    ev = m.apply(P1, play("rD"))
    drawn = [e for e in ev if isinstance(e, events.CardsDrawn)]
    assert drawn[0].count == 2  # y9 + the reshuffled b5
    assert m.to_act == P3


def test_refusals_out_of_turn_and_missing_card() -> None:
    m = stage({P1: ["r4", "g2"], P2: ["r1", "g1"]}, "r5")
    with pytest.raises(NotYourTurn) as e:
        m.apply(P2, play("r1"))
    assert e.value.reason == "It's not your turn."
    with pytest.raises(CardNotInHand):
        m.apply(P1, play("r9"))
