language-name = Português (Brasil)
# a player whose name is not known (the last digits of their id)
player-unknown = Jogador { $digits }
