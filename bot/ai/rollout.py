"""The cheap policy that plays a guessed position to the end of the hand (every seat,
full information of the guess: it is the guess's own world)."""

from __future__ import annotations

import math
import random
from typing import Final

from bot.engine import (
    COLORS,
    AcceptDraw,
    Action,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    Draw,
    KeepDrawn,
    Match,
    Pass,
    PlayCard,
    PlayDrawn,
    PublicView,
    Rules,
    events,
)

from .cards import CARD as CARD_OF
from .cards import COLOR, HURTS, POINTS, RANK, WILD4, best_color

#: a rollout longer than this is cut and scored by cards left (never seen in practice)
MAX_STEPS: Final = 400
#: the weight of a card held in ``Policy.share``: fitted (maximum likelihood) to who won
#: normal-against-normal four-player hands (official) from the cards held at each step
SHARE_PER_CARD: Final = 0.3
EXPLORE: Final = 0.0
#: play action cards at a next player close to going out, as normal does
THREAT = True
#: as normal: facing only a bluffed Wild Draw Four to play, draw instead this often
BLUFF_DRAW: Final = 0.7
_WAIT: Final = (Draw, KeepDrawn, Pass, AcceptDraw)
CHALLENGE: Final = Challenge()
DRAW: Final = Draw()
ACCEPT: Final = AcceptDraw()
_SEVEN: Final = frozenset(i for i in range(52) if RANK[i] == "7")
_BLANK: Final = 54


def plain_turn(m: Match, pid: int) -> bool:
    """Is this a turn ``Policy.turn`` plays (from the playable cards)? Not a decision, a
    catch, or a hand of two (an UNO call may be due, R18): those go through
    ``legal_actions``."""
    return m.decision is None and not m.catchable and len(m.hand_of(pid)) != 2


