no-game = Não há partida de UNO neste canal. Comece uma com `/uno start`.
damaged = Não deu para recuperar esta partida (o estado salvo está danificado), então ela foi encerrada. Comece outra com `/uno start`.
damaged-hand = Esta partida foi encerrada: o estado salvo está danificado.
save-failed = Desculpe, não consegui salvar isso, então nada mudou. Tente de novo.
moved-away = Esta partida agora é conduzida por outra instância do bot, então nada mudou aqui. Tente de novo daqui a pouco.
stale-hand = Esta mão estava desatualizada — aqui está sua mão atual.
game-over = Esta partida acabou. Comece outra com `/uno start`.
resume-failed = Esta partida não pôde ser retomada após um reinício (estado danificado).
start-failed = Desculpe, não consegui começar a partida (erro de armazenamento), então nada mudou. Tente de novo.
open-failed = Desculpe, não consegui abrir a sala (erro de armazenamento). Tente de novo.
over = Esta partida acabou.
not-started = A partida ainda não começou: entre na sala e espere começar.
not-playing = Você não está jogando nesta partida.
not-in-game = Esse jogador não está nesta partida.
sorry = Desculpe, algo deu errado do meu lado. A partida está intacta; tente de novo.
storage-apology = Desculpe, não consegui acessar meus registros agora, então nada mudou. Tente de novo daqui a pouco.
no-dms = O UNO é jogado num canal de texto ou tópico de um servidor, não em mensagem direta.
no-permission = Você não tem permissão para fazer isso.
not-here = Você não pode usar este comando aqui.
guild-only = Os registros de UNO são por servidor — use este comando num canal de um servidor.
shard-elsewhere = Outra cópia deste bot cuida deste servidor agora, então nada mudou. Tente de novo daqui a pouco.
unknown-button = Não conheço este botão.
unknown-button-hand = Não conheço este botão. Use `/uno hand` para ver sua mão de novo.
other-channel-button = Esse botão é de uma partida de outro canal.
broken-catch = Esse botão está com defeito; use o botão Pegar da mesa.
not-a-color = Isso não é uma cor.
not-a-card = Isso não é uma carta.
done = Feito.
stop-not-allowed = Só o anfitrião ou alguém com Gerenciar canais pode encerrar a partida.
next-not-allowed = Só o anfitrião pode dar a próxima mão (ela também começa sozinha logo).
kick-not-allowed = Só o anfitrião pode tirar um jogador.
kick-yourself = Você não pode tirar a si mesmo; use `/uno leave` ou `/uno stop`.
already-started = A partida já começou.
already-started-join-next = A partida já começou; entre na próxima.
lobby-closed = Esta sala está fechada.
not-a-channel = O UNO é jogado num canal de texto ou tópico de um servidor.
busy = Já há uma partida de UNO neste canal. Entre nela, ou o anfitrião (ou alguém com Gerenciar canais) pode encerrá-la com `/uno stop`.
too-many-ai = Esta mesa aceita no máximo { $max } jogadores: você e no máximo { $ai } jogadores de IA.
already-playing = Você já está jogando. Aperte **Minha mão** para ver suas cartas.
already-in-lobby = Você já está nesta sala.
table-full = { $ai ->
    [true] A mesa está cheia ({ $max } jogadores). O anfitrião pode abrir espaço com **Remover IA**.
   *[false] A mesa está cheia ({ $max } jogadores).
}
not-in-lobby = Você não está nesta sala.
start-not-allowed = Só o anfitrião pode começar a partida.
too-few-players = O UNO precisa de pelo menos 2 jogadores: espere alguém entrar ou aperte **Adicionar IA**.
cancel-not-allowed = Só o anfitrião pode cancelar a sala.
ai-not-allowed = Só o anfitrião pode mudar os jogadores de IA e a cobertura AFK.
not-an-ai-level = Esse não é um nível de IA.
broken-remove-ai = Esse botão está com defeito; aperte Remover IA de novo.
no-ai = Não há jogador de IA nesta sala.
ai-gone = Esse jogador de IA não está mais nesta sala.
settings-not-allowed = Só membros com a permissão **Gerenciar servidor** podem ver ou mudar as configurações de UNO.
bad-turn-timer = turn_timer deve ser 0 (sem limite) ou de { $min } a { $max } segundos, não { $value }.
bad-target = target deve ser de { $min } a { $max } pontos, não { $value }.
unknown-preset = Regras predefinidas desconhecidas: { $value }; escolha entre { $choices }.
option-without-name = Indique também a opção a mudar, não só o valor.
target-as-option = A meta se muda com o argumento target (de { $min } a { $max }).
unknown-option = Opção desconhecida: { $value }; as opções são { $choices }.
unknown-house-rule = Regra da casa desconhecida: { $value }. Opções: { $choices }.
option-allowed = { $kind ->
    [int] um número inteiro de { $min } a { $max }
    [bool] on ou off
   *[choice] { $choices }
}
option-needs-value = Indique um valor para { $name }: { option-allowed } (ou default para o valor das regras predefinidas).
option-bad-value = { $kind ->
    [bool] A opção { $name } deve ser on ou off, não { $value }.
    [int] A opção { $name } deve ser um número inteiro de { $min } a { $max }, não { $value }.
   *[choice] A opção { $name } não pode ser { $value }; escolha entre { $choices }.
}
prefs-need-both = Indique uma opção e um valor (on, off ou default), ex.: `/uno prefs option:high_contrast value:on`.
unknown-pref = Preferência desconhecida: { $value }; escolha entre { $choices }.
pref-bad-value = { option-bad-value } Ou use default.
unknown-sort = Ordenação desconhecida: { $value }; escolha entre { $choices }.
leaderboard-elsewhere = Esta classificação é de outro servidor.
leaderboard-stale = Esta classificação está desatualizada — use /uno leaderboard de novo.
leaderboard-starting = A classificação está iniciando; tente de novo daqui a pouco.
no-match = Nenhuma partida de UNO foi jogada neste canal ainda. Comece uma com `/uno start`.
no-hand-yet = Nenhuma mão da partida deste canal terminou ainda: o gráfico começa depois da primeira.
rule-not-allowed = Isso não é permitido agora.
rule-not-your-turn = Não é sua vez.
rule-unknown-player = Você não está jogando nesta partida.
rule-card-not-in-hand = Você não tem essa carta.
rule-card-not-playable = Essa carta não pode ser jogada agora.
rule-wd4-not-now = Você não pode jogar um { -wild-draw-four } agora.
rule-color-required = Escolha uma cor: vermelho, amarelo, verde ou azul.
rule-target-required = Escolha outro jogador para esta carta.
rule-decision-pending = Há uma decisão pendente antes.
rule-hand-over = Esta mão acabou.
rule-match-over = Esta partida acabou.
rule-cannot-draw = Você não pode comprar agora.
rule-cannot-pass = Você não pode passar agora.
rule-cannot-call-uno = Você não pode dizer UNO agora.
rule-nobody-to-catch = Não há ninguém para pegar.
rule-not-possible = Essa ação não é possível agora.
rule-too-many-players = Jogadores demais.
rule-not-their-turn = Não é a vez desse jogador.
rule-hand-still-on = A mão ainda está sendo jogada.
rule-uno-already = Você já disse UNO.
rule-uno-too-late = Tarde demais: diga UNO antes de jogar sua penúltima carta.
rule-uno-when = Você pode dizer UNO quando tem duas cartas (ou acabou de ficar com uma).
rule-catch-yourself = Você não pode pegar a si mesmo.
rule-catch-stranger = Esse jogador não está na partida.
rule-catch-more-cards = Esse jogador tem mais de uma carta.
rule-catch-safe = Esse jogador está a salvo: disse UNO ou a chance já passou.
rule-first-color = Primeiro escolha a cor da primeira carta.
rule-drew-already = Você já comprou nesta vez.
rule-must-play = Você precisa jogar: tem uma carta que pode ser jogada.
rule-draw-first = Primeiro compre uma carta (ou jogue uma).
rule-must-play-drawn = Você precisa jogar a carta que pode ser jogada.
rule-nothing-to-challenge = Não há { -wild-draw-four } para desafiar.
rule-nothing-to-take = Não há cartas para comprar.
rule-no-drawn-card = Você não tem carta comprada para jogar.
rule-no-jump-in = Cortar não é permitido nesta partida.
rule-jump-identical = Você só pode cortar com uma carta idêntica à da mesa.
rule-jump-waiting = Você não pode cortar agora: a partida espera a decisão de outro jogador.
rule-jump-penalty = Você não pode cortar enquanto há uma compra pendente.
rule-swap-target = Escolha outro jogador para trocar de mão.
rule-only-drawn = Depois de comprar você só pode jogar a carta que comprou.
rule-wd4-stack-illegal = Você não pode pôr esse { -wild-draw-four }: tem uma carta que poderia jogar.
rule-stack-or-take = Você precisa pôr uma carta de compra na pilha ou comprar as cartas.
rule-challenge-or-take = Desafie o { -wild-draw-four } ou compre as cartas.
rule-take-first = Primeiro compre as cartas.
rule-waiting-decision = Não é sua vez: a partida espera a decisão de outro jogador.
rule-wd4-no-playable = Você só pode jogar um { -wild-draw-four } quando não tem outra carta que possa jogar.

