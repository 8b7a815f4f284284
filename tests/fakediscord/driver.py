"""The test-facing API: act as members (slash commands, clicks, selects, modals), read what
they see, and fail loudly when the bot does not answer an interaction in time."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from bot.local.server import validate
from bot.local.server.members import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    Refused,
    shown,
    user_of,
)
from bot.local.server.state import (
    Breach,
    FakeChannel,
    FakeInteraction,
    FakeMember,
    FakeUser,
    StoredMessage,
)
from tests.fakediscord.server import FakeDiscord
from tests.fakediscord.views import Message

JSON = dict[str, Any]
Who = FakeUser | FakeMember
MessageRef = Message | StoredMessage | int

__all__ = ["APPLICATION_COMMAND", "AUTOCOMPLETE", "MESSAGE_COMPONENT", "MODAL_SUBMIT",
           "Driver", "Interaction", "InteractionFailed", "Message", "Modal"]


@contextmanager
def refusals_fail() -> Iterator[None]:
    """What a member could not send fails the test, with the sentence why."""
    try:
        yield
    except Refused as refused:
        raise AssertionError(str(refused)) from None


class InteractionFailed(AssertionError):
    """The bot did not acknowledge an interaction in time, or Discord refused its answer."""

    def __init__(self, message: str, interaction: FakeInteraction,
                 breaches: Sequence[Breach] = ()) -> None:
        super().__init__(message)
        self.interaction = interaction
        self.breaches = list(breaches)


@dataclass
class Modal:
    custom_id: str
    title: str
    inputs: dict[str, JSON]  # custom_id -> text input component


class Interaction:
    """An interaction the driver sent, and what the bot made of it."""

    def __init__(self, driver: Driver, raw: FakeInteraction, errors_before: int = 0) -> None:
        self._driver = driver
        self.raw = raw
        self.errors_before = errors_before

    def __repr__(self) -> str:
        return f"<Interaction {self.name!r} ack={self.ack_type}>"

    @property
    def id(self) -> int:
        return self.raw.id

    @property
    def name(self) -> str:
        return self.raw.name

    @property
    def ack_type(self) -> int | None:
        return self.raw.ack_type

    @property
    def acknowledged(self) -> bool:
        return self.raw.ack_type is not None

    @property
    def ephemeral(self) -> bool:
        return self.raw.ephemeral

    @property
    def response(self) -> Message | None:
        """The original response message (for clicks answered by 6/7: the clicked message)."""
        if self.raw.original_message_id is None:
            return None
        return self._driver.get(self.raw.original_message_id)

    @property
    def followups(self) -> list[Message]:
        return [self._driver.get(i) for i in self.raw.followup_ids]

    @property
    def messages(self) -> list[Message]:
        """Messages this interaction created (response when it created one, then follow-ups)."""
        out = []
        if self.raw.ack_type in (4, 5) and self.raw.original_message_id is not None:
            out.append(self._driver.get(self.raw.original_message_id))
        return out + self.followups

    @property
    def modal(self) -> Modal | None:
        data = self.raw.modal
        if not data:
            return None
        inputs = self._driver.fake.modal_inputs(data)
        return Modal(data.get("custom_id", ""), data.get("title", ""), inputs)

    async def wait(self, *, settle: bool = True) -> Interaction:
        await self._driver.wait_answered(self, settle=settle)
        return self


class Driver:
    """Acts as Discord users against the fake.  Methods take the acting member first."""

    def __init__(self, fake: FakeDiscord, *, deferred_timeout: float = 5.0,
                 settle_quiet: float | None = None,
                 bot_busy: Callable[[], bool] | None = None) -> None:
        self.fake = fake
        self.deferred_timeout = deferred_timeout
        # With an in-process bot, `bot_busy` tells when its interaction handlers are still
        # running, so a short quiet period suffices; a subprocess needs a longer one.
        self.bot_busy = bot_busy
        self.settle_quiet = settle_quiet if settle_quiet is not None else (
            0.01 if bot_busy is not None else 0.05)
        self.bot_errors: list[logging.LogRecord] = []

    # convenience access to the default world
    @property
    def guild(self) -> Any:
        return self.fake.guild

    @property
    def channel(self) -> FakeChannel:
        return self.fake.channel

    @property
    def alice(self) -> FakeUser:
        return self.fake.alice

    @property
    def bob(self) -> FakeUser:
        return self.fake.bob

    @property
    def carol(self) -> FakeUser:
        return self.fake.carol

    @property
    def dave(self) -> FakeUser:
        return self.fake.dave

    # ------------------------------------------------------------- reading
    def get(self, message_id: int) -> Message:
        """Current state of a message, whoever can see it."""
        return Message.parse(self.fake.message(message_id))

    def messages(self, user: Who, channel: FakeChannel | None = None) -> list[Message]:
        """What `user` sees in `channel`: public messages and their own ephemerals, oldest
        first."""
        channel = channel or self.channel
        uid = user_of(user).id
        return [Message.parse(m) for m in channel.messages.values() if m.visible_to(uid)]

    def last_message(self, user: Who, channel: FakeChannel | None = None, *,
                     ephemeral: bool | None = None) -> Message:
        seen = [m for m in self.messages(user, channel)
                if ephemeral is None or m.ephemeral == ephemeral]
        if not seen:
            raise AssertionError(f"{user_of(user).username} sees no message"
                                 f"{'' if ephemeral is None else f' (ephemeral={ephemeral})'}")
        return seen[-1]

    # ------------------------------------------------------------ commands
    async def slash(self, user: Who, command: str, options: Mapping[str, Any] | None = None, *,
                    channel: FakeChannel | None = None, wait: bool = True) -> Interaction:
        """Run a slash command: ``await driver.slash(alice, "/uno start preset:official")``
        or ``await driver.slash(alice, "uno start", {"preset": "official"})``."""
        channel = channel or self.channel
        with refusals_fail():
            data, text = self.fake.command_data(command, options, channel)
        errors_before = len(self.bot_errors)
        raw = await self.fake.send_interaction(APPLICATION_COMMAND, user_of(user), channel, data,
                                               name=f"/{text} by {user_of(user).username}")
        interaction = Interaction(self, raw, errors_before)
        if wait:
            await interaction.wait()
        return interaction

    async def autocomplete(self, user: Who, command: str, options: Mapping[str, Any] | None,
                           focused: str, *, channel: FakeChannel | None = None
                           ) -> list[JSON]:
        """Type into option `focused` (its partial value is in `options`) and return the
        choices the bot offers: ``[{"name": ..., "value": ...}, ...]``."""
        channel = channel or self.channel
        with refusals_fail():
            data, text = self.fake.command_data(command, options, channel, focused=focused)
        errors_before = len(self.bot_errors)
        raw = await self.fake.send_interaction(
            AUTOCOMPLETE, user_of(user), channel, data,
            name=f"autocomplete {focused!r} of /{text} by {user_of(user).username}")
        interaction = Interaction(self, raw, errors_before)
        await interaction.wait()
        if raw.ack_type != 8:
            raise AssertionError(f"{raw.name}: answered with type {raw.ack_type}, not 8")
        choices: list[JSON] = (raw.callbacks[-1].get("data") or {}).get("choices") or []
        return choices

    # ---------------------------------------------------------- components
    def _stored(self, message: MessageRef, user: Who) -> StoredMessage:
        message_id = message if isinstance(message, int) else message.id
        with refusals_fail():
            return self.fake.visible_message(user, message_id)

    async def click(self, user: Who, message: MessageRef, label: str | None = None, *,
                    custom_id: str | None = None, wait: bool = True) -> Interaction:
        """Press a button (by label or custom_id) on a message `user` can see."""
        stored = self._stored(message, user)
        with refusals_fail():
            data, name = self.fake.click_data(stored, label, custom_id=custom_id)
        return await self._component_interaction(
            user, stored, data, f"click {name!r} on message {stored.id} by "
                                f"{user_of(user).username}", wait)

    async def select(self, user: Who, message: MessageRef, values: Sequence[Any], *,
                     custom_id: str | None = None, wait: bool = True) -> Interaction:
        """Choose values in a select menu (string values, or users/channels/roles)."""
        stored = self._stored(message, user)
        with refusals_fail():
            data, name = self.fake.select_data(stored, values, custom_id=custom_id)
        return await self._component_interaction(
            user, stored, data, f"select {list(map(shown, values))} in {name!r} "
                                f"on message {stored.id} by {user_of(user).username}", wait)

    async def _component_interaction(self, user: Who, stored: StoredMessage, data: JSON,
                                     name: str, wait: bool) -> Interaction:
        channel = self.fake.channels[stored.channel_id]
        if channel.locked:  # (discord-api-docs #7900: not even for moderators)
            raise AssertionError(f"{name}: components in a locked thread cannot be used")
        errors_before = len(self.bot_errors)
        raw = await self.fake.send_interaction(MESSAGE_COMPONENT, user_of(user), channel, data,
                                               name=name, message=stored)
        interaction = Interaction(self, raw, errors_before)
        if wait:
            await interaction.wait()
        return interaction

    async def submit_modal(self, opened_by: Interaction, values: Mapping[str, str], *,
                           wait: bool = True) -> Interaction:
        """Fill in and submit the modal the bot opened in answer to `opened_by`."""
        modal = opened_by.raw.modal
        if not modal:
            raise AssertionError(f"{opened_by.name} did not open a modal")
        with refusals_fail():
            data = self.fake.modal_data(modal, values)
        raw_opened = opened_by.raw
        channel = self.fake.channels[raw_opened.channel_id]
        message = (self.fake.message(raw_opened.message_id)
                   if raw_opened.message_id is not None else None)
        user = self.fake.users[raw_opened.user_id]
        errors_before = len(self.bot_errors)
        raw = await self.fake.send_interaction(
            MODAL_SUBMIT, user, channel, data, message=message,
            name=f"submit modal {data['custom_id']!r} by {user.username}")
        interaction = Interaction(self, raw, errors_before)
        if wait:
            await interaction.wait()
        return interaction

    # ------------------------------------------------------------- waiting
    async def wait_answered(self, interaction: Interaction, *, settle: bool = True) -> None:
        """Wait for the bot's acknowledgement; raise InteractionFailed (an AssertionError)
        if Discord's 3 s deadline passes or the answer was refused."""
        raw = interaction.raw
        fake = self.fake
        errors_before = interaction.errors_before

        def crashed() -> bool:
            # In-process: the handler is finished, logged an error and never answered.
            return (self.bot_busy is not None and len(self.bot_errors) > errors_before
                    and not self.bot_busy())

        callback = f"/interactions/{raw.id}/"

        def faulted() -> bool:
            # In-process: the handler is finished and its answer met a fault the test
            # injected; Discord's deadline would only confirm it (3 s later).
            return (self.bot_busy is not None and not self.bot_busy() and any(
                r.route == "fault" and r.path.startswith(callback) for r in fake.requests))

        await fake.wait_for(lambda: raw.ack_type is not None or raw.expired or bool(raw.rejections)
                            or crashed() or faulted(), timeout=fake.ack_deadline + 2,
                            what=f"an answer to {raw.name}")
        if raw.ack_type is None and not raw.expired and not raw.rejections:
            await asyncio.sleep(0.05)  # let a late answer land before declaring a crash
        if raw.ack_type is None and not raw.rejections and not raw.expired and faulted() \
                and not crashed():
            raise InteractionFailed(
                f"the bot's answer to {raw.name} met an injected fault and it gave up "
                "(Discord will show 'This interaction failed')", raw)
        if raw.ack_type is None and not raw.rejections and not raw.expired:
            fake.excuse(raw)
            raise InteractionFailed(
                f"the bot's handler for {raw.name} failed without answering: "
                f"{self._error_lines()}", raw)
        if raw.ack_type is None:
            if raw.rejections:
                details = "; ".join(str(b) for b in raw.rejections)
                raise InteractionFailed(f"Discord refused the bot's answer to {raw.name}: "
                                        f"{details}", raw, raw.rejections)
            recent = [f"{r.method} {r.path} -> {r.status}" for r in fake.requests[-5:]]
            raise InteractionFailed(
                f"interaction {raw.name} (id {raw.id}) was not acknowledged within "
                f"{fake.ack_deadline:g} s (Discord shows 'This interaction failed'). "
                f"Recent requests: {recent}; bot errors: {self._error_lines()}", raw)
        if raw.ack_type == 5 and raw.original_message_id is not None:
            original = fake.message(raw.original_message_id)
            try:
                # completed, or deleted and answered by a follow-up instead
                await fake.wait_for(lambda: not original.flags & validate.FLAG_LOADING
                                    or (original.deleted and bool(raw.followup_ids)),
                                    timeout=self.deferred_timeout,
                                    what=f"the deferred answer to {raw.name}")
            except AssertionError as error:
                raise InteractionFailed(f"{raw.name} was deferred but never completed "
                                        f"within {self.deferred_timeout}s", raw) from error
        if settle:
            await self.settle()

    async def settle(self) -> None:
        """Wait until the bot's interaction handlers are done and it stopped talking to the
        fake.  Background work the bot schedules itself (debounced edits...) is not covered:
        use wait_until() for that."""
        while True:
            await self.fake.settle(self.settle_quiet)
            if self.bot_busy is None or not self.bot_busy():
                return
            await asyncio.sleep(0.002)

    async def wait_until(self, predicate: Any, timeout: float = 5.0, what: str = "condition"  # noqa: ASYNC109
                         ) -> None:
        await self.fake.wait_for(predicate, timeout, what)

    def _error_lines(self) -> list[str]:
        return [_describe(r) for r in self.bot_errors[-5:]]

    async def check_clean(self) -> None:
        """No interaction left unacknowledged, no breach, no unknown route, no bot error."""
        problems: list[str] = []
        try:
            await self.fake.check_clean()
        except AssertionError as error:
            problems.append(str(error))
        if self.bot_errors:
            problems.append("bot logged errors:\n  " + "\n  ".join(
                f"{r.name}: {_describe(r)}" for r in self.bot_errors))
        if problems:
            raise AssertionError("\n".join(problems))


def _describe(record: logging.LogRecord) -> str:
    text = record.getMessage()[:300]
    if record.exc_info and record.exc_info[1] is not None:
        text += f" ({type(record.exc_info[1]).__name__}: {record.exc_info[1]})"[:500]
    return text


async def gather_answers(interactions: Sequence[Interaction]) -> None:
    await asyncio.gather(*(i.wait(settle=False) for i in interactions))
