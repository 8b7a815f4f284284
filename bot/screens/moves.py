"""The table's "Last moves": one line per move in plain words. The events of one action
that belong together read as one sentence ("bob played Wild and chose red.", "alice
drew a card and passed."); anything else falls back to the engine's own description."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from discord.utils import escape_markdown

from bot.engine import Event, describe
from bot.engine import events as E
from bot.screens.cards import card_text, hand_text

NameOf = Callable[[int], str]
HIDDEN = (E.TurnStarted, E.DealerChosen)


def hand_start(hand_number: int) -> str:
    """How the line of a hand's deal begins (the table cuts "Last moves" there)."""
    return f"Hand {hand_number}: "


def this_hand(lines: Sequence[str], hand_number: int) -> list[str]:
    """The lines from the deal of hand ``hand_number`` on: a new hand's "Last moves"
    don't carry the previous hand's. All of them when the deal is not among them."""
    start = hand_start(hand_number)
    for i in range(len(lines) - 1, -1, -1):
        if lines[i].startswith(start):
            return list(lines[i:])
    return list(lines)


def cards(n: int) -> str:
    return "a card" if n == 1 else f"{n} cards"


def _one(e: Event, n: NameOf) -> str:
    if isinstance(e, E.CardPlayed):
        verb = "jumped in with" if e.jump_in else "played"
        return f"{n(e.player)} {verb} {card_text(e.card)}."
    if isinstance(e, E.CardsDrawn) and e.count:
        why = {"penalty": " (draw penalty)", "challenge": " after the challenge",
               "uno": " for not calling UNO"}.get(e.reason, "")
        return f"{n(e.player)} drew {cards(e.count)}{why}."
    if isinstance(e, E.DirectionReversed):
        return "Play now goes " + ("clockwise." if e.direction == 1
                                   else "counter-clockwise.")
    if isinstance(e, E.HandsRotated):
        return "Every hand passed one seat " + ("clockwise." if e.direction == 1
                                                else "counter-clockwise.")
    if isinstance(e, E.DrawStacked):
        return f"The draw stack is now **{e.total}**: {n(e.player)} must add to it or take it."
    if isinstance(e, E.HandStarted):
        return (f"{hand_start(e.hand_number)}{n(e.dealer)} dealt; the first card is "
                f"{card_text(e.first_card)}.")
    if isinstance(e, E.ColorChosen):
        return f"{n(e.player)} named {e.color}."
    if isinstance(e, E.ChallengeResult):
        return (f"{n(e.challenger)} challenged {n(e.challenged)}'s Wild Draw Four: "
                + (f"{n(e.challenged)} held a card of the colour in play, so the challenge "
                   "worked." if e.guilty else
                   f"{n(e.challenged)} had no card of the colour in play, so the challenge "
                   "failed."))
    return describe(e, n)


def _pair(a: Event, b: Event, n: NameOf) -> str | None:
    """One sentence for two events of one player that go together, else None."""
    who = getattr(a, "player", None)
    if who is None or getattr(b, "player", None) != who:
        return None
    if isinstance(a, E.CardPlayed) and isinstance(b, E.ColorChosen):
        return f"{_one(a, n)[:-1]} and named {b.color}."
    if isinstance(a, E.CardsDrawn) and a.count and a.reason == "draw":
        if isinstance(b, E.Passed):
            return f"{n(who)} drew {cards(a.count)} and passed."
        if isinstance(b, E.CardKept):
            return f"{n(who)} drew {cards(a.count)} and kept it."
        if isinstance(b, E.CardPlayed):
            return f"{n(who)} drew {cards(a.count)} and played {card_text(b.card)}."
    if isinstance(a, E.CardsDrawn) and a.count and isinstance(b, E.PlayerSkipped):
        return f"{n(who)} drew {cards(a.count)} and lost the turn."
    return None


def own_lines(events: Sequence[Event], name_of: NameOf, player: int) -> list[str]:
    """``move_lines`` as told to ``player`` about their own action: "You caught bob …"."""
    return move_lines(events, lambda pid: "You" if pid == player else name_of(pid))


def move_lines(events: Sequence[Event], name_of: NameOf) -> list[str]:
    """The events as lines of plain words; names are markdown-escaped (they are shown in
    embeds and message text, where a nickname must not become a link or bold text)."""
    plain = name_of

    def escaped(pid: int) -> str:
        return escape_markdown(plain(pid))

    name_of = escaped
    shown = [e for e in events if not isinstance(e, HIDDEN)]
    out: list[str] = []
    i = 0
    while i < len(shown):
        pair = _pair(shown[i], shown[i + 1], name_of) if i + 1 < len(shown) else None
        if pair is not None:
            out.append(pair)
            i += 2
            continue
        out.append(_one(shown[i], name_of))
        i += 1
    return out


def private_note(events: Sequence[Event], player: int, name_of: NameOf) -> str:
    """What only ``player`` may see about these events (cards drawn, a revealed hand)."""
    notes: list[str] = []
    for e in events:
        if isinstance(e, E.CardsDrawn) and e.player == player and e.cards:
            notes.append(f"You drew {hand_text(list(e.cards))}.")
        elif isinstance(e, E.ChallengeResult) and e.challenger == player:
            who = escape_markdown(name_of(e.challenged))
            verdict = (f"Your challenge worked: {who} held a card of the colour in play."
                       if e.guilty else
                       f"Your challenge failed: {who} had no card of the colour in play.")
            shown = f" Their hand: {hand_text(list(e.revealed))}." if e.revealed else ""
            notes.append(f"{verdict}{shown}")
    return " ".join(notes)[:1500]
