move-played = { $jump ->
    [true] { $player } cortó con { $card }.
   *[false] { $player } jugó { $card }.
}
move-played-named = { $jump ->
    [true] { $player } cortó con { $card } y eligió { color-word }.
   *[false] { $player } jugó { $card } y eligió { color-word }.
}
move-drew = { $why ->
    [penalty] { $player } robó { cards-some } (castigo de robo).
    [challenge] { $player } robó { cards-some } tras el desafío.
    [uno] { $player } robó { cards-some } por no decir UNO.
   *[other] { $player } robó { cards-some }.
}
move-drew-passed = { $player } robó { cards-some } y pasó.
move-drew-kept = { $player } robó { cards-some } y se la quedó.
move-drew-played = { $player } robó { cards-some } y jugó { $card }.
move-drew-lost-turn = { $player } robó { cards-some } y perdió el turno.
move-empty-draw = { $player } intentó robar, pero no quedaba nada que robar.
move-direction = { $clockwise ->
    [true] El juego sigue ahora en sentido horario.
   *[false] El juego sigue ahora en sentido antihorario.
}
move-rotated = { $clockwise ->
    [true] Cada mano pasó un asiento en sentido horario.
   *[false] Cada mano pasó un asiento en sentido antihorario.
}
move-stacked = La pila de robo suma ahora **{ $total }**: { $player } debe añadir una carta o robarlas todas.
move-hand = Mano { $hand }:
move-dealt = { move-hand } { $dealer } repartió; la primera carta es { $card }.
move-named = { $player } eligió { color-word }.
move-challenge = { $guilty ->
    [true] { $challenger } desafió el { -wild-draw-four } de { $challenged }: { $challenged } tenía una carta del color en juego, así que el desafío prosperó.
   *[false] { $challenger } desafió el { -wild-draw-four } de { $challenged }: { $challenged } no tenía ninguna carta del color en juego, así que el desafío fracasó.
}
move-challenge-playable = { $guilty ->
    [true] { $challenger } desafió el { -wild-draw-four } de { $challenged }: { $challenged } tenía otra carta que podía jugar, así que el desafío prosperó.
   *[false] { $challenger } desafió el { -wild-draw-four } de { $challenged }: { $challenged } no tenía ninguna otra carta que pudiera jugar, así que el desafío fracasó.
}
move-skipped = { $player } perdió el turno.
move-uno = ¡{ $player } dijo UNO!
move-caught = { $by } pilló a { $player } sin decir UNO: { $player } robó { cards-count }.
move-forgot = { $player } olvidó decir UNO y robó { cards-count }.
move-swapped = { $player } intercambió su mano con { $target }.
move-shuffled = { $player } barajó todas las manos y las volvió a repartir.
move-reshuffled = El descarte se barajó como nuevo mazo de robo ({ cards-count }).
move-kept = { $player } se quedó la carta robada.
move-passed = { $player } pasó.
move-went-out = { $points ->
    [0] { $winner } se quedó sin cartas y ganó la mano.
    [one] { $winner } se quedó sin cartas y ganó la mano ({ $points } punto).
   *[other] { $winner } se quedó sin cartas y ganó la mano ({ $points } puntos).
}
move-match-won = { $count ->
    [one] ¡{ $winners } ganó la partida!
   *[other] ¡{ $winners } ganaron la partida!
}
move-left = { $player } dejó la partida.
move-covered = 🤖 jugó por { $player } (se le acabó el tiempo):
nobody = Nadie
note-drew = Robaste { $cards }.
note-challenge = { $guilty ->
    [true] Tu desafío prosperó: { $player } tenía una carta del color en juego.
   *[false] Tu desafío fracasó: { $player } no tenía ninguna carta del color en juego.
}
note-challenge-playable = { $guilty ->
    [true] Tu desafío prosperó: { $player } tenía otra carta que podía jugar.
   *[false] Tu desafío fracasó: { $player } no tenía ninguna otra carta que pudiera jugar.
}
note-their-hand = Su mano: { $cards }.
own-uno = ¡Dijiste UNO!
own-caught = Pillaste a { $player } sin decir UNO: { $player } robó { cards-count }.
