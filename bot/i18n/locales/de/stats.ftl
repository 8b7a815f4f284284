lb-title = 🏆 UNO-Rangliste
lb-title-in = 🏆 UNO-Rangliste — { $guild }
lb-empty = Hier ist noch kein Spiel zu Ende gegangen — starte eins mit /uno start
lb-no-page = Es gibt keine Seite { $page }; die letzte Seite ist { $pages }.
lb-line = **{ $rank }.** { $player } — { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
} · { $played } gespielt · { $rate } · { $hands ->
    [one] { $hands } Runde
   *[other] { $hands } Runden
} · { $points ->
    [one] { $points } Pkt.
   *[other] { $points } Pkt.
}
lb-sort = { $sort ->
    [points] Punkten
    [hands] gewonnenen Runden
    [win_rate] Siegquote
   *[wins] Siegen
}
lb-footer = Sortiert nach { $sort } · Seite { $page }/{ $pages } · { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
}
win-rate = { NUMBER($rate, maximumFractionDigits: 1) } %
number = { $n }
stats-title = UNO-Statistik — { $name }
stats-none = { $player } hat auf diesem Server noch nicht gespielt.
stats-record = Die Bilanz von { $player } auf diesem Server.
stats-rank = Rang (nach Siegen)
stats-rank-of = Nr. { $rank } von { $ranked }
stats-won = Gewonnene Matches
stats-played = Gespielte Matches
stats-rate = Siegquote
stats-hands = Gewonnene Runden
stats-points = Erzielte Punkte
