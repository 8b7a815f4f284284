help-title = **Cómo jugar al UNO aquí**
help-join = **Unirse.** Alguien usa `/uno start` y aparece una sala en el canal. Pulsa **Unirse** (o `/uno join`). El anfitrión pulsa **Empezar** cuando hay de 2 a 10 jugadores.
help-hand = **Tu mano.** Pulsa **Mi mano** en la mesa (o `/uno hand`): solo tú ves tus cartas, agrupadas por color y en una lista de texto. Cada botón tiene el tono de su carta (Discord no tiene amarillo: las amarillas y los comodines son grises); las cartas que puedes jugar se pueden pulsar, las demás salen atenuadas.
help-playing = **Jugar.** En tu turno, juega una carta del mismo color o número (o símbolo) que la de arriba, o un { -wild }; o pulsa **Robar una carta**. { -skip }, { -reverse } y +2 hacen lo que dicen; un { -wild } te deja elegir el siguiente color.
help-uno = **¡UNO!** Cuando juegues tu penúltima carta, pulsa **UNO!** (antes o justo después de jugar). Si se te olvida, los demás pueden **Pillarte** y robas cartas de castigo.
help-winning = **Ganar.** El primero que se queda sin cartas gana la mano y se anota los puntos de las demás manos; el primero en llegar al objetivo (500 por defecto) gana la partida. `/uno rules` muestra las reglas de esta mesa en frases sencillas.
help-commands = **Comandos**
help-cmd-start = `/uno start` abre una sala (`preset`, `options` como `stacking=on jump_in=on`, `target`, `turn_timer`, `max_players`; `ai` y `ai_level` sientan jugadores IA, igual que **Añadir IA** en la sala)
help-cmd-join = `/uno join` · `/uno leave` unirse o salir de la sala o de la partida
help-cmd-hand = `/uno hand` volver a mostrar mi mano
help-cmd-rules = `/uno rules` las reglas de la partida de este canal
help-cmd-stop = `/uno stop` terminar la partida (anfitrión o Gestionar canales) · `/uno kick` sacar a un jugador (anfitrión)
help-cmd-stats = `/uno leaderboard` · `/uno stats` la puntuación y la clasificación del servidor (`sort`, `season`), el historial de un jugador
help-cmd-settings = `/uno settings` las reglas por defecto del servidor (Gestionar servidor)
help-cmd-prefs = `/uno prefs` tus propias opciones (cartas de alto contraste, tu idioma...) · `/uno match` el gráfico de la partida

counts-title = La puntuación y lo que cuenta
counts-rating = **Puntuación.** Cada mano que dos o más personas juegan hasta el final cambia su puntuación (Plackett–Luce de openskill): primero quien se quedó sin cartas, luego los demás según los puntos que les quedan en la mano; a igualdad de puntos, empate. Ganar a jugadores más fuertes es lo que más la mueve. El número es μ − 3σ a escala: los recién llegados empiezan en 1.000 y son provisionales (aparecen sin puesto) hasta jugar { $provisional } manos puntuadas.
counts-leaving = **Abandonos.** Abandonar una mano en juego, o ser retirado por perder turnos, te deja último en esa mano. Un jugador al que saca el anfitrión no puntúa en ella. Si todos los rivales se van, el que queda gana esa mano (por abandono); la partida queda registrada, pero no cuenta como partida ganada.
counts-stops = **Partidas detenidas.** Una partida detenida o cerrada ya no cambia ninguna puntuación: las manos ya terminadas conservan su efecto.
counts-ai = **Los jugadores IA** ocupan puestos, pero no tienen puntuación, y ganarles no mueve ninguna: una mano necesita dos personas. Las partidas ganadas y el porcentaje de victorias solo cuentan partidas que dos o más personas jugaron hasta el final; una partida solo contra jugadores IA va a tu historial contra jugadores IA (`/uno stats`). Las manos ganadas y los puntos cuentan todas las manos.
counts-seasons = **Temporadas.** Un admin empieza una temporada nueva con `/uno settings season:new` (o una cada mes); las puntuaciones se reinician, y `/uno leaderboard season:` muestra las temporadas pasadas y el histórico.
