"""The public table message: coalesced edits (one in flight, latest state wins, a minimum
gap), reposted when old or buried; results of hands and matches."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import io
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any, Final, Protocol, TypeVar

import discord

from bot.art import ArtError, MatchChart, TableScene, chart_png, table_image
from bot.art.palette import palette
from bot.art.table import palette_image
from bot.engine import Card
from bot.engine import events as E
from bot.game import results
from bot.game.changes import Changes, at_rest
from bot.game.config import TableConfig
from bot.game.looks import Looks, ServerLooks
from bot.game.registry import TableRegistry
from bot.game.table import Table
from bot.game.writes import TableWrites
from bot.plumbing.channels import Channels
from bot.plumbing.components import game_view
from bot.plumbing.refusals import DISCORD_FAILURES, describe, transient
from bot.screens.cards import COLOR_LETTER, card_text
from bot.screens.emoji_text import Markup, card_with_emoji, dress_embed
from bot.screens.hands import move_hands, refresh_hands
from bot.screens.pages.match_chart import CHART_PICTURE, match_chart
from bot.screens.pings import Pings
from bot.screens.table import (
    TABLE_PICTURE,
    hand_result_embed,
    is_countdown,
    match_result_embed,
    next_hand_button,
    picture_changed,
    results_embed,
    started_line,
    table_buttons,
    table_embed,
    table_scene,
)
from bot.storage import Storage, StorageError

log = logging.getLogger(__name__)
T = TypeVar("T")
CHARTS_KEPT: Final = 1000  # channels whose last match chart /uno match shows from memory


class LostChannel(Protocol):
    """What a refusal for the table's channel (gone, archived, locked) means for its game
    (plumbing/lost_channels.py)."""

    async def refused(self, table: Table, error: BaseException, changes: Changes) -> bool:
        """True when it was dealt with: the game ended, or its thread is open again."""
        ...


@dataclasses.dataclass(slots=True)
class Shot:
    """The table message as words (``kwargs``), taken at one moment, with what is needed to
    dress it later: the picture's scene and the top card with its colour."""

    kwargs: dict[str, Any]
    scene: TableScene | None
    top: Card
    color: str | None


