"""Matches, their players and hands, and the per-guild stats they feed (R25, R26)."""

from __future__ import annotations

import json
import time
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, cast

from bot.storage.backend import Database, Transaction
from bot.storage.errors import StorageError
from bot.storage.models import (
    HandRecord,
    HandResult,
    MatchEnd,
    MatchPlayer,
    MatchRecord,
    MatchStatus,
    from_json_object,
    to_json,
)

_STATS_UPSERT = (
    "INSERT INTO player_stats (guild_id, user_id, matches_played, matches_won, hands_won,"
    " points_scored) VALUES (?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (guild_id, user_id) DO UPDATE SET"
    " matches_played = player_stats.matches_played + excluded.matches_played,"
    " matches_won = player_stats.matches_won + excluded.matches_won,"
    " hands_won = player_stats.hands_won + excluded.hands_won,"
    " points_scored = player_stats.points_scored + excluded.points_scored"
)
_AI_RECORD_UPSERT = (
    "INSERT INTO player_stats (guild_id, user_id, ai_matches_played, ai_matches_won)"
    " VALUES (?, ?, ?, ?) ON CONFLICT (guild_id, user_id) DO UPDATE SET"
    " ai_matches_played = player_stats.ai_matches_played + excluded.ai_matches_played,"
    " ai_matches_won = player_stats.ai_matches_won + excluded.ai_matches_won"
)


