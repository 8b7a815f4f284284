lobby-title = Sala de UNO
lobby-invite = Pulsa **Unirse** para jugar. El anfitrión puede añadir jugadores IA y pulsa **Empezar** con 2 a { $max } jugadores.
lobby-players = Jugadores ({ $count }/{ $max })
lobby-seat = { $number }. { $name }{ $host ->
    [true] {" "}(anfitrión)
   *[false] {""}
}
lobby-rules = Reglas
lobby-timer = { $seconds ->
    [0] sin límite de tiempo
   *[other] { $seconds } s por turno
}
lobby-head = { $preset } · { $target } puntos para ganar · { $timer }
lobby-head-one-hand = { $preset } · una sola mano · { $timer }
lobby-afk-cover = Relevo IA: una IA juega el turno de quien se quede sin tiempo
lobby-join = Unirse
lobby-leave = Salir
lobby-start = Empezar (anfitrión)
lobby-cancel = Cancelar (anfitrión)
lobby-add-ai = Añadir IA (anfitrión)
lobby-remove-ai = Quitar IA (anfitrión)
lobby-afk = { $on ->
    [true] Relevo IA: sí (anfitrión)
   *[false] Relevo IA: no (anfitrión)
}
ai-level = { $level ->
    [easy] Fácil
    [strong] Fuerte
   *[normal] Normal
}
table-title = UNO — mano { $hand }
table-title-ended = UNO — mano { $hand } (terminada)
table-top-card = Carta en juego: **{ $card }**
table-color = Color: **{ $color }** · Sentido: { $clockwise ->
    [true] ➡️ horario
   *[false] ⬅️ antihorario
}
table-turn = Turno: { $player }
table-pending = Robo pendiente: **{ $count }** cartas
table-catchable = { $count ->
    [one] { $players } tiene una carta y no dijo ¡UNO! Pulsa **Pillar**.
   *[other] { $players } tienen una carta y no dijeron ¡UNO! Pulsa **Pillar**.
}
table-hand-over = La mano ha terminado. La siguiente empieza enseguida.
table-players = Jugadores
table-last-moves = Últimas jugadas
table-footer = Mazo de robo: { $pile } · objetivo { $target } puntos
table-footer-timer = turno de { $seconds } s
table-turn-ends = El turno acaba { $when }
seat-line = { $mark }{ $name }: { cards-count } · { $points } ptos
seat-catchable = {" "}— ⚠️ una carta, sin decir ¡UNO!
seat-called = {" "}— 📣 **¡UNO!**
table-my-hand = Mi mano
table-catch = Pillar a { $player }
table-stop = Terminar (anfitrión)
table-next-hand = Siguiente mano
table-moved-down = La mesa ha bajado: había quedado enterrada bajo mensajes nuevos.
table-go-to = Ir a la mesa
results-final = Clasificación final
results-totals = Totales de la partida
results-line = { $rank }. { $name }: { $points } ptos
results-hand-title = Resultados de la mano { $hand }
results-went-out = { $points ->
    [0] **{ $winner }** se quedó sin cartas{ $with_card } y gana la mano { $hand }.
   *[other] **{ $winner }** se quedó sin cartas{ $with_card } y gana la mano { $hand }, que vale **{ $points }** puntos.
}
results-with = {" "}con **{ $card }**
results-in-hand = { $player } tenía { $points } puntos en la mano
results-next-in = La siguiente mano empieza en { $seconds } s, o cuando el anfitrión pulse **Siguiente mano**.
results-started = La mano { $hand } ha empezado: la mesa está justo debajo.
results-match-title = Fin de la partida
results-match-won = { $count ->
    [one] ¡{ $winners } ganó la partida! 🏆
   *[other] ¡{ $winners } ganaron la partida! 🏆
}
results-walkover = { $count ->
    [one] { $winners } ganó la partida por abandono: todos los demás se fueron. Queda registrada, pero no cuenta como partida ganada.
   *[other] { $winners } ganaron la partida por abandono: todos los demás se fueron. Queda registrada, pero no cuenta como partida ganada.
}
results-channel-free = El canal queda libre para una partida nueva.
results-went-out-last = **{ $player }** se quedó sin cartas{ $with_card }.
results-game-ended = Partida terminada
thread-name = UNO — partida de { $host }
thread-opened = 🎴 { $host } abrió una partida de UNO en { $thread }: únete allí.
thread-audit-reason = Aquí empezó una partida de UNO
thread-ended = 🎴 Partida de UNO en { $thread }: { $summary }
# the badges drawn on the table picture (short, capitals)
badge-winner = GANA
badge-catch = ¡PILLAR!
picture-nameless = Jugador { $seat }
