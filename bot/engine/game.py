"""Hand-level rules: checking and resolving one action (R8-R24).

``Game`` holds the state (``State``) and does the work; ``Match`` (match.py)
adds dealing, scoring across hands, leaving, timeouts, views and serialisation.
Every ``_do_*`` method validates completely before it mutates anything (I3).
"""

from __future__ import annotations

from . import actions as A
from . import events as E
from .cards import (
    CARD_COLOR,
    CARD_POINTS,
    CARD_RANK,
    CARDS,
    COLOR_INDEX,
    COLORS,
    MATCHES,
    WILD,
    WILD4,
)
from .errors import (
    CannotDraw,
    CannotPass,
    CardNotInHand,
    CardNotPlayable,
    ColorRequired,
    DecisionPending,
    FalseCatch,
    HandOver,
    IllegalWildDrawFour,
    InvalidAction,
    MatchOver,
    NotYourTurn,
    TargetRequired,
    UnknownPlayer,
    UnoError,
)
from .state import COLOR, DRAWN, HAND_OVER, MATCH_OVER, PLAY, State

Events = list[E.Event]
_new = tuple.__new__  # builds an event without the Python-level __new__ (hot path)


def shuffle(lst: list[int], rnd: object) -> None:
    """Fisher-Yates driven by ``rng.random`` (fast, deterministic, serialisable rng)."""
    r = rnd  # bound method rng.random
    for i in range(len(lst) - 1, 0, -1):
        j = int(r() * (i + 1))  # type: ignore[operator]
        lst[i], lst[j] = lst[j], lst[i]


