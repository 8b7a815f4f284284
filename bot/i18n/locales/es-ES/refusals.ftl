no-game = No hay ninguna partida de UNO en este canal. Empieza una con `/uno start`.
damaged = No se pudo recuperar esta partida (su estado guardado está dañado), así que se cerró. Empieza otra con `/uno start`.
damaged-hand = Esta partida se cerró: su estado guardado está dañado.
save-failed = Lo siento, no pude guardar eso, así que no cambió nada. Vuelve a intentarlo.
moved-away = Ahora esta partida la lleva otra instancia del bot, así que aquí no cambió nada. Inténtalo de nuevo en un momento.
stale-hand = Esta mano estaba desactualizada; aquí tienes tu mano actual.
game-over = Esta partida ha terminado. Empieza otra con `/uno start`.
resume-failed = Esta partida no se pudo reanudar tras un reinicio (estado dañado).
start-failed = Lo siento, no pude empezar la partida (error de almacenamiento), así que no cambió nada. Vuelve a intentarlo.
open-failed = Lo siento, no pude abrir la sala (error de almacenamiento). Vuelve a intentarlo.
over = Esta partida ha terminado.
not-started = La partida aún no ha empezado: únete a la sala y espera a que empiece.
not-playing = No estás jugando en esta partida.
not-in-game = Ese jugador no está en esta partida.
sorry = Lo siento, algo falló por mi parte. La partida sigue intacta; vuelve a intentarlo.
storage-apology = Lo siento, ahora mismo no pude acceder a mis registros, así que no cambió nada. Inténtalo de nuevo en un momento.
no-dms = El UNO se juega en un canal de texto o un hilo de un servidor, no por mensaje directo.
no-permission = No tienes permiso para hacer eso.
not-here = Aquí no puedes usar este comando.
guild-only = Los registros de UNO son de cada servidor: usa este comando en un canal de un servidor.
shard-elsewhere = Ahora mismo otra copia de este bot se ocupa de este servidor, así que no cambió nada. Inténtalo de nuevo en un momento.
unknown-button = No conozco este botón.
unknown-button-hand = No conozco este botón. Usa `/uno hand` para ver tu mano de nuevo.
other-channel-button = Ese botón es de una partida de otro canal.
broken-catch = Ese botón no funciona; usa el botón Pillar de la mesa.
not-a-color = Eso no es un color.
not-a-card = Eso no es una carta.
done = Hecho.
stop-not-allowed = Solo el anfitrión o alguien con Gestionar canales puede terminar la partida.
next-not-allowed = Solo el anfitrión puede repartir la siguiente mano (también se reparte sola enseguida).
kick-not-allowed = Solo el anfitrión puede sacar a un jugador.
kick-yourself = No puedes sacarte a ti mismo; usa `/uno leave` o `/uno stop`.
already-started = La partida ya ha empezado.
already-started-join-next = La partida ya ha empezado; únete a la siguiente.
lobby-closed = Esta sala está cerrada.
not-a-channel = El UNO se juega en un canal de texto o un hilo de un servidor.
busy = Ya hay una partida de UNO en este canal. Únete, o el anfitrión (o alguien con Gestionar canales) puede terminarla con `/uno stop`.
too-many-ai = Esta mesa admite como mucho { $max } jugadores: tú y { $ai } jugadores IA como mucho.
already-playing = Ya estás jugando. Pulsa **Mi mano** para ver tus cartas.
already-in-lobby = Ya estás en esta sala.
table-full = { $ai ->
    [true] La mesa está llena ({ $max } jugadores). El anfitrión puede hacer sitio con **Quitar IA**.
   *[false] La mesa está llena ({ $max } jugadores).
}
not-in-lobby = No estás en esta sala.
start-not-allowed = Solo el anfitrión puede empezar la partida.
too-few-players = El UNO necesita al menos 2 jugadores: espera a que alguien se una o pulsa **Añadir IA**.
cancel-not-allowed = Solo el anfitrión puede cancelar la sala.
ai-not-allowed = Solo el anfitrión puede cambiar los jugadores IA y el relevo IA.
not-an-ai-level = Ese no es un nivel de IA.
broken-remove-ai = Ese botón no funciona; pulsa Quitar IA otra vez.
no-ai = No hay ningún jugador IA en esta sala.
ai-gone = Ese jugador IA ya no está en esta sala.
settings-not-allowed = Solo los miembros con el permiso **Gestionar servidor** pueden ver o cambiar los ajustes de UNO.
bad-turn-timer = turn_timer debe ser 0 (sin límite) o de { $min } a { $max } segundos, no { $value }.
bad-target = target debe ser de { $min } a { $max } puntos, no { $value }.
unknown-preset = Reglas predefinidas desconocidas: { $value }; elige entre { $choices }.
option-without-name = Indica también la opción que quieres cambiar, no solo su valor.
target-as-option = El objetivo se cambia con el argumento target (de { $min } a { $max }).
unknown-option = Opción desconocida: { $value }; las opciones son { $choices }.
unknown-house-rule = Regla de la casa desconocida: { $value }. Opciones: { $choices }.
option-allowed = { $kind ->
    [int] un número entero de { $min } a { $max }
    [bool] on u off
   *[choice] { $choices }
}
option-needs-value = Indica un valor para { $name }: { option-allowed } (o default para el valor de las reglas predefinidas).
option-bad-value = { $kind ->
    [bool] La opción { $name } debe ser on u off, no { $value }.
    [int] La opción { $name } debe ser un número entero de { $min } a { $max }, no { $value }.
   *[choice] La opción { $name } no puede ser { $value }; elige entre { $choices }.
}
prefs-need-both = Indica una opción y un valor (on, off o default), p. ej. `/uno prefs option:high_contrast value:on`.
unknown-pref = Preferencia desconocida: { $value }; elige entre { $choices }.
pref-bad-value = { option-bad-value } O usa default.
unknown-sort = Orden desconocido: { $value }; elige entre { $choices }.
leaderboard-elsewhere = Esta clasificación es de otro servidor.
leaderboard-stale = Esta clasificación está desactualizada: vuelve a usar /uno leaderboard.
leaderboard-starting = La clasificación se está preparando; inténtalo de nuevo en un momento.
no-match = Aún no se ha jugado ninguna partida de UNO en este canal. Empieza una con `/uno start`.
no-hand-yet = Aún no ha terminado ninguna mano de la partida de este canal: el gráfico empieza tras la primera.
rule-not-allowed = Eso no está permitido ahora.
rule-not-your-turn = No es tu turno.
rule-unknown-player = No estás jugando en esta partida.
rule-card-not-in-hand = No tienes esa carta.
rule-card-not-playable = Esa carta no se puede jugar ahora.
rule-wd4-not-now = Ahora no puedes jugar un { -wild-draw-four }.
rule-color-required = Elige un color: rojo, amarillo, verde o azul.
rule-target-required = Elige a otro jugador para esta carta.
rule-decision-pending = Primero hay una decisión pendiente.
rule-hand-over = Esta mano ha terminado.
rule-match-over = Esta partida ha terminado.
rule-cannot-draw = Ahora no puedes robar.
rule-cannot-pass = Ahora no puedes pasar.
rule-cannot-call-uno = Ahora no puedes decir UNO.
rule-nobody-to-catch = No hay nadie a quien pillar.
rule-not-possible = Esa acción no es posible ahora.
rule-too-many-players = Demasiados jugadores.
rule-not-their-turn = No es el turno de ese jugador.
rule-hand-still-on = La mano todavía se está jugando.
rule-uno-already = Ya dijiste UNO.
rule-uno-too-late = Demasiado tarde: di UNO antes de jugar tu penúltima carta.
rule-uno-when = Puedes decir UNO cuando tienes dos cartas (o acabas de quedarte con una).
rule-catch-yourself = No puedes pillarte a ti mismo.
rule-catch-stranger = Ese jugador no está en la partida.
rule-catch-more-cards = Ese jugador tiene más de una carta.
rule-catch-safe = Ese jugador está a salvo: dijo UNO o ya pasó la ocasión.
rule-first-color = Primero elige el color de la primera carta.
rule-drew-already = Ya robaste en este turno.
rule-must-play = Debes jugar: tienes una carta que se puede jugar.
rule-draw-first = Primero roba una carta (o juega una).
rule-must-play-drawn = Debes jugar la carta que se puede jugar.
rule-nothing-to-challenge = No hay ningún { -wild-draw-four } que desafiar.
rule-nothing-to-take = No hay cartas que robar.
rule-no-drawn-card = No tienes ninguna carta robada que jugar.
rule-no-jump-in = En esta partida no se puede cortar.
rule-jump-identical = Solo puedes cortar con una carta idéntica a la de arriba.
rule-jump-waiting = Ahora no puedes cortar: la partida espera la decisión de otro jugador.
rule-jump-penalty = No puedes cortar mientras hay un robo pendiente.
rule-swap-target = Elige a otro jugador con quien intercambiar la mano.
rule-only-drawn = Después de robar solo puedes jugar la carta que robaste.
rule-wd4-stack-illegal = No puedes añadir ese { -wild-draw-four }: tienes una carta que podrías jugar.
rule-stack-or-take = Debes añadir una carta de robo a la pila o robar las cartas.
rule-challenge-or-take = Desafía el { -wild-draw-four } o roba las cartas.
rule-take-first = Primero roba las cartas.
rule-waiting-decision = No es tu turno: la partida espera la decisión de otro jugador.
rule-wd4-no-playable = Solo puedes jugar un { -wild-draw-four } cuando no tienes ninguna otra carta que se pueda jugar.

