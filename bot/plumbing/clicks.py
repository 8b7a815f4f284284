"""Route a parsed custom_id to the lobby, the table or the hand (one handler per verb);
a player's engine action through the write path; and a player's hand shown on request
(My hand, /uno hand, its pages)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from functools import partial

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
from bot.game.changes import Changes
from bot.game.config import TableConfig
from bot.game.features import pref
from bot.game.looks import Looks, hand_palette
from bot.game.prefs import PlayerPrefs
from bot.game.registry import TableRegistry
from bot.game.table import Table
from bot.i18n import Lang
from bot.i18n.interactions import choose, player_lang
from bot.plumbing import ai_lobby, ids
from bot.plumbing.answer import Answer
from bot.plumbing.control import Control
from bot.plumbing.effects import answer_effect
from bot.plumbing.ids import Verb
from bot.plumbing.lobby import Lobby
from bot.screens.cards import LETTER_COLOR, card_name
from bot.screens.hand import color_picker, hand_embed, target_picker, to_view
from bot.screens.hands import keep_note, send_hand
from bot.screens.moves import own_lines, private_note
from bot.screens.texts import GAME_OVER, STALE
from bot.shards import Shards
from bot.storage import StorageError

SIMPLE: dict[Verb, Action] = {
    Verb.DRAW: Draw(), Verb.PASS: Pass(), Verb.KEEP: KeepDrawn(), Verb.CHALLENGE: Challenge(),
    Verb.ACCEPT: AcceptDraw(),
}


Handler = Callable[[discord.Interaction, Table, ids.ComponentId], Awaitable[None]]


def _from_hand(interaction: discord.Interaction) -> bool:
    msg = interaction.message
    return msg is not None and msg.flags.ephemeral


class Clicks:
    def __init__(self, config: TableConfig, prefs: PlayerPrefs, registry: TableRegistry,
                 changes: Changes, looks: Looks, lobby: Lobby, control: Control,
                 shards: Shards) -> None:
        self._config = config
        self._prefs = prefs
        self._registry = registry
        self._changes = changes
        self._looks = looks
        self._lobby = lobby
        self._control = control
        self._shards = shards
        self.handlers = self._handlers()

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

    async def speaking(self, interaction: discord.Interaction) -> Lang:
        """The clicking player's language (their /uno prefs choice, else their Discord
        app's), kept on the interaction for the answer and the error path."""
        chosen = None
        if interaction.guild_id is not None:
            chosen = pref(await self._prefs.get(interaction.guild_id, interaction.user.id),
                          "language")
        return choose(interaction, chosen)

    async def _route(self, interaction: discord.Interaction, cid: ids.ComponentId) -> None:
        lang = await self.speaking(interaction)
        if interaction.channel_id != cid.channel:
            raise UserError("other-channel-button")
        table = self._changes.find(cid.channel)
        if table is None or cid.game != table.game:  # none, or a button of an earlier game
            raise UserError(self._registry.damaged.get(cid.channel, GAME_OVER)
                            if table is None else GAME_OVER)
        table.rt.acted[interaction.user.id] = self._config.clock.now()
        table.rt.langs[interaction.user.id] = lang.code
        handler = self.handlers.get(cid.verb)
        if handler is None:
            raise UserError("unknown-button")
        await handler(interaction, table, cid)

    def _handlers(self) -> dict[Verb, Handler]:
        """What a click on each verb does: every verb of ids.Verb has one (a test checks)."""
        V = Verb
        lobby, ai, simple = self._lobby_click, self._ai_click, self._simple
        return {
            V.JOIN: lobby, V.LEAVE: lobby, V.BEGIN: lobby, V.CANCEL: lobby,
            V.ADD_AI: ai, V.REMOVE_AI: ai, V.AFK_COVER: ai,
            V.STOP: self._stop, V.NEXT: self._next,
            V.HAND: self._page, V.PAGE: self._page,
            V.UNO: self._uno, V.CATCH: self._catch, V.COLOR: self._color,
            V.DRAW: simple, V.PASS: simple, V.KEEP: simple, V.CHALLENGE: simple,
            V.ACCEPT: simple,
            V.PLAY: self._play, V.JUMP: self._play,
        }

    async def _lobby_click(self, interaction: discord.Interaction, table: Table,
                           cid: ids.ComponentId) -> None:
        await self._lobby.click(interaction, table, cid.verb)

    async def _ai_click(self, interaction: discord.Interaction, table: Table,
                        cid: ids.ComponentId) -> None:
        await ai_lobby.click(self._lobby, interaction, table, cid.verb, cid.arg)

    async def _stop(self, interaction: discord.Interaction, table: Table,
                    cid: ids.ComponentId) -> None:
        await self._control.stop(interaction, table)

    async def _next(self, interaction: discord.Interaction, table: Table,
                    cid: ids.ComponentId) -> None:
        await self._control.next_hand(interaction, table, cid.version)

    async def _uno(self, interaction: discord.Interaction, table: Table,
                   cid: ids.ComponentId) -> None:
        await self._act(interaction, table, CallUno(), None)

    async def _simple(self, interaction: discord.Interaction, table: Table,
                      cid: ids.ComponentId) -> None:
        await self._act(interaction, table, SIMPLE[cid.verb], cid.version)

    async def _page(self, interaction: discord.Interaction, table: Table,
                    cid: ids.ComponentId) -> None:
        page = int(cid.arg) if cid.verb == "page" and cid.arg.isdigit() else None
        await self.show_hand(interaction, table, page, edit=_from_hand(interaction))

    async def _catch(self, interaction: discord.Interaction, table: Table,
                     cid: ids.ComponentId) -> None:
        if not cid.arg.isdigit():
            raise UserError("broken-catch")
        await self._act(interaction, table, Catch(int(cid.arg)), None)

    async def _color(self, interaction: discord.Interaction, table: Table,
                     cid: ids.ComponentId) -> None:
        color = LETTER_COLOR.get(cid.arg)
        if color is None:
            raise UserError("not-a-color")
        await self._act(interaction, table, ChooseColor(color), cid.version)

    async def _act(self, interaction: discord.Interaction, table: Table, action: Action,
                   version: int | None) -> None:
        """A player's engine action, through the write path; answered with their hand (a
        click on it) or with the same words as the table's Last moves."""
        user = interaction.user.id
        from_hand = _from_hand(interaction)
        answer = Answer.of(interaction)
        await self._prefs.ensure(table, user)
        stale = False
        async with self._changes.open(table) as change:
            m = self._changes.live_match(table, user)
            table.names[user] = interaction.user.display_name
            stale = version is not None and version != m.version
            if not stale:
                events = change.play(user, action)
                note = private_note(events, user, table.name_of, table.lang_of(user),
                                    table.rules.wd4)
                change.once_written(partial(keep_note, table, user, note))

                async def reply() -> None:
                    if from_hand and user in (table.match.players if table.match else ()):
                        await send_hand(self._config, answer, table, user, note, edit=True)
                    else:
                        lang = table.lang_of(user)
                        text = note or " ".join(own_lines(events, table.name_of, user,
                                                          lang)) or lang("done")
                        await answer.send(text[:1900])

                change.then("answer", partial(answer_effect, answer, reply))
        if stale:
            await send_hand(self._config, answer, table, user, STALE(table.lang_of(user)),
                            edit=from_hand)

    async def show_hand(self, interaction: discord.Interaction, table: Table,
                        page: int | None, *, edit: bool) -> None:
        """A player asks for their hand (/uno hand, My hand: ``page`` None) or for a page of
        it (◀ ▶)."""
        user = interaction.user.id
        table.rt.langs[user] = player_lang(interaction).code
        # one read of their preferences: the hand's palette is drawn from it too
        await self._prefs.take(table, user)
        table.rt.hands.palettes[user] = hand_palette(await self._looks.server(table.guild_id),
                                                    table.rt.prefs.get(user, {}))
        async with self._changes.open(table):  # (a read: the lock, nothing written)
            m = self._changes.live_match(table, user)
            if page is None:
                # no page asked for: render_hand opens one with a card they can play
                table.rt.hands.page_at.pop(user, None)
            else:
                table.rt.hands.pages[user] = page
                table.rt.hands.page_at[user] = m.version
        await send_hand(self._config, Answer.of(interaction), table, user, edit=edit)

    async def _play(self, interaction: discord.Interaction, table: Table,
                    cid: ids.ComponentId) -> None:
        from_hand = _from_hand(interaction)
        code, letter, target = ids.split_play_arg(cid.arg)
        try:
            card = Card.from_code(code)
        except ValueError:
            raise UserError("not-a-card") from None
        color = LETTER_COLOR.get(letter) if letter else None
        if letter and color is None:
            raise UserError("not-a-color")
        user = interaction.user.id
        if card.is_wild and color is None or target is None and _needs_target(table, user,
                                                                                card):
            answer = Answer.of(interaction)
            async with self._changes.open(table):  # (a read: the lock, nothing written)
                m = self._changes.live_match(table, user)
                stale = cid.version != m.version
                if not stale:
                    pv = m.view_for(user)
                    lang = table.lang_of(user)
                    name = card_name(card, lang)
                    if card.is_wild and color is None:
                        specs = color_picker(code, cid.verb, lang=lang)
                        note = lang("hand-pick-color", card=name)
                    else:
                        others = [(p, table.name_of(p)) for p in m.players if p != user]
                        specs = target_picker(code, cid.verb, letter, others, lang)
                        note = lang("hand-pick-target", card=name)
                    embed = hand_embed(pv, table.name_of, None, note, lang=lang)
                    view = to_view(specs, table.channel_id, m.version, table.game)
            if stale:
                await send_hand(self._config, answer, table, user, STALE(table.lang_of(user)),
                                edit=from_hand)
            elif from_hand:
                await answer.update(embed=embed, view=view)
            else:
                await answer.send(embed=embed, view=view)
            return
        action: Action = (JumpIn(card, color, target) if cid.verb == "jump"
                          else PlayCard(card, color, target))
        await self._act(interaction, table, action, cid.version)


def _needs_target(table: Table, user: int, card: Card) -> bool:
    m = table.match
    if m is None or user not in m.players:
        return False
    pv = m.public_view()
    return bool(pv.needs_target(card, len(m.hand_of(user))))
