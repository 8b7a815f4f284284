"""Route a parsed custom_id to the lobby, the table or the hand; and a player's hand shown
on request (My hand, /uno hand, its pages)."""

from __future__ import annotations

import discord

from bot.engine import (
    AcceptDraw,
    Action,
    CallUno,
    Card,
    Catch,
    Challenge,
    ChooseColor,
    Draw,
    JumpIn,
    KeepDrawn,
    Pass,
    PlayCard,
    RuleError,
)
from bot.errors import UserError
from bot.game.config import TableConfig
from bot.game.looks import Looks, hand_palette
from bot.game.pipeline import Pipeline
from bot.game.prefs import Prefs
from bot.game.registry import TableRegistry
from bot.game.table import Table
from bot.plumbing import ai_lobby, ids
from bot.plumbing.answer import Answer
from bot.plumbing.control import Control
from bot.plumbing.lobby import Lobby
from bot.plumbing.shards import Shards
from bot.screens.cards import LETTER_COLOR
from bot.screens.hand import color_picker, hand_embed, target_picker, to_view
from bot.screens.hands import send_hand
from bot.screens.texts import GAME_OVER, STALE
from bot.storage import StorageError

SIMPLE: dict[str, Action] = {
    "draw": Draw(), "pass": Pass(), "keep": KeepDrawn(), "chal": Challenge(),
    "acc": AcceptDraw(),
}


def _from_hand(interaction: discord.Interaction) -> bool:
    msg = interaction.message
    return msg is not None and msg.flags.ephemeral


class Clicks:
    def __init__(self, config: TableConfig, prefs: Prefs, registry: TableRegistry,
                 pipeline: Pipeline, looks: Looks, lobby: Lobby, control: Control,
                 shards: Shards) -> None:
        self._config = config
        self._prefs = prefs
        self._registry = registry
        self._pipeline = pipeline
        self._looks = looks
        self._lobby = lobby
        self._control = control
        self._shards = shards

    async def on_click(self, interaction: discord.Interaction, cid: ids.ComponentId) -> None:
        self._shards.require(interaction.guild_id)
        answer = Answer.of(interaction).guard()
        try:
            await self._route(interaction, cid)
        except (UserError, RuleError, StorageError, discord.DiscordException):
            raise
        except Exception as exc:
            await self._registry.check_damaged(self._registry.tables.get(cid.channel), exc)
            raise
        finally:
            answer.release()

    async def _route(self, interaction: discord.Interaction, cid: ids.ComponentId) -> None:
        if interaction.channel_id != cid.channel:
            raise UserError("That button belongs to a game in another channel.")
        table = self._registry.get(cid.channel)
        if table is None or cid.game != table.game:  # none, or a button of an earlier game
            raise UserError(self._registry.damaged.get(cid.channel, GAME_OVER)
                            if table is None else GAME_OVER)
        verb = cid.verb
        act = self._pipeline.act
        if verb in ("join", "leave", "begin", "cancel"):
            await self._lobby.click(interaction, table, verb)
            return
        if verb in ("addai", "rmai", "afk"):
            await ai_lobby.click(self._lobby, interaction, table, verb, cid.arg)
            return
        if verb == "stop":
            await self._control.stop(interaction, table)
            return
        if verb == "next":
            await self._control.next_hand(interaction, table, cid.version)
            return
        from_hand = _from_hand(interaction)
        if verb in ("hand", "page"):
            page = int(cid.arg) if verb == "page" and cid.arg.isdigit() else None
            await self.show_hand(interaction, table, page, edit=from_hand)
            return
        if verb == "uno":
            await act(interaction, table, CallUno(), None, from_hand=from_hand)
            return
        if verb == "catch":
            if not cid.arg.isdigit():
                raise UserError("That button is broken; use the table's Catch button.")
            await act(interaction, table, Catch(int(cid.arg)), None, from_hand=from_hand)
            return
        if verb == "color":
            color = LETTER_COLOR.get(cid.arg)
            if color is None:
                raise UserError("That is not a color.")
            await act(interaction, table, ChooseColor(color), cid.version, from_hand=from_hand)
            return
        if verb in SIMPLE:
            await act(interaction, table, SIMPLE[verb], cid.version, from_hand=from_hand)
            return
        if verb in ("play", "jump"):
            await self._play(interaction, table, cid, from_hand)
            return
        raise UserError("This button is not one I know.")

    async def show_hand(self, interaction: discord.Interaction, table: Table,
                        page: int | None, *, edit: bool) -> None:
        """A player asks for their hand (/uno hand, My hand: ``page`` None) or for a page of
        it (◀ ▶)."""
        user = interaction.user.id
        # one read of their preferences: the hand's palette is drawn from it too
        await self._prefs.take(table, user)
        table.rt.hand_palettes[user] = hand_palette(await self._looks.server(table.guild_id),
                                                    table.rt.prefs.get(user, {}))
        async with table.rt.lock:
            m = self._pipeline.live_match(table, user)
            if page is None:
                # no page asked for: render_hand opens one with a card they can play
                table.rt.page_at.pop(user, None)
            else:
                table.rt.pages[user] = page
                table.rt.page_at[user] = m.version
        await send_hand(self._config, Answer.of(interaction), table, user, edit=edit)

    async def _play(self, interaction: discord.Interaction, table: Table,
                    cid: ids.ComponentId, from_hand: bool) -> None:
        code, letter, target = ids.split_play_arg(cid.arg)
        try:
            card = Card.from_code(code)
        except ValueError:
            raise UserError("That is not a card.") from None
        color = LETTER_COLOR.get(letter) if letter else None
        if letter and color is None:
            raise UserError("That is not a color.")
        user = interaction.user.id
        if card.is_wild and color is None or target is None and _needs_target(table, user,
                                                                                card):
            answer = Answer.of(interaction)
            async with table.rt.lock:
                m = self._pipeline.live_match(table, user)
                stale = cid.version != m.version
                if not stale:
                    pv = m.view_for(user)
                    if card.is_wild and color is None:
                        specs = color_picker(code, cid.verb)
                        note = f"Choose the color for your **{card.label}**."
                    else:
                        others = [(p, table.name_of(p)) for p in m.players if p != user]
                        specs = target_picker(code, cid.verb, letter, others)
                        note = (f"Choose the player to swap hands with for your "
                                f"**{card.label}**.")
                    embed = hand_embed(pv, table.name_of, None, note)
                    view = to_view(specs, table.channel_id, m.version, table.game)
            if stale:
                await send_hand(self._config, answer, table, user, STALE, edit=from_hand)
            elif from_hand:
                await answer.update(embed=embed, view=view)
            else:
                await answer.send(embed=embed, view=view)
            return
        action: Action = (JumpIn(card, color, target) if cid.verb == "jump"
                          else PlayCard(card, color, target))
        await self._pipeline.act(interaction, table, action, cid.version, from_hand=from_hand)


def _needs_target(table: Table, user: int, card: Card) -> bool:
    m = table.match
    if m is None or user not in m.players:
        return False
    pv = m.public_view()
    return bool(pv.needs_target(card, len(m.hand_of(user))))
