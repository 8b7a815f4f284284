no-game = In diesem Kanal läuft kein UNO-Spiel. Starte eins mit `/uno start`.
damaged = Dieses Spiel ließ sich nicht wiederherstellen (sein gespeicherter Stand ist beschädigt) und wurde geschlossen. Starte ein neues mit `/uno start`.
damaged-hand = Dieses Spiel wurde geschlossen: Sein gespeicherter Stand ist beschädigt.
save-failed = Sorry, ich konnte das nicht speichern, es hat sich also nichts geändert. Bitte versuch es noch einmal.
moved-away = Dieses Spiel wird jetzt von einer anderen Instanz des Bots geführt, hier hat sich also nichts geändert. Versuch es gleich noch einmal.
stale-hand = Diese Hand war veraltet — hier ist deine aktuelle Hand.
game-over = Dieses Spiel ist vorbei. Starte ein neues mit `/uno start`.
resume-failed = Dieses Spiel konnte nach einem Neustart nicht fortgesetzt werden (beschädigter Stand).
start-failed = Sorry, ich konnte das Spiel nicht starten (Speicherfehler), es hat sich also nichts geändert. Bitte versuch es noch einmal.
open-failed = Sorry, ich konnte die Lobby nicht öffnen (Speicherfehler). Versuch es noch einmal.
over = Dieses Spiel ist vorbei.
not-started = Das Spiel hat noch nicht begonnen: Tritt der Lobby bei und warte auf den Start.
not-playing = Du spielst in diesem Spiel nicht mit.
not-in-game = Dieser Spieler ist nicht in diesem Spiel.
sorry = Sorry, bei mir ist etwas schiefgegangen. Das Spiel ist unversehrt; bitte versuch es noch einmal.
storage-apology = Sorry, ich komme gerade nicht an meine Daten, es hat sich also nichts geändert. Versuch es gleich noch einmal.
no-dms = UNO wird in einem Textkanal oder Thread eines Servers gespielt, nicht in Direktnachrichten.
no-permission = Dazu hast du keine Berechtigung.
not-here = Diesen Befehl kannst du hier nicht verwenden.
guild-only = UNO-Statistiken gelten pro Server — nutze diesen Befehl in einem Serverkanal.
shard-elsewhere = Gerade kümmert sich eine andere Kopie dieses Bots um diesen Server, es hat sich also nichts geändert. Versuch es gleich noch einmal.
unknown-button = Diesen Button kenne ich nicht.
unknown-button-hand = Diesen Button kenne ich nicht. Nutze `/uno hand` für eine frische Hand.
other-channel-button = Dieser Button gehört zu einem Spiel in einem anderen Kanal.
broken-catch = Dieser Button ist kaputt; nutze den Erwischen-Button am Tisch.
not-a-color = Das ist keine Farbe.
not-a-card = Das ist keine Karte.
done = Erledigt.
stop-not-allowed = Nur der Gastgeber oder jemand mit „Kanäle verwalten“ kann das Spiel beenden.
next-not-allowed = Nur der Gastgeber kann die nächste Runde geben (sie beginnt auch gleich von selbst).
kick-not-allowed = Nur der Gastgeber kann Spieler entfernen.
kick-yourself = Du kannst dich nicht selbst entfernen; nutze `/uno leave` oder `/uno stop`.
already-started = Das Spiel hat schon begonnen.
already-started-join-next = Das Spiel hat schon begonnen; mach beim nächsten mit.
lobby-closed = Diese Lobby ist geschlossen.
not-a-channel = UNO wird in einem Textkanal oder Thread eines Servers gespielt.
busy = In diesem Kanal läuft schon ein UNO-Spiel. Mach mit, oder der Gastgeber (oder jemand mit „Kanäle verwalten“) beendet es mit `/uno stop`.
too-many-ai = An diesem Tisch sind höchstens { $max } Spieler erlaubt: du und höchstens { $ai } KI-Spieler.
already-playing = Du spielst schon mit. Drücke **Meine Hand**, um deine Karten zu sehen.
already-in-lobby = Du bist schon in dieser Lobby.
table-full = { $ai ->
    [true] Der Tisch ist voll ({ $max } Spieler). Der Gastgeber kann mit **KI entfernen** Platz machen.
   *[false] Der Tisch ist voll ({ $max } Spieler).
}
not-in-lobby = Du bist nicht in dieser Lobby.
start-not-allowed = Nur der Gastgeber kann das Spiel starten.
too-few-players = UNO braucht mindestens 2 Spieler: Warte, bis jemand beitritt, oder drücke **KI hinzufügen**.
cancel-not-allowed = Nur der Gastgeber kann die Lobby abbrechen.
ai-not-allowed = Nur der Gastgeber kann die KI-Spieler und die AFK-Vertretung ändern.
not-an-ai-level = Das ist keine KI-Stufe.
broken-remove-ai = Dieser Button ist kaputt; drücke noch einmal KI entfernen.
no-ai = In dieser Lobby sitzt kein KI-Spieler.
ai-gone = Dieser KI-Spieler ist nicht mehr in der Lobby.
settings-not-allowed = Nur Mitglieder mit der Berechtigung **Server verwalten** können die UNO-Einstellungen sehen oder ändern.
bad-turn-timer = turn_timer muss 0 (aus) oder { $min } bis { $max } Sekunden sein, nicht { $value }.
bad-target = target muss { $min } bis { $max } Punkte sein, nicht { $value }.
unknown-preset = Unbekanntes Regelwerk { $value }; wähle aus { $choices }.
option-without-name = Gib neben dem Wert auch die Option an, die du ändern willst.
target-as-option = Das Ziel änderst du mit dem Argument target ({ $min } bis { $max }).
unknown-option = Unbekannte Option { $value }; die Optionen sind { $choices }.
unknown-house-rule = Unbekannte Hausregel { $value }. Optionen: { $choices }.
option-allowed = { $kind ->
    [int] eine ganze Zahl von { $min } bis { $max }
    [bool] on oder off
   *[choice] { $choices }
}
option-needs-value = Gib einen Wert für { $name } an: { option-allowed } (oder default für den Wert des Regelwerks).
option-bad-value = { $kind ->
    [bool] Die Option { $name } muss on oder off sein, nicht { $value }.
    [int] Die Option { $name } muss eine ganze Zahl von { $min } bis { $max } sein, nicht { $value }.
   *[choice] Die Option { $name } kann nicht { $value } sein; wähle aus { $choices }.
}
prefs-need-both = Gib eine Option und einen Wert an (on, off oder default), z. B. `/uno prefs option:high_contrast value:on`.
unknown-pref = Unbekannte Einstellung { $value }; wähle aus { $choices }.
pref-bad-value = { option-bad-value } Oder nimm default.
unknown-sort = Unbekannte Sortierung { $value }; wähle aus { $choices }.
leaderboard-elsewhere = Diese Rangliste gehört zu einem anderen Server.
leaderboard-stale = Diese Rangliste ist veraltet — nutze /uno leaderboard noch einmal.
leaderboard-starting = Die Rangliste startet gerade; versuch es gleich noch einmal.
no-match = In diesem Kanal wurde noch kein UNO-Match gespielt. Starte eins mit `/uno start`.
no-hand-yet = Im Match dieses Kanals ist noch keine Runde beendet: Das Diagramm beginnt nach der ersten.
rule-not-allowed = Das ist gerade nicht erlaubt.
rule-not-your-turn = Du bist nicht am Zug.
rule-unknown-player = Du spielst in diesem Spiel nicht mit.
rule-card-not-in-hand = Diese Karte hast du nicht.
rule-card-not-playable = Diese Karte kann gerade nicht gespielt werden.
rule-wd4-not-now = Du kannst jetzt keine { -wild-draw-four } spielen.
rule-color-required = Wähle eine Farbe: Rot, Gelb, Grün oder Blau.
rule-target-required = Wähle für diese Karte einen anderen Spieler.
rule-decision-pending = Zuerst steht eine Entscheidung aus.
rule-hand-over = Diese Runde ist vorbei.
rule-match-over = Dieses Match ist vorbei.
rule-cannot-draw = Du kannst jetzt nicht ziehen.
rule-cannot-pass = Du kannst jetzt nicht passen.
rule-cannot-call-uno = Du kannst jetzt nicht UNO rufen.
rule-nobody-to-catch = Es gibt niemanden zu erwischen.
rule-not-possible = Das geht gerade nicht.
rule-too-many-players = Zu viele Spieler.
rule-not-their-turn = Dieser Spieler ist nicht am Zug.
rule-hand-still-on = Die Runde läuft noch.
rule-uno-already = Du hast schon UNO gerufen.
rule-uno-too-late = Zu spät: Ruf UNO, bevor du deine vorletzte Karte spielst.
rule-uno-when = UNO rufen kannst du mit zwei Karten (oder gleich nachdem du auf eine gekommen bist).
rule-catch-yourself = Du kannst dich nicht selbst erwischen.
rule-catch-stranger = Dieser Spieler ist nicht im Spiel.
rule-catch-more-cards = Dieser Spieler hat mehr als eine Karte.
rule-catch-safe = Dieser Spieler ist sicher: Er hat UNO gerufen oder die Gelegenheit ist vorbei.
rule-first-color = Wähle zuerst die Farbe der ersten Karte.
rule-drew-already = Du hast in diesem Zug schon gezogen.
rule-must-play = Du musst spielen: Du hast eine spielbare Karte.
rule-draw-first = Zieh zuerst eine Karte (oder spiel eine).
rule-must-play-drawn = Du musst die spielbare Karte spielen.
rule-nothing-to-challenge = Es gibt keine { -wild-draw-four } zum Anfechten.
rule-nothing-to-take = Es gibt keine Karten zu ziehen.
rule-no-drawn-card = Du hast keine gezogene Karte zum Spielen.
rule-no-jump-in = Reinwerfen ist in diesem Spiel nicht erlaubt.
rule-jump-identical = Reinwerfen geht nur mit einer Karte, die der obersten genau gleicht.
rule-jump-waiting = Du kannst jetzt nicht reinwerfen: Das Spiel wartet auf die Entscheidung eines anderen Spielers.
rule-jump-penalty = Du kannst nicht reinwerfen, solange eine Ziehstrafe offen ist.
rule-swap-target = Wähle einen anderen Spieler zum Handtausch.
rule-only-drawn = Nach dem Ziehen darfst du nur die gezogene Karte spielen.
rule-wd4-stack-illegal = Du kannst diese { -wild-draw-four } nicht drauflegen: Du hast eine Karte, die du spielen könntest.
rule-stack-or-take = Du musst eine Ziehkarte auf den Stapel legen oder die Karten ziehen.
rule-challenge-or-take = Fechte die { -wild-draw-four } an oder zieh die Karten.
rule-take-first = Zieh zuerst die Karten.
rule-waiting-decision = Du bist nicht am Zug: Das Spiel wartet auf die Entscheidung eines anderen Spielers.
rule-wd4-no-playable = Eine { -wild-draw-four } darfst du nur spielen, wenn du keine andere spielbare Karte hast.

