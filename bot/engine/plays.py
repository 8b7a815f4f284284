"""Checking and resolving a card play (R8, R9, R13-R24, C1-C4, C6, C8)."""

from __future__ import annotations

from .cards import (
    CARD_COLOR,
    CARD_RANK,
    CARDS,
    COLOR_INDEX,
    COLORS,
    MATCHES,
    WILD,
    WILD4,
)
from .errors import (
    CardNotInHand,
    CardNotPlayable,
    ColorRequired,
    DecisionPending,
    IllegalWildDrawFour,
    TargetRequired,
)
from .game import (
    Events,
    Game,
    _CardPlayed,
    _ColorChosen,
    _DirectionReversed,
    _DrawStacked,
    _HandsRotated,
    _HandsShuffled,
    _HandsSwapped,
    _new,
    _PenaltyApplied,
    _PlayerSkipped,
    shuffle,
    turn_started,
)
from .state import COLOR, DRAWN, PLAY


class Plays(Game):
    __slots__ = ()

    # -- validation of a play ----------------------------------------------
    def _check_play(self, seat: int, c: int, color: str | None, target: int | None,
                    jump: bool) -> tuple[int, int]:
        """Full check of playing card ``c``; returns (color index, target seat)."""
        hand = self.hands[seat]
        if c not in hand:
            raise CardNotInHand()
        rules = self.rules
        if jump:
            pass  # can_jump_in was checked by the caller
        elif self.phase == COLOR:
            raise DecisionPending("Choose the color of the first card first.")
        elif self.phase == DRAWN:
            if c != self.drawn:
                if rules.after_draw != "play_any":
                    raise CardNotPlayable("After drawing you may only play the card you drew.")
                self._check_normal(c, hand)
        elif self.pending:
            if not self.stackable(c, hand):
                if c == WILD4 and rules.stacking:
                    raise IllegalWildDrawFour(
                        "You can't add that Wild Draw Four: you hold a card you could play.")
                if rules.stacking:
                    raise CardNotPlayable(
                        "You must add a draw card to the stack or take the cards.")
                if self.wd4_by is not None:
                    raise DecisionPending("Challenge the Wild Draw Four or take the cards.")
                raise DecisionPending("Take the cards first.")
        else:
            self._check_normal(c, hand)
        ci = -1
        if c >= WILD:
            ci = COLOR_INDEX.get(color, -1) if isinstance(color, str) else -1
            if ci < 0:
                raise ColorRequired()
        else:
            ci = CARD_COLOR[c]
        ts = -1
        if self.needs_target(c, len(hand)):
            if target is None or target == self.players[seat] or target not in self.players:
                raise TargetRequired("Choose another player to swap hands with.")
            ts = self.players.index(target)
        return ci, ts

    def _check_normal(self, c: int, hand: list[int]) -> None:
        if c >= WILD:
            # C1: an illegal Wild Draw Four is a bluff, accepted only where it can be
            # challenged.
            if (c == WILD4 and not self.wd4_legal(hand)
                    and not (self.rules.challenge_possible and len(hand) > 1)):
                raise IllegalWildDrawFour(self._wd4_reason())
            return
        if MATCHES[self.color * 16 + CARD_RANK[self.discard[-1]]][c]:
            return
        raise CardNotPlayable(
            f"{CARDS[c].label} doesn't match the {COLORS[self.color]} "
            f"{CARDS[self.discard[-1]].label if self.discard[-1] < WILD else 'wild'}."
        )

    def _wd4_reason(self) -> str:
        if self.rules.wd4 == "no_playable":
            return "You can only play a Wild Draw Four when you have no other playable card."
        return (f"You can only play a Wild Draw Four when you have no "
                f"{COLORS[self.color]} card.")

    # -- resolution of a play (R13-R24) ---------------------------------------
    def _resolve_play(self, seat: int, c: int, ci: int, ts: int, jump: bool) -> Events:
        players = self.players
        pid = players[seat]
        if self.catchable:
            self.catchable.clear()  # C6: the window closes
        if jump:
            self.current = seat
        hand = self.hands[seat]
        guilty = c == WILD4 and not self.wd4_legal(hand)
        hand.remove(c)
        self.discard.append(c)
        self.phase = PLAY
        self.drawn = -1
        self.color = ci
        ev: Events = [_new(_CardPlayed, (pid, CARDS[c], jump))]
        if c >= WILD:
            ev.append(_new(_ColorChosen, (pid, COLORS[ci])))
        rank = CARD_RANK[c]
        rules = self.rules
        if rank < 10 and len(hand) > 1 and not (rules.seven_o and (rank == 7 or rank == 0)):
            # fast path: a plain number card
            self.wd4_by = None
            cur = self.current = (seat + self.direction) % len(players)
            ev.append(turn_started(players[cur]))
            return ev
        if not hand:  # R24: going out
            self.uno_ok.discard(pid)
            if rank == 12 or rank == 14:
                self.pending += 2 if rank == 12 else 4
                victim = (seat + self.direction) % len(players)
                self._give(victim, self.pending, "penalty", ev)
            self._end_hand(seat, ev)
            return ev
        self.wd4_by = None
        exchanged = (rules.seven_o and (rank == 7 or rank == 0)
                     or rank == 15 and rules.blank_effect in ("swap", "shuffle"))
        # R18/R19: the UNO duty of a player whose own play left them one card (C6)
        if exchanged:
            self.uno_ok.clear()
        elif len(hand) == 1:
            if pid in self.uno_ok:
                self.uno_ok.discard(pid)
            elif rules.uno_penalty == "automatic":
                got = self._take(seat, rules.uno_penalty_cards, ev)
                ev.append(_PenaltyApplied(pid, len(got), "automatic"))
            else:
                self.catchable.append(pid)
        if rank < 10:
            if rules.seven_o and (rank == 7 or rank == 0):
                if rank == 7:
                    self._swap(seat, ts, ev)
                else:
                    self._rotate(ev)
            self._advance(1, ev)
        elif rank == 10:  # R13 Skip
            # (the turn moves inline here and below: self.current is seat; hot path)
            n = len(players)
            ev.append(_new(_PlayerSkipped, (players[(seat + self.direction) % n],)))
            cur = self.current = (seat + 2 * self.direction) % n
            ev.append(turn_started(players[cur]))
        elif rank == 11:  # R14 Reverse
            if len(players) == 2:
                ev.append(_new(_PlayerSkipped, (players[1 - seat],)))
                self._advance(2, ev)
            else:
                d = self.direction = -self.direction
                ev.append(_new(_DirectionReversed, (d,)))
                cur = self.current = (seat + d) % len(players)
                ev.append(turn_started(players[cur]))
        elif rank == 12 or rank == 14:  # R15 Draw Two / Wild Draw Four
            self.pending += 2 if rank == 12 else 4
            self.stack += 1
            if rank == 14 and self.stack == 1 and rules.challenge_possible:
                self.wd4_by = pid
                self.wd4_guilty = guilty
                self._advance(1, ev)
            elif rules.stacking:
                self._advance(1, ev)
                ev.append(_new(_DrawStacked, (players[self.current], self.pending)))
            else:
                self._penalize_next(ev)
        elif rank == 13:  # R16 Wild
            cur = self.current = (seat + self.direction) % len(players)
            ev.append(turn_started(players[cur]))
        else:  # blank (R2)
            eff = rules.blank_effect
            if eff == "swap":
                self._swap(seat, ts, ev)
            elif eff == "shuffle":
                self._shuffle_hands(seat, ev)
            elif eff == "all_draw_one":
                n = len(players)
                for k in range(1, n):
                    self._give((seat + self.direction * k) % n, 1, "effect", ev)
            self._advance(1, ev)
        return ev

    def _penalize_next(self, ev: Events) -> None:
        """The next player draws the pending total and loses the turn."""
        victim = (self.current + self.direction) % len(self.players)
        self._give(victim, self.pending, "penalty", ev)
        ev.append(_new(_PlayerSkipped, (self.players[victim],)))
        self.pending = 0
        self.stack = 0
        self._advance(2, ev)

    def _swap(self, seat: int, ts: int, ev: Events) -> None:
        h = self.hands
        h[seat], h[ts] = h[ts], h[seat]
        ev.append(_HandsSwapped(self.players[seat], self.players[ts]))

    def _rotate(self, ev: Events) -> None:
        h = self.hands
        self.hands = h[-1:] + h[:-1] if self.direction == 1 else h[1:] + h[:1]
        ev.append(_HandsRotated(self.direction))

    def _shuffle_hands(self, seat: int, ev: Events) -> None:
        pool = [c for hand in self.hands for c in hand]
        shuffle(pool, self.rnd)
        n = len(self.players)
        new: list[list[int]] = [[] for _ in range(n)]
        for i, c in enumerate(pool):
            new[(seat + 1 + i) % n].append(c)
        self.hands = new
        ev.append(_HandsShuffled(self.players[seat]))

    def _end_hand(self, seat: int, ev: Events) -> None:
        raise NotImplementedError  # provided by Match
