move-played = { $jump ->
    [true] { $player } a intercepté avec { $card }.
   *[false] { $player } a joué { $card }.
}
move-played-named = { $jump ->
    [true] { $player } a intercepté avec { $card } et choisi { color-word }.
   *[false] { $player } a joué { $card } et choisi { color-word }.
}
move-drew = { $why ->
    [penalty] { $player } a pioché { cards-some } (pénalité).
    [challenge] { $player } a pioché { cards-some } après la contestation.
    [uno] { $player } a pioché { cards-some } pour ne pas avoir dit UNO.
   *[other] { $player } a pioché { cards-some }.
}
move-drew-passed = { $player } a pioché { cards-some } et passé.
move-drew-kept = { $player } a pioché { cards-some } et l'a gardée.
move-drew-played = { $player } a pioché { cards-some } et joué { $card }.
move-drew-lost-turn = { $player } a pioché { cards-some } et perdu son tour.
move-empty-draw = { $player } a voulu piocher, mais il n'y avait plus rien à piocher.
move-direction = { $clockwise ->
    [true] Le jeu tourne maintenant dans le sens horaire.
   *[false] Le jeu tourne maintenant dans le sens antihoraire.
}
move-rotated = { $clockwise ->
    [true] Chaque main est passée d'une place dans le sens horaire.
   *[false] Chaque main est passée d'une place dans le sens antihoraire.
}
move-stacked = La pioche cumulée est maintenant de **{ $total }** : { $player } doit surenchérir ou tout piocher.
move-hand = Manche { $hand } :
move-dealt = { move-hand } { $dealer } a distribué ; la première carte est { $card }.
move-named = { $player } a choisi { color-word }.
move-challenge = { $guilty ->
    [true] { $challenger } a contesté le { -wild-draw-four } de { $challenged } : { $challenged } avait une carte de la couleur en jeu, la contestation a réussi.
   *[false] { $challenger } a contesté le { -wild-draw-four } de { $challenged } : { $challenged } n'avait aucune carte de la couleur en jeu, la contestation a échoué.
}
move-challenge-playable = { $guilty ->
    [true] { $challenger } a contesté le { -wild-draw-four } de { $challenged } : { $challenged } avait une autre carte jouable, la contestation a réussi.
   *[false] { $challenger } a contesté le { -wild-draw-four } de { $challenged } : { $challenged } n'avait aucune autre carte jouable, la contestation a échoué.
}
move-skipped = { $player } passe son tour.
move-uno = { $player } a dit UNO !
move-caught = { $by } a pris { $player } sans UNO : { $player } a pioché { cards-count }.
move-forgot = { $player } a oublié de dire UNO et a pioché { cards-count }.
move-swapped = { $player } a échangé sa main avec { $target }.
move-shuffled = { $player } a mélangé toutes les mains et les a redistribuées.
move-reshuffled = La défausse a été mélangée en une nouvelle pioche ({ cards-count }).
move-kept = { $player } a gardé la carte piochée.
move-passed = { $player } a passé.
move-went-out = { $points ->
    [0] { $winner } n'a plus de cartes et gagne la manche.
    [one] { $winner } n'a plus de cartes et gagne la manche ({ $points } point).
   *[other] { $winner } n'a plus de cartes et gagne la manche ({ $points } points).
}
move-match-won = { $count ->
    [one] { $winners } gagne la partie !
   *[other] { $winners } gagnent la partie !
}
move-left = { $player } a quitté la partie.
move-covered = 🤖 a joué pour { $player } (temps écoulé) :
nobody = Personne
note-drew = Tu as pioché { $cards }.
note-challenge = { $guilty ->
    [true] Ta contestation a réussi : { $player } avait une carte de la couleur en jeu.
   *[false] Ta contestation a échoué : { $player } n'avait aucune carte de la couleur en jeu.
}
note-challenge-playable = { $guilty ->
    [true] Ta contestation a réussi : { $player } avait une autre carte jouable.
   *[false] Ta contestation a échoué : { $player } n'avait aucune autre carte jouable.
}
note-their-hand = Sa main : { $cards }.
own-uno = Tu as dit UNO !
own-caught = Tu as pris { $player } sans UNO : { $player } a pioché { cards-count }.
