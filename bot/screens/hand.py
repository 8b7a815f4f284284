"""A player's hand as an ephemeral message: one button per card (identical cards grouped
×n, in hand order: by color, each color on its own rows when that fits, playable ones
enabled in place), the decision controls, and pages when it does not fit. The message
also lists the whole hand as text, and says in words what the player can do.

A card button carries the card's own emoji once the bot has its card emoji (else the
color square) and the button style nearest its color; the label always names the card.

Discord allows 5 rows of 5 buttons. Controls take the bottom row(s); cards fill the rest;
when the cards do not fit, ◀ ▶ buttons page them (the page is in the custom_id).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

import discord

from bot.engine import (
    AcceptDraw,
    CallUno,
    Card,
    Challenge,
    ChooseColor,
    Draw,
    JumpIn,
    KeepDrawn,
    Pass,
    PlayCard,
    PlayDrawn,
    PlayerView,
)
from bot.i18n import EN, Lang
from bot.plumbing import ids
from bot.plumbing.components import Sent, SentButtons
from bot.plumbing.emoji_sync import CardEmoji
from bot.screens.cards import (
    COLOR_EMOJI,
    COLOR_LETTER,
    card_emoji,
    card_name,
    card_text,
    color_name,
    color_text,
    compact_hand,
)

ROWS = 5
PER_ROW = 5
PRIMARY = discord.ButtonStyle.primary
GREY = discord.ButtonStyle.secondary
GREEN = discord.ButtonStyle.success
RED = discord.ButtonStyle.danger
# Discord has no yellow (nor black) button: those cards stay grey and their emoji tells.
COLOR_STYLE: dict[str | None, discord.ButtonStyle] = {
    "red": RED, "blue": PRIMARY, "green": GREEN, "yellow": GREY, None: GREY,
}


@dataclass(frozen=True, slots=True)
class Spec:
    """One button, before it becomes a DynamicItem (handy for tests)."""

    verb: str
    arg: str
    label: str
    style: discord.ButtonStyle = GREY
    emoji: str | discord.PartialEmoji | None = None
    disabled: bool = False
    row: int = 0


@dataclass(frozen=True, slots=True)
class Layout:
    buttons: tuple[Spec, ...]
    page: int
    pages: int
    playable_first: bool = False  # the player's preference (bot/game/features.py)


def card_face(card: Card, emoji: CardEmoji | None) -> str | discord.PartialEmoji:
    """The card's picture when the bot has its card emoji, else its color square."""
    picture = emoji.get(card.code) if emoji is not None else None  # in the emoji's palette
    return picture or card_emoji(card)


def _card_entries(view: PlayerView, emoji: CardEmoji | None,
                  playable_first: bool = False, lang: Lang = EN) -> list[list[Spec]]:
    """The cards in hand order (by color, then rank), identical ones as one button ×n,
    one list per color. Playable cards are enabled in place, never moved, so each card
    keeps its place from turn to turn. With ``playable_first`` (a player's preference) the
    groups are instead: the cards they can play now, then the others, each in hand order."""
    plays: dict[str, str] = {}
    for a in view.legal:
        if isinstance(a, PlayCard):
            plays[a.card.code] = "play"
        elif isinstance(a, JumpIn):
            plays[a.card.code] = "jump"
        elif isinstance(a, PlayDrawn) and view.drawn_card is not None:
            plays[view.drawn_card.code] = "play"
    counts = Counter(c.code for c in view.hand)
    seen: dict[str, Card] = {}
    for c in view.hand:
        seen.setdefault(c.code, c)
    groups: dict[str | None, list[Spec]] = {}
    for code, card in seen.items():
        n = counts[code]
        name = card_name(card, lang)
        label = name if n == 1 else f"{name} ×{n}"
        if view.drawn_card is not None and code == view.drawn_card.code:
            label = lang("hand-card-drawn", label=label)
        verb = plays.get(code)
        spec = Spec(verb or "play", code, label, COLOR_STYLE[card.color],
                    card_face(card, emoji), disabled=verb is None)
        groups.setdefault(card.color, []).append(spec)
    if playable_first:
        specs = [spec for group in groups.values() for spec in group]
        split = [[s for s in specs if not s.disabled], [s for s in specs if s.disabled]]
        return [group for group in split if group]
    return list(groups.values())


