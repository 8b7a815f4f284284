rules-preset = { $preset ->
    [official] Règles officielles
    [classic] Règles classiques
    [family] Règles en famille
    [online] Règles façon en ligne
    [party] Règles de fête
   *[custom] Règles personnalisées
}{ $changed ->
    [true] , modifiées
   *[false] {""}
}
rules-deck-standard = Paquet : les 108 cartes habituelles.
rules-deck-blanks = Paquet : 112 cartes dont quatre cartes vierges ; { $effect ->
    [swap] une carte vierge choisit une couleur et échange ta main avec celle du joueur de ton choix
    [shuffle] une carte vierge choisit une couleur, puis toutes les mains sont ramassées, mélangées et redistribuées
    [all_draw_one] une carte vierge choisit une couleur et chacun des autres joueurs pioche une carte
   *[none] une carte vierge est un simple joker (choisis une couleur)
}.
rules-wd4 = { $when ->
    [anytime] { -wild-draw-four } : à tout moment, même sur un cumul.
    [no_playable] { -wild-draw-four } : seulement si tu n'as aucune autre carte jouable.
   *[official] { -wild-draw-four } : seulement si tu n'as aucune carte de la couleur en jeu.
}
rules-challenge = { $on ->
    [true] Le joueur visé par un { -wild-draw-four } peut le contester : s'il a été joué à tort, son joueur pioche 4 à la place, sinon celui qui conteste pioche 6.
   *[false] Un { -wild-draw-four } ne peut pas être contesté.
}
rules-forced = { $on ->
    [true] Si une de tes cartes est jouable, tu dois jouer (pas de pioche à la place).
   *[false] Tu peux piocher au lieu de jouer, même si une de tes cartes convient.
}
rules-after-draw = { $until ->
    [true] Tu pioches jusqu'à obtenir une carte jouable.
   *[false] Tu pioches une carte.
} { $then ->
    [must_play_drawn] Si elle est jouable, tu dois la jouer aussitôt.
    [play_any] Ensuite tu peux jouer n'importe quelle carte qui convient, ou passer.
   *[may_play_drawn] Si elle est jouable, tu peux la jouer aussitôt ou la garder.
}
rules-stacking = { $on ->
    [true] Les cartes +2 et +4 se cumulent : un +2 peut recevoir un +2 ou un { -wild-draw-four }, un { -wild-draw-four } un { -wild-draw-four } ; le premier qui ne surenchérit pas pioche tout.
   *[false] Pas de cumul : un +2 ou un { -wild-draw-four } se pioche aussitôt.
}
rules-uno = { $automatic ->
    [true] Appuie sur UNO! en jouant ton avant-dernière carte ; sinon, tu pioches { $count } cartes automatiquement.
   *[false] Appuie sur UNO! en jouant ton avant-dernière carte ; sinon, n'importe qui peut te faire un Contre-UNO avant que le joueur suivant joue, et tu pioches { $count } cartes.
}
rules-seven-o = Sept-Zéro : un 7 échange ta main avec celle du joueur de ton choix ; un 0 fait passer toutes les mains d'une place.
rules-jump-in = Interception : tu peux jouer hors de ton tour une carte identique à celle du dessus (même couleur et même chiffre ou symbole) ; le jeu reprend à partir de toi.
rules-scoring = { $scoring ->
    [single_hand] Une seule manche : le premier à poser toutes ses cartes gagne.
    [lowest_wins] Chacun additionne les points restant dans sa main ; quand quelqu'un atteint { $target }, le total le plus bas gagne.
   *[winner_takes] Celui qui pose toutes ses cartes marque les points restant dans les autres mains ; le premier à { $target } points gagne la partie.
}
rules-title = **{ $preset }** · jusqu'à { $max } joueurs
rules-how-to-change = -# L'hôte les change avec `/uno start` (`options:`, p. ex. `stacking=on jump_in=on` ; les choix se complètent).
rules-no-game = (Pas de partie ici : voici les règles officielles par défaut.)
