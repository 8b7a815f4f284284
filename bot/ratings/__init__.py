"""Skill ratings per player per server, and seasons (issue 27).

``model.py`` is the maths (openskill's Plackett–Luce over one hand's finishing order, and
the number players read); ``bot/storage/ratings.py`` keeps the ratings, applying each
rated hand in the same transaction as the hand's result; ``recompute.py`` (run as
``python -m bot.ratings recompute --guild ID``) replays a server's rated hands and checks
the stored ratings against them. What is rated (leavers, stops, walkovers, AI seats) is
decided by the game layer (``bot/game/results.py``), and said in /uno help and the README.
"""
