"""Public messages: the lobby, the table, the results of a hand and the match."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Final

import discord

from bot.art import TABLE_FORMAT, BadgeWords, Seat, TableScene
from bot.art.fonts import drawable
from bot.art.palette import CLASSIC
from bot.engine import Card, PublicView, Rules
from bot.engine import events as E
from bot.engine.view import SeatInfo
from bot.game.seats import LEVELS, is_ai, mention, picture_name
from bot.i18n import EN, LANGUAGES, Lang
from bot.plumbing.components import UnoButton, button
from bot.screens.cards import COLOR_LETTER, card_text, color_text
from bot.screens.moves import this_hand
from bot.screens.pages.rules_words import changed_sentences, preset_title
from bot.screens.pages.rules_words import rules_text as rules_text  # /uno rules reads it from here

NameOf = Callable[[int], str]
BLUE = discord.Color.blurple()
NO_COLOR = discord.Color.light_grey()
ENDED_GREY = discord.Color.dark_grey()  # a game that ended early: nothing live


def color_in_play(color: str | None) -> discord.Color:
    """The table's stripe: the color in play as the cards are drawn; grey while none is."""
    if color is None:
        return NO_COLOR
    return discord.Color.from_rgb(*CLASSIC.fill(COLOR_LETTER[color]))


def escaped(name_of: NameOf) -> NameOf:
    """``name_of`` for embeds: markdown in a nickname shows as typed (no links, no bold)."""
    return lambda pid: discord.utils.escape_markdown(name_of(pid))


def lobby_embed(host: int, players: Sequence[int], name_of: NameOf, rules: Rules,
                preset: str, turn_timer: int, closed: str = "", *,
                afk_cover: bool = False, lang: Lang = EN) -> discord.Embed:
    name_of = escaped(name_of)
    lines = [lang("lobby-seat", number=str(i + 1), name=name_of(p), host=p == host)
             for i, p in enumerate(players)]
    e = discord.Embed(title=lang("lobby-title"), color=BLUE,
                      description=closed or lang("lobby-invite", max=rules.max_players))
    e.add_field(name=lang("lobby-players", count=len(players), max=rules.max_players),
                value="\n".join(lines) or "—", inline=False)
    timer = lang("lobby-timer", seconds=turn_timer)
    title = preset_title(preset, rules, lang)
    head = lang("lobby-head", preset=title, target=rules.target, timer=timer)
    if rules.scoring == "single_hand":
        head = lang("lobby-head-one-hand", preset=title, timer=timer)
    extra = [f"• {line}" for line in changed_sentences(rules, lang)]
    if afk_cover:
        extra.append(f"• {lang('lobby-afk-cover')}")
    add_lines(e, lang("lobby-rules"), [head, *extra])
    return e


def add_lines(e: discord.Embed, name: str, lines: Sequence[str]) -> None:
    """``lines`` as one field, or as many as they need (a field holds 1,024 characters;
    every house rule changed, said in German, takes more): no sentence is cut."""
    value = ""
    for line in lines:
        if value and len(value) + 1 + len(line) > 1024:
            e.add_field(name=name, value=value, inline=False)
            name, value = "\u200b", ""  # (a continuation: a field needs a name)
        value = f"{value}\n{line}" if value else line[:1024]
    e.add_field(name=name, value=value or "—", inline=False)


def lobby_buttons(channel: int, afk_cover: bool = False, lang: Lang = EN) -> list[UnoButton]:
    return [
        button("join", channel, 0, label=lang("lobby-join"), style=discord.ButtonStyle.success,
               emoji="➕"),
        button("leave", channel, 0, label=lang("lobby-leave"), emoji="➖"),
        button("begin", channel, 0, label=lang("lobby-start"), style=discord.ButtonStyle.primary,
               emoji="▶️"),
        button("cancel", channel, 0, label=lang("lobby-cancel"),
               style=discord.ButtonStyle.danger),
        button("addai", channel, 0, label=lang("lobby-add-ai"), emoji="🤖", row=1),
        button("rmai", channel, 0, label=lang("lobby-remove-ai"), row=1),
        button("afk", channel, 0, label=lang("lobby-afk", on=afk_cover),
               emoji="💤", row=1, style=discord.ButtonStyle.success if afk_cover
               else discord.ButtonStyle.secondary),
    ]


