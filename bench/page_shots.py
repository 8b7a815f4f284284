"""Screenshots of the playground's page as players see it (issue 28): ``uno-bot --local``
started in a temporary folder, a game of alice (desktop, 1280 px), bob (a phone, 375 px)
and an AI player opened and played a few moves by clicking, then each page saved mid-hand.
With ``--spanish`` the server plays in Spanish and bob reads his own hand in French (the
table in the server's language, each hand in its reader's: issue 26).

    python -m bench.page_shots --out /tmp/page-shots [--spanish]

Needs Debian's chromium and playwright (the test extras), as tests/browser does."""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from pathlib import Path

from playwright.async_api import async_playwright

from tests.browser.conftest import Playground, chromium_path, free_port
from tests.browser.test_playground import first_legal, message, press, run_command


async def page_of(browser, playground: Playground, member: str, width: int, height: int):  # type: ignore[no-untyped-def]
    context = await browser.new_context(viewport={"width": width, "height": height})
    page = await context.new_page()
    await page.goto(f"{playground.url}?as={member}")
    await page.get_by_role("heading", name="Welcome to #general!").wait_for()
    return page


async def move(page, hand_text: str) -> bool:  # type: ignore[no-untyped-def]
    """The member's first legal move, if their hand offers one."""
    hand = page.locator("article.msg.ephemeral", has_text=hand_text).last
    if not await hand.count():
        return False
    offered = await hand.locator("button[data-custom-id]:not([disabled])").evaluate_all(
        "els => els.map(e => e.dataset.customId)")
    chosen = first_legal(offered)
    if chosen is None:
        return False
    await page.locator(f'button[data-custom-id="{chosen}"]').first.click(timeout=3000)
    await page.wait_for_function("() => !document.querySelector('.btn.busy')")
    return True


async def main(out: Path, spanish: bool, moves: int) -> None:
    path = chromium_path()
    assert path is not None, "no chromium (apt-get install chromium)"
    with tempfile.TemporaryDirectory() as tmp:
        playground = Playground(Path(tmp), free_port())
        await playground.start()
        try:
            async with async_playwright() as pw:
                browser = await pw.chromium.launch(executable_path=path)
                alice = await page_of(browser, playground, "alice", 1280, 900)
                bob = await page_of(browser, playground, "bob", 375, 812)
                lobby_title, table_title = "UNO lobby", "UNO — hand 1"
                hand_texts = {"alice": "Your hand", "bob": "Your hand"}
                if spanish:
                    await run_command(alice, "/uno settings option:language value:es-ES")
                    await run_command(bob, "/uno prefs option:language value:fr")
                    lobby_title, table_title = "Sala de UNO", "UNO — mano 1"
                    hand_texts["bob"] = "Ta main"
                await run_command(alice, "/uno start ai:1 ai_level:easy")
                await message(bob, lobby_title).wait_for()
                join = "Unirse" if spanish else "Join"
                await press(bob, message(bob, lobby_title), join)
                start = "Empezar (anfitrión)" if spanish else "Start (host)"
                await press(alice, message(alice, lobby_title), start)
                mine = "Mi mano" if spanish else "My hand"
                for page in (alice, bob):
                    table = message(page, table_title)
                    await table.wait_for()
                    await press(page, table, mine)
                for _ in range(moves * 20):
                    if moves <= 0:
                        break
                    for name, page in (("alice", alice), ("bob", bob)):
                        if await move(page, hand_texts[name]):
                            moves -= 1
                    await asyncio.sleep(0.3)
                await asyncio.sleep(1.5)  # the AI's move and the table's edit land
                tag = "-es" if spanish else ""
                for name, page in (("alice-desktop", alice), ("bob-phone", bob)):
                    target = out / f"playground-{name}{tag}.png"
                    await page.screenshot(path=str(target))
                    print(target)
                await browser.close()
        finally:
            await playground.stop()


if __name__ == "__main__":
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "page-shots")
    args.add_argument("--spanish", action="store_true")
    args.add_argument("--moves", type=int, default=3)
    a = args.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)
    asyncio.run(main(a.out, a.spanish, a.moves))
