"""The public table message: coalesced edits (one in flight, latest state wins, a minimum
gap), reposted when old or buried; results of hands and matches."""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

import discord

from bot.art import ArtError, table_image
from bot.engine import events as E
from bot.tables.pings import Pings
from bot.tables.table import Table
from bot.ui.table import (
    TABLE_PICTURE,
    hand_result_embed,
    match_result_embed,
    next_hand_button,
    results_embed,
    table_buttons,
    table_embed,
    table_scene,
)

if TYPE_CHECKING:
    from bot.tables.registry import TableRegistry

log = logging.getLogger(__name__)
T = TypeVar("T")


class Display:
    def __init__(self, reg: TableRegistry) -> None:
        self.reg = reg
        self.pings = Pings(reg)
        self._art_failed = False  # logged once: a missing font or Pillow stays missing
        self._text_only: set[int] = set()  # channels where the bot may not attach files

    def request(self, table: Table, repost: bool = False) -> None:
        table.rt.dirty = True
        if repost:
            table.rt.repost = True
        if table.rt.editor is None or table.rt.editor.done():
            table.rt.editor = asyncio.create_task(self._run(table))

    async def _run(self, table: Table) -> None:
        """Edit until the table shows the latest state; a failed update is tried again
        (twice, with a growing pause) so no state is lost to a passing error."""
        failures = 0
        while table.rt.dirty and not table.closed:
            table.rt.dirty = False
            try:
                await self.render(table)
                await self.reg.refresh_hands(table)
                await self.pings.update(table, await self.channel(table.channel_id))
                failures = 0
            except Exception as exc:
                fault = table.fault()
                if fault is not None:  # the game's own state is broken: closed, not retried
                    await self.reg.close_damaged(table, fault)
                    return
                failures += 1
                if failures > 2:
                    log.exception("Could not refresh the table in channel %s",
                                  table.channel_id)
                    failures = 0
                else:
                    log.warning("Table update in channel %s failed (%s); trying again",
                                table.channel_id, exc)
                    table.rt.dirty = True
            await asyncio.sleep(self.reg.config.edit_gap * (1 + failures) + 0.5 * failures)

    async def channel(self, channel_id: int) -> Any:
        ch = self.reg.bot.get_channel(channel_id)
        if ch is None:
            ch = await self.reg.bot.fetch_channel(channel_id)
        return ch

    def message(self, table: Table) -> dict[str, Any]:
        m = table.match
        assert m is not None
        pv = m.public_view()
        footer = f"turn timer {table.turn_timer}s" if table.turn_timer else ""
        embed = table_embed(pv, table.name_of, table.events, footer)
        if ends := table.turn_ends():  # a timestamp shows only in text, not in a footer
            embed.description = f"{embed.description or ''}\n{ends}".strip()
        # the turn ping (pings.py) notifies; the table itself never pings anyone
        return {"content": None, "allowed_mentions": discord.AllowedMentions.none(),
                "embed": embed,
                "view": table.view(table_buttons(pv, table.channel_id, table.name_of))}

    async def picture(self, table: Table) -> bytes | None:
        """The table picture (drawn in a worker thread, cached by content), or None: no
        color in play yet, or Pillow cannot draw (text only, one log line)."""
        m = table.match
        assert m is not None
        scene = table_scene(m.public_view(), table.name_of)
        if scene is None or table.channel_id in self._text_only:
            return None
        try:
            return await asyncio.to_thread(table_image, scene)
        except ArtError as exc:
            if not self._art_failed:
                self._art_failed = True
                log.warning("Cannot draw the table picture, tables stay text only: %s", exc)
            return None

    async def pictured(self, table: Table) -> tuple[dict[str, Any], bytes | None]:
        """message() with the picture in the embed; the bytes go with the send or edit."""
        kwargs = self.message(table)
        data = await self.picture(table)
        if data is not None:
            kwargs["embed"].set_image(url=f"attachment://{TABLE_PICTURE}")
        return kwargs, data

    async def _deliver(self, table: Table,
                       post: Callable[[dict[str, Any], bytes | None], Awaitable[T]]) -> T:
        """post(message, picture); refused for want of Attach Files, the table goes on
        in text in that channel (said once)."""
        kwargs, data = await self.pictured(table)
        try:
            return await post(kwargs, data)
        except discord.Forbidden:
            if data is None:
                raise
            self._text_only.add(table.channel_id)
            log.warning("Table picture refused in channel %s (no Attach Files?): text only "
                        "there", table.channel_id)
            kwargs, _ = await self.pictured(table)
            return await post(kwargs, None)

    async def render(self, table: Table) -> None:
        if table.match is None or table.closed:
            return
        cfg = self.reg.config
        ch = await self.channel(table.channel_id)
        repost = (table.rt.repost or table.message_id is None
                  or table.messages_after >= cfg.repost_after_messages
                  or cfg.clock() - table.message_posted > cfg.repost_age)
        if not repost:
            try:
                # the picture is replaced (or taken off) with every edit
                partial = ch.get_partial_message(table.message_id)
                await self._deliver(table, lambda kwargs, data: partial.edit(
                    **kwargs, attachments=[] if data is None else [_file(data)]))
                return
            except discord.NotFound:
                pass  # deleted: post anew
            except discord.HTTPException as exc:
                if exc.code != 30046:  # too old to edit (1 hour): post anew
                    raise
        table.rt.repost = False
        msg = await self._deliver(table, lambda kwargs, data: ch.send(
            **kwargs, **({} if data is None else {"file": _file(data)})))
        old = table.message_id
        async with table.rt.lock:
            ended = table.closed
            stub = None
            if not ended:
                table.message_id = msg.id
                table.message_posted = cfg.clock()
                table.messages_after = 0
                # the old table becomes the game's one stub; the stub before it goes
                stub, table.stub_message_id = table.stub_message_id, old
                await self.reg.save_ui(table, "table message")
        if ended:  # the game ended while this was posted: take it back
            with contextlib.suppress(discord.HTTPException):
                await msg.delete()
            return
        if old is not None:
            with contextlib.suppress(discord.HTTPException):
                await ch.get_partial_message(old).edit(
                    content=f"The table moved down here: {msg.jump_url}", embed=None,
                    view=None, attachments=[])
        if stub is not None and stub != old:
            with contextlib.suppress(discord.HTTPException):
                await ch.get_partial_message(stub).delete()

    async def post_hand_result(self, table: Table, e: E.HandEnded,
                               hand_no: int | None = None) -> None:
        m = table.match
        if m is None:
            return
        next_in = None if m.match_over else self.reg.config.next_hand_delay
        embed = hand_result_embed(e, hand_no or m.hand_no, table.name_of, next_in,
                                  lowest_wins=m.rules.scoring == "lowest_wins")
        view = None if next_in is None else table.view([next_hand_button(table.channel_id,
                                                                         m.version)])
        ch = await self.channel(table.channel_id)
        kwargs: dict[str, Any] = {"embed": embed}
        if view is not None:
            kwargs["view"] = view
        msg = await ch.send(**kwargs)
        if view is None:
            return
        async with table.rt.lock:
            stale = table.closed or table.match is None or not table.match.hand_over
            if not stale:
                table.results_message_id = msg.id
                # Kept with the game, so the button is still taken off after a restart.
                await self.reg.save_ui(table, "results message")
        if stale:  # dealt or ended while this was posted: no Next hand to offer
            with contextlib.suppress(discord.HTTPException):
                await msg.edit(view=None)

    async def hand_dealt(self, table: Table) -> None:
        """The next hand is dealt: the last results lose their Next hand button."""
        mid, table.results_message_id = table.results_message_id, None
        if mid is None:
            return
        ch = await self.channel(table.channel_id)
        try:
            await ch.get_partial_message(mid).edit(view=None)
        except discord.HTTPException as exc:
            log.warning("Could not remove Next hand from %s in channel %s: %s", mid,
                        table.channel_id, exc)

    async def post_match_result(self, table: Table, e: E.MatchEnded) -> None:
        embed = match_result_embed(e, table.name_of,
                                   lowest_wins=table.rules.scoring == "lowest_wins")
        ch = await self.channel(table.channel_id)
        await ch.send(embed=embed)
        await self._final_table(table, ch)
        await self.pings.clear(table, ch)
        await self.hand_dealt(table)  # a match ended between hands: no Next hand

    async def post_final(self, table: Table, why: str) -> None:
        """A game ended early (stop, idle, unreachable): say why, keep the totals."""
        ch = await self.channel(table.channel_id)
        m = table.match
        totals = list(m.scores.items()) if m is not None else []
        embed = results_embed("Game ended", [why], totals, table.name_of, final=True)
        try:
            await ch.send(embed=embed)
        except discord.HTTPException:
            log.warning("Could not post the end of the game in %s", table.channel_id)
        await self._final_table(table, ch)
        await self.pings.clear(table, ch)
        await self.hand_dealt(table)

    async def _final_table(self, table: Table, ch: Any) -> None:
        if table.message_id is None or table.match is None:
            return
        partial = ch.get_partial_message(table.message_id)
        try:
            await self._deliver(table, lambda kwargs, data: partial.edit(
                content=None, embed=kwargs["embed"], view=None,
                attachments=[] if data is None else [_file(data)]))
        except discord.HTTPException as exc:
            log.warning("Could not close the table message in channel %s: %s",
                        table.channel_id, exc)


def _file(data: bytes) -> discord.File:
    return discord.File(io.BytesIO(data), TABLE_PICTURE)
