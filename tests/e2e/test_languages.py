"""Which language, where (issue 26): what everyone reads is in the server's language (the
``language`` setting of /uno settings, else the server's Discord locale, else English),
what one player reads in theirs (their /uno prefs ``language``, else their Discord app's)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.engine.cards import CARDS
from bot.game.table import Table
from bot.i18n import Lang
from bot.screens.cards import card_name
from tests.e2e.conftest import Game
from tests.e2e.test_game_threads import threads_on
from tests.fakediscord import Driver, FakeDiscord, InProcessBot
from tests.fakediscord.views import Embed, walk_components
from tests.i18n.english import english_in


def table_of(bot: InProcessBot, fake: FakeDiscord) -> Table:
    table = bot.tables.get(fake.channel.id)
    assert table is not None
    return table


async def test_a_game_speaks_the_servers_discord_language(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot) -> None:
    fake.guild.locale = "es-419"
    await driver.slash(fake.alice, "/uno start")
    assert table_of(bot, fake).language == "es-ES"


async def test_a_games_thread_is_named_and_logged_in_the_servers_language(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot) -> None:
    fake.guild.locale = "es-ES"
    await threads_on(bot, fake)
    start = await driver.slash(fake.alice, "/uno start")
    [thread] = [t for t in fake.guild.threads if t.parent_id == fake.channel.id]
    assert thread.name == "UNO — partida de alice"
    assert thread.audit_reason == "Aquí empezó una partida de UNO"  # what moderators read
    assert start.response is not None and "abrió una partida de UNO" in start.response.text


async def test_the_language_setting_wins_over_the_servers_locale(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot) -> None:
    fake.guild.locale = "de"
    await driver.slash(fake.owner, "/uno settings option:language value:FR")
    assert dict((await bot.storage.settings.get(fake.guild.id)).features) == {"language": "fr"}
    await driver.slash(fake.alice, "/uno start")
    assert table_of(bot, fake).language == "fr"
    await driver.slash(fake.alice, "/uno stop")
    await driver.slash(fake.owner, "/uno settings option:language value:default")
    await driver.slash(fake.alice, "/uno start")
    assert table_of(bot, fake).language == "de"


async def test_a_server_in_a_language_we_lack_plays_in_english(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot) -> None:
    fake.guild.locale = "ja"
    await driver.slash(fake.alice, "/uno start")
    assert table_of(bot, fake).language == "en"


async def test_a_players_language_is_their_apps_unless_they_chose_one(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot) -> None:
    fake.alice.locale, fake.bob.locale = "pt-BR", "de"
    lobby = (await driver.slash(fake.alice, "/uno start")).response
    await driver.click(fake.bob, lobby, "Join")
    table = table_of(bot, fake)
    assert table.rt.langs == {fake.bob.id: "de"}
    await driver.slash(fake.bob, "/uno prefs option:language value:es-es")
    assert table.rt.langs[fake.bob.id] == "de"  # (a lobby: the game's players only follow)
    await driver.click(fake.alice, driver.get(lobby.id), "Start (host)")
    await driver.click(fake.bob, driver.get(lobby.id), "My hand")
    assert table.rt.langs == {fake.alice.id: "pt-BR", fake.bob.id: "es-ES"}
    await driver.slash(fake.bob, "/uno prefs option:language value:default")
    assert table.rt.langs[fake.bob.id] == "de"


# ------------------------------------------------------------------- whole games, read
def seen(driver: Driver, user: Any) -> tuple[list[str], list[str]]:
    """(texts, labels) of every state of every message ``user`` was shown in the channel:
    public ones and their own ephemerals, each edit included."""
    texts: list[str] = []
    labels: list[str] = []
    for message in driver.messages(user):
        for state in [*message.history, {"content": message.content,
                                         "embeds": [e.raw for e in message.embeds],
                                         "components": list(message.components)}]:
            texts.append(state.get("content") or "")
            texts += [Embed.parse(e).text for e in state.get("embeds") or []]
            for _, c in walk_components(state.get("components") or []):
                labels += [c.get("label") or "", c.get("placeholder") or ""]
                texts += [c.get("content") or ""]
                labels += [o.get("label", "") for o in c.get("options") or []]
    return [t for t in texts if t], [label for label in labels if label]


def public(driver: Driver, user: Any) -> tuple[list[str], list[str]]:
    """``seen`` of the public messages only (what everyone reads)."""
    texts, labels = [], []
    for message in driver.messages(user):
        if not message.ephemeral:
            texts.append(message.text)
            labels += [b.label or "" for b in message.buttons]
    return texts, labels


def private(driver: Driver, user: Any) -> tuple[list[str], list[str]]:
    """What only ``user`` was shown (their ephemerals), every state."""
    texts, labels = [], []
    for message in driver.messages(user):
        if message.ephemeral:
            for state in [*message.history]:
                texts.append(state.get("content") or "")
                texts += [Embed.parse(e).text for e in state.get("embeds") or []]
                for _, c in walk_components(state.get("components") or []):
                    labels.append(c.get("label") or "")
            texts.append(message.text)
            labels += [b.label or "" for b in message.buttons]
    return texts, labels


async def play_out(game: Game, host: Any, max_moves: int = 600,
                   before_next: Callable[[], None] = lambda: None) -> int:
    """The members to act play the first legal move until the match is over (the host
    deals each next hand with its button, in whatever language it is labelled;
    ``before_next`` is called first: the last hand's table goes then)."""
    moves = 0
    table = game.table
    while not table.closed:
        await game.settle()
        m = table.match
        if table.closed or m is None:
            break
        if m.hand_over:
            results = [msg for msg in game.driver.messages(host)
                       if any(b.custom_id and ":next:" in b.custom_id and not b.disabled
                              for b in msg.buttons)]
            assert results, "no Next hand to press"
            before_next()
            button = next(b for b in results[-1].buttons if b.custom_id and ":next:" in
                          b.custom_id)
            await game.click(host, results[-1], custom_id=button.custom_id)
            continue
        assert m.to_act is not None
        if m.to_act not in game.by_id:  # an AI seat: it moves by itself
            continue
        await game.take_turn()
        moves += 1
        assert moves < max_moves, "the match does not end"
    await game.settle()
    return moves


async def test_a_whole_match_in_spanish_meets_no_english(game: Game) -> None:
    """A Spanish server (es-ES) and its Spanish-speaking members (one on es-419) play a
    match to its end with an AI seat: lobby, table, hands, a refusal, hand results, the
    match results, /uno help and /uno rules, all in Spanish; not one English sentence."""
    fake, driver = game.fake, game.driver
    fake.guild.locale = "es-ES"
    fake.alice.locale, fake.bob.locale, fake.carol.locale = "es-ES", "es-ES", "es-419"
    await driver.slash(fake.alice, "/uno help")
    await driver.slash(fake.bob, "/uno rules")
    lobby = (await driver.slash(fake.alice, "/uno start",
                                {"ai": 1, "target": 100})).response
    assert lobby is not None and "Sala de UNO" in lobby.text
    await driver.click(fake.bob, lobby, "Unirse")
    await driver.click(fake.carol, driver.get(lobby.id), "Unirse")
    refused = await driver.click(fake.bob, driver.get(lobby.id), "Empezar (anfitrión)")
    assert refused.response is not None
    assert refused.response.text == "Solo el anfitrión puede empezar la partida."
    await driver.click(fake.alice, driver.get(lobby.id), "Empezar (anfitrión)")
    members = (fake.alice, fake.bob, fake.carol)
    shown: dict[int, tuple[list[str], list[str]]] = {u.id: ([], []) for u in members}

    def look() -> None:  # (a hand's table is deleted when the next hand is dealt)
        for user in members:
            texts, labels = seen(driver, user)
            shown[user.id][0].extend(texts)
            shown[user.id][1].extend(labels)

    moves = await play_out(game, fake.alice, before_next=look)
    look()
    assert moves >= 5
    for user in members:
        assert english_in(*shown[user.id], "es-ES") == [], user.username
    every = "\n".join(shown[fake.alice.id][0])
    for spanish in ("Sala de UNO", "UNO — mano 1", "Tu mano —", "Carta en juego",
                    "Resultados de la mano 1", "Fin de la partida", "Cómo jugar al UNO aquí",
                    "Últimas jugadas", "🤖 Nova"):
        assert spanish in every, spanish


async def test_a_mixed_table_each_hand_in_its_players_language(game: Game) -> None:
    """On a server set to Spanish, a German-speaking and a French-speaking member play:
    the table and lobby are Spanish, each hand (cards, buttons, sentences) and each refusal
    in its reader's language."""
    fake, driver = game.fake, game.driver
    fake.guild.locale = "es-ES"
    fake.alice.locale, fake.bob.locale = "de", "fr"
    lobby = (await driver.slash(fake.alice, "/uno start")).response
    assert lobby is not None
    await driver.click(fake.bob, lobby, "Unirse")
    refused = await driver.click(fake.bob, driver.get(lobby.id), "Empezar (anfitrión)")
    assert refused.response is not None
    assert refused.response.text == "Seul l'hôte peut lancer la partie."
    await driver.click(fake.alice, driver.get(lobby.id), "Empezar (anfitrión)")
    table = driver.get(lobby.id)
    assert "UNO — mano 1" in table.text and table.has_button("Mi mano")
    hands = {}
    for user in (fake.alice, fake.bob):
        it = await driver.click(user, table, "Mi mano")
        assert it.response is not None
        hands[user.id] = it.response
    german, french = hands[fake.alice.id], hands[fake.bob.id]
    assert german.text.startswith("Deine Hand — 7 Karten") and "Deine Karten:" in german.text
    assert french.text.startswith("Ta main — 7 cartes") and "Tes cartes :" in french.text
    cards_de = {card_name(c, Lang("de")) for c in CARDS}
    cards_fr = {card_name(c, Lang("fr")) for c in CARDS}
    assert {b.label.split(" ×")[0] for b in german.buttons if b.label} & cards_de
    assert {b.label.split(" ×")[0] for b in french.buttons if b.label} & cards_fr
    await game.take_turn()
    await game.settle()
    for user, lang in ((fake.alice, "de"), (fake.bob, "fr")):
        texts, labels = private(driver, user)
        assert english_in(texts, labels, lang) == [], user.username
        assert english_in(*public(driver, user), "es-ES") == []
    print("\n--- table (es-ES) ---\n" + driver.get(lobby.id).text)
    print("\n--- alice's hand (de) ---\n" + driver.get(german.id).text)
    print([b.label for b in driver.get(german.id).buttons])
    print("\n--- bob's hand (fr) ---\n" + driver.get(french.id).text)
    print([b.label for b in driver.get(french.id).buttons])
