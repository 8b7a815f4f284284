"""The engine runs compiled (mypyc, setup.py) only when the build matches its sources;
otherwise, or with UNO_PURE_PYTHON set, it runs from source (see bot/engine/compiled.py)."""

from __future__ import annotations

import importlib.machinery
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import bot.engine
import bot.engine.game
from bot.engine import compiled

EXT = importlib.machinery.EXTENSION_SUFFIXES[0]
MODULES = ("mod",)


def make_package(root: Path, stamp: str | None, with_build: bool = True) -> Path:
    """A package ``fakepkg`` whose module ``mod`` exists as source and as a 'compiled'
    file that cannot load (so importing it instead of the source fails loudly)."""
    pkg = root / "fakepkg"
    pkg.mkdir()
    (pkg / "compiled.py").write_text(Path(compiled.__file__).read_text())
    (pkg / "__init__.py").write_text(textwrap.dedent("""
        from pathlib import Path
        from . import compiled
        BUILD = compiled.choose(__name__, Path(__file__).parent, ("mod",))
    """))
    (pkg / "mod.py").write_text('VALUE = "from source"\n')
    if with_build:
        (pkg / f"mod{EXT}").write_bytes(b"not a shared library")
    if stamp is not None:
        (pkg / compiled.STAMP).write_text(stamp + "\n")
    return pkg


def run(root: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    if env is None:  # this run's own UNO_PURE_PYTHON must not decide for the package
        env = {k: v for k, v in os.environ.items() if k != compiled.PURE_ENV}
    code = "import fakepkg, fakepkg.mod; print(fakepkg.BUILD[0], fakepkg.mod.VALUE)"
    return subprocess.run([sys.executable, "-W", "always", "-c", code], cwd=root,
                          capture_output=True, text=True, env=env, timeout=60)


def test_decide_uses_a_build_only_when_its_stamp_matches_the_sources(tmp_path: Path) -> None:
    pkg = make_package(tmp_path, stamp=None)
    assert compiled.decide(pkg, {}, MODULES) == (
        False, "the compiled build has no stamp (an interrupted build?)")
    (pkg / compiled.STAMP).write_text(compiled.source_digest(pkg, MODULES) + "\n")
    assert compiled.decide(pkg, {}, MODULES) == (True, "compiled with mypyc")
    assert compiled.decide(pkg, {compiled.PURE_ENV: "1"}, MODULES)[0] is False
    (pkg / "mod.py").write_text('VALUE = "edited"\n')
    assert compiled.decide(pkg, {}, MODULES) == (
        False, "the sources changed since the engine was compiled")


def test_decide_without_a_build_is_plain_python(tmp_path: Path) -> None:
    pkg = make_package(tmp_path, stamp=None, with_build=False)
    assert compiled.decide(pkg, {}, MODULES) == (False, "not compiled")


def test_an_edited_source_is_imported_instead_of_an_older_build(tmp_path: Path) -> None:
    make_package(tmp_path, stamp="digest of older sources")
    done = run(tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "from", "source"]
    assert "the sources changed since the engine was compiled" in done.stderr


def test_pure_python_switch_imports_the_source_quietly(tmp_path: Path) -> None:
    pkg = make_package(tmp_path, stamp=None)
    (pkg / compiled.STAMP).write_text(compiled.source_digest(pkg, MODULES) + "\n")
    env = {"PATH": "/usr/bin:/bin", compiled.PURE_ENV: "1"}
    done = run(tmp_path, env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "from", "source"]
    assert "RuntimeWarning" not in done.stderr


def test_the_engine_reports_the_build_it_runs() -> None:
    use_build, why = bot.engine.BUILD
    path = bot.engine.game.__file__ or ""
    assert path.endswith(".py") != use_build, why
