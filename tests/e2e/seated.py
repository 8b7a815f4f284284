"""A seated player, as the e2e tests and bench/load.py drive one: read the enabled game
buttons of their hand message, pick a move by a policy (first legal, seeded random),
answer the color / target pickers and click. Also: start a game, open a hand, press Next
hand.

Only ``bot.*`` and ``tests.fakediscord`` are imported (no pytest), so bench/load.py can use
it too."""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, Protocol

from bot.engine import Card
from bot.plumbing import ids
from tests.fakediscord.driver import Driver, Interaction, Message

# Verbs of the hand buttons that move the game (UNO!, ◀ ▶ and Back do not).
MOVES = frozenset({"play", "jump", "draw", "pass", "keep", "chal", "acc", "color"})
# A one-click decision first, then a card, then the draw controls.
FIRST_LEGAL = ("color", "acc", "play", "draw", "keep", "pass")

# Sends one click: (member, message, custom_id) -> the answered interaction.
Click = Callable[[Any, Message, str], Awaitable[Interaction]]


# ------------------------------------------------------------------------------- reading
def enabled_by_verb(msg: Message) -> dict[str, list[str]]:
    """The custom_ids of the enabled game buttons of ``msg``, by verb (play, draw, ...)."""
    out: dict[str, list[str]] = {}
    for b in msg.buttons:
        cid = ids.parse(b.custom_id or "")
        if cid is not None and not b.disabled and b.custom_id:
            out.setdefault(cid.verb, []).append(b.custom_id)
    return out


def version_of(msg: Message) -> int | None:
    """The engine state version the message's game buttons were made for."""
    for b in msg.buttons:
        cid = ids.parse(b.custom_id or "")
        if cid is not None:
            return cid.version
    return None


def moves(msg: Message) -> list[str]:
    """The enabled buttons of ``msg`` that move the game (cards, decisions, draw controls)."""
    return [c for v, cs in enabled_by_verb(msg).items() if v in MOVES for c in cs]


def is_pick(custom_id: str) -> bool:
    """A color or target picker button (a play / jump whose card already has a choice)."""
    cid = ids.parse(custom_id)
    return cid is not None and cid.verb in ("play", "jump") and "." in cid.arg


def picks(msg: Message) -> list[str]:
    """The enabled picker buttons of ``msg`` (none unless a picker is shown)."""
    offered = enabled_by_verb(msg)
    return [c for c in offered.get("play", []) + offered.get("jump", []) if is_pick(c)]


def is_wild_play(custom_id: str) -> bool:
    """A play / jump button of a card that opens the color picker (Wild, Wild Draw Four,
    blank)."""
    cid = ids.parse(custom_id)
    if cid is None or cid.verb not in ("play", "jump"):
        return False
    return Card.from_code(ids.split_play_arg(cid.arg)[0]).is_wild


# ------------------------------------------------------------------------------ policies
class Policy(Protocol):
    def move(self, hand: Message) -> str:
        """The custom_id to press first on ``hand``."""
        ...

    def pick(self, options: list[str]) -> str:
        """One of the picker buttons ``options`` (color, then target)."""
        ...


def _nothing(hand: Message) -> AssertionError:
    return AssertionError(f"nothing to press: {[b.custom_id for b in hand.buttons]}")


class FirstLegal:
    """The first enabled button of the first verb in ``order`` that offers one; with
    ``one_click``, wild cards (they open a picker) are passed over. Pickers: the first."""

    def __init__(self, order: tuple[str, ...] = FIRST_LEGAL, *, one_click: bool = False
                 ) -> None:
        self.order = order
        self.one_click = one_click

    def move(self, hand: Message) -> str:
        offered = enabled_by_verb(hand)
        for verb in self.order:
            for cid in offered.get(verb, []):
                if not (self.one_click and is_wild_play(cid)):
                    return cid
        raise _nothing(hand)

    def pick(self, options: list[str]) -> str:
        return options[0]


class SeededRandom:
    """UNO! when offered (with probability ``uno``), else a random enabled button of the
    first verb of ``order`` that offers one (Challenge and Take at even odds when both are
    offered); pickers at random. ``rng`` is a seed or a ``random.Random`` to share."""

    ORDER = ("color", "chal", "acc", "play", "jump", "draw", "keep", "pass")

    def __init__(self, rng: int | random.Random, *, uno: float = 0.9,
                 order: tuple[str, ...] = ORDER) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.uno = uno
        self.order = order

    def move(self, hand: Message) -> str:
        verbs = enabled_by_verb(hand)
        if "uno" in verbs and self.rng.random() < self.uno:
            return verbs["uno"][0]
        for verb in self.order:
            if verb in ("chal", "acc") and "chal" in verbs and "acc" in verbs:
                return self.rng.choice(verbs["chal"] + verbs["acc"])
            if verbs.get(verb):
                return self.rng.choice(verbs[verb])
        raise _nothing(hand)

    def pick(self, options: list[str]) -> str:
        return self.rng.choice(options)


# ------------------------------------------------------------------------------- acting
async def start_game(driver: Driver, host: Any, joiners: Sequence[Any],
                     options: dict[str, Any] | None = None, **slash: Any) -> Message:
    """``host`` runs ``/uno start`` (``options``; ``slash`` is passed on, e.g.
    ``channel=``), ``joiners`` press Join, the host presses Start. Returns the lobby message,
    now the table message, as it is now."""
    lobby = (await driver.slash(host, "/uno start", options or {}, **slash)).response
    assert lobby is not None
    for user in joiners:
        await driver.click(user, lobby, "Join")
    await driver.click(host, lobby, "Start (host)")
    return driver.get(lobby.id)


async def open_hand(driver: Driver, who: Any, *, table_message: Message | int | None = None,
                    **slash: Any) -> Message:
    """``who``'s ephemeral hand: from the table message's My hand button if given, else
    from ``/uno hand`` (``slash`` is passed on, e.g. ``channel=``)."""
    if table_message is not None:
        it = await driver.click(who, table_message, "My hand")
    else:
        it = await driver.slash(who, "/uno hand", **slash)
    assert it.response is not None and it.ephemeral and it.response.ephemeral, it
    return it.response


async def play_move(driver: Driver, who: Any, hand: Message, policy: Policy, *,
                    moved: Callable[[], bool] = lambda: False, click: Click | None = None
                    ) -> Interaction:
    """``who`` presses the move ``policy`` picks on ``hand``, then answers the pickers (a
    color picker, then maybe a target picker) until ``moved()`` or no picker is shown.
    ``click`` sends a click (default ``driver.click``). Returns the first click."""
    async def default_click(user: Any, msg: Message, custom_id: str) -> Interaction:
        return await driver.click(user, msg, custom_id=custom_id)

    send = click or default_click
    first = await send(who, hand, policy.move(hand))
    for _ in range(2):
        if moved():
            break
        msg = driver.get(hand.id)
        options = picks(msg)
        if not options:
            break
        await send(who, msg, policy.pick(options))
    return first


async def press_next_hand(driver: Driver, host: Any) -> Interaction:
    """The host presses the latest enabled Next hand they see."""
    offered = [m for m in driver.messages(host)
               if any(b.label == "Next hand" and not b.disabled for b in m.buttons)]
    assert offered, "no enabled Next hand"
    return await driver.click(host, offered[-1], "Next hand")