opening = Se está abriendo una partida en este canal ahora mismo: únete en un momento.
lobby-waiting = Ya hay una sala de UNO esperando en { $thread }: únete allí (su anfitrión puede empezarla, o cancelarla para liberar el canal).
thread-locked = Este hilo está bloqueado, así que no se puede jugar en él. Empieza una partida en otro canal.
thread-locked-start-in = Este hilo está bloqueado, así que no se puede jugar en él. Empieza una partida en { $parent }.
thread-closed = No pude reabrir este hilo archivado. Empieza una partida en otro canal.
thread-closed-start-in = No pude reabrir este hilo archivado. Empieza una partida en { $parent }.
channel-lost = { $how ->
    [locked] Un moderador bloqueó el hilo de esta partida
    [archived] El hilo de esta partida se archivó y no pude reabrirlo
   *[deleted] El hilo de esta partida se borró
}{ $lobby ->
    [true] , así que la sala se cerró.
   *[false] , así que la partida terminó. Se conservan los puntos de las manos terminadas.
}
saved-unshown = Hecho: eso cuenta, pero no pude mostrarlo aquí. La mesa muestra la partida tal como está.
lost-answer = Discord no aceptó mi respuesta hace un momento. La mesa muestra cómo van las cosas; vuelve a intentarlo si hace falta.
no-such-season = Aquí no hay temporada { $season }: elige `current`, `all` (histórico) o una temporada del 1 al { $current }.
season-needs-rating = Las temporadas ordenan a los jugadores por puntuación; ordenar por { $sort } cuenta el histórico. Quita `season:` para ordenar así.
unknown-season-choice = Opción de temporada desconocida; elige entre { $choices }.
