"""The playground in a real browser: ``uno-bot --local`` started as a process, its page
played by clicking in Chromium, as a person would (tests/browser/conftest.py); and the
page's select menus, modals and command box against the bot with the test probes."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

import pytest

from bot.plumbing import ids
from tests.browser.conftest import Pages, Playground

pytestmark = pytest.mark.timeout(240)

# what a player presses first: UNO! when it is offered (else the AI players catch every
# last card and the hand never ends), a color (or target) picker, a decision, a card, the
# draw controls (as tests/e2e/seated.py's FirstLegal)
ORDER = ("uno", "color", "acc", "play", "draw", "keep", "pass")
HAND_SECONDS = 150


def first_legal(custom_ids: list[str]) -> str | None:
    parsed = [(cid, ids.parse(cid)) for cid in custom_ids]
    picks = [cid for cid, p in parsed
             if p is not None and p.verb in ("play", "jump") and "." in p.arg]
    if picks:
        return picks[0]
    for verb in ORDER:
        for cid, p in parsed:
            if p is not None and p.verb == verb:
                return cid
    return None


def message(page: Any, text: str) -> Any:
    """The latest message on ``page`` showing ``text``."""
    return page.locator("article.msg", has_text=text).last


async def run_command(page: Any, command: str) -> None:
    box = page.locator("#box")
    await box.click()
    await box.fill(command)
    await box.press("Enter")
    await page.wait_for_function("() => document.querySelector('#box').value === ''")


async def press(page: Any, where: Any, name: str) -> None:
    """Click the enabled button called ``name`` in the message ``where``."""
    button = where.get_by_role("button", name=name, exact=True)
    await button.click()
    await page.wait_for_function("() => !document.querySelector('.btn.busy')")


async def open_page(browser: Any, pages: Pages, playground: Playground, member: str,
                    width: int = 1280) -> Any:
    context = await browser.new_context(viewport={"width": width, "height": 900})
    page = pages.add(member, await context.new_page())
    await page.goto(f"{playground.url}?as={member}")
    await page.get_by_role("heading", name="Welcome to #general!").wait_for()
    return page


async def loaded(image: Any) -> bool:
    """The picture came from the page's server (not a broken image)."""
    width: int = await image.evaluate("img => img.complete ? img.naturalWidth : 0")
    return width > 0


async def play_hand(page: Any) -> int:
    """Play alice's turns by clicking until the hand's results show; the clicks made."""
    loop = asyncio.get_running_loop()
    end = loop.time() + HAND_SECONDS
    clicks = idle_since = 0.0
    idle_since = loop.time()
    results = message(page, "Hand 1 results")
    while not await results.count():
        assert loop.time() < end, f"the hand did not end within {HAND_SECONDS} s"
        hand = page.locator("article.msg.ephemeral", has_text="Your hand").last
        offered: list[str] = []
        if await hand.count():
            offered = await hand.locator("button[data-custom-id]:not([disabled])").evaluate_all(
                "els => els.map(e => e.dataset.customId)")
        move = first_legal(offered)
        if move is None:
            if loop.time() - idle_since > 4:  # nothing to press for a while: the hand again
                idle_since = loop.time()
                with contextlib.suppress(Exception):
                    await page.get_by_role("button", name="My hand").last.click(timeout=2000)
            await asyncio.sleep(0.1)
            continue
        idle_since = loop.time()
        button = page.locator(f'button[data-custom-id="{move}"]').first
        with contextlib.suppress(Exception):  # redrawn meanwhile: look again
            await button.click(timeout=2000)
            clicks += 1
            await page.wait_for_function(  # answered: that button is gone or disabled
                "cid => !document.querySelector("
                "`button[data-custom-id=\"${cid}\"]:not(:disabled)`)", arg=move, timeout=3000)
    return int(clicks)


