"""The engine stays readable: small files, short functions, no compile step."""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "bot" / "engine"
ROOT = ENGINE.parents[1]


def test_no_engine_file_over_300_lines_and_no_function_over_50() -> None:
    long_files, long_functions = [], []
    for path in sorted(ENGINE.glob("*.py")):
        source = path.read_text()
        if source.count("\n") > 300:
            long_files.append(path.name)
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > 50:
                    long_functions.append(f"{path.name}:{node.name} ({length} lines)")
    assert long_files == [] and long_functions == []


def test_nothing_points_outside_the_repository() -> None:
    """The rules live in docs/RULES.md; no path to a folder outside the repository."""
    checked = [*ENGINE.glob("*.py"), *Path(__file__).parent.glob("*.py"), ROOT / "README.md"]
    outside = ("/work/" + "shared", "../" + "shared", "shared " + "folder",
               "team's " + "RULES.md")
    found = [f"{p.name}: {o}" for p in checked for o in outside if o in p.read_text()]
    assert found == []
    assert (ROOT / "docs" / "RULES.md").exists()
    assert not (ROOT / "setup.py").exists() and not (ENGINE / "compiled.py").exists()
