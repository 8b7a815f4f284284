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
    [points] pontos
    [hands] mãos vencidas
    [win_rate] taxa de vitórias
   *[wins] vitórias
}
lb-footer = Ordenado por { $sort } · página { $page }/{ $pages } · { $players ->
    [one] { $players } jogador
   *[other] { $players } jogadores
}
win-rate = { NUMBER($rate, maximumFractionDigits: 1) }%
number = { $n }
stats-title = Estatísticas de UNO — { $name }
stats-none = { $player } ainda não jogou neste servidor.
stats-record = O histórico de { $player } neste servidor.
stats-rank = Posição (por vitórias)
stats-rank-of = #{ $rank } de { $ranked }
stats-won = Partidas vencidas
stats-played = Partidas jogadas
stats-rate = Taxa de vitórias
stats-hands = Mãos vencidas
stats-points = Pontos marcados