async def test_a_hand_against_two_ai_players_is_played_to_its_end_by_clicking(
        playground: Playground, browser: Any, pages: Pages) -> None:
    page = await open_page(browser, pages, playground, "alice")
    await run_command(page, "/uno start")
    lobby = message(page, "UNO lobby")
    await lobby.wait_for()
    await press(page, lobby, "Add AI (host)")
    asked = message(page, "Which level")
    assert "Only you can see this" in await asked.inner_text()
    picker = page.locator(f'article[data-id="{await asked.get_attribute("data-id")}"]')
    await press(page, picker, "Easy")
    await press(page, picker, "Easy")  # the same picker, now "... Add another?"
    await page.wait_for_function(  # the lobby lists both (it is edited after the answer)
        "mid => document.querySelector(`article[data-id='${mid}']`).innerText"
        ".split('(easy)').length === 3", arg=await lobby.get_attribute("data-id"))
    await press(page, lobby, "Start (host)")

    table = message(page, "UNO — hand 1")
    await table.wait_for()
    picture = table.locator(".embed-image img")
    await picture.wait_for()
    await page.wait_for_function(
        "() => [...document.querySelectorAll('.embed-image img')].some(i => i.naturalWidth)")
    assert await loaded(picture.last)
    assert "/attachments/" in (await picture.last.get_attribute("src") or "")

    await press(page, table, "My hand")
    hand = page.locator("article.msg.ephemeral", has_text="Your hand").last
    await hand.wait_for()
    cards = hand.locator("button[data-custom-id*=':play:']")
    assert await cards.count() >= 1
    # the card art the bot uploaded as application emojis, served by the page
    await page.wait_for_function(
        "() => [...document.querySelectorAll('.ephemeral button img.emoji')]"
        ".some(i => i.complete && i.naturalWidth)", timeout=60000)

    # keyboard only: a move pressed with Enter, and the focus stays in the redrawn hand
    await hand.locator("button[data-custom-id]:not([disabled])").first.focus()
    await page.keyboard.press("Enter")
    await page.wait_for_function(
        "() => document.activeElement.closest('article.msg.ephemeral')"
        " && !document.querySelector('.btn.busy')")
    assert "Your hand" in await page.evaluate(
        "() => document.activeElement.closest('article').innerText")

    clicks = await play_hand(page)
    assert clicks >= 1
    results = message(page, "Hand 1 results")
    text = await results.inner_text()
    assert "wins hand 1" in text and "Match totals" in text, text
    chart = results.locator(".embed-image img")  # the match chart
    await chart.wait_for()
    await page.wait_for_function(
        "mid => [...document.querySelectorAll(`article[data-id='${mid}'] .embed-image img`)]"
        ".some(i => i.naturalWidth)", arg=await results.get_attribute("data-id"))
    assert await loaded(chart.last)
    failed = await page.locator(".failed").all_inner_texts()
    assert failed == [], failed  # no "This interaction failed"


