rules-preset = { $preset ->
    [official] Regras oficiais
    [classic] Regras clássicas
    [family] Regras de família
    [online] Regras estilo online
    [party] Regras de festa
   *[custom] Regras personalizadas
}{ $changed ->
    [true] , alteradas
   *[false] {""}
}
rules-deck-standard = Baralho: as 108 cartas de sempre.
rules-deck-blanks = Baralho: 112 cartas com quatro cartas em branco; { $effect ->
    [swap] uma carta em branco escolhe a cor e troca sua mão com a de um jogador que você escolher
    [shuffle] uma carta em branco escolhe a cor; depois todas as mãos são juntadas, embaralhadas e distribuídas de novo
    [all_draw_one] uma carta em branco escolhe a cor e cada um dos outros jogadores compra uma carta
   *[none] uma carta em branco é um curinga comum (escolha a cor)
}.
rules-wd4 = { $when ->
    [anytime] { -wild-draw-four }: a qualquer momento, até sobre uma pilha de compra.
    [no_playable] { -wild-draw-four }: só quando você não tem outra carta para jogar.
   *[official] { -wild-draw-four }: só quando você não tem nenhuma carta da cor em jogo.
}
rules-challenge = { $on ->
    [true] Quem recebe um { -wild-draw-four } pode desafiá-lo: se foi jogado sem direito, quem jogou compra 4; senão, quem desafiou compra 6.
   *[false] Um { -wild-draw-four } não pode ser desafiado.
}
rules-forced = { $on ->
    [true] Se você tem uma carta que pode ser jogada, precisa jogar (não pode comprar no lugar).
   *[false] Você pode comprar em vez de jogar, mesmo tendo uma carta que serve.
}
rules-after-draw = { $until ->
    [true] Você continua comprando até vir uma carta que possa jogar.
   *[false] Você compra uma carta.
} { $then ->
    [must_play_drawn] Se ela puder ser jogada, você precisa jogá-la na hora.
    [play_any] Depois você pode jogar qualquer carta que sirva, ou passar.
   *[may_play_drawn] Se ela puder ser jogada, você pode jogá-la na hora ou ficar com ela.
}
rules-stacking = { $on ->
    [true] As compras acumulam: um +2 pode ser respondido com um +2 ou um { -wild-draw-four }, um { -wild-draw-four } com outro { -wild-draw-four }; o primeiro que não aumentar leva tudo.
   *[false] As compras não acumulam: um +2 ou um { -wild-draw-four } é comprado na hora.
}
rules-uno = { $automatic ->
    [true] Aperte UNO! ao jogar sua penúltima carta; se não apertar, você compra { $count } cartas automaticamente.
   *[false] Aperte UNO! ao jogar sua penúltima carta; se não apertar, qualquer um pode pegar você antes do próximo jogador jogar, e você compra { $count } cartas.
}
rules-seven-o = Sete-Zero: um 7 troca sua mão com a de um jogador que você escolher; um 0 passa todas as mãos um lugar adiante.
rules-jump-in = Cortar: você pode jogar fora da sua vez uma carta idêntica à da mesa (mesma cor e número ou símbolo); o jogo continua a partir de você.
rules-scoring = { $scoring ->
    [single_hand] Uma mão só: vence quem bater primeiro.
    [lowest_wins] Cada um soma os pontos que sobraram na própria mão; quando alguém chega a { $target }, vence o menor total.
   *[winner_takes] Quem bate marca os pontos que sobraram nas outras mãos; o primeiro a chegar a { $target } pontos vence a partida.
}
rules-title = **{ $preset }** · até { $max } jogadores
rules-how-to-change = -# O anfitrião as muda em `/uno start` (`options:`, ex.: `stacking=on jump_in=on`; as opções se completam sozinhas).
rules-no-game = (Não há partida aqui: estas são as regras oficiais padrão.)
