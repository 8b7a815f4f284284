"""The engine is pure: importing it never pulls in discord."""

import subprocess
import sys


def test_engine_never_imports_discord() -> None:
    code = (
        "import sys, bot.engine, bot.engine.serialize, bot.engine.view; "
        "print('discord' in sys.modules or any(m.startswith('discord.') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"
