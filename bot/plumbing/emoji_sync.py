"""Card emoji as application emojis: upload what is missing, delete old art versions.

At start-up the bot lists its application emojis, deletes card emoji of art versions no
process may still run (older than the previous one), uploads the card emoji it lacks
(drawn in a worker thread), and then fills a :class:`CardEmoji` the UI reads.  Until every
card emoji is there the set stays empty and the UI keeps its text labels: a hand never
mixes pictures and words.  Any refusal (no permission, the 2,000-emoji limit, rate limits,
no font) costs one warning; the next start tries again and uploads only what is still
missing.  A message refused over a card emoji (deleted while the bot runs) empties the set
and syncs it again in the background (``CardEmoji.lost``).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import discord

from bot.art import ArtError
from bot.art.emoji import ART_VERSION, EmojiSpec, emoji_key, emoji_png, emoji_specs, version_of

log = logging.getLogger(__name__)


class CardEmoji:
    """The card emoji the bot may use; empty (text labels) until a sync completes.

    ``palette`` is the art a lookup answers in unless it names one: ``in_palette`` gives the
    same set answering in high contrast, for one player's hand or one table message.
    ``on_lost`` syncs the set again (in the background) when Discord refuses a message over
    one of these emoji: one was deleted while the bot runs.
    """

    def __init__(self, palette: str = "classic", *,
                 on_lost: Callable[[], object] | None = None) -> None:
        self._by_key: dict[str, discord.PartialEmoji] = {}
        self.palette = palette
        self._on_lost = on_lost
        self._root = self  # the set the views made by in_palette answer for

    @property
    def ready(self) -> bool:
        return bool(self._by_key)

    def get(self, code: str, chosen: str | None = None,
            palette: str | None = None) -> discord.PartialEmoji | None:
        """The emoji of a card (``"r5"``; a wild with its chosen colour), or None."""
        return self._by_key.get(emoji_key(code, chosen, palette or self.palette))

    def markup(self, code: str, chosen: str | None = None) -> str | None:
        """The card's emoji as message text (``<:uno_v1_r5:123>``), or None."""
        emoji = self.get(code, chosen)
        return None if emoji is None else str(emoji)

    def in_palette(self, palette: str) -> CardEmoji:
        """This set answering in ``palette``: a view for one message, made when it is drawn
        (it keeps the emoji the set had then)."""
        view = CardEmoji(palette)
        view._by_key = self._by_key
        view._root = self._root
        return view

    def fill(self, by_key: dict[str, discord.PartialEmoji]) -> None:
        self._by_key = dict(by_key)

    def clear(self) -> None:
        self._by_key = {}

    def lost(self) -> None:
        """Discord refused a message over one of these emoji (deleted while the bot runs,
        e.g. by hand): text labels from now on, and the set synced again in the
        background, which fills it once it is whole."""
        root = self._root
        if not root.ready:  # said and resyncing already
            return
        root.clear()
        log.warning("A card emoji was refused (deleted?): text labels until the set is "
                    "synced again")
        if root._on_lost is not None:
            root._on_lost()


@dataclass
class SyncResult:
    kept: int = 0
    uploaded: list[str] = field(default_factory=list)
    deleted: list[str] = field(default_factory=list)
    problem: str | None = None  # why the set is not in use, if it is not

    @property
    def complete(self) -> bool:
        return self.problem is None


def in_use(other: int, version: int) -> bool:
    """Whether a process may still draw with art version ``other`` while this one runs
    ``version``: the one before it (an upgrade rolls one version at a time) and any newer
    one (this process is the old one)."""
    return other >= version - 1


def _partial(emoji: discord.Emoji) -> discord.PartialEmoji:
    return discord.PartialEmoji(name=emoji.name, id=emoji.id, animated=emoji.animated)


async def sync_card_emoji(client: discord.Client, target: CardEmoji, *,
                          specs: Sequence[EmojiSpec] | None = None,
                          version: int = ART_VERSION,
                          render: Callable[[EmojiSpec], bytes] = emoji_png) -> SyncResult:
    """Bring the application's card emoji to `version` and fill `target` if all are there.

    Never raises for a Discord refusal or a drawing failure: it logs one warning and
    leaves `target` empty.  Safe to run at every start (idempotent).
    """
    wanted = list(specs if specs is not None else emoji_specs(version))
    wanted_names = {s.name for s in wanted}
    result = SyncResult()
    try:
        existing = await client.fetch_application_emojis()
        ours: dict[str, discord.Emoji] = {}
        for emoji in existing:
            other = version_of(emoji.name)
            if other is None or other != version and in_use(other, version):
                # not a card emoji (someone else's), or the set of a version that may still
                # run: during a rolling upgrade the previous version's processes draw
                # hands with theirs, and an older process restarting keeps a newer set
                continue
            if emoji.name in wanted_names and emoji.name not in ours:
                ours[emoji.name] = emoji
            else:  # an art version no longer run, a face we no longer draw, a duplicate
                await emoji.delete()
                result.deleted.append(emoji.name)
        result.kept = len(ours)
        for spec in wanted:
            if spec.name in ours:
                continue
            image = await asyncio.to_thread(render, spec)
            try:
                ours[spec.name] = await client.create_application_emoji(name=spec.name,
                                                                        image=image)
            except discord.HTTPException as exc:
                # Several processes of this bot (shards) start at once and upload the same
                # names: Discord refuses the second upload of a name. Take what is there.
                if exc.status != 400:
                    raise
                for emoji in await client.fetch_application_emojis():
                    if emoji.name in wanted_names and emoji.name not in ours:
                        ours[emoji.name] = emoji
                        result.kept += 1
                if spec.name not in ours:
                    raise
                continue
            result.uploaded.append(spec.name)
    except discord.HTTPException as exc:
        result.problem = f"Discord refused ({exc.status} {exc.text or exc})"
    except discord.RateLimited as exc:
        result.problem = f"rate limited for {exc.retry_after:.0f} s"
    except ArtError as exc:
        result.problem = f"cannot draw them ({exc})"
    if result.problem is not None:
        target.clear()
        log.warning("Card emoji unavailable, using text labels (retried at the next start): "
                    "%s; %d uploaded, %d deleted this time", result.problem,
                    len(result.uploaded), len(result.deleted))
        return result
    target.fill({s.key: _partial(ours[s.name]) for s in wanted})
    log.info("Card emoji ready: %d kept, %d uploaded, %d old deleted", result.kept,
             len(result.uploaded), len(result.deleted))
    return result
