"""Compiles the engine's hot modules with mypyc (pyproject.toml holds everything else).

The compiled engine plays about twice as fast as the interpreted one (bench/engine.py).
Compiling is optional: with ``UNO_PURE_PYTHON=1``, or when mypyc or a C compiler is
missing, the package installs as plain Python and runs the same, only slower. The build
stamps the digest of what it compiled (bot/engine/compiled.py), so an edited source is
used instead of an older build.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

ENGINE = Path(__file__).resolve().parent / "bot" / "engine"

_spec = importlib.util.spec_from_file_location("_uno_compiled", ENGINE / "compiled.py")
assert _spec is not None and _spec.loader is not None
compiled = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(compiled)


def warn(message: str) -> None:
    print(f"uno-bot: {message}; the engine is installed as plain Python", file=sys.stderr)


class OptionalBuildExt(build_ext):
    """Builds the compiled engine if it can, then stamps it; never fails the install."""

    def run(self) -> None:
        if not self.extensions:
            return
        try:
            super().run()
        except Exception as exc:  # a missing compiler shows up as several error types
            warn(f"compiling the engine failed ({exc})")
            return
        first = self.get_ext_fullpath(f"bot.engine.{compiled.COMPILED_MODULES[0]}")
        stamp = Path(first).parent / compiled.STAMP
        stamp.write_text(compiled.source_digest(ENGINE) + "\n")


def engine_extensions() -> list:
    if os.environ.get(compiled.PURE_ENV):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        warn("mypyc is not available")
        return []
    # Run from the project root so mypyc sees `bot.engine.<name>` module names.
    root = os.getcwd()
    os.chdir(ENGINE.parents[1])
    try:
        return mypycify([f"bot/engine/{name}.py" for name in compiled.COMPILED_MODULES],
                        opt_level="3", group_name=compiled.GROUP)
    except (Exception, SystemExit) as exc:  # mypyc refusing the source must not block
        # an install (it exits on a type error; `mypy bot` in CI catches those)
        warn(f"mypyc could not compile the engine ({exc})")
        return []
    finally:
        os.chdir(root)


setup(ext_modules=engine_extensions(), cmdclass={"build_ext": OptionalBuildExt})
