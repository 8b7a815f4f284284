"""The registry: channel id -> Table, one lock per channel around every change.

Every accepted action: engine -> storage (one transaction) -> answer -> table refresh.
If storage fails the table is restored from its snapshot and nothing changes.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.engine import Action, Event, Match
from bot.engine import events as E
from bot.storage import LiveGame, Storage, StorageError
from bot.tables import results
from bot.tables.config import TableConfig
from bot.tables.display import Display
from bot.tables.table import Table
from bot.tables.timers import Timers
from bot.ui.errors import UserError
from bot.ui.hand import hand_embed, hand_layout, has_move, to_view
from bot.ui.moves import move_lines

if TYPE_CHECKING:
    from discord.ext import commands

log = logging.getLogger(__name__)

NO_GAME = "There is no UNO game in this channel. Start one with `/uno start`."
SAVE_FAILED = "Sorry, I couldn't save that move, so nothing changed. Please try again."
STALE = "This hand was out of date — here is your current hand."


class TableRegistry:
    def __init__(self, bot: commands.Bot, config: TableConfig | None = None) -> None:
        self.bot = bot
        self.config = config or TableConfig()
        self.tables: dict[int, Table] = {}
        self.display = Display(self)
        self.timers = Timers(self)

    @property
    def storage(self) -> Storage:
        return self.bot.storage  # type: ignore[attr-defined]

    def get(self, channel_id: int) -> Table | None:
        return self.tables.get(channel_id)

    def require(self, channel_id: int | None) -> Table:
        table = self.tables.get(channel_id) if channel_id is not None else None
        if table is None:
            raise UserError(NO_GAME)
        return table

    # -- clicks --------------------------------------------------------------------------
    async def on_click(self, interaction: discord.Interaction, cid: Any) -> None:
        from bot.tables.clicks import handle_click

        await handle_click(self, interaction, cid)

    # -- the one path for an engine action ---------------------------------------------
    async def act(self, interaction: discord.Interaction, table: Table, action: Action,
                  version: int | None, *, from_hand: bool) -> tuple[Event, ...]:
        user = interaction.user.id
        events: tuple[Event, ...] = ()
        committed = False
        try:
            async with table.lock:
                m = self._live_match(table, user)
                table.names[user] = interaction.user.display_name
                if version is not None and version != m.version:
                    await self.send_hand(interaction, table, user, STALE, edit=from_hand)
                    return ()
                snap = table.snapshot()
                events = m.apply(user, action)
                table.strikes.pop(user, None)
                table.last_activity = time.time()
                await self.commit(table, events, snap)
                committed = True
                note = results.private_note(events, user)
                if from_hand:
                    await self.send_hand(interaction, table, user, note, edit=True)
                else:
                    # The same words as the table's "Last moves".
                    text = note or " ".join(move_lines(events, table.name_of)) or "Done."
                    await interaction.response.send_message(text[:1900], ephemeral=True)
        finally:
            # A saved move is shown to everyone even if answering its click failed.
            if committed:
                await self.after_change(table, events)
        return events

    def _live_match(self, table: Table, user: int) -> Match:
        if table.closed or self.tables.get(table.channel_id) is not table:
            raise UserError("This game is over.")
        m = table.match
        if m is None:
            raise UserError("The game hasn't started yet: join the lobby and wait for Start.")
        if user not in m.players:
            raise UserError("You're not playing in this game.")
        if m.match_over:
            raise UserError("This game is over.")
        return m

    async def commit(self, table: Table, events: Sequence[Event], snap: dict[str, Any],
                     leavers: Sequence[int] = ()) -> None:
        """Persist one accepted action (state, hand result, match end) in ONE transaction;
        on failure restore ``snap`` and refuse."""
        results.note_events(table, events, self.config)
        hand = results.hand_result(table, events)
        end = results.match_end(table, events)
        game: LiveGame | None = None if end is not None else table.live_game()
        try:
            await self.storage.commit_action(
                game, hand, end,
                remove_live_game=table.channel_id if end is not None else None,
                left_players=tuple(leavers) if table.match_id is not None else ())
        except StorageError as exc:
            log.error("Could not save the game in channel %s: %s", table.channel_id, exc)
            table.restore(snap)
            raise UserError(SAVE_FAILED) from exc
        if end is not None:
            self.close(table)

    def close(self, table: Table) -> None:
        table.closed = True
        if self.tables.get(table.channel_id) is table:
            del self.tables[table.channel_id]
        self.timers.cancel(table)

    async def save_ui(self, table: Table, what: str) -> None:
        """Keep the table's message ids with its game (under its lock), so a restart
        still finds them; a failure is logged, the game goes on."""
        try:
            await self.storage.live_games.set_ui(
                table.channel_id, table_message_id=table.message_id, ui=table.ui())
        except StorageError as exc:
            log.warning("Could not save the %s of channel %s: %s", what, table.channel_id, exc)

    async def after_change(self, table: Table, events: Sequence[Event]) -> None:
        """Everything after the answer: results messages, table edit, hands, timers."""
        if not events:
            return
        try:
            for e in events:
                if isinstance(e, E.HandEnded) and not table.closed:
                    await self.display.post_hand_result(table, e)
                if isinstance(e, E.MatchEnded):
                    await self.display.post_match_result(table, e)
            new_hand = any(isinstance(e, E.HandStarted) and e.hand_number > 1 for e in events)
            if new_hand:
                await self.display.hand_dealt(table)
            if not table.closed:
                self.display.request(table, repost=new_hand)
        except Exception:
            log.exception("Could not update the table in channel %s", table.channel_id)
        self.timers.schedule(table)

    # -- hands -----------------------------------------------------------------------------
    async def show_hand(self, interaction: discord.Interaction, table: Table, page: int, *,
                        edit: bool) -> None:
        """A player asks for their hand (/uno hand, My hand, a page button)."""
        user = interaction.user.id
        async with table.lock:
            m = self._live_match(table, user)
            table.pages[user] = page
            table.page_at[user] = m.version
            await self.send_hand(interaction, table, user, edit=edit)

    async def send_hand(self, interaction: discord.Interaction, table: Table, user: int,
                        note: str = "", *, edit: bool) -> None:
        m = table.match
        if m is None or user not in m.players:
            raise UserError("You're not playing in this game.")
        embed, view = self.render_hand(table, user, note)
        if interaction.response.is_done():
            await interaction.edit_original_response(embed=embed, view=view)
        elif edit:
            await interaction.response.edit_message(content=None, embed=embed, view=view)
        else:
            await interaction.response.send_message(embed=embed, view=view, ephemeral=True)
        table.hands[user] = (interaction, self.config.clock(), m.version)

    def render_hand(self, table: Table, user: int,
                    note: str = "") -> tuple[discord.Embed, discord.ui.View]:
        m = table.match
        assert m is not None
        pv = m.view_for(user)
        layout = hand_layout(pv, table.pages.get(user, 0))
        if layout.page and table.page_at.get(user) != m.version:
            # the game moved on since this page was picked: show the page with the cards the
            # player can play now (they come first), not a page of disabled ones (after a
            # must-play draw the drawn card is on page 1; a jump-in chance too)
            first = hand_layout(pv, 0)
            if has_move(first, cards=True) and not has_move(layout, cards=True):
                layout = first
        table.pages[user] = layout.page
        return (hand_embed(pv, table.name_of, layout, note),
                to_view(layout.buttons, table.channel_id, m.version))

    async def refresh_hands(self, table: Table) -> None:
        """Edit every hand message whose interaction token is still valid."""
        m = table.match
        if m is None:
            return
        now = self.config.clock()
        for user, (ix, at, version) in list(table.hands.items()):
            if user not in m.players or now - at > self.config.hand_token_ttl:
                table.hands.pop(user, None)
                continue
            if version == m.version:
                continue
            embed, view = self.render_hand(table, user)
            shown = m.version
            try:
                await ix.edit_original_response(embed=embed, view=view)
            except discord.HTTPException as exc:
                log.warning("Could not refresh the hand of %s in channel %s: %s", user,
                            table.channel_id, exc)
                ok = False
            else:
                ok = True
            # the player may have opened or clicked a hand meanwhile: keep the newer one
            if table.hands.get(user, (None,))[0] is ix:
                if ok:
                    table.hands[user] = (ix, at, shown)
                else:
                    table.hands.pop(user, None)

    async def wait(self) -> None:
        """Let pending table edits settle (tests)."""
        for _ in range(100):
            busy = [t.editor for t in self.tables.values() if t.editor and not t.editor.done()]
            if not busy:
                return
            await asyncio.gather(*busy, return_exceptions=True)
