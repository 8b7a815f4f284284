# Around the table: the lobby's answers, host controls, timers, turn pings and notices.

## The lobby (answers to the member who acted)
lobby-joined = { $player } joined.
lobby-empty = Everybody left; the lobby is closed.
lobby-cancelled = The host cancelled this lobby.
lobby-you-left = { $closed ->
    [true] You left; the lobby is closed.
   *[false] You left the lobby.
}
ai-pick-level = Which level for the AI player? **Easy** plays any legal card, **Normal** plays sensibly, **Strong** thinks ahead.
ai-pick-remove = Which AI player should leave the lobby?
ai-sits-down = { $player } sits down.
ai-add-another = Add another?
ai-left-lobby = { $player } left the lobby.
ai-someone = The AI player
afk-cover-now = { $on ->
    [true] AFK cover is on: when a player's turn timer runs out, an AI plays that turn for them.
   *[false] AFK cover is off: an expired turn draws and passes.
}
afk-no-timer = (This game has no turn timer, so no turn runs out.)

## Stop, kick, leave
stopped-by = The game was stopped by { $player }.
stopped = The game is stopped; the channel is free for a new one.
removed = You are no longer in this game.
left-game = You left the game. Your points stay in the match record.
kicked = { $lobby ->
    [true] { $player } was removed from the lobby.
   *[false] { $player } was removed from the game.
}
removed-by-host = { $host } removed you from the game.

## Timers
# a length of time; $unit: hour, minute, second or moment
span = { $unit ->
    [hour] { $count ->
        [one] { $count } hour
       *[other] { $count } hours
    }
    [minute] { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
    [second] { $count ->
        [one] { $count } second
       *[other] { $count } seconds
    }
   *[moment] a moment
}
lobby-idle = This lobby closed itself after { span } without a start.
game-idle = The game ended: no move for { span }. The channel is free for a new game.
removed-inactive = ⏰ { $player } was removed for inactivity ({ $count } turns missed in a row).
removed-inactive-note = { $count ->
    [one] You were removed from the game after { $count } missed turn.
   *[other] You were removed from the game after { $count } missed turns in a row.
}
only-ai = Only AI players were left, so the match is over (no winner on record). The channel is free for a new game.

## Turn pings and notices
ping = { $player }, it's your turn.
ping-open-hand = Your hand message stopped updating: open your hand with the button below.
turn-warning = ⏰ Your turn ends { $when }. Make your move, or the timer moves the game on without you.
dm-turn = It's your turn in UNO, and the table is waiting for you: { $link }
dm-closed = I couldn't send you a direct message (your DMs are closed to me), so turn notices by DM are off now. Turn them on again with `/uno prefs`.
