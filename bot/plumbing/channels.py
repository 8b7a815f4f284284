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

    async def user(self, user_id: int) -> discord.User:
        return self._client.get_user(user_id) or await self._client.fetch_user(user_id)
