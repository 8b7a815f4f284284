"""Each player's ephemeral hand message: shown, answered with, refreshed in place, retired
(a newer one opened) and closed (the game is over). Only the latest one of each player is
live: an older one would keep saying "Your turn" with buttons that no longer work."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence

import discord

from bot.engine import Event
from bot.engine import events as E
from bot.errors import UserError
from bot.game import prefs as player_prefs
from bot.game.changes import at_rest
from bot.game.config import TableConfig
from bot.game.looks import CLASSIC
from bot.game.table import Table
from bot.i18n import Lang, Msg, Said, said
from bot.plumbing.answer import Answer, HandMessage
from bot.plumbing.emoji_sync import CardEmoji
from bot.plumbing.refusals import DISCORD_FAILURES, describe, emoji_refused
from bot.screens.cards import hand_text
from bot.screens.hand import hand_embed, hand_layout, has_move, to_view

log = logging.getLogger(__name__)

MOVED = Msg("hand-moved")
# Discord lets the bot update a hand message for 15 minutes after the player last used it
EXPIRING_WITHIN = 120.0  # seconds before that limit the hand says it stops updating
EXPIRING = Msg("hand-expiring")
CLOSED = Msg("hand-game-over")
REMOVED = Msg("removed")


def match_over_text(table: Table, winners: Sequence[int]) -> Msg:
    if not winners:
        return CLOSED
    names = [discord.utils.escape_markdown(table.name_of(w)) for w in winners]
    return Msg("hand-match-over", count=len(names), winners=_Joined(names))


class _Joined(Msg):
    """Names joined as the language of the reader joins them ("a and b", "a y b")."""

    def __init__(self, names: list[str]) -> None:
        super().__init__("", names=names)

    def __call__(self, lang: Lang) -> str:
        return lang.join(self.args["names"])


async def send_hand(config: TableConfig, answer: Answer, table: Table, user: int,
                    note: str = "", *, edit: bool) -> None:
    m = table.match
    if m is None or user not in m.players:
        raise UserError("not-playing")
    version = m.version
    kept = table.rt.hands.kept.get(user, "")
    once = table.rt.hands.notes.pop(user, "")
    note = " ".join(n for n in dict.fromkeys((kept, once, note)) if n)  # (each once)

    async def show(embed: discord.Embed, view: discord.ui.View) -> None:
        if edit:
            await answer.update(content=None, embed=embed, view=view)
        else:
            await answer.send(embed=embed, view=view)

    async with table.rt.hands.edit(user):
        old = table.rt.hands.shown.get(user)
        await _shown(config, table, user, note, show)
        if table.match is m and user not in m.players:
            # removed while this was being sent: the removal found no hand to close
            await _edit_quietly(table, user, answer.handle(), REMOVED)
            return
        table.rt.hands.shown[user] = (answer.handle(), config.clock.now(), version)
        table.rt.hands.count += 1
        table.rt.hands.sent[user] = table.rt.hands.count
    table.rt.hands.expired.discard(user)
    if not edit and old is not None and config.clock.now() - old[1] <= config.hand_token_ttl:
        # a new message: the previous one stops offering moves
        await _edit_quietly(table, user, old[0], MOVED)


async def _shown(config: TableConfig, table: Table, user: int, note: str,
                 show: Callable[[discord.Embed, discord.ui.View], Awaitable[None]]) -> None:
    """``user``'s hand drawn and shown by ``show``. Refused over a card emoji (deleted
    while the bot runs: 400, 50035 "Invalid emoji"), it is shown again at once with text
    labels, and the set is synced again in the background."""
    await at_rest(table)  # (drawn as written: not a change still being saved)
    embed, view = render_hand(table, user, note, hand_emoji(config.card_emoji, table, user))
    try:
        await show(embed, view)
    except discord.HTTPException as exc:
        if not emoji_refused(exc):
            raise
        config.card_emoji.lost()  # (once: another hand may have found it first)
        await at_rest(table)
        embed, view = render_hand(table, user, note, hand_emoji(config.card_emoji, table, user))
        await show(embed, view)


def render_hand(table: Table, user: int, note: str = "", emoji: CardEmoji | None = None
                ) -> tuple[discord.Embed, discord.ui.View]:
    m = table.match
    assert m is not None
    pv = m.view_for(user)
    first = bool(player_prefs.value(table, user, "playable_first"))
    lang = table.lang_of(user)
    layout = hand_layout(pv, table.rt.hands.pages.get(user, 0), emoji, playable_first=first,
                         lang=lang)
    if layout.pages > 1 and table.rt.hands.page_at.get(user) != m.version \
            and not has_move(layout, cards=True):
        # the game moved on since this page was picked: show the first page with cards the
        # player can play now (cards keep their places, so after a draw or on a jump-in
        # chance they may be on any page), not a page of disabled ones
        for page in range(layout.pages):
            candidate = hand_layout(pv, page, emoji, playable_first=first, lang=lang)
            if has_move(candidate, cards=True):
                layout = candidate
                break
    table.rt.hands.pages[user] = layout.page
    view = to_view(layout.buttons, table.channel_id, m.version, table.game)
    ends = table.turn_ends(lang) if table.deadline_for == user else ""
    return hand_embed(pv, table.name_of, layout, note, countdown=ends, lang=lang), view


def keep_note(table: Table, user: int, note: str) -> None:
    """``user`` acted: what only they may see about it (cards drawn, a verdict) stays on
    their hand, through other players' moves, until their own next action."""
    if note:
        table.rt.hands.kept[user] = note
    else:
        table.rt.hands.kept.pop(user, None)


