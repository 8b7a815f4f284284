# /uno leaderboard (public: the server's language) and /uno stats (the member's).
lb-title = 🏆 UNO leaderboard
lb-title-in = 🏆 UNO leaderboard — { $guild }
lb-empty = No games finished here yet — start one with /uno start
lb-no-page = There is no page { $page }; the last page is { $pages }.
lb-line = **{ $rank }.** { $player } — { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} · { $played } played · { $rate } · { $hands ->
    [one] { $hands } hand
   *[other] { $hands } hands
} · { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
# the leaderboard's order, inside "Sorted by …"
lb-sort = { $sort ->
    [rating] rating
    [points] points (all time)
    [hands] hands won (all time)
    [win_rate] win rate (all time)
   *[wins] wins (all time)
}
lb-footer = Sorted by { $sort } · page { $page }/{ $pages } · { $players ->
    [one] { $players } player
   *[other] { $players } players
}
# a win rate: $rate in percent, one decimal at most
win-rate = { NUMBER($rate, maximumFractionDigits: 1) }%
# a plain count, as this language writes numbers
number = { $n }
stats-title = UNO stats — { $name }
stats-none = { $player } hasn't finished a hand in this server yet.
stats-record = { $player }'s record in this server.
stats-rank = Rank (by wins)
stats-rank-of = #{ $rank } of { $ranked }
stats-won = Matches won
stats-played = Matches played
stats-rate = Win rate
stats-hands = Hands won
stats-points = Points scored

lb-empty-ratings = No rated hands here yet: every hand two or more people play to the end is rated. Start one with /uno start
lb-rating-means = *Rating: skill from every hand played against people (openskill, μ − 3σ, scaled): beating stronger players moves it most; newcomers start at 1,000 and are provisional until { $needed } hands.*
lb-what-counts = What counts
lb-counts = Hands count once they are played to the end, matches once they are finished: a stopped match counts only the hands finished before the stop.
lb-ratings-title = 🏆 UNO ratings · { $season }
lb-ratings-title-in = 🏆 UNO ratings — { $guild } · { $season }
lb-rating-line = **{ $place }.** { $player } — **{ $rating }** · { $hands ->
    [one] { $hands } hand
   *[other] { $hands } hands
}, { $wins } won
lb-rating-provisional = **·** { $player } — { $rating } · { $hands ->
    [one] { $hands } hand
   *[other] { $hands } hands
}, { $wins } won · provisional ({ $hands } of { $needed } hands)
lb-ratings-footer = Sorted by rating · page { $page }/{ $pages } · { $ranked ->
    [one] { $ranked } ranked player
   *[other] { $ranked } ranked players
}{ $provisional ->
    [0] {""}
   *[other] , { $provisional } provisional
}
season-all-time = All time
season-name = Season { $number }
season-since = Season { $number } (since { $since })
season-between = Season { $number } ({ $since } – { $until })
season-choice = { $season }{ $current ->
    [true] {" "}— current
   *[false] {""}
} · { $hands ->
    [one] { $hands } hand
   *[other] { $hands } hands
}
season-first = Season 1 (the current one)
stats-rating = Rating · { $season }
stats-trend-title = Trend
stats-trend = { $arrow } { $sign }{ $change } over the last { $hands ->
    [one] { $hands } hand
   *[other] { $hands } hands
}
stats-rated-hands = Rated hands
stats-rated-hands-value = { $hands } played · { $wins } won
stats-streak = Best streak
stats-streak-value = { $hands ->
    [one] { $hands } hand won in a row
   *[other] { $hands } hands won in a row
}
stats-rating-none = No rated hand this season yet.
stats-rating-provisional = { $rating } · provisional ({ $hands } of { $needed } hands)
stats-rating-value = **{ $rating }**
stats-rating-place = **{ $rating }** · #{ $place } of { $ranked }
stats-ai = Against AI players
stats-ai-none = No match against AI players only.
stats-ai-record = { $played ->
    [one] { $played } match played
   *[other] { $played } matches played
} · { $won } won (not counted in the matches above)
