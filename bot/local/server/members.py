"""What members send: a slash command typed with its options, a click, a choice in a select
menu, a modal filled in. Each is checked the way Discord's client and API check it (the
command is synced, options have their types, choices and bounds; the message is one the
member can see; the component is on it and enabled) and turned into the interaction data
Discord would send the bot. The tests' Driver and the playground's page both act through
here; a refusal is a ``Refused`` with a sentence that says why."""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bot.local.server import validate
from bot.local.server.http import JSON, ApiError
from bot.local.server.routes.commands import CommandRoutes
from bot.local.server.routes.interactions import InteractionRoutes
from bot.local.server.state import (
    EVERYONE_PERMISSIONS,
    FakeChannel,
    FakeMember,
    FakeRole,
    FakeUser,
    StoredMessage,
)

Who = FakeUser | FakeMember

APPLICATION_COMMAND = 2
MESSAGE_COMPONENT = 3
AUTOCOMPLETE = 4
MODAL_SUBMIT = 5

# interaction option types
SUBCOMMAND, SUBCOMMAND_GROUP, STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, \
    NUMBER = 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
# a select menu's type -> the option type its values are (user, role, mentionable, channel)
SELECT_VALUE_TYPES = {5: USER, 6: ROLE, 7: MENTIONABLE, 8: CHANNEL}
MENTION = re.compile(r"<(@!?|@&|#)(\d+)>")


class Refused(ApiError):
    """What a member sent that Discord would not accept; ``str()`` is the sentence why."""

    def __init__(self, sentence: str, status: int = 400, code: int = 50035,
                 message: str = "Invalid Form Body") -> None:
        super().__init__(status, code, message, details=[sentence])
        self.sentence = sentence

    def __str__(self) -> str:
        return self.sentence


class Redrawn(Refused):
    """The component is no longer on its message: the message was edited between what the
    member saw and their click (an AI moved meanwhile). Discord refuses it the same way."""


def user_of(who: Who) -> FakeUser:
    return who.user if isinstance(who, FakeMember) else who


def shown(value: Any) -> str:
    """A value as a member would see it typed (``@bob``, ``#general``)."""
    if isinstance(value, FakeUser | FakeMember):
        return "@" + user_of(value).username
    if isinstance(value, FakeChannel):
        return "#" + value.name
    return str(value)


def subcommands(node: JSON) -> list[str]:
    return [o["name"] for o in node.get("options") or []
            if o.get("type") in (SUBCOMMAND, SUBCOMMAND_GROUP)]


def split_command(command: str) -> tuple[list[str], dict[str, str]]:
    """``/uno start preset:party ai:2`` -> (["uno", "start"], {"preset": "party", "ai": "2"});
    quotes group words (``options:"stacking=on jump_in=on"``)."""
    try:
        tokens = shlex.split(command.strip().lstrip("/"))
    except ValueError as error:  # an unclosed quote
        raise Refused(f"cannot read {command!r}: {error}") from None
    path = [t for t in tokens if ":" not in t]
    values = dict(t.split(":", 1) for t in tokens if ":" in t)
    return path, values