def note_caught(table: Table, events: Sequence[Event]) -> None:
    """R19: a caught player sees, in their next hand message, which cards they drew (the
    catcher's answer must not show them; the penalty event carries them for the caught
    player only)."""
    m = table.match
    for e in events:
        if isinstance(e, E.PenaltyApplied) and e.reason == "caught" and e.cards \
                and m is not None and e.player in m.players \
                and e.player in table.rt.hands.shown:
            lang = table.lang_of(e.player)
            table.rt.hands.kept[e.player] = lang(
                "hand-caught", cards=hand_text(list(e.cards), lang))


async def refresh_hands(config: TableConfig, table: Table, only: int | None = None) -> None:
    """Edit every hand message (or ``only`` that player's) whose interaction token is still
    valid. A hand that can no longer be edited is noted in ``rt.hands.expired`` (its player's next
    turn ping says to open it again); one about to become so says it in its last refresh."""
    if table.match is None:
        return
    for user in list(table.rt.hands.shown):
        if only is not None and user != only:
            continue
        async with table.rt.hands.edit(user):
            await _refresh_hand(config, table, user)


async def _refresh_hand(config: TableConfig, table: Table, user: int) -> None:
    """One player's hand, under its edit lock (looked up again: it may have changed while
    the lock was awaited)."""
    m = table.match
    entry = table.rt.hands.shown.get(user)
    if m is None or entry is None:
        return
    hand, at, version = entry
    now = config.clock.now()
    if user not in m.players:
        # removed (the change may still be being saved): retire_hand closes this hand with
        # why once it is; dropped here, the closing would find no hand to close
        return
    if now - at > config.hand_token_ttl:
        table.rt.hands.shown.pop(user, None)
        table.rt.hands.notes.pop(user, None)
        table.rt.hands.kept.pop(user, None)
        table.rt.hands.expired.add(user)
        return
    if version == m.version or table.rt.hands.shown.get(user, (None,))[0] is not hand:
        return
    note = " ".join(n for n in (table.rt.hands.kept.get(user, ""),
                                table.rt.hands.notes.pop(user, "")) if n)
    if now - at > config.hand_token_ttl - EXPIRING_WITHIN:
        note = f"{note} {EXPIRING(table.lang_of(user))}".strip()
    shown = m.version

    async def edit(embed: discord.Embed, view: discord.ui.View) -> None:
        await hand.edit(embed=embed, view=view)

    try:
        await _shown(config, table, user, note, edit)
    except discord.HTTPException as exc:
        log.warning("Could not refresh the hand of %s in channel %s: %s", user,
                    table.channel_id, exc)
        ok = False
    else:
        ok = True
    # the player may have opened or clicked a hand meanwhile: keep the newer one
    if table.rt.hands.shown.get(user, (None,))[0] is hand:
        if ok:
            table.rt.hands.shown[user] = (hand, at, shown)
        else:
            table.rt.hands.shown.pop(user, None)
            table.rt.hands.expired.add(user)