class Policy:
    """The rollout policy for one table (rules and seats fixed during a rollout)."""

    __slots__ = ("players", "seven_o", "targets")

    def __init__(self, rules: Rules, players: list[int]) -> None:
        self.players = players
        self.seven_o = rules.seven_o
        targets: set[int] = set()
        if rules.seven_o:
            targets |= _SEVEN
        if rules.deck == "with_blanks" and rules.blank_effect == "swap":
            targets.add(_BLANK)
        self.targets = frozenset(targets)

    def _target(self, m: Match, pid: int) -> int:
        others = [p for p in self.players if p != pid]
        return min(others, key=lambda p: len(m.hand_of(p)))

    def _exchanged(self, m: Match, pid: int, seven: bool) -> int:
        """Cards in the hand a Seven-O 7 (from the leader) or 0 would bring."""
        table: PublicView = m.public_view()
        seats = table.players
        if seven:
            return min(s.cards for s in seats if s.player != pid)
        ids = [s.player for s in seats]
        return seats[(ids.index(pid) - table.direction) % len(ids)].cards

    def _complete(self, m: Match, pid: int, card: int, hand: list[int],
                  drawn: bool = False) -> Action:
        """Playing ``card`` (the card just drawn if ``drawn``), its color and target
        filled in."""
        color = best_color(hand, card) if card >= 52 else None
        target = self._target(m, pid) if card in self.targets and len(hand) > 1 else None
        if drawn:
            return PlayDrawn(color, target)
        return PlayCard(CARD_OF[card], color, target)

    def _previous(self, pid: int, direction: int) -> int:
        players = self.players
        return players[(players.index(pid) - direction) % len(players)]

    def _threat(self, m: Match, pid: int, direction: int) -> bool:
        """Is the next player close to going out (two cards or fewer)?"""
        players = self.players
        nxt = players[(players.index(pid) + direction) % len(players)]
        return len(m.hand_of(nxt)) <= 2

    def pick(self, m: Match, pid: int, acts: list[Action], rnd: random.Random,
             direction: int = 1) -> Action:
        plays: list[PlayCard] = []
        drawn: PlayDrawn | None = None
        facing = challenge = False
        for a in acts:
            t = type(a)
            if t is PlayCard:
                plays.append(a)  # type: ignore[arg-type]
            elif t is CallUno or t is Catch:
                return a
            elif t is PlayDrawn:
                drawn = a  # type: ignore[assignment]
            elif t is ChooseColor:
                return ChooseColor(best_color(c.id for c in m.hand_of(pid)))
            elif t is AcceptDraw:
                facing = True
            elif t is Challenge:
                challenge = True
        if facing:  # as normal: stack the highest card, else challenge or take
            if plays:
                best = max(plays, key=lambda p: POINTS[p.card.id])
                return self._complete(m, pid, best.card.id, [c.id for c in m.hand_of(pid)])
            if challenge and len(m.hand_of(self._previous(pid, direction))) >= 3:
                return CHALLENGE
            return ACCEPT
        if drawn is not None:  # play the card just drawn
            if drawn.color is None and drawn.target is None:
                variants = [a for a in m.legal_actions(pid, True) if type(a) is PlayDrawn]
                if len(variants) > 1:
                    color = best_color(c.id for c in m.hand_of(pid))
                    for v in variants:
                        if v.color in (None, color):
                            return v
                return variants[0] if variants else drawn
            return drawn
        if not plays:
            for a in acts:
                if type(a) in _WAIT:
                    return a
            return acts[-1]
        return self._play(m, pid, [p.card.id for p in plays], rnd, direction)

    def turn(self, m: Match, pid: int, rnd: random.Random, direction: int = 1) -> Action:
        """``pick`` on a normal turn (no decision pending, no UNO call or catch due),
        from the playable cards: the same move, without building every action."""
        cards = [c.id for c in m.playable_cards(pid)]
        if not cards:
            return DRAW
        return self._play(m, pid, cards, rnd, direction)

    def _play(self, m: Match, pid: int, plays: list[int], rnd: random.Random,
              direction: int) -> Action:
        """The card to play among ``plays`` (or drawing rather than bluffing a Wild Draw
        Four, if the engine allows a draw now)."""
        if len(plays) == 1:
            cid = plays[0]
            if cid < 52 and cid not in self.targets:
                return PlayCard(CARD_OF[cid])
        hand = [c.id for c in m.hand_of(pid)]
        if rnd.random() < EXPLORE:
            p = plays[int(rnd.random() * len(plays))]
            return self._complete(m, pid, p, hand)
        counts = [0, 0, 0, 0]
        for c in hand:
            k = COLOR[c]
            if k >= 0:
                counts[k] += 1
        cur = m.current_color
        bluff = cur is not None and counts[COLORS.index(cur)] > 0
        threat = THREAT and any(RANK[p] in HURTS for p in plays) and \
            self._threat(m, pid, direction)
        best = plays[0]
        best_score = -1e9
        for cid in plays:
            k = COLOR[cid]
            if k < 0:
                s = -30.0
                if cid == WILD4:
                    s -= 210 if bluff else 10
            else:
                s = POINTS[cid] / 2 + 3 * counts[k] + (5 if RANK[cid] in HURTS else 0)
                if threat and RANK[cid] in HURTS:
                    s += 100
                if self.seven_o and RANK[cid] in ("7", "0") and len(hand) > 1:
                    s += 8 * (len(hand) - 1 - self._exchanged(m, pid, RANK[cid] == "7"))
            if s > best_score:
                best, best_score = cid, s
        if best == WILD4 and bluff and rnd.random() < BLUFF_DRAW \
                and m.check(pid, DRAW) is None:
            return DRAW
        return self._complete(m, pid, best, hand)

    def rollout(self, m: Match, me: int, rnd: random.Random, direction: int = 1,
                horizon: int = MAX_STEPS) -> float:
        """Play ``m`` out; 1.0 if ``me`` wins the hand, else 0.0. Cut after ``horizon``
        steps (and MAX_STEPS), it is scored by the cards each player holds (``share``)."""
        for _ in range(min(horizon, MAX_STEPS)):
            pid = m.to_act
            if pid is None:
                break
            if plain_turn(m, pid):
                move = self.turn(m, pid, rnd, direction)
            else:
                move = self.pick(m, pid, m.legal_actions(pid), rnd, direction)
            for e in m.apply(pid, move):
                if type(e) is events.DirectionReversed:
                    direction = e.direction
        if m.to_act is None:  # the hand is over
            end: PublicView = m.public_view()
            return 1.0 if end.hand_winner == me else 0.0
        return self.share(m, me)

    def share(self, m: Match, me: int) -> float:
        """``me``'s chance of winning the hand judged by the cards held: each player's
        weight exp(-SHARE_PER_CARD * cards), normalised."""
        weights = {p: math.exp(-SHARE_PER_CARD * len(m.hand_of(p))) for p in self.players}
        return weights[me] / sum(weights.values())
