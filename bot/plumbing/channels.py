"""The bot's Discord channels and users by id, for the jobs that post or send: from
discord.py's cache, else fetched. The only thing the tables take from the client."""

from __future__ import annotations

from typing import Any

import discord


class Channels:
    def __init__(self, client: discord.Client) -> None:
        self._client = client

    async def channel(self, channel_id: int) -> Any:
        ch = self._client.get_channel(channel_id)
        if ch is None:
            ch = await self._client.fetch_channel(channel_id)
        return ch

    def known(self, channel_id: int) -> bool:
        """In discord.py's cache: every channel of a server the bot is in (a deleted one
        leaves it), and the threads it saw open."""
        return self._client.get_channel(channel_id) is not None

    async def fetch(self, channel_id: int) -> Any:
        """The channel as Discord has it now (the cache can be behind: a missed event)."""
        return await self._client.fetch_channel(channel_id)

    async def user(self, user_id: int) -> discord.User:
        return self._client.get_user(user_id) or await self._client.fetch_user(user_id)
