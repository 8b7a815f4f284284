"""AI seats (issue 12): the lobby's Add AI / Remove AI and level picker, ``/uno start ai:``,
AI players acting through the pipeline, never pinged, and a game of one member and three
AI players played to the end of a match."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from bot.ai import Budget
from bot.config import MIN_AI_THINK_MS, Settings
from bot.engine import Match, Pass
from bot.game.registry import TableRegistry
from bot.game.seats import is_ai
from bot.game.table import Table
from bot.jobs.ai_seats import delay_of
from bot.storage import StorageError
from tests.e2e.conftest import Game, tune
from tests.e2e.seated import FIRST_LEGAL, FirstLegal, enabled_by_verb, open_hand, play_move
from tests.fakediscord import Driver, FakeDiscord, InProcessBot, running_bot

pytestmark = pytest.mark.timeout(120)


def _players_field(text: str) -> str:
    return text.split("Players", 1)[1].split("Rules", 1)[0]


async def test_lobby_add_and_remove_ai(driver: Driver, fake: FakeDiscord,
                                       bot: InProcessBot,
                                       tables: TableRegistry) -> None:
    lobby = (await driver.slash(fake.alice, "/uno start", {"max_players": 3})).response
    assert lobby is not None
    not_host = await driver.click(fake.bob, lobby, "Add AI (host)")
    assert not_host.ephemeral and "Only the host" in not_host.response.text  # type: ignore[union-attr]
    picker = (await driver.click(fake.alice, lobby, "Add AI (host)")).response
    assert picker is not None and picker.ephemeral and "Which level" in picker.text
    assert [b.label for b in picker.buttons] == ["Easy", "Normal", "Strong"]
    await driver.click(fake.alice, picker, "Strong")
    assert "🤖 Nova (strong)" in _players_field(driver.get(lobby.id).text)
    assert "Add another?" in driver.get(picker.id).text
    await driver.click(fake.alice, picker, "Easy")
    seated = _players_field(driver.get(lobby.id).text)
    assert "🤖 Pixel (easy)" in seated and "(3/3)" in driver.get(lobby.id).text
    full = await driver.click(fake.alice, picker, "Normal")
    assert "full" in full.response.text  # type: ignore[union-attr]
    no_room = await driver.click(fake.bob, lobby, "Join")
    assert "Remove AI" in no_room.response.text  # type: ignore[union-attr]
    stored = await bot.storage.live_games.get(fake.channel.id)
    assert stored is not None and stored.state["lobby"]["players"] == [fake.alice.id, 1, 2]
    assert stored.ui["ai"] == {"1": "strong", "2": "easy"}
    # two AI players: Remove AI asks which one; the host removes the first seated
    not_host = await driver.click(fake.bob, lobby, "Remove AI (host)")
    assert "Only the host" in not_host.response.text  # type: ignore[union-attr]
    which = (await driver.click(fake.alice, lobby, "Remove AI (host)")).response
    assert which is not None and which.ephemeral and "Which AI player" in which.text
    assert [b.label for b in which.buttons] == ["Nova (strong)", "Pixel (easy)"]
    await driver.click(fake.alice, which, "Nova (strong)")
    seated = _players_field(driver.get(lobby.id).text)
    assert "Nova" not in seated and "Pixel" in seated
    table = tables.get(fake.channel.id)
    assert table is not None and table.players == [fake.alice.id, 2] and table.ai == {2: "easy"}
    stored = await bot.storage.live_games.get(fake.channel.id)
    assert stored is not None and stored.state["lobby"]["players"] == [fake.alice.id, 2]
    picker = driver.get(which.id)
    assert "Nova" in picker.text and [b.label for b in picker.buttons] == ["Pixel (easy)"]
    # one AI player left: the lobby's button removes it at once
    await driver.click(fake.alice, lobby, "Remove AI (host)")
    assert "Pixel" not in _players_field(driver.get(lobby.id).text)
    assert table.players == [fake.alice.id] and table.ai == {}
    none = await driver.click(fake.alice, lobby, "Remove AI (host)")
    assert "no AI player" in none.response.text  # type: ignore[union-attr]
    gone = await driver.click(fake.alice, picker, "Pixel (easy)")  # a stale picker
    assert "no AI player" in gone.response.text  # type: ignore[union-attr]


async def test_seating_a_strong_ai_starts_the_search_workers(
        driver: Driver, fake: FakeDiscord, bot: InProcessBot, tables: TableRegistry) -> None:
    """The first strong move does not pay for spawning the worker process: seating a
    strong AI starts it (with a no-op that imports the search)."""
    lobby = (await driver.slash(fake.alice, "/uno start")).response
    assert lobby is not None
    picker = (await driver.click(fake.alice, lobby, "Add AI (host)")).response
    assert picker is not None
    await driver.click(fake.alice, picker, "Normal")
    assert bot.ai.warming is None  # easy and normal think inline
    await driver.click(fake.alice, picker, "Strong")
    warming = bot.ai.warming
    assert warming is not None and warming
    assert [await asyncio.wrap_future(f) for f in warming] == [True] * len(warming)
    await driver.click(fake.alice, picker, "Strong")
    assert bot.ai.warming is warming  # started once


async def test_start_with_ai_option_and_alone_with_ais(driver: Driver, fake: FakeDiscord,
                                                        bot: InProcessBot,
                                                        tables: TableRegistry) -> None:
    too_many = await driver.slash(fake.alice, "/uno start",
                                  {"ai": 4, "max_players": 4})
    assert too_many.ephemeral and "at most" in too_many.response.text  # type: ignore[union-attr]
    lobby = (await driver.slash(fake.alice, "/uno start",
                                {"ai": 3, "ai_level": "easy"})).response
    assert lobby is not None
    seated = _players_field(lobby.text)
    assert all(f"🤖 {n} (easy)" in seated for n in ("Nova", "Pixel", "Orbit"))
    await driver.click(fake.alice, lobby, "Start (host)")
    table = tables.get(fake.channel.id)
    assert table is not None and table.match is not None
    assert table.match.players == [fake.alice.id, 1, 2, 3]
    # the AI players act until it is Alice's turn (or the hand is over)
    m = table.match
    await driver.wait_until(lambda: m.hand_over or m.to_act == fake.alice.id, timeout=30,
                            what="the AI players moved")
    await driver.settle()
    await bot.settle_tables()
    # an AI seat is never mentioned: no ping, no <@1> in the table
    for msg in driver.messages(fake.carol):
        assert "<@1>" not in msg.text and "<@2>" not in msg.text and "<@3>" not in msg.text


async def test_leaving_lobby_leaves_no_lobby_of_ais(driver: Driver, fake: FakeDiscord,
                                                    bot: InProcessBot,
                                                    tables: TableRegistry) -> None:
    lobby = (await driver.slash(fake.alice, "/uno start", {"ai": 2})).response
    assert lobby is not None
    await driver.click(fake.bob, lobby, "Join")
    await driver.click(fake.alice, lobby, "Leave")
    table = tables.get(fake.channel.id)
    assert table is not None and table.host_id == fake.bob.id  # a member, not an AI
    await driver.click(fake.bob, lobby, "Leave")
    assert tables.get(fake.channel.id) is None


@pytest.mark.parametrize(("preset", "level"), [("official", "normal"), ("party", "easy")])
async def test_one_member_and_three_ais_play_a_whole_match(game: Game, preset: str,
                                                           level: str) -> None:
    """The member plays each of their turns; the AI players everything else (with party
    rules: stacking, Seven-O targets, jump-ins, challenges); the match ends with results
    and no stall."""
    driver, fake = game.driver, game.fake
    game.bot.table_config.next_hand_delay = 0.0
    lobby = (await driver.slash(fake.alice, "/uno start",
                                {"ai": 2, "ai_level": level, "target": 100,
                                 "preset": preset})).response
    assert lobby is not None
    picker = (await driver.click(fake.alice, lobby, "Add AI (host)")).response
    assert picker is not None
    await driver.click(fake.alice, picker, "Normal")
    await driver.click(fake.alice, lobby, "Start (host)")
    table = game.table
    turns = 0
    while not table.closed:
        m = table.match
        assert m is not None
        await driver.wait_until(
            lambda m=m: table.closed or table.match is not m or  # type: ignore[misc]
            (not m.hand_over and m.to_act == fake.alice.id), timeout=60,
            what="the member's turn or the end")
        if table.closed or table.match is not m:
            break
        version = m.version
        hand = await game.hand(fake.alice)
        if "moved to a newer message" in driver.get(hand.id).text:
            # opened as the new hand's table was about to be posted: sent again below it,
            # as every open hand is (the player sees the newer one)
            continue
        offered = enabled_by_verb(hand)
        if not any(offered.get(verb) for verb in FIRST_LEGAL):
            # an AI seat jumped in meanwhile: not her turn any more (she may jump in, at
            # most, and the policy does not)
            assert m.version != version or m.to_act != fake.alice.id, hand.text
            continue
        await play_move(driver, fake.alice, hand, FirstLegal(),
                        moved=lambda m=m, v=version: m.version != v)  # type: ignore[misc]
        turns += 1
        assert turns < 2000
    await game.settle()
    assert table.match is not None and table.match.match_over
    await game.settle()
    texts = [msg.text for msg in driver.messages(fake.carol)]
    assert any("won the match" in t for t in texts)
    assert all("<@1>" not in t and "<@2>" not in t and "<@3>" not in t for t in texts)
    assert await game.bot.storage.live_games.get(fake.channel.id) is None
    # records: AI seats scored in the match, but only the member is on record
    assert table.match_id is not None
    record = await game.bot.storage.matches.get_match(fake.guild.id, table.match_id)
    assert record is not None and [p.user_id for p in record.players] == [fake.alice.id]
    assert set(table.match.scores) == {fake.alice.id, 1, 2, 3}
    board = await game.bot.storage.stats.leaderboard(fake.guild.id)
    assert [r.stats.user_id for r in board.rows] == [fake.alice.id]
    # a match against AI seats only: in her record against AI players (issue 24, defect 8)
    alone = board.rows[0].stats
    assert (alone.matches_played, alone.matches_won, alone.ai_matches_played) == (0, 0, 1)
    shown = (await driver.slash(fake.bob, "/uno leaderboard sort:points")).response
    assert shown is not None and "🤖" not in shown.text
    assert f"<@{fake.alice.id}>" in shown.text
    stats = (await driver.slash(fake.alice, "/uno stats")).response
    assert stats is not None and "Matches played" in stats.text


def test_ai_ids_are_never_snowflakes() -> None:
    assert is_ai(1) and is_ai(99) and not is_ai(0)
    assert not is_ai(80351110224678912)  # the smallest real snowflakes are far above


async def test_restart_while_an_ai_is_to_act(fake: FakeDiscord, bot_settings: Settings) -> None:
    """The bot stops while a (strong) AI seat is to act; after the restart it acts."""
    driver = Driver(fake)
    async with running_bot(fake, bot_settings) as first:
        reg = first.tables
        tune(first.table_config, default_turn_timer=0, edit_gap=0.0, next_hand_delay=3600.0,
             seed_source=lambda: 7, ai_delay=3600.0)  # AIs wait
        lobby = (await driver.slash(fake.alice, "/uno start",
                                    {"ai": 2, "ai_level": "strong"})).response
        assert lobby is not None
        await driver.click(fake.alice, lobby, "Start (host)")
        table = reg.get(fake.channel.id)
        assert table is not None and table.match is not None
        m = table.match
        if m.to_act == fake.alice.id:
            hand = await open_hand(driver, fake.alice)
            await driver.click(fake.alice, hand,
                               custom_id=FirstLegal(("color", "draw", "keep", "pass"))
                               .move(hand))
        assert m.to_act is not None and is_ai(m.to_act)
        version = m.version
        await driver.settle()
        assert first.ai.warming is not None  # the ai option seated strong AIs
    async with running_bot(fake, bot_settings) as second:
        reg = second.tables
        second.table_config.ai_delay = 0.0
        table = second.changes.find(fake.channel.id)
        assert table is not None and table.match is not None
        assert second.ai.warming is not None  # resumed with strong seats: workers started
        m = table.match
        await driver.wait_until(lambda: m.version > version and (
            m.hand_over or m.to_act == fake.alice.id), timeout=60, what="the AI acted")
        stored = await second.storage.live_games.get(fake.channel.id)
        assert stored is not None and stored.ui["ai"] == {"1": "strong", "2": "strong"}
        await driver.settle()


async def _alice_moves_until(driver: Driver, fake: FakeDiscord, bot: InProcessBot,
                             m: Match, done: Callable[[], bool]) -> None:
    """Alice plays her turns (the AI seats theirs) until ``done()`` on her turn or the
    hand is over; then the AI seats have nothing left to do."""
    while True:
        await driver.wait_until(lambda: m.hand_over or m.to_act == fake.alice.id,
                                timeout=30, what="alice's turn")
        await bot.ai.wait()
        if m.hand_over or done():
            break
        version = m.version
        hand = await open_hand(driver, fake.alice)
        await play_move(driver, fake.alice, hand, FirstLegal(),
                        moved=lambda v=version: m.version != v)  # type: ignore[misc]
    await driver.settle()


@pytest.mark.sqlite  # (the last start: a game saved before memories were, made in the file)
async def test_strong_seats_remember_what_they_saw_across_a_restart(
        fake: FakeDiscord, bot_settings: Settings) -> None:
    """A strong seat's memory (the discard pile, what it knows of the other hands) is
    saved with the live game at every change and is back, equal, after a restart: still
    complete for the hand it saw from the start, where a fresh memory would trust only
    the view. A game saved before memories were resumes with fresh ones, as it used to."""
    from tests.e2e.test_restart_resume import sql

    driver = Driver(fake)
    settings = replace(bot_settings, ai_think_ms=MIN_AI_THINK_MS)

    def memories(table: Table) -> dict[int, dict[str, Any]]:
        return {p: memory.to_dict() for p, memory in table.ai_memory.items()}

    async with running_bot(fake, settings) as first:
        tune(first.table_config, default_turn_timer=0, edit_gap=0.0, next_hand_delay=3600.0,
             seed_source=lambda: 7, ai_delay=0.0)
        lobby = (await driver.slash(fake.alice, "/uno start",
                                    {"ai": 2, "ai_level": "strong"})).response
        assert lobby is not None
        await driver.click(fake.alice, lobby, "Start (host)")
        table = first.tables.get(fake.channel.id)
        assert table is not None and table.match is not None
        m = table.match
        await _alice_moves_until(driver, fake, first, m, lambda: len(m.discard) >= 6)
        assert not m.hand_over, "the hand ended too soon to tell"
        saw = memories(table)
        assert set(saw) == {1, 2}
        assert all(s["complete"] and s["discard"] == m.discard for s in saw.values())
        stored = await first.storage.live_games.get(fake.channel.id)
        assert stored is not None and stored.ui["ai_memory"] == {str(p): s
                                                                 for p, s in saw.items()}
    async with running_bot(fake, settings) as second:
        tune(second.table_config, default_turn_timer=0, edit_gap=0.0,
             next_hand_delay=3600.0, seed_source=lambda: 7, ai_delay=0.0)
        table = second.tables.get(fake.channel.id)
        assert table is not None and table.match is not None
        assert memories(table) == saw
        m = table.match
        played = len(m.discard)
        await _alice_moves_until(driver, fake, second, m,
                                 lambda: len(m.discard) > played or m.version > 40)
        if not m.hand_over:  # the seats folded the new moves into what they had
            assert all(memory.complete and memory.discard == m.discard
                       for memory in table.ai_memory.values())
    sql(settings, "UPDATE live_games SET ui_json = json_remove(ui_json, '$.ai_memory') "
                  "WHERE channel_id = ?", (fake.channel.id,))
    async with running_bot(fake, settings) as third:
        tune(third.table_config, default_turn_timer=0, edit_gap=0.0,
             next_hand_delay=3600.0, seed_source=lambda: 7, ai_delay=0.0)
        table = third.tables.get(fake.channel.id)
        assert table is not None and table.match is not None and table.ai_memory == {}
        m = table.match
        version = m.version
        await _alice_moves_until(driver, fake, third, m, lambda: m.version > version + 2)
        assert set(table.ai_memory) == {1, 2}  # fresh, trusting the view for this hand
        assert not any(memory.complete for memory in table.ai_memory.values())
    await driver.check_clean()


async def test_strong_seats_think_for_the_configured_time(fake: FakeDiscord,
                                                         bot_settings: Settings) -> None:
    """UNO_AI_THINK_MS reaches the strong seats' searches, and a strong seat thinking for
    the shortest time allowed still plays its turns."""
    driver = Driver(fake)
    async with running_bot(fake, replace(bot_settings, ai_think_ms=MIN_AI_THINK_MS)) as bot:
        tune(bot.table_config, default_turn_timer=0, edit_gap=0.0, next_hand_delay=3600.0,
             seed_source=lambda: 7, ai_delay=0.0)
        assert bot.ai.budget == Budget(simulations=3 * MIN_AI_THINK_MS, time_ms=MIN_AI_THINK_MS)
        lobby = (await driver.slash(fake.alice, "/uno start",
                                    {"ai": 1, "ai_level": "strong"})).response
        assert lobby is not None
        await driver.click(fake.alice, lobby, "Start (host)")
        table = bot.tables.get(fake.channel.id)
        assert table is not None and table.match is not None
        m = table.match

        def moved_past(version: int) -> Callable[[], bool]:
            return lambda: m.version > version

        ai_turns = 0
        while ai_turns < 3 and not m.hand_over:
            moved = moved_past(m.version)
            if m.to_act == fake.alice.id:
                hand = await open_hand(driver, fake.alice)
                # any move: the seat's moves depend on the time its search got
                await play_move(driver, fake.alice, hand, FirstLegal(), moved=moved)
            else:
                await driver.wait_until(moved, timeout=30,
                                        what="the strong seat played")
                ai_turns += 1
        await driver.settle()


async def test_afk_cover_plays_an_expired_turn_and_the_member_takes_it_back(
        game: Game) -> None:
    """AFK cover: when X's turn timer runs out the normal AI plays for X and the table says
    so; X takes the seat back by clicking; missing turns in a row still removes X, in the
    words of a removal for inactivity."""
    driver, fake = game.driver, game.fake
    timer = 60
    lobby = (await driver.slash(fake.alice, "/uno start", {"turn_timer": timer})).response
    assert lobby is not None
    for user in (fake.bob, fake.carol):
        await driver.click(user, lobby, "Join")
    toggled = await driver.click(fake.alice, lobby, "AFK cover: off (host)")
    assert "AFK cover is on" in toggled.response.text  # type: ignore[union-attr]
    assert "AFK cover" in driver.get(lobby.id).text
    # the button says what it is now (issue 25.10)
    assert driver.get(lobby.id).button("AFK cover: on (host)") is not None
    await driver.click(fake.alice, lobby, "Start (host)")
    table = game.table
    m = game.match
    absent = m.to_act
    assert absent is not None
    name = table.name_of(absent)

    async def others_play_until_absent() -> None:
        """The others take their turns at once (no time passes: nobody else's runs out)
        until it is the absent member's."""
        for _ in range(20):
            assert not m.hand_over and absent in m.players
            if m.to_act == absent:
                return
            await game.take_turn()
        raise AssertionError("the absent member's turn never came")

    async def absent_misses_a_turn() -> None:
        await others_play_until_absent()
        version = m.version
        await game.advance(timer - 1)
        assert m.version == version  # not yet
        await game.advance(1)  # the turn runs out: the AI plays it
        assert m.version > version

    await absent_misses_a_turn()
    assert table.strikes.get(absent) == 1
    assert any(f"🤖 played for {name}" in line for line in table.events)
    # (the strike is counted before the cover is saved and shown)
    await driver.wait_until(
        lambda: f"🤖 played for {name}" in driver.get(table.message_id).text,  # type: ignore[arg-type]
        timeout=10, what="the table says who the AI played for")
    # the member is back: a click of theirs plays and clears the missed turns
    await others_play_until_absent()
    await game.take_turn()
    assert absent not in table.strikes
    # two missed turns in a row: removed, for inactivity
    game.bot.table_config.max_strikes = 2
    await absent_misses_a_turn()
    assert table.strikes.get(absent) == 1 and absent in m.players
    await absent_misses_a_turn()
    assert absent not in m.players
    await game.settle()
    lines = " ".join(table.events)
    assert f"{name} was removed for inactivity" in lines and f"{name} left the game" not in lines


async def test_walkover_is_recorded_and_not_a_match_won(game: Game) -> None:
    driver, fake = game.driver, game.fake
    await game.start(players=2)
    match_id = game.table.match_id
    assert match_id is not None
    await driver.slash(fake.bob, "/uno leave")
    await game.settle()
    assert game.reg.get(fake.channel.id) is None
    record = await game.bot.storage.matches.get_match(fake.guild.id, match_id)
    assert record is not None and record.status == "finished" and record.walkover
    assert record.winner_ids == (fake.alice.id,)
    alice = await game.bot.storage.stats.player_stats(fake.guild.id, fake.alice.id)
    assert alice.matches_played == 1 and alice.matches_won == 0
    # and the channel is told so, not that alice won the match outright
    [over] = [m.text for m in driver.messages(fake.carol) if "Match over" in m.text]
    assert "won the match by walkover" in over and "🏆" not in over


async def test_a_match_left_to_ai_seats_ends_at_once(game: Game) -> None:
    driver, fake = game.driver, game.fake
    game.bot.table_config.ai_delay = 3600.0  # the AI seats stay put: the member leaves first
    lobby = (await driver.slash(fake.alice, "/uno start", {"ai": 2})).response
    assert lobby is not None
    await driver.click(fake.bob, lobby, "Join")
    await driver.click(fake.alice, lobby, "Start (host)")
    match_id = game.table.match_id
    assert match_id is not None
    await driver.slash(fake.bob, "/uno leave")
    assert game.reg.get(fake.channel.id) is not None  # a member is still playing
    await driver.slash(fake.alice, "/uno leave")
    await game.settle()
    assert game.reg.get(fake.channel.id) is None
    assert await game.bot.storage.live_games.get(fake.channel.id) is None
    record = await game.bot.storage.matches.get_match(fake.guild.id, match_id)
    assert record is not None and record.status == "finished" and record.winner_ids == ()
    assert not record.walkover
    said = [m.text for m in driver.messages(fake.carol) if "Only AI players" in m.text]
    assert said and "free for a new game" in said[-1]
    board = await game.bot.storage.stats.leaderboard(fake.guild.id)
    assert {r.stats.user_id for r in board.rows} == {fake.alice.id, fake.bob.id}
    assert all(r.stats.matches_won == 0 for r in board.rows)


async def test_server_ai_delay_and_afk_cover_defaults(driver: Driver, fake: FakeDiscord,
                                                      bot: InProcessBot,
                                                      tables: TableRegistry) -> None:
    """``/uno settings option:ai_delay`` sets the pause of this server's AI players (the
    bot's UNO_AI_DELAY otherwise); ``afk_cover`` is the default of a new lobby's toggle."""
    from tests.e2e.test_settings import grant_manage_server

    grant_manage_server(fake, fake.alice)
    assert delay_of({}, 1.5) == 1.5
    shown = (await driver.slash(fake.alice, "/uno settings")).response
    assert shown is not None and "`ai_delay` **bot default**" in shown.text
    await driver.slash(fake.alice, "/uno settings option:ai_delay value:0.5")
    await driver.slash(fake.alice, "/uno settings option:afk_cover value:on")
    settings = await bot.storage.settings.get(fake.guild.id)
    assert delay_of(dict(settings.features), 1.5) == 0.5
    lobby = (await driver.slash(fake.alice, "/uno start")).response
    assert lobby is not None and "AFK cover" in lobby.text
    table = tables.get(fake.channel.id)
    assert table is not None and table.afk_cover
    shown = (await driver.slash(fake.alice, "/uno settings")).response
    assert shown is not None and "`ai_delay` **0.5** ✱" in shown.text
    await driver.slash(fake.alice, "/uno settings option:ai_delay value:default")
    settings = await bot.storage.settings.get(fake.guild.id)
    assert delay_of(dict(settings.features), 1.5) == 1.5


async def the_ai_seats_turn(game: Game) -> Match:
    """alice's game against one AI seat, whose turn it is, waiting (an hour's pause) until
    the test lets it move: the match."""
    driver, fake = game.driver, game.fake
    game.bot.table_config.ai_delay = 3600.0
    lobby = (await driver.slash(fake.alice, "/uno start", {"ai": 1})).response
    assert lobby is not None
    await driver.click(fake.alice, lobby, "Start (host)")
    m = game.match
    if m.to_act == fake.alice.id:
        hand = await game.hand(fake.alice)
        await driver.click(fake.alice, hand,
                           custom_id=FirstLegal(("color", "draw", "keep", "pass")).move(hand))
    assert m.to_act == 1
    return m


async def the_ai_seat_moves_now(game: Game) -> None:
    """The waiting AI seat's runner (asleep for its hour) is stopped and the seat asked
    again, with no pause."""
    game.bot.table_config.ai_delay = 0.0
    game.bot.ai.cancel(game.table)
    await game.bot.ai.wait()
    game.bot.ai.poke(game.table, game.bot.changes)


async def test_a_refused_ai_move_is_logged_and_the_first_legal_move_played(
        game: Game, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """An AI that asks for an illegal move (a bug) never stalls the game."""
    import bot.jobs.ai_seats as ai_seats

    driver = game.driver
    m = await the_ai_seats_turn(game)
    version = m.version
    monkeypatch.setattr(ai_seats, "decide", lambda *a, **k: Pass())  # Pass before a draw
    await the_ai_seat_moves_now(game)
    await driver.wait_until(lambda: m.version > version, timeout=10, what="the AI moved")
    await game.settle()
    refused = [r for r in caplog.records if "AI move refused" in r.getMessage()]
    assert refused and "PlayerView" in refused[0].getMessage()
    logged = [r for r in driver.bot_errors if "AI move refused" in r.getMessage()]  # type: ignore[attr-defined]
    assert logged
    driver.bot_errors.clear()  # type: ignore[attr-defined]


async def test_an_ai_move_that_cannot_be_saved_is_tried_again_on_the_tables_clock(
        game: Game, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """Storage down when an AI seat moves: nothing changes, a warning says so, and the seat
    tries again ``timer_retry`` later by the tables' clock (as a turn timer does), so the
    game is not stuck once storage is back."""
    driver = game.driver
    m = await the_ai_seats_turn(game)
    version, before = m.version, m.to_dict()

    async def broken(*args: object, **kwargs: object) -> None:
        raise StorageError("disk full")

    monkeypatch.setattr(game.bot.storage, "commit_action", broken)
    # far longer than the test waits in real time: only the tables' clock can bring it
    game.bot.table_config.timer_retry = 600.0
    await the_ai_seat_moves_now(game)
    await driver.wait_until(
        lambda: any("could not be saved" in r.getMessage() for r in caplog.records),
        timeout=10, what="the failed AI move was logged")
    # (a failed write puts the snapshot back: the table's match is read afresh)
    assert game.match.version == version and game.match.to_dict() == before
    warned = [r for r in caplog.records if "could not be saved" in r.getMessage()]
    assert all(r.levelname == "WARNING" for r in warned)
    driver.bot_errors.clear()  # type: ignore[attr-defined]  # (storage's own ERROR)
    monkeypatch.undo()  # storage is back
    await game.advance(600.0)
    await driver.wait_until(lambda: game.match.version > version, timeout=10,
                            what="the AI moved once its retry came")
    await game.settle()
    assert await game.stored() == game.match.to_dict()
