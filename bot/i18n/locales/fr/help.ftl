help-title = **Comment jouer à l'UNO ici**
help-join = **Rejoindre.** Quelqu'un lance `/uno start` ; une salle apparaît dans le salon. Appuie sur **Rejoindre** (ou `/uno join`). L'hôte appuie sur **Lancer** quand il y a de 2 à 10 joueurs.
help-hand = **Ta main.** Appuie sur **Ma main** sur la table (ou `/uno hand`) : toi seul vois tes cartes, regroupées par couleur, avec leur liste en texte. Chaque bouton a la teinte de sa carte (Discord n'a pas de jaune : cartes jaunes et jokers sont gris) ; les cartes jouables sont actives, les autres grisées.
help-playing = **Jouer.** À ton tour, joue une carte de même couleur ou de même chiffre (ou symbole) que celle du dessus, ou un { -wild } ; ou appuie sur **Piocher**. { -skip }, { -reverse } et +2 font ce qu'ils disent ; un { -wild } te fait choisir la couleur suivante.
help-uno = **UNO !** Quand tu joues ton avant-dernière carte, appuie sur **UNO!** (avant ou juste après avoir joué). Si tu oublies, les autres peuvent te faire un **Contre-UNO** et tu pioches des cartes de pénalité.
help-winning = **Gagner.** Le premier à n'avoir plus de cartes gagne la manche et marque les points restant dans les autres mains ; le premier à atteindre l'objectif (500 par défaut) gagne la partie. `/uno rules` montre les règles de cette table en phrases simples.
help-commands = **Commandes**
help-cmd-start = `/uno start` ouvre une salle (`preset`, `options` comme `stacking=on jump_in=on`, `target`, `turn_timer`, `max_players` ; `ai` et `ai_level` installent des joueurs IA, comme **Ajouter une IA** dans la salle)
help-cmd-join = `/uno join` · `/uno leave` rejoindre ou quitter la salle ou la partie
help-cmd-hand = `/uno hand` réafficher ma main
help-cmd-rules = `/uno rules` les règles de la partie de ce salon
help-cmd-stop = `/uno stop` arrêter la partie (hôte ou Gérer les salons) · `/uno kick` retirer un joueur (hôte)
help-cmd-stats = `/uno leaderboard` · `/uno stats` le classement et les cotes (`sort`, `season`), le bilan d'un joueur
help-cmd-settings = `/uno settings` les règles par défaut du serveur (Gérer le serveur)
help-cmd-prefs = `/uno prefs` tes propres choix (cartes à fort contraste, ta langue...) · `/uno match` le graphique de la partie

counts-title = La cote et ce qui compte
counts-rating = **Cote.** Chaque manche que deux personnes ou plus jouent jusqu'au bout change leur cote (Plackett–Luce d'openskill) : d'abord celui qui a fini ses cartes, puis les autres selon les points restant dans leur main, ex æquo à points égaux. Battre des joueurs plus forts la fait le plus bouger. Le nombre est μ − 3σ mis à l'échelle : les nouveaux commencent à 1 000 et restent provisoires (listés sans rang) jusqu'à { $provisional } manches classées.
counts-leaving = **Départs.** Quitter une manche en cours, ou en être retiré après des tours manqués, te place dernier de cette manche. Un joueur retiré par l'hôte n'est pas classé pour elle. Si tous les adversaires partent, celui qui reste gagne la manche (par forfait) ; la partie est enregistrée mais ne compte pas comme partie gagnée.
counts-stops = **Arrêts.** Une partie arrêtée ou fermée ne change plus aucune cote : les manches déjà terminées gardent leur effet.
counts-ai = **Les joueurs IA** prennent des places mais n'ont pas de cote, et les battre ne fait bouger aucune cote : une manche demande deux personnes. Les parties gagnées et le taux de victoire ne comptent que les parties que deux personnes ou plus ont jouées jusqu'au bout ; une partie contre des joueurs IA seulement va dans ton bilan contre les joueurs IA (`/uno stats`). Les manches gagnées et les points comptent toutes les manches.
counts-seasons = **Saisons.** Un admin lance une nouvelle saison avec `/uno settings season:new` (ou une chaque mois) ; les cotes sont remises à zéro, et `/uno leaderboard season:` montre les saisons passées et toutes saisons confondues.
