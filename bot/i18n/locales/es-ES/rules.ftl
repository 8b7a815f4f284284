rules-preset = { $preset ->
    [official] Reglas oficiales
    [classic] Reglas clásicas
    [family] Reglas familiares
    [online] Reglas de estilo online
    [party] Reglas de fiesta
   *[custom] Reglas personalizadas
}{ $changed ->
    [true] , con cambios
   *[false] {""}
}
rules-deck-standard = Baraja: las 108 cartas de siempre.
rules-deck-blanks = Baraja: 112 cartas con cuatro cartas en blanco; { $effect ->
    [swap] una carta en blanco elige color e intercambia tu mano con la del jugador que elijas
    [shuffle] una carta en blanco elige color; luego se juntan todas las manos, se barajan y se reparten de nuevo
    [all_draw_one] una carta en blanco elige color y cada uno de los demás roba una carta
   *[none] una carta en blanco es un comodín normal (elige color)
}.
rules-wd4 = { $when ->
    [anytime] { -wild-draw-four }: en cualquier momento, incluso sobre una pila de robo.
    [no_playable] { -wild-draw-four }: solo cuando no tienes ninguna otra carta que jugar.
   *[official] { -wild-draw-four }: solo cuando no tienes ninguna carta del color en juego.
}
rules-challenge = { $on ->
    [true] El jugador al que le cae un { -wild-draw-four } puede desafiarlo: si se jugó sin derecho, quien lo jugó roba 4; si no, quien desafió roba 6.
   *[false] Un { -wild-draw-four } no se puede desafiar.
}
rules-forced = { $on ->
    [true] Si tienes una carta que se puede jugar, debes jugar (no puedes robar en su lugar).
   *[false] Puedes robar en lugar de jugar, aunque tengas una carta que sirva.
}
rules-after-draw = { $until ->
    [true] Sigues robando hasta que sale una carta que puedas jugar.
   *[false] Robas una carta.
} { $then ->
    [must_play_drawn] Si se puede jugar, debes jugarla enseguida.
    [play_any] Después puedes jugar cualquier carta que sirva, o pasar.
   *[may_play_drawn] Si se puede jugar, puedes jugarla enseguida o quedártela.
}
rules-stacking = { $on ->
    [true] Los robos se acumulan: a un +2 se responde con un +2 o un { -wild-draw-four }, a un { -wild-draw-four } con otro { -wild-draw-four }; el primero que no añade se las lleva todas.
   *[false] Los robos no se acumulan: un +2 o un { -wild-draw-four } se roba enseguida.
}
rules-uno = { $automatic ->
    [true] Pulsa UNO! al jugar tu penúltima carta; si no, robas { $count } cartas automáticamente.
   *[false] Pulsa UNO! al jugar tu penúltima carta; si no, cualquiera puede pillarte antes de que juegue el siguiente, y robas { $count } cartas.
}
rules-seven-o = Siete-Cero: un 7 intercambia tu mano con la del jugador que elijas; un 0 pasa todas las manos un asiento.
rules-jump-in = Cortar: puedes jugar fuera de tu turno una carta idéntica a la de arriba (mismo color y número o símbolo); el juego sigue desde ti.
rules-scoring = { $scoring ->
    [single_hand] Una sola mano: gana el primero que se quede sin cartas.
    [lowest_wins] Cada uno suma los puntos que le quedan en la mano; cuando alguien llega a { $target }, gana el total más bajo.
   *[winner_takes] Quien se queda sin cartas se anota los puntos de las demás manos; el primero en llegar a { $target } puntos gana la partida.
}
rules-title = **{ $preset }** · hasta { $max } jugadores
rules-how-to-change = -# El anfitrión las cambia en `/uno start` (`options:`, p. ej. `stacking=on jump_in=on`; las opciones se autocompletan).
rules-no-game = (Aquí no hay partida: estas son las reglas oficiales por defecto.)