def ai_level_buttons(channel: int, lang: Lang = EN) -> list[UnoButton]:
    """The level picker that Add AI opens (only the host sees it)."""
    return [button("addai", channel, 0, level, label=lang("ai-level", level=level), emoji="🤖",
                   style=discord.ButtonStyle.primary if level == "normal"
                   else discord.ButtonStyle.secondary)
            for level in ("easy", "normal", "strong")]


def ai_remove_buttons(channel: int, seated: list[tuple[int, str]]) -> list[UnoButton]:
    """The picker that Remove AI opens when several AI players sit (only the host sees it):
    one button per AI seat, ``seated`` as (player id, name). A lobby holds at most 9 AI
    players (10 seats, the host's among them), well within a message's 25 buttons."""
    return [button("rmai", channel, 0, str(ai_id), label=picture_name(name), emoji="🤖")
            for ai_id, name in seated]


def table_embed(view: PublicView, name_of: NameOf, events: Sequence[str],
                footer: str = "", *, ended: str | None = None, lang: Lang = EN
                ) -> discord.Embed:
    """The table in words; ``ended``: why the game ended early (a stop, no move for long):
    said first, with no turn, no pending draw and no catch, in the ended grey."""
    lines = [lang("table-top-card", card=card_text(view.top_card, lang)),
             lang("table-color", color=color_text(view.color, lang),
                  clockwise=view.direction == 1)]
    hand = str(view.hand_number)
    if ended:
        e = discord.Embed(title=lang("table-title-ended", hand=hand),
                          description="\n".join([f"⏹️ {ended}", *lines]), color=ENDED_GREY)
        e.add_field(name=lang("table-players"), value="\n".join(
            seat_line(s, view, name_of, ended=True, lang=lang)
            for s in view.players)[:1024] or "—", inline=False)
        return e
    if view.current_player is not None:
        lines.append(lang("table-turn", player=mention(view.current_player,
                                                       name_of(view.current_player))))
    if view.pending_draw:
        lines.append(lang("table-pending", count=view.pending_draw))
    if view.catchable:
        who = lang.join(f"**{escaped(name_of)(p)}**" for p in view.catchable)
        lines.append(lang("table-catchable", players=who, count=len(view.catchable)))
    if view.hand_over and not view.match_over:
        lines.append(lang("table-hand-over"))
    e = discord.Embed(title=lang("table-title", hand=hand), description="\n".join(lines),
                      color=color_in_play(view.color))
    seats = [seat_line(s, view, name_of, lang=lang) for s in view.players]
    e.add_field(name=lang("table-players"), value="\n".join(seats)[:1024] or "—",
                inline=False)
    events = this_hand(events, view.hand_number)
    if events:
        e.add_field(name=lang("table-last-moves"), value="\n".join(events[-6:])[-1024:],
                    inline=False)
    e.set_footer(text=(lang("table-footer", pile=view.draw_pile, target=view.rules.target)
                       + (f" · {footer}" if footer else ""))[:2048])
    return e


def is_table_title(title: str) -> bool:
    """Is this (an embed's title) a table's, in any language?"""
    return title.startswith(_TABLE_TITLES)


_TABLE_TITLES = tuple({Lang(code)("table-title", hand="").strip() for code in LANGUAGES})


TABLE_PICTURE = f"table.{TABLE_FORMAT}"  # the attachment's file name
MAX_PICTURE_SEATS = 10


def table_scene(view: PublicView, name_of: NameOf, *, ended: bool = False,
                lang: Lang = EN) -> TableScene | None:
    """What the table picture shows; None while no color is in play (a first Wild whose
    color is not named yet) or with more seats than the picture has room for. An ended
    game frames nobody's turn."""
    if view.color is None or not 1 <= len(view.players) <= MAX_PICTURE_SEATS:
        return None
    seats = tuple(Seat(picture_label(seat_picture_name(s.player, name_of(s.player)), n + 1,
                                     lang), s.cards,
                       s.is_current and not ended, s.called_uno and not ended,
                       catchable=s.player in view.catchable and not ended,
                       winner=view.hand_over and s.player == view.hand_winner,
                       ai=is_ai(s.player),
                       pending=view.pending_draw if s.is_current and not view.hand_over
                       and not ended else 0)
                  for n, s in enumerate(view.players))
    words = BadgeWords(winner=lang("badge-winner"), catch=lang("badge-catch"))
    return TableScene(view.top_card.code, COLOR_LETTER[view.color], view.direction, seats,
                      words=words, ended=ended)


