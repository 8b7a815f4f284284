move-played = { $jump ->
    [true] { $player } cortou com { $card }.
   *[false] { $player } jogou { $card }.
}
move-played-named = { $jump ->
    [true] { $player } cortou com { $card } e escolheu { color-word }.
   *[false] { $player } jogou { $card } e escolheu { color-word }.
}
move-drew = { $why ->
    [penalty] { $player } comprou { cards-some } (punição de compra).
    [challenge] { $player } comprou { cards-some } após o desafio.
    [uno] { $player } comprou { cards-some } por não dizer UNO.
   *[other] { $player } comprou { cards-some }.
}
move-drew-passed = { $player } comprou { cards-some } e passou.
move-drew-kept = { $player } comprou { cards-some } e ficou com ela.
move-drew-played = { $player } comprou { cards-some } e jogou { $card }.
move-drew-lost-turn = { $player } comprou { cards-some } e perdeu a vez.
move-empty-draw = { $player } tentou comprar, mas não havia nada para comprar.
move-direction = { $clockwise ->
    [true] O jogo agora segue no sentido horário.
   *[false] O jogo agora segue no sentido anti-horário.
}
move-rotated = { $clockwise ->
    [true] Cada mão passou um lugar no sentido horário.
   *[false] Cada mão passou um lugar no sentido anti-horário.
}
move-stacked = A pilha de compra agora soma **{ $total }**: { $player } precisa aumentar ou comprar tudo.
move-hand = Mão { $hand }:
move-dealt = { move-hand } { $dealer } deu as cartas; a primeira carta é { $card }.
move-named = { $player } escolheu { color-word }.
move-challenge = { $guilty ->
    [true] { $challenger } desafiou o { -wild-draw-four } de { $challenged }: { $challenged } tinha uma carta da cor em jogo, então o desafio deu certo.
   *[false] { $challenger } desafiou o { -wild-draw-four } de { $challenged }: { $challenged } não tinha nenhuma carta da cor em jogo, então o desafio falhou.
}
move-challenge-playable = { $guilty ->
    [true] { $challenger } desafiou o { -wild-draw-four } de { $challenged }: { $challenged } tinha outra carta que podia jogar, então o desafio deu certo.
   *[false] { $challenger } desafiou o { -wild-draw-four } de { $challenged }: { $challenged } não tinha nenhuma outra carta que pudesse jogar, então o desafio falhou.
}
move-skipped = { $player } perdeu a vez.
move-uno = { $player } disse UNO!
move-caught = { $by } pegou { $player } sem UNO: { $player } comprou { cards-count }.
move-forgot = { $player } esqueceu de dizer UNO e comprou { cards-count }.
move-swapped = { $player } trocou de mão com { $target }.
move-shuffled = { $player } embaralhou todas as mãos e distribuiu de novo.
move-reshuffled = O descarte foi embaralhado num novo monte de compra ({ cards-count }).
move-kept = { $player } ficou com a carta comprada.
move-passed = { $player } passou.
move-went-out = { $points ->
    [0] { $winner } bateu e venceu a mão.
    [one] { $winner } bateu e venceu a mão ({ $points } ponto).
   *[other] { $winner } bateu e venceu a mão ({ $points } pontos).
}
move-match-won = { $count ->
    [one] { $winners } venceu a partida!
   *[other] { $winners } venceram a partida!
}
move-left = { $player } saiu da partida.
move-covered = 🤖 jogou por { $player } (o tempo acabou):
nobody = Ninguém
note-drew = Você comprou { $cards }.
note-challenge = { $guilty ->
    [true] Seu desafio deu certo: { $player } tinha uma carta da cor em jogo.
   *[false] Seu desafio falhou: { $player } não tinha nenhuma carta da cor em jogo.
}
note-challenge-playable = { $guilty ->
    [true] Seu desafio deu certo: { $player } tinha outra carta que podia jogar.
   *[false] Seu desafio falhou: { $player } não tinha nenhuma outra carta que pudesse jogar.
}
note-their-hand = Cartas na mão: { $cards }.
own-uno = Você disse UNO!
own-caught = Você pegou { $player } sem UNO: { $player } comprou { cards-count }.
