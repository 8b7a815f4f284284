lobby-title = Sala de UNO
lobby-invite = Aperte **Entrar** para jogar. O anfitrião pode adicionar jogadores de IA e aperta **Começar** com 2 a { $max } jogadores.
lobby-players = Jogadores ({ $count }/{ $max })
lobby-seat = { $number }. { $name }{ $host ->
    [true] {" "}(anfitrião)
   *[false] {""}
}
lobby-rules = Regras
lobby-timer = { $seconds ->
    [0] sem limite de tempo
   *[other] { $seconds } s por vez
}
lobby-head = { $preset } · { $target } pontos para vencer · { $timer }
lobby-head-one-hand = { $preset } · uma só mão · { $timer }
lobby-afk-cover = Cobertura AFK: uma IA joga a vez de quem ficar sem tempo
lobby-join = Entrar
lobby-leave = Sair
lobby-start = Começar (anfitrião)
lobby-cancel = Cancelar (anfitrião)
lobby-add-ai = Adicionar IA (anfitrião)
lobby-remove-ai = Remover IA (anfitrião)
lobby-afk = { $on ->
    [true] Cobertura AFK: ligada (anfitrião)
   *[false] Cobertura AFK: desligada (anfitrião)
}
ai-level = { $level ->
    [easy] Fácil
    [strong] Forte
   *[normal] Normal
}
table-title = UNO — mão { $hand }
table-title-ended = UNO — mão { $hand } (encerrada)
table-top-card = Carta da mesa: **{ $card }**
table-color = Cor: **{ $color }** · Sentido: { $clockwise ->
    [true] ➡️ horário
   *[false] ⬅️ anti-horário
}
table-turn = Vez de: { $player }
table-pending = Compra pendente: **{ $count }** cartas
table-catchable = { $count ->
    [one] { $players } tem uma carta e não disse UNO! Aperte **Pegar**.
   *[other] { $players } têm uma carta e não disseram UNO! Aperte **Pegar**.
}
table-hand-over = A mão acabou. A próxima começa logo.
table-players = Jogadores
table-last-moves = Últimas jogadas
table-footer = Monte de compra: { $pile } · meta { $target } pontos
table-footer-timer = vez de { $seconds } s
table-turn-ends = A vez acaba { $when }
seat-line = { $mark }{ $name }: { cards-count } · { $points } pts
seat-catchable = {" "}— ⚠️ uma carta, sem dizer UNO!
seat-called = {" "}— 📣 **UNO!**
table-my-hand = Minha mão
table-catch = Pegar { $player }
table-stop = Encerrar (anfitrião)
table-next-hand = Próxima mão
table-moved-down = A mesa desceu: estava soterrada por mensagens novas.
table-go-to = Ir para a mesa
results-final = Classificação final
results-totals = Totais da partida
results-line = { $rank }. { $name }: { $points } pts
results-hand-title = Resultado da mão { $hand }
results-went-out = { $points ->
    [0] **{ $winner }** bateu{ $with_card } e vence a mão { $hand }.
   *[other] **{ $winner }** bateu{ $with_card } e vence a mão { $hand }, valendo **{ $points }** pontos.
}
results-with = {" "}com **{ $card }**
results-in-hand = { $player } tinha { $points } pontos na mão
results-next-in = A próxima mão começa em { $seconds } s, ou quando o anfitrião apertar **Próxima mão**.
results-started = A mão { $hand } começou: a mesa está logo abaixo.
results-match-title = Fim da partida
results-match-won = { $count ->
    [one] { $winners } venceu a partida! 🏆
   *[other] { $winners } venceram a partida! 🏆
}
results-walkover = { $count ->
    [one] { $winners } venceu a partida por W.O.: todos os outros saíram. Fica registrada, mas não conta como partida vencida.
   *[other] { $winners } venceram a partida por W.O.: todos os outros saíram. Fica registrada, mas não conta como partida vencida.
}
results-channel-free = O canal está livre para uma nova partida.
results-went-out-last = **{ $player }** bateu{ $with_card }.
results-game-ended = Partida encerrada
thread-name = UNO — partida de { $host }
thread-opened = 🎴 { $host } abriu uma partida de UNO em { $thread }: entre lá.
thread-audit-reason = Uma partida de UNO começou aqui
thread-ended = 🎴 Partida de UNO em { $thread }: { $summary }
# the badges drawn on the table picture (short, capitals)
badge-winner = VENCEU
badge-catch = PEGAR!
picture-nameless = Jogador { $seat }
