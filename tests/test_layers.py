"""The shape of bot/, kept by tests rather than by habit.

* One write path: only bot/game/changes.py moves a live game through the engine, only
  bot/game/writes.py writes a live game to storage, and only those two take a table's
  lock (a change goes through ``Changes.open`` whatever starts it).
* Layers you can see: no folder under bot/ (the engine aside), subfolders included, holds
  more than 15 modules, bot/ holds at most 7 loose modules, and the modules import each
  other without circles.
* The game layer (bot/game/) never imports discord.
* One clock: outside the engine, the AI and storage, only bot/game/clock.py reads the
  system time (the playground's embedded Discord, bot/local/server, keeps Discord's time,
  not the game's: its snowflakes, rate limits and token ages).
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOT = ROOT / "bot"

# The engine's ways to move a game; the AI's search moves copies of its own (bot/ai/ never
# sees a table: checked below), and the engine calls itself.
ENGINE_MOVES = {"apply", "apply_timeout", "start_next_hand", "remove_player"}
STORAGE_WRITES = {"commit_action", "start_match", "abandon", "set_ui"}
LIVE_GAME_WRITES = {"delete", "save"}  # as live_games.<name>
WRITE_PATH = BOT / "game" / "changes.py"
WRITES = BOT / "game" / "writes.py"


def sources(*roots: Path) -> Iterator[tuple[Path, ast.Module]]:
    for root in roots:
        for path in sorted(root.rglob("*.py")):
            yield path, ast.parse(path.read_text(), str(path))


def outside(path: Path, *folders: str) -> bool:
    rel = path.relative_to(ROOT).as_posix()
    return not any(rel.startswith(f) for f in folders)


def calls(tree: ast.Module) -> Iterator[tuple[ast.Call, ast.Attribute]]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            yield node, node.func


def where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', '?')}"


def test_only_the_write_path_moves_a_game() -> None:
    found = []
    for path, tree in sources(BOT, ROOT / "cogs"):
        if not outside(path, "bot/engine/", "bot/ai/") or path == WRITE_PATH:
            continue
        for call, func in calls(tree):
            if func.attr in ENGINE_MOVES:
                found.append(where(path, call))
            if func.attr == "new" and isinstance(func.value, ast.Name) \
                    and func.value.id == "Match":
                found.append(where(path, call))
    assert found == [], f"engine moves outside bot/game/changes.py: {found}"


def receiver(func: ast.Attribute) -> str:
    """``self._storage.live_games`` for ``self._storage.live_games.delete``."""
    return ast.unparse(func.value)


def test_only_the_writes_write_a_live_game() -> None:
    found = []
    for path, tree in sources(BOT, ROOT / "cogs"):
        if not outside(path, "bot/storage/") or path == WRITES:
            continue
        for call, func in calls(tree):
            if func.attr in STORAGE_WRITES and "storage" in receiver(func):
                found.append(where(path, call))
            if func.attr in LIVE_GAME_WRITES and isinstance(func.value, ast.Attribute) \
                    and func.value.attr == "live_games":
                found.append(where(path, call))
    assert found == [], f"live game writes outside bot/game/writes.py: {found}"


def test_only_the_write_path_takes_a_tables_lock() -> None:
    found = []
    for path, tree in sources(BOT, ROOT / "cogs"):
        if path in (WRITE_PATH, WRITES):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr == "lock" \
                    and isinstance(node.value, ast.Attribute) and node.value.attr == "rt":
                found.append(where(path, node))
    assert found == [], f"a table's lock taken outside the write path: {found}"


def test_the_ai_never_sees_a_table() -> None:
    found = []
    for path, tree in sources(BOT / "ai"):
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0 \
                    and node.module.startswith("bot.") and not (
                    node.module.startswith("bot.ai") or node.module.startswith("bot.engine")):
                found.append(f"{where(path, node)} {node.module}")
    assert found == [], f"bot/ai imports beyond the engine: {found}"


def test_folders_stay_small() -> None:
    loose = [p.name for p in BOT.glob("*.py") if p.name != "__init__.py"]
    assert len(loose) <= 7, loose
    folders = [f for f in BOT.rglob("*") if f.is_dir() and f.name != "__pycache__"
               and f != BOT / "engine" and any(f.glob("*.py"))]
    assert BOT / "local" / "server" / "routes" in folders
    for folder in folders:
        modules = [p.name for p in folder.glob("*.py")]  # (its __init__ counted too)
        assert len(modules) <= 15, (folder.relative_to(ROOT).as_posix(), modules)


# every way of reading a clock: time.time(), time.monotonic(), time.perf_counter(),
# loop.time() / asyncio.get_running_loop().time(), datetime.now() / utcnow() / today()
CLOCK_READS = {"time", "monotonic", "perf_counter", "now", "utcnow", "today"}
CLOCK_NAMES = {"time", "perf_counter", "monotonic"}


def reads_a_clock(func: ast.expr) -> bool:
    if isinstance(func, ast.Name):  # from time import time
        return func.id in CLOCK_NAMES
    if not isinstance(func, ast.Attribute) or func.attr not in CLOCK_READS:
        return False
    on = func.value
    if func.attr in ("now", "utcnow", "today"):  # datetime.now(), dt.datetime.now()
        return (isinstance(on, ast.Name) and on.id in ("datetime", "date")) or (
            isinstance(on, ast.Attribute) and on.attr in ("datetime", "date"))
    if isinstance(on, ast.Name):  # time.time(), loop.time()
        return on.id in ("time", "loop")
    return isinstance(on, ast.Call) and isinstance(on.func, ast.Attribute) \
        and on.func.attr in ("get_running_loop", "get_event_loop")


def test_one_clock() -> None:
    """Outside the engine, the AI, storage, the measuring aids and the playground (which
    keeps Discord's clock, not the game's), only bot/game/clock.py reads a clock."""
    found = []
    for path, tree in sources(BOT, ROOT / "cogs"):
        if not outside(path, "bot/engine/", "bot/ai/", "bot/storage/", "bot/probes/",
                       "bot/local/") \
                or path == BOT / "game" / "clock.py":
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and reads_a_clock(node.func):
                found.append(where(path, node))
    assert found == [], f"a clock read outside bot/game/clock.py: {found}"


def test_the_clock_check_sees_every_way_of_reading_a_clock() -> None:
    reads = ["time.time()", "time.monotonic()", "time.perf_counter()", "perf_counter()",
             "loop.time()", "asyncio.get_running_loop().time()", "datetime.now()",
             "dt.datetime.now(dt.UTC)", "datetime.datetime.utcnow()", "date.today()"]
    for source in reads:
        call = ast.parse(source, mode="eval").body
        assert isinstance(call, ast.Call) and reads_a_clock(call.func), source
    for source in ("table.time()", "m.now()", "self.clock.now()", "time.sleep(1)"):
        call = ast.parse(source, mode="eval").body
        assert isinstance(call, ast.Call) and not reads_a_clock(call.func), source


def module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


def top_level_imports(tree: ast.Module, known: set[str]) -> set[str]:
    """The bot modules a module imports when it is loaded (not in functions, not under
    TYPE_CHECKING)."""
    out: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name in known)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for a in node.names:
                sub = f"{node.module}.{a.name}"
                out.add(sub if sub in known else node.module)
    return out & known


def test_no_import_circles() -> None:
    trees = {module_name(p): t for p, t in sources(BOT)}
    known = set(trees)
    graph = {m: top_level_imports(t, known) - {m} for m, t in trees.items()}
    circles = []
    state: dict[str, int] = {}  # 1 on the path, 2 done
    path: list[str] = []

    def visit(m: str) -> None:
        state[m] = 1
        path.append(m)
        for n in sorted(graph[m]):
            if state.get(n) == 1:
                circles.append(path[path.index(n):] + [n])
            elif n not in state:
                visit(n)
        path.pop()
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m)
    assert circles == [], circles


def loaded_by_the_game_layer(prefixes: tuple[str, ...]) -> list[str]:
    """The modules under ``prefixes`` that importing every module of bot/game loads, in a
    fresh interpreter (so that nothing the test run imported counts)."""
    code = ("import importlib, pkgutil, sys, bot.game\n"
            "for m in pkgutil.iter_modules(bot.game.__path__):\n"
            "    importlib.import_module('bot.game.' + m.name)\n"
            f"print('\\n'.join(sorted(m for m in sys.modules if m.startswith({prefixes!r}))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT)
    return out.stdout.split()


def test_the_game_layer_never_imports_discord() -> None:
    assert [m for m in loaded_by_the_game_layer(("discord",))
            if m == "discord" or m.startswith("discord.")] == []


def test_the_game_layer_sits_below_the_screens_the_plumbing_and_the_jobs() -> None:
    """bot/game loads none of the layers built on it (what players read, Discord's
    plumbing, background jobs, the playground), not even through another module."""
    assert loaded_by_the_game_layer(
        ("bot.screens", "bot.plumbing", "bot.jobs", "bot.local", "cogs")) == []
