about-deck = Karten: die üblichen 108, oder with_blanks (112, mit vier leeren Farbwahlkarten)
about-blank_effect = Was eine leere Karte außer der Farbwahl bewirkt
about-wd4 = Wann die { -wild-draw-four } erlaubt ist: ohne Karte der ausliegenden Farbe, immer, oder ohne andere spielbare Karte
about-forced_play = Wer eine spielbare Karte hat, muss spielen statt zu ziehen
about-after_draw = Nach dem Ziehen: gezogene Karte darf gespielt werden, muss gespielt werden, oder jede Karte darf gespielt werden
about-draw_until_playable = Ziehen, bis eine spielbare Karte kommt
about-stacking = { -draw-two } und { -wild-draw-four } lassen sich stapeln, um die Strafe weiterzugeben
about-challenge = Wen eine { -wild-draw-four } trifft, darf sie anfechten
about-uno_penalty = Vergessenes UNO: andere dürfen dich erwischen, oder die Strafe kommt automatisch
about-uno_penalty_cards = Strafkarten für ein vergessenes UNO
about-seven_o = Sieben-Null: eine 7 tauscht die Hand mit einem gewählten Spieler, eine 0 reicht alle Hände weiter
about-jump_in = Außer der Reihe mit einer Karte reinwerfen, die der obersten genau gleicht
about-scoring = Wertung: der Gewinner bekommt die Punkte, die niedrigste Summe gewinnt, oder nur eine Runde
about-target = Punkte, die das Match beenden
about-max_players = Höchstzahl Spieler am Tisch
about-feature-art = Kartenbilder am Tisch (off: kompakte Texttische für belebte Server)
about-feature-high_contrast = Kontrastreiche Kartenfarben für alle
about-feature-afk_cover = Eine KI spielt den Zug eines Spielers, dessen Zugzeit abläuft
about-feature-threads = Jedes Spiel läuft in einem eigenen Thread
about-feature-ai_delay = Sekunden, die ein KI-Spieler vor dem Spielen wartet, damit man folgen kann
about-feature-language = Die Sprache von Tisch, Lobby, Ergebnissen und Hinweisen
about-pref-high_contrast = Kontrastreiche Kartenfarben für dich
about-pref-playable_first = Spielbare Karten zuerst auf deiner Hand statt nach Farben geordnet
about-pref-dm_turn_notice = Eine Direktnachricht, wenn du schon eine Weile dran bist
about-pref-language = Die Sprache deiner Hand, der Hilfe und der Antworten
preset-about = { $preset ->
    [official] Die aktuellen offiziellen Regeln (Standard).
    [classic] Alte gedruckte Regeln: leere Karten, gezogene spielbare Karte muss gespielt werden, UNO-Strafe 4 Karten.
    [family] Einfache Regeln: { -wild-draw-four } nur ohne andere spielbare Karte, keine Anfechtung.
    [online] Wie beliebtes Web-UNO: Stapeln, { -wild-draw-four } jederzeit, UNO-Strafe automatisch, nur eine Runde.
    [party] Stapeln, Sieben-Null, Reinwerfen und Ziehen bis spielbar.
   *[other] unbekanntes Regelwerk
}
settings-title = UNO-Einstellungen dieses Servers
settings-bot-default = Standard des Bots
settings-discord-language = die Discord-Sprache des Servers
settings-timer = { $seconds ->
    [0] aus
   *[other] { $seconds } s
}
settings-preset = **Regelwerk:** `{ $preset }` — { preset-about }
settings-timer-target = **Zugzeit:** { settings-timer } · **Ziel:** { $target } Punkte
settings-rules = **Hausregeln:** { $rules }
settings-rules-preset = wie im Regelwerk
settings-features = **Tisch:** { $features }
settings-broken = Gespeicherte Optionen, die die Regeln nicht mehr kennen, werden ignoriert: { $names }.
settings-how = Eine Einstellung ganz: `/uno settings option:<name>`. Eine ändern: `option:<name> value:<value>` (`default` macht eine Änderung rückgängig).
settings-footer = ✱ = geändert · außerdem: preset:, turn_timer:, target:, season:, reset:
settings-saved = Gespeichert: { $changes }.
settings-nothing = Nichts geändert.
setting-title = UNO-Einstellung: { $name }
setting-changed = {" "}✱ geändert
setting-now = **Jetzt:** { $value }{ $changed } · **Standard:** { $default } ({ $feature ->
    [true] Tischfunktion
   *[false] Hausregel (Regelwerk `{ $preset }`)
})
setting-values = **Werte:** { $allowed } — oder `default`
setting-change = Ändern: `/uno settings option:{ $name } value:<value>`
change-dropped = unbrauchbare gespeicherte Optionen entfernt: { $names }
change-preset = { $cleared ->
    [true] Regelwerk → { $preset } (Hausregel-Änderungen gelöscht)
   *[false] Regelwerk → { $preset }
}
change-default = { $feature ->
    [true] { $name } → Standard
   *[false] { $name } → Wert des Regelwerks
}
change-value = { $name } → { $value }
change-timer = Zugzeit → { settings-timer }
change-target = Ziel → { $target }
change-reset = alles auf Standard zurückgesetzt
prefs-title = Deine UNO-Einstellungen auf diesem Server
prefs-line = **{ $name }**: { $value } — { $about }.
prefs-footer = Eine ändern: /uno prefs option:<name> value:on, off oder default
prefs-follows-server = { $server ->
    [on] wie der Server es hat (on)
    [off] wie der Server es hat (off)
   *[other] wie der Server es hat
}
prefs-follows-app = wie deine Discord-App ({ $language })
prefs-default = { $value } (Standard)
prefs-back = { $follows ->
    [server] **{ $name }** ist wieder auf Standard (die Wahl des Servers).
    [app] **{ $name }** ist wieder auf Standard (die Sprache deiner Discord-App).
   *[other] **{ $name }** ist wieder auf Standard ({ $value }).
}
prefs-on = **{ $name }** ist für dich an: { $effect }.
prefs-off = **{ $name }** ist für dich aus.
prefs-language = **{ $name }** ist für dich { $language }.
effect-high_contrast = die Kartenbilder deiner Hand in kontrastreichen Farben
effect-playable_first = spielbare Karten zuerst, nicht nach Farben geordnet
effect-dm_turn_notice = eine Direktnachricht, wenn du schon eine Weile dran bist

season-started = Saison { $number } hat begonnen: Die Wertungen beginnen von vorn, und frühere Saisons bleiben mit `/uno leaderboard season:` abrufbar.
season-fresh = Saison { $number } hat noch keine gewertete Runde und ist damit schon ein frischer Start: Es wurde keine neue Saison gestartet.
season-monthly = Eine neue Saison beginnt jetzt am Ersten jedes Monats (UTC).
season-manual = Neue Saisons beginnen jetzt nur noch, wenn ein Admin hier eine startet.
settings-seasons-none = **Wertung:** Saison 1 beginnt mit der ersten gewerteten Runde; { $monthly ->
    [true] eine neue am Ersten jedes Monats
   *[false] eine neue, wenn ein Admin sie startet (`season:`)
}
settings-seasons = **Wertung:** Saison { $number }, seit { $since }; { $monthly ->
    [true] eine neue am Ersten jedes Monats
   *[false] eine neue, wenn ein Admin sie startet (`season:`)
}
