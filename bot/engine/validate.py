"""Is a loaded state one the engine could have produced? (I1, I2 and the seating.)

A saved game that parses but is inconsistent (a seat out of range, an unknown card, a
card twice) must be refused at load, with the field named, rather than fail later in
the middle of a move.
"""

from __future__ import annotations

from collections import Counter

from .cards import BLANKS_DECK, N_IDS, STANDARD_DECK, WILD
from .state import Phase, State


class StateError(ValueError):
    """A saved state that can't be loaded; ``field`` names the culprit."""

    def __init__(self, field: str, why: str) -> None:
        self.field = field
        super().__init__(f"saved state field {field!r}: {why}")


def _require(ok: bool, field: str, why: str) -> None:
    if not ok:
        raise StateError(field, why)


def check_consistency(s: State) -> None:
    _check_seats(s)
    _check_cards(s)
    _check_phase(s)
    _check_players_named(s)


def _check_seats(s: State) -> None:
    n = len(s.players)
    _require(n >= 1, "players", "nobody is seated")
    _require(len(set(s.players)) == n, "players", "a player is seated twice")
    _require(len(s.hands) == n, "hands", f"{len(s.hands)} hands for {n} players")
    _require(0 <= s.current < n, "current", f"seat {s.current} is out of range")
    _require(0 <= s.dealer < n, "dealer", f"seat {s.dealer} is out of range")
    _require(s.direction in (1, -1), "direction", "must be 1 or -1")
    _require(not set(s.departed) & set(s.players), "departed", "a departed player is seated")
    _require(s.hand_no >= 1, "hand_no", "must be at least 1")
    _require(s.version >= 0, "version", "must not be negative")


def _check_cards(s: State) -> None:
    """I1: every card of the deck exactly once across the hands and the piles."""
    for name, cards in (("draw", s.draw), ("discard", s.discard),
                        ("hands", [c for h in s.hands for c in h])):
        bad = [c for c in cards if not 0 <= c < N_IDS]
        _require(not bad, name, f"unknown card id {bad[:1]}")
    _require(bool(s.discard), "discard", "the discard pile is empty")
    deck = Counter(BLANKS_DECK if s.rules.deck == "with_blanks" else STANDARD_DECK)
    held = Counter(s.draw + s.discard + [c for h in s.hands for c in h])
    if held != deck:
        extra, missing = held - deck, deck - held
        _require(False, "hands", f"the cards don't make one deck (extra {sorted(extra)}, "
                                 f"missing {sorted(missing)})")


def _check_phase(s: State) -> None:
    """I2: the phase and the decision it waits for agree."""
    live = s.live
    _require(live or s.phase in (Phase.HAND_OVER, Phase.MATCH_OVER), "phase", "unknown")
    _require(not live or len(s.players) >= 2, "phase", "a hand in play needs 2 players")
    _require((s.color == -1) == (s.phase is Phase.COLOR), "color",
             f"{s.color} does not fit the phase {s.phase}")
    _require(-1 <= s.color <= 3, "color", f"{s.color} is not a color")
    _require(s.phase is not Phase.COLOR or s.top >= WILD, "phase",
             "a color is asked for but the top card is not a wild")
    hand = s.hands[s.current]
    _require(s.drawn == -1 or (s.phase is Phase.DRAWN and s.drawn in hand), "drawn",
             f"{s.drawn} is not a card just drawn by the player to act")
    _require(s.pending >= 0 and s.stack >= 0, "pending", "must not be negative")
    _require(not s.pending or s.phase is Phase.PLAY, "pending",
             f"a draw is pending in the phase {s.phase}")
    _require(s.wd4_by is None or (s.pending > 0 and s.wd4_by in s.players), "wd4_by",
             f"{s.wd4_by} has no Wild Draw Four waiting for a challenge")
    _require(s.phase is not Phase.MATCH_OVER or bool(s.winners), "winners",
             "the match is over without a winner")


def _check_players_named(s: State) -> None:
    seated = set(s.players)
    everyone = seated | set(s.departed)
    _require(s.uno_ok <= seated, "uno_ok", "names a player who is not seated")
    _require(set(s.catchable) <= seated, "catchable", "names a player who is not seated")
    _require(s.called_at_one <= seated and
             all(len(s.hand_of(p)) == 1 for p in s.called_at_one), "called_at_one",
             "names a player who is not seated at one card")
    _require(everyone <= set(s.scores), "scores", "a player has no total")
    _require(set(s.winners) <= everyone, "winners", "names an unknown player")
    _require(s.hand_winner is None or s.hand_winner in everyone, "hand_winner",
             "names an unknown player")
