"""REST lookups of the world: gateway discovery, users and DMs, the application, guilds."""

from __future__ import annotations

from bot.local.server.http import JSON, ApiError, Call, RouteTable
from bot.local.server.state import DM_CHANNEL, PUBLIC_THREAD, FakeChannel, FakeGuild
from bot.local.server.world import World

GUILD = "/guilds/{guild_id}"


class GuildRoutes(World):
    def _guild_routes(self) -> RouteTable:
        return [
            ("GET", "/gateway", self._r_gateway),
            ("GET", "/gateway/bot", self._r_gateway_bot),
            ("GET", "/users/@me", self._r_me),
            ("GET", "/users/{user_id}", self._r_user),
            ("POST", "/users/@me/channels", self._r_create_dm),
            ("GET", "/oauth2/applications/@me", self._r_application),
            ("GET", "/applications/@me", self._r_application),
            ("GET", GUILD, self._r_guild),
            ("GET", GUILD + "/channels", self._r_guild_channels),
            ("GET", GUILD + "/roles", self._r_guild_roles),
            ("GET", GUILD + "/members/{user_id}", self._r_guild_member),
        ]

    # -- users / application / gateway
    async def _r_gateway(self, call: Call) -> JSON:
        return {"url": self.gateway_url}

    async def _r_gateway_bot(self, call: Call) -> JSON:
        return {"url": self.gateway_url, "shards": self.recommended_shards,
                "session_start_limit": {"total": 1000, "remaining": 999,
                                        "reset_after": 0, "max_concurrency": 1}}

    async def _r_me(self, call: Call) -> JSON:
        data = self.bot_user.payload()
        data.update({"verified": True, "mfa_enabled": False, "locale": "en-US"})
        return data

    async def _r_user(self, call: Call) -> JSON:
        user = self.users.get(int(call.params["user_id"]))
        if user is None:
            raise ApiError(404, 10013, "Unknown User")
        return user.payload()

    async def _r_create_dm(self, call: Call) -> JSON:
        recipient = self.users.get(int((call.body or {}).get("recipient_id", 0)))
        if recipient is None:
            raise ApiError(400, 50035, "Invalid Form Body")
        for channel in self.channels.values():
            if channel.type == DM_CHANNEL and channel.recipients[0].id == recipient.id:
                return channel.payload()
        channel = FakeChannel(self.ids.next(), f"dm-{recipient.username}", None,
                              type=DM_CHANNEL, recipients=[recipient])
        self.channels[channel.id] = channel
        return channel.payload()

    async def _r_application(self, call: Call) -> JSON:
        return {
            "id": str(self.application_id), "name": self.bot_user.username, "icon": None,
            "description": "UNO bot (fake)", "bot_public": True, "bot_require_code_grant": False,
            "owner": self.owner.payload(), "verify_key": "0" * 64, "team": None, "flags": 0,
            "summary": "", "rpc_origins": [], "interactions_endpoint_url": None,
            "bot": self.bot_user.payload(), "approximate_guild_count": len(self.guilds),
        }

    # -- guilds
    def _guild_of(self, call: Call) -> FakeGuild:
        guild = self.guilds.get(int(call.params["guild_id"]))
        if guild is None or self.bot_user.id not in guild.members:
            raise ApiError(404, 10004, "Unknown Guild")
        return guild

    async def _r_guild(self, call: Call) -> JSON:
        guild = self._guild_of(call)
        data = guild.payload()
        data["approximate_member_count"] = len(guild.members)
        return data

    async def _r_guild_channels(self, call: Call) -> list[JSON]:
        guild = self._guild_of(call)
        return [c.payload() for c in guild.channels if c.type != PUBLIC_THREAD]

    async def _r_guild_roles(self, call: Call) -> list[JSON]:
        return [r.payload() for r in self._guild_of(call).roles]

    async def _r_guild_member(self, call: Call) -> JSON:
        guild = self._guild_of(call)
        member = guild.members.get(int(call.params["user_id"]))
        if member is None:
            raise ApiError(404, 10007, "Unknown Member")
        return member.payload()
