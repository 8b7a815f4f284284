"""The page's select menus, modals and command box in Chromium, against the real bot with
the test probes (tests/e2e/probe_ext.py): what the UNO game never shows yet still works
as on Discord. The bot and the page server run in the test's own loop."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from aiohttp import web

from bot.local.web.app import Page
from bot.local.world import build_world
from tests.browser.conftest import Pages
from tests.browser.test_playground import message, run_command
from tests.fakediscord import running_bot, settings_for

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
async def page_url(tmp_path: Path) -> AsyncIterator[str]:
    async with build_world() as world:
        page = Page(world)
        settings = settings_for(world, tmp_path / "uno.sqlite3")  # type: ignore[arg-type]
        async with running_bot(world, settings,  # type: ignore[arg-type]
                               extensions=("tests.e2e.probe_ext",), sync_emoji=False):
            page.ready = True
            runner = web.AppRunner(page.app(), access_log=None)
            await runner.setup()
            site = web.TCPSite(runner, "127.0.0.1", 0)
            await site.start()
            port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
            try:
                yield f"http://127.0.0.1:{port}/"
            finally:
                await page.live.close()
                await runner.cleanup()


async def test_a_select_menu_a_modal_and_a_member_option_work_from_the_page(
        page_url: str, browser: Any, pages: Pages) -> None:
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
    page = pages.add("alice", await context.new_page())
    await page.goto(f"{page_url}?as=alice")
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