opening = In diesem Kanal wird gerade ein Spiel eröffnet: Mach gleich mit.
lobby-waiting = In { $thread } wartet schon eine UNO-Lobby: Mach dort mit (der Gastgeber kann sie starten oder abbrechen, um den Kanal freizugeben).
thread-locked = Dieser Thread ist gesperrt, hier kann also nicht gespielt werden. Starte ein Spiel in einem anderen Kanal.
thread-locked-start-in = Dieser Thread ist gesperrt, hier kann also nicht gespielt werden. Starte ein Spiel in { $parent }.
thread-closed = Ich konnte diesen archivierten Thread nicht wieder öffnen. Starte ein Spiel in einem anderen Kanal.
thread-closed-start-in = Ich konnte diesen archivierten Thread nicht wieder öffnen. Starte ein Spiel in { $parent }.
channel-lost = { $how ->
    [locked] Ein Moderator hat den Thread dieses Spiels gesperrt
    [archived] Der Thread dieses Spiels wurde archiviert, und ich konnte ihn nicht wieder öffnen
   *[deleted] Der Thread dieses Spiels wurde gelöscht
}{ $lobby ->
    [true] , daher wurde die Lobby geschlossen.
   *[false] , daher ist das Spiel beendet. Die Punkte fertiger Runden bleiben erhalten.
}
saved-unshown = Erledigt: Das zählt, aber ich konnte es hier nicht anzeigen. Der Tisch zeigt das Spiel, wie es steht.
lost-answer = Discord hat meine Antwort eben nicht angenommen. Der Tisch zeigt den aktuellen Stand; versuch es bei Bedarf noch einmal.
no-such-season = Hier gibt es keine Saison { $season }: Wähle `current`, `all` (gesamt) oder eine Saison von 1 bis { $current }.
season-needs-rating = Saisons ordnen die Spieler nach Wertung; die Sortierung nach { $sort } zählt über alle Saisons. Lass `season:` weg, um so zu sortieren.
unknown-season-choice = Unbekannte Saison-Auswahl; wähle aus { $choices }.
