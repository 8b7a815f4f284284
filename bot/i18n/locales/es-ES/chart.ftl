chart-axis = mano
chart-target = objetivo { $target }
chart-target-above = objetivo { $target }, más arriba
chart-title = { $over ->
    [true] Gráfico de la partida de UNO — final
   *[false] { $hands ->
        [one] Gráfico de la partida de UNO — tras { $hands } mano
       *[other] Gráfico de la partida de UNO — tras { $hands } manos
    }
}
chart-about = El total acumulado de cada jugador tras cada mano. { $picture ->
    [true] La línea discontinua es el objetivo,
   *[false] El objetivo es
} **{ $target }** puntos: { $lowest_wins ->
    [true] la partida acaba cuando alguien lo alcanza; gana el total más bajo.
   *[false] el primero en alcanzarlo gana la partida.
}
