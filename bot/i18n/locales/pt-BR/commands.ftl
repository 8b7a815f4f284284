cmd-uno = Jogar UNO neste canal
cmd-uno-help = Como jogar UNO com este bot
cmd-uno-start = Abrir uma sala de UNO neste canal
opt-uno-start-preset = Regras predefinidas (padrão: as do servidor)
opt-uno-start-options = Regras da casa, ex.: 'stacking=on jump_in=on' (veja /uno rules)
opt-uno-start-target = Pontos para vencer a partida (100-5000)
opt-uno-start-turn_timer = Segundos por turno, 0 = sem limite
opt-uno-start-max_players = Máximo de jogadores na mesa (2-10)
opt-uno-start-ai = Quantos jogadores de IA colocar (dá para pôr ou tirar na sala)
opt-uno-start-ai_level = Quão bem os jogadores de IA jogam (padrão: normal)
cmd-uno-join = Entrar na sala de UNO deste canal
cmd-uno-leave = Sair da sala ou da partida de UNO
cmd-uno-hand = Mostrar de novo sua mão de UNO
cmd-uno-stop = Encerrar a partida de UNO (anfitrião ou Gerenciar canais)
cmd-uno-kick = Tirar um jogador da partida (anfitrião)
opt-uno-kick-member = O jogador a tirar
cmd-uno-rules = As regras da partida deste canal
cmd-uno-leaderboard = A classificação de UNO deste servidor
opt-uno-leaderboard-sort = Como ordenar os jogadores (padrão: pontuação)
cmd-uno-stats = O histórico de UNO de um jogador neste servidor
opt-uno-stats-member = De quem mostrar o histórico (padrão: você)
cmd-uno-settings = Ver ou mudar os padrões de UNO deste servidor (Gerenciar servidor)
opt-uno-settings-preset = As regras predefinidas das novas partidas
opt-uno-settings-option = Uma regra da casa ou um recurso da mesa (art, threads, ...) a mudar
opt-uno-settings-value = O novo valor ('default' = o valor das regras predefinidas)
opt-uno-settings-turn_timer = Segundos por turno: 0 = sem limite, ou de 10 a 600
opt-uno-settings-target = Pontos que encerram uma partida (de 100 a 5000)
opt-uno-settings-reset = Restaurar antes todos os padrões
cmd-uno-prefs = Ver ou mudar suas preferências de UNO neste servidor
opt-uno-prefs-option = A preferência a mudar (sem opção, aparece a lista)
opt-uno-prefs-value = on, off ou default (a escolha do servidor)
cmd-uno-match = O gráfico da partida de UNO deste canal: totais após cada mão

choice-official = oficial
choice-classic = clássica
choice-family = família
choice-online = online
choice-party = festa
choice-easy = fácil
choice-normal = normal
choice-strong = forte
choice-wins = Vitórias
choice-points = Pontos
choice-hands = Mãos vencidas
choice-win_rate = Taxa de vitórias
choice-preset-official = official — As regras oficiais atuais (o padrão).
choice-preset-classic = classic — Regras impressas antigas: cartas em branco, carta comprada jogável é jogada, UNO: 4.
choice-preset-family = family — Regras simples: Curinga Comprar Quatro só sem outra jogada, sem desafio.
choice-preset-online = online — Como o UNO na web: acumular, Comprar Quatro sempre, punição automática, uma mão.
choice-preset-party = party — Acumular, Sete-Zero, cortar e comprar até poder jogar.

opt-uno-leaderboard-season = Pontuação de qual temporada: current (padrão), um número ou all (todos os tempos)
choice-rating = Pontuação
choice-new = Começar agora uma nova temporada (as pontuações recomeçam)
choice-monthly = Uma nova temporada no dia 1º de cada mês
choice-manual = Novas temporadas só quando começadas aqui
opt-uno-settings-season = Pontuação: começar agora uma nova temporada, ou uma nova no dia 1º de cada mês
