language-name = Deutsch
