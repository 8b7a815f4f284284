"""Whether the engine runs compiled (mypyc, built by setup.py) or from its Python source.

The hot modules are compiled next to their ``.py`` files, and Python prefers the
compiled file. So that an edited (or checked-out) source is never shadowed by an older
build, the build writes a digest of the sources it compiled (``STAMP``); when the
sources no longer match it, or when ``UNO_PURE_PYTHON`` is set, the engine is imported
from source instead, with a warning when the build is stale. Stdlib only: setup.py
loads this file by path.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import os
import sys
import warnings
from collections.abc import Mapping, Sequence
from pathlib import Path

#: the modules setup.py compiles, in the order their sources are digested
COMPILED_MODULES = ("cards", "state", "game", "plays", "handlers", "legal", "match")
#: file the build writes next to the compiled modules: the digest of their sources
STAMP = "compiled.sha256"
#: the shared library mypyc builds for the group (``<group>__mypyc``)
GROUP = "bot.engine.native"
PURE_ENV = "UNO_PURE_PYTHON"


def source_digest(pkg_dir: Path, modules: Sequence[str] = COMPILED_MODULES) -> str:
    h = hashlib.sha256()
    for name in modules:
        h.update(name.encode())
        h.update((pkg_dir / f"{name}.py").read_bytes())
    return h.hexdigest()


def has_build(pkg_dir: Path, modules: Sequence[str] = COMPILED_MODULES) -> bool:
    """Is any of ``modules`` present as an extension module in ``pkg_dir``?"""
    return any((pkg_dir / f"{name}{suffix}").exists()
               for name in modules for suffix in importlib.machinery.EXTENSION_SUFFIXES)


def decide(pkg_dir: Path, environ: Mapping[str, str] = os.environ,
           modules: Sequence[str] = COMPILED_MODULES) -> tuple[bool, str]:
    """(use the compiled build?, why) for the engine package in ``pkg_dir``."""
    if not has_build(pkg_dir, modules):
        return False, "not compiled"
    if environ.get(PURE_ENV):
        return False, f"{PURE_ENV} is set"
    try:
        stamp = (pkg_dir / STAMP).read_text().strip()
    except OSError:
        return False, "the compiled build has no stamp (an interrupted build?)"
    if stamp != source_digest(pkg_dir, modules):
        return False, "the sources changed since the engine was compiled"
    return True, "compiled with mypyc"


class _SourceFinder:
    """Finds ``<package>.<module>`` in its ``.py`` file, passing over the compiled one."""

    def __init__(self, package: str, pkg_dir: Path, modules: Sequence[str]) -> None:
        self.package = package
        self.pkg_dir = pkg_dir
        self.modules = frozenset(modules)

    def find_spec(self, fullname: str, path: object = None,
                  target: object = None) -> importlib.machinery.ModuleSpec | None:
        package, _, leaf = fullname.rpartition(".")
        if package != self.package or leaf not in self.modules:
            return None
        return importlib.util.spec_from_file_location(fullname, self.pkg_dir / f"{leaf}.py")


def choose(package: str, pkg_dir: Path,
           modules: Sequence[str] = COMPILED_MODULES) -> tuple[bool, str]:
    """Called once by the package before it imports the engine modules."""
    use_build, why = decide(pkg_dir, os.environ, modules)
    if not use_build and has_build(pkg_dir, modules):
        sys.meta_path.insert(0, _SourceFinder(package, pkg_dir, modules))
        if not os.environ.get(PURE_ENV):
            warnings.warn(f"UNO engine runs from source, slower: {why}; "
                          "reinstall (pip install -e .) to compile it again",
                          RuntimeWarning, stacklevel=2)
    return use_build, why
