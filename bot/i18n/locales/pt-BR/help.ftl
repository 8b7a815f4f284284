help-title = **Como jogar UNO aqui**
help-join = **Entrar.** Alguém usa `/uno start` e uma sala aparece no canal. Aperte **Entrar** (ou `/uno join`). O anfitrião aperta **Começar** quando há de 2 a 10 jogadores.
help-hand = **Sua mão.** Aperte **Minha mão** na mesa (ou `/uno hand`): suas cartas aparecem só para você, agrupadas por cor, com a lista da mão inteira em texto. Cada botão de carta tem o tom da carta (o Discord não tem amarelo: cartas amarelas e curingas ficam cinza); as cartas que você pode jogar agora podem ser apertadas, as outras ficam apagadas.
help-playing = **Jogar.** Na sua vez, jogue uma carta da mesma cor ou número (ou símbolo) da carta da mesa, ou um { -wild }; ou aperte **Comprar uma carta**. { -skip }, { -reverse } e +2 fazem o que dizem; um { -wild } deixa você escolher a próxima cor.
help-uno = **UNO!** Quando jogar sua penúltima carta, aperte **UNO!** (antes ou logo depois de jogar). Se esquecer, os outros podem **Pegar** você e você compra cartas de punição.
help-winning = **Vencer.** O primeiro a ficar sem cartas vence a mão e marca os pontos que sobraram nas outras mãos; o primeiro a chegar à meta (500 por padrão) vence a partida. `/uno rules` mostra as regras desta mesa em frases simples.
help-commands = **Comandos**
help-cmd-start = `/uno start` abre uma sala (`preset`, `options` como `stacking=on jump_in=on`, `target`, `turn_timer`, `max_players`; `ai` e `ai_level` colocam jogadores de IA, como o **Adicionar IA** da sala)
help-cmd-join = `/uno join` · `/uno leave` entrar ou sair da sala ou da partida
help-cmd-hand = `/uno hand` mostrar minha mão de novo
help-cmd-rules = `/uno rules` as regras da partida deste canal
help-cmd-stop = `/uno stop` encerrar a partida (anfitrião ou Gerenciar canais) · `/uno kick` tirar um jogador (anfitrião)
help-cmd-stats = `/uno leaderboard` · `/uno stats` a pontuação e a classificação do servidor (`sort`, `season`), o histórico de um jogador
help-cmd-settings = `/uno settings` as regras padrão do servidor (Gerenciar servidor)
help-cmd-prefs = `/uno prefs` suas próprias escolhas (cartas de alto contraste, seu idioma...) · `/uno match` o gráfico da partida

counts-title = Pontuação e o que conta
counts-rating = **Pontuação.** Toda mão que duas ou mais pessoas jogam até o fim muda a pontuação delas (Plackett–Luce do openskill): primeiro quem ficou sem cartas, depois os outros pelos pontos que sobraram na mão, com empate para pontos iguais. Vencer jogadores mais fortes é o que mais mexe nela. O número é μ − 3σ em escala: quem chega começa com 1.000 e fica provisório (listado sem posição) até jogar { $provisional } mãos ranqueadas.
counts-leaving = **Saídas.** Sair de uma mão em andamento, ou ser removido por não jogar na sua vez, deixa você em último nessa mão. Um jogador que o anfitrião tira não é pontuado nela. Se todos os adversários saem, quem fica vence a mão (por W.O.); a partida é registrada, mas não conta como partida vencida.
counts-stops = **Interrupções.** Uma partida interrompida ou fechada não mexe mais em nenhuma pontuação: as mãos já terminadas mantêm o efeito.
counts-ai = **Jogadores de IA** ocupam posições, mas não têm pontuação, e vencê-los não mexe em nenhuma: uma mão precisa de duas pessoas. Partidas vencidas e taxa de vitórias só contam partidas que duas ou mais pessoas jogaram até o fim; uma partida só contra jogadores de IA vai para o seu histórico contra jogadores de IA (`/uno stats`). Mãos vencidas e pontos contam todas as mãos.
counts-seasons = **Temporadas.** Um admin começa uma nova temporada com `/uno settings season:new` (ou uma por mês); as pontuações recomeçam, e `/uno leaderboard season:` mostra as temporadas passadas e todos os tempos.
