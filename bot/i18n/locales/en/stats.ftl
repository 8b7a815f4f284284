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
    [points] points
    [hands] hands won
    [win_rate] win rate
   *[wins] wins
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
stats-none = { $player } hasn't played yet in this server.
stats-record = { $player }'s record in this server.
stats-rank = Rank (by wins)
stats-rank-of = #{ $rank } of { $ranked }
stats-won = Matches won
stats-played = Matches played
stats-rate = Win rate
stats-hands = Hands won
stats-points = Points scored
