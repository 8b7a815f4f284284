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
    [rating] Wertung
    [points] Punkten (gesamt)
    [hands] gewonnenen Runden (gesamt)
    [win_rate] Siegquote (gesamt)
   *[wins] Siegen (gesamt)
}
lb-footer = Sortiert nach { $sort } · Seite { $page }/{ $pages } · { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
}
win-rate = { NUMBER($rate, maximumFractionDigits: 1) } %
number = { $n }
stats-title = UNO-Statistik — { $name }
stats-none = { $player } hat auf diesem Server noch keine Runde zu Ende gespielt.
stats-record = Die Bilanz von { $player } auf diesem Server.
stats-rank = Rang (nach Siegen)
stats-rank-of = Nr. { $rank } von { $ranked }
stats-won = Gewonnene Matches
stats-played = Gespielte Matches
stats-rate = Siegquote
stats-hands = Gewonnene Runden
stats-points = Erzielte Punkte

lb-empty-ratings = Hier gibt es noch keine gewerteten Runden: Jede Runde, die zwei oder mehr Menschen zu Ende spielen, wird gewertet. Starte ein Spiel mit /uno start
lb-rating-means = *Wertung: Spielstärke aus jeder Runde gegen Menschen (openskill, μ − 3σ, skaliert): Siege gegen Stärkere bewegen sie am meisten; Neue starten bei 1.000 und sind für die ersten { $needed } Runden vorläufig.*
lb-what-counts = Was zählt
lb-counts = Runden zählen, sobald sie zu Ende gespielt sind, Matches, sobald sie beendet sind: Ein abgebrochenes Match zählt nur die Runden, die vor dem Abbruch fertig waren.
lb-ratings-title = 🏆 UNO-Wertung · { $season }
lb-ratings-title-in = 🏆 UNO-Wertung — { $guild } · { $season }
lb-rating-line = **{ $place }.** { $player } — **{ $rating }** · { $hands ->
    [one] { $hands } Runde
   *[other] { $hands } Runden
}, { $wins } gewonnen
lb-rating-provisional = **·** { $player } — { $rating } · { $hands ->
    [one] { $hands } Runde
   *[other] { $hands } Runden
}, { $wins } gewonnen · vorläufig ({ $hands } von { $needed } Runden)
lb-ratings-footer = Sortiert nach Wertung · Seite { $page }/{ $pages } · { $ranked ->
    [one] { $ranked } platzierter Spieler
   *[other] { $ranked } platzierte Spieler
}{ $provisional ->
    [0] {""}
   *[other] , { $provisional } vorläufig
}
season-all-time = Gesamt
season-name = Saison { $number }
season-since = Saison { $number } (seit { $since })
season-between = Saison { $number } ({ $since } – { $until })
season-choice = { $season }{ $current ->
    [true] {" "}— aktuell
   *[false] {""}
} · { $hands ->
    [one] { $hands } Runde
   *[other] { $hands } Runden
}
season-first = Saison 1 (die aktuelle)
stats-rating = Wertung · { $season }
stats-trend-title = Trend
stats-trend = { $arrow } { $sign }{ $change } { $hands ->
    [one] in der letzten Runde
   *[other] in den letzten { $hands } Runden
}
stats-rated-hands = Gewertete Runden
stats-rated-hands-value = { $hands } gespielt · { $wins } gewonnen
stats-streak = Beste Serie
stats-streak-value = { $hands ->
    [one] { $hands } Runde in Folge gewonnen
   *[other] { $hands } Runden in Folge gewonnen
}
stats-rating-none = In dieser Saison noch keine gewertete Runde.
stats-rating-provisional = { $rating } · vorläufig ({ $hands } von { $needed } Runden)
stats-rating-value = **{ $rating }**
stats-rating-place = **{ $rating }** · Nr. { $place } von { $ranked }
stats-ai = Gegen KI-Spieler
stats-ai-none = Kein Match nur gegen KI-Spieler.
stats-ai-record = { $played ->
    [one] { $played } Match gespielt
   *[other] { $played } Matches gespielt
} · { $won } gewonnen (nicht bei den Matches oben mitgezählt)
