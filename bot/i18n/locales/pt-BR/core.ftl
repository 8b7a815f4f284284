language-name = Português (Brasil)
