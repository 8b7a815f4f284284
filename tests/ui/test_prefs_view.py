"""/uno prefs words (issue 14's preferences): every preference with its value, and one
change applied or refused with a sentence saying how to fix it."""

from __future__ import annotations

import pytest

from bot.errors import UserError
from bot.screens.pages.prefs_view import apply_pref, prefs_embed, value_text


def test_values_read_as_a_player_would() -> None:
    assert value_text("high_contrast", {}, {"high_contrast": True}) == \
        "as the server has it (on)"
    assert value_text("high_contrast", {"high_contrast": False}, {}) == "off"
    assert value_text("playable_first", {}, {}) == "off (default)"
    assert value_text("dm_turn_notice", {"dm_turn_notice": True}, {}) == "on"
    assert value_text("playable_first", {"playable_first": "garbage"}, {}) == "off (default)"


def test_the_embed_lists_every_preference_and_the_note() -> None:
    e = prefs_embed({"playable_first": True}, {"high_contrast": False}, note="Saved.")
    text = e.description or ""
    assert text.startswith("Saved.\n\n")
    assert "**high_contrast**: as the server has it (off)" in text
    assert "**playable_first**: on" in text and "**dm_turn_notice**: off (default)" in text


def test_setting_and_resetting() -> None:
    values, note = apply_pref({}, "High_Contrast ", "ON")
    assert values == {"high_contrast": True} and "is on for you" in note
    values, note = apply_pref(values, "playable_first", "off")
    assert values == {"high_contrast": True, "playable_first": False}
    assert note == "**playable_first** is off for you."
    values, note = apply_pref(values, "high_contrast", "default")
    assert values == {"playable_first": False} and "server's choice" in note
    values, note = apply_pref(values, "playable_first", "default")
    assert values == {} and "default (off)" in note


@pytest.mark.parametrize(("option", "value", "says"), [
    ("high_contrast", "maybe", "must be on or off"),
    ("colours", "on", "high_contrast, playable_first, dm_turn_notice"),
    ("high_contrast", None, "Give both"),
    (None, "on", "Give both"),
])
def test_refusals(option: str | None, value: str | None, says: str) -> None:
    with pytest.raises(UserError, match=says):
        apply_pref({}, option, value)
