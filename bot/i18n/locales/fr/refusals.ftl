no-game = Il n'y a pas de partie d'UNO dans ce salon. Lances-en une avec `/uno start`.
damaged = Cette partie n'a pas pu être restaurée (son état enregistré est endommagé), elle a donc été fermée. Lances-en une nouvelle avec `/uno start`.
damaged-hand = Cette partie a été fermée : son état enregistré est endommagé.
save-failed = Désolé, je n'ai pas pu enregistrer cela, donc rien n'a changé. Réessaie.
moved-away = Cette partie est maintenant gérée par une autre instance du bot, donc rien n'a changé ici. Réessaie dans un instant.
stale-hand = Cette main n'était plus à jour — voici ta main actuelle.
game-over = Cette partie est terminée. Lances-en une nouvelle avec `/uno start`.
resume-failed = Cette partie n'a pas pu reprendre après un redémarrage (état endommagé).
start-failed = Désolé, je n'ai pas pu lancer la partie (erreur de stockage), donc rien n'a changé. Réessaie.
open-failed = Désolé, je n'ai pas pu ouvrir la salle (erreur de stockage). Réessaie.
over = Cette partie est terminée.
not-started = La partie n'a pas encore commencé : rejoins la salle et attends le lancement.
not-playing = Tu ne joues pas dans cette partie.
not-in-game = Ce joueur n'est pas dans cette partie.
sorry = Désolé, quelque chose s'est mal passé de mon côté. La partie est intacte ; réessaie.
storage-apology = Désolé, je n'ai pas pu accéder à mes données à l'instant, donc rien n'a changé. Réessaie dans un instant.
no-dms = L'UNO se joue dans un salon textuel ou un fil d'un serveur, pas en message privé.
no-permission = Tu n'as pas la permission de faire cela.
not-here = Tu ne peux pas utiliser cette commande ici.
guild-only = Les statistiques d'UNO sont propres à chaque serveur — utilise cette commande dans un salon de serveur.
shard-elsewhere = Une autre copie de ce bot s'occupe de ce serveur en ce moment, donc rien n'a changé. Réessaie dans un instant.
unknown-button = Je ne connais pas ce bouton.
unknown-button-hand = Je ne connais pas ce bouton. Utilise `/uno hand` pour réafficher ta main.
other-channel-button = Ce bouton appartient à une partie d'un autre salon.
broken-catch = Ce bouton ne fonctionne pas ; utilise le bouton Contre-UNO de la table.
not-a-color = Ce n'est pas une couleur.
not-a-card = Ce n'est pas une carte.
done = C'est fait.
stop-not-allowed = Seul l'hôte ou quelqu'un ayant « Gérer les salons » peut arrêter la partie.
next-not-allowed = Seul l'hôte peut distribuer la manche suivante (elle démarre aussi toute seule sous peu).
kick-not-allowed = Seul l'hôte peut retirer un joueur.
kick-yourself = Tu ne peux pas te retirer toi-même ; utilise `/uno leave` ou `/uno stop`.
already-started = La partie a déjà commencé.
already-started-join-next = La partie a déjà commencé ; rejoins la suivante.
lobby-closed = Cette salle est fermée.
not-a-channel = L'UNO se joue dans un salon textuel ou un fil d'un serveur.
busy = Il y a déjà une partie d'UNO dans ce salon. Rejoins-la, ou l'hôte (ou quelqu'un ayant « Gérer les salons ») peut l'arrêter avec `/uno stop`.
too-many-ai = Cette table accepte au plus { $max } joueurs : toi et au plus { $ai } joueurs IA.
already-playing = Tu joues déjà. Appuie sur **Ma main** pour voir tes cartes.
already-in-lobby = Tu es déjà dans cette salle.
table-full = { $ai ->
    [true] La table est complète ({ $max } joueurs). L'hôte peut faire de la place avec **Retirer une IA**.
   *[false] La table est complète ({ $max } joueurs).
}
not-in-lobby = Tu n'es pas dans cette salle.
start-not-allowed = Seul l'hôte peut lancer la partie.
too-few-players = L'UNO se joue à 2 joueurs au moins : attends que quelqu'un rejoigne, ou appuie sur **Ajouter une IA**.
cancel-not-allowed = Seul l'hôte peut annuler la salle.
ai-not-allowed = Seul l'hôte peut changer les joueurs IA et la relève AFK.
not-an-ai-level = Ce n'est pas un niveau d'IA.
broken-remove-ai = Ce bouton ne fonctionne pas ; appuie de nouveau sur Retirer une IA.
no-ai = Il n'y a aucun joueur IA dans cette salle.
ai-gone = Ce joueur IA n'est plus dans cette salle.
settings-not-allowed = Seuls les membres ayant la permission **Gérer le serveur** peuvent voir ou changer les réglages UNO.
bad-turn-timer = turn_timer doit valoir 0 (sans limite) ou de { $min } à { $max } secondes, pas { $value }.
bad-target = target doit valoir de { $min } à { $max } points, pas { $value }.
unknown-preset = Règles prédéfinies inconnues { $value } ; choisis parmi { $choices }.
option-without-name = Indique aussi l'option à changer, pas seulement sa valeur.
target-as-option = L'objectif se change avec l'argument target (de { $min } à { $max }).
unknown-option = Option inconnue { $value } ; les options sont { $choices }.
unknown-house-rule = Règle maison inconnue { $value }. Options : { $choices }.
option-allowed = { $kind ->
    [int] un entier de { $min } à { $max }
    [bool] on ou off
   *[choice] { $choices }
}
option-needs-value = Donne une valeur pour { $name } : { option-allowed } (ou default pour la valeur des règles prédéfinies).
option-bad-value = { $kind ->
    [bool] L'option { $name } doit valoir on ou off, pas { $value }.
    [int] L'option { $name } doit être un entier de { $min } à { $max }, pas { $value }.
   *[choice] L'option { $name } ne peut pas valoir { $value } ; choisis parmi { $choices }.
}
prefs-need-both = Donne une option et une valeur (on, off ou default), p. ex. `/uno prefs option:high_contrast value:on`.
unknown-pref = Préférence inconnue { $value } ; choisis parmi { $choices }.
pref-bad-value = { option-bad-value } Ou utilise default.
unknown-sort = Tri inconnu { $value } ; choisis parmi { $choices }.
leaderboard-elsewhere = Ce classement appartient à un autre serveur.
leaderboard-stale = Ce classement n'est plus à jour — relance /uno leaderboard.
leaderboard-starting = Le classement démarre ; réessaie dans un instant.
no-match = Aucune partie d'UNO n'a encore été jouée dans ce salon. Lances-en une avec `/uno start`.
no-hand-yet = Aucune manche de la partie de ce salon n'est encore terminée : le graphique commence après la première.
rule-not-allowed = Ce n'est pas permis pour le moment.
rule-not-your-turn = Ce n'est pas ton tour.
rule-unknown-player = Tu ne joues pas dans cette partie.
rule-card-not-in-hand = Tu n'as pas cette carte.
rule-card-not-playable = Cette carte ne peut pas être jouée maintenant.
rule-wd4-not-now = Tu ne peux pas jouer de { -wild-draw-four } maintenant.
rule-color-required = Choisis une couleur : rouge, jaune, vert ou bleu.
rule-target-required = Choisis un autre joueur pour cette carte.
rule-decision-pending = Une décision est d'abord attendue.
rule-hand-over = Cette manche est terminée.
rule-match-over = Cette partie est terminée.
rule-cannot-draw = Tu ne peux pas piocher maintenant.
rule-cannot-pass = Tu ne peux pas passer maintenant.
rule-cannot-call-uno = Tu ne peux pas dire UNO maintenant.
rule-nobody-to-catch = Il n'y a personne à prendre.
rule-not-possible = Cette action n'est pas possible maintenant.
rule-too-many-players = Trop de joueurs.
rule-not-their-turn = Ce n'est pas le tour de ce joueur.
rule-hand-still-on = La manche est encore en cours.
rule-uno-already = Tu as déjà dit UNO.
rule-uno-too-late = Trop tard : dis UNO avant de jouer ton avant-dernière carte.
rule-uno-when = Tu peux dire UNO quand tu as deux cartes (ou que tu viens de passer à une).
rule-catch-yourself = Tu ne peux pas te prendre toi-même.
rule-catch-stranger = Ce joueur n'est pas dans la partie.
rule-catch-more-cards = Ce joueur a plus d'une carte.
rule-catch-safe = Ce joueur est tranquille : il a dit UNO ou l'occasion est passée.
rule-first-color = Choisis d'abord la couleur de la première carte.
rule-drew-already = Tu as déjà pioché ce tour-ci.
rule-must-play = Tu dois jouer : tu as une carte jouable.
rule-draw-first = Pioche d'abord une carte (ou joues-en une).
rule-must-play-drawn = Tu dois jouer la carte jouable.
rule-nothing-to-challenge = Il n'y a pas de { -wild-draw-four } à contester.
rule-nothing-to-take = Il n'y a pas de cartes à piocher.
rule-no-drawn-card = Tu n'as pas de carte piochée à jouer.
rule-no-jump-in = L'interception n'est pas permise dans cette partie.
rule-jump-identical = Tu ne peux intercepter qu'avec une carte identique à celle du dessus.
rule-jump-waiting = Tu ne peux pas intercepter maintenant : la partie attend la décision d'un autre joueur.
rule-jump-penalty = Tu ne peux pas intercepter tant qu'une pioche est en attente.
rule-swap-target = Choisis un autre joueur avec qui échanger ta main.
rule-only-drawn = Après avoir pioché, tu ne peux jouer que la carte piochée.
rule-wd4-stack-illegal = Tu ne peux pas ajouter ce { -wild-draw-four } : tu as une carte que tu pourrais jouer.
rule-stack-or-take = Tu dois ajouter une carte +2 ou +4 au cumul ou piocher les cartes.
rule-challenge-or-take = Conteste le { -wild-draw-four } ou pioche les cartes.
rule-take-first = Pioche d'abord les cartes.
rule-waiting-decision = Ce n'est pas ton tour : la partie attend la décision d'un autre joueur.
rule-wd4-no-playable = Tu ne peux jouer un { -wild-draw-four } que si tu n'as aucune autre carte jouable.

opening = Une partie est en train d'être ouverte dans ce salon : rejoins-la dans un instant.
lobby-waiting = Une salle d'UNO attend déjà dans { $thread } : rejoins-la là-bas (son hôte peut la lancer, ou l'annuler pour libérer le salon).
thread-locked = Ce fil est verrouillé, on ne peut donc pas y jouer. Lance une partie dans un autre salon.
thread-locked-start-in = Ce fil est verrouillé, on ne peut donc pas y jouer. Lance une partie dans { $parent }.
thread-closed = Je n'ai pas pu rouvrir ce fil archivé. Lance une partie dans un autre salon.
thread-closed-start-in = Je n'ai pas pu rouvrir ce fil archivé. Lance une partie dans { $parent }.
channel-lost = { $how ->
    [locked] Un modérateur a verrouillé le fil de cette partie
    [archived] Le fil de cette partie a été archivé et je n'ai pas pu le rouvrir
   *[deleted] Le fil de cette partie a été supprimé
}{ $lobby ->
    [true] , la salle a donc été fermée.
   *[false] , la partie est donc terminée. Les points des manches terminées sont conservés.
}
saved-unshown = C'est fait : ça compte, mais je n'ai pas pu l'afficher ici. La table montre la partie telle qu'elle est.
lost-answer = Discord n'a pas pris ma réponse à l'instant. La table montre où en est la partie ; réessaie si besoin.
no-such-season = Il n'y a pas de saison { $season } ici : choisis `current`, `all` (toutes saisons) ou une saison de 1 à { $current }.
season-needs-rating = Les saisons classent les joueurs par cote ; le tri par { $sort } compte toutes les saisons. Retire `season:` pour trier ainsi.
unknown-season-choice = Choix de saison inconnu ; choisis parmi { $choices }.
