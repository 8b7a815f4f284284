"""Browser tests of the playground: ``uno-bot --local`` started as a process, its page
driven in Chromium by playwright.

The browser is Debian's ``chromium`` (or ``UNO_CHROMIUM``), never one downloaded by
``playwright install``. Where none is found (or playwright is missing) the tests are
skipped with one reason; ``UNO_REQUIRE_BROWSER=1`` (set by .ci/run) makes that a failure.
A failed test saves a screenshot of each of its pages (in ``UNO_BROWSER_SHOTS``, else
uno-browser-shots/ in the temporary folder) and names them in its report."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import shutil
import signal
import socket
import sys
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from aiohttp import web

from bot.local.web.app import Page
from bot.local.world import build_world
from tests.fakediscord import running_bot, settings_for

REPO_ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
START_LINE = re.compile(r"UNO playground: open (http://\S+/)")
BROWSERS = ("chromium", "chromium-browser")


def chromium_path() -> str | None:
    configured = os.environ.get("UNO_CHROMIUM")
    if configured:
        return configured if Path(configured).exists() else None
    return next((p for p in map(shutil.which, BROWSERS) if p), None)


def browser_problem() -> str | None:
    """Why the browser tests cannot run here (None: they can)."""
    try:
        import playwright  # noqa: F401
    except ImportError:
        return "playwright is not installed (pip install -e '.[test]')"
    if chromium_path() is None:
        return ("no Chromium found (apt-get install chromium, or set UNO_CHROMIUM; "
                "UNO_REQUIRE_BROWSER=1 makes this a failure)")
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if os.environ.get("UNO_REQUIRE_BROWSER") == "1":
        return
    mine = [item for item in items if HERE in Path(str(item.fspath)).parents]
    if mine and (problem := browser_problem()) is not None:
        for item in mine:
            item.add_marker(pytest.mark.skip(reason=problem))


FAILED = pytest.StashKey[bool]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    report = yield
    if report.when == "call":
        item.stash[FAILED] = report.failed
    return report


@pytest.fixture(scope="session")
def chromium() -> str:
    problem = browser_problem()
    if problem is not None:
        pytest.fail(problem, pytrace=False)  # skipped above unless the browser is required
    path = chromium_path()
    assert path is not None
    return path


class Playground:
    """``uno-bot --local`` running in a temporary folder (its data/ there)."""

    def __init__(self, workdir: Path, port: int) -> None:
        self.workdir = workdir
        self.port = port
        self.url = ""
        self.lines: list[str] = []
        self.proc: asyncio.subprocess.Process | None = None
        self._reader: asyncio.Task[None] | None = None

    def environment(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("DISCORD_", "UNO_", "LOG_LEVEL"))}
        env.update({
            "UNO_AI_DELAY": "0.05", "PYTHONUNBUFFERED": "1", "NO_PROXY": "127.0.0.1,localhost",
            "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO_ROOT),
                                                        os.environ.get("PYTHONPATH")])),
        })
        return env

    async def start(self, timeout: float = 60.0) -> None:  # noqa: ASYNC109
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot", "--local", "--port", str(self.port),
            cwd=self.workdir, env=self.environment(), stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
        self._reader = asyncio.create_task(self._read())
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while not self.url:
            if self.proc.returncode is not None or loop.time() > end:
                raise AssertionError(f"uno-bot --local did not start:\n{self.output()}")
            await asyncio.sleep(0.05)

    async def _read(self) -> None:
        assert self.proc is not None and self.proc.stdout is not None
        async for raw in self.proc.stdout:
            line = raw.decode(errors="replace").rstrip()
            self.lines.append(line)
            m = START_LINE.search(line)
            if m and not self.url:
                self.url = m.group(1)

    def output(self) -> str:
        return "\n".join(self.lines)

    def problems(self) -> list[str]:
        """What the bot or the server logged as an error (our bugs)."""
        return [line for line in self.lines if " ERROR " in line or "Traceback" in line]

    async def stop(self) -> int:
        proc = self.proc
        if proc is None:
            return 0
        if proc.returncode is None:
            proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(proc.wait(), 15)
            except TimeoutError:
                proc.kill()
                await proc.wait()
        if self._reader is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._reader, 5)
        assert proc.returncode is not None
        return proc.returncode


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@pytest.fixture
async def playground(tmp_path: Path) -> AsyncIterator[Playground]:
    server = Playground(tmp_path, free_port())
    await server.start()
    yield server
    code = await server.stop()
    assert code == 0, f"uno-bot --local exited with {code}:\n{server.output()}"
    assert server.problems() == [], server.output()


class Pages:
    """The pages a test opened: screenshots of each when the test fails."""

    def __init__(self) -> None:
        self.pages: list[tuple[str, Any]] = []

    def add(self, name: str, page: Any) -> Any:
        self.pages.append((name, page))
        return page


@pytest.fixture
async def browser(chromium: str) -> AsyncIterator[Any]:
    from playwright.async_api import async_playwright

    async with async_playwright() as p:
        launched = await p.chromium.launch(executable_path=chromium)
        try:
            yield launched
        finally:
            await launched.close()


@pytest.fixture
async def pages(request: pytest.FixtureRequest, browser: Any) -> AsyncIterator[Pages]:
    opened = Pages()
    yield opened
    if request.node.stash.get(FAILED, False):
        folder = Path(os.environ.get("UNO_BROWSER_SHOTS")
                      or Path(tempfile.gettempdir()) / "uno-browser-shots")
        folder.mkdir(parents=True, exist_ok=True)  # noqa: ASYNC240 - once, at a failure
        saved = []
        for name, page in opened.pages:
            path = folder / f"{request.node.name}-{name}.png"
            with contextlib.suppress(Exception):
                await page.screenshot(path=str(path), full_page=True)
                saved.append(str(path))
        request.node.add_report_section("teardown", "screenshots", "\n".join(saved))
        print("screenshots:", *saved, sep="\n  ")


@pytest.fixture
async def probe_page(tmp_path: Path) -> AsyncIterator[str]:
    """The page server in this loop, before the real bot with the test probes
    (tests/e2e/probe_ext.py: a select menu, a modal, member options); its address."""
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
