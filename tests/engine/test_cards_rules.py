"""R1-R3 cards, options and presets."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.engine import OPTIONS, Card, Rules
from bot.engine.cards import CARDS, build_deck
from bot.engine.errors import InvalidRules, RuleError


def test_r1_standard_deck_has_108_cards() -> None:
    deck = [CARDS[c] for c in build_deck(False)]
    assert len(deck) == 108
    counts = Counter(c.code for c in deck)
    for col in "rygb":
        assert counts[f"{col}0"] == 1
        for r in "123456789SRD":
            assert counts[f"{col}{r}"] == 2
    assert counts["W"] == 4 and counts["W4"] == 4 and counts["B"] == 0


def test_r2_with_blanks_has_112_cards() -> None:
    deck = [CARDS[c] for c in build_deck(True)]
    assert len(deck) == 112
    assert Counter(c.code for c in deck)["B"] == 4
    assert Rules(deck="with_blanks").deck_size == 112


@pytest.mark.parametrize(("code", "points", "label"), [
    ("r0", 0, "Red 0"), ("y7", 7, "Yellow 7"), ("g9", 9, "Green 9"), ("bS", 20, "Blue Skip"),
    ("rR", 20, "Red Reverse"), ("yD", 20, "Yellow Draw Two"), ("W", 50, "Wild"),
    ("W4", 50, "Wild Draw Four"), ("B", 50, "Blank"),
])
def test_r3_card_points_and_labels(code: str, points: int, label: str) -> None:
    c = Card.from_code(code)
    assert c.points == points
    assert c.label == label
    assert c.code == code
    assert str(c) == label


def test_card_codes_are_short_unique_and_round_trip() -> None:
    codes = [c.code for c in CARDS]
    assert len(set(codes)) == len(codes)
    assert all(len(code) <= 3 for code in codes)
    for c in CARDS:
        assert Card.from_code(c.code) == c
        assert Card.from_code(c.code) is c
    with pytest.raises(ValueError):
        Card.from_code("x9")


def test_card_of_and_properties() -> None:
    assert Card.of("red", 5) == Card.from_code("r5")
    assert Card.of("blue", "skip").code == "bS"
    assert Card.of("green", "draw2").is_draw
    assert Card.of(None, "wild4").is_wild and Card.of(None, "wild4").is_draw
    assert Card.from_code("y3").color == "yellow" and Card.from_code("W").color is None
    assert Card.from_code("gR").rank == "reverse"
    with pytest.raises(ValueError):
        Card.of("purple", 1)


def test_rules_defaults_are_official() -> None:
    r = Rules.from_preset("official")
    assert r == Rules()
    assert r.changed() == {}
    assert r.preset_name() == "official"


@pytest.mark.parametrize(("preset", "expected"), [
    ("official", {}),
    ("classic", {"deck": "with_blanks", "after_draw": "must_play_drawn",
                 "uno_penalty_cards": 4}),
    ("family", {"wd4": "no_playable", "challenge": False, "after_draw": "must_play_drawn"}),
    ("online", {"stacking": True, "wd4": "anytime", "challenge": False,
                "uno_penalty": "automatic", "after_draw": "play_any",
                "scoring": "single_hand"}),
    ("party", {"stacking": True, "seven_o": True, "jump_in": True,
               "draw_until_playable": True}),
])
def test_presets_match_the_rule_book(preset: str, expected: dict[str, object]) -> None:
    r = Rules.from_preset(preset)
    assert r.changed() == expected
    assert r.preset_name() == preset


def test_preset_plus_overrides() -> None:
    r = Rules.from_preset("official", stacking=True, target=1000)
    assert r.stacking and r.target == 1000
    r2 = Rules.from_preset("party", stacking="off", uno_penalty_cards="4")
    assert not r2.stacking and r2.uno_penalty_cards == 4 and r2.seven_o
    assert r2.with_options(jump_in=False).jump_in is False


def test_unknown_option_names_the_choices() -> None:
    with pytest.raises(InvalidRules) as e:
        Rules.from_preset("official", stackin=True)
    assert "stacking" in str(e.value)
    assert isinstance(e.value, RuleError) and isinstance(e.value, ValueError)


@pytest.mark.parametrize(("name", "value", "hint"), [
    ("wd4", "never", "official, anytime, no_playable"),
    ("deck", "tiny", "standard, with_blanks"),
    ("after_draw", "x", "may_play_drawn, must_play_drawn, play_any"),
    ("uno_penalty_cards", 3, "2, 4"),
    ("target", 99, "100 to 5000"),
    ("target", 5001, "100 to 5000"),
    ("max_players", 11, "2 to 10"),
    ("max_players", 1, "2 to 10"),
    ("stacking", "maybe", "on or off"),
    ("scoring", "most", "winner_takes, lowest_wins, single_hand"),
    ("blank_effect", "boom", "none, swap, shuffle, all_draw_one"),
    ("uno_penalty", "never", "catch, automatic"),
])
def test_bad_values_name_the_valid_choices(name: str, value: object, hint: str) -> None:
    with pytest.raises(InvalidRules) as e:
        Rules.from_preset("official", **{name: value})
    assert hint in str(e.value)


def test_direct_construction_is_validated() -> None:
    with pytest.raises(InvalidRules):
        Rules(target=50)
    with pytest.raises(InvalidRules):
        Rules(stacking="yes")  # type: ignore[arg-type]
    with pytest.raises(InvalidRules):
        Rules.from_preset("chaos")


def test_rules_are_frozen_and_serialise() -> None:
    r = Rules.from_preset("classic")
    with pytest.raises(AttributeError):
        r.target = 5  # type: ignore[misc]
    assert Rules.from_dict(r.to_dict()) == r


def test_every_option_is_listed_with_choices_and_description() -> None:
    names = [o.name for o in OPTIONS]
    assert names == ["deck", "blank_effect", "wd4", "forced_play", "after_draw",
                     "draw_until_playable", "stacking", "challenge", "uno_penalty",
                     "uno_penalty_cards", "seven_o", "jump_in", "scoring", "target",
                     "max_players"]
    for o in OPTIONS:
        assert o.description and o.allowed()
        assert o.coerce(o.default) == o.default
    assert len(Rules().describe()) == len(OPTIONS)
    assert set(Rules.presets()) == {"official", "classic", "family", "online", "party"}
