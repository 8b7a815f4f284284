"""The cogs that add subcommands to ``/uno``.

The ``/uno`` group belongs to the gameplay cog (``cogs.uno``, a GroupCog), so it is defined
once. Every other cog's commands are ``/uno`` subcommands too: :class:`UnoSubcommands`
adds them to that group when the cog loads and takes them out when it unloads.
"""

from __future__ import annotations

from typing import Any

from discord import app_commands
from discord.ext import commands

GROUP_NAME = "uno"
GUILD_ONLY = "guild-only"  # (a catalog key: refusals.ftl)

Subcommand = app_commands.Command[Any, ..., Any]


def uno_group(bot: commands.Bot | commands.AutoShardedBot) -> app_commands.Group:
    """The ``/uno`` group registered by ``cogs.uno`` (which must be loaded first)."""
    group = bot.tree.get_command(GROUP_NAME)
    if not isinstance(group, app_commands.Group):
        raise commands.ExtensionFailed(
            __name__, RuntimeError("the /uno group is missing: load cogs.uno first")
        )
    return group


class UnoSubcommands(commands.Cog):
    """A cog whose commands (``self.subcommands``) live under ``/uno``.

    Subclasses build ``subcommands`` in ``__init__`` rather than as decorated methods, so
    that the Cog machinery does not also register them as top-level commands; bound
    methods as callbacks give the cog as their binding.
    """

    bot: commands.Bot | commands.AutoShardedBot
    subcommands: tuple[Subcommand, ...] = ()

    async def cog_load(self) -> None:
        group = uno_group(self.bot)
        for command in self.subcommands:
            group.add_command(command, override=True)

    async def cog_unload(self) -> None:
        group = self.bot.tree.get_command(GROUP_NAME)
        if not isinstance(group, app_commands.Group):
            return
        for command in self.subcommands:
            if group.get_command(command.name) is command:
                group.remove_command(command.name)
