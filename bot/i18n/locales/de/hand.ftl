hand-title = Deine Hand — { cards-count }
hand-top = Oberste Karte: **{ $card }** · Farbe { $color }
hand-over = Die Runde ist vorbei.
hand-name-color = **Wähle die Farbe** für die erste Karte.
hand-wd4-hits = { $stack ->
    [true] **Dich trifft eine { -wild-draw-four }**: Fechte sie an, lege eine { -wild-draw-four } auf den Stapel oder ziehe { $count } Karten.
   *[false] **Dich trifft eine { -wild-draw-four }**: Fechte sie an oder ziehe { $count } Karten.
}
hand-stack = **Ziehstapel von { $count }**: Lege eine Ziehkarte darauf oder ziehe { $count } Karten.
hand-your-turn = **Du bist dran.**
hand-drew = Du hast **{ $card }** gezogen.
hand-must-play-drawn = Spiel sie: Eine gezogene spielbare Karte muss gespielt werden.
hand-play-or-keep = Spiel sie oder behalte sie.
hand-play-or-pass = Spiel eine Karte oder passe.
hand-jump-in = Du kannst mit **{ $cards }** reinwerfen (drücke unten auf die Karte).
hand-turn = { $can ->
    [play] **Du bist dran** — spiel eine Karte (die Regeln verlangen es, wenn eine passt).
    [draw] **Du bist dran** — keine deiner Karten passt: Zieh eine Karte.
   *[both] **Du bist dran** — spiel eine Karte oder zieh.
}
hand-elsewhere = {" "}· spielbare Karten sind auf Seite { $pages }.
hand-uno-now = Drücke jetzt **UNO!**, bevor dich jemand erwischt ({ $count } Karten).
hand-uno-two = { $automatic ->
    [true] Noch zwei Karten: Drücke **UNO!** vor dem Spielen, sonst kommen automatisch { $count } Strafkarten dazu.
   *[false] Noch zwei Karten: Drücke **UNO!** vor dem Spielen, sonst kann dich jeder erwischen, und du ziehst { $count } Karten.
}
hand-others-turn = { $player } ist am Zug.
hand-page = Seite { $page }/{ $pages } (◀ ▶ zeigen die anderen Karten)
hand-your-cards = Deine Karten: { $cards }
hand-card-drawn = { $label } (gezogen)
hand-draw = Karte ziehen
hand-pass = Passen
hand-keep = Behalten
hand-challenge = Anfechten
hand-take = { $count } Karten ziehen
hand-previous = Vorherige
hand-next = Nächste
hand-back = Zurück
hand-pick-color = Wähle die Farbe für deine **{ $card }**.
hand-pick-target = Wähle, mit wem du für deine **{ $card }** die Hand tauschst.
hand-moved = Deine Hand ist in eine neuere Nachricht umgezogen.
hand-expiring = Diese Nachricht wird bald nicht mehr aktualisiert (Discord erlaubt mir das 15 Minuten lang): Drücke **Meine Hand** oder nutze `/uno hand` für eine neue.
hand-game-over = Dieses Spiel ist vorbei.
hand-match-over = { $count ->
    [one] Das Match ist vorbei: { $winners } hat gewonnen.
   *[other] Das Match ist vorbei: { $winners } haben gewonnen.
}
hand-caught = Du wurdest erwischt: Du hast { $cards } gezogen.