async def close_hands(config: TableConfig, table: Table, text: Said) -> None:
    """The game is over: every hand message that can still be edited says ``text`` and
    loses its buttons. One failing edit does not stop the others."""
    now = config.clock.now()
    hands, table.rt.hands.shown = table.rt.hands.shown, {}
    table.rt.hands.notes.clear()
    table.rt.hands.kept.clear()
    for user, (hand, at, _) in hands.items():
        if now - at <= config.hand_token_ttl:
            async with table.rt.hands.edit(user):  # after a refresh drawn before the end
                await _edit_quietly(table, user, hand, text)


def retire_hand(table: Table, user: int, text: Said) -> None:
    """A player left or was removed (lock held): their hand message is closed with
    ``text`` by ``close_retired``, an effect once the lock is released."""
    entry = table.rt.hands.shown.pop(user, None)
    table.rt.hands.notes.pop(user, None)
    table.rt.hands.kept.pop(user, None)
    table.rt.hands.pages.pop(user, None)
    if entry is not None:
        table.rt.hands.retired[user] = (entry[0], entry[1], text)


async def close_retired(config: TableConfig, table: Table) -> None:
    """Close the hand messages ``retire_hand`` set aside; one failing edit stops no other."""
    now = config.clock.now()
    retired, table.rt.hands.retired = table.rt.hands.retired, {}
    for user, (hand, at, text) in retired.items():
        if now - at <= config.hand_token_ttl:
            # after a refresh drawn before the removal, so that one cannot land last
            async with table.rt.hands.edit(user):
                await _edit_quietly(table, user, hand, text)


async def move_hands(config: TableConfig, table: Table) -> None:
    """A new hand's table was posted at the bottom: every hand message whose token still
    lives is sent again below it (the old one closes), so a player sees the table and
    their hand on one screen instead of scrolling up past the results. Others refresh."""
    m = table.match
    if m is None:
        return
    for user in list(table.rt.hands.shown):
        async with table.rt.hands.edit(user):
            entry = table.rt.hands.shown.get(user)
            now = config.clock.now()
            below = table.rt.hands.sent.get(user, 0) > table.rt.hands.table_at
            if entry is None or user not in m.players or below \
                    or now - entry[1] > config.hand_token_ttl - EXPIRING_WITHIN:
                await _refresh_hand(config, table, user)
                continue
            hand, at, _ = entry
            await at_rest(table)
            if table.match is not m or user not in m.players:  # (moved on meanwhile)
                await _refresh_hand(config, table, user)
                continue
            embed, view = render_hand(table, user, table.rt.hands.kept.get(user, ""),
                                      hand_emoji(config.card_emoji, table, user))
            try:
                moved = await hand.resend(embed=embed, view=view)
            except discord.HTTPException as exc:
                log.warning("Could not move the hand of %s in channel %s down: %s", user,
                            table.channel_id, exc)
                await _refresh_hand(config, table, user)
                continue
            # (the token's age is the interaction's: the same as the old message's)
            table.rt.hands.shown[user] = (moved, at, m.version)
            table.rt.hands.count += 1
            table.rt.hands.sent[user] = table.rt.hands.count
            await _edit_quietly(table, user, hand, MOVED)


async def _edit_quietly(table: Table, user: int, hand: HandMessage, text: Said) -> None:
    """Close a hand message (a Msg in this player's own language); Discord refusing it or
    failing (a dropped connection) is a warning that stops nothing (a /uno hand already
    shown stays an answer)."""
    try:
        await hand.edit(content=said(text, table.lang_of(user)), embed=None, view=None)
    except DISCORD_FAILURES as exc:
        log.warning("Could not close the hand of %s in channel %s: %s", user,
                    table.channel_id, describe(exc))


def hand_emoji(emoji: CardEmoji, table: Table, user: int) -> CardEmoji:
    """The card emoji of ``user``'s hand, in their palette (read by Display.warm_hands or
    when they open their hand; classic until then)."""
    return emoji.in_palette(table.rt.hands.palettes.get(user, CLASSIC))
