"""Refusals the tables say in more than one place (catalog keys: refusals.ftl), and the
rules engine's refusals in the player's language. (Those the game layer raises are in
bot/errors.py, beside UserError: the game layer sits below the screens.)"""

from __future__ import annotations

from typing import Final

from bot.engine import RuleError
from bot.engine import errors as R
from bot.i18n import Lang, Msg

DAMAGED_HAND = Msg("damaged-hand")
STALE = Msg("stale-hand")
GAME_OVER = "game-over"
RESUME_FAILED = Msg("resume-failed")
OPEN_FAILED = "open-failed"
NOT_IN_GAME = "not-in-game"


# /uno start with the server's threads on (plumbing/threads.py)
OPENING = "opening"


def lobby_waiting(thread_id: int) -> Msg:
    return Msg("lobby-waiting", thread=f"<#{thread_id}>")


def thread_locked(parent_id: int | None) -> Msg:
    return (Msg("thread-locked-start-in", parent=f"<#{parent_id}>") if parent_id
            else Msg("thread-locked"))


def thread_closed(parent_id: int | None) -> Msg:
    return (Msg("thread-closed-start-in", parent=f"<#{parent_id}>") if parent_id
            else Msg("thread-closed"))


def channel_lost(how: str, *, lobby: bool) -> Msg:
    """A game whose thread or channel a moderator took away (plumbing/lost_channels.py);
    ``how``: "locked", "archived" (and could not be reopened) or "deleted"."""
    return Msg("channel-lost", how=how, lobby=lobby)


# the answer to a saved change could not be shown (never "it failed": it counts)
SAVED_UNSHOWN = "saved-unshown"
# Discord failed an answer (a 5xx, a dropped connection, too late): whether anything was
# done is not known here, so the sentence claims neither
LOST_ANSWER = "lost-answer"

# The engine says why a move is refused in English (it is pure and speaks no other
# language): its fixed sentences have their key here, anything else the key of its kind.
_REASONS: Final[dict[str, str]] = {
    "The hand is over.": "rule-hand-over",
    "It's not that player's turn.": "rule-not-their-turn",
    "The hand is still being played.": "rule-hand-still-on",
    "You already called UNO.": "rule-uno-already",
    "Too late: call UNO before playing your next-to-last card.": "rule-uno-too-late",
    "You can call UNO when you have two cards (or just played down to one).":
        "rule-uno-when",
    "You can't catch yourself.": "rule-catch-yourself",
    "That player is not in the game.": "rule-catch-stranger",
    "That player has more than one card.": "rule-catch-more-cards",
    "That player is safe: they called UNO or the chance has passed.": "rule-catch-safe",
    "Choose the color of the first card first.": "rule-first-color",
    "You already drew this turn.": "rule-drew-already",
    "You must play: you have a playable card.": "rule-must-play",
    "Draw a card first (or play one).": "rule-draw-first",
    "You must play the playable card.": "rule-must-play-drawn",
    "There is no Wild Draw Four to challenge.": "rule-nothing-to-challenge",
    "There are no cards to take.": "rule-nothing-to-take",
    "That is not a card.": "not-a-card",
    "You have no drawn card to play.": "rule-no-drawn-card",
    "Jump-in is not allowed in this game.": "rule-no-jump-in",
    "You can only jump in with a card identical to the top card.": "rule-jump-identical",
    "You can't jump in now: the game is waiting for another player's decision.":
        "rule-jump-waiting",
    "You can't jump in while a draw penalty is waiting.": "rule-jump-penalty",
    "Choose another player to swap hands with.": "rule-swap-target",
    "After drawing you may only play the card you drew.": "rule-only-drawn",
    "You can't add that Wild Draw Four: you hold a card you could play.":
        "rule-wd4-stack-illegal",
    "You must add a draw card to the stack or take the cards.": "rule-stack-or-take",
    "Challenge the Wild Draw Four or take the cards.": "rule-challenge-or-take",
    "Take the cards first.": "rule-take-first",
    "It's not your turn: the game is waiting for another player's decision.":
        "rule-waiting-decision",
    "You can only play a Wild Draw Four when you have no other playable card.":
        "rule-wd4-no-playable",
}
# the most specific kind first (IllegalWildDrawFour is a CardNotPlayable)
_KINDS: Final[tuple[tuple[type[RuleError], str], ...]] = (
    (R.IllegalWildDrawFour, "rule-wd4-not-now"), (R.NotYourTurn, "rule-not-your-turn"),
    (R.UnknownPlayer, "rule-unknown-player"), (R.CardNotInHand, "rule-card-not-in-hand"),
    (R.CardNotPlayable, "rule-card-not-playable"), (R.ColorRequired, "rule-color-required"),
    (R.TargetRequired, "rule-target-required"),
    (R.DecisionPending, "rule-decision-pending"), (R.HandOver, "rule-hand-over"),
    (R.MatchOver, "rule-match-over"), (R.CannotDraw, "rule-cannot-draw"),
    (R.CannotPass, "rule-cannot-pass"), (R.UnoError, "rule-cannot-call-uno"),
    (R.FalseCatch, "rule-nobody-to-catch"), (R.TooManyPlayers, "rule-too-many-players"),
    (R.InvalidAction, "rule-not-possible"),
)


def rule_refusal(error: RuleError, lang: Lang) -> str:
    """The engine's refusal in ``lang``: its own sentence in English (the most precise:
    it names the cards), else the sentence of its kind."""
    if lang.code == "en":
        return error.reason
    key = _REASONS.get(error.reason) or next(
        (k for kind, k in _KINDS if isinstance(error, kind)), "rule-not-allowed")
    return lang(key)
