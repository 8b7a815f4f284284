lobby-joined = { $player } ist beigetreten.
lobby-empty = Alle sind gegangen; die Lobby ist geschlossen.
lobby-cancelled = Der Gastgeber hat diese Lobby abgebrochen.
lobby-you-left = { $closed ->
    [true] Du bist gegangen; die Lobby ist geschlossen.
   *[false] Du hast die Lobby verlassen.
}
ai-pick-level = Welche Stufe für den KI-Spieler? **Leicht** spielt irgendeine erlaubte Karte, **Normal** spielt vernünftig, **Stark** denkt voraus.
ai-pick-remove = Welcher KI-Spieler soll die Lobby verlassen?
ai-sits-down = { $player } nimmt Platz.
ai-add-another = Noch einen hinzufügen?
ai-left-lobby = { $player } hat die Lobby verlassen.
ai-someone = Der KI-Spieler
afk-cover-now = { $on ->
    [true] AFK-Vertretung ist an: Läuft die Zugzeit eines Spielers ab, spielt eine KI den Zug für ihn.
   *[false] AFK-Vertretung ist aus: Ein abgelaufener Zug zieht und passt.
}
afk-no-timer = (Dieses Spiel hat keine Zugzeit, also läuft kein Zug ab.)
stopped-by = Das Spiel wurde von { $player } beendet.
stopped = Das Spiel ist beendet; der Kanal ist frei für ein neues.
removed = Du bist nicht mehr in diesem Spiel.
left-game = Du hast das Spiel verlassen. Deine Punkte bleiben in der Match-Wertung.
kicked = { $lobby ->
    [true] { $player } wurde aus der Lobby entfernt.
   *[false] { $player } wurde aus dem Spiel entfernt.
}
removed-by-host = { $host } hat dich aus dem Spiel entfernt.
span = { $unit ->
    [hour] { $count ->
        [one] { $count } Stunde
       *[other] { $count } Stunden
    }
    [minute] { $count ->
        [one] { $count } Minute
       *[other] { $count } Minuten
    }
    [second] { $count ->
        [one] { $count } Sekunde
       *[other] { $count } Sekunden
    }
   *[moment] kurzer Zeit
}
lobby-idle = Diese Lobby hat sich nach { span } ohne Start selbst geschlossen.
game-idle = Das Spiel ist beendet: kein Zug seit { span }. Der Kanal ist frei für ein neues Spiel.
removed-inactive = ⏰ { $player } wurde wegen Inaktivität entfernt ({ $count } Züge in Folge verpasst).
removed-inactive-note = { $count ->
    [one] Du wurdest nach { $count } verpasstem Zug aus dem Spiel entfernt.
   *[other] Du wurdest nach { $count } verpassten Zügen in Folge aus dem Spiel entfernt.
}
only-ai = Nur KI-Spieler waren übrig, also ist das Match vorbei (ohne Sieger in der Wertung). Der Kanal ist frei für ein neues Spiel.
ping = { $player }, du bist dran.
ping-open-hand = Deine Hand-Nachricht wird nicht mehr aktualisiert: Öffne deine Hand mit dem Button unten.
turn-warning = ⏰ Dein Zug endet { $when }. Mach deinen Zug, sonst geht das Spiel ohne dich weiter.
dm-turn = Du bist bei UNO dran, und der Tisch wartet auf dich: { $link }
dm-closed = Ich konnte dir keine Direktnachricht schicken (deine DMs sind für mich geschlossen), daher sind Zug-Hinweise per DM jetzt aus. Schalte sie mit `/uno prefs` wieder ein.
