"""Configuration parsing: good values, bad values, and the one-line startup error."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import ConfigError, load_settings
from bot.shards import Shards, shard_of

REPO = Path(__file__).resolve().parents[1]


def test_minimal_environment_uses_defaults() -> None:
    settings = load_settings({"DISCORD_TOKEN": "abc.def.ghi"})
    assert settings.token == "abc.def.ghi"
    assert settings.database == Path("data/uno.sqlite3")
    assert settings.dev_guild is None
    assert settings.log_level == "INFO"
    assert settings.api_base is None and settings.gateway_url is None


def test_every_variable_is_read() -> None:
    settings = load_settings(
        {
            "DISCORD_TOKEN": " tok ",
            "UNO_DATABASE": "/tmp/x.sqlite3",
            "UNO_DEV_GUILD": "123456789012345678",
            "LOG_LEVEL": "debug",
            "DISCORD_API_BASE": "http://127.0.0.1:8080/api/v10/",
            "DISCORD_GATEWAY_URL": "ws://127.0.0.1:8080/gateway",
        }
    )
    assert settings.token == "tok"
    assert settings.database == Path("/tmp/x.sqlite3")
    assert settings.dev_guild == 123456789012345678
    assert settings.log_level == "DEBUG"
    assert settings.api_base == "http://127.0.0.1:8080/api/v10"
    assert settings.gateway_url == "ws://127.0.0.1:8080/gateway"


def test_empty_optional_values_mean_default() -> None:
    settings = load_settings({"DISCORD_TOKEN": "t", "UNO_DEV_GUILD": "", "LOG_LEVEL": ""})
    assert settings.dev_guild is None
    assert settings.log_level == "INFO"


@pytest.mark.parametrize(
    ("environ", "names"),
    [
        ({}, "DISCORD_TOKEN"),
        ({"DISCORD_TOKEN": "   "}, "DISCORD_TOKEN"),
        ({"DISCORD_TOKEN": "a b"}, "DISCORD_TOKEN"),
        ({"DISCORD_TOKEN": "t", "UNO_DEV_GUILD": "my-server"}, "UNO_DEV_GUILD"),
        ({"DISCORD_TOKEN": "t", "UNO_DEV_GUILD": "-5"}, "UNO_DEV_GUILD"),
        ({"DISCORD_TOKEN": "t", "LOG_LEVEL": "LOUD"}, "LOG_LEVEL"),
        ({"DISCORD_TOKEN": "t", "DISCORD_API_BASE": "127.0.0.1:80"}, "DISCORD_API_BASE"),
        ({"DISCORD_TOKEN": "t", "DISCORD_GATEWAY_URL": "http://x"}, "DISCORD_GATEWAY_URL"),
    ],
)
def test_bad_values_name_the_variable(environ: dict[str, str], names: str) -> None:
    with pytest.raises(ConfigError) as caught:
        load_settings(environ)
    message = str(caught.value)
    assert names in message
    assert "\n" not in message


def test_no_shard_variables_hold_every_shard_of_the_recommended_count() -> None:
    settings = load_settings({"DISCORD_TOKEN": "t", "UNO_SHARD_COUNT": "", "UNO_SHARDS": ""})
    assert settings.shards == Shards() and settings.shards.all
    assert settings.shards.owns(123456789012345678) and settings.shards.owns(None)


@pytest.mark.parametrize(
    ("count", "ids", "expected"),
    [
        ("4", "0-3", (0, 1, 2, 3)),
        ("4", "0,2", (0, 2)),
        ("8", "0-1,4", (0, 1, 4)),
        ("8", " 4 , 0 - 1 ", (0, 1, 4)),
        ("1", "0", (0,)),
        ("16", "15", (15,)),
    ],
)
def test_shard_ids_and_ranges(count: str, ids: str, expected: tuple[int, ...]) -> None:
    settings = load_settings({"DISCORD_TOKEN": "t", "UNO_SHARD_COUNT": count,
                              "UNO_SHARDS": ids})
    assert settings.shards == Shards(int(count), expected)
    assert f"shards {','.join(map(str, expected))} of {count}" in repr(settings)


def test_shard_count_alone_holds_every_shard_of_it() -> None:
    shards = load_settings({"DISCORD_TOKEN": "t", "UNO_SHARD_COUNT": "3"}).shards
    assert shards == Shards(3, None) and shards.all


def test_a_process_owns_the_guilds_of_its_shards_only() -> None:
    shards = Shards(4, (0, 1))
    guilds = [(i << 22) | 12345 for i in range(8)]  # shard of each: i % 4
    assert [shard_of(g, 4) for g in guilds] == [0, 1, 2, 3, 0, 1, 2, 3]
    assert [shards.owns(g) for g in guilds] == [True, True, False, False] * 2
    assert shards.owns(None)  # Discord sends what has no guild to shard 0
    assert not Shards(4, (2, 3)).owns(None)
    assert Shards(4, (3, 1, 0, 2)).all


@pytest.mark.parametrize(
    ("environ", "words"),
    [
        ({"UNO_SHARD_COUNT": "0"}, "UNO_SHARD_COUNT"),
        ({"UNO_SHARD_COUNT": "-2"}, "UNO_SHARD_COUNT"),
        ({"UNO_SHARD_COUNT": "four"}, "UNO_SHARD_COUNT"),
        ({"UNO_SHARD_COUNT": "2.5"}, "UNO_SHARD_COUNT"),
        ({"UNO_SHARDS": "0-3"}, "needs UNO_SHARD_COUNT"),
        ({"UNO_SHARD_COUNT": "4", "UNO_SHARDS": "0-4"}, "shard 4"),
        ({"UNO_SHARD_COUNT": "4", "UNO_SHARDS": "7"}, "0-3"),
        ({"UNO_SHARD_COUNT": "4", "UNO_SHARDS": "3-1"}, "backwards"),
        ({"UNO_SHARD_COUNT": "4", "UNO_SHARDS": "0-1,1"}, "shard 1 twice"),
        ({"UNO_SHARD_COUNT": "4", "UNO_SHARDS": "0,,2"}, "0-1,4"),
        ({"UNO_SHARD_COUNT": "4", "UNO_SHARDS": "a-b"}, "UNO_SHARDS"),
        ({"UNO_SHARD_COUNT": "4", "UNO_SHARDS": "-1"}, "UNO_SHARDS"),
        ({"UNO_SHARD_COUNT": "4", "UNO_SHARDS": "0-"}, "UNO_SHARDS"),
        ({"UNO_SHARD_COUNT": "4", "UNO_SHARDS": "0-1-2"}, "UNO_SHARDS"),
    ],
)
def test_bad_shard_values_are_one_line_naming_the_variable(environ: dict[str, str],
                                                           words: str) -> None:
    with pytest.raises(ConfigError) as caught:
        load_settings({"DISCORD_TOKEN": "t", **environ})
    message = str(caught.value)
    assert words in message and "\n" not in message


def test_repr_never_shows_the_token() -> None:
    settings = load_settings({"DISCORD_TOKEN": "super-secret-token"})
    assert "super-secret-token" not in repr(settings)
    assert "super-secret-token" not in str(settings)


def _run_bot(tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if k not in {
        "DISCORD_TOKEN", "UNO_DEV_GUILD", "LOG_LEVEL", "DISCORD_API_BASE", "DISCORD_GATEWAY_URL",
        "UNO_SHARD_COUNT", "UNO_SHARDS"}}
    clean.update(env)
    clean["PYTHONPATH"] = str(REPO)
    # cwd is an empty folder so no developer's .env is picked up.
    return subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=clean,
        capture_output=True, text=True, timeout=60,
    )


def test_missing_token_exits_2_with_one_line(tmp_path: Path) -> None:
    result = _run_bot(tmp_path)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert "DISCORD_TOKEN" in lines[0] and ".env.example" in lines[0]


def test_malformed_value_exits_2_without_leaking_token(tmp_path: Path) -> None:
    result = _run_bot(tmp_path, DISCORD_TOKEN="super-secret-token", UNO_DEV_GUILD="abc")
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert "UNO_DEV_GUILD" in result.stderr
    assert "super-secret-token" not in result.stderr + result.stdout


def test_dotenv_file_is_read(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("DISCORD_TOKEN=from-dotenv\nLOG_LEVEL=NOPE\n")
    result = _run_bot(tmp_path)
    # The token came from .env (no missing-token error); the bad level in it is reported.
    assert result.returncode == 2
    assert "LOG_LEVEL" in result.stderr
    assert "from-dotenv" not in result.stderr


@pytest.mark.parametrize("where", ["a directory", "under a file", "not a database"])
def test_unusable_database_exits_2_with_one_line_naming_it(tmp_path: Path, where: str) -> None:
    """Issue 11, reproduction 6: one line naming UNO_DATABASE, not 46-78 lines of traceback."""
    if where == "a directory":
        database = tmp_path / "db"
        database.mkdir()
    elif where == "under a file":
        (tmp_path / "file").write_text("x")
        database = tmp_path / "file" / "uno.sqlite3"
    else:
        database = tmp_path / "junk.sqlite3"
        database.write_bytes(b"this is not an SQLite database, just some bytes" * 100)
    result = _run_bot(tmp_path, DISCORD_TOKEN="tok", UNO_DATABASE=str(database),
                      DISCORD_API_BASE="http://127.0.0.1:9/api/v10")
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "UNO_DATABASE" in lines[0] and str(database) in lines[0]


def test_bad_shards_exit_2_with_one_line(tmp_path: Path) -> None:
    result = _run_bot(tmp_path, DISCORD_TOKEN="tok", UNO_SHARD_COUNT="4", UNO_SHARDS="2-5")
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "UNO_SHARDS" in lines[0], result.stderr


def test_a_postgresql_url_selects_postgresql_and_its_password_is_never_shown() -> None:
    url = "postgresql://uno:pa55word@db.internal:5432/uno?sslmode=require"
    settings = load_settings({"DISCORD_TOKEN": "t", "UNO_DATABASE": url})
    assert settings.database == url  # a str, given to asyncpg as it is
    assert "pa55word" not in repr(settings) and "pa55word" not in settings.database_label
    assert settings.database_label == "postgresql://uno:***@db.internal:5432/uno?sslmode=require"
    socket = "postgres:///uno?host=/var/run/postgresql"
    assert load_settings({"DISCORD_TOKEN": "t", "UNO_DATABASE": socket}).database == socket


@pytest.mark.parametrize("url", [
    "mysql://uno@db/uno",  # another server
    "postgresql://uno:pa55word@db:port/uno",  # a port that is not a number
    "postgresql:///uno",  # no server at all
    "postgresql://uno:pa55word@db/my uno",
])
def test_a_bad_database_url_is_one_line_without_the_password(url: str) -> None:
    with pytest.raises(ConfigError) as caught:
        load_settings({"DISCORD_TOKEN": "t", "UNO_DATABASE": url})
    message = str(caught.value)
    assert "UNO_DATABASE" in message and "\n" not in message
    assert "pa55word" not in message


def test_unreachable_postgresql_exits_2_with_one_line_without_the_password(
        tmp_path: Path) -> None:
    url = "postgresql://uno:pa55word@127.0.0.1:1/uno"  # nothing listens on port 1
    result = _run_bot(tmp_path, DISCORD_TOKEN="tok", UNO_DATABASE=url)
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "UNO_DATABASE=postgresql://uno:***@127.0.0.1:1/uno" in lines[0]
    assert "pa55word" not in result.stderr + result.stdout


def test_db_pool_default_value_and_bad_values() -> None:
    assert load_settings({"DISCORD_TOKEN": "t"}).db_pool == 10
    assert load_settings({"DISCORD_TOKEN": "t", "UNO_DB_POOL": " 40 "}).db_pool == 40
    for bad in ("many", "0", "-3", "1001", "2.5"):
        with pytest.raises(ConfigError, match="UNO_DB_POOL"):
            load_settings({"DISCORD_TOKEN": "t", "UNO_DB_POOL": bad})


def test_ai_think_ms_default_value_and_bad_values() -> None:
    assert load_settings({"DISCORD_TOKEN": "t"}).ai_think_ms == 200.0
    assert load_settings({"DISCORD_TOKEN": "t", "UNO_AI_THINK_MS": "20"}).ai_think_ms == 20.0
    assert load_settings({"DISCORD_TOKEN": "t", "UNO_AI_THINK_MS": " 750 "}).ai_think_ms == 750
    for bad in ("fast", "19", "5001", "nan", "inf"):
        with pytest.raises(ConfigError, match="UNO_AI_THINK_MS must be a number of milliseconds "
                                              "from 20 to 5000"):
            load_settings({"DISCORD_TOKEN": "t", "UNO_AI_THINK_MS": bad})


def test_ai_delay_default_value_and_bad_values() -> None:
    assert load_settings({"DISCORD_TOKEN": "t"}).ai_delay == 1.5
    assert load_settings({"DISCORD_TOKEN": "t", "UNO_AI_DELAY": "0"}).ai_delay == 0.0
    assert load_settings({"DISCORD_TOKEN": "t", "UNO_AI_DELAY": " 2.5 "}).ai_delay == 2.5
    for bad in ("soon", "-1", "61", "nan"):
        with pytest.raises(ConfigError, match="UNO_AI_DELAY"):
            load_settings({"DISCORD_TOKEN": "t", "UNO_AI_DELAY": bad})
