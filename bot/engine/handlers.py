"""One handler per action type; each validates fully before it mutates (I3)."""

from __future__ import annotations

from . import actions as A
from .cards import (
    CARD_COLOR,
    CARD_RANK,
    CARDS,
    COLOR_INDEX,
    COLORS,
    MATCHES,
    WILD,
    WILD4,
    Card,
)
from .errors import (
    CannotDraw,
    CannotPass,
    CardNotInHand,
    CardNotPlayable,
    ColorRequired,
    DecisionPending,
    FalseCatch,
    InvalidAction,
    NotYourTurn,
    UnoError,
)
from .game import (
    _ACCEPT,
    Events,
    _CardKept,
    _CardPlayed,
    _CardsDrawn,
    _ChallengeResult,
    _ColorChosen,
    _JumpIn,
    _KeepDrawn,
    _new,
    _Passed,
    _PenaltyApplied,
    _PlayerSkipped,
    _UnoCalled,
    turn_started,
)
from .plays import Plays
from .state import COLOR, DRAWN, HAND_OVER, PLAY


class Handlers(Plays):
    __slots__ = ()

    # -- the action handlers ------------------------------------------------------
    def _do_play(self, pid: int, a: A.PlayCard | A.JumpIn) -> Events:
        # getattr (Any): compiled code would type-check `a.card` as a Card on read
        card: object = getattr(a, "card", None)
        if type(card) is not Card:
            raise InvalidAction("That is not a card.")
        c = card.id
        seat = self.current
        hand = self.hands[seat]
        # fast path: the player to act plays a matching card (fully checked here:
        # MATCHES is False for Wild Draw Four, whose legality needs the whole hand)
        if (self.phase == PLAY and not self.pending and self.players[seat] == pid
                and c in hand and MATCHES[self.color * 16 + CARD_RANK[self.discard[-1]]][c]):
            if c in self.plain_ids and len(hand) > 2:
                # a number card without effect, no UNO duty: just move on (R8)
                if self.catchable:
                    self.catchable.clear()  # C6
                hand.remove(c)
                self.discard.append(c)
                self.color = CARD_COLOR[c]
                players = self.players
                cur = self.current = (seat + self.direction) % len(players)
                return [_new(_CardPlayed, (pid, CARDS[c], False)),
                        turn_started(players[cur])]
            if c not in self.target_ids:  # no target to check
                if c < WILD:
                    return self._resolve_play(seat, c, CARD_COLOR[c], -1, False)
                # a Wild or blank (Wild Draw Four never matches): only its color
                color = a.color
                ci = COLOR_INDEX.get(color, -1) if isinstance(color, str) else -1
                if ci >= 0:
                    return self._resolve_play(seat, c, ci, -1, False)
        if self.phase >= HAND_OVER:
            self._check_live()
        jump = False
        if self.players[seat] != pid:
            seat = self.seat_of(pid)
            if not self.can_jump_in(seat, c):
                if isinstance(a, _JumpIn):
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
        seat = self.current
        c = self.drawn
        if (self.phase == DRAWN and c >= 0 and self.players[seat] == pid and c < WILD
                and c not in self.target_ids and c in self.hands[seat]):
            # fast path: a drawn coloured card needing no target; _check_play would
            # only check it is in hand (its playability was judged when drawn)
            return self._resolve_play(seat, c, CARD_COLOR[c], -1, False)
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
            if self.uno_ok:
                self.uno_ok.discard(pid)
            ev: Events = [_new(_CardsDrawn, (pid, 1, "draw", (CARDS[c],)))]
            if (self.wd4_legal(hand) if c == WILD4
                    else MATCHES[self.color * 16 + CARD_RANK[self.discard[-1]]][c]):
                self.phase = DRAWN
                self.drawn = c
            elif rules.after_draw == "play_any" and self.has_playable(hand):
                self.phase = DRAWN
            else:
                ev.append(_new(_Passed, (pid,)))
                players = self.players
                cur = self.current = (seat + self.direction) % len(players)
                ev.append(turn_started(players[cur]))
            return ev
        if self.phase >= HAND_OVER:
            self._check_live()
        seat = self._my_turn(pid)
        if self.phase == COLOR:
            raise DecisionPending("Choose the color of the first card first.")
        if self.phase == DRAWN:
            raise CannotDraw("You already drew this turn.")
        if self.pending:
            return self._do_accept(pid, _ACCEPT)
        hand = self.hands[seat]
        if rules.forced_play and self.has_playable(hand):
            raise CannotDraw("You must play: you have a playable card.")
        ev = []
        self._close_window()
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
        ev.append(_new(_CardsDrawn, (pid, len(got), "draw", (CARDS[got[0]],) if len(got) == 1
                                      else tuple(CARDS[c] for c in got))))
        last = got[-1] if got else -1
        if last >= 0 and self.playable(last, hand):
            self.phase = DRAWN
            self.drawn = last
        elif rules.after_draw == "play_any" and self.has_playable(hand):
            self.phase = DRAWN
            self.drawn = -1
        else:
            ev.append(_new(_Passed, (pid,)))
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
        ev: Events = [_CardKept(pid) if isinstance(a, _KeepDrawn) else _Passed(pid)]
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
        return [_new(_ColorChosen, (pid, COLORS[ci]))]

    def _do_call_uno(self, pid: int, a: A.CallUno) -> Events:
        if self.phase >= HAND_OVER:
            self._check_live()
        seat = self.current
        if self.players[seat] != pid:  # usually the caller is the player to act
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
        return [_new(_UnoCalled, (pid,))]

    def _do_catch(self, pid: int, a: A.Catch) -> Events:
        self._check_live()
        self.seat_of(pid)
        t = a.target
        if t == pid:
            raise FalseCatch("You can't catch yourself.")
        if t not in self.players:
            raise FalseCatch("That player is not in the game.")
        ts = self.players.index(t)
        if len(self.hands[ts]) != 1:
            raise FalseCatch("That player has more than one card.")
        if t not in self.catchable:
            raise FalseCatch("That player is safe: they called UNO or the chance has passed.")
        self.catchable.remove(t)
        ev: Events = []
        got = self._take(ts, self.rules.uno_penalty_cards, ev)
        ev.append(_PenaltyApplied(t, len(got), "caught", pid))
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
        ev.append(_new(_ChallengeResult, (pid, by, guilty,
                                           tuple([CARDS[c] for c in self.hands[bseat]]))))
        self.wd4_by = None
        if guilty:
            self._give(bseat, 4, "challenge", ev)
        else:
            self._give(seat, self.pending + 2, "challenge", ev)
            ev.append(_new(_PlayerSkipped, (pid,)))
            self._advance(1, ev)
        self.pending = 0
        self.stack = 0
        return ev

    def _do_accept(self, pid: int, a: A.AcceptDraw) -> Events:
        self._check_live()
        seat = self._my_turn(pid)
        if self.phase != PLAY or not self.pending:
            raise InvalidAction("There are no cards to take.")
        ev: Events = []
        self._close_window()
        self._give(seat, self.pending, "penalty", ev)
        ev.append(_new(_PlayerSkipped, (pid,)))
        self.pending = 0
        self.stack = 0
        self.wd4_by = None
        self._advance(1, ev)
        return ev

