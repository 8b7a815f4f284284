about-deck = Baraja: las 108 cartas normales, o with_blanks (112, con cuatro comodines en blanco)
about-blank_effect = Qué hace una carta en blanco además de elegir color
about-wd4 = Cuándo se puede jugar un { -wild-draw-four }: sin cartas del color en juego, siempre, o sin otra carta jugable
about-forced_play = Quien tiene una carta jugable debe jugar en lugar de robar
about-after_draw = Tras robar: puedes jugar la carta robada, debes jugarla, o puedes jugar cualquier carta
about-draw_until_playable = Seguir robando hasta que salga una carta jugable
about-stacking = { -draw-two } y { -wild-draw-four } se acumulan para pasar el castigo
about-challenge = Quien recibe un { -wild-draw-four } puede desafiarlo
about-uno_penalty = UNO olvidado: los demás pueden pillarte, o el castigo es automático
about-uno_penalty_cards = Cartas que se roban por olvidar decir UNO
about-seven_o = Siete-Cero: un 7 intercambia manos con quien elijas, un 0 pasa todas las manos
about-jump_in = Cortar fuera de turno con una carta idéntica a la de arriba
about-scoring = Puntuación: el ganador se lleva los puntos, gana el total más bajo, o una sola mano
about-target = Puntos que terminan la partida
about-max_players = Máximo de jugadores en la mesa
about-feature-art = Imágenes de cartas en la mesa (off: mesas de texto compactas para servidores con mucho movimiento)
about-feature-high_contrast = Colores de carta de alto contraste para todos
about-feature-afk_cover = Una IA juega el turno de quien se quede sin tiempo
about-feature-threads = Cada partida se juega en su propio hilo
about-feature-ai_delay = Segundos que espera un jugador IA antes de jugar, para poder seguirlo
about-feature-language = El idioma de la mesa, la sala, los resultados y los avisos
about-pref-high_contrast = Colores de carta de alto contraste para ti
about-pref-playable_first = Primero las cartas jugables en tu mano, en vez de agrupadas por color
about-pref-dm_turn_notice = Un mensaje directo cuando llevas un rato con el turno
about-pref-language = El idioma de tu mano, la ayuda y las respuestas
preset-about = { $preset ->
    [official] Las reglas oficiales actuales (por defecto).
    [classic] Reglas impresas antiguas: cartas en blanco, la carta robada jugable se juega, castigo UNO de 4 cartas.
    [family] Reglas sencillas: { -wild-draw-four } solo sin otra carta que jugar, sin desafío.
    [online] Como el UNO web popular: acumular, { -wild-draw-four } siempre, castigo UNO automático, una sola mano.
    [party] Acumular, Siete-Cero, cortar y robar hasta poder jugar.
   *[other] reglas predefinidas desconocidas
}
settings-title = Ajustes de UNO de este servidor
settings-bot-default = valor del bot
settings-discord-language = el idioma de Discord del servidor
settings-timer = { $seconds ->
    [0] sin límite
   *[other] { $seconds } s
}
settings-preset = **Reglas predefinidas:** `{ $preset }` — { preset-about }
settings-timer-target = **Tiempo por turno:** { settings-timer } · **Objetivo:** { $target } puntos
settings-rules = **Reglas de la casa:** { $rules }
settings-rules-preset = las de las reglas predefinidas
settings-features = **Mesa:** { $features }
settings-broken = Se ignoran opciones guardadas que las reglas ya no aceptan: { $names }.
settings-how = Un ajuste completo: `/uno settings option:<name>`. Cambiar uno: `option:<name> value:<value>` (`default` deshace un cambio).
settings-footer = ✱ = cambiado · también: preset:, turn_timer:, target:, season:, reset:
settings-saved = Guardado: { $changes }.
settings-nothing = No cambió nada.
setting-title = Ajuste de UNO: { $name }
setting-changed = {" "}✱ cambiado
setting-now = **Ahora:** { $value }{ $changed } · **Por defecto:** { $default } ({ $feature ->
    [true] función de la mesa
   *[false] regla de la casa (reglas `{ $preset }`)
})
setting-values = **Valores:** { $allowed } — o `default`
setting-change = Para cambiarlo: `/uno settings option:{ $name } value:<value>`
change-dropped = se quitaron opciones guardadas inservibles: { $names }
change-preset = { $cleared ->
    [true] reglas → { $preset } (se borraron los cambios de la casa)
   *[false] reglas → { $preset }
}
change-default = { $feature ->
    [true] { $name } → por defecto
   *[false] { $name } → valor de las reglas predefinidas
}
change-value = { $name } → { $value }
change-timer = tiempo por turno → { settings-timer }
change-target = objetivo → { $target }
change-reset = todo restablecido a los valores por defecto
prefs-title = Tus preferencias de UNO en este servidor
prefs-line = **{ $name }**: { $value } — { $about }.
prefs-footer = Cambiar una: /uno prefs option:<name> value:on, off o default
prefs-follows-server = { $server ->
    [on] como lo tenga el servidor (on)
    [off] como lo tenga el servidor (off)
   *[other] como lo tenga el servidor
}
prefs-follows-app = como tu aplicación de Discord ({ $language })
prefs-default = { $value } (por defecto)
prefs-back = { $follows ->
    [server] **{ $name }** vuelve al valor por defecto (lo que elija el servidor).
    [app] **{ $name }** vuelve al valor por defecto (el idioma de tu aplicación de Discord).
   *[other] **{ $name }** vuelve al valor por defecto ({ $value }).
}
prefs-on = **{ $name }** activado para ti: { $effect }.
prefs-off = **{ $name }** desactivado para ti.
prefs-language = **{ $name }**: { $language } para ti.
effect-high_contrast = las imágenes de las cartas de tu mano en colores de alto contraste
effect-playable_first = primero las cartas que puedes jugar, no agrupadas por color
effect-dm_turn_notice = un mensaje directo cuando llevas un rato con el turno

season-started = Empezó la temporada { $number }: las puntuaciones se reinician, y las temporadas anteriores se pueden seguir viendo con `/uno leaderboard season:`.
season-fresh = La temporada { $number } aún no tiene ninguna mano puntuada, así que ya es un comienzo desde cero: no se empezó ninguna temporada nueva.
season-monthly = Ahora empieza una temporada nueva el día 1 de cada mes (UTC).
season-manual = Ahora las temporadas nuevas solo empiezan cuando un admin empieza una aquí.
settings-seasons-none = **Puntuación:** la temporada 1 empieza con la primera mano puntuada; { $monthly ->
    [true] una nueva el día 1 de cada mes
   *[false] una nueva cuando un admin la empiece (`season:`)
}
settings-seasons = **Puntuación:** temporada { $number }, desde el { $since }; { $monthly ->
    [true] una nueva el día 1 de cada mes
   *[false] una nueva cuando un admin la empiece (`season:`)
}
