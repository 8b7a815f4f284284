# Refusals and apologies: what one player reads when something cannot be done (their
# language). Values: $value is what they typed (quoted), $choices the valid ones.

## Games and tables
no-game = There is no UNO game in this channel. Start one with `/uno start`.
damaged = This game could not be restored (its saved state is damaged), so it was closed. Start a new one with `/uno start`.
damaged-hand = This game was closed: its saved state is damaged.
save-failed = Sorry, I couldn't save that, so nothing changed. Please try again.
moved-away = This game is now run by another instance of the bot, so nothing changed here. Try again in a moment.
stale-hand = This hand was out of date — here is your current hand.
game-over = This game is over. Start a new one with `/uno start`.
resume-failed = This game could not be resumed after a restart (damaged state).
start-failed = Sorry, I couldn't start the game (storage error), so nothing changed. Please try again.
open-failed = Sorry, I couldn't open the lobby (storage error). Try again.
over = This game is over.
not-started = The game hasn't started yet: join the lobby and wait for Start.
not-playing = You're not playing in this game.
not-in-game = That player is not in this game.

## The error path
sorry = Sorry, something went wrong on my side. The game is intact; please try again.
storage-apology = Sorry, I couldn't reach my records just now, so nothing changed. Please try again in a moment.
no-dms = UNO is played in a server's text channel or thread, not in DMs.
no-permission = You don't have the permission to do that.
not-here = You can't use this command here.
guild-only = UNO records are kept per server — use this command in a server channel.
shard-elsewhere = Another copy of this bot looks after this server right now, so nothing changed. Please try again in a moment.

## Buttons
unknown-button = This button is not one I know.
unknown-button-hand = This button is not one I know. Use `/uno hand` for a fresh hand.
other-channel-button = That button belongs to a game in another channel.
broken-catch = That button is broken; use the table's Catch button.
not-a-color = That is not a color.
not-a-card = That is not a card.
done = Done.

## Host controls and the lobby
stop-not-allowed = Only the host or someone with Manage Channels can stop the game.
next-not-allowed = Only the host can deal the next hand (it also deals itself shortly).
kick-not-allowed = Only the host can kick a player.
kick-yourself = You can't kick yourself; use `/uno leave` or `/uno stop`.
already-started = The game has already started.
already-started-join-next = The game has already started; join the next one.
lobby-closed = This lobby is closed.
not-a-channel = UNO is played in a server's text channel or thread.
busy = There is already an UNO game in this channel. Join it, or the host (or someone with Manage Channels) can end it with `/uno stop`.
too-many-ai = This table allows at most { $max } players: you and { $ai } AI players at most.
already-playing = You are already playing. Press **My hand** to see your cards.
already-in-lobby = You are already in this lobby.
table-full = { $ai ->
    [true] The table is full ({ $max } players). The host can make room with **Remove AI**.
   *[false] The table is full ({ $max } players).
}
not-in-lobby = You are not in this lobby.
start-not-allowed = Only the host can start the game.
too-few-players = UNO needs at least 2 players: wait for someone to join, or press **Add AI**.
cancel-not-allowed = Only the host can cancel the lobby.
ai-not-allowed = Only the host can change the AI players and AFK cover.
not-an-ai-level = That is not an AI level.
broken-remove-ai = That button is broken; press Remove AI again.
no-ai = There is no AI player in this lobby.
ai-gone = That AI player is no longer in this lobby.

