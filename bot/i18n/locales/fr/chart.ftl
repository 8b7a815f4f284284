chart-axis = manche
chart-target = objectif { $target }
chart-target-above = objectif { $target }, plus haut
chart-title = { $over ->
    [true] Graphique de la partie d'UNO — final
   *[false] { $hands ->
        [one] Graphique de la partie d'UNO — après { $hands } manche
       *[other] Graphique de la partie d'UNO — après { $hands } manches
    }
}
chart-about = Le total cumulé de chaque joueur après chaque manche. { $picture ->
    [true] La ligne pointillée est l'objectif,
   *[false] L'objectif est de
} **{ $target }** points : { $lowest_wins ->
    [true] la partie s'arrête quand quelqu'un l'atteint ; le total le plus bas gagne.
   *[false] le premier à l'atteindre gagne la partie.
}
