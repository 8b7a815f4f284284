# UNO's own words: the colours and the cards, as players call them.
-red = Red
-yellow = Yellow
-green = Green
-blue = Blue
-skip = Skip
-reverse = Reverse
-draw-two = Draw Two
-wild = Wild
-wild-draw-four = Wild Draw Four
-blank = Blank

# A colour as a label or on its own ("Red"); $color: red, yellow, green, blue.
color-name = { $color ->
    [red] { -red }
    [yellow] { -yellow }
    [green] { -green }
   *[blue] { -blue }
}
# A colour inside a sentence ("bob named red.").
color-word = { $color ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
}
# The colour in play while none is named yet (after a first Wild).
color-unnamed = (to be named)

# A card's name; $rank: 0-9, skip, reverse, draw2, wild, wild4, blank; $color as above.
card-name = { $rank ->
    [skip] { color-name } { -skip }
    [reverse] { color-name } { -reverse }
    [draw2] { color-name } { -draw-two }
    [wild] { -wild }
    [wild4] { -wild-draw-four }
    [blank] { -blank }
   *[other] { color-name } { $rank }
}
# A card's short face in the one-line list of a hand ("🟥 1 5 S  ⬛ W").
card-face = { $rank ->
    [skip] S
    [reverse] R
    [draw2] +2
    [wild] W
    [wild4] W+4
    [blank] Blank
   *[other] { $rank }
}
cards-none = (no cards)
# "1 card", "3 cards"
cards-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
# "a card", "3 cards" (in Last moves: "bob drew a card.")
cards-some = { $count ->
    [one] a card
   *[other] { $count } cards
}
