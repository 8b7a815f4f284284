lobby-title = Salle d'UNO
lobby-invite = Appuie sur **Rejoindre** pour jouer. L'hôte peut ajouter des joueurs IA et appuie sur **Lancer** avec 2 à { $max } joueurs.
lobby-players = Joueurs ({ $count }/{ $max })
lobby-seat = { $number }. { $name }{ $host ->
    [true] {" "}(hôte)
   *[false] {""}
}
lobby-rules = Règles
lobby-timer = { $seconds ->
    [0] pas de limite de temps
   *[other] { $seconds } s par tour
}
lobby-head = { $preset } · { $target } points pour gagner · { $timer }
lobby-head-one-hand = { $preset } · une seule manche · { $timer }
lobby-afk-cover = Relève AFK : une IA joue le tour d'un joueur à court de temps
lobby-join = Rejoindre
lobby-leave = Quitter
lobby-start = Lancer (hôte)
lobby-cancel = Annuler (hôte)
lobby-add-ai = Ajouter une IA (hôte)
lobby-remove-ai = Retirer une IA (hôte)
lobby-afk = { $on ->
    [true] Relève AFK : oui (hôte)
   *[false] Relève AFK : non (hôte)
}
ai-level = { $level ->
    [easy] Facile
    [strong] Fort
   *[normal] Normal
}
table-title = UNO — manche { $hand }
table-title-ended = UNO — manche { $hand } (terminée)
table-top-card = Carte du dessus : **{ $card }**
table-color = Couleur : **{ $color }** · Sens : { $clockwise ->
    [true] ➡️ horaire
   *[false] ⬅️ antihoraire
}
table-turn = Au tour de : { $player }
table-pending = Pioche en attente : **{ $count }** cartes
table-catchable = { $count ->
    [one] { $players } a une seule carte et n'a pas dit UNO ! Appuie sur **Contre-UNO**.
   *[other] { $players } ont une seule carte et n'ont pas dit UNO ! Appuie sur **Contre-UNO**.
}
table-hand-over = La manche est terminée. La suivante commence bientôt.
table-players = Joueurs
table-last-moves = Derniers coups
table-footer = Pioche : { $pile } · objectif { $target } points
table-footer-timer = tour de { $seconds } s
table-turn-ends = Fin du tour { $when }
seat-line = { $mark }{ $name } : { cards-count } · { $points } pts
seat-catchable = {" "}— ⚠️ une carte, sans UNO
seat-called = {" "}— 📣 **UNO !**
table-my-hand = Ma main
table-catch = Contre-UNO à { $player }
table-stop = Arrêter (hôte)
table-next-hand = Manche suivante
table-moved-down = La table est descendue : elle était enfouie sous de nouveaux messages.
table-go-to = Aller à la table
results-final = Classement final
results-totals = Totaux de la partie
results-line = { $rank }. { $name } : { $points } pts
results-hand-title = Résultats de la manche { $hand }
results-went-out = { $points ->
    [0] **{ $winner }** a fini{ $with_card } et gagne la manche { $hand }.
   *[other] **{ $winner }** a fini{ $with_card } et gagne la manche { $hand }, qui vaut **{ $points }** points.
}
results-with = {" "}avec **{ $card }**
results-in-hand = { $player } avait { $points } points en main
results-next-in = La manche suivante commence dans { $seconds } s, ou quand l'hôte appuie sur **Manche suivante**.
results-started = La manche { $hand } a commencé : la table est juste en dessous.
results-match-title = Partie terminée
results-match-won = { $count ->
    [one] { $winners } gagne la partie ! 🏆
   *[other] { $winners } gagnent la partie ! 🏆
}
results-walkover = { $count ->
    [one] { $winners } gagne la partie par forfait : tous les autres joueurs sont partis. Elle est enregistrée, mais ne compte pas comme une partie gagnée.
   *[other] { $winners } gagnent la partie par forfait : tous les autres joueurs sont partis. Elle est enregistrée, mais ne compte pas comme une partie gagnée.
}
results-channel-free = Le salon est libre pour une nouvelle partie.
results-went-out-last = **{ $player }** a fini{ $with_card }.
results-game-ended = Partie arrêtée
thread-name = UNO — partie de { $host }
thread-opened = 🎴 { $host } a ouvert une partie d'UNO dans { $thread } : rejoins-la là-bas.
thread-audit-reason = Une partie d'UNO a commencé ici
thread-ended = 🎴 Partie d'UNO dans { $thread } : { $summary }
# the badges drawn on the table picture (short, capitals)
badge-winner = GAGNÉ
badge-catch = CONTRE !
picture-nameless = Joueur { $seat }
