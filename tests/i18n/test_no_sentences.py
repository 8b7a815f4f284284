"""No sentence a player reads is left in the code (issue 26): an AST check over the
modules that build messages (bot/screens, bot/plumbing, bot/jobs, bot/game, cogs, their
subfolders too) that
every string literal that reads as words (two words, or one capitalised word) is a
catalog key's business, not the code's. What is not prose: docstrings, log lines,
exceptions that are our own bugs, the English sources the command translator and the
settings' Option describe (their players' words are catalog keys, checked by
test_commands.py and test_screens.py), and a short allow-list of emoji and ids."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("bot/screens", "bot/plumbing", "bot/jobs", "bot/game", "cogs")

WORDS = re.compile(r"[A-Za-z]{2,}[^\n{}]*?\s[^\n{}]*?[A-Za-z]{2,}|^[A-Z][a-z]+\b")
# calls whose string arguments are no player's words
QUIET_CALLS = {
    "debug", "info", "warning", "error", "exception", "critical", "getLogger",  # logs
    "cast", "TypeVar", "Option",  # types; the settings' English sources
    "describe", "command", "Command", "GroupCog",  # the command translator's sources
    "RuntimeError", "ValueError", "TypeError", "KeyError", "AssertionError",
    "ExtensionFailed", "NotImplementedError",  # our own bugs
    "create_task", "Lock",  # task names
    "then", "run_effect", "deliver", "draw", "screen_change", "screen",  # effects' names
}
QUIET_KEYWORDS = {"description", "group_description", "reason", "name_localizations"}
# what the operator reads: functions and fields of log texts
QUIET_FUNCTIONS = {"describe"}
QUIET_FIELDS = {"problem"}
# the AI seats' names stay as they are; the engine's English refusals, matched to keys
QUIET_NAMES = {"NAMES", "_REASONS", "ALL_TIME_WORDS"}  # (and words typed in any language)
ALLOWED = {"UNO!", "UNO", "invalid emoji"}  # (the last: Discord's refusal, matched)
TYPE = re.compile(r"[\w.]+(\[[\w, .|\[\]]+\])?( \| [\w.\[\], ]+)+|[\w.]+\[[\w, .|\[\]]+\]")


def modules() -> Iterator[Path]:
    for folder in FOLDERS:
        yield from sorted((ROOT / folder).rglob("*.py"))


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def _callee(call: ast.Call) -> str:
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


def _quiet(tree: ast.AST) -> set[int]:
    """ids of the string nodes that are not prose by where they are."""
    out: set[int] = set()

    def hush(node: ast.AST) -> None:
        out.update(id(n) for n in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            first = node.args[0] if node.args else None
            if _callee(node) in QUIET_CALLS or _callee(node) == "partial" and isinstance(
                    first, ast.Attribute | ast.Name) and (
                    first.attr if isinstance(first, ast.Attribute) else first.id) in QUIET_CALLS:
                hush(node)
            for kw in node.keywords:
                if kw.arg in QUIET_KEYWORDS:
                    hush(kw.value)
        elif isinstance(node, ast.Assert) and node.msg is not None:
            hush(node.msg)
        elif isinstance(node, ast.Raise) and node.exc is not None and isinstance(
                node.exc, ast.Call) and _callee(node.exc) in QUIET_CALLS:
            hush(node.exc)
        elif isinstance(node, ast.FormattedValue) and node.format_spec is not None:
            hush(node.format_spec)
        elif isinstance(node, ast.AnnAssign | ast.arg) and node.annotation is not None:
            hush(node.annotation)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.returns:
            hush(node.returns)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) \
                and node.name in QUIET_FUNCTIONS:
            hush(node)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):  # a log's name="..."
            args = node.args.args + node.args.kwonlyargs
            defaults = [*node.args.defaults, *node.args.kw_defaults]
            for arg, default in zip(args[len(args) - len(defaults):], defaults, strict=True):
                if arg.arg == "name" and default is not None:
                    hush(default)
        elif isinstance(node, ast.ClassDef):
            for kw in node.keywords:
                if kw.arg in QUIET_KEYWORDS:
                    hush(kw.value)
        elif isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None and any(
                isinstance(t, ast.Attribute) and t.attr in QUIET_FIELDS
                or isinstance(t, ast.Name) and t.id in QUIET_NAMES
                for t in (node.targets if isinstance(node, ast.Assign) else [node.target])):
            hush(node.value)
        elif isinstance(node, ast.Tuple) and len(node.elts) == 2 and (
                isinstance(node.elts[1], ast.Lambda) or isinstance(node.elts[1], ast.Call)
                and _callee(node.elts[1]) == "partial"):  # (effect name, effect), for logs
            hush(node.elts[0])
    return out


def _text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    return None


def sentences(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstrings(tree) | _quiet(tree)
    inner = {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values}
    found = []
    for node in ast.walk(tree):
        if id(node) in skip or id(node) in inner:
            continue
        text = _text(node)
        if text is None or text.strip() in ALLOWED or not WORDS.search(text) \
                or TYPE.fullmatch(text):
            continue
        where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
        found.append(f"{where}:{getattr(node, 'lineno', '?')}: {text!r}")
    return found


def test_no_sentence_is_left_outside_the_catalog() -> None:
    found = [s for p in modules() for s in sentences(p)]
    assert found == [], f"{len(found)} sentences in the code:\n" + "\n".join(found)


def test_the_check_finds_a_sentence_and_lets_keys_ids_and_emoji_be(tmp_path: Path) -> None:
    source = tmp_path / "m.py"
    source.write_text('"""Doc."""\nimport logging\nlog = logging.getLogger(__name__)\n'
                      'def f(lang, n):\n    """Doc."""\n    log.warning("A log line %s", n)\n'
                      '    x = lang("hand-title", count=n)\n    y = "uno:play"\n'
                      '    z = "🃏"\n    label = "Join"\n    return f"It is {n} o\'clock"\n')
    found = [line.split(": ", 1)[1] for line in sentences(source)]
    assert found == ["'Join'", '"It is {} o\'clock"'], found


KEY_CALLS = {"UserError", "SettingsRefused", "MovedAway", "GoneAway", "Msg", "lang", "EN"}


def test_every_key_the_code_names_is_in_the_catalog() -> None:
    """``lang("hand-title")``, ``Msg("left-game")``, ``UserError("not-playing")``, and the
    key constants beside them: a misspelt key would be shown as itself (with a warning),
    so each one the code names is checked here."""
    from bot.i18n.catalog import loaded

    keys = loaded().keys["en"]
    missing = []
    for path in modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = _callee(node)
            if not (name in KEY_CALLS or name.endswith("lang")):
                continue
            first = node.args[0]
            # a key, or one of two (``lang("a" if x else "b")``)
            named = [first.body, first.orelse] if isinstance(first, ast.IfExp) else [first]
            for key in named:
                if isinstance(key, ast.Constant) and isinstance(key.value, str) \
                        and key.value not in keys:
                    missing.append(f"{path.relative_to(ROOT)}:{node.lineno}: {key.value!r}")
    assert missing == [], missing
    from bot.screens import texts

    constants = [v for k, v in vars(texts).items() if k.isupper() and isinstance(v, str)]
    assert [c for c in constants if c not in keys] == []
