"""Saved states: one field list, upgrades from schema 1, and one clear ValueError
naming the field for a malformed or inconsistent state (never a crash deep inside)."""

from __future__ import annotations

import copy
import dataclasses
import json
import random
from pathlib import Path
from typing import Any

import pytest

from bot.engine import CallUno, Card, Match, PlayCard, Rules
from bot.engine.serialize import CODECS, SCHEMA_VERSION, upgrade
from bot.engine.state import State
from bot.engine.validate import StateError

from .helpers import check_i1, check_i2, pick

STATES: dict[str, dict[str, Any]] = json.loads(
    (Path(__file__).parent / "fixtures" / "schema1_states.json").read_text())


def test_one_field_list_for_the_saved_state() -> None:
    assert set(CODECS) == {f.name for f in dataclasses.fields(State)}
    m = Match.new([1, 2, 3], Rules(), random.Random(1))
    assert set(m.to_dict()) == {"schema", *CODECS}
    assert m.to_dict()["schema"] == SCHEMA_VERSION


@pytest.mark.parametrize("kind", sorted(STATES))
def test_schema_1_states_from_the_old_engine_resume_and_play_on(kind: str) -> None:
    """Yesterday's live games (schema 1, captured before the restructuring) load."""
    data = STATES[kind]
    assert data["schema"] == 1
    m = Match.from_dict(copy.deepcopy(data))
    assert m.to_dict() == upgrade(copy.deepcopy(data))
    check_i1(m)
    check_i2(m)
    assert Match.from_dict(json.loads(json.dumps(m.to_dict()))).to_dict() == m.to_dict()
    r = random.Random(3)
    for _ in range(30):
        if m.match_over:
            break
        if m.hand_over:
            m.start_next_hand()
            continue
        pid = m.to_act
        assert pid is not None
        m.apply(pid, pick(r, m.legal_actions(pid, expand=True)))
        check_i1(m)


def saved() -> dict[str, Any]:
    return copy.deepcopy(STATES["play"])


def broken(field: str, value: Any) -> dict[str, Any]:
    data = saved()
    data[field] = value
    return data


def top_seat_out_of_range() -> dict[str, Any]:
    return broken("current", len(saved()["players"]))


def unknown_card() -> dict[str, Any]:
    data = saved()
    data["hands"][0][0] = 99
    return data


def card_twice() -> dict[str, Any]:
    data = saved()
    data["hands"][0].append(data["hands"][1][0])
    return data


def card_missing() -> dict[str, Any]:
    data = saved()
    data["draw"].pop()
    return data


@pytest.mark.parametrize(("make", "field"), [
    (lambda: broken("schema", 99), "schema"),
    (lambda: broken("schema", None), "schema"),
    (lambda: {k: v for k, v in saved().items() if k != "hands"}, "hands"),
    (lambda: broken("hands", "not a hand"), "hands"),
    (lambda: broken("players", [1, 1, 2, 3]), "players"),
    (lambda: broken("players", ["a", "b"]), "players"),
    (lambda: broken("rules", {"stacking": "maybe"}), "rules"),
    (lambda: broken("rules", {"no_such_option": 1}), "rules"),
    (lambda: broken("rng", "garbage"), "rng"),
    (lambda: broken("phase", 7), "phase"),
    (lambda: broken("direction", 2), "direction"),
    (lambda: broken("dealer", -1), "dealer"),
    (lambda: broken("scores", {"1": 2}), "scores"),
    (lambda: broken("wd4_by", 123456), "wd4_by"),
    (lambda: broken("uno_ok", [424242]), "uno_ok"),
    (lambda: broken("drawn", 5), "drawn"),
    (lambda: broken("color", -1), "color"),
    (top_seat_out_of_range, "current"),
    (unknown_card, "hands"),
    (card_twice, "hands"),
    (card_missing, "hands"),
])
def test_i1_i2_malformed_or_inconsistent_state_is_one_value_error_naming_the_field(
        make: Any, field: str) -> None:
    with pytest.raises(ValueError, match=f"'{field}'") as info:
        Match.from_dict(make())
    assert isinstance(info.value, StateError) and info.value.field == field


def test_a_state_that_is_not_an_object_is_refused() -> None:
    for data in (None, [], "x", 5):
        with pytest.raises(ValueError):
            Match.from_dict(data)


def test_r18_schema_2_states_load_with_no_call_at_one_card() -> None:
    """A live game saved before ``called_at_one`` existed (schema 2) loads; nobody is
    shown as having called UNO at one card, since schema 2 did not keep it."""
    from bot.engine.serialize import UPGRADES

    data = UPGRADES[1](saved())
    assert data["schema"] == 2 and "called_at_one" not in data
    m = Match.from_dict(data)
    assert m.to_dict()["called_at_one"] == []
    assert m.to_dict()["schema"] == SCHEMA_VERSION == 3
    assert not any(s.called_uno and s.cards == 1 for s in m.public_view().players)


def test_r18_called_at_one_round_trips_and_is_checked_at_load() -> None:
    m = Match.staged([1, 2, 3], Rules(), hands={1: ["r4", "g2"], 2: ["b1", "b2"],
                                                3: ["y1", "y2"]}, discard=["r5"])
    m.apply(1, CallUno())
    m.apply(1, PlayCard(Card.from_code("r4")))
    data = json.loads(json.dumps(m.to_dict()))
    assert data["called_at_one"] == [1]
    assert Match.from_dict(data).to_dict() == m.to_dict()
    data["called_at_one"] = [2]  # holds two cards: no call at one card
    with pytest.raises(StateError) as exc:
        Match.from_dict(data)
    assert exc.value.field == "called_at_one"