def _card_rows(groups: list[list[Spec]], rows: int) -> list[list[Spec]]:
    """Rows of at most five cards, in hand order. A new color starts a new row whenever
    the rest still fits in ``rows`` packed, so the groups read apart as far as Discord's
    five rows allow (``rows`` 0: packed)."""
    out: list[list[Spec]] = []
    row: list[Spec] = []
    left = sum(len(g) for g in groups)
    for group in groups:
        if row and len(out) + 1 + -(-left // PER_ROW) <= rows:
            out.append(row)
            row = []
        for spec in group:
            if len(row) == PER_ROW:
                out.append(row)
                row = []
            row.append(spec)
            left -= 1
    if row:
        out.append(row)
    return out


def _controls(view: PlayerView, lang: Lang = EN) -> list[Spec]:
    out: list[Spec] = []
    amount = view.decision.amount if view.decision is not None else view.pending_draw
    for a in view.legal:
        if isinstance(a, ChooseColor):
            out.append(Spec("color", COLOR_LETTER[a.color], color_name(a.color, lang), GREY,
                            COLOR_EMOJI[a.color]))
        elif isinstance(a, Draw):
            out.append(Spec("draw", "", lang("hand-draw"), GREY, "📥"))
        elif isinstance(a, Pass):
            out.append(Spec("pass", "", lang("hand-pass"), GREY, "⏭️"))
        elif isinstance(a, KeepDrawn):
            out.append(Spec("keep", "", lang("hand-keep"), GREY, "✋"))
        elif isinstance(a, Challenge):
            out.append(Spec("chal", "", lang("hand-challenge"), RED, "⚖️"))
        elif isinstance(a, AcceptDraw):
            out.append(Spec("acc", "", lang("hand-take", count=amount), GREY, "📥"))
        elif isinstance(a, CallUno):
            out.append(Spec("uno", "", "UNO!", RED, "📣"))
    return out


def _rows(n: int) -> int:
    return -(-n // PER_ROW)


def hand_layout(view: PlayerView, page: int = 0, emoji: CardEmoji | None = None,
                *, playable_first: bool = False, lang: Lang = EN) -> Layout:
    groups = _card_entries(view, emoji, playable_first, lang)
    controls = _controls(view, lang)
    card_rows = _card_rows(groups, ROWS - _rows(len(controls)))
    pages = 1
    if len(card_rows) > ROWS - _rows(len(controls)):
        per_page = ROWS - _rows(len(controls) + 2)
        # pages of whole rows, packed: a long hand keeps its order across the pages
        card_rows = _card_rows(groups, 0)
        pages = -(-len(card_rows) // per_page)
        page = max(0, min(page, pages - 1))
        controls = controls + [
            Spec("page", str(max(page - 1, 0)), lang("hand-previous"), GREY, "◀️",
                 disabled=page == 0),
            Spec("page", str(page + 1), lang("hand-next"), GREY, "▶️",
                 disabled=page + 1 >= pages),
        ]
        shown_rows = card_rows[page * per_page:(page + 1) * per_page]
    else:
        page = 0
        shown_rows = card_rows
    out: list[Spec] = []
    for r, row in enumerate(shown_rows):
        out.extend(_at(s, r) for s in row)
    base = len(shown_rows)
    for j, s in enumerate(controls):
        out.append(_at(s, base + j // PER_ROW))
    return Layout(tuple(out), page, pages, playable_first)


MOVES = frozenset({"play", "jump", "draw", "pass", "keep", "chal", "acc", "color"})


def has_move(layout: Layout, *, cards: bool = False) -> bool:
    """Does the layout offer an enabled button that moves the game (a card, if ``cards``)?"""
    verbs = ("play", "jump") if cards else MOVES
    return any(s.verb in verbs and not s.disabled for s in layout.buttons)


def _at(s: Spec, row: int) -> Spec:
    return Spec(s.verb, s.arg, s.label, s.style, s.emoji, s.disabled, row)


def color_picker(code: str, verb: str, target: int | None = None, lang: Lang = EN
                 ) -> list[Spec]:
    specs = [Spec(verb, ids.play_arg(code, letter, target), color_name(color, lang), GREY,
                  COLOR_EMOJI[color]) for color, letter in COLOR_LETTER.items()]
    specs.append(Spec("hand", "", lang("hand-back"), GREY, "↩️", row=1))
    return specs


def target_picker(code: str, verb: str, color: str, players: list[tuple[int, str]],
                  lang: Lang = EN) -> list[Spec]:
    specs = [Spec(verb, ids.play_arg(code, color, pid), name[:80], PRIMARY, "🔄",
                  row=i // PER_ROW) for i, (pid, name) in enumerate(players[:20])]
    specs.append(Spec("hand", "", lang("hand-back"), GREY, "↩️", row=4))
    return specs


def to_view(specs: list[Spec] | tuple[Spec, ...], channel: int, version: int,
            game: int = 0) -> discord.ui.View:
    """The buttons, their custom_ids naming the game already (a hand is drawn at every
    move of every table: not made and then parsed again to add it, as Table.view would),
    written as they are sent (``SentButtons``)."""
    return SentButtons([Sent(ids.make(s.verb, channel, version, s.arg, game=game), s.label,
                             s.style, s.emoji, s.disabled, s.row) for s in specs])


def _drawn_line(view: PlayerView, note: str, must: bool, choice: str, lang: Lang) -> str:
    drawn = view.drawn_card
    said = drawn is not None and card_text(drawn, lang) in note  # the note already says it
    head = [lang("hand-your-turn")]
    if drawn is not None and not said:
        head.append(lang("hand-drew", card=card_text(drawn, lang)))
    return " ".join([*head, lang("hand-must-play-drawn") if must else choice])


def _jump_in_line(view: PlayerView, lang: Lang) -> str:
    jumps = [card_text(a.card, lang) for a in view.legal if isinstance(a, JumpIn)]
    if not jumps:
        return ""
    return lang("hand-jump-in", cards=lang.join(dict.fromkeys(jumps), either=True))


def _turn_line(view: PlayerView, lang: Lang) -> str:
    can_play = any(isinstance(a, PlayCard) for a in view.legal)
    can_draw = any(isinstance(a, Draw) for a in view.legal)
    if can_play and not can_draw:
        return lang("hand-turn", can="play")
    if can_draw and not can_play:
        return lang("hand-turn", can="draw")
    return lang("hand-turn", can="both")


def _playable_elsewhere(view: PlayerView, layout: Layout, lang: Lang) -> str:
    """Cards keep their places, so the ones to play may be on another page: say which."""
    if has_move(layout, cards=True):
        return ""
    others = [p + 1 for p in range(layout.pages)
              if p != layout.page and has_move(
                  hand_layout(view, p, playable_first=layout.playable_first), cards=True)]
    if not others:
        return ""
    return lang("hand-elsewhere", pages=lang.join(map(str, others)))


def _uno_hint(view: PlayerView, lang: Lang) -> str:
    """A player about to go down to one card (or already there and catchable) is told to
    press UNO!, and what happens if they don't."""
    if not any(isinstance(a, CallUno) for a in view.legal):
        return ""
    n = view.rules.uno_penalty_cards
    if len(view.hand) == 1:
        return lang("hand-uno-now", count=n)
    if not (view.is_turn and has_move(hand_layout(view), cards=True)):
        return ""
    return lang("hand-uno-two", automatic=view.rules.uno_penalty == "automatic", count=n)


def hand_embed(view: PlayerView, name_of: Callable[[int], str], layout: Layout | None = None,
               note: str = "", *, countdown: str = "", lang: Lang = EN) -> discord.Embed:
    """The hand message's words. ``layout`` None means a picker (color / target) is shown:
    the ``note`` then says what to do, so no turn line is added. ``countdown``: when the
    turn timer runs out, said under the turn line."""
    def name(pid: int) -> str:
        return discord.utils.escape_markdown(name_of(pid))

    lines: list[str] = []
    if note:
        lines.append(note)
    lines.append(lang("hand-top", card=card_text(view.top_card, lang),
                      color=color_text(view.color, lang)))
    d = view.decision
    if view.hand_over:
        lines.append(lang("hand-over"))
    elif layout is None:
        pass
    elif view.is_turn:
        if d is not None and d.kind == "choose_color":
            lines.append(lang("hand-name-color"))
        elif d is not None and d.kind == "challenge_or_accept":
            can_stack = any(isinstance(a, PlayCard) and a.card.is_draw for a in view.legal)
            lines.append(lang("hand-wd4-hits", stack=can_stack, count=d.amount))
        elif d is not None and d.kind == "stack_or_accept":
            lines.append(lang("hand-stack", count=d.amount))
        elif d is not None and d.kind == "play_or_keep":
            lines.append(_drawn_line(view, note, d.must_play, lang("hand-play-or-keep"), lang))
        elif d is not None and d.kind == "play_or_pass":
            lines.append(_drawn_line(view, note, d.must_play, lang("hand-play-or-pass"), lang))
        else:
            lines.append(_turn_line(view, lang))
        if countdown:
            lines.append(countdown)
    elif view.current_player is not None:
        lines.append(lang("hand-others-turn", player=name(view.current_player)))
        if jump := _jump_in_line(view, lang):
            lines.append(jump)
    if not view.hand_over and (hint := _uno_hint(view, lang)):
        lines.append(hint)
    if layout is not None and layout.pages > 1:
        lines.append(lang("hand-page", page=layout.page + 1, pages=layout.pages)
                     + _playable_elsewhere(view, layout, lang))
    lines.append(lang("hand-your-cards", cards=compact_hand(view.hand, lang)))
    embed = discord.Embed(title=lang("hand-title", count=len(view.hand)),
                          description="\n".join(lines)[:4000], color=discord.Color.dark_teal())
    return embed
