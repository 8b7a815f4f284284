# The active rules in plain sentences (/uno rules, the lobby).
rules-preset = { $preset ->
    [official] Official rules
    [classic] Classic rules
    [family] Family rules
    [online] Online-style rules
    [party] Party rules
   *[custom] Custom rules
}{ $changed ->
    [true] , changed
   *[false] {""}
}
rules-deck-standard = Deck: the standard 108 cards.
rules-deck-blanks = Deck: 112 cards with four blank cards; { $effect ->
    [swap] a blank card names a color and swaps hands with a player you choose
    [shuffle] a blank card names a color, then all hands are gathered, shuffled and dealt out again
    [all_draw_one] a blank card names a color and every other player draws one card
   *[none] a blank card is a plain wild (name a color)
}.
rules-wd4 = { $when ->
    [anytime] { -wild-draw-four }: at any time, even on a draw stack.
    [no_playable] { -wild-draw-four }: only when you have no other card you can play.
   *[official] { -wild-draw-four }: only when you hold no card of the current color.
}
rules-challenge = { $on ->
    [true] A { -wild-draw-four } can be challenged by the player it hits: if it was played illegally its player draws 4 instead, otherwise the challenger draws 6.
   *[false] A { -wild-draw-four } cannot be challenged.
}
rules-forced = { $on ->
    [true] If a card of yours can be played, you must play one (no drawing instead).
   *[false] You may draw instead of playing, even when a card of yours fits.
}
rules-after-draw = { $until ->
    [true] You keep drawing until a card you can play comes.
   *[false] You draw one card.
} { $then ->
    [must_play_drawn] If it can be played you must play it at once.
    [play_any] Then you may play any card that fits, or pass.
   *[may_play_drawn] If it can be played you may play it at once, or keep it.
}
rules-stacking = { $on ->
    [true] Draw cards stack: a +2 can be answered with a +2 or a { -wild-draw-four }, a { -wild-draw-four } with a { -wild-draw-four }; the first player who doesn't add takes them all.
   *[false] Draw cards don't stack: a +2 or a { -wild-draw-four } is drawn at once.
}
rules-uno = { $automatic ->
    [true] Press UNO! when you play your next-to-last card; if you don't, you draw { $count } cards automatically.
   *[false] Press UNO! when you play your next-to-last card; if you don't, anyone can catch you before the next player moves, and you draw { $count } cards.
}
rules-seven-o = Seven-O: a 7 swaps your hand with a player you choose; a 0 passes every hand one seat along.
rules-jump-in = Jump-in: you can play out of turn a card identical to the top card (same color and number or symbol); play goes on from you.
rules-scoring = { $scoring ->
    [single_hand] One hand only: the first player to go out wins.
    [lowest_wins] Everyone adds the points left in their own hand; when someone reaches { $target }, the lowest total wins.
   *[winner_takes] The player who goes out scores the points left in the other hands; the first to { $target } points wins the match.
}
rules-title = **{ $preset }** · up to { $max } players
rules-how-to-change = -# The host changes them at `/uno start` (`options:`, e.g. `stacking=on jump_in=on`; the choices autocomplete).
rules-no-game = (No game here: these are the official defaults.)
