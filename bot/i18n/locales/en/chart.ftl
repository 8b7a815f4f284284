# The match chart (/uno match, the results): its words and the words drawn on it.
chart-axis = hand
chart-target = target { $target }
chart-target-above = target { $target }, above
chart-title = { $over ->
    [true] UNO match chart — final
   *[false] { $hands ->
        [one] UNO match chart — after { $hands } hand
       *[other] UNO match chart — after { $hands } hands
    }
}
chart-about = Each player's running total after every hand. { $picture ->
    [true] The dashed line is the target
   *[false] The target is
} **{ $target }** points: { $lowest_wins ->
    [true] the match ends when someone reaches it; the lowest total wins.
   *[false] the first to reach it wins the match.
}