async def test_two_members_in_two_browsers_each_see_only_their_own_hand(
        playground: Playground, browser: Any, pages: Pages) -> None:
    alice = await open_page(browser, pages, playground, "alice")
    bob = await open_page(browser, pages, playground, "bob", width=375)
    await run_command(alice, "/uno start")
    await press(bob, message(bob, "UNO lobby"), "Join")
    await press(alice, message(alice, "UNO lobby"), "Start (host)")

    for page in (alice, bob):
        await press(page, message(page, "UNO — hand 1"), "My hand")
    hands = {}
    for name, page in (("alice", alice), ("bob", bob)):
        mine = page.locator("article.msg.ephemeral", has_text="Your hand")
        await mine.first.wait_for()
        assert await mine.count() == 1
        hands[name] = await mine.first.get_attribute("data-id")
        assert "Only you can see this" in await mine.first.inner_text()
    assert hands["alice"] != hands["bob"]
    assert not await alice.locator(f'article[data-id="{hands["bob"]}"]').count()
    assert not await bob.locator(f'article[data-id="{hands["alice"]}"]').count()
    # both see the one public table
    for page in (alice, bob):
        assert await message(page, "UNO — hand 1").count() == 1
    # at a phone's 375 px nothing is wider than the screen (no sideways scrolling)
    assert await bob.evaluate(
        "() => document.documentElement.scrollWidth <= window.innerWidth"), "wider than 375"
    # the keyboard reaches the hand's buttons with Tab alone
    await bob.evaluate("() => document.activeElement && document.activeElement.blur()")
    for _ in range(200):
        await bob.keyboard.press("Tab")
        if await bob.evaluate(
                "mid => !!document.activeElement.closest(`article[data-id='${mid}']`)"
                " && document.activeElement.tagName === 'BUTTON'", hands["bob"]):
            break
    else:
        raise AssertionError("Tab never reached a button of bob's hand")
    # a reload loses nothing: the table, and bob's own hand (only his), are there again
    await bob.reload()
    await bob.get_by_role("heading", name="Welcome to #general!").wait_for()
    await message(bob, "UNO — hand 1").wait_for()
    await bob.locator(f'article[data-id="{hands["bob"]}"]').wait_for()
    assert "Your hand" in await bob.locator(f'article[data-id="{hands["bob"]}"]').inner_text()
    assert not await bob.locator(f'article[data-id="{hands["alice"]}"]').count()

    # a forged request from bob's page: a click on alice's hand, as bob, then as alice
    button = alice.locator(f'article[data-id="{hands["alice"]}"] button[data-custom-id]').first
    custom_id = await button.get_attribute("data-custom-id")
    forged = await bob.evaluate(
        """async ([mid, cid]) => {
            const session = JSON.parse(sessionStorage.getItem("uno-session")).session;
            const headers = {"Content-Type": "application/json",
                             "Authorization": `Session ${session}`};
            const post = (body) => fetch("/api/act", {method: "POST", headers,
                                                      body: JSON.stringify(body)})
                .then(async (r) => [r.status, (await r.json()).code]);
            const click = {kind: "button", message_id: mid, custom_id: cid};
            return [await post(click), await post({...click, as: "alice"}),
                    await fetch("/api/act", {method: "POST", body: JSON.stringify(click)})
                        .then((r) => r.status)];
        }""", [hands["alice"], custom_id])
    assert forged == [[404, 10008], [403, 50001], 401]


# What the UNO game never shows yet works as on Discord: select menus, modals, member
# options (the bot in this loop, with the test probes).
async def test_a_select_menu_a_modal_and_a_member_option_work_from_the_page(
        probe_page: str, browser: Any, pages: Pages) -> None:
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
    page = pages.add("alice", await context.new_page())
    await page.goto(f"{probe_page}?as=alice")
    await page.get_by_role("heading", name="Welcome to #general!").wait_for()

    await run_command(page, "/probe pick")
    menu = message(page, "Only you can see this")
    await menu.get_by_text("Pick colours").click()
    await menu.get_by_label("Red").check()
    await menu.get_by_label("Blue").check()
    await menu.get_by_role("button", name="Choose").click()
    await message(page, "picked red,blue").wait_for()

    await run_command(page, "/probe ask")
    dialog = page.get_by_role("dialog", name="Your name")
    await dialog.wait_for()
    await dialog.get_by_label("Name").fill("Ann")
    await dialog.get_by_role("button", name="Submit").click()
    await message(page, "hello Ann").wait_for()

    # the command box offers the options, their choices and the members
    box = page.locator("#box")
    await box.fill("")
    await box.type("/probe greet who:b")
    await page.get_by_role("option", name="@bob").click()
    await box.type("style:")
    await page.get_by_role("option", name="Warm").click()
    assert await box.input_value() == "/probe greet who:@bob style:warm "
    await box.press("Enter")
    await message(page, "warm hello bob").wait_for()
