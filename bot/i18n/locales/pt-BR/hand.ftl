hand-title = Sua mão — { cards-count }
hand-top = Carta da mesa: **{ $card }** · cor { $color }
hand-over = A mão acabou.
hand-name-color = **Escolha a cor** da primeira carta.
hand-wd4-hits = { $stack ->
    [true] **Um { -wild-draw-four } caiu em você**: desafie, ponha outro { -wild-draw-four } na pilha ou compre { $count } cartas.
   *[false] **Um { -wild-draw-four } caiu em você**: desafie ou compre { $count } cartas.
}
hand-stack = **Pilha de compra de { $count }**: ponha uma carta de compra nela ou compre { $count } cartas.
hand-your-turn = **Sua vez.**
hand-drew = Você comprou **{ $card }**.
hand-must-play-drawn = Jogue-a: uma carta comprada que pode ser jogada precisa ser jogada.
hand-play-or-keep = Jogue-a ou fique com ela.
hand-play-or-pass = Jogue uma carta ou passe.
hand-jump-in = Você pode cortar com **{ $cards }** (aperte a carta abaixo).
hand-turn = { $can ->
    [play] **Sua vez** — jogue uma carta (as regras obrigam quando uma serve).
    [draw] **Sua vez** — nenhuma carta sua serve: compre uma carta.
   *[both] **Sua vez** — jogue uma carta ou compre.
}
hand-elsewhere = {" "}· as cartas que você pode jogar estão na página { $pages }.
hand-uno-now = Aperte **UNO!** agora, antes que alguém pegue você ({ $count } cartas).
hand-uno-two = { $automatic ->
    [true] Duas cartas na mão: aperte **UNO!** antes de jogar, ou { $count } cartas de punição entram automaticamente.
   *[false] Duas cartas na mão: aperte **UNO!** antes de jogar, ou qualquer um pode pegar você e você compra { $count } cartas.
}
hand-others-turn = É a vez de { $player }.
hand-page = Página { $page }/{ $pages } (◀ ▶ mostram as outras cartas)
hand-your-cards = Suas cartas: { $cards }
hand-card-drawn = { $label } (comprada)
hand-draw = Comprar uma carta
hand-pass = Passar
hand-keep = Ficar com ela
hand-challenge = Desafiar
hand-take = Comprar { $count } cartas
hand-previous = Anterior
hand-next = Próxima
hand-back = Voltar
hand-pick-color = Escolha a cor do seu **{ $card }**.
hand-pick-target = Escolha com quem trocar de mão com seu **{ $card }**.
hand-moved = Sua mão foi para uma mensagem mais nova.
hand-expiring = Esta mensagem vai parar de atualizar em breve (o Discord me deixa atualizá-la por 15 minutos): aperte **Minha mão** ou use `/uno hand` para uma nova.
hand-game-over = Esta partida acabou.
hand-match-over = { $count ->
    [one] A partida acabou: { $winners } venceu.
   *[other] A partida acabou: { $winners } venceram.
}
hand-caught = Pegaram você: você comprou { $cards }.
