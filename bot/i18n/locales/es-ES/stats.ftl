lb-title = 🏆 Clasificación de UNO
lb-title-in = 🏆 Clasificación de UNO — { $guild }
lb-empty = Aún no ha terminado ninguna partida aquí: empieza una con /uno start
lb-no-page = No hay página { $page }; la última es la { $pages }.
lb-line = **{ $rank }.** { $player } — { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
} · { $played } jugadas · { $rate } · { $hands ->
    [one] { $hands } mano
   *[other] { $hands } manos
} · { $points ->
    [one] { $points } pto
   *[other] { $points } ptos
}
lb-sort = { $sort ->
    [rating] puntuación
    [points] puntos (histórico)
    [hands] manos ganadas (histórico)
    [win_rate] porcentaje de victorias (histórico)
   *[wins] victorias (histórico)
}
lb-footer = Ordenado por { $sort } · página { $page }/{ $pages } · { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}
win-rate = { NUMBER($rate, maximumFractionDigits: 1) } %
number = { $n }
stats-title = Estadísticas de UNO — { $name }
stats-none = { $player } aún no ha terminado ninguna mano en este servidor.
stats-record = El historial de { $player } en este servidor.
stats-rank = Puesto (por victorias)
stats-rank-of = n.º { $rank } de { $ranked }
stats-won = Partidas ganadas
stats-played = Partidas jugadas
stats-rate = Porcentaje de victorias
stats-hands = Manos ganadas
stats-points = Puntos anotados

lb-empty-ratings = Aún no hay manos puntuadas aquí: se puntúa cada mano que dos o más personas juegan hasta el final. Empieza una con /uno start
lb-rating-means = *Puntuación: el nivel según cada mano jugada contra personas (openskill, μ − 3σ, a escala): ganar a jugadores más fuertes es lo que más la mueve; los recién llegados empiezan en 1.000 y son provisionales hasta jugar { $needed } manos.*
lb-what-counts = Qué cuenta
lb-counts = Las manos cuentan cuando se juegan hasta el final, y las partidas cuando terminan: una partida detenida solo cuenta las manos terminadas antes de detenerla.
lb-ratings-title = 🏆 Puntuación de UNO · { $season }
lb-ratings-title-in = 🏆 Puntuación de UNO — { $guild } · { $season }
lb-rating-line = **{ $place }.** { $player } — **{ $rating }** · { $hands ->
    [one] { $hands } mano
   *[other] { $hands } manos
}, { $wins ->
    [one] { $wins } ganada
   *[other] { $wins } ganadas
}
lb-rating-provisional = **·** { $player } — { $rating } · { $hands ->
    [one] { $hands } mano
   *[other] { $hands } manos
}, { $wins ->
    [one] { $wins } ganada
   *[other] { $wins } ganadas
} · provisional ({ $hands } de { $needed } manos)
lb-ratings-footer = Ordenado por puntuación · página { $page }/{ $pages } · { $ranked ->
    [one] { $ranked } jugador clasificado
   *[other] { $ranked } jugadores clasificados
}{ $provisional ->
    [0] {""}
    [one] , { $provisional } provisional
   *[other] , { $provisional } provisionales
}
season-all-time = Histórico
season-name = Temporada { $number }
season-since = Temporada { $number } (desde el { $since })
season-between = Temporada { $number } ({ $since } – { $until })
season-choice = { $season }{ $current ->
    [true] {" "}— actual
   *[false] {""}
} · { $hands ->
    [one] { $hands } mano
   *[other] { $hands } manos
}
season-first = Temporada 1 (la actual)
stats-rating = Puntuación · { $season }
stats-trend-title = Tendencia
stats-trend = { $arrow } { $sign }{ $change } en { $hands ->
    [one] la última mano
   *[other] las últimas { $hands } manos
}
stats-rated-hands = Manos puntuadas
stats-rated-hands-value = { $hands ->
    [one] { $hands } jugada
   *[other] { $hands } jugadas
} · { $wins ->
    [one] { $wins } ganada
   *[other] { $wins } ganadas
}
stats-streak = Mejor racha
stats-streak-value = { $hands ->
    [one] { $hands } mano ganada seguida
   *[other] { $hands } manos ganadas seguidas
}
stats-rating-none = Aún no hay ninguna mano puntuada esta temporada.
stats-rating-provisional = { $rating } · provisional ({ $hands } de { $needed } manos)
stats-rating-value = **{ $rating }**
stats-rating-place = **{ $rating }** · n.º { $place } de { $ranked }
stats-ai = Contra jugadores IA
stats-ai-none = Ninguna partida solo contra jugadores IA.
stats-ai-record = { $played ->
    [one] { $played } partida jugada
   *[other] { $played } partidas jugadas
} · { $won ->
    [one] { $won } ganada
   *[other] { $won } ganadas
} (no cuentan en las partidas de arriba)