class MatchRepository:
    def __init__(self, db: Database) -> None:
        self._db = db

    async def create_match(
        self,
        guild_id: int,
        channel_id: int,
        rules: Mapping[str, Any],
        target: int,
        players: Sequence[int],
        *,
        tx: Transaction | None = None,
    ) -> int:
        """Start a match; ``players`` in seat order. Returns the new match id."""
        if len(set(players)) != len(players):
            raise ValueError("a player cannot sit twice in one match")
        rules_json = to_json(dict(rules), "match rules")
        async with self._db.using(tx) as t:
            match_id = await t.execute_insert(
                "INSERT INTO matches (guild_id, channel_id, rules_json, target, status,"
                " winner_ids_json, created_at) VALUES (?, ?, ?, ?, 'active', '[]', ?)",
                (guild_id, channel_id, rules_json, target, time.time()),
            )
            await t.executemany(
                "INSERT INTO match_players (match_id, user_id, seat) VALUES (?, ?, ?)",
                [(match_id, user_id, seat) for seat, user_id in enumerate(players)],
            )
            # in id order, as every stats write: two transactions on PostgreSQL lock the
            # same rows in the same order and never deadlock
            await t.executemany(
                "INSERT INTO player_stats (guild_id, user_id) VALUES (?, ?)"
                " ON CONFLICT DO NOTHING",
                [(guild_id, user_id) for user_id in sorted(players)],
            )
        return match_id

    async def add_player(
        self, match_id: int, user_id: int, *, tx: Transaction | None = None
    ) -> None:
        """Seat one more player (next free seat) in an existing match."""
        async with self._db.using(tx) as t:
            guild_id = await self._guild_of(t, match_id)
            await t.execute(
                "INSERT INTO match_players (match_id, user_id, seat) VALUES (?, ?,"
                " (SELECT COALESCE(MAX(seat) + 1, 0) FROM match_players WHERE match_id = ?))",
                (match_id, user_id, match_id),
            )
            await t.execute(
                "INSERT INTO player_stats (guild_id, user_id) VALUES (?, ?)"
                " ON CONFLICT DO NOTHING",
                (guild_id, user_id),
            )

    async def record_hand(
        self,
        match_id: int,
        hand_number: int,
        winner_id: int | None,
        hand_points: Mapping[int, int],
        totals: Mapping[int, int],
        *,
        tx: Transaction | None = None,
    ) -> bool:
        """Write a finished hand, the players' running totals and hands won, and the
        guild stats (hands won, points scored), all in one transaction.

        Idempotent: recording the same (match, hand number) again changes nothing
        and returns False. Returns True when written.
        """
        return await self.record_hand_result(
            HandResult(match_id, hand_number, winner_id, hand_points, totals), tx=tx
        )

    async def record_hand_result(self, hand: HandResult, *, tx: Transaction | None = None) -> bool:
        """``record_hand`` taking a HandResult record."""
        results: dict[str, dict[str, Any]] = {
            str(user_id): {
                "points": int(hand.hand_points.get(user_id, 0)),
                "total": int(hand.totals[user_id]) if user_id in hand.totals else None,
            }
            for user_id in sorted(set(hand.hand_points) | set(hand.totals))
        }
        # the match chart's seats: each seat's place; an AI seat (no player on record) is
        # marked, named, and read back apart from the players (``hands``)
        for seat, (player, total) in enumerate(hand.seats):
            entry = results.get(str(player))
            if entry is None:
                entry = results[str(player)] = {"ai": True, "total": int(total),
                                                "name": hand.names.get(player, "")}
            entry["seat"] = seat
        hand_total = sum(int(p) for p in hand.hand_points.values())
        async with self._db.using(tx) as t:
            guild_id = await self._guild_of(t, hand.match_id)
            inserted = await t.execute(
                "INSERT INTO hands (match_id, hand_number, winner_id, points,"
                " results_json, played_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                (
                    hand.match_id,
                    hand.hand_number,
                    hand.winner_id,
                    hand_total,
                    to_json(results, "hand results"),
                    time.time(),
                ),
            )
            if not inserted:
                return False
            await t.executemany(
                "UPDATE match_players SET points = ? WHERE match_id = ? AND user_id = ?",
                [(int(total), hand.match_id, uid) for uid, total in hand.totals.items()],
            )
            players = set(hand.hand_points)
            if hand.winner_id is not None:
                await t.execute(
                    "UPDATE match_players SET hands_won = hands_won + 1"
                    " WHERE match_id = ? AND user_id = ?",
                    (hand.match_id, hand.winner_id),
                )
                players.add(hand.winner_id)
            await t.executemany(
                _STATS_UPSERT,
                [
                    (
                        guild_id,
                        uid,
                        0,
                        0,
                        1 if uid == hand.winner_id else 0,
                        int(hand.hand_points.get(uid, 0)),
                    )
                    for uid in sorted(players)
                ],
            )
        return True

    async def finish_match(
        self,
        match_id: int,
        winner_ids: Iterable[int],
        status: MatchStatus = "finished",
        *,
        tx: Transaction | None = None,
    ) -> bool:
        """Close an active match and update the guild stats in one transaction.

        ``finished``: every seated player (leavers included) gets a match played,
        each winner a match won (not in a walkover); a match against AI seats only
        (``vs_ai``) counts in the record against AI players instead. ``abandoned``
        (e.g. a game closed by the bot): the match is closed and nobody's stats change.
        Idempotent: closing a match that is no longer active returns False and changes
        nothing.
        """
        return await self.end_match(MatchEnd(match_id, tuple(winner_ids), status), tx=tx)

    async def end_match(self, end: MatchEnd, *, tx: Transaction | None = None) -> bool:
        """``finish_match`` taking a MatchEnd record."""
        if end.status not in ("finished", "abandoned"):
            raise ValueError(f"a match ends as 'finished' or 'abandoned', not {end.status!r}")
        winners = sorted(set(end.winner_ids))
        async with self._db.using(tx) as t:
            guild_id = await self._guild_of(t, end.match_id)
            changed = await t.execute(
                "UPDATE matches SET status = ?, winner_ids_json = ?, finished_at = ?,"
                " walkover = ? WHERE id = ? AND status = 'active'",
                (end.status, json.dumps(winners), time.time(), int(end.walkover),
                 end.match_id),
            )
            if not changed:
                return False
            if end.status == "finished":
                seated = {
                    int(r[0])
                    for r in await t.fetchall(
                        "SELECT user_id FROM match_players WHERE match_id = ?", (end.match_id,)
                    )
                }
                unknown = set(winners) - seated
                if unknown:
                    raise ValueError(f"winners not in the match: {sorted(unknown)}")
                if end.vs_ai:
                    await t.executemany(
                        _AI_RECORD_UPSERT,
                        [(guild_id, uid, 1, int(uid in winners)) for uid in sorted(seated)])
                    return True
                await t.executemany(
                    _STATS_UPSERT,
                    [
                        (guild_id, uid, 1, 1 if uid in winners and not end.walkover else 0,
                         0, 0)
                        for uid in sorted(seated)
                    ],
                )
        return True

    async def mark_player_left(
        self, match_id: int, user_id: int, *, tx: Transaction | None = None
    ) -> bool:
        """Flag a leaver; their points stay in the match record (R26). False if not seated."""
        async with self._db.using(tx) as t:
            changed = await t.execute(
                "UPDATE match_players SET has_left = 1 WHERE match_id = ? AND user_id = ?",
                (match_id, user_id),
            )
        return bool(changed)

    async def get_match(
        self, guild_id: int, match_id: int, *, tx: Transaction | None = None
    ) -> MatchRecord | None:
        """The match with its players, or None (also when it belongs to another guild)."""
        async with self._db.using(tx, write=False) as t:
            row = await t.fetchone(
                "SELECT id, guild_id, channel_id, rules_json, target, status, winner_ids_json,"
                " created_at, finished_at, walkover FROM matches WHERE id = ? AND guild_id = ?",
                (match_id, guild_id),
            )
            if row is None:
                return None
            player_rows = await t.fetchall(
                "SELECT user_id, seat, points, hands_won, has_left FROM match_players"
                " WHERE match_id = ? ORDER BY seat",
                (match_id,),
            )
        return MatchRecord(
            id=row["id"],
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            rules=from_json_object(row["rules_json"], "match rules"),
            target=row["target"],
            status=cast(MatchStatus, row["status"]),
            winner_ids=tuple(int(w) for w in json.loads(row["winner_ids_json"])),
            created_at=row["created_at"],
            finished_at=row["finished_at"],
            walkover=bool(row["walkover"]),
            players=tuple(
                MatchPlayer(
                    user_id=p["user_id"],
                    seat=p["seat"],
                    points=p["points"],
                    hands_won=p["hands_won"],
                    has_left=bool(p["has_left"]),
                )
                for p in player_rows
            ),
        )

    async def latest_match_id(
        self, guild_id: int, channel_id: int, *, active: bool = False,
        tx: Transaction | None = None
    ) -> int | None:
        """The newest match in a channel (/uno match), or with ``active`` the newest one
        still being played; None if there is none."""
        only_active = " AND status = 'active'" if active else ""
        async with self._db.using(tx, write=False) as t:
            value = await t.fetchval(
                "SELECT id FROM matches WHERE guild_id = ? AND channel_id = ?"
                f"{only_active} ORDER BY id DESC LIMIT 1",
                (guild_id, channel_id),
            )
        return None if value is None else int(value)

    async def totals(
        self, guild_id: int, match_id: int, *, tx: Transaction | None = None
    ) -> dict[int, int]:
        """Running totals by user id (empty if the match is unknown in this guild)."""
        async with self._db.using(tx, write=False) as t:
            rows = await t.fetchall(
                "SELECT p.user_id, p.points FROM match_players p"
                " JOIN matches m ON m.id = p.match_id"
                " WHERE p.match_id = ? AND m.guild_id = ? ORDER BY p.seat",
                (match_id, guild_id),
            )
        return {int(r[0]): int(r[1]) for r in rows}

    async def hands(
        self, guild_id: int, match_id: int, *, tx: Transaction | None = None
    ) -> list[HandRecord]:
        """The match's hands in order."""
        async with self._db.using(tx, write=False) as t:
            rows = await t.fetchall(
                "SELECT h.hand_number, h.winner_id, h.points, h.results_json, h.played_at"
                " FROM hands h JOIN matches m ON m.id = h.match_id"
                " WHERE h.match_id = ? AND m.guild_id = ? ORDER BY h.hand_number",
                (match_id, guild_id),
            )
        records = []
        for r in rows:
            results = from_json_object(r["results_json"], "hand results")
            players = {k: v for k, v in results.items() if not v.get("ai")}
            seated = sorted((v["seat"], int(k), v) for k, v in results.items()
                            if v.get("seat") is not None and v.get("total") is not None)
            records.append(
                HandRecord(
                    match_id=match_id,
                    hand_number=r["hand_number"],
                    winner_id=r["winner_id"],
                    points=r["points"],
                    hand_points={int(k): int(v["points"]) for k, v in players.items()},
                    totals={
                        int(k): int(v["total"])
                        for k, v in players.items()
                        if v.get("total") is not None
                    },
                    played_at=r["played_at"],
                    seats=tuple((pid, int(v["total"])) for _, pid, v in seated),
                    names={pid: str(v["name"]) for _, pid, v in seated if v.get("ai")},
                )
            )
        return records

    @staticmethod
    async def _guild_of(t: Transaction, match_id: int) -> int:
        guild_id = await t.fetchval("SELECT guild_id FROM matches WHERE id = ?", (match_id,))
        if guild_id is None:
            raise StorageError(f"match {match_id} does not exist")
        return int(guild_id)
