rules-preset = { $preset ->
    [official] Offizielle Regeln
    [classic] Klassische Regeln
    [family] Familienregeln
    [online] Regeln wie online
    [party] Partyregeln
   *[custom] Eigene Regeln
}{ $changed ->
    [true] , geändert
   *[false] {""}
}
rules-deck-standard = Karten: die üblichen 108 Karten.
rules-deck-blanks = Karten: 112 mit vier leeren Karten; { $effect ->
    [swap] eine leere Karte wählt eine Farbe und tauscht die Hand mit einem Spieler deiner Wahl
    [shuffle] eine leere Karte wählt eine Farbe, dann werden alle Hände eingesammelt, gemischt und neu ausgeteilt
    [all_draw_one] eine leere Karte wählt eine Farbe und alle anderen ziehen eine Karte
   *[none] eine leere Karte ist eine einfache Farbwahl (wähle eine Farbe)
}.
rules-wd4 = { $when ->
    [anytime] { -wild-draw-four }: jederzeit, auch auf einen Ziehstapel.
    [no_playable] { -wild-draw-four }: nur wenn du keine andere spielbare Karte hast.
   *[official] { -wild-draw-four }: nur wenn du keine Karte der ausliegenden Farbe hast.
}
rules-challenge = { $on ->
    [true] Wen eine { -wild-draw-four } trifft, kann sie anfechten: War sie nicht erlaubt, zieht ihr Spieler 4, sonst zieht der Anfechtende 6.
   *[false] Eine { -wild-draw-four } kann nicht angefochten werden.
}
rules-forced = { $on ->
    [true] Wenn du eine spielbare Karte hast, musst du spielen (statt zu ziehen).
   *[false] Du darfst ziehen statt zu spielen, auch wenn eine deiner Karten passt.
}
rules-after-draw = { $until ->
    [true] Du ziehst so lange, bis eine spielbare Karte kommt.
   *[false] Du ziehst eine Karte.
} { $then ->
    [must_play_drawn] Ist sie spielbar, musst du sie sofort spielen.
    [play_any] Dann darfst du jede passende Karte spielen oder passen.
   *[may_play_drawn] Ist sie spielbar, darfst du sie sofort spielen oder behalten.
}
rules-stacking = { $on ->
    [true] Ziehkarten stapeln sich: Auf eine +2 darf eine +2 oder eine { -wild-draw-four } folgen, auf eine { -wild-draw-four } eine { -wild-draw-four }; wer nicht erhöht, zieht alles.
   *[false] Ziehkarten stapeln sich nicht: Eine +2 oder { -wild-draw-four } wird sofort gezogen.
}
rules-uno = { $automatic ->
    [true] Drücke UNO!, wenn du deine vorletzte Karte spielst; sonst ziehst du automatisch { $count } Karten.
   *[false] Drücke UNO!, wenn du deine vorletzte Karte spielst; sonst kann dich jeder erwischen, bevor der nächste Spieler zieht, und du ziehst { $count } Karten.
}
rules-seven-o = Sieben-Null: Eine 7 tauscht deine Hand mit einem Spieler deiner Wahl; eine 0 reicht alle Hände einen Platz weiter.
rules-jump-in = Reinwerfen: Du darfst außer der Reihe eine Karte spielen, die der obersten genau gleicht (gleiche Farbe und Zahl oder Symbol); dann geht es von dir aus weiter.
rules-scoring = { $scoring ->
    [single_hand] Nur eine Runde: Wer zuerst keine Karten mehr hat, gewinnt.
    [lowest_wins] Jeder zählt die Punkte auf der eigenen Hand; erreicht jemand { $target }, gewinnt die niedrigste Summe.
   *[winner_takes] Wer keine Karten mehr hat, bekommt die Punkte der anderen Hände; wer zuerst { $target } Punkte hat, gewinnt das Match.
}
rules-title = **{ $preset }** · bis zu { $max } Spieler
rules-how-to-change = -# Der Gastgeber ändert sie bei `/uno start` (`options:`, z. B. `stacking=on jump_in=on`; die Auswahl wird vervollständigt).
rules-no-game = (Hier läuft kein Spiel: Das sind die offiziellen Standardregeln.)
