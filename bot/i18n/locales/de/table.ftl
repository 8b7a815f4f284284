lobby-title = UNO-Lobby
lobby-invite = Drücke **Beitreten**, um mitzuspielen. Der Gastgeber kann KI-Spieler hinzufügen und drückt **Start** bei 2 bis { $max } Spielern.
lobby-players = Spieler ({ $count }/{ $max })
lobby-seat = { $number }. { $name }{ $host ->
    [true] {" "}(Gastgeber)
   *[false] {""}
}
lobby-rules = Regeln
lobby-timer = { $seconds ->
    [0] ohne Zugzeit
   *[other] { $seconds } s pro Zug
}
lobby-head = { $preset } · { $target } Punkte zum Sieg · { $timer }
lobby-head-one-hand = { $preset } · eine Runde · { $timer }
lobby-afk-cover = AFK-Vertretung: Eine KI spielt den Zug eines Spielers, dessen Zeit abläuft
lobby-join = Beitreten
lobby-leave = Verlassen
lobby-start = Start (Gastgeber)
lobby-cancel = Abbrechen (Gastgeber)
lobby-add-ai = KI hinzufügen (Gastgeber)
lobby-remove-ai = KI entfernen (Gastgeber)
lobby-afk = { $on ->
    [true] AFK-Vertretung: an (Gastgeber)
   *[false] AFK-Vertretung: aus (Gastgeber)
}
ai-level = { $level ->
    [easy] Leicht
    [strong] Stark
   *[normal] Normal
}
table-title = UNO — Runde { $hand }
table-title-ended = UNO — Runde { $hand } (beendet)
table-top-card = Oberste Karte: **{ $card }**
table-color = Farbe: **{ $color }** · Richtung: { $clockwise ->
    [true] ➡️ im Uhrzeigersinn
   *[false] ⬅️ gegen den Uhrzeigersinn
}
table-turn = Am Zug: { $player }
table-pending = Offene Ziehstrafe: **{ $count }** Karten
table-catchable = { $count ->
    [one] { $players } hat nur noch eine Karte und nicht UNO gerufen! Drücke **Erwischen**.
   *[other] { $players } haben nur noch eine Karte und nicht UNO gerufen! Drücke **Erwischen**.
}
table-hand-over = Die Runde ist vorbei. Die nächste beginnt gleich.
table-players = Spieler
table-last-moves = Letzte Züge
table-footer = Ziehstapel: { $pile } · Ziel { $target } Punkte
table-footer-timer = Zugzeit { $seconds } s
table-turn-ends = Zug endet { $when }
seat-line = { $mark }{ $name }: { cards-count } · { $points } Pkt.
seat-catchable = {" "}— ⚠️ eine Karte, kein UNO gerufen
seat-called = {" "}— 📣 **UNO!**
table-my-hand = Meine Hand
table-catch = { $player } erwischen
table-stop = Beenden (Gastgeber)
table-next-hand = Nächste Runde
table-moved-down = Der Tisch ist nach unten gewandert: Er war unter neueren Nachrichten begraben.
table-go-to = Zum Tisch
results-final = Endstand
results-totals = Zwischenstand im Match
results-line = { $rank }. { $name }: { $points } Pkt.
results-hand-title = Ergebnis von Runde { $hand }
results-went-out = { $points ->
    [0] **{ $winner }** legt{ $with_card } die letzte Karte ab und gewinnt Runde { $hand }.
   *[other] **{ $winner }** legt{ $with_card } die letzte Karte ab und gewinnt Runde { $hand } — **{ $points }** Punkte wert.
}
results-with = {" "}mit **{ $card }**
results-in-hand = { $player } hatte { $points } Punkte auf der Hand
results-next-in = Die nächste Runde beginnt in { $seconds } s oder wenn der Gastgeber **Nächste Runde** drückt.
results-started = Runde { $hand } hat begonnen: Der Tisch steht direkt darunter.
results-match-title = Match vorbei
results-match-won = { $count ->
    [one] { $winners } gewinnt das Match! 🏆
   *[other] { $winners } gewinnen das Match! 🏆
}
results-walkover = { $count ->
    [one] { $winners } gewinnt das Match kampflos: Alle anderen sind gegangen. Es wird festgehalten, zählt aber nicht als gewonnenes Match.
   *[other] { $winners } gewinnen das Match kampflos: Alle anderen sind gegangen. Es wird festgehalten, zählt aber nicht als gewonnenes Match.
}
results-channel-free = Der Kanal ist frei für ein neues Spiel.
results-went-out-last = **{ $player }** legt{ $with_card } die letzte Karte ab.
results-game-ended = Spiel beendet
thread-name = UNO — Spiel von { $host }
thread-opened = 🎴 { $host } hat ein UNO-Spiel in { $thread } eröffnet: Mach dort mit.
thread-audit-reason = Hier hat ein UNO-Spiel begonnen
thread-ended = 🎴 UNO-Spiel in { $thread }: { $summary }
# the badges drawn on the table picture (short, capitals)
badge-winner = SIEG!
badge-catch = FANGEN!
picture-nameless = Spieler { $seat }
