-red = Rouge
-yellow = Jaune
-green = Vert
-blue = Bleu
-skip = Passe ton tour
-reverse = Inversion
-draw-two = +2
-wild = Joker
-wild-draw-four = Joker +4
-blank = Vierge

color-name = { $color ->
    [red] { -red }
    [yellow] { -yellow }
    [green] { -green }
   *[blue] { -blue }
}
color-word = { $color ->
    [red] rouge
    [yellow] jaune
    [green] vert
   *[blue] bleu
}
color-unnamed = (à choisir)
card-name = { $rank ->
    [skip] { -skip } { color-word }
    [reverse] { -reverse } { color-word }
    [draw2] { -draw-two } { color-word }
    [wild] { -wild }
    [wild4] { -wild-draw-four }
    [blank] Carte { -blank }
   *[other] { $rank } { color-word }
}
card-face = { $rank ->
    [skip] Passe
    [reverse] Inv
    [draw2] +2
    [wild] Joker
    [wild4] +4
    [blank] Vierge
   *[other] { $rank }
}
cards-none = (aucune carte)
cards-count = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
cards-some = { $count ->
    [one] une carte
   *[other] { $count } cartes
}
