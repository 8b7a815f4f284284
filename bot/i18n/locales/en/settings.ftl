# /uno settings (an admin's view of the server's defaults) and /uno prefs (a member's
# own choices), in the member's language. Option names and values (`stacking`, `on`) stay
# as they are typed.

## What each house rule, table feature and preference does
about-deck = Deck: standard 108 cards, or with_blanks (112, four blank wild cards)
about-blank_effect = What a blank card does besides naming a color
about-wd4 = When { -wild-draw-four } is legal: no card of the current color, anytime, or no other playable card
about-forced_play = A player holding a playable card must play instead of drawing
about-after_draw = After drawing: may play the drawn card, must play it, or may play any card
about-draw_until_playable = Keep drawing until a playable card comes
about-stacking = { -draw-two } / { -wild-draw-four } can be stacked to pass the penalty on
about-challenge = The victim of a { -wild-draw-four } may challenge it
about-uno_penalty = Missed UNO call: others may catch it, or the penalty is automatic
about-uno_penalty_cards = Cards drawn for a missed UNO call
about-seven_o = Seven-O: a 7 swaps hands with a chosen player, a 0 passes all hands on
about-jump_in = Jump in out of turn with a card identical to the top card
about-scoring = Scoring: winner takes the points, lowest total wins, or one hand only
about-target = Points that end the match
about-max_players = Most players allowed at the table
about-feature-art = Card pictures on the table (off: compact text tables for busy servers)
about-feature-high_contrast = High-contrast card colors for everyone
about-feature-afk_cover = An AI plays the turn of a player whose turn timer runs out
about-feature-threads = Each game is played in its own thread
about-feature-ai_delay = Seconds an AI player waits before it plays, so people can follow
about-feature-language = The language of the table, lobby, results and pings
about-pref-high_contrast = High-contrast card colors for you
about-pref-playable_first = Playable cards first in your hand instead of grouped by color
about-pref-dm_turn_notice = A direct message when it has been your turn for a while
about-pref-language = The language of your hand, help and answers
preset-about = { $preset ->
    [official] Current official rules (the defaults).
    [classic] Older printed rules: blank cards, must play a drawn card, 4-card UNO penalty.
    [family] Simple table rules: { -wild-draw-four } only with nothing else to play, no challenge.
    [online] Like popular web UNO: stacking, { -wild-draw-four } anytime, automatic UNO penalty, single hand.
    [party] Stacking, Seven-O, jump-in and draw until playable.
   *[other] unknown preset
}

## /uno settings
settings-title = UNO settings for this server
settings-bot-default = bot default
settings-discord-language = the server's Discord language
settings-timer = { $seconds ->
    [0] off
   *[other] { $seconds } s
}
settings-preset = **Preset:** `{ $preset }` — { preset-about }
settings-timer-target = **Turn timer:** { settings-timer } · **Target:** { $target } points
settings-rules = **House rules:** { $rules }
settings-rules-preset = as the preset has them
settings-features = **Table:** { $features }
settings-broken = Ignored stored options the rules no longer accept: { $names }.
settings-how = One setting in full: `/uno settings option:<name>`. Change one: `option:<name> value:<value>` (`default` undoes a change).
settings-footer = ✱ = changed · also: preset:, turn_timer:, target:, season:, reset:
settings-saved = Saved: { $changes }.
settings-nothing = Nothing changed.
setting-title = UNO setting: { $name }
setting-changed = {" "}✱ changed
setting-now = **Now:** { $value }{ $changed } · **Default:** { $default } ({ $feature ->
    [true] table feature
   *[false] house rule (preset `{ $preset }`)
})
setting-values = **Values:** { $allowed } — or `default`
setting-change = Change it: `/uno settings option:{ $name } value:<value>`
# what a change did, in the "Saved: …" line
change-dropped = dropped unusable stored options: { $names }
change-preset = { $cleared ->
    [true] preset → { $preset } (house-rule changes cleared)
   *[false] preset → { $preset }
}
change-default = { $feature ->
    [true] { $name } → default
   *[false] { $name } → preset value
}
change-value = { $name } → { $value }
change-timer = turn timer → { settings-timer }
change-target = target → { $target }
change-reset = everything reset to the defaults

## /uno prefs
prefs-title = Your UNO preferences in this server
prefs-line = **{ $name }**: { $value } — { $about }.
prefs-footer = Change one: /uno prefs option:<name> value:on, off or default
prefs-follows-server = { $server ->
    [on] as the server has it (on)
    [off] as the server has it (off)
   *[other] as the server has it
}
prefs-follows-app = as your Discord app has it ({ $language })
prefs-default = { $value } (default)
prefs-back = { $follows ->
    [server] **{ $name }** is back to the default (the server's choice).
    [app] **{ $name }** is back to the default (your Discord app's language).
   *[other] **{ $name }** is back to the default ({ $value }).
}
prefs-on = **{ $name }** is on for you: { $effect }.
prefs-off = **{ $name }** is off for you.
prefs-language = **{ $name }** is { $language } for you.
effect-high_contrast = your hand's card pictures in the high-contrast colors
effect-playable_first = the cards you can play first in your hand, not grouped by color
effect-dm_turn_notice = a direct message when it has been your turn for a while

season-started = Season { $number } started: ratings start afresh, and the earlier seasons stay readable with `/uno leaderboard season:`.
season-fresh = Season { $number } has no rated hand yet, so it is a fresh start already: no new season was started.
season-monthly = A new season now starts on the first of each month (UTC).
season-manual = New seasons now start only when an admin starts one here.
settings-seasons-none = **Ratings:** season 1 starts with the first rated hand; { $monthly ->
    [true] a new one on the first of each month
   *[false] a new one when an admin starts it (`season:`)
}
settings-seasons = **Ratings:** season { $number }, since { $since }; { $monthly ->
    [true] a new one on the first of each month
   *[false] a new one when an admin starts it (`season:`)
}