def _uno_zone(count: int) -> int:
    """A card count as the picture must keep it true: exact up to two cards (where UNO!,
    catching and winning are), "more" above."""
    return min(count, 3)


def picture_changed(shown: TableScene | None, now: TableScene) -> bool:
    """Does the table message need a new picture (else the edit keeps the one it has)?

    Yes when what a player reads in it to decide changed: the top card, the colour, the
    direction, whose turn, a pending draw, who can be caught, the winner, the seats, the
    palette, or a count at two cards or fewer. Not for a count that only grew above two
    while the same player is still to act (they drew and decide), nor for an UNO! call
    alone (it only protects): the words say those, and the next move brings a picture."""
    if shown is None:
        return True
    if (shown.top, shown.color, shown.direction, shown.palette, shown.words, shown.ended,
            len(shown.seats)) != (now.top, now.color, now.direction, now.palette, now.words,
                                  now.ended, len(now.seats)):
        return True
    return any((a.name, a.ai, a.is_turn, a.catchable, a.winner, a.pending, _uno_zone(a.count))
               != (b.name, b.ai, b.is_turn, b.catchable, b.winner, b.pending,
                   _uno_zone(b.count))
               for a, b in zip(shown.seats, now.seats, strict=True))


_LEVEL: Final = re.compile(rf" \(({'|'.join(LEVELS)})\)$")


def picture_label(name: str, seat: int, lang: Lang) -> str:
    """A seat's name for a picture (which leaves out what its font lacks), or, when none
    of it can be drawn (emoji or another script only), "Player 3" in ``lang``."""
    return name if drawable(name, "") else lang("picture-nameless", seat=seat)


def seat_picture_name(player: int, name: str) -> str:
    """A seat's name as the picture draws it: an AI seat's without the robot (the picture
    draws its own) nor the level (the words say it): "Nova"."""
    name = picture_name(name)
    return _LEVEL.sub("", name) if is_ai(player) else name


def seat_line(s: SeatInfo, view: PublicView, name_of: NameOf, *, ended: bool = False,
              lang: Lang = EN) -> str:
    """One player on the table: whose turn, cards, points, and where they stand on UNO:
    called (safe), or at one card without a call (catchable). One card merely held (after
    a Seven-O swap, or a missed call nobody caught) gets no mark: the count says it."""
    mark = "▶ " if s.is_current and not ended else "• "
    if ended:
        uno = ""
    elif s.player in view.catchable:
        uno = lang("seat-catchable")
    elif s.called_uno:
        uno = lang("seat-called")
    else:
        uno = ""
    name = discord.utils.escape_markdown(name_of(s.player)[:40])
    return lang("seat-line", mark=mark, name=name, count=s.cards, points=s.score) + uno


def uno_button_useful(view: PublicView) -> bool:
    """Can anyone press UNO! now: a player at two cards who has not called, or one
    who is catchable (as the engine's legal actions say)."""
    if view.hand_over:
        return False
    return bool(view.catchable) or any(s.cards == 2 and not s.called_uno
                                       for s in view.players)


def table_buttons(view: PublicView, channel: int, name_of: NameOf, lang: Lang = EN
                  ) -> list[UnoButton]:
    """My hand always; UNO! and Catch only while they can do something."""
    v = view.version
    items = [button("hand", channel, v, label=lang("table-my-hand"),
                    style=discord.ButtonStyle.primary, emoji="🃏", row=0)]
    if uno_button_useful(view):
        items.append(button("uno", channel, v, label="UNO!", style=discord.ButtonStyle.danger,
                            emoji="📣", row=0))
    for t in view.catchable[:3]:
        items.append(button("catch", channel, v, str(t),
                            label=lang("table-catch", player=name_of(t))[:80],
                            emoji="🎯", row=0))
    items.append(button("stop", channel, v, label=lang("table-stop"), row=1))
    return items


