"""Sentences the tables say in more than one place."""

NO_GAME = "There is no UNO game in this channel. Start one with `/uno start`."
DAMAGED = ("This game could not be restored (its saved state is damaged), so it was closed. "
           "Start a new one with `/uno start`.")
DAMAGED_HAND = "This game was closed: its saved state is damaged."
SAVE_FAILED = "Sorry, I couldn't save that move, so nothing changed. Please try again."
STALE = "This hand was out of date — here is your current hand."
GAME_OVER = "This game is over. Start a new one with `/uno start`."
RESUME_FAILED = "This game could not be resumed after a restart (damaged state)."
