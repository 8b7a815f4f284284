cmd-uno = UNO in diesem Kanal spielen
cmd-uno-help = So spielst du UNO mit diesem Bot
cmd-uno-start = Eine UNO-Lobby in diesem Kanal eröffnen
opt-uno-start-preset = Regelwerk (Standard: das des Servers)
opt-uno-start-options = Hausregeln, z. B. 'stacking=on jump_in=on' (siehe /uno rules)
opt-uno-start-target = Punkte zum Sieg im Match (100-5000)
opt-uno-start-turn_timer = Sekunden pro Zug, 0 = aus
opt-uno-start-max_players = Höchstzahl Spieler am Tisch (2-10)
opt-uno-start-ai = Wie viele KI-Spieler Platz nehmen (in der Lobby hinzufügen oder entfernen)
opt-uno-start-ai_level = Wie gut die KI-Spieler spielen (Standard: normal)
cmd-uno-join = Der UNO-Lobby in diesem Kanal beitreten
cmd-uno-leave = Die UNO-Lobby oder das Spiel verlassen
cmd-uno-hand = Deine UNO-Hand erneut zeigen
cmd-uno-stop = Das UNO-Spiel beenden (Gastgeber oder Kanäle verwalten)
cmd-uno-kick = Einen Spieler aus dem Spiel nehmen (Gastgeber)
opt-uno-kick-member = Der Spieler, der gehen soll
cmd-uno-rules = Die Regeln des Spiels in diesem Kanal
cmd-uno-leaderboard = Die UNO-Rangliste dieses Servers
opt-uno-leaderboard-sort = Wonach die Spieler geordnet werden (Standard: Wertung)
cmd-uno-stats = Die UNO-Bilanz eines Spielers auf diesem Server
opt-uno-stats-member = Wessen Bilanz (Standard: deine)
cmd-uno-settings = UNO-Standards dieses Servers zeigen oder ändern (Server verwalten)
opt-uno-settings-preset = Das Standard-Regelwerk neuer Spiele
opt-uno-settings-option = Eine Hausregel oder Tischfunktion (art, threads, ...) zum Ändern
opt-uno-settings-value = Der neue Wert ('default' = der Wert des Regelwerks)
opt-uno-settings-turn_timer = Sekunden pro Zug: 0 = aus, oder 10 bis 600
opt-uno-settings-target = Punkte, die ein Match beenden (100 bis 5000)
opt-uno-settings-reset = Erst alle Standards wiederherstellen
cmd-uno-prefs = Deine eigenen UNO-Einstellungen auf diesem Server zeigen oder ändern
opt-uno-prefs-option = Die Einstellung zum Ändern (ohne Option: die Liste)
opt-uno-prefs-value = on, off oder default (die Wahl des Servers)
cmd-uno-match = Das Diagramm des UNO-Matches in diesem Kanal: Stand nach jeder Runde

choice-official = offiziell
choice-classic = klassisch
choice-family = Familie
choice-online = online
choice-party = Party
choice-easy = leicht
choice-normal = normal
choice-strong = stark
choice-wins = Siege
choice-points = Punkte
choice-hands = Gewonnene Runden
choice-win_rate = Siegquote
choice-preset-official = official — Die aktuellen offiziellen Regeln (Standard).
choice-preset-classic = classic — Alte gedruckte Regeln: leere Karten, gezogene spielbare Karte spielen, UNO: 4.
choice-preset-family = family — Einfache Regeln: Farbwahl Zieh Vier nur ohne andere Karte, keine Anfechtung.
choice-preset-online = online — Wie Web-UNO: Stapeln, Zieh Vier jederzeit, UNO-Strafe automatisch, eine Runde.
choice-preset-party = party — Stapeln, Sieben-Null, Reinwerfen und Ziehen bis spielbar.

opt-uno-leaderboard-season = Wertung welcher Saison: current (Standard), eine Nummer oder all (gesamt)
choice-rating = Wertung
choice-new = Jetzt eine neue Saison starten (die Wertungen beginnen von vorn)
choice-monthly = Eine neue Saison am Ersten jedes Monats
choice-manual = Neue Saisons nur, wenn sie hier gestartet werden
opt-uno-settings-season = Wertung: jetzt eine neue Saison starten oder an jedem Monatsersten eine neue
