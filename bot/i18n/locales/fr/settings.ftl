about-deck = Paquet : les 108 cartes habituelles, ou with_blanks (112, avec quatre jokers vierges)
about-blank_effect = Ce que fait une carte vierge en plus de choisir la couleur
about-wd4 = Quand le { -wild-draw-four } est permis : sans carte de la couleur en jeu, toujours, ou sans autre carte jouable
about-forced_play = Qui a une carte jouable doit jouer au lieu de piocher
about-after_draw = Après la pioche : on peut jouer la carte piochée, on doit la jouer, ou on peut jouer n'importe quelle carte
about-draw_until_playable = Piocher jusqu'à obtenir une carte jouable
about-stacking = Les { -draw-two } et { -wild-draw-four } se cumulent pour passer la pénalité
about-challenge = Le joueur visé par un { -wild-draw-four } peut le contester
about-uno_penalty = UNO oublié : les autres peuvent faire un Contre-UNO, ou la pénalité est automatique
about-uno_penalty_cards = Cartes piochées pour un UNO oublié
about-seven_o = Sept-Zéro : un 7 échange les mains avec un joueur choisi, un 0 fait tourner toutes les mains
about-jump_in = Intercepter hors de son tour avec une carte identique à celle du dessus
about-scoring = Score : le gagnant prend les points, le total le plus bas gagne, ou une seule manche
about-target = Points qui terminent la partie
about-max_players = Nombre maximal de joueurs à la table
about-feature-art = Images des cartes sur la table (off : tables en texte compact pour serveurs chargés)
about-feature-high_contrast = Couleurs de cartes à fort contraste pour tous
about-feature-afk_cover = Une IA joue le tour d'un joueur dont le temps est écoulé
about-feature-threads = Chaque partie se joue dans son propre fil
about-feature-ai_delay = Secondes qu'un joueur IA attend avant de jouer, pour qu'on puisse suivre
about-feature-language = La langue de la table, de la salle, des résultats et des avis
about-pref-high_contrast = Couleurs de cartes à fort contraste pour toi
about-pref-playable_first = Les cartes jouables en premier dans ta main au lieu d'être groupées par couleur
about-pref-dm_turn_notice = Un message privé quand c'est ton tour depuis un moment
about-pref-language = La langue de ta main, de l'aide et des réponses
preset-about = { $preset ->
    [official] Les règles officielles actuelles (par défaut).
    [classic] Anciennes règles imprimées : cartes vierges, carte piochée jouable jouée, pénalité UNO de 4 cartes.
    [family] Règles simples : { -wild-draw-four } seulement sans autre carte jouable, pas de contestation.
    [online] Comme l'UNO en ligne populaire : cumul, { -wild-draw-four } toujours, pénalité UNO automatique, une seule manche.
    [party] Cumul, Sept-Zéro, interception et pioche jusqu'à pouvoir jouer.
   *[other] règles prédéfinies inconnues
}
settings-title = Réglages UNO de ce serveur
settings-bot-default = valeur du bot
settings-discord-language = la langue Discord du serveur
settings-timer = { $seconds ->
    [0] sans limite
   *[other] { $seconds } s
}
settings-preset = **Règles prédéfinies :** `{ $preset }` — { preset-about }
settings-timer-target = **Temps par tour :** { settings-timer } · **Objectif :** { $target } points
settings-rules = **Règles maison :** { $rules }
settings-rules-preset = comme dans les règles prédéfinies
settings-features = **Table :** { $features }
settings-broken = Options enregistrées ignorées car les règles ne les acceptent plus : { $names }.
settings-how = Un réglage en détail : `/uno settings option:<name>`. En changer un : `option:<name> value:<value>` (`default` annule un changement).
settings-footer = ✱ = modifié · aussi : preset:, turn_timer:, target:, season:, reset:
settings-saved = Enregistré : { $changes }.
settings-nothing = Rien n'a changé.
setting-title = Réglage UNO : { $name }
setting-changed = {" "}✱ modifié
setting-now = **Actuel :** { $value }{ $changed } · **Par défaut :** { $default } ({ $feature ->
    [true] option de table
   *[false] règle maison (règles `{ $preset }`)
})
setting-values = **Valeurs :** { $allowed } — ou `default`
setting-change = Pour le changer : `/uno settings option:{ $name } value:<value>`
change-dropped = options enregistrées inutilisables retirées : { $names }
change-preset = { $cleared ->
    [true] règles → { $preset } (changements maison effacés)
   *[false] règles → { $preset }
}
change-default = { $feature ->
    [true] { $name } → par défaut
   *[false] { $name } → valeur des règles prédéfinies
}
change-value = { $name } → { $value }
change-timer = temps par tour → { settings-timer }
change-target = objectif → { $target }
change-reset = tout est revenu aux réglages par défaut
prefs-title = Tes préférences UNO sur ce serveur
prefs-line = **{ $name }** : { $value } — { $about }.
prefs-footer = En changer une : /uno prefs option:<name> value:on, off ou default
prefs-follows-server = { $server ->
    [on] comme le serveur l'a choisi (on)
    [off] comme le serveur l'a choisi (off)
   *[other] comme le serveur l'a choisi
}
prefs-follows-app = comme ton application Discord ({ $language })
prefs-default = { $value } (par défaut)
prefs-back = { $follows ->
    [server] **{ $name }** revient à la valeur par défaut (le choix du serveur).
    [app] **{ $name }** revient à la valeur par défaut (la langue de ton application Discord).
   *[other] **{ $name }** revient à la valeur par défaut ({ $value }).
}
prefs-on = **{ $name }** est activé pour toi : { $effect }.
prefs-off = **{ $name }** est désactivé pour toi.
prefs-language = **{ $name }** : { $language } pour toi.
effect-high_contrast = les images des cartes de ta main dans des couleurs à fort contraste
effect-playable_first = les cartes que tu peux jouer en premier, pas groupées par couleur
effect-dm_turn_notice = un message privé quand c'est ton tour depuis un moment

season-started = La saison { $number } a commencé : les cotes sont remises à zéro, et les saisons précédentes restent consultables avec `/uno leaderboard season:`.
season-fresh = La saison { $number } n'a encore aucune manche classée, elle repart donc déjà de zéro : aucune nouvelle saison n'a été lancée.
season-monthly = Une nouvelle saison commence désormais le 1er de chaque mois (UTC).
season-manual = Les nouvelles saisons ne commencent désormais que quand un admin en lance une ici.
settings-seasons-none = **Cotes :** la saison 1 commence avec la première manche classée ; { $monthly ->
    [true] une nouvelle le 1er de chaque mois
   *[false] une nouvelle quand un admin la lance (`season:`)
}
settings-seasons = **Cotes :** saison { $number }, depuis le { $since } ; { $monthly ->
    [true] une nouvelle le 1er de chaque mois
   *[false] une nouvelle quand un admin la lance (`season:`)
}
