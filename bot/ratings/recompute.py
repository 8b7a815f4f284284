"""Replaying a server's rated hands: the ratings they give, checked against the stored ones
(and, asked to, put in their place: after a change of the model, or to repair).

The replay applies each stored hand, in the order it was rated, with the same function
the write path used (``bot/ratings/model.rate``), starting from the model's defaults; the
floats come out bit for bit the same, so "the same ratings" means equal, not close.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.storage import Storage
from bot.storage.ratings import StoredRatings, replay


@dataclass(frozen=True, slots=True)
class Report:
    guild_id: int
    hands: int  # rated hands replayed
    ratings: int  # (season, player) ratings the replay gives
    differences: tuple[str, ...] = field(default=())  # what the stored ratings differ in
    written: bool = False  # the replay's ratings replaced the stored ones

    @property
    def same(self) -> bool:
        return not self.differences


async def recompute(storage: Storage, guild_id: int, *, write: bool = False) -> Report:
    """Replay the server's rated hands and compare the result with the stored ratings;
    ``write``: when they differ, store the replay's instead (refused, and reported as not
    written, if a hand was rated meanwhile: run it again)."""
    hands = await storage.ratings.stored_hands(guild_id)
    replayed = replay(hands)
    stored = await storage.ratings.stored(guild_id)
    differences = tuple(compare(stored, replayed))
    written = False
    if write and differences:
        written = await storage.ratings.replace(guild_id, replayed,
                                                hands[-1].seq if hands else 0)
    return Report(guild_id, len(hands), len(replayed.skills), differences, written)


def compare(stored: StoredRatings, replayed: StoredRatings) -> list[str]:
    """Each way the stored ratings differ from the replayed ones, in words."""
    out: list[str] = []
    for key in sorted(set(stored.skills) | set(replayed.skills)):
        season, user = key
        have, want = stored.skills.get(key), replayed.skills.get(key)
        if have != want:
            out.append(f"season {season}, player {user}: stored {have}, replayed {want}")
        elif stored.last_seq.get(key) != replayed.last_seq.get(key):
            out.append(f"season {season}, player {user}: last rated hand stored"
                       f" {stored.last_seq.get(key)}, replayed {replayed.last_seq.get(key)}")
    history = set(stored.history) ^ set(replayed.history)
    history |= {k for k in set(stored.history) & set(replayed.history)
                if stored.history[k] != replayed.history[k]}
    if history:
        out.append(f"{len(history)} entries of the rating history differ"
                   f" (e.g. season, player, hand {min(history)})")
    return out
