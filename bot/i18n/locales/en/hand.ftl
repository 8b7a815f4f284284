# A player's hand message (only they see it, in their language).
hand-title = Your hand — { cards-count }
hand-top = Top card: **{ $card }** · color { $color }
hand-over = The hand is over.
hand-name-color = **Name the color** for the first card.
hand-wd4-hits = { $stack ->
    [true] **A { -wild-draw-four } hits you**: challenge it, add a { -wild-draw-four } to the stack, or take { $count } cards.
   *[false] **A { -wild-draw-four } hits you**: challenge it, or take { $count } cards.
}
hand-stack = **Draw stack of { $count }**: add a draw card to it, or take { $count } cards.
hand-your-turn = **Your turn.**
hand-drew = You drew **{ $card }**.
hand-must-play-drawn = Play it: a drawn card that can be played must be played.
hand-play-or-keep = Play it or keep it.
hand-play-or-pass = Play a card or pass.
# $cards: the cards, joined with "or"
hand-jump-in = You can jump in with **{ $cards }** (press its card below).
hand-turn = { $can ->
    [play] **Your turn** — play a card (the rules say you must when one fits).
    [draw] **Your turn** — no card of yours fits: draw a card.
   *[both] **Your turn** — play a card or draw.
}
hand-elsewhere = {" "}· cards you can play are on page { $pages }.
hand-uno-now = Press **UNO!** now, before someone catches you ({ $count } cards).
hand-uno-two = { $automatic ->
    [true] Two cards left: press **UNO!** before you play, or { $count } penalty cards are added automatically.
   *[false] Two cards left: press **UNO!** before you play, or anyone can catch you for { $count } cards.
}
hand-others-turn = It's { $player }'s turn.
hand-page = Page { $page }/{ $pages } (◀ ▶ show the other cards)
hand-your-cards = Your cards: { $cards }
hand-card-drawn = { $label } (drawn)
hand-draw = Draw a card
hand-pass = Pass
hand-keep = Keep it
hand-challenge = Challenge
hand-take = Take { $count } cards
hand-previous = Previous
hand-next = Next
hand-back = Back
hand-pick-color = Choose the color for your **{ $card }**.
hand-pick-target = Choose the player to swap hands with for your **{ $card }**.
hand-moved = Your hand moved to a newer message.
hand-expiring = This message stops updating soon (Discord lets me update it for 15 minutes): press **My hand** or use `/uno hand` for a fresh one.
hand-game-over = This game is over.
hand-match-over = { $count ->
   *[other] The match is over: { $winners } won.
}
hand-caught = You were caught: you drew { $cards }.
