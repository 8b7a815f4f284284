language-name = Español
