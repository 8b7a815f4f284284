# The table's "Last moves": one line per move. $player and the other names are players;
# $card a card as the table shows it ("🟥 Red 5"); $color red, yellow, green or blue.
move-played = { $jump ->
    [true] { $player } jumped in with { $card }.
   *[false] { $player } played { $card }.
}
move-played-named = { $jump ->
    [true] { $player } jumped in with { $card } and named { color-word }.
   *[false] { $player } played { $card } and named { color-word }.
}
# $why: draw, penalty (a draw card), challenge, uno, effect
move-drew = { $why ->
    [penalty] { $player } drew { cards-some } (draw penalty).
    [challenge] { $player } drew { cards-some } after the challenge.
    [uno] { $player } drew { cards-some } for not calling UNO.
   *[other] { $player } drew { cards-some }.
}
move-drew-passed = { $player } drew { cards-some } and passed.
move-drew-kept = { $player } drew { cards-some } and kept it.
move-drew-played = { $player } drew { cards-some } and played { $card }.
move-drew-lost-turn = { $player } drew { cards-some } and lost the turn.
move-empty-draw = { $player } tried to draw, but there was nothing to draw.
move-direction = { $clockwise ->
    [true] Play now goes clockwise.
   *[false] Play now goes counter-clockwise.
}
move-rotated = { $clockwise ->
    [true] Every hand passed one seat clockwise.
   *[false] Every hand passed one seat counter-clockwise.
}
move-stacked = The draw stack is now **{ $total }**: { $player } must add to it or take it.
# how the line of a hand's deal begins (the table's Last moves start there)
move-hand = Hand { $hand }:
move-dealt = { move-hand } { $dealer } dealt; the first card is { $card }.
move-named = { $player } named { color-word }.
move-challenge = { $guilty ->
    [true] { $challenger } challenged { $challenged }'s { -wild-draw-four }: { $challenged } held a card of the colour in play, so the challenge worked.
   *[false] { $challenger } challenged { $challenged }'s { -wild-draw-four }: { $challenged } had no card of the colour in play, so the challenge failed.
}
move-challenge-playable = { $guilty ->
    [true] { $challenger } challenged { $challenged }'s { -wild-draw-four }: { $challenged } held another card they could play, so the challenge worked.
   *[false] { $challenger } challenged { $challenged }'s { -wild-draw-four }: { $challenged } had no other card they could play, so the challenge failed.
}
move-skipped = { $player } was skipped.
move-uno = { $player } called UNO!
move-caught = { $by } caught { $player } without UNO: { $player } drew { cards-count }.
move-forgot = { $player } forgot to call UNO and drew { cards-count }.
move-swapped = { $player } swapped hands with { $target }.
move-shuffled = { $player } shuffled all hands and dealt them out again.
move-reshuffled = The discard pile was shuffled into a new draw pile ({ cards-count }).
move-kept = { $player } kept the drawn card.
move-passed = { $player } passed.
move-went-out = { $points ->
    [0] { $winner } went out and won the hand.
    [one] { $winner } went out and won the hand ({ $points } point).
   *[other] { $winner } went out and won the hand ({ $points } points).
}
# $winners: their names ("alice and bob"), $count: how many
move-match-won = { $count ->
   *[other] { $winners } won the match!
}
move-left = { $player } left the game.
# an AFK player's turn played by the AI; the move follows on the next line
move-covered = 🤖 played for { $player } (their time ran out):
nobody = Nobody

# What only the player reads about their own move.
note-drew = You drew { $cards }.
note-challenge = { $guilty ->
    [true] Your challenge worked: { $player } held a card of the colour in play.
   *[false] Your challenge failed: { $player } had no card of the colour in play.
}
note-challenge-playable = { $guilty ->
    [true] Your challenge worked: { $player } held another card they could play.
   *[false] Your challenge failed: { $player } had no other card they could play.
}
note-their-hand = Their hand: { $cards }.
own-uno = You called UNO!
own-caught = You caught { $player } without UNO: { $player } drew { cards-count }.
