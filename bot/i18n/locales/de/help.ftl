help-title = **So spielst du hier UNO**
help-join = **Beitreten.** Jemand nutzt `/uno start`; im Kanal erscheint eine Lobby. Drücke **Beitreten** (oder `/uno join`). Der Gastgeber drückt **Start**, sobald 2 bis 10 Spieler dabei sind.
help-hand = **Deine Hand.** Drücke am Tisch **Meine Hand** (oder `/uno hand`): Deine Karten siehst nur du, nach Farben geordnet und als Textliste. Jeder Karten-Button ist wie seine Karte gefärbt (Discord hat kein Gelb: Gelb und Farbwahl sind grau); spielbare Karten lassen sich drücken, die anderen sind ausgegraut.
help-playing = **Spielen.** Bist du dran, spiel eine Karte mit gleicher Farbe oder Zahl (oder gleichem Symbol) wie die oberste oder eine { -wild }; oder drücke **Karte ziehen**. { -skip }, { -reverse } und +2 tun, was sie sagen; mit einer { -wild } wählst du die nächste Farbe.
help-uno = **UNO!** Wenn du deine vorletzte Karte spielst, drücke **UNO!** (vorher oder gleich danach). Vergisst du es, können dich die anderen **erwischen**, und du ziehst Strafkarten.
help-winning = **Gewinnen.** Wer zuerst keine Karten mehr hat, gewinnt die Runde und bekommt die Punkte der anderen Hände; wer zuerst das Ziel erreicht (standardmäßig 500), gewinnt das Match. `/uno rules` zeigt die Regeln dieses Tisches in einfachen Sätzen.
help-commands = **Befehle**
help-cmd-start = `/uno start` öffnet eine Lobby (`preset`, `options` wie `stacking=on jump_in=on`, `target`, `turn_timer`, `max_players`; `ai` und `ai_level` setzen KI-Spieler an den Tisch, wie **KI hinzufügen** in der Lobby)
help-cmd-join = `/uno join` · `/uno leave` der Lobby oder dem Spiel beitreten oder es verlassen
help-cmd-hand = `/uno hand` meine Hand erneut zeigen
help-cmd-rules = `/uno rules` die Regeln des Spiels in diesem Kanal
help-cmd-stop = `/uno stop` das Spiel beenden (Gastgeber oder Kanäle verwalten) · `/uno kick` einen Spieler entfernen (Gastgeber)
help-cmd-stats = `/uno leaderboard` · `/uno stats` Wertung und Rangliste (`sort`, `season`), Bilanz eines Spielers
help-cmd-settings = `/uno settings` die Standardregeln des Servers (Server verwalten)
help-cmd-prefs = `/uno prefs` deine eigenen Einstellungen (kontrastreiche Karten, deine Sprache...) · `/uno match` das Match-Diagramm

counts-title = Wertung und was zählt
counts-rating = **Wertung.** Jede Runde, die zwei oder mehr Menschen zu Ende spielen, verändert ihre Wertung (Plackett–Luce von openskill): zuerst, wer als Erster keine Karten mehr hatte, dann die anderen nach den Punkten auf ihrer Hand, bei gleichen Punkten gleichauf. Siege gegen Stärkere bewegen sie am meisten. Die Zahl ist μ − 3σ, skaliert: Neue starten bei 1.000 und sind vorläufig (ohne Platz gelistet), bis sie { $provisional } gewertete Runden gespielt haben.
counts-leaving = **Verlassen.** Wer eine laufende Runde verlässt oder nach verpassten Zügen entfernt wird, wird in dieser Runde Letzter. Ein Spieler, den der Gastgeber entfernt, wird für sie nicht gewertet. Gehen alle Gegner, gewinnt der Verbliebene die Runde kampflos; das Match wird gespeichert, zählt aber nicht als gewonnenes Match.
counts-stops = **Abbrüche.** Ein abgebrochenes oder geschlossenes Spiel wertet nichts mehr: Bereits beendete Runden behalten ihre Wirkung.
counts-ai = **KI-Spieler** belegen Plätze, werden aber nicht gewertet, und Siege gegen sie bewegen keine Wertung: Eine Runde braucht zwei Menschen. Gewonnene Matches und Siegquote zählen nur Matches, die zwei oder mehr Menschen zu Ende gespielt haben; ein Match nur gegen KI-Spieler kommt in deine Bilanz gegen KI-Spieler (`/uno stats`). Gewonnene Runden und Punkte zählen jede Runde.
counts-seasons = **Saisons.** Ein Admin startet mit `/uno settings season:new` eine neue Saison (oder jeden Monat eine); die Wertungen beginnen von vorn, und `/uno leaderboard season:` zeigt frühere Saisons und die Gesamtwertung.
