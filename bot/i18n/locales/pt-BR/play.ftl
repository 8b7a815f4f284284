lobby-joined = { $player } entrou.
lobby-empty = Todos saíram; a sala está fechada.
lobby-cancelled = O anfitrião cancelou esta sala.
lobby-you-left = { $closed ->
    [true] Você saiu; a sala está fechada.
   *[false] Você saiu da sala.
}
ai-pick-level = Qual nível para o jogador de IA? **Fácil** joga qualquer carta válida, **Normal** joga com bom senso, **Forte** pensa à frente.
ai-pick-remove = Qual jogador de IA deve sair da sala?
ai-sits-down = { $player } se senta.
ai-add-another = Adicionar outro?
ai-left-lobby = { $player } saiu da sala.
ai-someone = O jogador de IA
afk-cover-now = { $on ->
    [true] Cobertura AFK ligada: quando o tempo de um jogador acaba, uma IA joga a vez por ele.
   *[false] Cobertura AFK desligada: uma vez que expira compra e passa.
}
afk-no-timer = (Esta partida não tem limite de tempo por vez, então nenhuma vez expira.)
stopped-by = A partida foi encerrada por { $player }.
stopped = A partida foi encerrada; o canal está livre para outra.
removed = Você não está mais nesta partida.
left-game = Você saiu da partida. Seus pontos ficam no registro da partida.
kicked = { $lobby ->
    [true] { $player } foi tirado da sala.
   *[false] { $player } foi tirado da partida.
}
removed-by-host = { $host } tirou você da partida.
span = { $unit ->
    [hour] { $count ->
        [one] { $count } hora
       *[other] { $count } horas
    }
    [minute] { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    }
    [second] { $count ->
        [one] { $count } segundo
       *[other] { $count } segundos
    }
   *[moment] um instante
}
lobby-idle = Esta sala se fechou sozinha após { span } sem começar.
game-idle = A partida acabou: { span } sem jogadas. O canal está livre para uma nova partida.
removed-inactive = ⏰ { $player } foi tirado por inatividade ({ $count } vezes perdidas seguidas).
removed-inactive-note = { $count ->
    [one] Você foi tirado da partida após { $count } vez perdida.
   *[other] Você foi tirado da partida após { $count } vezes perdidas seguidas.
}
only-ai = Só restaram jogadores de IA, então a partida acabou (sem vencedor registrado). O canal está livre para uma nova partida.
ping = { $player }, é sua vez.
ping-open-hand = Sua mensagem de mão parou de atualizar: abra sua mão com o botão abaixo.
turn-warning = ⏰ Sua vez acaba { $when }. Jogue, ou o cronômetro segue o jogo sem você.
dm-turn = É sua vez no UNO, e a mesa está esperando por você: { $link }
dm-closed = Não consegui te mandar mensagem direta (suas DMs estão fechadas para mim), então os avisos de vez por DM foram desligados. Ligue de novo com `/uno prefs`.
