"""The AI package is pure: stdlib and the engine's public API only, never discord, never
a private engine module."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

AI = Path(__file__).resolve().parents[2] / "bot" / "ai"


def test_ai_never_imports_discord() -> None:
    code = ("import sys, bot.ai, bot.ai.arena; "
            "print(any(m == 'discord' or m.startswith('discord.') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


def test_ai_uses_only_the_engine_public_api() -> None:
    allowed = {"bot.engine"}
    for path in AI.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module and \
                    node.module.startswith("bot.engine"):
                assert node.module in allowed, (path.name, node.module)
                for alias in node.names:
                    assert not alias.name.startswith("_"), (path.name, alias.name)
            if isinstance(node, ast.Import):
                for alias in node.names:
                    assert not alias.name.startswith("bot.engine."), (path.name, alias.name)
