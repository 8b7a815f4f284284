lb-title = 🏆 Classificação de UNO
lb-title-in = 🏆 Classificação de UNO — { $guild }
lb-empty = Nenhuma partida terminou aqui ainda — comece uma com /uno start
lb-no-page = Não existe a página { $page }; a última é a { $pages }.
lb-line = **{ $rank }.** { $player } — { $wins ->
    [one] { $wins } vitória
   *[other] { $wins } vitórias
} · { $played } jogadas · { $rate } · { $hands ->
    [one] { $hands } mão
   *[other] { $hands } mãos
} · { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
lb-sort = { $sort ->
    [rating] pontuação
    [points] pontos (todos os tempos)
    [hands] mãos vencidas (todos os tempos)
    [win_rate] taxa de vitórias (todos os tempos)
   *[wins] vitórias (todos os tempos)
}
lb-footer = Ordenado por { $sort } · página { $page }/{ $pages } · { $players ->
    [one] { $players } jogador
   *[other] { $players } jogadores
}
win-rate = { NUMBER($rate, maximumFractionDigits: 1) }%
number = { $n }
stats-title = Estatísticas de UNO — { $name }
stats-none = { $player } ainda não terminou nenhuma mão neste servidor.
stats-record = O histórico de { $player } neste servidor.
stats-rank = Posição (por vitórias)
stats-rank-of = #{ $rank } de { $ranked }
stats-won = Partidas vencidas
stats-played = Partidas jogadas
stats-rate = Taxa de vitórias
stats-hands = Mãos vencidas
stats-points = Pontos marcados

lb-empty-ratings = Ainda não há mãos ranqueadas aqui: toda mão que duas ou mais pessoas jogam até o fim vale pontuação. Comece uma com /uno start
lb-rating-means = *Pontuação: a habilidade medida em cada mão jogada contra pessoas (openskill, μ − 3σ, em escala): vencer jogadores mais fortes é o que mais mexe nela; quem chega começa com 1.000 e fica provisório até jogar { $needed } mãos.*
lb-what-counts = O que conta
lb-counts = As mãos contam quando são jogadas até o fim, e as partidas quando terminam: uma partida interrompida conta só as mãos terminadas antes da interrupção.
lb-ratings-title = 🏆 Pontuação de UNO · { $season }
lb-ratings-title-in = 🏆 Pontuação de UNO — { $guild } · { $season }
lb-rating-line = **{ $place }.** { $player } — **{ $rating }** · { $hands ->
    [one] { $hands } mão
   *[other] { $hands } mãos
}, { $wins ->
    [one] { $wins } vencida
   *[other] { $wins } vencidas
}
lb-rating-provisional = **·** { $player } — { $rating } · { $hands ->
    [one] { $hands } mão
   *[other] { $hands } mãos
}, { $wins ->
    [one] { $wins } vencida
   *[other] { $wins } vencidas
} · provisório ({ $hands } de { $needed } mãos)
lb-ratings-footer = Ordenado por pontuação · página { $page }/{ $pages } · { $ranked ->
    [one] { $ranked } jogador classificado
   *[other] { $ranked } jogadores classificados
}{ $provisional ->
    [0] {""}
    [one] , { $provisional } provisório
   *[other] , { $provisional } provisórios
}
season-all-time = Todos os tempos
season-name = Temporada { $number }
season-since = Temporada { $number } (desde { $since })
season-between = Temporada { $number } ({ $since } – { $until })
season-choice = { $season }{ $current ->
    [true] {" "}— atual
   *[false] {""}
} · { $hands ->
    [one] { $hands } mão
   *[other] { $hands } mãos
}
season-first = Temporada 1 (a atual)
stats-rating = Pontuação · { $season }
stats-trend-title = Tendência
stats-trend = { $arrow } { $sign }{ $change } { $hands ->
    [one] na última mão
   *[other] nas últimas { $hands } mãos
}
stats-rated-hands = Mãos ranqueadas
stats-rated-hands-value = { $hands ->
    [one] { $hands } jogada
   *[other] { $hands } jogadas
} · { $wins ->
    [one] { $wins } vencida
   *[other] { $wins } vencidas
}
stats-streak = Melhor sequência
stats-streak-value = { $hands ->
    [one] { $hands } mão vencida seguida
   *[other] { $hands } mãos vencidas seguidas
}
stats-rating-none = Nenhuma mão ranqueada nesta temporada ainda.
stats-rating-provisional = { $rating } · provisória ({ $hands } de { $needed } mãos)
stats-rating-value = **{ $rating }**
stats-rating-place = **{ $rating }** · #{ $place } de { $ranked }
stats-ai = Contra jogadores de IA
stats-ai-none = Nenhuma partida só contra jogadores de IA.
stats-ai-record = { $played ->
    [one] { $played } partida jogada
   *[other] { $played } partidas jogadas
} · { $won ->
    [one] { $won } vencida
   *[other] { $won } vencidas
} (não contam nas partidas acima)
