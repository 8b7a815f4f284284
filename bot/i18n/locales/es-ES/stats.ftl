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
    [points] puntos
    [hands] manos ganadas
    [win_rate] porcentaje de victorias
   *[wins] victorias
}
lb-footer = Ordenado por { $sort } · página { $page }/{ $pages } · { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}
win-rate = { NUMBER($rate, maximumFractionDigits: 1) } %
number = { $n }
stats-title = Estadísticas de UNO — { $name }
stats-none = { $player } aún no ha jugado en este servidor.
stats-record = El historial de { $player } en este servidor.
stats-rank = Puesto (por victorias)
stats-rank-of = n.º { $rank } de { $ranked }
stats-won = Partidas ganadas
stats-played = Partidas jugadas
stats-rate = Porcentaje de victorias
stats-hands = Manos ganadas
stats-points = Puntos anotados