class Members(InteractionRoutes, CommandRoutes):
    # ------------------------------------------------------------ commands
    def command_data(self, command: str, options: Mapping[str, Any] | None,
                     channel: FakeChannel, *, focused: str | None = None) -> tuple[JSON, str]:
        """The data of an application command (or, with ``focused``, of an autocomplete
        request while that option is typed), and the command as shown in logs."""
        path, typed = split_command(command)
        merged: dict[str, Any] = dict(typed)
        merged.update(options or {})
        if focused is not None:
            merged.setdefault(focused, "")
        if not path:
            raise Refused(f"no command name in {command!r}")
        schema = self.find_command(path[0], channel.guild_id)
        if schema is None:
            synced = {k: [c["name"] for c in v] for k, v in self.commands.items()}
            raise Refused(f"/{path[0]} is not synced (global or for this guild); "
                          f"synced: {synced}", 404, 10063, "Unknown application command")
        resolved: JSON = {}
        node: JSON = schema
        data: JSON = {"id": schema["id"], "name": schema["name"], "type": 1}
        if schema.get("guild_id"):
            data["guild_id"] = schema["guild_id"]
        container = data
        for part in path[1:]:
            sub = next((o for o in node.get("options") or []
                        if o.get("type") in (SUBCOMMAND, SUBCOMMAND_GROUP)
                        and o["name"] == part), None)
            if sub is None:
                raise Refused(f"/{' '.join(path)}: no subcommand {part!r} under "
                              f"{node['name']!r}; have {subcommands(node)}")
            entry: JSON = {"type": sub["type"], "name": part, "options": []}
            container["options"] = [entry]
            container, node = entry, sub
        if subcommands(node):
            raise Refused(f"/{' '.join(path)} needs a subcommand: {subcommands(node)}")
        container["options"] = self._build_options(node, merged, channel, resolved,
                                                   focused=focused)
        if resolved:
            data["resolved"] = resolved
        text = " ".join([*path, *(f"{k}:{shown(v)}" for k, v in merged.items())])
        return data, text

    def _build_options(self, node: JSON, values: Mapping[str, Any], channel: FakeChannel,
                       resolved: JSON, *, focused: str | None = None) -> list[JSON]:
        schema = {o["name"]: o for o in node.get("options") or []}
        unknown = set(values) - set(schema)
        if unknown:
            raise Refused(f"/{node['name']}: unknown option(s) {sorted(unknown)}; "
                          f"options are {sorted(schema)}")
        out: list[JSON] = []
        for name, option in schema.items():
            if name not in values:
                if option.get("required") and focused is None:
                    raise Refused(f"/{node['name']}: option {name!r} is required")
                continue
            if focused is not None and option["type"] in (STRING, INTEGER, NUMBER):
                # While typing, Discord sends the raw partial text of autocomplete options.
                out.append({"name": name, "type": option["type"], "value": str(values[name]),
                            **({"focused": True} if name == focused else {})})
                continue
            value = self.option_value(option, values[name], channel, resolved)
            out.append({"name": name, "type": option["type"], "value": value})
        return out

    def option_value(self, option: JSON, value: Any, channel: FakeChannel,
                     resolved: JSON) -> Any:
        """``value`` (typed text, or a user, channel or role) as option ``option`` sends it;
        users, members, channels and roles are added to ``resolved``."""
        kind = option["type"]
        name = option["name"]
        converted: Any
        try:
            if kind == STRING:
                converted = str(value)
                low, high = option.get("min_length", 0), option.get("max_length", 6000)
                if not low <= len(converted) <= high:
                    raise Refused(f"option {name}: length must be in [{low}, {high}]")
            elif kind == INTEGER:
                converted = int(value)
            elif kind == NUMBER:
                converted = float(value)
            elif kind == BOOLEAN:
                converted = value if isinstance(value, bool) else \
                    _boolean(name, str(value))
            elif kind in (USER, MENTIONABLE) and (user := self._find_user(value)) is not None:
                converted = self._resolve_user(user, channel, resolved)
            elif kind == CHANNEL and (found := self._find_channel(value, channel)) is not None:
                resolved.setdefault("channels", {})[str(found.id)] = found.payload(
                    permissions=EVERYONE_PERMISSIONS)
                converted = str(found.id)
            elif kind in (ROLE, MENTIONABLE) and (role := self._find_role(value, channel)):
                resolved.setdefault("roles", {})[str(role.id)] = role.payload()
                converted = str(role.id)
            else:
                raise Refused(f"option {name}: cannot send {shown(value)!r} as option "
                              f"type {kind}")
        except ValueError:
            raise Refused(f"option {name}: {shown(value)!r} is not a "
                          f"{'whole number' if kind == INTEGER else 'number'}") from None
        if kind in (INTEGER, NUMBER):
            low, high = option.get("min_value"), option.get("max_value")
            if (low is not None and converted < low) or (high is not None and converted > high):
                raise Refused(f"option {name}: {converted} outside [{low}, {high}]")
        choices = option.get("choices")
        if choices and converted not in [c["value"] for c in choices]:
            raise Refused(f"option {name}: {converted!r} is not one of "
                          f"{[c['value'] for c in choices]}")
        return converted

    def _resolve_user(self, user: FakeUser, channel: FakeChannel, resolved: JSON) -> str:
        resolved.setdefault("users", {})[str(user.id)] = user.payload()
        guild = self.guilds.get(channel.guild_id or 0)
        if guild is not None and user.id in guild.members:
            member = guild.members[user.id]
            resolved.setdefault("members", {})[str(user.id)] = member.payload(
                with_user=False, with_permissions=True)
        return str(user.id)

    def _find_user(self, value: Any) -> FakeUser | None:
        """A user given as itself, a member, an id, ``<@id>``, ``@name`` or ``name``."""
        if isinstance(value, FakeUser | FakeMember):
            return self.users.get(user_of(value).id)
        if isinstance(value, int):
            return self.users.get(value)
        if not isinstance(value, str):
            return None
        text = value.strip()
        m = MENTION.fullmatch(text)
        if m and m.group(1) in ("@", "@!"):
            return self.users.get(int(m.group(2)))
        if text.isdigit():
            return self.users.get(int(text))
        name = text.removeprefix("@").lower()
        return next((u for u in self.users.values()
                     if name in (u.username.lower(), (u.global_name or "").lower())), None)

    def _find_channel(self, value: Any, where: FakeChannel) -> FakeChannel | None:
        """A channel given as itself, ``<#id>``, an id or ``#name`` (in ``where``'s guild)."""
        if isinstance(value, FakeChannel):
            return value
        if not isinstance(value, str | int):
            return None
        text = str(value).strip()
        m = MENTION.fullmatch(text)
        if m and m.group(1) == "#":
            text = m.group(2)
        if text.isdigit():
            return self.channels.get(int(text))
        name = text.removeprefix("#").lower()
        return next((c for c in self.channels.values()
                     if c.guild_id == where.guild_id and c.name.lower() == name), None)

    def _find_role(self, value: Any, where: FakeChannel) -> FakeRole | None:
        if isinstance(value, FakeRole):
            return value
        guild = self.guilds.get(where.guild_id or 0)
        if guild is None or not isinstance(value, str):
            return None
        m = MENTION.fullmatch(value.strip())
        if m and m.group(1) == "@&":
            return next((r for r in guild.roles if r.id == int(m.group(2))), None)
        name = value.strip().removeprefix("@").lower()
        return next((r for r in guild.roles if r.name.lower().lstrip("@") == name), None)

    # ---------------------------------------------------------- components
    def visible_message(self, user: Who, message_id: int) -> StoredMessage:
        """The message, if ``user`` can see it (not deleted; not someone else's ephemeral)."""
        try:
            stored = self.message(message_id)
        except KeyError:
            stored = None
        if stored is None or not stored.visible_to(user_of(user).id):
            raise Refused(f"{user_of(user).username} cannot see message {message_id}",
                          404, 10008, "Unknown Message")
        return stored

    def component(self, stored: StoredMessage, *, kinds: Iterable[int], label: str | None,
                  custom_id: str | None) -> JSON:
        """The one enabled component of ``kinds`` on ``stored`` with that label (or emoji
        name) and custom_id."""
        kinds = set(kinds)
        found = []
        for c in _components(stored.components):
            if c.get("type") not in kinds:
                continue
            emoji = (c.get("emoji") or {}).get("name")
            if label is not None and c.get("label") != label and emoji != label:
                continue
            if custom_id is not None and c.get("custom_id") != custom_id:
                continue
            found.append(c)
        if len(found) != 1:
            have = [(c.get("label"), c.get("custom_id")) for c in
                    _components(stored.components) if c.get("type") in kinds]
            was_there = not found and custom_id is not None and any(
                c.get("custom_id") == custom_id for shot in stored.history
                for c in _components(shot.get("components") or []))
            raise (Redrawn if was_there else Refused)(
                f"{'no' if not found else 'several'} component matching label={label!r} "
                f"custom_id={custom_id!r} on message {stored.id}; have {have}")
        component = found[0]
        if component.get("disabled"):
            name = component.get("label") or component.get("custom_id")
            raise Refused(f"component {name!r} on message {stored.id} is disabled")
        return component

    def click_data(self, stored: StoredMessage, label: str | None = None, *,
                   custom_id: str | None = None) -> tuple[JSON, str]:
        """A button press: the interaction data and the button as shown in logs."""
        button = self.component(stored, kinds={validate.BUTTON}, label=label,
                                custom_id=custom_id)
        if button.get("style") in (validate.LINK_STYLE, validate.PREMIUM_STYLE):
            raise Refused("link/premium buttons do not send interactions")
        data: JSON = {"custom_id": button["custom_id"], "component_type": validate.BUTTON}
        if "id" in button:
            data["id"] = button["id"]
        return data, button.get("label") or button["custom_id"]

    def select_data(self, stored: StoredMessage, values: Sequence[Any], *,
                    custom_id: str | None = None) -> tuple[JSON, str]:
        """Values chosen in a select menu (strings, or users / channels / roles)."""
        select = self.component(stored, kinds=validate.SELECT_TYPES, label=None,
                                custom_id=custom_id)
        kind = select["type"]
        low, high = select.get("min_values", 1), select.get("max_values", 1)
        if not low <= len(values) <= high:
            raise Refused(f"select {select['custom_id']!r} takes {low}..{high} values, "
                          f"got {len(values)}")
        data: JSON = {"custom_id": select["custom_id"], "component_type": kind}
        if kind == 3:
            allowed = [o["value"] for o in select.get("options") or []]
            bad = [v for v in values if v not in allowed]
            if bad:
                raise Refused(f"select {select['custom_id']!r}: {bad} not in {allowed}")
            data["values"] = list(values)
        else:
            resolved: JSON = {}
            option = {"type": SELECT_VALUE_TYPES[kind], "name": select["custom_id"]}
            channel = self.channels[stored.channel_id]
            data["values"] = [self.option_value(option, v, channel, resolved) for v in values]
            data["resolved"] = resolved
        return data, select["custom_id"]

    @staticmethod
    def modal_inputs(modal: JSON) -> dict[str, JSON]:
        """The text inputs of a modal the bot opened, by custom_id."""
        inputs: dict[str, JSON] = {}
        for top in modal.get("components") or []:
            children = top.get("components") or ([top["component"]] if "component" in top else [])
            for child in children:
                if child.get("type") == validate.TEXT_INPUT:
                    inputs[child["custom_id"]] = child
        return inputs

    def modal_data(self, modal: JSON, values: Mapping[str, str]) -> JSON:
        """A modal filled in with ``values`` (by input custom_id) and submitted."""
        inputs = self.modal_inputs(modal)
        unknown = set(values) - set(inputs)
        if unknown:
            raise Refused(f"modal {modal.get('custom_id')!r} has no inputs {sorted(unknown)}; "
                          f"inputs: {sorted(inputs)}")
        rows: list[JSON] = []
        for cid, text_input in inputs.items():
            if text_input.get("required", True) and not values.get(cid):
                raise Refused(f"modal input {cid!r} is required")
            rows.append({"type": validate.ACTION_ROW, "components": [
                {"type": validate.TEXT_INPUT, "custom_id": cid, "value": values.get(cid, "")}]})
        return {"custom_id": modal.get("custom_id", ""), "components": rows}


def _boolean(name: str, text: str) -> bool:
    if text.lower() in ("true", "yes", "on", "1"):
        return True
    if text.lower() in ("false", "no", "off", "0"):
        return False
    raise Refused(f"option {name}: {text!r} is not true or false")


def _components(components: list[JSON]) -> Iterable[JSON]:
    """Every component, depth first (rows, sections, containers and their children)."""
    for component in components:
        yield component
        yield from _components(component.get("components") or [])
        accessory = component.get("accessory")
        if isinstance(accessory, dict):
            yield from _components([accessory])
