# /uno help: how to play, then the commands (command names stay as typed).
help-title = **How to play UNO here**
help-join = **Join.** Someone runs `/uno start`; a lobby appears in the channel. Press **Join** (or `/uno join`). The host presses **Start** when 2 to 10 players are in.
help-hand = **Your hand.** Press **My hand** on the table (or `/uno hand`): your cards show up only for you, grouped by color, with a text list of the whole hand. Each card button is tinted like its card (Discord has no yellow: yellow cards and Wilds are grey); the cards you can play now can be pressed, the others are dimmed.
help-playing = **Playing.** On your turn, play a card of the same color or number (or symbol) as the top card, or a { -wild }; or press **Draw a card**. { -skip }, { -reverse } and +2 do what they say; a { -wild } lets you name the next color.
help-uno = **UNO!** When you play your next-to-last card, press **UNO!** (before or right after playing). If you forget, the others can **Catch** you and you draw penalty cards.
help-winning = **Winning.** The first player out of cards wins the hand and scores the points left in the other hands; the first to the target (500 by default) wins the match. `/uno rules` shows the rules of this table in plain sentences.
help-commands = **Commands**
help-cmd-start = `/uno start` open a lobby (`preset`, `options` such as `stacking=on jump_in=on`, `target`, `turn_timer`, `max_players`; `ai` and `ai_level` seat AI players, as does the lobby's **Add AI**)
help-cmd-join = `/uno join` · `/uno leave` join or leave the lobby or game
help-cmd-hand = `/uno hand` show my hand again
help-cmd-rules = `/uno rules` the rules of the game in this channel
help-cmd-stop = `/uno stop` end the game (host or Manage Channels) · `/uno kick` remove a player (host)
help-cmd-stats = `/uno leaderboard` · `/uno stats` the server's ratings and standings (`sort`, `season`), a player's record
help-cmd-settings = `/uno settings` the server's default rules (Manage Server)
help-cmd-prefs = `/uno prefs` your own choices (high-contrast cards, your language...) · `/uno match` the match chart

counts-title = Ratings and what counts
counts-rating = **Rating.** Every hand that two or more people play to the end changes their rating (openskill's Plackett–Luce): the one who went out first, then the others by the points left in their hands, equal points tied. Beating stronger players moves it most. The number is μ − 3σ scaled: newcomers start at 1,000, and stay provisional (listed without a place) until { $provisional } rated hands.
counts-leaving = **Leaving.** Leaving a hand in play, or being removed after missed turns, places you last in that hand. A player the host kicks is not rated for it. If every opponent leaves, the one left wins that hand (a walkover); the match is recorded but is no match won.
counts-stops = **Stops.** A stopped or closed game rates nothing more: hands already finished keep their effect.
counts-ai = **AI players** take places but are not rated, and no rating moves for beating them: a hand needs two people. Match wins and win rate count only matches two or more people played to the end; a match against AI players alone goes to your record against AI players (`/uno stats`). Hands won and points count every hand.
counts-seasons = **Seasons.** An admin starts a new season with `/uno settings season:new` (or one each month); ratings start afresh, and `/uno leaderboard season:` shows past seasons and all time.
