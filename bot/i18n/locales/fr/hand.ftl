hand-title = Ta main — { cards-count }
hand-top = Carte du dessus : **{ $card }** · couleur { $color }
hand-over = La manche est terminée.
hand-name-color = **Choisis la couleur** de la première carte.
hand-wd4-hits = { $stack ->
    [true] **Un { -wild-draw-four } te vise** : conteste-le, ajoute un { -wild-draw-four } au cumul ou pioche { $count } cartes.
   *[false] **Un { -wild-draw-four } te vise** : conteste-le ou pioche { $count } cartes.
}
hand-stack = **Cumul de { $count }** : surenchéris avec une carte +2 ou +4, ou pioche { $count } cartes.
hand-your-turn = **À toi de jouer.**
hand-drew = Tu as pioché **{ $card }**.
hand-must-play-drawn = Joue-la : une carte piochée jouable doit être jouée.
hand-play-or-keep = Joue-la ou garde-la.
hand-play-or-pass = Joue une carte ou passe.
hand-jump-in = Tu peux intercepter avec **{ $cards }** (appuie sur sa carte ci-dessous).
hand-turn = { $can ->
    [play] **À toi de jouer** — joue une carte (les règles l'imposent quand une convient).
    [draw] **À toi de jouer** — aucune de tes cartes ne convient : pioche une carte.
   *[both] **À toi de jouer** — joue une carte ou pioche.
}
hand-elsewhere = {" "}· les cartes jouables sont à la page { $pages }.
hand-uno-now = Appuie sur **UNO!** maintenant, avant qu'on te fasse un Contre-UNO ({ $count } cartes).
hand-uno-two = { $automatic ->
    [true] Plus que deux cartes : appuie sur **UNO!** avant de jouer, sinon { $count } cartes de pénalité sont ajoutées automatiquement.
   *[false] Plus que deux cartes : appuie sur **UNO!** avant de jouer, sinon n'importe qui peut te faire un Contre-UNO et tu pioches { $count } cartes.
}
hand-others-turn = C'est au tour de { $player }.
hand-page = Page { $page }/{ $pages } (◀ ▶ montrent les autres cartes)
hand-your-cards = Tes cartes : { $cards }
hand-card-drawn = { $label } (piochée)
hand-draw = Piocher
hand-pass = Passer
hand-keep = La garder
hand-challenge = Contester
hand-take = Piocher { $count } cartes
hand-previous = Précédent
hand-next = Suivant
hand-back = Retour
hand-pick-color = Choisis la couleur de ton **{ $card }**.
hand-pick-target = Choisis avec qui échanger ta main pour ton **{ $card }**.
hand-moved = Ta main est passée dans un message plus récent.
hand-expiring = Ce message ne sera bientôt plus mis à jour (Discord me le permet pendant 15 minutes) : appuie sur **Ma main** ou utilise `/uno hand` pour en avoir un nouveau.
hand-game-over = Cette partie est terminée.
hand-match-over = { $count ->
    [one] La partie est terminée : { $winners } a gagné.
   *[other] La partie est terminée : { $winners } ont gagné.
}
hand-caught = Tu t'es fait prendre : tu as pioché { $cards }.
