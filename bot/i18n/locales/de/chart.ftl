chart-axis = Runde
chart-target = Ziel { $target }
chart-target-above = Ziel { $target }, weiter oben
chart-title = { $over ->
    [true] UNO-Match-Diagramm — Endstand
   *[false] { $hands ->
        [one] UNO-Match-Diagramm — nach { $hands } Runde
       *[other] UNO-Match-Diagramm — nach { $hands } Runden
    }
}
chart-about = Der Punktestand jedes Spielers nach jeder Runde. { $picture ->
    [true] Die gestrichelte Linie ist das Ziel,
   *[false] Das Ziel ist
} **{ $target }** Punkte: { $lowest_wins ->
    [true] Das Match endet, sobald es jemand erreicht; die niedrigste Summe gewinnt.
   *[false] Wer es zuerst erreicht, gewinnt das Match.
}