class Display:
    def __init__(self, config: TableConfig, storage: Storage, writes: TableWrites,
                 registry: TableRegistry, channels: Channels, looks: Looks,
                 lost: LostChannel) -> None:
        self._config = config
        self._lost = lost
        self._storage = storage
        self._writes = writes
        self._registry = registry
        self._channels = channels
        self._looks = looks
        self.pings = Pings(config, writes)
        self._art_failed = False  # logged once: a missing font or Pillow stays missing
        self._text_only: set[int] = set()  # channels where the bot may not attach files
        # each channel's last match chart, for /uno match (the stored hands after a restart)
        self.charts: OrderedDict[int, tuple[MatchChart, int, bool, bool]] = OrderedDict()
        self.editing = 0  # tables whose editor runs (busy tables): they share the edit rate

    def request(self, table: Table, changes: Changes, repost: bool = False,
                new_hand: bool = False) -> None:
        """Bring the table message up to date, in the background. ``changes``: the write
        path, for a game whose channel turns out to be gone or locked (it ends)."""
        table.rt.edits.dirty = True
        if repost or new_hand:
            table.rt.edits.repost = True
        if new_hand:
            table.rt.edits.new_hand = True
        if table.rt.edits.task is None or table.rt.edits.task.done():
            table.rt.edits.task = asyncio.create_task(self._run(table, changes))

    async def _run(self, table: Table, changes: Changes) -> None:
        """Edit until the table shows the latest state; an update Discord fails for a
        passing reason is tried again (``edit_retries`` times, the pause doubling) so no
        state is lost to a short outage."""
        self.editing += 1
        try:
            await self._edit(table, changes)
        finally:
            self.editing -= 1

    def gap(self) -> float:
        """Seconds between two edits of a table: ``edit_gap``, or, when more tables are
        busy than ``table_edits_per_second``, as long as it takes to edit them all at that
        rate."""
        cfg = self._config
        shared = self.editing / cfg.table_edits_per_second
        return cfg.edit_gap if shared <= 1 else max(cfg.edit_gap, shared)

    async def _edit(self, table: Table, changes: Changes) -> None:
        cfg = self._config
        failures = 0
        lost_tries = 0
        while table.rt.edits.dirty and not table.closed:
            table.rt.edits.dirty = False
            pause = self.gap()
            table.rt.edits.rendering = True
            try:
                if await self.render(table):
                    await move_hands(self._config, table)  # below the new table
                else:
                    await refresh_hands(self._config, table)
                await self.pings.update(table, await self._channels.channel(table.channel_id))
                failures = 0
            except Exception as exc:
                fault = table.fault()
                if fault is not None:  # the game's own state is broken: closed, not retried
                    await self._registry.close_damaged(table, fault)
                    return
                if lost_tries < 2 and await self._lost.refused(table, exc, changes):
                    # its channel is gone or locked (the game ended: the loop stops), or
                    # its thread was archived and is open again: shown at once
                    lost_tries += 1
                    table.rt.edits.dirty = True
                    continue
                # discord.py retries neither a 503 nor a dropped connection: a bounded
                # retry with a growing pause brings the table up to date after a short
                # outage; a longer one leaves it to the next change
                passing = transient(exc) or isinstance(exc, StorageError)
                if passing and failures < cfg.edit_retries:
                    failures += 1
                    backoff = cfg.edit_retry_pause * 2 ** (failures - 1)
                    pause += backoff
                    table.rt.edits.dirty = True
                    log.warning("Table update in channel %s failed (%s); trying again in "
                                "%.1f s", table.channel_id, describe(exc), backoff)
                    table.rt.edits.rendering = False  # (waiting now, not drawing)
                    # (cut short when the game ends: its final edit waits for this editor)
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(table.rt.edits.wake.wait(), pause)
                    continue
                if isinstance(exc, (*DISCORD_FAILURES, StorageError)):
                    log.warning("Table update in channel %s failed (%s); it waits for the "
                                "next change", table.channel_id, describe(exc))
                else:
                    log.exception("Could not refresh the table in channel %s",
                                  table.channel_id)
                failures = 0
            finally:
                table.rt.edits.rendering = False
            if table.closed:
                return
            await asyncio.sleep(pause)

    def message(self, table: Table, ended: str | None = None) -> dict[str, Any]:
        """The table message; ``ended``: why a game ended early (stop, idle): it then says
        so instead of whose turn it is, and offers no buttons."""
        m = table.match
        assert m is not None
        pv = m.public_view()
        lang = table.lang
        footer = lang("table-footer-timer", seconds=table.turn_timer) \
            if table.turn_timer and not ended else ""
        embed = table_embed(pv, table.name_of, table.events, footer, ended=ended, lang=lang)
        if ended:
            return {"content": None, "allowed_mentions": discord.AllowedMentions.none(),
                    "embed": embed, "view": None}
        if ends := table.turn_ends():  # a timestamp shows only in text, not in a footer
            embed.description = f"{embed.description or ''}\n{ends}".strip()
        # the turn ping (pings.py) notifies; the table itself never pings anyone
        return {"content": None, "allowed_mentions": discord.AllowedMentions.none(),
                "embed": embed,
                "view": game_view(table, table_buttons(pv, table.channel_id, table.name_of,
                                                       lang))}

    def shot(self, table: Table, ended: str | None = None) -> Shot:
        """message() and what the picture and the card emoji need, at this moment (under
        the table's lock when the caller holds it)."""
        m = table.match
        assert m is not None
        pv = m.public_view()
        scene = table_scene(pv, table.name_of, ended=ended is not None, lang=table.lang)
        return Shot(self.message(table, ended), scene, pv.top_card, pv.color)

    def markup(self, looks: ServerLooks) -> Markup | None:
        """Card emoji as text in the server's palette; None while the bot has none."""
        emoji = self._config.card_emoji
        return emoji.in_palette(looks.palette).markup if emoji.ready else None

    async def dressed(self, table: Table, shot: Shot, *, keep: bool = False
                      ) -> tuple[dict[str, Any], bytes | None]:
        """The shot as the server shows tables: with pictures on, card emoji in the words,
        the stripe in the palette's colour and the picture (drawn in a worker thread,
        cached by content); with pictures off, words only and nothing drawn. ``keep``: an
        edit of the table message, which keeps the picture it has (KEPT, nothing drawn
        nor sent) unless what a player needs in it changed (``picture_changed``)."""
        looks = await self._looks.server(table.guild_id)
        kwargs = shot.kwargs
        if not looks.art:
            return kwargs, None
        embed: discord.Embed = kwargs["embed"]
        markup = self.markup(looks)
        dress_embed(embed, markup, first=(card_text(shot.top, table.lang), card_with_emoji(
            shot.top, markup, shot.color, table.lang)))
        if shot.color is not None and looks.high_contrast:
            embed.color = discord.Color.from_rgb(
                *palette(looks.palette).fill(COLOR_LETTER[shot.color]))
        data = None
        if shot.scene is not None and table.channel_id not in self._text_only:
            shot.scene = dataclasses.replace(shot.scene, palette=looks.palette)
            if keep and not picture_changed(table.rt.edits.shown, shot.scene):
                data = KEPT
            else:
                data = await self.draw(table_image, shot.scene)
        if data is not None:
            embed.set_image(url=f"attachment://{TABLE_PICTURE}")
        return kwargs, data

    async def warm(self) -> None:
        """Make what every table picture needs (its palette) in a worker thread, so that
        the first table of the process does not wait for it."""
        with contextlib.suppress(ArtError):  # said once when a picture is drawn
            await asyncio.to_thread(palette_image)

    async def draw(self, render: Callable[[Any], bytes], what: Any,
                   name: str = "table picture") -> bytes | None:
        """A picture drawn in a worker thread, or None if Pillow cannot draw (text only,
        one log line: a missing font or Pillow stays missing)."""
        try:
            return await asyncio.to_thread(render, what)
        except ArtError as exc:
            if not self._art_failed:
                self._art_failed = True
                log.warning("Cannot draw the %s, messages stay text only: %s", name, exc)
            return None

    async def pictured(self, table: Table, ended: str | None = None
                       ) -> tuple[dict[str, Any], bytes | None]:
        """message() dressed as the server shows tables; the bytes go with the send or
        edit."""
        return await self.dressed(table, self.shot(table, ended))

    async def first(self, table: Table, shot: Shot,
                    post: Callable[..., Awaitable[None]]) -> None:
        """The first table of a game (the Start button's answer) with its picture too."""
        kwargs, data = await self.dressed(table, shot)
        try:
            await post(**kwargs, **_attach(data))
        except discord.Forbidden:
            if data is None:
                raise
            self.no_files(table.channel_id)
            kwargs["embed"].set_image(url=None)  # the same table in words
            await post(**kwargs, attachments=[])
            data = None
        _shown(table, shot, data)

    def no_files(self, channel_id: int) -> None:
        """The bot may not attach files in this channel (refused, or an interaction's
        app_permissions say so): its tables and results go on in words there."""
        if channel_id not in self._text_only:
            self._text_only.add(channel_id)
            log.warning("No Attach Files in channel %s: tables in text only there",
                        channel_id)

    async def warm_hands(self, table: Table) -> None:
        """Each player's hand palette (theirs or the server's), read before hands are
        drawn: hand messages are drawn without waiting for storage."""
        m = table.match
        for player in m.players if m is not None else ():
            table.rt.hands.palettes[player] = await self._looks.hand_palette(
                table.guild_id, player)

    async def _deliver(self, table: Table,
                       post: Callable[[dict[str, Any], bytes | None], Awaitable[T]],
                       ended: str | None = None, *, keep: bool = False) -> T:
        """post(message, picture); refused for want of Attach Files, the table goes on
        in text in that channel (said once). ``ended``: the table of a game that ended
        early (``message``); ``keep``: an edit, which may keep the picture the message
        has (``dressed``)."""
        if ended is None:  # (a game that ended early is shown as it is, lock or not)
            await at_rest(table)  # drawn as written: not a change still being saved
        shot = self.shot(table, ended)
        kwargs, data = await self.dressed(table, shot, keep=keep)
        try:
            sent = await post(kwargs, data)
        except discord.Forbidden:
            if data is None:
                raise
            self.no_files(table.channel_id)
            kwargs, _ = await self.pictured(table, ended)
            sent = await post(kwargs, None)
            data = None
        _shown(table, shot, data)
        return sent

    async def render(self, table: Table) -> bool:
        """Show the table as it is now: edited in place, or posted anew (buried, too old,
        deleted, or a new hand); True when posted anew for a new hand."""
        if table.match is None or table.closed:
            return False
        cfg = self._config
        await self.warm_hands(table)
        ch = await self._channels.channel(table.channel_id)
        repost = (table.rt.edits.repost or table.message_id is None
                  or table.messages_after >= cfg.repost_after_messages
                  or cfg.clock.now() - table.message_posted > cfg.repost_age)
        if not repost:
            try:
                # the picture is replaced (or taken off) with every edit
                partial = ch.get_partial_message(table.message_id)
                await self._deliver(table, lambda kwargs, data: partial.edit(
                    **kwargs, **_attach(data)), keep=True)
                return False
            except discord.NotFound:
                pass  # deleted: post anew
            except discord.HTTPException as exc:
                if exc.code != 30046:  # too old to edit (1 hour): post anew
                    raise
        table.rt.edits.repost = False
        new_hand, table.rt.edits.new_hand = table.rt.edits.new_hand, False
        # a hand answered while the table is being posted may land on either side of it:
        # taken as below (refreshed where it is, next to the table, rather than moved)
        sent_before = table.rt.hands.count
        msg = await self._deliver(table, lambda kwargs, data: ch.send(
            **kwargs, **({} if not data else {"file": _file(data)})))
        old = table.message_id
        stub = None
        async with self._writes.screen_change(table, "table message") as live:
            ended = not live
            if live:
                table.message_id = msg.id
                table.message_posted = cfg.clock.now()
                table.rt.hands.table_at = sent_before  # (hands sent after: below)
                table.messages_after = 0
                if not new_hand:
                    # the old table becomes the game's one stub; the stub before it goes
                    stub, table.stub_message_id = table.stub_message_id, old
        if ended:  # the game ended while this was posted: take it back
            with contextlib.suppress(discord.HTTPException):
                await msg.delete()
            return False
        if old is not None and new_hand:  # that hand's story is in its results: gone
            with contextlib.suppress(discord.HTTPException):
                await ch.get_partial_message(old).delete()
        elif old is not None:  # buried or too old: a link down to the table
            link = discord.ui.View()
            link.add_item(discord.ui.Button(label=table.lang("table-go-to"), url=msg.jump_url,
                                            emoji="⬇️"))
            with contextlib.suppress(discord.HTTPException):
                await ch.get_partial_message(old).edit(
                    content=table.lang("table-moved-down"), embed=None, view=link,
                    attachments=[])
        if stub is not None and stub != old:
            with contextlib.suppress(discord.HTTPException):
                await ch.get_partial_message(stub).delete()
        return new_hand

    async def post_hand_result(self, table: Table, e: E.HandEnded,
                               hand_no: int | None = None) -> None:
        m = table.match
        if m is None:
            return
        # the card that went out; not known for a result posted late, after its hand
        hand_no = hand_no or m.hand_no
        last = m.public_view().top_card if m.hand_over and hand_no == m.hand_no else None
        next_in = None if m.match_over else self._config.next_hand_delay
        embed = hand_result_embed(e, hand_no, table.name_of, next_in,
                                  lowest_wins=m.rules.scoring == "lowest_wins", last_card=last,
                                  lang=table.lang)
        view = None if next_in is None else game_view(table, [next_hand_button(table.channel_id,
                                                                         m.version, table.lang)])
        ch = await self._channels.channel(table.channel_id)
        kwargs: dict[str, Any] = {"embed": embed}
        if view is not None:
            kwargs["view"] = view
        msg = await self._results(table, ch, kwargs, over=False)
        if view is None:
            return
        table.rt.results.shown = msg.embeds[0] if getattr(msg, "embeds", None) else None
        async with self._writes.screen_change(table, "results message") as live:
            stale = not live or table.match is None or not table.match.hand_over
            if not stale:
                # Kept with the game, so the button is still taken off after a restart.
                table.results_message_id = msg.id
        if stale:  # dealt or ended while this was posted: no Next hand to offer
            with contextlib.suppress(discord.HTTPException):
                await msg.edit(view=None)

    async def _results(self, table: Table, ch: Any, kwargs: dict[str, Any], *,
                       over: bool) -> Any:
        """Send a results message: card emoji in its words and the match chart under them
        when the server shows pictures; words only if the chart is refused."""
        looks = await self._looks.server(table.guild_id)
        if looks.art:
            dress_embed(kwargs["embed"], self.markup(looks))
        data = await self.chart(table, over=over) if looks.art else None
        if data is None or table.channel_id in self._text_only:
            return await ch.send(**kwargs)
        kwargs["embed"].set_image(url=f"attachment://{CHART_PICTURE}")
        try:
            return await ch.send(**kwargs, file=discord.File(io.BytesIO(data), CHART_PICTURE))
        except discord.Forbidden:
            self.no_files(table.channel_id)
            kwargs["embed"].set_image(url=None)
            return await ch.send(**kwargs)

    async def chart(self, table: Table, *, over: bool) -> bytes | None:
        """The match chart after the hands stored so far (kept for /uno match), drawn, or
        None: a one-hand match, nothing stored, or it cannot be drawn."""
        chart = await self.current_chart(table, over=over)
        return None if chart is None else await self.draw(chart_png, chart, "match chart")

    async def current_chart(self, table: Table, *, over: bool) -> MatchChart | None:
        """The match chart after the hands stored so far, kept for /uno match; None for a
        one-hand match or before a hand is stored."""
        m = table.match
        if m is None or table.match_id is None or m.rules.scoring == "single_hand":
            return None
        try:
            records = await self._storage.matches.hands(table.guild_id, table.match_id)
        except StorageError as exc:
            log.warning("No match chart in channel %s: %s", table.channel_id, exc)
            return None
        chart = match_chart(records, m.players, table.name_of, m.rules.target, table.lang)
        if chart is None:
            return None
        self.keep_chart(table.channel_id, chart, len(records), over,
                        m.rules.scoring == "lowest_wins")
        return chart

    def keep_chart(self, channel_id: int, chart: MatchChart, hands: int, over: bool,
                   lowest_wins: bool) -> None:
        self.charts[channel_id] = (chart, hands, over, lowest_wins)
        self.charts.move_to_end(channel_id)
        while len(self.charts) > CHARTS_KEPT:
            self.charts.popitem(last=False)

    async def hand_dealt(self, table: Table) -> None:
        """The next hand is dealt: the last results lose their Next hand button and their
        countdown (it says the hand has started instead)."""
        mid, table.results_message_id = table.results_message_id, None
        shown, table.rt.results.shown = table.rt.results.shown, None
        if mid is None:
            return
        kwargs: dict[str, Any] = {"view": None}
        m = table.match
        if isinstance(shown, discord.Embed) and m is not None and not m.match_over:
            lines = [line for line in (shown.description or "").split("\n")
                     if not is_countdown(line)]
            shown.description = "\n".join([*lines, started_line(m.hand_no, table.lang)])
            kwargs["embed"] = shown  # (its chart stays: the image is the posted one)
        ch = await self._channels.channel(table.channel_id)
        try:
            await ch.get_partial_message(mid).edit(**kwargs)
        except discord.HTTPException as exc:
            log.warning("Could not remove Next hand from %s in channel %s: %s", mid,
                        table.channel_id, exc)

    async def post_match_result(self, table: Table, e: E.MatchEnded) -> None:
        m = table.match
        pv = m.public_view() if m is not None else None
        went_out = (pv.hand_winner, pv.top_card) if pv is not None and \
            pv.hand_winner is not None else None
        end = results.match_end(table, (e,))  # what the records say of this end
        embed = match_result_embed(e, table.name_of,
                                   lowest_wins=table.rules.scoring == "lowest_wins",
                                   went_out=went_out,
                                   walkover=end is not None and end.walkover, lang=table.lang)
        ch = await self._channels.channel(table.channel_id)
        await self._results(table, ch, {"embed": embed}, over=True)
        await self._final_table(table, ch)
        await self.pings.clear(table, ch)
        await self.hand_dealt(table)  # a match ended between hands: no Next hand

    async def post_final(self, table: Table, why: str) -> None:
        """A game ended early (stop, idle, unreachable): say why, keep the totals."""
        ch = await self._channels.channel(table.channel_id)
        m = table.match
        totals = list(m.scores.items()) if m is not None else []
        embed = results_embed(table.lang("results-game-ended"), [why], totals, table.name_of,
                              final=True, lang=table.lang)
        try:
            await ch.send(embed=embed)
        except discord.HTTPException:
            log.warning("Could not post the end of the game in %s", table.channel_id)
        await self._final_table(table, ch, why)
        await self.pings.clear(table, ch)
        await self.hand_dealt(table)

    async def _final_table(self, table: Table, ch: Any, ended: str | None = None) -> None:
        if table.message_id is None or table.match is None:
            return
        # an edit under way (drawn before the game ended) must not land after this one and
        # bring the buttons back: the closed table's editor stops after it; one merely
        # pausing between edits is stopped now
        editor = table.rt.edits.task
        if editor is not None and editor is not asyncio.current_task() and not editor.done():
            table.rt.edits.wake.set()  # no waiting out a retry's pause
            if not table.rt.edits.rendering:
                editor.cancel()
            await asyncio.wait({editor})
        partial = ch.get_partial_message(table.message_id)
        try:
            await self._deliver(table, lambda kwargs, data: partial.edit(
                content=None, embed=kwargs["embed"], view=None, **_attach(data)), ended)
        except discord.HTTPException as exc:
            log.warning("Could not close the table message in channel %s: %s",
                        table.channel_id, exc)


def _file(data: bytes) -> discord.File:
    return discord.File(io.BytesIO(data), TABLE_PICTURE)


# The picture the table message already has: an edit keeps its attachment (no upload; the
# embed's attachment:// still names it) instead of sending a new one.
KEPT: Final = b""


def _attach(data: bytes | None) -> dict[str, Any]:
    """An edit's attachments: none (text only), the kept one (left as they are), or a
    new picture replacing it."""
    if data is None:
        return {"attachments": []}
    return {} if data is KEPT else {"attachments": [_file(data)]}


def _shown(table: Table, shot: Shot, data: bytes | None) -> None:
    """Note what the table message's picture shows after a send or an edit went through."""
    if data is None:
        table.rt.edits.shown = None
    elif data is not KEPT:
        table.rt.edits.shown = shot.scene
