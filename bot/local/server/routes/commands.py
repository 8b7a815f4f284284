"""Application commands: the GET/PUT routes, Discord's checks on them, lookups for tests."""

from __future__ import annotations

import copy
import re

from bot.local.server import validate
from bot.local.server.http import JSON, ApiError, Call, RouteTable, check_or_raise
from bot.local.server.state import FakeGuild
from bot.local.server.world import World

COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")
# the locales Discord takes in name_localizations / description_localizations
LOCALES = frozenset((
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi",
    "th", "zh-CN", "ja", "zh-TW", "ko"))
GLOBAL_COMMANDS = "/applications/{app_id}/commands"
GUILD_COMMANDS = "/applications/{app_id}/guilds/{guild_id}/commands"


class CommandRoutes(World):
    def _command_routes(self) -> RouteTable:
        return [
            ("GET", GLOBAL_COMMANDS, self._r_get_commands),
            ("PUT", GLOBAL_COMMANDS, self._r_put_commands),
            ("GET", GUILD_COMMANDS, self._r_get_commands),
            ("PUT", GUILD_COMMANDS, self._r_put_commands),
        ]

    def synced_commands(self, guild: FakeGuild | int | None = None, *, global_: bool = False
                        ) -> list[JSON]:
        if global_:
            return self.commands.get(None, [])
        key = guild.id if isinstance(guild, FakeGuild) else guild
        return self.commands.get(key, [])

    def find_command(self, name: str, guild_id: int | None) -> JSON | None:
        for scope in (guild_id, None):
            for command in self.commands.get(scope, []):
                if command["name"] == name and command.get("type", 1) == 1:
                    return command
        return None

    def _command_scope(self, call: Call) -> int | None:
        call.check_app(self.application_id)
        return int(call.params["guild_id"]) if "guild_id" in call.params else None

    async def _r_get_commands(self, call: Call) -> list[JSON]:
        return self.commands.get(self._command_scope(call), [])

    async def _r_put_commands(self, call: Call) -> list[JSON]:
        scope = self._command_scope(call)
        if scope is not None and scope not in self.guilds:
            raise ApiError(404, 10004, "Unknown Guild")
        body = call.body or []
        check_or_raise(lambda e: _check_commands(body, e))
        previous = {(c["name"], c.get("type", 1)): c for c in self.commands.get(scope, [])}
        stored: list[JSON] = []
        for command in body:
            data = copy.deepcopy(command)
            data.setdefault("type", 1)
            old = previous.get((data["name"], data["type"]))
            data["id"] = old["id"] if old else str(self.ids.next())
            data["application_id"] = str(self.application_id)
            data["version"] = str(self.ids.next())
            data.setdefault("default_member_permissions", None)
            data.setdefault("dm_permission", True)
            data.setdefault("nsfw", False)
            data.setdefault("description", "")
            if scope is not None:
                data["guild_id"] = str(scope)
            stored.append(data)
        self.commands[scope] = stored
        self.command_puts.append((scope, copy.deepcopy(body)))
        self._notify()
        return stored


def _check_commands(commands: list[JSON], errors: validate.Errors) -> None:
    errors.max_items([], commands, 100)
    seen: set[tuple[str, int]] = set()
    for i, command in enumerate(commands):
        name = command.get("name", "")
        ctype = command.get("type", 1)
        if (name, ctype) in seen:
            errors.add([i, "name"], "APPLICATION_COMMANDS_DUPLICATE_NAME",
                       f"Application command names must be unique: {name}")
        seen.add((name, ctype))
        if ctype == 1:
            _check_command_node(command, errors, [i])


def _check_command_node(node: JSON, errors: validate.Errors, p: list[str | int]) -> None:
    name = node.get("name", "")
    if not COMMAND_NAME.match(name) or name != name.lower():
        errors.add([*p, "name"], "APPLICATION_COMMAND_INVALID_NAME",
                   f"Command name is invalid: {name!r}")
    errors.length_between([*p, "description"], node.get("description", ""), 1, 100)
    _check_localizations(node, errors, p)
    options = node.get("options") or []
    errors.max_items([*p, "options"], options, 25)
    optional_seen = False
    for j, option in enumerate(options):
        op = [*p, "options", j]
        if option.get("type") in (1, 2):
            _check_command_node(option, errors, op)
            continue
        if not COMMAND_NAME.match(option.get("name", "")):
            errors.add([*op, "name"], "APPLICATION_COMMAND_INVALID_NAME", "Option name is invalid")
        errors.length_between([*op, "description"], option.get("description", ""), 1, 100)
        _check_localizations(option, errors, op)
        for k, choice in enumerate(option.get("choices") or []):
            errors.length_between([*op, "choices", k, "name"], choice.get("name", ""), 1, 100)
            _check_localizations(choice, errors, [*op, "choices", k], name_limit=100)
        if option.get("required"):
            if optional_seen:
                errors.add([*op, "required"], "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                           "Required options must be placed before non-required options")
        else:
            optional_seen = True
        errors.max_items([*op, "choices"], option.get("choices") or [], 25)


def _check_localizations(node: JSON, errors: validate.Errors, p: list[str | int], *,
                         name_limit: int = 32) -> None:
    """Localised names and descriptions: Discord's locales only; a name as valid as the
    name itself (a choice's name: 1-100 of anything), a description 1-100 characters."""
    for field, low, high in (("name_localizations", 1, name_limit),
                             ("description_localizations", 1, 100)):
        for locale, text in (node.get(field) or {}).items():
            if locale not in LOCALES:
                errors.add([*p, field, locale], "INVALID_LOCALE", f"Invalid locale {locale}")
                continue
            errors.length_between([*p, field, locale], text or "", low, high)
            if field == "name_localizations" and name_limit == 32 and (
                    not COMMAND_NAME.match(text or "") or text != text.lower()):
                errors.add([*p, field, locale], "APPLICATION_COMMAND_INVALID_NAME",
                           f"Localized name is invalid: {text!r}")
