# The language's own name, as players choose it in /uno settings and /uno prefs.
language-name = English
# a player whose name is not known (the last digits of their id)
player-unknown = Player { $digits }
