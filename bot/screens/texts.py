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
# the answer to a saved change could not be shown (never "it failed": it counts)
SAVED_UNSHOWN = ("Done: that counts, but I couldn't show it here. The table shows the game "
                 "as it is.")
# Discord failed an answer (a 5xx, a dropped connection, too late): whether anything was
# done is not known here, so the sentence claims neither
LOST_ANSWER = ("Discord didn't take my answer just now. The table shows where things stand; "
               "try again if you need to.")