opening = Uma partida está sendo aberta neste canal agora mesmo: entre nela daqui a pouco.
lobby-waiting = Já há uma sala de UNO esperando em { $thread }: entre lá (o anfitrião pode começá-la, ou cancelá-la para liberar o canal).
thread-locked = Este tópico está trancado, então não dá para jogar nele. Comece uma partida em outro canal.
thread-locked-start-in = Este tópico está trancado, então não dá para jogar nele. Comece uma partida em { $parent }.
thread-closed = Não consegui reabrir este tópico arquivado. Comece uma partida em outro canal.
thread-closed-start-in = Não consegui reabrir este tópico arquivado. Comece uma partida em { $parent }.
channel-lost = { $how ->
    [locked] Um moderador trancou o tópico desta partida
    [archived] O tópico desta partida foi arquivado e não consegui reabri-lo
   *[deleted] O tópico desta partida foi apagado
}{ $lobby ->
    [true] , então a sala foi fechada.
   *[false] , então a partida acabou. Os pontos das mãos terminadas continuam valendo.
}
saved-unshown = Feito: isso conta, mas não consegui mostrar aqui. A mesa mostra a partida como está.
lost-answer = O Discord não aceitou minha resposta agora há pouco. A mesa mostra como estão as coisas; tente de novo se precisar.
no-such-season = Não existe a temporada { $season } aqui: escolha `current`, `all` (todos os tempos) ou uma temporada de 1 a { $current }.
season-needs-rating = As temporadas ordenam os jogadores por pontuação; ordenar por { $sort } conta todos os tempos. Tire o `season:` para ordenar assim.
unknown-season-choice = Opção de temporada desconhecida; escolha entre { $choices }.