def results_embed(title: str, lines: Sequence[str], totals: Sequence[tuple[int, int]],
                  name_of: NameOf, final: bool, lowest_wins: bool = False, lang: Lang = EN
                  ) -> discord.Embed:
    name_of = escaped(name_of)
    e = discord.Embed(title=title, description="\n".join(lines)[:4000],
                      color=discord.Color.gold() if final else BLUE)
    ranked = sorted(totals, key=lambda t: t[1] if lowest_wins else -t[1])
    e.add_field(name=lang("results-final") if final else lang("results-totals"),
                value="\n".join(lang("results-line", rank=str(i + 1), name=name_of(p)[:40],
                                     points=pts)
                                for i, (p, pts) in enumerate(ranked))[:1024] or "—",
                inline=False)
    return e


def next_hand_button(channel: int, version: int, lang: Lang = EN) -> UnoButton:
    return button("next", channel, version, label=lang("table-next-hand"),
                  style=discord.ButtonStyle.primary, emoji="🔁")


def my_hand_button(channel: int, version: int, lang: Lang = EN) -> UnoButton:
    return button("hand", channel, version, label=lang("table-my-hand"),
                  style=discord.ButtonStyle.primary, emoji="🃏")


def went_out_with(card: Card | None, lang: Lang = EN) -> str:
    """" with **🟥 Red 5**": the card a hand was won with (the top card when it ended)."""
    return "" if card is None else lang("results-with", card=card_text(card, lang))


def is_countdown(line: str) -> bool:
    """Is this line of a hand's results its countdown to the next hand, in any language?
    (taken off the results once the hand has started: started_line)"""
    return line.startswith(_COUNTDOWNS)


# each language's countdown up to its number
_COUNTDOWNS = tuple({Lang(code)("results-next-in", seconds="\x00").split("\x00")[0]
                     for code in LANGUAGES})


def started_line(hand_no: int, lang: Lang = EN) -> str:
    return lang("results-started", hand=str(hand_no))


def hand_result_embed(e: E.HandEnded, hand_no: int, name_of: NameOf, next_in: float | None,
                      *, lowest_wins: bool, last_card: Card | None = None, lang: Lang = EN
                      ) -> discord.Embed:
    """Who went out (with ``last_card``), what each hand was worth, the running totals
    (R25); ``next_in`` is the delay before the next hand deals itself, None when the match
    is over."""
    plain = name_of
    name_of = escaped(plain)
    lines = [lang("results-went-out", winner=name_of(e.winner), hand=str(hand_no),
                  points=e.points, with_card=went_out_with(last_card, lang))]
    lines += [lang("results-in-hand", player=name_of(p), points=pts) for p, pts in e.hand_points
              if p != e.winner]
    if next_in is not None:
        lines.append(lang("results-next-in", seconds=f"{next_in:g}"))
    return results_embed(lang("results-hand-title", hand=str(hand_no)), lines, e.scores, plain,
                         final=False, lowest_wins=lowest_wins, lang=lang)


def match_result_embed(e: E.MatchEnded, name_of: NameOf, *, lowest_wins: bool,
                       went_out: tuple[int, Card] | None = None,
                       walkover: bool = False, lang: Lang = EN) -> discord.Embed:
    """The match is over; ``went_out``: who ended the last hand, with which card;
    ``walkover``: won because every other member left (not counted as a match won)."""
    names = lang.join(f"**{escaped(name_of)(w)}**" for w in e.winners) or lang("nobody")
    won = lang("results-walkover" if walkover else "results-match-won", winners=names,
               count=max(1, len(e.winners)))
    lines = [won, lang("results-channel-free")]
    if went_out is not None:
        lines.insert(0, lang("results-went-out-last", player=escaped(name_of)(went_out[0]),
                             with_card=went_out_with(went_out[1], lang)))
    return results_embed(lang("results-match-title"), lines, e.scores, name_of, final=True,
                         lowest_wins=lowest_wins, lang=lang)
