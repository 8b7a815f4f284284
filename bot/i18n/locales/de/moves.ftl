move-played = { $jump ->
    [true] { $player } wirft { $card } dazwischen.
   *[false] { $player } spielt { $card }.
}
move-played-named = { $jump ->
    [true] { $player } wirft { $card } dazwischen und wählt { color-word }.
   *[false] { $player } spielt { $card } und wählt { color-word }.
}
move-drew = { $why ->
    [penalty] { $player } zieht { cards-some } (Ziehstrafe).
    [challenge] { $player } zieht { cards-some } nach der Anfechtung.
    [uno] { $player } zieht { cards-some }, weil UNO nicht gerufen wurde.
   *[other] { $player } zieht { cards-some }.
}
move-drew-passed = { $player } zieht { cards-some } und passt.
move-drew-kept = { $player } zieht { cards-some } und behält sie.
move-drew-played = { $player } zieht { cards-some } und spielt { $card }.
move-drew-lost-turn = { $player } zieht { cards-some } und muss aussetzen.
move-empty-draw = { $player } wollte ziehen, aber es gab nichts mehr zu ziehen.
move-direction = { $clockwise ->
    [true] Jetzt geht es im Uhrzeigersinn weiter.
   *[false] Jetzt geht es gegen den Uhrzeigersinn weiter.
}
move-rotated = { $clockwise ->
    [true] Alle Hände wandern einen Platz im Uhrzeigersinn weiter.
   *[false] Alle Hände wandern einen Platz gegen den Uhrzeigersinn weiter.
}
move-stacked = Der Ziehstapel steht bei **{ $total }**: { $player } muss erhöhen oder alles ziehen.
move-hand = Runde { $hand }:
move-dealt = { move-hand } { $dealer } hat gegeben; die erste Karte ist { $card }.
move-named = { $player } wählt { color-word }.
move-challenge = { $guilty ->
    [true] { $challenger } fechtet { $challenged }s { -wild-draw-four } an: { $challenged } hatte eine Karte der ausliegenden Farbe, die Anfechtung ist erfolgreich.
   *[false] { $challenger } fechtet { $challenged }s { -wild-draw-four } an: { $challenged } hatte keine Karte der ausliegenden Farbe, die Anfechtung ist gescheitert.
}
move-challenge-playable = { $guilty ->
    [true] { $challenger } fechtet { $challenged }s { -wild-draw-four } an: { $challenged } hatte eine andere spielbare Karte, die Anfechtung ist erfolgreich.
   *[false] { $challenger } fechtet { $challenged }s { -wild-draw-four } an: { $challenged } hatte keine andere spielbare Karte, die Anfechtung ist gescheitert.
}
move-skipped = { $player } muss aussetzen.
move-uno = { $player } ruft UNO!
move-caught = { $by } erwischt { $player } ohne UNO: { $player } zieht { cards-count }.
move-forgot = { $player } hat UNO vergessen und zieht { cards-count }.
move-swapped = { $player } tauscht die Hand mit { $target }.
move-shuffled = { $player } mischt alle Hände und teilt sie neu aus.
move-reshuffled = Der Ablagestapel wurde zum neuen Ziehstapel gemischt ({ cards-count }).
move-kept = { $player } behält die gezogene Karte.
move-passed = { $player } passt.
move-went-out = { $points ->
    [0] { $winner } hat keine Karten mehr und gewinnt die Runde.
    [one] { $winner } hat keine Karten mehr und gewinnt die Runde ({ $points } Punkt).
   *[other] { $winner } hat keine Karten mehr und gewinnt die Runde ({ $points } Punkte).
}
move-match-won = { $count ->
    [one] { $winners } gewinnt das Match!
   *[other] { $winners } gewinnen das Match!
}
move-left = { $player } hat das Spiel verlassen.
move-covered = 🤖 spielte für { $player } (Zeit abgelaufen):
nobody = Niemand
note-drew = Du hast { $cards } gezogen.
note-challenge = { $guilty ->
    [true] Deine Anfechtung war erfolgreich: { $player } hatte eine Karte der ausliegenden Farbe.
   *[false] Deine Anfechtung ist gescheitert: { $player } hatte keine Karte der ausliegenden Farbe.
}
note-challenge-playable = { $guilty ->
    [true] Deine Anfechtung war erfolgreich: { $player } hatte eine andere spielbare Karte.
   *[false] Deine Anfechtung ist gescheitert: { $player } hatte keine andere spielbare Karte.
}
note-their-hand = Auf der Hand: { $cards }.
own-uno = Du hast UNO gerufen!
own-caught = Du hast { $player } ohne UNO erwischt: { $player } zieht { cards-count }.
