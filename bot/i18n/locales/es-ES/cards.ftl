-red = Rojo
-yellow = Amarillo
-green = Verde
-blue = Azul
-skip = Salta
-reverse = Cambio de sentido
-draw-two = Roba dos
-wild = Comodín
-wild-draw-four = Comodín roba cuatro
-blank = En blanco

color-name = { $color ->
    [red] { -red }
    [yellow] { -yellow }
    [green] { -green }
   *[blue] { -blue }
}
color-word = { $color ->
    [red] rojo
    [yellow] amarillo
    [green] verde
   *[blue] azul
}
color-unnamed = (por elegir)
card-name = { $rank ->
    [skip] { -skip } { color-word }
    [reverse] { -reverse } { color-word }
    [draw2] { -draw-two } { color-word }
    [wild] { -wild }
    [wild4] { -wild-draw-four }
    [blank] Carta { -blank }
   *[other] { $rank } { color-word }
}
card-face = { $rank ->
    [skip] Salta
    [reverse] Cambio
    [draw2] +2
    [wild] Comodín
    [wild4] Comodín+4
    [blank] Blanca
   *[other] { $rank }
}
cards-none = (sin cartas)
cards-count = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
cards-some = { $count ->
    [one] una carta
   *[other] { $count } cartas
}
