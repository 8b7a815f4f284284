# The public messages: the lobby, the table, the results (in the server's language).

## The lobby
lobby-title = UNO lobby
lobby-invite = Press **Join** to play. The host can add AI players and presses **Start** with 2 to { $max } players.
lobby-players = Players ({ $count }/{ $max })
lobby-seat = { $number }. { $name }{ $host ->
    [true] {" "}(host)
   *[false] {""}
}
lobby-rules = Rules
lobby-timer = { $seconds ->
    [0] no turn timer
   *[other] { $seconds } s per turn
}
lobby-head = { $preset } · { $target } points to win · { $timer }
lobby-head-one-hand = { $preset } · one hand · { $timer }
lobby-afk-cover = AFK cover: an AI plays the turn of a player whose time runs out
lobby-join = Join
lobby-leave = Leave
lobby-start = Start (host)
lobby-cancel = Cancel (host)
lobby-add-ai = Add AI (host)
lobby-remove-ai = Remove AI (host)
lobby-afk = { $on ->
    [true] AFK cover: on (host)
   *[false] AFK cover: off (host)
}
# the AI levels, on the buttons Add AI opens
ai-level = { $level ->
    [easy] Easy
    [strong] Strong
   *[normal] Normal
}

## The table
table-title = UNO — hand { $hand }
table-title-ended = UNO — hand { $hand } (ended)
table-top-card = Top card: **{ $card }**
table-color = Color: **{ $color }** · Direction: { $clockwise ->
    [true] ➡️ clockwise
   *[false] ⬅️ counter-clockwise
}
table-turn = Turn: { $player }
table-pending = Pending draw: **{ $count }** cards
# $players: the names, in bold, joined; $count: how many
table-catchable = { $count ->
    [one] { $players } has one card and didn't call UNO! Press **Catch**.
   *[other] { $players } have one card and didn't call UNO! Press **Catch**.
}
table-hand-over = The hand is over. The next hand starts soon.
table-players = Players
table-last-moves = Last moves
table-footer = Draw pile: { $pile } · target { $target } points
table-footer-timer = turn timer { $seconds }s
table-turn-ends = Turn ends { $when }
seat-line = { $mark }{ $name }: { cards-count } · { $points } pts
seat-catchable = {" "}— ⚠️ one card, no UNO! call
seat-called = {" "}— 📣 **UNO!**
table-my-hand = My hand
table-catch = Catch { $player }
table-stop = Stop (host)
table-next-hand = Next hand
table-moved-down = The table moved down: it was buried under newer messages.
table-go-to = Go to the table

## Results
results-final = Final standings
results-totals = Match totals
results-line = { $rank }. { $name }: { $points } pts
results-hand-title = Hand { $hand } results
results-went-out = { $points ->
    [0] **{ $winner }** went out{ $with_card } and wins hand { $hand }.
   *[other] **{ $winner }** went out{ $with_card } and wins hand { $hand } — worth **{ $points }** points.
}
# " with **🟥 Red 5**": the card a hand was won with
results-with = {" "}with **{ $card }**
results-in-hand = { $player } had { $points } points in hand
results-next-in = The next hand starts in { $seconds } s, or when the host presses **Next hand**.
results-started = Hand { $hand } has started: the table is just below.
results-match-title = Match over
results-match-won = { $count ->
   *[other] { $winners } won the match! 🏆
}
results-walkover = { $count ->
   *[other] { $winners } won the match by walkover: every other player left. It is recorded, but not counted as a match won.
}
results-channel-free = The channel is free for a new game.
results-went-out-last = **{ $player }** went out{ $with_card }.
results-game-ended = Game ended

## A game in its own thread: the thread's name, and the channel's one line for it
thread-name = UNO — { $host }'s game
thread-opened = 🎴 { $host } opened an UNO game in { $thread }: join it there.
# Why the bot opened the thread, in the server's audit log (moderators read it).
thread-audit-reason = A game of UNO started here
thread-ended = 🎴 UNO game in { $thread }: { $summary }
# the badges drawn on the table picture (short, capitals)
badge-winner = WINNER
badge-catch = CATCH!
# a name the pictures cannot draw at all (emoji or another script only): its seat's number
picture-nameless = Player { $seat }
