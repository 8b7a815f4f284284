cmd-uno = Jouer à l'UNO dans ce salon
cmd-uno-help = Comment jouer à l'UNO avec ce bot
cmd-uno-start = Ouvrir une salle d'UNO dans ce salon
opt-uno-start-preset = Règles prédéfinies (par défaut : celles du serveur)
opt-uno-start-options = Règles maison, p. ex. 'stacking=on jump_in=on' (voir /uno rules)
opt-uno-start-target = Points pour gagner la partie (100-5000)
opt-uno-start-turn_timer = Secondes par tour, 0 = sans limite
opt-uno-start-max_players = Nombre maximal de joueurs à la table (2-10)
opt-uno-start-ai = Combien de joueurs IA installer (ajout ou retrait possible dans la salle)
opt-uno-start-ai_level = Le niveau des joueurs IA (par défaut : normal)
cmd-uno-join = Rejoindre la salle d'UNO de ce salon
cmd-uno-leave = Quitter la salle ou la partie d'UNO
cmd-uno-hand = Réafficher ta main d'UNO
cmd-uno-stop = Arrêter la partie d'UNO (hôte ou Gérer les salons)
cmd-uno-kick = Retirer un joueur de la partie (hôte)
opt-uno-kick-member = Le joueur à retirer
cmd-uno-rules = Les règles de la partie de ce salon
cmd-uno-leaderboard = Le classement UNO de ce serveur
opt-uno-leaderboard-sort = Critère du classement (par défaut : cote)
cmd-uno-stats = Le bilan UNO d'un joueur sur ce serveur
opt-uno-stats-member = Le bilan de qui (par défaut : toi)
cmd-uno-settings = Voir ou changer les réglages UNO de ce serveur (Gérer le serveur)
opt-uno-settings-preset = Les règles prédéfinies des nouvelles parties
opt-uno-settings-option = Une règle maison ou une option de table (art, threads, ...) à changer
opt-uno-settings-value = La nouvelle valeur ('default' = celle des règles prédéfinies)
opt-uno-settings-turn_timer = Secondes par tour : 0 = sans limite, ou de 10 à 600
opt-uno-settings-target = Points qui terminent une partie (de 100 à 5000)
opt-uno-settings-reset = Rétablir d'abord tous les réglages par défaut
cmd-uno-prefs = Voir ou changer tes préférences UNO sur ce serveur
opt-uno-prefs-option = La préférence à changer (sans option : la liste)
opt-uno-prefs-value = on, off ou default (le choix du serveur)
cmd-uno-match = Le graphique de la partie d'UNO de ce salon : totaux après chaque manche

choice-official = officielles
choice-classic = classiques
choice-family = famille
choice-online = en ligne
choice-party = fête
choice-easy = facile
choice-normal = normal
choice-strong = fort
choice-wins = Victoires
choice-points = Points
choice-hands = Manches gagnées
choice-win_rate = Taux de victoire
choice-preset-official = official — Les règles officielles actuelles (par défaut).
choice-preset-classic = classic — Anciennes règles imprimées : cartes vierges, carte piochée jouable jouée, UNO : 4.
choice-preset-family = family — Règles simples : Joker +4 seulement sans autre carte jouable, pas de contestation.
choice-preset-online = online — Comme l'UNO en ligne : cumul, Joker +4 toujours, pénalité UNO automatique, une manche.
choice-preset-party = party — Cumul, Sept-Zéro, intercepter et piocher jusqu'à pouvoir jouer.

opt-uno-leaderboard-season = Cote de quelle saison : current (par défaut), un numéro ou all (toutes saisons)
choice-rating = Cote
choice-new = Lancer une nouvelle saison maintenant (les cotes sont remises à zéro)
choice-monthly = Une nouvelle saison le 1er de chaque mois
choice-manual = Nouvelles saisons seulement quand on les lance ici
opt-uno-settings-season = Cotes : lancer une nouvelle saison maintenant, ou une nouvelle le 1er de chaque mois
