"""A turn timer that cannot save its move (storage down) neither spins nor gets lost: it
retries after a pause and applies the timeout once storage works again (R10/R11)."""

from __future__ import annotations

import asyncio

import pytest

from tests.e2e.conftest import Game

pytestmark = pytest.mark.timeout(30)


@pytest.mark.sqlite  # (reaches into the SQLite database itself)
async def test_turn_timer_retries_after_a_storage_fault(game: Game) -> None:
    await game.start()
    a, b, c = game.fake.alice.id, game.fake.bob.id, game.fake.carol.id
    await game.stage(hands={a: ["r5", "r6", "g1"], b: ["b1", "r2"], c: ["y1", "y2"]},
                     discard=["r1"], current=a)
    retry = game.bot.table_config.timer_retry
    before = game.match.to_dict()
    table = game.table
    table.turn_timer = 60
    table.deadline, table.deadline_for = game.clock.now(), a
    # a change that fails goes back to this
    await game.bot.changes.screen(table, "turn timer")
    conn = game.bot.storage.db.connection
    await conn.execute("PRAGMA query_only = ON")
    game.bot.timers.schedule(table, game.bot.changes)

    def failures() -> int:
        return len([r for r in game.driver.bot_errors if "Timer failed" in r.getMessage()])

    await game.advance(0)  # due: it fires, and fails
    assert failures() == 1
    await game.advance(retry - 0.1)  # no busy loop: it waits its pause
    assert failures() == 1
    await game.advance(0.1)
    assert failures() == 2  # and tries again after it
    assert game.match.to_dict() == before == await game.stored()
    game.driver.bot_errors.clear()

    await conn.execute("PRAGMA query_only = OFF")
    await game.advance(retry)
    assert game.match.to_act != a  # the expired turn applied once storage is back
    assert game.match.version > before["version"]
    assert await game.stored() == game.match.to_dict()


async def test_a_timed_out_turn_is_shown_even_if_the_removal_fails(
        game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    await game.start()
    a, b, c = game.fake.alice.id, game.fake.bob.id, game.fake.carol.id
    await game.stage(hands={a: ["r5", "r6", "g1"], b: ["b1", "r2"], c: ["y1", "y2"]},
                     discard=["r1"], current=a)
    await game.settle()
    game.bot.table_config.max_strikes = 1

    def removal_fails(*args: object, **kwargs: object) -> None:
        raise RuntimeError("removal failed")

    monkeypatch.setattr("bot.jobs.timers.remove", removal_fails)
    table = game.table
    table.turn_timer = 60
    table.deadline, table.deadline_for = game.clock.now(), a
    game.bot.timers.schedule(table, game.bot.changes)
    await game.advance(0)
    assert game.match.to_act == b  # alice's turn timed out
    assert a in game.match.players  # not removed, but the timeout stands
    assert await game.stored() == game.match.to_dict()
    shown = game.driver.get(table.message_id)  # type: ignore[arg-type]
    assert f"Turn: <@{b}>" in shown.text
    assert any("Could not remove" in r.getMessage() for r in game.driver.bot_errors)
    game.driver.bot_errors.clear()


async def test_a_click_while_the_timer_is_firing_does_not_cut_its_removal_short(
        game: Game) -> None:
    """A change made while the timer's own change runs its effects reschedules the timer:
    the firing one still finishes, removal included (it was cancelled half-way, and the
    player stayed for another missed turn)."""
    await game.start()
    a, b, c = game.fake.alice.id, game.fake.bob.id, game.fake.carol.id
    await game.stage(hands={a: ["r5", "r6", "g1"], b: ["b1", "r2"], c: ["y1", "y2"]},
                     discard=["r1"], current=a)
    await game.settle()
    game.bot.table_config.max_strikes = 1
    aftermath = game.bot.changes._followups
    real = aftermath._refresh_turn  # type: ignore[attr-defined]
    entered, go_on = asyncio.Event(), asyncio.Event()

    async def slow_refresh(table: object) -> None:  # the timeout's "turn hand" effect
        if not entered.is_set():
            entered.set()
            await go_on.wait()
        await real(table)

    aftermath._refresh_turn = slow_refresh  # type: ignore[attr-defined]
    table = game.table
    table.turn_timer = 60
    table.deadline, table.deadline_for = game.clock.now(), a
    game.bot.timers.schedule(table, game.bot.changes)
    await game.driver.wait_until(entered.is_set, what="the timeout's effects")
    assert game.match.to_act == b and a in game.match.players
    await game.take_turn()  # bob plays meanwhile: his change schedules the timer again
    go_on.set()
    await game.advance(0)
    assert a not in game.match.players  # removed after the one missed turn
    assert game.match.players == [b, c]
