"""The table's "Last moves": one line per move in plain words. The events of one action
that belong together read as one sentence ("bob played Wild and chose red.", "alice
drew a card and passed."); anything else falls back to the engine's own description."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from discord.utils import escape_markdown

from bot.engine import Event, describe
from bot.engine import events as E
from bot.i18n import EN, LANGUAGES, Lang
from bot.screens.cards import card_text, hand_text

NameOf = Callable[[int], str]
HIDDEN = (E.TurnStarted, E.DealerChosen)


def hand_start(hand_number: int, lang: Lang = EN) -> str:
    """How the line of a hand's deal begins (the table cuts "Last moves" there)."""
    return f"{lang('move-hand', hand=str(hand_number))} "


def this_hand(lines: Sequence[str], hand_number: int) -> list[str]:
    """The lines from the deal of hand ``hand_number`` on: a new hand's "Last moves"
    don't carry the previous hand's. All of them when the deal is not among them. (The
    deal may be in any language: the server's language when it was dealt.)"""
    starts = tuple({hand_start(hand_number, Lang(code)) for code in LANGUAGES})
    for i in range(len(lines) - 1, -1, -1):
        if lines[i].startswith(starts):
            return list(lines[i:])
    return list(lines)


def _on_playable(wd4: str) -> bool:
    """A challenge's verdict speaks of what the rule judged: any other playable card (the
    no_playable house rule), else a card of the colour in play (official)."""
    return wd4 == "no_playable"


def _one(e: Event, n: NameOf, lang: Lang, wd4: str) -> str:
    if isinstance(e, E.CardPlayed):
        return lang("move-played", player=n(e.player), card=card_text(e.card, lang),
                    jump=e.jump_in)
    if isinstance(e, E.CardsDrawn):
        if not e.count:
            return lang("move-empty-draw", player=n(e.player))
        return lang("move-drew", player=n(e.player), count=e.count, why=e.reason)
    if isinstance(e, E.DirectionReversed):
        return lang("move-direction", clockwise=e.direction == 1)
    if isinstance(e, E.HandsRotated):
        return lang("move-rotated", clockwise=e.direction == 1)
    if isinstance(e, E.DrawStacked):
        return lang("move-stacked", total=e.total, player=n(e.player))
    if isinstance(e, E.HandStarted):
        return lang("move-dealt", hand=str(e.hand_number), dealer=n(e.dealer),
                    card=card_text(e.first_card, lang))
    if isinstance(e, E.ColorChosen):
        return lang("move-named", player=n(e.player), color=e.color)
    if isinstance(e, E.ChallengeResult):
        return lang("move-challenge-playable" if _on_playable(wd4) else "move-challenge",
                    challenger=n(e.challenger), challenged=n(e.challenged), guilty=e.guilty)
    if isinstance(e, E.PlayerSkipped):
        return lang("move-skipped", player=n(e.player))
    if isinstance(e, E.UnoCalled):
        return lang("move-uno", player=n(e.player))
    if isinstance(e, E.PenaltyApplied):
        if e.reason == "caught" and e.by is not None:
            return lang("move-caught", by=n(e.by), player=n(e.player), count=e.count)
        return lang("move-forgot", player=n(e.player), count=e.count)
    if isinstance(e, E.HandsSwapped):
        return lang("move-swapped", player=n(e.player), target=n(e.target))
    if isinstance(e, E.HandsShuffled):
        return lang("move-shuffled", player=n(e.player))
    if isinstance(e, E.Reshuffled):
        return lang("move-reshuffled", count=e.count)
    if isinstance(e, E.CardKept):
        return lang("move-kept", player=n(e.player))
    if isinstance(e, E.Passed):
        return lang("move-passed", player=n(e.player))
    if isinstance(e, E.HandEnded):
        return lang("move-went-out", winner=n(e.winner), points=e.points)
    if isinstance(e, E.MatchEnded):
        return lang("move-match-won", count=len(e.winners),
                    winners=lang.join(map(n, e.winners)) or lang("nobody"))
    if isinstance(e, E.PlayerLeft):
        return lang("move-left", player=n(e.player))
    return describe(e, n)  # (an event the engine added later: its own English words)


def _pair(a: Event, b: Event, n: NameOf, lang: Lang) -> str | None:
    """One sentence for two events of one player that go together, else None."""
    who = getattr(a, "player", None)
    if who is None or getattr(b, "player", None) != who:
        return None
    if isinstance(a, E.CardPlayed) and isinstance(b, E.ColorChosen):
        return lang("move-played-named", player=n(who), card=card_text(a.card, lang),
                    jump=a.jump_in, color=b.color)
    if isinstance(a, E.CardsDrawn) and a.count and a.reason == "draw":
        if isinstance(b, E.Passed):
            return lang("move-drew-passed", player=n(who), count=a.count)
        if isinstance(b, E.CardKept):
            return lang("move-drew-kept", player=n(who), count=a.count)
        if isinstance(b, E.CardPlayed):
            return lang("move-drew-played", player=n(who), count=a.count,
                        card=card_text(b.card, lang))
    if isinstance(a, E.CardsDrawn) and a.count and isinstance(b, E.PlayerSkipped):
        return lang("move-drew-lost-turn", player=n(who), count=a.count)
    return None


def own_lines(events: Sequence[Event], name_of: NameOf, player: int,
              lang: Lang = EN) -> list[str]:
    """``move_lines`` as told to ``player`` about their own action (a press of the
    table's UNO! or Catch): "You called UNO!", "You caught bob …"."""
    out = []
    for e in events:
        if isinstance(e, E.UnoCalled) and e.player == player:
            out.append(lang("own-uno"))
        elif isinstance(e, E.PenaltyApplied) and e.by == player and e.reason == "caught":
            out.append(lang("own-caught", player=escape_markdown(name_of(e.player)),
                            count=e.count))
        else:
            out += move_lines([e], name_of, lang)
    return out


def move_lines(events: Sequence[Event], name_of: NameOf, lang: Lang = EN,
               wd4: str = "official") -> list[str]:
    """The events as lines of plain words in ``lang``; names are markdown-escaped (they
    are shown in embeds and message text, where a nickname must not become a link or
    bold text)."""
    plain = name_of

    def escaped(pid: int) -> str:
        return escape_markdown(plain(pid))

    name_of = escaped
    shown = [e for e in events if not isinstance(e, HIDDEN)]
    out: list[str] = []
    i = 0
    while i < len(shown):
        pair = _pair(shown[i], shown[i + 1], name_of, lang) if i + 1 < len(shown) else None
        if pair is not None:
            out.append(pair)
            i += 2
            continue
        out.append(_one(shown[i], name_of, lang, wd4))
        i += 1
    return out


def private_note(events: Sequence[Event], player: int, name_of: NameOf,
                 lang: Lang = EN, wd4: str = "official") -> str:
    """What only ``player`` may see about these events (cards drawn, a revealed hand)."""
    notes: list[str] = []
    for e in events:
        if isinstance(e, E.CardsDrawn) and e.player == player and e.cards:
            notes.append(lang("note-drew", cards=hand_text(list(e.cards), lang)))
        elif isinstance(e, E.ChallengeResult) and e.challenger == player:
            who = escape_markdown(name_of(e.challenged))
            verdict = lang("note-challenge-playable" if _on_playable(wd4)
                           else "note-challenge", player=who, guilty=e.guilty)
            shown = lang("note-their-hand", cards=hand_text(list(e.revealed), lang)) \
                if e.revealed else ""
            notes.append(f"{verdict} {shown}".strip())
    return " ".join(notes)[:1500]
