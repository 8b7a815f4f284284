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
help-cmd-stats = `/uno leaderboard` · `/uno stats` los mejores jugadores del servidor, el historial de un jugador
help-cmd-settings = `/uno settings` las reglas por defecto del servidor (Gestionar servidor)
help-cmd-prefs = `/uno prefs` tus propias opciones (cartas de alto contraste, tu idioma...) · `/uno match` el gráfico de la partida
