-red = Vermelho
-yellow = Amarelo
-green = Verde
-blue = Azul
-skip = Pular
-reverse = Inverter
-draw-two = Comprar Dois
-wild = Curinga
-wild-draw-four = Curinga Comprar Quatro
-blank = Em Branco

color-name = { $color ->
    [red] { -red }
    [yellow] { -yellow }
    [green] { -green }
   *[blue] { -blue }
}
color-word = { $color ->
    [red] vermelho
    [yellow] amarelo
    [green] verde
   *[blue] azul
}
color-unnamed = (a escolher)
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
    [skip] Pula
    [reverse] Inverte
    [draw2] +2
    [wild] Curinga
    [wild4] Curinga+4
    [blank] Branca
   *[other] { $rank }
}
cards-none = (sem cartas)
cards-count = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
cards-some = { $count ->
    [one] uma carta
   *[other] { $count } cartas
}
