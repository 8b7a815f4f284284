# The slash commands as a member sees them while typing: descriptions and choices.
# Command and option names stay English (what everyone types and the help names).
# cmd-<command> describes a command, opt-<command>-<option> an option,
# choice-<value> a choice.

cmd-uno = Play UNO in this channel
cmd-uno-help = How to play UNO with this bot
cmd-uno-start = Open an UNO lobby in this channel
opt-uno-start-preset = Rule preset (default: the server's)
opt-uno-start-options = House rules, e.g. 'stacking=on jump_in=on' (see /uno rules)
opt-uno-start-target = Points that win the match (100-5000)
opt-uno-start-turn_timer = Seconds per turn, 0 = off
opt-uno-start-max_players = Most players at the table (2-10)
opt-uno-start-ai = How many AI players to seat (you can add or remove them in the lobby)
opt-uno-start-ai_level = How well the AI players play (default: normal)
cmd-uno-join = Join the UNO lobby in this channel
cmd-uno-leave = Leave the UNO lobby or game
cmd-uno-hand = Show your UNO hand again
cmd-uno-stop = End the UNO game (host or Manage Channels)
cmd-uno-kick = Remove a player from the game (host)
opt-uno-kick-member = The player to remove
cmd-uno-rules = The rules of the game in this channel
cmd-uno-leaderboard = This server's UNO standings
opt-uno-leaderboard-sort = What to rank players by (default: rating)
cmd-uno-stats = A player's UNO record in this server
opt-uno-stats-member = Whose record to show (default: you)
cmd-uno-settings = Show or change this server's UNO defaults (Manage Server)
opt-uno-settings-preset = The default rule preset for new games
opt-uno-settings-option = A house-rule option or a table feature (art, threads, ...) to change
opt-uno-settings-value = The option's new value ('default' = the preset's value)
opt-uno-settings-turn_timer = Seconds per turn: 0 = off, or 10 to 600
opt-uno-settings-target = Points that end a match (100 to 5000)
opt-uno-settings-reset = Restore every default first
cmd-uno-prefs = Show or change your own UNO preferences in this server
opt-uno-prefs-option = The preference to change (see the list with no option)
opt-uno-prefs-value = on, off, or default (the server's choice)
cmd-uno-match = The chart of this channel's UNO match: totals after every hand

# /uno start preset: the presets' names
choice-official = official
choice-classic = classic
choice-family = family
choice-online = online
choice-party = party
# /uno start ai_level
choice-easy = easy
choice-normal = normal
choice-strong = strong
# /uno leaderboard sort
choice-wins = Wins
choice-points = Points
choice-hands = Hands won
choice-win_rate = Win rate
# /uno settings preset: each preset with what it is (at most 100 characters)
choice-preset-official = official — Current official rules (the defaults).
choice-preset-classic = classic — Older printed rules: blank cards, must play a drawn card, 4-card UNO penalty.
choice-preset-family = family — Simple table rules: Wild Draw Four only with nothing else to play, no challenge.
choice-preset-online = online — Like popular web UNO: stacking, Wild Draw Four anytime, automatic UNO penalty, single hand.
choice-preset-party = party — Stacking, Seven-O, jump-in and draw until playable.

opt-uno-leaderboard-season = Which season's ratings: current (default), a number, or all (all time)
choice-rating = Rating
choice-new = Start a new season now (ratings start afresh)
choice-monthly = A new season on the first of each month
choice-manual = New seasons only when started here
opt-uno-settings-season = Ratings: start a new season now, or a new one on the first of each month
