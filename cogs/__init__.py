"""discord.py extensions, loaded by bot.client.UnoBot.setup_hook."""
