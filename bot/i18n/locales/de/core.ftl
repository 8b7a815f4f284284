language-name = Deutsch
# a player whose name is not known (the last digits of their id)
player-unknown = Spieler { $digits }
