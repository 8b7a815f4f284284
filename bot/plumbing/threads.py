"""A thread per game (server feature ``threads``): ``/uno start`` in a text channel opens a
thread and the game is played there; the channel keeps ONE line per game, the answer to
``/uno start``, linking to the thread and edited once when the game ends; the thread is
then archived. Archiving comes last: an archived thread refuses edits of its messages."""

from __future__ import annotations

import logging

import discord

from bot.game.table import Table
from bot.i18n import EN, Lang, Msg
from bot.plumbing.channels import Channels

log = logging.getLogger(__name__)

def thread_name(host: str, lang: Lang = EN) -> str:
    return lang("thread-name", host=host)[:100]


def opened_line(host: str, thread_id: int, lang: Lang = EN) -> str:
    return lang("thread-opened", host=discord.utils.escape_markdown(host),
                thread=f"<#{thread_id}>")


def ended_line(thread_id: int, summary: str, lang: Lang = EN) -> str:
    return lang("thread-ended", thread=f"<#{thread_id}>", summary=summary)


async def open_thread(interaction: discord.Interaction, lang: Lang = EN
                      ) -> discord.Thread | None:
    """A public thread for a new game under the channel of ``interaction``; None where
    there is none to open (a thread already, a voice text chat) or Discord refused (no
    Create Public Threads permission): the game is then played in the channel."""
    channel = interaction.channel
    if not isinstance(channel, discord.TextChannel):
        return None
    try:  # a day without a message and Discord archives it by itself
        return await channel.create_thread(
            name=thread_name(interaction.user.display_name, lang),
            type=discord.ChannelType.public_thread, auto_archive_duration=1440,
            reason="UNO game")
    except discord.HTTPException as exc:
        log.warning("Could not open a game thread in channel %s (%s); playing in the "
                    "channel", channel.id, exc)
        return None


async def finish(channels: Channels, table: Table, summary: str | Msg) -> None:
    """The game in a thread ended: its line in the channel says ``summary``, then the
    thread is archived. Each step on its own; nothing to do for a game in a channel."""
    if table.line_channel is None:
        return
    if table.line_message is not None:
        try:
            parent = await channels.channel(table.line_channel)
            said = summary if isinstance(summary, str) else summary(table.lang)
            await parent.get_partial_message(table.line_message).edit(
                content=ended_line(table.channel_id, said, table.lang))
        except (discord.HTTPException, AttributeError) as exc:
            log.warning("Could not edit the game line in channel %s: %s",
                        table.line_channel, exc)
    try:
        thread = await channels.channel(table.channel_id)
        await thread.edit(archived=True)
    except (discord.HTTPException, AttributeError) as exc:
        log.warning("Could not archive the game thread %s: %s", table.channel_id, exc)
