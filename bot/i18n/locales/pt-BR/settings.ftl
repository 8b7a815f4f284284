about-deck = Baralho: as 108 cartas normais, ou with_blanks (112, com quatro curingas em branco)
about-blank_effect = O que uma carta em branco faz além de escolher a cor
about-wd4 = Quando o { -wild-draw-four } vale: sem carta da cor em jogo, sempre, ou sem outra carta jogável
about-forced_play = Quem tem uma carta jogável precisa jogar em vez de comprar
about-after_draw = Depois de comprar: pode jogar a carta comprada, precisa jogá-la, ou pode jogar qualquer carta
about-draw_until_playable = Continuar comprando até vir uma carta jogável
about-stacking = { -draw-two } e { -wild-draw-four } acumulam para passar a punição adiante
about-challenge = Quem recebe um { -wild-draw-four } pode desafiá-lo
about-uno_penalty = UNO esquecido: os outros podem pegar, ou a punição é automática
about-uno_penalty_cards = Cartas compradas por esquecer de dizer UNO
about-seven_o = Sete-Zero: um 7 troca de mão com quem você escolher, um 0 passa todas as mãos
about-jump_in = Cortar fora da vez com uma carta idêntica à da mesa
about-scoring = Pontuação: o vencedor leva os pontos, vence o menor total, ou uma só mão
about-target = Pontos que encerram a partida
about-max_players = Máximo de jogadores na mesa
about-feature-art = Imagens das cartas na mesa (off: mesas de texto compactas para servidores movimentados)
about-feature-high_contrast = Cores de carta de alto contraste para todos
about-feature-afk_cover = Uma IA joga a vez de quem ficar sem tempo
about-feature-threads = Cada partida é jogada no seu próprio tópico
about-feature-ai_delay = Segundos que um jogador de IA espera antes de jogar, para dar para acompanhar
about-feature-language = O idioma da mesa, da sala, dos resultados e dos avisos
about-pref-high_contrast = Cores de carta de alto contraste para você
about-pref-playable_first = Cartas jogáveis primeiro na sua mão em vez de agrupadas por cor
about-pref-dm_turn_notice = Uma mensagem direta quando faz um tempo que é sua vez
about-pref-language = O idioma da sua mão, da ajuda e das respostas
preset-about = { $preset ->
    [official] As regras oficiais atuais (o padrão).
    [classic] Regras impressas antigas: cartas em branco, carta comprada jogável é jogada, punição UNO de 4 cartas.
    [family] Regras simples: { -wild-draw-four } só sem outra carta para jogar, sem desafio.
    [online] Como o UNO popular na web: acumular, { -wild-draw-four } sempre, punição UNO automática, uma só mão.
    [party] Acumular, Sete-Zero, cortar e comprar até poder jogar.
   *[other] regras predefinidas desconhecidas
}
settings-title = Configurações de UNO deste servidor
settings-bot-default = padrão do bot
settings-discord-language = o idioma do Discord do servidor
settings-timer = { $seconds ->
    [0] sem limite
   *[other] { $seconds } s
}
settings-preset = **Regras predefinidas:** `{ $preset }` — { preset-about }
settings-timer-target = **Tempo por vez:** { settings-timer } · **Meta:** { $target } pontos
settings-rules = **Regras da casa:** { $rules }
settings-rules-preset = como nas regras predefinidas
settings-features = **Mesa:** { $features }
settings-broken = Opções salvas que as regras não aceitam mais foram ignoradas: { $names }.
settings-how = Uma configuração completa: `/uno settings option:<name>`. Mudar uma: `option:<name> value:<value>` (`default` desfaz uma mudança).
settings-footer = ✱ = alterado · também: preset:, turn_timer:, target:, season:, reset:
settings-saved = Salvo: { $changes }.
settings-nothing = Nada mudou.
setting-title = Configuração de UNO: { $name }
setting-changed = {" "}✱ alterado
setting-now = **Agora:** { $value }{ $changed } · **Padrão:** { $default } ({ $feature ->
    [true] recurso da mesa
   *[false] regra da casa (regras `{ $preset }`)
})
setting-values = **Valores:** { $allowed } — ou `default`
setting-change = Para mudar: `/uno settings option:{ $name } value:<value>`
change-dropped = opções salvas inutilizáveis removidas: { $names }
change-preset = { $cleared ->
    [true] regras → { $preset } (mudanças da casa apagadas)
   *[false] regras → { $preset }
}
change-default = { $feature ->
    [true] { $name } → padrão
   *[false] { $name } → valor das regras predefinidas
}
change-value = { $name } → { $value }
change-timer = tempo por vez → { settings-timer }
change-target = meta → { $target }
change-reset = tudo voltou ao padrão
prefs-title = Suas preferências de UNO neste servidor
prefs-line = **{ $name }**: { $value } — { $about }.
prefs-footer = Mudar uma: /uno prefs option:<name> value:on, off ou default
prefs-follows-server = { $server ->
    [on] como o servidor escolher (on)
    [off] como o servidor escolher (off)
   *[other] como o servidor escolher
}
prefs-follows-app = como seu aplicativo do Discord ({ $language })
prefs-default = { $value } (padrão)
prefs-back = { $follows ->
    [server] **{ $name }** voltou ao padrão (a escolha do servidor).
    [app] **{ $name }** voltou ao padrão (o idioma do seu aplicativo do Discord).
   *[other] **{ $name }** voltou ao padrão ({ $value }).
}
prefs-on = **{ $name }** ligado para você: { $effect }.
prefs-off = **{ $name }** desligado para você.
prefs-language = **{ $name }**: { $language } para você.
effect-high_contrast = as imagens das cartas da sua mão em cores de alto contraste
effect-playable_first = as cartas que você pode jogar primeiro, não agrupadas por cor
effect-dm_turn_notice = uma mensagem direta quando faz um tempo que é sua vez

season-started = A temporada { $number } começou: as pontuações recomeçam, e as temporadas anteriores continuam disponíveis com `/uno leaderboard season:`.
season-fresh = A temporada { $number } ainda não tem nenhuma mão ranqueada, então já é um recomeço: nenhuma nova temporada foi iniciada.
season-monthly = Agora uma nova temporada começa no dia 1º de cada mês (UTC).
season-manual = Agora novas temporadas só começam quando um admin inicia uma aqui.
settings-seasons-none = **Pontuação:** a temporada 1 começa com a primeira mão ranqueada; { $monthly ->
    [true] uma nova no dia 1º de cada mês
   *[false] uma nova quando um admin iniciar (`season:`)
}
settings-seasons = **Pontuação:** temporada { $number }, desde { $since }; { $monthly ->
    [true] uma nova no dia 1º de cada mês
   *[false] uma nova quando um admin iniciar (`season:`)
}
