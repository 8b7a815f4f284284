"""Sentences the tables say in more than one place."""

NO_GAME = "There is no UNO game in this channel. Start one with `/uno start`."
DAMAGED = ("This game could not be restored (its saved state is damaged), so it was closed. "
           "Start a new one with `/uno start`.")
DAMAGED_HAND = "This game was closed: its saved state is damaged."
SAVE_FAILED = "Sorry, I couldn't save that, so nothing changed. Please try again."
# the stored game is newer than this process's copy: another process of the bot runs it now
MOVED = ("This game is now run by another instance of the bot, so nothing changed here. "
         "Try again in a moment.")
STALE = "This hand was out of date — here is your current hand."
GAME_OVER = "This game is over. Start a new one with `/uno start`."
RESUME_FAILED = "This game could not be resumed after a restart (damaged state)."
START_FAILED = ("Sorry, I couldn't start the game (storage error), so nothing changed. "
                "Please try again.")
OPEN_FAILED = "Sorry, I couldn't open the lobby (storage error). Try again."
OVER = "This game is over."
NOT_STARTED = "The game hasn't started yet: join the lobby and wait for Start."
NOT_PLAYING = "You're not playing in this game."
NOT_IN_GAME = "That player is not in this game."

# /uno start with the server's threads on (plumbing/threads.py)
OPENING = "A game is being opened in this channel right now: join it in a moment."


def lobby_waiting(thread_id: int) -> str:
    return (f"An UNO lobby is already waiting in <#{thread_id}>: join it there (its host can "
            "start it, or cancel it to free the channel).")


def thread_locked(parent_id: int | None) -> str:
    where = f" in <#{parent_id}>" if parent_id else ""
    return f"This thread is locked, so no game can be played in it. Start one{where}."


def thread_closed(parent_id: int | None) -> str:
    where = f" in <#{parent_id}>" if parent_id else ""
    return f"I couldn't reopen this archived thread. Start a game{where}."


# a game whose thread or channel a moderator took away (plumbing/lost_channels.py)
KEPT = " Points of finished hands are kept."


def channel_lost(how: str, *, lobby: bool) -> str:
    """``how``: "locked", "archived" (and could not be reopened) or "deleted"."""
    what = {"locked": "A moderator locked this game's thread",
            "archived": "This game's thread was archived and I couldn't reopen it",
            "deleted": "This game's thread was deleted"}[how]
    return f"{what}, so the lobby closed." if lobby else f"{what}, so the game ended.{KEPT}"

# the answer to a saved change could not be shown (never "it failed": it counts)
SAVED_UNSHOWN = ("Done: that counts, but I couldn't show it here. The table shows the game "
                 "as it is.")
# Discord failed an answer (a 5xx, a dropped connection, too late): whether anything was
# done is not known here, so the sentence claims neither
LOST_ANSWER = ("Discord didn't take my answer just now. The table shows where things stand; "
               "try again if you need to.")
