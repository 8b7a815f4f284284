"""A test-only extension (`/probe ...`) that exercises the fake: a persistent DynamicItem
counter, a deliberately invalid custom_id, deferral, selects, modals, ephemeral edits."""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands


class CounterButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                    template=r"probe:count:(?P<n>\d+)"):
    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Count {n}", style=discord.ButtonStyle.primary,
                                           custom_id=f"probe:count:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]
                             ) -> CounterButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        message = interaction.message
        if message is not None and message.flags.components_v2:
            await interaction.response.defer()  # type 6, then edit via the webhook
            await interaction.followup.send(f"clicked {self.n}", ephemeral=True)
            return
        view = discord.ui.View(timeout=None)
        view.add_item(CounterButton(self.n + 1))
        await interaction.response.edit_message(content=f"count={self.n + 1}", view=view)


class PickSelect(discord.ui.Select[Any]):
    def __init__(self) -> None:
        super().__init__(custom_id="probe:pick", placeholder="Pick colours", min_values=1,
                         max_values=2, options=[discord.SelectOption(label=c.title(), value=c)
                                                for c in ("red", "green", "blue")])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(f"picked {','.join(self.values)}",
                                                ephemeral=True)


class NameModal(discord.ui.Modal, title="Your name"):
    name: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Name", custom_id="probe:name")

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(f"hello {self.name.value}")


class Probe(commands.GroupCog, group_name="probe", group_description="Test probes"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="counter", description="Post a persistent counter")
    async def counter(self, interaction: discord.Interaction[Any], start: int = 0) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(CounterButton(start))
        await interaction.response.send_message(f"count={start}", view=view)

    @app_commands.command(name="hidden", description="A counter only you can see")
    async def hidden(self, interaction: discord.Interaction[Any]) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(CounterButton(0))
        await interaction.response.send_message("count=0", view=view, ephemeral=True)

    @app_commands.command(name="layout", description="A components v2 message")
    async def layout(self, interaction: discord.Interaction[Any], buttons: int = 2) -> None:
        view = discord.ui.LayoutView(timeout=None)
        container: discord.ui.Container[Any] = discord.ui.Container(
            discord.ui.TextDisplay("## Table"), discord.ui.Separator())
        for i in range(buttons):
            container.add_item(discord.ui.ActionRow(CounterButton(i * 100)))
        view.add_item(container)
        await interaction.response.send_message(view=view)

    @app_commands.command(name="badbutton", description="Send a 101-character custom_id")
    async def badbutton(self, interaction: discord.Interaction[Any]) -> None:
        view = discord.ui.View()
        view.add_item(discord.ui.Button(label="Bad", custom_id="x" * 101))
        await interaction.response.send_message("bad", view=view)

    @app_commands.command(name="slow", description="Defer, then follow up")
    async def slow(self, interaction: discord.Interaction[Any], ephemeral: bool = False) -> None:
        await interaction.response.defer(ephemeral=ephemeral, thinking=True)
        await interaction.followup.send("done thinking", ephemeral=ephemeral)
        await interaction.followup.send("second follow-up", ephemeral=ephemeral)

    @app_commands.command(name="pick", description="Post a select")
    async def pick(self, interaction: discord.Interaction[Any]) -> None:
        view = discord.ui.View()
        view.add_item(PickSelect())
        await interaction.response.send_message("pick", view=view, ephemeral=True)

    @app_commands.command(name="ask", description="Open a modal")
    async def ask(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_modal(NameModal())

    @app_commands.command(name="greet", description="Greet a member")
    @app_commands.choices(style=[app_commands.Choice(name="Warm", value="warm"),
                                 app_commands.Choice(name="Cold", value="cold")])
    async def greet(self, interaction: discord.Interaction[Any], who: discord.Member,
                    style: app_commands.Choice[str]) -> None:
        await interaction.response.send_message(f"{style.value} hello {who.display_name}")

    @app_commands.command(name="colour", description="Autocompleted colour")
    async def colour(self, interaction: discord.Interaction[Any], name: str) -> None:
        await interaction.response.send_message(f"colour {name}", ephemeral=True)

    @colour.autocomplete("name")
    async def colour_complete(self, interaction: discord.Interaction[Any], current: str
                              ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=c.title(), value=c)
                for c in ("red", "green", "blue", "yellow") if c.startswith(current)]

    @app_commands.command(name="secret", description="An ephemeral message, then edit it")
    async def secret(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message("secret v1", ephemeral=True)
        await interaction.edit_original_response(content="secret v2")

    @app_commands.command(name="ignore", description="Never answers")
    async def ignore(self, interaction: discord.Interaction[Any]) -> None:
        return None

    @app_commands.command(name="crash", description="Raises before answering")
    async def crash(self, interaction: discord.Interaction[Any]) -> None:
        raise RuntimeError("probe crash")

    @app_commands.command(name="twice", description="Answers twice")
    async def twice(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message("once")
        try:
            await interaction.followup.send("follow-up is fine")
            await interaction.response.send_message("twice")  # discord.py refuses locally
        except discord.InteractionResponded:
            await self.bot.http.request(  # go around discord.py to hit Discord's 40060
                discord.http.Route("POST", "/interactions/{i}/{t}/callback",
                                   i=interaction.id, t=interaction.token),
                json={"type": 4, "data": {"content": "twice"}})

    @app_commands.command(name="post", description="Post and edit a channel message")
    async def post(self, interaction: discord.Interaction[Any], edits: int = 1) -> None:
        await interaction.response.defer(ephemeral=True)
        assert isinstance(interaction.channel, discord.abc.Messageable)
        message = await interaction.channel.send("table v0", file=discord.File(
            __file__, filename="probe.py"))
        for i in range(1, edits + 1):
            message = await message.edit(content=f"table v{i}")
        await interaction.followup.send(f"posted {message.id}", ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(CounterButton)
    await bot.add_cog(Probe(bot))
