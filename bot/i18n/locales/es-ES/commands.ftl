cmd-uno = Jugar al UNO en este canal
cmd-uno-help = Cómo jugar al UNO con este bot
cmd-uno-start = Abrir una sala de UNO en este canal
opt-uno-start-preset = Reglas predefinidas (por defecto: las del servidor)
opt-uno-start-options = Reglas de la casa, p. ej. 'stacking=on jump_in=on' (ver /uno rules)
opt-uno-start-target = Puntos para ganar la partida (100-5000)
opt-uno-start-turn_timer = Segundos por turno, 0 = sin límite
opt-uno-start-max_players = Máximo de jugadores en la mesa (2-10)
opt-uno-start-ai = Cuántos jugadores IA sentar (puedes añadirlos o quitarlos en la sala)
opt-uno-start-ai_level = Qué tan bien juegan los jugadores IA (por defecto: normal)
cmd-uno-join = Unirse a la sala de UNO de este canal
cmd-uno-leave = Salir de la sala o de la partida de UNO
cmd-uno-hand = Volver a mostrar tu mano de UNO
cmd-uno-stop = Terminar la partida de UNO (anfitrión o Gestionar canales)
cmd-uno-kick = Sacar a un jugador de la partida (anfitrión)
opt-uno-kick-member = El jugador que sale
cmd-uno-rules = Las reglas de la partida de este canal
cmd-uno-leaderboard = La clasificación de UNO de este servidor
opt-uno-leaderboard-sort = Por qué ordenar a los jugadores (por defecto: puntuación)
cmd-uno-stats = El historial de UNO de un jugador en este servidor
opt-uno-stats-member = De quién mostrar el historial (por defecto: tú)
cmd-uno-settings = Ver o cambiar los valores de UNO de este servidor (Gestionar servidor)
opt-uno-settings-preset = Las reglas predefinidas de las partidas nuevas
opt-uno-settings-option = Una regla de la casa o una función de la mesa (art, threads, ...) a cambiar
opt-uno-settings-value = El nuevo valor ('default' = el valor de las reglas predefinidas)
opt-uno-settings-turn_timer = Segundos por turno: 0 = sin límite, o de 10 a 600
opt-uno-settings-target = Puntos que terminan una partida (de 100 a 5000)
opt-uno-settings-reset = Restablecer primero todos los valores por defecto
cmd-uno-prefs = Ver o cambiar tus preferencias de UNO en este servidor
opt-uno-prefs-option = La preferencia a cambiar (sin opción, se ve la lista)
opt-uno-prefs-value = on, off o default (lo que elija el servidor)
cmd-uno-match = El gráfico de la partida de UNO de este canal: totales tras cada mano

choice-official = oficial
choice-classic = clásica
choice-family = familiar
choice-online = online
choice-party = fiesta
choice-easy = fácil
choice-normal = normal
choice-strong = fuerte
choice-wins = Victorias
choice-points = Puntos
choice-hands = Manos ganadas
choice-win_rate = Porcentaje de victorias
choice-preset-official = official — Las reglas oficiales actuales (por defecto).
choice-preset-classic = classic — Reglas impresas antiguas: cartas en blanco, robada jugable se juega, UNO: 4 cartas.
choice-preset-family = family — Reglas sencillas: Comodín roba cuatro solo sin otra jugada, sin desafío.
choice-preset-online = online — Como el UNO web: acumular, Roba cuatro siempre, castigo UNO automático, una mano.
choice-preset-party = party — Acumular, Siete-Cero, cortar y robar hasta poder jugar.

opt-uno-leaderboard-season = Puntuación de qué temporada: current (por defecto), un número o all (histórico)
choice-rating = Puntuación
choice-new = Empezar ya una temporada nueva (las puntuaciones se reinician)
choice-monthly = Una temporada nueva el día 1 de cada mes
choice-manual = Temporadas nuevas solo cuando se empiecen aquí
opt-uno-settings-season = Puntuación: empezar ya una temporada nueva, o una nueva el día 1 de cada mes
