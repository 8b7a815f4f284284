"""``uno-bot`` on the command line: without a token it points to ``--local``; the
playground's own refusals (a port in use, --port without --local) are one line and exit 2;
its start-up lines name the address, and warn when the page is open to the network."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

from bot.local.run import start_lines
from bot.local.web.app import Page
from bot.local.world import build_world

REPO_ROOT = Path(__file__).resolve().parents[2]


def uno_bot(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "UNO_"))}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT), env.get("PYTHONPATH")]))
    return subprocess.run([sys.executable, "-m", "bot", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=60, check=False)


def test_without_a_token_one_line_points_to_the_playground(tmp_path: Path) -> None:
    done = uno_bot(cwd=tmp_path)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "DISCORD_TOKEN is not set" in lines[0], done.stderr
    assert "uno-bot --local" in lines[0]


def test_a_port_in_use_is_one_line_naming_it(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = uno_bot("--local", "--port", str(port), cwd=tmp_path)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert lines == [f"uno-bot: port {port} is in use on 127.0.0.1: stop what uses it, or "
                     "choose another port with --port"], done.stderr
    assert done.stdout == ""


def test_port_and_host_belong_to_the_playground(tmp_path: Path) -> None:
    done = uno_bot("--port", "8123", cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "uno-bot: --port and --host are for the playground: uno-bot --local --port N"]


def test_start_lines_name_the_address_and_warn_when_open_to_the_network() -> None:
    page = Page(build_world())
    local = start_lines(page, "127.0.0.1", 8080)
    assert local[0].startswith("UNO playground: open http://127.0.0.1:8080/ ")
    assert "?as=bob" in local[0]
    assert not any("warning" in line for line in local)
    shared = start_lines(page, "0.0.0.0", 8080)
    warning = [line for line in shared if "warning" in line]
    assert len(warning) == 1
    assert "anyone who can reach this port can play as any member" in warning[0]
    assert "0.0.0.0:8080" in warning[0]
