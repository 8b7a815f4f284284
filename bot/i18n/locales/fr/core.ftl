language-name = Français