## Settings, preferences, options
settings-not-allowed = Only members with the **Manage Server** permission can view or change UNO settings.
bad-turn-timer = turn_timer must be 0 (off) or from { $min } to { $max } seconds, not { $value }.
bad-target = target must be from { $min } to { $max } points, not { $value }.
unknown-preset = Unknown preset { $value }; choose one of { $choices }.
option-without-name = Pick the option to change as well as its value.
target-as-option = Set the target with the target argument ({ $min } to { $max }).
unknown-option = Unknown option { $value }; options are { $choices }.
unknown-house-rule = Unknown house rule { $value }. Options: { $choices }.
# the values an option takes; $kind: int, bool or choice
option-allowed = { $kind ->
    [int] an integer from { $min } to { $max }
    [bool] on or off
   *[choice] { $choices }
}
option-needs-value = Give a value for { $name }: { option-allowed } (or default for the preset's value).
option-bad-value = { $kind ->
    [bool] Option { $name } must be on or off, not { $value }.
    [int] Option { $name } must be an integer from { $min } to { $max }, not { $value }.
   *[choice] Option { $name } cannot be { $value }; choose one of { $choices }.
}
prefs-need-both = Give both an option and a value (on, off or default), e.g. `/uno prefs option:high_contrast value:on`.
unknown-pref = Unknown preference { $value }; choose one of { $choices }.
pref-bad-value = { option-bad-value } Or use default.
unknown-sort = Unknown sort { $value }; choose one of { $choices }.
leaderboard-elsewhere = This leaderboard belongs to another server.
leaderboard-stale = This leaderboard is out of date — run /uno leaderboard again.
leaderboard-starting = The leaderboard is starting up; try again in a moment.
no-match = No UNO match has been played in this channel yet. Start one with `/uno start`.
no-hand-yet = No hand of this channel's match has finished yet: the chart starts after the first.

## The rules engine's refusals (a move the rules do not allow)
rule-not-allowed = That is not allowed right now.
rule-not-your-turn = It's not your turn.
rule-unknown-player = You are not playing in this game.
rule-card-not-in-hand = You don't have that card.
rule-card-not-playable = That card can't be played now.
rule-wd4-not-now = You can't play a { -wild-draw-four } now.
rule-color-required = Choose a color: red, yellow, green or blue.
rule-target-required = Choose another player for this card.
rule-decision-pending = A decision is pending first.
rule-hand-over = This hand is over.
rule-match-over = This match is over.
rule-cannot-draw = You can't draw now.
rule-cannot-pass = You can't pass now.
rule-cannot-call-uno = You can't call UNO now.
rule-nobody-to-catch = There is nobody to catch.
rule-not-possible = That action is not possible now.
rule-too-many-players = Too many players.
rule-not-their-turn = It's not that player's turn.
rule-hand-still-on = The hand is still being played.
rule-uno-already = You already called UNO.
rule-uno-too-late = Too late: call UNO before playing your next-to-last card.
rule-uno-when = You can call UNO when you have two cards (or just played down to one).
rule-catch-yourself = You can't catch yourself.
rule-catch-stranger = That player is not in the game.
rule-catch-more-cards = That player has more than one card.
rule-catch-safe = That player is safe: they called UNO or the chance has passed.
rule-first-color = Choose the color of the first card first.
rule-drew-already = You already drew this turn.
rule-must-play = You must play: you have a playable card.
rule-draw-first = Draw a card first (or play one).
rule-must-play-drawn = You must play the playable card.
rule-nothing-to-challenge = There is no { -wild-draw-four } to challenge.
rule-nothing-to-take = There are no cards to take.
rule-no-drawn-card = You have no drawn card to play.
rule-no-jump-in = Jump-in is not allowed in this game.
rule-jump-identical = You can only jump in with a card identical to the top card.
rule-jump-waiting = You can't jump in now: the game is waiting for another player's decision.
rule-jump-penalty = You can't jump in while a draw penalty is waiting.
rule-swap-target = Choose another player to swap hands with.
rule-only-drawn = After drawing you may only play the card you drew.
rule-wd4-stack-illegal = You can't add that { -wild-draw-four }: you hold a card you could play.
rule-stack-or-take = You must add a draw card to the stack or take the cards.
rule-challenge-or-take = Challenge the { -wild-draw-four } or take the cards.
rule-take-first = Take the cards first.
rule-waiting-decision = It's not your turn: the game is waiting for another player's decision.
rule-wd4-no-playable = You can only play a { -wild-draw-four } when you have no other playable card.

opening = A game is being opened in this channel right now: join it in a moment.
lobby-waiting = An UNO lobby is already waiting in { $thread }: join it there (its host can start it, or cancel it to free the channel).
thread-locked = This thread is locked, so no game can be played in it. Start one in another channel.
thread-locked-start-in = This thread is locked, so no game can be played in it. Start one in { $parent }.
thread-closed = I couldn't reopen this archived thread. Start a game in another channel.
thread-closed-start-in = I couldn't reopen this archived thread. Start a game in { $parent }.
channel-lost = { $how ->
    [locked] A moderator locked this game's thread
    [archived] This game's thread was archived and I couldn't reopen it
   *[deleted] This game's thread was deleted
}{ $lobby ->
    [true] , so the lobby closed.
   *[false] , so the game ended. Points of finished hands are kept.
}
saved-unshown = Done: that counts, but I couldn't show it here. The table shows the game as it is.
lost-answer = Discord didn't take my answer just now. The table shows where things stand; try again if you need to.
no-such-season = There is no season { $season } here: choose `current`, `all` (all time) or a season from 1 to { $current }.
season-needs-rating = Seasons rank players by rating; { $sort } counts all time. Leave out `season:` to sort by it.
unknown-season-choice = Unknown season choice; choose one of { $choices }.
