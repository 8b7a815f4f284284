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
    [rating] cote
    [points] points (toutes saisons)
    [hands] manches gagnées (toutes saisons)
    [win_rate] taux de victoire (toutes saisons)
   *[wins] victoires (toutes saisons)
}
lb-footer = Trié par { $sort } · page { $page }/{ $pages } · { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}
win-rate = { NUMBER($rate, maximumFractionDigits: 1) } %
number = { $n }
stats-title = Statistiques UNO — { $name }
stats-none = { $player } n'a encore terminé aucune manche sur ce serveur.
stats-record = Le bilan de { $player } sur ce serveur.
stats-rank = Rang (par victoires)
stats-rank-of = n° { $rank } sur { $ranked }
stats-won = Parties gagnées
stats-played = Parties jouées
stats-rate = Taux de victoire
stats-hands = Manches gagnées
stats-points = Points marqués

lb-empty-ratings = Aucune manche classée ici pour l'instant : chaque manche que deux personnes ou plus jouent jusqu'au bout est classée. Lances-en une avec /uno start
lb-rating-means = *Cote : le niveau tiré de chaque manche jouée contre des personnes (openskill, μ − 3σ, mis à l'échelle) : battre des joueurs plus forts la fait le plus bouger ; les nouveaux commencent à 1 000 et sont provisoires jusqu'à { $needed } manches.*
lb-what-counts = Ce qui compte
lb-counts = Les manches comptent une fois jouées jusqu'au bout, les parties une fois terminées : une partie arrêtée ne compte que les manches terminées avant l'arrêt.
lb-ratings-title = 🏆 Cotes UNO · { $season }
lb-ratings-title-in = 🏆 Cotes UNO — { $guild } · { $season }
lb-rating-line = **{ $place }.** { $player } — **{ $rating }** · { $hands ->
    [one] { $hands } manche
   *[other] { $hands } manches
}, { $wins ->
    [one] { $wins } gagnée
   *[other] { $wins } gagnées
}
lb-rating-provisional = **·** { $player } — { $rating } · { $hands ->
    [one] { $hands } manche
   *[other] { $hands } manches
}, { $wins ->
    [one] { $wins } gagnée
   *[other] { $wins } gagnées
} · provisoire ({ $hands } sur { $needed } manches)
lb-ratings-footer = Trié par cote · page { $page }/{ $pages } · { $ranked ->
    [one] { $ranked } joueur classé
   *[other] { $ranked } joueurs classés
}{ $provisional ->
    [0] {""}
    [one] , { $provisional } provisoire
   *[other] , { $provisional } provisoires
}
season-all-time = Toutes saisons
season-name = Saison { $number }
season-since = Saison { $number } (depuis le { $since })
season-between = Saison { $number } ({ $since } – { $until })
season-choice = { $season }{ $current ->
    [true] {" "}— en cours
   *[false] {""}
} · { $hands ->
    [one] { $hands } manche
   *[other] { $hands } manches
}
season-first = Saison 1 (en cours)
stats-rating = Cote · { $season }
stats-trend-title = Tendance
stats-trend = { $arrow } { $sign }{ $change } { $hands ->
    [one] sur la dernière manche
   *[other] sur les { $hands } dernières manches
}
stats-rated-hands = Manches classées
stats-rated-hands-value = { $hands ->
    [one] { $hands } jouée
   *[other] { $hands } jouées
} · { $wins ->
    [one] { $wins } gagnée
   *[other] { $wins } gagnées
}
stats-streak = Meilleure série
stats-streak-value = { $hands ->
    [one] { $hands } manche gagnée d'affilée
   *[other] { $hands } manches gagnées d'affilée
}
stats-rating-none = Aucune manche classée cette saison pour l'instant.
stats-rating-provisional = { $rating } · provisoire ({ $hands } sur { $needed } manches)
stats-rating-value = **{ $rating }**
stats-rating-place = **{ $rating }** · n° { $place } sur { $ranked }
stats-ai = Contre des joueurs IA
stats-ai-none = Aucune partie contre des joueurs IA seulement.
stats-ai-record = { $played ->
    [one] { $played } partie jouée
   *[other] { $played } parties jouées
} · { $won ->
    [one] { $won } gagnée
   *[other] { $won } gagnées
} (non comptées dans les parties ci-dessus)
