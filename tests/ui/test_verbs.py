"""The custom_id scheme's verbs and the clicks' handler table match one for one: a verb
nobody handles, or a handler for no verb, is a bug."""

from __future__ import annotations

from typing import Any

from bot.plumbing.clicks import Clicks
from bot.plumbing.ids import VERBS, Verb, make, parse


def test_every_verb_has_a_handler_and_every_handler_a_verb() -> None:
    clicks = Clicks.__new__(Clicks)  # (the table is made from methods; no service needed)
    handlers: dict[Verb, Any] = clicks._handlers()
    assert set(handlers) == set(Verb)
    assert {v.value for v in Verb} == VERBS


def test_a_parsed_custom_id_carries_a_typed_verb() -> None:
    cid = parse(make("play", 123, 4, "r5", game=9))
    assert cid is not None and cid.verb is Verb.PLAY and str(cid) == "uno:play:123.9:4:r5"
    assert parse("uno:pick:123:4") is None  # a verb that no longer exists is refused
