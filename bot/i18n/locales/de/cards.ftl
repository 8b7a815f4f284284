-red = Rot
-yellow = Gelb
-green = Grün
-blue = Blau
-skip = Aussetzen
-reverse = Richtungswechsel
-draw-two = Zieh Zwei
-wild = Farbwahl
-wild-draw-four = Farbwahl Zieh Vier
-blank = Blanko

color-name = { $color ->
    [red] { -red }
    [yellow] { -yellow }
    [green] { -green }
   *[blue] { -blue }
}
color-word = { color-name }
color-unnamed = (noch nicht gewählt)
card-name = { $rank ->
    [skip] { color-name } { -skip }
    [reverse] { color-name } { -reverse }
    [draw2] { color-name } { -draw-two }
    [wild] { -wild }
    [wild4] { -wild-draw-four }
    [blank] { -blank }
   *[other] { color-name } { $rank }
}
card-face = { $rank ->
    [skip] Aus
    [reverse] Dreh
    [draw2] +2
    [wild] FW
    [wild4] FW+4
    [blank] Leer
   *[other] { $rank }
}
cards-none = (keine Karten)
cards-count = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
cards-some = { $count ->
    [one] eine Karte
   *[other] { $count } Karten
}
