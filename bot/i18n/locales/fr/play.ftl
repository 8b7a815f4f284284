lobby-joined = { $player } a rejoint la salle.
lobby-empty = Tout le monde est parti ; la salle est fermée.
lobby-cancelled = L'hôte a annulé cette salle.
lobby-you-left = { $closed ->
    [true] Tu es parti ; la salle est fermée.
   *[false] Tu as quitté la salle.
}
ai-pick-level = Quel niveau pour le joueur IA ? **Facile** joue n'importe quelle carte permise, **Normal** joue avec bon sens, **Fort** anticipe.
ai-pick-remove = Quel joueur IA doit quitter la salle ?
ai-sits-down = { $player } s'installe.
ai-add-another = En ajouter un autre ?
ai-left-lobby = { $player } a quitté la salle.
ai-someone = Le joueur IA
afk-cover-now = { $on ->
    [true] Relève AFK activée : quand le temps d'un joueur est écoulé, une IA joue ce tour à sa place.
   *[false] Relève AFK désactivée : un tour expiré pioche et passe.
}
afk-no-timer = (Cette partie n'a pas de limite de temps par tour, donc aucun tour n'expire.)
stopped-by = La partie a été arrêtée par { $player }.
stopped = La partie est arrêtée ; le salon est libre pour une nouvelle.
removed = Tu ne fais plus partie de cette partie.
left-game = Tu as quitté la partie. Tes points restent dans le bilan de la partie.
kicked = { $lobby ->
    [true] { $player } a été retiré de la salle.
   *[false] { $player } a été retiré de la partie.
}
removed-by-host = { $host } t'a retiré de la partie.
span = { $unit ->
    [hour] { $count ->
        [one] { $count } heure
       *[other] { $count } heures
    }
    [minute] { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
    [second] { $count ->
        [one] { $count } seconde
       *[other] { $count } secondes
    }
   *[moment] un instant
}
lobby-idle = Cette salle s'est fermée d'elle-même après { span } sans lancement.
game-idle = La partie est terminée : aucun coup depuis { span }. Le salon est libre pour une nouvelle partie.
removed-inactive = ⏰ { $player } a été retiré pour inactivité ({ $count } tours manqués d'affilée).
removed-inactive-note = { $count ->
    [one] Tu as été retiré de la partie après { $count } tour manqué.
   *[other] Tu as été retiré de la partie après { $count } tours manqués d'affilée.
}
only-ai = Il ne restait que des joueurs IA, la partie est donc terminée (sans vainqueur enregistré). Le salon est libre pour une nouvelle partie.
ping = { $player }, c'est ton tour.
ping-open-hand = Ton message de main n'est plus mis à jour : ouvre ta main avec le bouton ci-dessous.
turn-warning = ⏰ Ton tour se termine { $when }. Joue, sinon le minuteur fera avancer la partie sans toi.
dm-turn = C'est ton tour à l'UNO, et la table t'attend : { $link }
dm-closed = Je n'ai pas pu t'envoyer de message privé (tes MP me sont fermés), donc les avis de tour par MP sont désactivés. Réactive-les avec `/uno prefs`.
