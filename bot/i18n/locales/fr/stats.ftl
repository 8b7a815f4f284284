lb-title = 🏆 Classement UNO
lb-title-in = 🏆 Classement UNO — { $guild }
lb-empty = Aucune partie terminée ici pour l'instant — lances-en une avec /uno start
lb-no-page = Il n'y a pas de page { $page } ; la dernière page est la { $pages }.
lb-line = **{ $rank }.** { $player } — { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
} · { $played } jouées · { $rate } · { $hands ->
    [one] { $hands } manche
   *[other] { $hands } manches
} · { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
lb-sort = { $sort ->
    [points] points
    [hands] manches gagnées
    [win_rate] taux de victoire
   *[wins] victoires
}
lb-footer = Trié par { $sort } · page { $page }/{ $pages } · { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}
win-rate = { NUMBER($rate, maximumFractionDigits: 1) } %
number = { $n }
stats-title = Statistiques UNO — { $name }
stats-none = { $player } n'a pas encore joué sur ce serveur.
stats-record = Le bilan de { $player } sur ce serveur.
stats-rank = Rang (par victoires)
stats-rank-of = n° { $rank } sur { $ranked }
stats-won = Parties gagnées
stats-played = Parties jouées
stats-rate = Taux de victoire
stats-hands = Manches gagnées
stats-points = Points marqués
