lobby-joined = { $player } se unió.
lobby-empty = Todos se fueron; la sala está cerrada.
lobby-cancelled = El anfitrión canceló esta sala.
lobby-you-left = { $closed ->
    [true] Saliste; la sala está cerrada.
   *[false] Saliste de la sala.
}
ai-pick-level = ¿Qué nivel para el jugador IA? **Fácil** juega cualquier carta válida, **Normal** juega con sentido, **Fuerte** piensa por adelantado.
ai-pick-remove = ¿Qué jugador IA debe salir de la sala?
ai-sits-down = { $player } se sienta.
ai-add-another = ¿Añadir otro?
ai-left-lobby = { $player } salió de la sala.
ai-someone = El jugador IA
afk-cover-now = { $on ->
    [true] Relevo IA activado: cuando a un jugador se le acaba el tiempo del turno, una IA juega ese turno por él.
   *[false] Relevo IA desactivado: un turno que se agota roba y pasa.
}
afk-no-timer = (Esta partida no tiene límite de tiempo por turno, así que ningún turno se agota.)
stopped-by = { $player } terminó la partida.
stopped = La partida ha terminado; el canal queda libre para otra.
removed = Ya no estás en esta partida.
left-game = Dejaste la partida. Tus puntos quedan en el registro de la partida.
kicked = { $lobby ->
    [true] { $player } fue sacado de la sala.
   *[false] { $player } fue sacado de la partida.
}
removed-by-host = { $host } te sacó de la partida.
span = { $unit ->
    [hour] { $count ->
        [one] { $count } hora
       *[other] { $count } horas
    }
    [minute] { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    }
    [second] { $count ->
        [one] { $count } segundo
       *[other] { $count } segundos
    }
   *[moment] un momento
}
lobby-idle = Esta sala se cerró sola tras { span } sin empezar.
game-idle = La partida terminó: { span } sin jugadas. El canal queda libre para otra partida.
removed-inactive = ⏰ { $player } fue sacado por inactividad ({ $count } turnos perdidos seguidos).
removed-inactive-note = { $count ->
    [one] Te sacaron de la partida tras { $count } turno perdido.
   *[other] Te sacaron de la partida tras { $count } turnos perdidos seguidos.
}
only-ai = Solo quedaban jugadores IA, así que la partida terminó (sin ganador registrado). El canal queda libre para otra partida.
ping = { $player }, te toca.
ping-open-hand = Tu mensaje de mano dejó de actualizarse: abre tu mano con el botón de abajo.
turn-warning = ⏰ Tu turno acaba { $when }. Juega, o el temporizador seguirá la partida sin ti.
dm-turn = Te toca en UNO y la mesa te está esperando: { $link }
dm-closed = No pude enviarte un mensaje directo (tienes los MD cerrados para mí), así que los avisos de turno por MD están desactivados. Vuelve a activarlos con `/uno prefs`.
