chart-axis = mão
chart-target = meta { $target }
chart-target-above = meta { $target }, acima
chart-title = { $over ->
    [true] Gráfico da partida de UNO — final
   *[false] { $hands ->
        [one] Gráfico da partida de UNO — após { $hands } mão
       *[other] Gráfico da partida de UNO — após { $hands } mãos
    }
}
chart-about = O total acumulado de cada jogador após cada mão. { $picture ->
    [true] A linha tracejada é a meta,
   *[false] A meta é
} **{ $target }** pontos: { $lowest_wins ->
    [true] a partida acaba quando alguém a alcança; vence o menor total.
   *[false] o primeiro a alcançá-la vence a partida.
}