class Game(State):
    __slots__ = ()

    # -- small helpers -----------------------------------------------------
    def seat_of(self, pid: int) -> int:
        try:
            return self.players.index(pid)
        except ValueError:
            raise UnknownPlayer() from None

    def _check_live(self) -> None:
        if self.phase >= HAND_OVER:
            if self.phase == MATCH_OVER:
                raise MatchOver()
            raise HandOver()

    def _advance(self, steps: int, ev: Events) -> None:
        self.current = (self.current + self.direction * steps) % len(self.players)
        ev.append(_new(E.TurnStarted, (self.players[self.current],)))

    def _reshuffle(self, ev: Events) -> bool:
        """R12: the discard pile under its top card becomes the draw pile."""
        d = self.discard
        if len(d) < 2:
            return False
        rest = d[:-1]
        del d[:-1]
        shuffle(rest, self.rnd)
        rest.extend(self.draw)  # draw is empty here; keep anything just in case
        self.draw = rest
        ev.append(E.Reshuffled(len(rest)))
        return True

    def _take(self, seat: int, n: int, ev: Events) -> list[int]:
        """Move up to ``n`` cards from the draw pile to a hand (C5: maybe fewer)."""
        if n == 1 and self.draw:
            c = self.draw.pop()
            self.hands[seat].append(c)
            self.uno_ok.discard(self.players[seat])
            return [c]
        got: list[int] = []
        while n > 0:
            draw = self.draw
            if not draw:
                if not self._reshuffle(ev):
                    break
                draw = self.draw
            k = n if n <= len(draw) else len(draw)
            part = draw[-k:]
            del draw[-k:]
            part.reverse()
            got.extend(part)
            n -= k
        if got:
            self.hands[seat].extend(got)
            self.uno_ok.discard(self.players[seat])
        return got

    def _give(self, seat: int, n: int, reason: str, ev: Events) -> int:
        got = self._take(seat, n, ev)
        ev.append(E.CardsDrawn(self.players[seat], len(got), reason,
                               tuple(CARDS[c] for c in got)))
        return len(got)

    def _close_window(self) -> None:
        if self.catchable:
            self.catchable.clear()

    # -- playability (C3) ----------------------------------------------------
    def wd4_legal(self, hand: list[int]) -> bool:
        """R9 as configured, for the hand as it is (the card itself still in it)."""
        mode = self.rules.wd4
        if mode == "anytime":
            return True
        col = self.color
        if mode == "official":
            for c in hand:  # noqa: SIM110 (hot path: plain loop is faster)
                if c < WILD and CARD_COLOR[c] == col:
                    return False
            return True
        top = CARD_RANK[self.discard[-1]]
        for c in hand:
            if c == WILD4:
                continue
            if c >= WILD or CARD_COLOR[c] == col or CARD_RANK[c] == top:
                return False
        return True

    def playable(self, c: int, hand: list[int]) -> bool:
        """Legal as a normal play (no pending draw), honest Wild Draw Four only."""
        if c == WILD4:
            return self.wd4_legal(hand)
        return MATCHES[self.color * 16 + CARD_RANK[self.discard[-1]]][c]

    def stackable(self, c: int, hand: list[int]) -> bool:
        """R15/C4: may ``c`` be added to the pending draw?"""
        if not self.rules.stacking:
            return False
        if c == WILD4:
            return self.wd4_legal(hand)
        return CARD_RANK[c] == 12 and CARD_RANK[self.discard[-1]] == 12

    def has_playable(self, hand: list[int]) -> bool:
        ok = MATCHES[self.color * 16 + CARD_RANK[self.discard[-1]]]
        for c in hand:  # noqa: SIM110
            if ok[c]:
                return True
        return WILD4 in hand and self.wd4_legal(hand)

    def needs_target(self, c: int, hand_len: int) -> bool:
        # C8: a last card has no effect
        return hand_len > 1 and c in self.target_ids

    def can_jump_in(self, seat: int, c: int) -> bool:
        """R22: identical to the top card, not a wild, at a plain moment of play."""
        if not self.rules.jump_in or self.phase != PLAY or c >= WILD:
            return False
        if c != self.discard[-1]:
            return False
        return not (self.pending and not (self.rules.stacking and CARD_RANK[c] == 12))

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
        if c in self.target_ids and len(hand) > 1:
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
        ev: Events = [_new(E.CardPlayed, (pid, CARDS[c], jump))]
        if c >= WILD:
            ev.append(_new(E.ColorChosen, (pid, COLORS[ci])))
        rank = CARD_RANK[c]
        rules = self.rules
        if rank < 10 and len(hand) > 1 and not (rules.seven_o and (rank == 7 or rank == 0)):
            # fast path: a plain number card
            self.wd4_by = None
            cur = self.current = (seat + self.direction) % len(players)
            ev.append(_new(E.TurnStarted, (players[cur],)))
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
        exchanged = rules.seven_o and (rank == 7 or rank == 0) or (
            rank == 15 and rules.blank_effect in ("swap", "shuffle"))
        # R18/R19: the UNO duty of a player whose own play left them one card (C6)
        if exchanged:
            self.uno_ok.clear()
        elif len(hand) == 1:
            if pid in self.uno_ok:
                self.uno_ok.discard(pid)
            elif rules.uno_penalty == "automatic":
                got = self._take(seat, rules.uno_penalty_cards, ev)
                ev.append(E.PenaltyApplied(pid, len(got), "automatic"))
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
            ev.append(E.PlayerSkipped(players[(seat + self.direction) % len(players)]))
            self._advance(2, ev)
        elif rank == 11:  # R14 Reverse
            if len(players) == 2:
                ev.append(E.PlayerSkipped(players[1 - seat]))
                self._advance(2, ev)
            else:
                self.direction = -self.direction
                ev.append(E.DirectionReversed(self.direction))
                self._advance(1, ev)
        elif rank == 12 or rank == 14:  # R15 Draw Two / Wild Draw Four
            self.pending += 2 if rank == 12 else 4
            self.stack += 1
            if rank == 14 and self.stack == 1 and rules.challenge_possible:
                self.wd4_by = pid
                self.wd4_guilty = guilty
                self._advance(1, ev)
            elif rules.stacking:
                self._advance(1, ev)
                ev.append(E.DrawStacked(players[self.current], self.pending))
            else:
                self._penalize_next(ev)
        elif rank == 13:  # R16 Wild
            self._advance(1, ev)
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
        ev.append(E.PlayerSkipped(self.players[victim]))
        self.pending = 0
        self.stack = 0
        self._advance(2, ev)

    def _swap(self, seat: int, ts: int, ev: Events) -> None:
        h = self.hands
        h[seat], h[ts] = h[ts], h[seat]
        ev.append(E.HandsSwapped(self.players[seat], self.players[ts]))

    def _rotate(self, ev: Events) -> None:
        h = self.hands
        self.hands = h[-1:] + h[:-1] if self.direction == 1 else h[1:] + h[:1]
        ev.append(E.HandsRotated(self.direction))

    def _shuffle_hands(self, seat: int, ev: Events) -> None:
        pool = [c for hand in self.hands for c in hand]
        shuffle(pool, self.rnd)
        n = len(self.players)
        new: list[list[int]] = [[] for _ in range(n)]
        for i, c in enumerate(pool):
            new[(seat + 1 + i) % n].append(c)
        self.hands = new
        ev.append(E.HandsShuffled(self.players[seat]))

    def _end_hand(self, seat: int, ev: Events) -> None:
        raise NotImplementedError  # provided by Match

    # -- the action handlers ------------------------------------------------------
    def _do_play(self, pid: int, a: A.PlayCard | A.JumpIn) -> Events:
        c = a.card.id
        seat = self.current
        # fast path: the player to act plays a matching coloured card (fully checked here)
        if (self.phase == PLAY and not self.pending and self.players[seat] == pid
                and c < WILD and c not in self.target_ids and c in self.hands[seat]
                and MATCHES[self.color * 16 + CARD_RANK[self.discard[-1]]][c]):
            hand = self.hands[seat]
            if c in self.plain_ids and len(hand) > 2:
                # a number card without effect, no UNO duty: just move on (R8)
                if self.catchable:
                    self.catchable.clear()  # C6
                hand.remove(c)
                self.discard.append(c)
                self.color = CARD_COLOR[c]
                players = self.players
                cur = self.current = (seat + self.direction) % len(players)
                return [_new(E.CardPlayed, (pid, CARDS[c], False)),
                        _new(E.TurnStarted, (players[cur],))]
            return self._resolve_play(seat, c, CARD_COLOR[c], -1, False)
        if self.phase >= HAND_OVER:
            self._check_live()
        jump = False
        if self.players[seat] != pid:
            seat = self.seat_of(pid)
            if not self.can_jump_in(seat, c):
                if isinstance(a, A.JumpIn):
                    if not self.rules.jump_in:
                        raise InvalidAction("Jump-in is not allowed in this game.")
                    if c not in self.hands[seat]:
                        raise CardNotInHand()
                    raise CardNotPlayable(
                        "You can only jump in with a card identical to the top card.")
                self._not_your_turn()
            jump = True
        ci, ts = self._check_play(seat, c, a.color, a.target, jump)
        return self._resolve_play(seat, c, ci, ts, jump)

    def _do_play_drawn(self, pid: int, a: A.PlayDrawn) -> Events:
        self._check_live()
        seat = self._my_turn(pid)
        if self.phase != DRAWN or self.drawn < 0:
            raise InvalidAction("You have no drawn card to play.")
        c = self.drawn
        ci, ts = self._check_play(seat, c, a.color, a.target, False)
        return self._resolve_play(seat, c, ci, ts, False)

    def _my_turn(self, pid: int) -> int:
        seat = self.current
        if self.players[seat] == pid:
            return seat
        self.seat_of(pid)  # UnknownPlayer first
        self._not_your_turn()
        return seat

    def _not_your_turn(self) -> None:
        if self.phase != PLAY or self.pending:
            raise DecisionPending(
                "It's not your turn: the game is waiting for another player's decision.")
        raise NotYourTurn()

    def _do_draw(self, pid: int, a: A.Draw) -> Events:
        seat = self.current
        rules = self.rules
        if (self.phase == PLAY and not self.pending and self.players[seat] == pid and self.draw
                and not rules.forced_play and not rules.draw_until_playable):
            # fast path: draw one card (R10/R11)
            if self.catchable:
                self.catchable.clear()  # C6
            c = self.draw.pop()
            hand = self.hands[seat]
            hand.append(c)
            self.uno_ok.discard(pid)
            ev: Events = [_new(E.CardsDrawn, (pid, 1, "draw", (CARDS[c],)))]
            if (self.wd4_legal(hand) if c == WILD4
                    else MATCHES[self.color * 16 + CARD_RANK[self.discard[-1]]][c]):
                self.phase = DRAWN
                self.drawn = c
            elif rules.after_draw == "play_any" and self.has_playable(hand):
                self.phase = DRAWN
            else:
                ev.append(_new(E.Passed, (pid,)))
                players = self.players
                cur = self.current = (seat + self.direction) % len(players)
                ev.append(_new(E.TurnStarted, (players[cur],)))
            return ev
        if self.phase >= HAND_OVER:
            self._check_live()
        seat = self._my_turn(pid)
        if self.phase == COLOR:
            raise DecisionPending("Choose the color of the first card first.")
        if self.phase == DRAWN:
            raise CannotDraw("You already drew this turn.")
        if self.pending:
            return self._do_accept(pid, A.ACCEPT)
        hand = self.hands[seat]
        if rules.forced_play and self.has_playable(hand):
            raise CannotDraw("You must play: you have a playable card.")
        ev = []
        if self.catchable:
            self.catchable.clear()
        if rules.draw_until_playable:
            got: list[int] = []
            while True:
                one = self._take(seat, 1, ev)
                if not one:
                    break
                got.extend(one)
                if self.playable(one[0], hand):
                    break
        else:
            got = self._take(seat, 1, ev)
        ev.append(_new(E.CardsDrawn, (pid, len(got), "draw", (CARDS[got[0]],) if len(got) == 1
                                      else tuple(CARDS[c] for c in got))))
        last = got[-1] if got else -1
        if last >= 0 and self.playable(last, hand):
            self.phase = DRAWN
            self.drawn = last
        elif rules.after_draw == "play_any" and self.has_playable(hand):
            self.phase = DRAWN
            self.drawn = -1
        else:
            ev.append(_new(E.Passed, (pid,)))
            self._advance(1, ev)
        return ev

    def must_play_now(self, seat: int) -> bool:
        """In the DRAWN phase: may the player not pass/keep?"""
        rules = self.rules
        if self.drawn >= 0 and (rules.after_draw == "must_play_drawn" or rules.forced_play):
            return True
        return (rules.after_draw == "play_any" and rules.forced_play
                and self.has_playable(self.hands[seat]))

    def _do_pass(self, pid: int, a: A.Pass | A.KeepDrawn) -> Events:
        self._check_live()
        seat = self._my_turn(pid)
        if self.phase != DRAWN:
            if self.phase == PLAY and not self.pending:
                raise CannotPass("Draw a card first (or play one).")
            raise CannotPass()
        if self.must_play_now(seat):
            raise CannotPass("You must play the playable card.")
        self.phase = PLAY
        self.drawn = -1
        ev: Events = [E.CardKept(pid) if isinstance(a, A.KeepDrawn) else E.Passed(pid)]
        self._advance(1, ev)
        return ev

    def _do_choose_color(self, pid: int, a: A.ChooseColor) -> Events:
        self._check_live()
        self._my_turn(pid)
        if self.phase != COLOR:
            raise InvalidAction("There is no color to choose now.")
        ci = COLOR_INDEX.get(a.color, -1) if isinstance(a.color, str) else -1
        if ci < 0:
            raise ColorRequired()
        self.color = ci
        self.phase = PLAY
        return [E.ColorChosen(pid, COLORS[ci])]

    def _do_call_uno(self, pid: int, a: A.CallUno) -> Events:
        self._check_live()
        seat = self.seat_of(pid)
        n = len(self.hands[seat])
        if pid in self.catchable:
            self.catchable.remove(pid)
        elif n == 2 and pid not in self.uno_ok:
            self.uno_ok.add(pid)
        elif pid in self.uno_ok:
            raise UnoError("You already called UNO.")
        elif n == 1 and self.rules.uno_penalty == "automatic":
            raise UnoError("Too late: call UNO before playing your next-to-last card.")
        else:
            raise UnoError("You can call UNO when you have two cards (or just played down "
                           "to one).")
        return [E.UnoCalled(pid)]

    def _do_catch(self, pid: int, a: A.Catch) -> Events:
        self._check_live()
        self.seat_of(pid)
        t = a.target
        if t == pid:
            raise FalseCatch("You can't catch yourself.")
        if t not in self.players:
            raise FalseCatch("That player is not in the game.")
        ts = self.players.index(t)
        if t not in self.catchable or len(self.hands[ts]) != 1:
            if len(self.hands[ts]) != 1:
                raise FalseCatch("That player has more than one card.")
            raise FalseCatch("That player is safe: they called UNO or the chance has passed.")
        self.catchable.remove(t)
        ev: Events = []
        got = self._take(ts, self.rules.uno_penalty_cards, ev)
        ev.append(E.PenaltyApplied(t, len(got), "caught", pid))
        return ev

    def _do_challenge(self, pid: int, a: A.Challenge) -> Events:
        self._check_live()
        seat = self._my_turn(pid)
        if self.phase != PLAY or not self.pending or self.wd4_by is None:
            raise InvalidAction("There is no Wild Draw Four to challenge.")
        ev: Events = []
        self._close_window()
        by = self.wd4_by
        bseat = self.players.index(by)
        guilty = self.wd4_guilty
        ev.append(E.ChallengeResult(pid, by, guilty,
                                    tuple(CARDS[c] for c in self.hands[bseat])))
        self.wd4_by = None
        if guilty:
            self._give(bseat, 4, "challenge", ev)
            self.pending = 0
            self.stack = 0
        else:
            self._give(seat, self.pending + 2, "challenge", ev)
            ev.append(E.PlayerSkipped(pid))
            self.pending = 0
            self.stack = 0
            self._advance(1, ev)
        return ev

    def _do_accept(self, pid: int, a: A.AcceptDraw) -> Events:
        self._check_live()
        seat = self._my_turn(pid)
        if self.phase != PLAY or not self.pending:
            raise InvalidAction("There are no cards to take.")
        ev: Events = []
        self._close_window()
        self._give(seat, self.pending, "penalty", ev)
        ev.append(E.PlayerSkipped(pid))
        self.pending = 0
        self.stack = 0
        self.wd4_by = None
        self._advance(1, ev)
        return ev

    # -- score helpers -------------------------------------------------------------
    def hand_points(self, seat: int) -> int:
        return sum(CARD_POINTS[c] for c in self.hands[seat])


HANDLERS = {
    A.PlayCard: Game._do_play,
    A.JumpIn: Game._do_play,
    A.PlayDrawn: Game._do_play_drawn,
    A.Draw: Game._do_draw,
    A.Pass: Game._do_pass,
    A.KeepDrawn: Game._do_pass,
    A.ChooseColor: Game._do_choose_color,
    A.CallUno: Game._do_call_uno,
    A.Catch: Game._do_catch,
    A.Challenge: Game._do_challenge,
    A.AcceptDraw: Game._do_accept,
}
