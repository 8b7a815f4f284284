hand-title = Tu mano — { cards-count }
hand-top = Carta en juego: **{ $card }** · color { $color }
hand-over = La mano ha terminado.
hand-name-color = **Elige el color** de la primera carta.
hand-wd4-hits = { $stack ->
    [true] **Te cae un { -wild-draw-four }**: desafíalo, añade otro { -wild-draw-four } a la pila o roba { $count } cartas.
   *[false] **Te cae un { -wild-draw-four }**: desafíalo o roba { $count } cartas.
}
hand-stack = **Pila de robo de { $count }**: añade una carta de robo o roba { $count } cartas.
hand-your-turn = **Tu turno.**
hand-drew = Robaste **{ $card }**.
hand-must-play-drawn = Juégala: una carta robada que se puede jugar debe jugarse.
hand-play-or-keep = Juégala o quédatela.
hand-play-or-pass = Juega una carta o pasa.
hand-jump-in = Puedes cortar con **{ $cards }** (pulsa su carta abajo).
hand-turn = { $can ->
    [play] **Tu turno**: juega una carta (las reglas obligan cuando una sirve).
    [draw] **Tu turno**: ninguna de tus cartas sirve, roba una carta.
   *[both] **Tu turno**: juega una carta o roba.
}
hand-elsewhere = {" "}· las cartas que puedes jugar están en la página { $pages }.
hand-uno-now = Pulsa **UNO!** ya, antes de que alguien te pille ({ $count } cartas).
hand-uno-two = { $automatic ->
    [true] Te quedan dos cartas: pulsa **UNO!** antes de jugar, o se te añadirán { $count } cartas de castigo automáticamente.
   *[false] Te quedan dos cartas: pulsa **UNO!** antes de jugar, o cualquiera podrá pillarte y robarás { $count } cartas.
}
hand-others-turn = Es el turno de { $player }.
hand-page = Página { $page }/{ $pages } (◀ ▶ muestran las demás cartas)
hand-your-cards = Tus cartas: { $cards }
hand-card-drawn = { $label } (robada)
hand-draw = Robar una carta
hand-pass = Pasar
hand-keep = Quedármela
hand-challenge = Desafiar
hand-take = Robar { $count } cartas
hand-previous = Anterior
hand-next = Siguiente
hand-back = Volver
hand-pick-color = Elige el color de tu **{ $card }**.
hand-pick-target = Elige con quién intercambiar la mano con tu **{ $card }**.
hand-moved = Tu mano pasó a un mensaje más nuevo.
hand-expiring = Este mensaje dejará de actualizarse pronto (Discord me deja actualizarlo durante 15 minutos): pulsa **Mi mano** o usa `/uno hand` para tener uno nuevo.
hand-game-over = Esta partida ha terminado.
hand-match-over = { $count ->
    [one] La partida ha terminado: ganó { $winners }.
   *[other] La partida ha terminado: ganaron { $winners }.
}
hand-caught = Te pillaron: robaste { $cards }.
