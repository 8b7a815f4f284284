# The language's own name, as players choose it in /uno settings and /uno prefs.
language-name = English
